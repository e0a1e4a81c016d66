import {
  fromPaise,
  type InvoiceSummary,
  type ListResult,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentMode,
  type ReceiptResult,
  readNumber,
  receiptInputSchema,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { FormProvider, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { LoadState } from '../../components/form/load-state';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { api } from '../../lib/api-client';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { MONEY_FIGURES } from '../../lib/money-figures';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

interface ReceiptRow {
  invoiceId: string;
  amount: string;
  tdsAmount: string;
}

interface ReceiptFormValues {
  paymentDate: string;
  mode: PaymentMode;
  reference: string;
  notes: string;
  received: string;
  tdsSection: string;
  rows: ReceiptRow[];
}

/**
 * The amount received put against the invoices oldest due first, each up to what is left of its
 * balance once the TDS already typed on its row is counted (the two together settle it).
 */
function allocate(received: number, invoices: readonly InvoiceSummary[], tds: readonly number[]): string[] {
  let left = toPaise(received);
  return invoices.map((invoice, index) => {
    const open = toPaise(invoice.balanceDue) - toPaise(tds[index] ?? 0);
    const take = Math.max(0, Math.min(left, open));
    left -= take;
    return take > 0 ? String(fromPaise(take)) : '';
  });
}

/** What the rows put against invoices, and what of the amount received is not yet put anywhere. */
function Unallocated({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const [received, rows] = useWatch<ReceiptFormValues>({ name: ['received', 'rows'] }) as [string, ReceiptRow[]];
  const put = rows.reduce((sum, row) => sum + toPaise(readNumber(row.amount) ?? 0), 0);
  const left = toPaise(readNumber(received) ?? 0) - put;
  const owed = invoices.reduce((sum, invoice) => sum + toPaise(invoice.balanceDue), 0);
  return (
    <p className="text-gray-700 text-sm dark:text-gray-300" role="status">
      Against invoices <strong className="tabular-nums">{rupees(fromPaise(put))}</strong> of {rupees(fromPaise(owed))}{' '}
      owed
      {left !== 0 && (
        <span className={left < 0 ? 'text-red-700 dark:text-red-400' : undefined}>
          {' '}
          ·{' '}
          {left > 0
            ? `${rupees(fromPaise(left))} not yet put against an invoice`
            : `${rupees(fromPaise(-left))} more than received`}
        </span>
      )}
    </p>
  );
}

function ReceiptForm({ customerId, invoices }: { customerId: string; invoices: readonly InvoiceSummary[] }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<ReceiptFormValues>({
    defaultValues: {
      paymentDate: todayIn(),
      mode: 'bank_transfer',
      reference: '',
      notes: '',
      received: '',
      tdsSection: '',
      rows: invoices.map((invoice) => ({ invoiceId: invoice.id, amount: '', tdsAmount: '' })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const save = useMutation({
    mutationFn: (body: unknown) => api.post<ReceiptResult>('receipts', body),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['invoices'] }),
        ...MONEY_FIGURES.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    },
  });

  const spread = () => {
    const tds = form.getValues('rows').map((row) => readNumber(row.tdsAmount) ?? 0);
    const amounts = allocate(readNumber(form.getValues('received')) ?? 0, invoices, tds);
    amounts.forEach((amount, index) => {
      form.setValue(`rows.${index}.amount`, amount, { shouldDirty: true });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    // Only the invoices something is put against; their row numbers, to place the server's refusals.
    const used = values.rows.flatMap((row, index) => (readNumber(row.amount) ? [{ index, row }] : []));
    const body = {
      customerId,
      paymentDate: values.paymentDate,
      mode: values.mode,
      reference: values.reference,
      notes: values.notes,
      allocations: used.map(({ row }) => ({
        invoiceId: row.invoiceId,
        amount: row.amount,
        tdsAmount: row.tdsAmount,
        tdsSection: readNumber(row.tdsAmount) ? values.tdsSection : '',
      })),
    };
    const rowField = (path: string) => {
      const [head, position, field] = path.split('.');
      if (head !== 'allocations' || position === undefined) return path === 'allocations' ? 'received' : path;
      return `rows.${used[Number(position)]?.index ?? 0}.${field === 'invoiceId' ? 'amount' : field}`;
    };
    const parsed = receiptInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(rowField(issue.path.join('.')) as Path<ReceiptFormValues>, { message: issue.message });
      }
      return;
    }
    try {
      const result = await save.mutateAsync(parsed.data);
      toast.success(
        `Receipt recorded against ${result.invoices.length} invoice${result.invoices.length === 1 ? '' : 's'}`,
      );
      navigate(`/receivables/statement/${customerId}`);
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      for (const [field, message] of fields) form.setError(rowField(field) as Path<ReceiptFormValues>, { message });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to record the receipt'));
    }
  });

  return (
    <FormProvider {...form}>
      {/* min-w-0: the invoices' table scrolls inside its card on a phone, never the page. */}
      <form noValidate onSubmit={submit} aria-label="Record Receipt" className="grid min-w-0 gap-5 [&>*]:min-w-0">
        <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
          <DateField name="paymentDate" label="Receipt Date" required />
          <SelectField name="mode" label="Mode" options={MODE_OPTIONS} required />
          <TextField name="reference" label="Reference" autoComplete="off" hint="UTR, cheque or UPI reference" />
          <div className="flex items-end gap-3">
            <div className="grow">
              <DecimalField name="received" label="Amount received (₹)" />
            </div>
            <Button variant="secondary" onClick={spread}>
              Oldest first
            </Button>
          </div>
          <TextField name="tdsSection" label="TDS section" autoComplete="off" hint="For any TDS below, e.g. 194Q" />
          <TextField name="notes" label="Notes" autoComplete="off" />
        </Card>
        <Card>
          <HorizontalScroll label="Invoices">
            <table className="min-w-full">
              <caption className="sr-only">What the receipt pays on each invoice</caption>
              <TableHead columns={['Invoice', 'Due', { label: 'Balance', align: 'right' }, 'Amount (₹)', 'TDS (₹)']} />
              <tbody className={tbodyClass}>
                {rows.fields.map((field, index) => {
                  // Once the receipt is recorded the list of what is owed is read again, shorter,
                  // while the form still holds its rows: a row whose invoice is gone is not drawn.
                  const invoice = invoices.find((owed) => owed.id === field.invoiceId);
                  if (!invoice) return null;
                  return (
                    <tr key={field.id}>
                      <th scope="row" className={`${tdClass} text-left font-medium`}>
                        {invoice.invoiceNumber}
                        <span className="block font-normal text-gray-600 text-xs dark:text-gray-400">
                          {formatDate(invoice.invoiceDate)}
                        </span>
                      </th>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        {formatDate(invoice.dueDate)}
                        {invoice.overdue && (
                          <span className="block text-red-700 text-xs dark:text-red-400">Overdue</span>
                        )}
                      </td>
                      <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                        {rupees(invoice.balanceDue)}
                      </td>
                      <td className={`${tdClass} w-40`}>
                        <DecimalField
                          name={`rows.${index}.amount`}
                          label={`Amount for ${invoice.invoiceNumber}`}
                          hideLabel
                        />
                      </td>
                      <td className={`${tdClass} w-32`}>
                        <DecimalField
                          name={`rows.${index}.tdsAmount`}
                          label={`TDS for ${invoice.invoiceNumber}`}
                          hideLabel
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </HorizontalScroll>
          <div className="flex flex-wrap items-center justify-between gap-3 border-gray-200 border-t p-4 dark:border-gray-800">
            <Unallocated invoices={invoices} />
            <div className="flex gap-3">
              <ButtonLink to={`/receivables/statement/${customerId}`} variant="secondary">
                Cancel
              </ButtonLink>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                Record Receipt
              </Button>
            </div>
          </div>
        </Card>
      </form>
    </FormProvider>
  );
}

/**
 * `/receivables/receipt/:customerId`: one amount received from a customer put against their unpaid
 * invoices, oldest due first unless changed, with any TDS deducted from each; recorded all at once.
 */
export function ReceiptPage() {
  const { customerId = '' } = useParams();
  const owed = useQuery({
    queryKey: ['invoices', 'owed', customerId],
    queryFn: ({ signal }) =>
      api.get<ListResult<InvoiceSummary>>(
        'invoices',
        { customerId, outstanding: 'true', sortBy: 'dueDate', sortOrder: 'ASC', limit: 100 },
        signal,
      ),
  });
  const first = owed.data?.data[0];
  return (
    <>
      <PageHeader
        title="Record Receipt"
        description={first ? `${first.customerPartyCode} — ${first.customerName}` : undefined}
      />
      <LoadState query={owed} notFoundText="Nothing to receive" backTo="/receivables/ageing" backLabel="Back to Ageing">
        {(list) =>
          list.data.length === 0 ? (
            <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">This customer owes nothing.</Card>
          ) : (
            <ReceiptForm customerId={customerId} invoices={list.data} />
          )
        }
      </LoadState>
    </>
  );
}
