import { advanceAllocationInputSchema, type OpenBill, payOldestFirst, readNumber, todayIn } from '@lathe/shared';
import { Loader2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage, isApiError } from '../../lib/api-error';
import { rupees } from '../../lib/format-figures';
import { useAllocateAdvance, useOpenBills } from './api';
import { OpenBillsTable } from './open-bills-table';

interface AdvanceFormValues {
  allocatedOn: string;
  rows: { billId: string; amount: string }[];
}

const NO_BILLS: OpenBill[] = [];

/**
 * The open advance of a payment set against the supplier's bills booked since: its bills oldest
 * due first, "Fill oldest first" spreading the advance, the day it is set (today unless changed).
 */
export function AdvanceForm({
  paymentId,
  supplierId,
  advance,
}: {
  paymentId: string;
  supplierId: string;
  advance: number;
}) {
  const open = useOpenBills(supplierId);
  const save = useAllocateAdvance(paymentId);
  const bills = useMemo(() => open.data?.bills ?? NO_BILLS, [open.data]);
  const form = useForm<AdvanceFormValues>({ defaultValues: { allocatedOn: todayIn(), rows: [] } });
  useEffect(() => {
    form.setValue(
      'rows',
      bills.map((bill) => ({ billId: bill.id, amount: '' })),
    );
  }, [bills, form]);

  const fill = () => {
    const { shares } = payOldestFirst(bills, advance);
    bills.forEach((bill, index) => {
      const share = shares.get(bill.id) ?? 0;
      form.setValue(`rows.${index}.amount`, share > 0 ? String(share) : '', { shouldDirty: true });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    const used = values.rows.flatMap((row, index) => (readNumber(row.amount) ? [{ index, row }] : []));
    const body = {
      allocatedOn: values.allocatedOn,
      allocations: used.map(({ row }) => ({ billId: row.billId, amount: row.amount })),
    };
    const fieldOf = (path: string) => {
      const [head, position] = path.split('.');
      if (head !== 'allocations') return path;
      return `rows.${used[Number(position)]?.index ?? 0}.amount`;
    };
    const parsed = advanceAllocationInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(fieldOf(issue.path.join('.')) as Path<AdvanceFormValues>, { message: issue.message });
      }
      return;
    }
    try {
      const payment = await save.mutateAsync(parsed.data);
      toast.success(
        `Advance set against ${used.length} bill${used.length === 1 ? '' : 's'}; ${rupees(payment.advance)} left`,
      );
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      for (const [field, message] of fields) form.setError(fieldOf(field) as Path<AdvanceFormValues>, { message });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to set the advance'));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Set the advance against bills"
        className="grid min-w-0 gap-4 [&>*]:min-w-0"
      >
        <h2 className="font-semibold text-base text-gray-800 dark:text-white/90">
          Set the advance of {rupees(advance)} against bills
        </h2>
        <OpenBillsTable
          query={open}
          bills={bills}
          caption="What the advance pays on each bill"
          inputLabel={(bill) => `Set on ${bill.billNumber ?? bill.supplierInvoiceNumber}`}
          rowName={(index) => `rows.${index}.amount`}
        />
        {bills.length > 0 && (
          <Card className="flex flex-wrap items-end justify-between gap-3 p-4">
            <DateField name="allocatedOn" label="Set on" required />
            <div className="flex gap-3">
              <Button variant="secondary" onClick={fill}>
                Fill oldest first
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                Set Against Bills
              </Button>
            </div>
          </Card>
        )}
      </form>
    </FormProvider>
  );
}
