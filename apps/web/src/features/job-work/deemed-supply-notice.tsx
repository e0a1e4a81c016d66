import type { JobWorkChallan } from '@lathe/shared';
import { FileText } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { useCan } from '../../lib/use-can';

/*
 * Section 143(3): goods kept at the job worker past their limit are deemed supplied to them. The
 * challan's page says so and, to whoever drafts invoices, offers "Propose invoice": the lines at
 * the challan's values and GST rates, dated the day after the limit ended, to the customer that
 * is the job worker (found by GSTIN, or made from the job worker once the user confirms), drafted
 * and opened on the invoice form to be checked and issued there.
 */

const ACTION = 'deemed-supply';

/** The notice over the challan: what is past its limit, and the invoice drafted for it or the way to propose one. */
export function DeemedSupplyNotice({ challan }: { challan: JobWorkChallan }) {
  const canInvoice = useCan('invoices', 'create');
  const overdue = challan.lines.filter((line) => line.overdue);
  if (overdue.length === 0) return null;
  const drafted = overdue.find((line) => line.deemedSupplyInvoiceStatus === 'draft');
  const undrafted = overdue.some((line) => line.deemedSupplyInvoiceStatus !== 'draft');
  return (
    <Alert tone="warning" className="mb-4 print:hidden">
      <p>
        {overdue.map((line) => `#${line.lineNumber}`).join(', ')} past the time limit since{' '}
        {formatDate(overdue[0]?.overdueOn ?? null)}: deemed supplied to the job worker (section 143(3) of the CGST Act),
        tax due on them.
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        {drafted?.deemedSupplyInvoiceId && (
          <ButtonLink to={`/invoices/edit/${drafted.deemedSupplyInvoiceId}`} variant="secondary">
            Open the draft invoice
          </ButtonLink>
        )}
        {undrafted &&
          (canInvoice ? (
            <ButtonLink to={`/job-work/view/${challan.id}?action=${ACTION}`}>
              <FileText aria-hidden="true" className="size-4" />
              Propose invoice
            </ButtonLink>
          ) : (
            <span>Whoever raises invoices can propose the invoice for them here.</span>
          ))}
      </div>
    </Alert>
  );
}
