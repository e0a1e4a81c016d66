import { GSTR2B_REASON_REQUIRED, type Gstr2bRow } from '@lathe/shared';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { useGstr2bAction } from './gstr2b-api';

export type Gstr2bDialogAction = 'accept' | 'defer' | 'link';

/** What the row is called in the dialog: the 2B document's number, else the bill's. */
export const rowName = (row: Gstr2bRow) =>
  row.document ? row.document.number : `bill ${row.bill?.billNumber ?? ''} (${row.bill?.supplierInvoiceNumber ?? ''})`;

const TITLES: Record<Gstr2bDialogAction, (name: string) => string> = {
  accept: (name) => `Accept ${name}`,
  defer: (name) => `Defer ${name}`,
  link: (name) => `Link ${name} to a bill`,
};

function introOf(action: Gstr2bDialogAction, row: Gstr2bRow): string {
  if (action === 'link') return 'Choose the bill this document is: the pair is then compared as any other.';
  if (action === 'defer') {
    return row.document
      ? 'Keep it out of this month’s open rows: the supplier’s document waits for its bill.'
      : 'Carry the bill into next month’s reconciliation: its ITC is taken when it appears in GSTR-2B.';
  }
  return row.status === 'mismatched'
    ? `Mark the differences (${row.differences.map((d) => d.label).join(', ')}) as reviewed.`
    : 'Mark the row as reviewed.';
}

interface DialogProps {
  row: Gstr2bRow;
  action: Gstr2bDialogAction;
  month: string;
  tolerance: number;
  onClose: () => void;
}

/**
 * A decision on a row, in a small dialog over the page: the reason (required to accept a
 * mismatch), and for a link the bill it is, chosen among the supplier's bills the likely first.
 * Escape or Keep closes it; the decision taken closes it with a toast.
 */
export function Gstr2bActionDialog({ row, action, month, tolerance, onClose }: DialogProps) {
  const id = useId();
  const send = useGstr2bAction();
  const [reason, setReason] = useState('');
  const [billId, setBillId] = useState(row.candidates.find((c) => c.suggested)?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const name = rowName(row);
  const needsReason = action === 'accept' && row.status === 'mismatched';

  useEffect(() => {
    reasonBox.current?.focus();
  }, []);

  const confirm = async () => {
    const text = reason.trim();
    const missing: Record<string, string> = {};
    if (needsReason && !text) missing.reason = GSTR2B_REASON_REQUIRED;
    if (action === 'link' && !billId) missing.billId = 'Choose the bill to link';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await send.mutateAsync({
        month,
        action,
        tolerance,
        ...(row.document ? { documentId: row.document.id } : { billId: row.bill?.id }),
        ...(action === 'link' ? { billId } : {}),
        ...(text ? { reason: text } : {}),
      });
      toast.success(
        action === 'link' ? `${name} linked` : action === 'defer' ? `${name} deferred` : `${name} accepted`,
      );
      onClose();
    } catch (failure) {
      if (isApiError(failure)) setErrors(failure.errors);
      toast.error(errorMessage(failure, `Could not ${action} ${name}`));
    }
  };

  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4 print:hidden">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="w-full max-w-lg shadow-theme-lg"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <Card className="p-4 sm:p-5">
          <h2 id={`${id}-title`} className="font-medium text-gray-800 dark:text-white/90">
            {TITLES[action](name)}
          </h2>
          <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">{introOf(action, row)}</p>
          {action === 'link' && (
            <fieldset className="mt-3">
              <legend className={`${labelClass} mb-1.5`}>Bill</legend>
              {row.candidates.length === 0 ? (
                <p className="text-gray-600 text-sm dark:text-gray-400">
                  No bill of this supplier is free to link: book the bill first.
                </p>
              ) : (
                <ul className="max-h-64 space-y-1 overflow-y-auto">
                  {row.candidates.map((candidate) => (
                    <li key={candidate.id}>
                      <label
                        className={clsx(
                          'flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                          billId === candidate.id
                            ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
                            : 'border-gray-200 dark:border-gray-800',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${id}-bill`}
                          value={candidate.id}
                          checked={billId === candidate.id}
                          onChange={() => setBillId(candidate.id)}
                          className="mt-1"
                        />
                        <span>
                          <span className="font-medium">{candidate.billNumber}</span> · invoice{' '}
                          {candidate.supplierInvoiceNumber} of {formatDate(candidate.supplierInvoiceDate)} ·{' '}
                          {rupees(candidate.value)}
                          {candidate.suggested && (
                            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-green-800 text-xs dark:bg-green-950 dark:text-green-200">
                              Likely
                            </span>
                          )}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              {errors.billId && <p className="mt-1.5 text-red-600 text-xs dark:text-red-400">{errors.billId}</p>}
            </fieldset>
          )}
          <label htmlFor={`${id}-reason`} className={`${labelClass} mt-3 mb-1.5`}>
            Reason{needsReason ? '' : ' (optional)'}
          </label>
          <textarea
            ref={reasonBox}
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors(({ reason: _gone, ...rest }) => rest);
            }}
            className={inputClass(!!errors.reason, 'h-auto resize-y')}
          />
          {errors.reason && (
            <p id={`${id}-reason-error`} className="mt-1.5 text-red-600 text-xs dark:text-red-400">
              {errors.reason}
            </p>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              Keep as it is
            </Button>
            <Button onClick={() => void confirm()} disabled={send.isPending}>
              {action === 'link' ? 'Link' : action === 'defer' ? 'Defer' : 'Accept'}
            </Button>
          </div>
        </Card>
      </div>
    </div>
  );
}
