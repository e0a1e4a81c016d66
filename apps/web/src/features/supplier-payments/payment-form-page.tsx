import {
  advanceLeftPaise,
  fromPaise,
  type OpenBill,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentMode,
  payOldestFirst,
  readNumber,
  sumPaise,
  supplierPaymentInputSchema,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { Loader2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { SupplierField } from '../../components/pickers/supplier-field';
import { supplierOptionLabel, useSupplierOption } from '../../components/pickers/supplier-options';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { errorMessage, isApiError } from '../../lib/api-error';
import { rupees } from '../../lib/format-figures';
import { useOpenBills, useRecordPayment } from './api';
import { OpenBillsTable } from './open-bills-table';

const NO_BILLS: OpenBill[] = [];
const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

interface PaymentFormValues {
  supplierId: string | null;
  paymentDate: string;
  mode: PaymentMode;
  reference: string;
  notes: string;
  amount: string;
  /** What the payment puts against each open bill, in the bills' order (oldest due first). */
  rows: { billId: string; amount: string }[];
}

/** What the rows put against bills and what of the payment is left as an advance (or how much more than paid). */
function AdvanceLeft({ bills }: { bills: readonly OpenBill[] }) {
  const [amount, rows] = useWatch<PaymentFormValues>({ name: ['amount', 'rows'] }) as [
    string,
    PaymentFormValues['rows'],
  ];
  const allocations = rows.map((row) => ({ amount: readNumber(row.amount) ?? 0 }));
  const put = sumPaise(allocations.map((a) => toPaise(a.amount)));
  const owed = sumPaise(bills.map((b) => toPaise(b.owed)));
  const left = advanceLeftPaise(readNumber(amount) ?? 0, allocations);
  return (
    <p className="text-gray-700 text-sm dark:text-gray-300" role="status">
      Against bills <strong className="tabular-nums">{rupees(fromPaise(put))}</strong> of {rupees(fromPaise(owed))} owed
      {left !== 0 && (
        <span className={left < 0 ? 'text-red-700 dark:text-red-400' : undefined}>
          {' '}
          ·{' '}
          {left > 0
            ? `Advance ${rupees(fromPaise(left))} kept for later bills`
            : `${rupees(fromPaise(-left))} more than the payment`}
        </span>
      )}
    </p>
  );
}

/**
 * `/supplier-payments/new` (`?supplierId=` to start with one): pick the supplier, see its booked
 * bills with what each still owes (total − TDS − paid) and its open advances, and put the payment
 * against them: "Pay all" fills the bills oldest due first, up to the amount typed, or with none
 * typed pays every bill in full. What is not put against a bill is kept as an advance.
 */
export function SupplierPaymentFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useRecordPayment();
  const initialSupplier = params.get('supplierId');
  const named = useSupplierOption(initialSupplier);
  const form = useForm<PaymentFormValues>({
    defaultValues: {
      supplierId: initialSupplier,
      paymentDate: todayIn(),
      mode: 'bank_transfer',
      reference: '',
      notes: '',
      amount: '',
      rows: [],
    },
  });
  const supplierId = useWatch({ control: form.control, name: 'supplierId' });
  const open = useOpenBills(supplierId);
  const bills = useMemo(
    () => (open.data && open.data.supplierId === supplierId ? open.data.bills : NO_BILLS),
    [open.data, supplierId],
  );

  // A supplier chosen (or another one): its bills' rows, empty.
  useEffect(() => {
    form.setValue(
      'rows',
      bills.map((bill) => ({ billId: bill.id, amount: '' })),
    );
  }, [bills, form]);

  const payAll = () => {
    const typed = readNumber(form.getValues('amount'));
    const { amount, shares } = payOldestFirst(bills, typed === null || Number.isNaN(typed) ? null : typed);
    form.setValue('amount', String(amount), { shouldDirty: true });
    bills.forEach((bill, index) => {
      const share = shares.get(bill.id) ?? 0;
      form.setValue(`rows.${index}.amount`, share > 0 ? String(share) : '', { shouldDirty: true });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    // Only the bills something is put against; their row numbers, to place the server's refusals.
    const used = values.rows.flatMap((row, index) => (readNumber(row.amount) ? [{ index, row }] : []));
    const body = {
      supplierId: values.supplierId ?? '',
      paymentDate: values.paymentDate,
      mode: values.mode,
      reference: values.reference,
      notes: values.notes,
      amount: values.amount,
      allocations: used.map(({ row }) => ({ billId: row.billId, amount: row.amount })),
    };
    const fieldOf = (path: string) => {
      const [head, position] = path.split('.');
      if (head !== 'allocations' || position === undefined) return path === 'allocations' ? 'amount' : path;
      return `rows.${used[Number(position)]?.index ?? 0}.amount`;
    };
    const parsed = supplierPaymentInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(fieldOf(issue.path.join('.')) as Path<PaymentFormValues>, { message: issue.message });
      }
      return;
    }
    try {
      const payment = await save.mutateAsync(parsed.data);
      toast.success(`Payment ${payment.paymentNumber} recorded`);
      navigate(`/supplier-payments/view/${payment.id}`);
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      for (const [field, message] of fields) form.setError(fieldOf(field) as Path<PaymentFormValues>, { message });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to record the payment'));
    }
  });

  return (
    <>
      <PageHeader title="Record Supplier Payment" />
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label="Record Payment" className="grid min-w-0 gap-5 [&>*]:min-w-0">
          <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
            <div className="sm:col-span-2 lg:col-span-1">
              <SupplierField
                name="supplierId"
                label="Supplier"
                required
                {...(named.data ? { selectedLabel: supplierOptionLabel(named.data) } : {})}
              />
            </div>
            <DateField name="paymentDate" label="Payment Date" required />
            <SelectField name="mode" label="Mode" options={MODE_OPTIONS} required />
            <div className="flex items-end gap-3">
              <div className="grow">
                <DecimalField name="amount" label="Amount paid (₹)" required />
              </div>
              <Button variant="secondary" onClick={payAll} disabled={bills.length === 0}>
                Pay all
              </Button>
            </div>
            <TextField name="reference" label="Reference" autoComplete="off" hint="UTR, cheque or UPI reference" />
            <TextField name="notes" label="Notes" autoComplete="off" />
          </Card>
          {supplierId && (
            <OpenBillsTable
              query={open}
              bills={bills}
              caption="What the payment pays on each bill"
              inputLabel={(bill) => `Pay on ${bill.billNumber ?? bill.supplierInvoiceNumber}`}
              rowName={(index) => `rows.${index}.amount`}
            />
          )}
          {open.data && open.data.supplierId === supplierId && open.data.advances.length > 0 && (
            <Card className="p-4 text-gray-700 text-sm dark:text-gray-300">
              Paid ahead to this supplier and not yet set against a bill: {rupees(open.data.totalAdvance)} (
              {open.data.advances.map((advance, index) => (
                <span key={advance.paymentId}>
                  {index > 0 && ', '}
                  <Link
                    to={`/supplier-payments/view/${advance.paymentId}`}
                    className="text-brand-600 hover:underline dark:text-brand-400"
                  >
                    {advance.paymentNumber}
                  </Link>{' '}
                  {rupees(advance.advance)}
                </span>
              ))}
              ): set it against these bills from its payment before paying more.
            </Card>
          )}
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <AdvanceLeft bills={bills} />
            <div className="flex gap-3">
              <ButtonLink to="/supplier-payments" variant="secondary">
                Cancel
              </ButtonLink>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                Record Payment
              </Button>
            </div>
          </Card>
        </form>
      </FormProvider>
    </>
  );
}
