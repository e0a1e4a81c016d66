import { addDays, isCalendarDate } from '@lathe/shared';
import { useCallback, useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { InvoiceFormValues } from './invoice-form-values';

/**
 * Keeps the due date at the invoice date plus the customer's payment terms, recomputed when either
 * changes, until the user picks a date of their own (emptying it hands it back). A stored date
 * that differs from that default when the terms become known counts as picked by hand.
 */
export function useDueDateDefault(paymentTermsDays: number | undefined) {
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const invoiceDate = useWatch<InvoiceFormValues, 'invoiceDate'>({ name: 'invoiceDate' });
  /** null: not known yet whether the date there was chosen by hand. */
  const [byHand, setByHand] = useState<boolean | null>(null);

  useEffect(() => {
    if (paymentTermsDays === undefined || !isCalendarDate(invoiceDate)) return;
    const proposed = addDays(invoiceDate, paymentTermsDays);
    const current = getValues('dueDate') ?? '';
    let chosen = byHand;
    if (chosen === null) {
      chosen = current !== '' && current !== proposed;
      setByHand(chosen);
    }
    if (!chosen && current !== proposed) setValue('dueDate', proposed, { shouldDirty: true, shouldValidate: true });
  }, [invoiceDate, paymentTermsDays, byHand, getValues, setValue]);

  const onEdit = useCallback((value: string) => setByHand(value !== ''), []);
  return { onEdit, isDefault: byHand !== true && paymentTermsDays !== undefined };
}
