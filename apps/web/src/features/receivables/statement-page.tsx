import { STATEMENT_ENTRY_LABELS, type Statement } from '@lathe/shared';
import { IndianRupee, Mail, Printer } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EMAIL_ACTION, EmailPanel } from '../../components/document-email/email-panel';
import { LoadState } from '../../components/form/load-state';
import { PeriodDay } from '../../components/form/period-day';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { useStatement } from './api';

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;

function StatementTable({ statement }: { statement: Statement }) {
  return (
    <HorizontalScroll label="Statement">
      <table className="min-w-full">
        <caption className="sr-only">Statement of account</caption>
        <TableHead
          columns={[
            'Date',
            'Particulars',
            { label: 'Debit', align: 'right' },
            { label: 'Credit', align: 'right' },
            { label: 'Balance', align: 'right' },
          ]}
        />
        <tbody className={tbodyClass}>
          <tr>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDate(statement.from)}</td>
            <td className={`${tdClass} font-medium`}>Opening balance</td>
            <td className={num} />
            <td className={num} />
            <td className={`${num} font-medium`}>{rupees(statement.openingBalance)}</td>
          </tr>
          {statement.entries.map((entry, i) => (
            // Entries have no id of their own: an invoice and its payments share one.
            // biome-ignore lint/suspicious/noArrayIndexKey: the statement is read whole and never reordered
            <tr key={i}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDate(entry.date)}</td>
              <td className={tdClass}>
                {entry.kind === 'payment' ? 'Payment against ' : `${STATEMENT_ENTRY_LABELS[entry.kind]} `}
                <Link
                  to={entry.noteId ? `/notes/view/${entry.noteId}` : `/invoices/view/${entry.invoiceId}`}
                  className="text-brand-600 hover:underline dark:text-brand-400"
                >
                  {entry.reference}
                </Link>
                <span className="block text-gray-600 text-xs dark:text-gray-400">{entry.detail}</span>
              </td>
              <td className={num}>{entry.debit ? rupees(entry.debit) : ''}</td>
              <td className={num}>{entry.credit ? rupees(entry.credit) : ''}</td>
              <td className={num}>{rupees(entry.balance)}</td>
            </tr>
          ))}
          <tr className="bg-gray-50 font-semibold dark:bg-white/[0.03]">
            <td className={`${tdClass} whitespace-nowrap`}>{formatDate(statement.to)}</td>
            <td className={tdClass}>Closing balance</td>
            <td className={num}>{rupees(statement.totalDebit)}</td>
            <td className={num}>{rupees(statement.totalCredit)}</td>
            <td className={num}>{rupees(statement.closingBalance)}</td>
          </tr>
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/**
 * `/receivables/statement/:customerId?from=&to=`: the customer's statement of account for a
 * period (the financial year to date unless chosen): printed, downloaded as a PDF or e-mailed
 * to the customer.
 */
export function StatementPage() {
  const { customerId = '' } = useParams();
  const [params] = useSearchParams();
  const period = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const statement = useStatement(customerId, period);
  const data = statement.data;
  const canReceive = useCan('payments', 'create');
  const canEmail = useCan('emails', 'create');
  // The page without the e-mail panel, and with it.
  const withoutPanel = new URLSearchParams(params);
  withoutPanel.delete('action');
  const closeTo = `/receivables/statement/${customerId}${withoutPanel.size ? `?${withoutPanel}` : ''}`;
  const emailTo = new URLSearchParams(withoutPanel);
  emailTo.set('action', EMAIL_ACTION);
  return (
    <>
      <PageHeader
        title="Statement of Account"
        description={
          data
            ? `${data.partyCode} — ${data.customerName}, ${formatDate(data.from)} to ${formatDate(data.to)}`
            : undefined
        }
        actions={
          <>
            {canReceive && (
              <ButtonLink to={`/receivables/receipt/${customerId}`} className="print:hidden">
                <IndianRupee aria-hidden="true" className="size-4" />
                Record Receipt
              </ButtonLink>
            )}
            {canEmail && data && (
              <ButtonLink to={`?${emailTo}`} replace variant="secondary" className="print:hidden">
                <Mail aria-hidden="true" className="size-4" />
                E-mail Statement
              </ButtonLink>
            )}
            <DownloadButton
              path={`customers/${encodeURIComponent(customerId)}/statement/pdf`}
              query={period}
              fallbackName="statement.pdf"
              className="print:hidden"
            />
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </>
        }
      />
      {params.get('action') === EMAIL_ACTION && data && (
        <EmailPanel
          target={{
            path: `customers/${encodeURIComponent(customerId)}/statement/email`,
            query: period,
            history: { entity: 'customers', id: customerId },
          }}
          what={`statement of ${data.customerName}`}
          closeTo={closeTo}
        />
      )}
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4 print:hidden">
        <PeriodDay name="from" label="From" />
        <PeriodDay name="to" label="To" />
      </Card>
      <LoadState
        query={statement}
        notFoundText="Customer not found"
        backTo="/receivables/ageing"
        backLabel="Back to Ageing"
      >
        {(loaded) => (
          <Card>
            <StatementTable statement={loaded} />
          </Card>
        )}
      </LoadState>
    </>
  );
}
