import { zodResolver } from '@hookform/resolvers/zod';
import type { BlanketOrder } from '@lathe/shared';
import {
  type BlanketOrderLine,
  type PriceRevisionData,
  type PriceRevisionInput,
  priceRevisionInputSchema,
  todayIn,
} from '@lathe/shared';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { useResourceAction } from '../../lib/resource-hooks';
import { blanketOrdersResource } from './api';

/** The day a new price starts unless the clerk says otherwise: today, kept within the order's validity. */
const startOf = (order: Pick<BlanketOrder, 'validFrom' | 'validTo'>) => {
  const today = todayIn();
  if (today < order.validFrom) return order.validFrom;
  return today > order.validTo ? order.validTo : today;
};

/** Fields the panel shows; an error on any other (the line, the version) is toasted. */
const SHOWN = new Set(['effectiveFrom', 'rate', 'reason']);

interface RevisePricePanelProps {
  order: BlanketOrder;
  line: BlanketOrderLine;
  onClose: () => void;
}

/**
 * A line's price revised from a date (`POST blanket-orders/{id}/prices` with the version read):
 * the day it takes effect, the new rate a piece and why. Releases due from that day take it; what
 * was already invoiced at the old price shows under "Billed at the old price". Never printed.
 */
export function RevisePricePanel({ order, line, onClose }: RevisePricePanelProps) {
  const titleId = useId();
  const revise = useResourceAction(blanketOrdersResource, 'prices');
  const form = useForm<PriceRevisionInput, unknown, PriceRevisionData>({
    resolver: zodResolver(priceRevisionInputSchema),
    defaultValues: { lineId: line.id, effectiveFrom: startOf(order), rate: '', reason: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await revise.mutateAsync({ id: order.id, body: { ...values, lineId: line.id, version: order.version } });
      toast.success(`Price of ${line.drawingNumber} revised from ${formatDate(values.effectiveFrom)}`);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors).filter(([field]) => SHOWN.has(field)) : [];
      fields.forEach(([field, message], index) => {
        form.setError(field as Path<PriceRevisionInput>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to revise the price'));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <section
      aria-labelledby={titleId}
      className="mx-4 mb-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:mx-5 dark:border-brand-800 dark:bg-brand-950/40 print:hidden"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div>
            <h3 id={titleId} className="font-medium text-gray-800 dark:text-white/90">
              Revise the price of line {line.lineNumber}: {line.drawingNumber}
            </h3>
            <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
              Now {rupees(line.rate)} a piece. Releases due from the day it takes effect take the new price; what was
              already invoiced at the old price is listed with the note it calls for.
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DateField
              name="effectiveFrom"
              label="Effective from"
              required
              hint={`Within ${formatDate(order.validFrom)} to ${formatDate(order.validTo)}`}
            />
            <DecimalField name="rate" label="New rate a piece (₹)" required />
            <TextField name="reason" label="Reason" required autoComplete="off" maxLength={300} />
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Keep the price
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              Save new price
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
