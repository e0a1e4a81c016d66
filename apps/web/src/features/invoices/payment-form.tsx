import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Invoice,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentData,
  type PaymentInput,
  paymentInputSchema,
  todayIn,
} from '@lathe/shared';
import { Loader2 } from 'lucide-react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { invoicesResource } from './api';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

/** Today, the whole balance, by bank transfer: the usual receipt. */
const freshValues = (balanceDue: number): PaymentInput => ({
  paymentDate: todayIn(),
  amount: String(balanceDue),
  mode: 'bank_transfer',
  reference: '',
  notes: '',
  tdsAmount: '',
  tdsSection: '',
});

/**
 * Records a receipt against an issued invoice, with any TDS the customer deducted (it settles
 * the invoice too). The server refuses more than the balance with a 400 on `amount`, which shows under Amount. Keyed by the invoice's version by its panel, so after a
 * success it starts again at the new balance.
 */
export function PaymentForm({ invoice }: { invoice: Invoice }) {
  const record = useResourceAction(invoicesResource, 'pay');
  const form = useForm<PaymentInput, unknown, PaymentData>({
    resolver: zodResolver(paymentInputSchema),
    defaultValues: freshValues(invoice.balanceDue),
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      // The invoice comes back with a new version, which starts this form again at the new balance.
      await record.mutateAsync({ id: invoice.id, body });
      toast.success('Payment recorded');
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      fields.forEach(([field, message], index) => {
        form.setError(field as Path<PaymentInput>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to record payment'));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Record Payment" className="grid gap-4">
        <h3 className="font-medium text-gray-800 dark:text-white/90">Record Payment</h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DateField name="paymentDate" label="Payment Date" required />
          <DecimalField name="amount" label="Amount (₹)" required />
          <SelectField name="mode" label="Mode" options={MODE_OPTIONS} required />
          <TextField name="reference" label="Reference" autoComplete="off" hint="UTR, cheque or UPI reference" />
          <DecimalField name="tdsAmount" label="TDS deducted (₹)" hint="Tax the customer deducted at source, if any" />
          <TextField name="tdsSection" label="TDS section" autoComplete="off" hint="e.g. 194Q" />
          <div className="sm:col-span-2 lg:col-span-3">
            <TextField name="notes" label="Notes" autoComplete="off" />
          </div>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Record Payment
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
