import {
  creditNoteDeadline,
  indianDate,
  NOTE_KIND_LABELS,
  NOTE_KINDS,
  NOTE_REASON_LABELS,
  NOTE_REASONS,
  type NoteReason,
} from '@lathe/shared';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFieldError } from '../../components/form/use-field-error';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import type { NoteInvoice } from './api';
import type { NoteFormValues } from './note-form-values';

const KIND_OPTIONS = NOTE_KINDS.map((kind) => ({ value: kind, label: NOTE_KIND_LABELS[kind] }));
const REASON_OPTIONS = NOTE_REASONS.map((reason) => ({ value: reason, label: NOTE_REASON_LABELS[reason] }));

/** What the Rate column means for the reason chosen. */
const RATE_HINTS: Partial<Record<NoteReason, string>> = {
  goods_returned: 'Rate: what the invoice charged for each returned piece',
  rate_correction: 'Rate: the difference per piece',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600 text-xs dark:text-gray-400">{label}</dt>
      <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{children}</dd>
    </div>
  );
}

/** The invoice the note is raised against, as the API answers it now; the server's refusal of it shows here. */
export function NoteInvoiceHeader({ invoice }: { invoice: NoteInvoice }) {
  const error = useFieldError('invoiceId');
  return (
    <section
      aria-label="Invoice"
      className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 dark:border-gray-800 dark:bg-white/[0.03]"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Against invoice">
          <Link to={`/invoices/view/${invoice.id}`} className="text-brand-600 hover:underline dark:text-brand-400">
            {invoice.invoiceNumber ?? 'Draft'}
          </Link>
        </Fact>
        <Fact label="Invoice date">{formatDate(invoice.invoiceDate)}</Fact>
        <Fact label="Customer">
          {invoice.customerPartyCode} {invoice.customerName}
        </Fact>
        <Fact label="Balance due">{rupees(invoice.balanceDue)}</Fact>
      </dl>
      {error && (
        <p role="alert" className="mt-2 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </section>
  );
}

/** Kind, date (with section 34's last day for a credit note), reason and remarks. */
export function NoteHeaderFields({ invoice }: { invoice: NoteInvoice }) {
  const [kind, reason] = useWatch<NoteFormValues, ['kind', 'reason']>({ name: ['kind', 'reason'] });
  const { getValues, setValue } = useFormContext<NoteFormValues>();
  // Returned pieces are credited at the invoice's rate: lines still without a rate get it.
  const onReason = (picked: string) => {
    if (picked !== 'goods_returned') return;
    getValues('lines').forEach((line, index) => {
      const of = invoice.lines.find((invoiceLine) => invoiceLine.id === line.invoiceLineId);
      if (of && String(line.rate ?? '').trim() === '') {
        setValue(`lines.${index}.rate`, String(of.rate), { shouldDirty: true, shouldValidate: true });
      }
    });
  };
  const deadline =
    kind === 'credit'
      ? `Section 34 allows credit notes for this invoice until ${indianDate(creditNoteDeadline(invoice.invoiceDate))}`
      : undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="kind" label="Kind" required options={KIND_OPTIONS} />
        <DateField name="noteDate" label="Note Date" required hint={deadline} />
        <SelectField
          name="reason"
          label="Reason"
          required
          options={REASON_OPTIONS}
          hint={RATE_HINTS[reason]}
          onPick={onReason}
        />
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the note" />
    </>
  );
}
