import { formatRupees, MAX_ORDER_LINES, type SalesOrder, sumPaise } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { customerOptionLabel } from '../../components/pickers/customer-options';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DuplicatePoWarning } from './duplicate-po';
import { LinesError } from './lines-error';
import { OrderDeliveryAddress } from './order-delivery-address';
import { emptyLine, lineAmountOf, type OrderFormValues, type OrderLineValues } from './order-form-values';
import { OrderLinesGrid } from './order-lines-grid';
import { UnsavedNeedsNote } from './plant-needs';

/** The sum of the lines whose quantity and rate are valid so far. */
function OrderTotal() {
  const lines = (useWatch({ name: 'lines' }) ?? []) as OrderLineValues[];
  const total = sumPaise(lines.map((line) => lineAmountOf(line.quantity, line.rate) ?? 0));
  return (
    <p className="flex items-baseline justify-end gap-3 border-gray-200 border-t pt-4 text-gray-700 dark:border-gray-800 dark:text-gray-300">
      Order total
      <output className="font-semibold text-gray-800 text-lg tabular-nums dark:text-white/90">
        {formatRupees(total)}
      </output>
    </p>
  );
}

/**
 * The draft's header and lines. A product belongs to one customer, so choosing another customer
 * removes the lines that already name a product (keeping blank ones) and says so.
 */
export function OrderFormFields({ order }: { order?: SalesOrder | undefined }) {
  const { control, getValues } = useFormContext<OrderFormValues>();
  const lines = useFieldArray({ control, name: 'lines' });
  const customerId = (useWatch({ name: 'customerId' }) ?? '') as string;
  const [notice, setNotice] = useState<string | null>(null);
  const [proposeAddress, setProposeAddress] = useState(false);
  const proposed = useCallback(() => setProposeAddress(false), []);
  const savedLines = order?.lines ?? [];

  const onCustomerChange = () => {
    // Another customer's addresses: its default is proposed once they arrive.
    setProposeAddress(true);
    const current = getValues('lines');
    const kept = current.filter((line) => !line.productId);
    const removed = current.length - kept.length;
    setNotice(null);
    if (removed === 0) return;
    lines.replace(kept.length > 0 ? kept : [emptyLine()]);
    setNotice(
      `${removed === 1 ? '1 line was' : `${removed} lines were`} removed: the products belong to the previous customer.`,
    );
  };

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <CustomerField
          name="customerId"
          label="Customer"
          required
          // A new order starts where the typing does: at its customer, as the form appears.
          focusOnMount={!order}
          onPick={onCustomerChange}
          {...(order ? { selectedLabel: customerOptionLabel(order.customerPartyCode, order.customerName) } : {})}
        />
        <DateField name="orderDate" label="Order Date" required />
        <TextField name="customerPoNumber" label="Customer PO Number" autoComplete="off" />
        <DateField name="customerPoDate" label="Customer PO Date" />
        <DateField name="deliveryDate" label="Requested Delivery Date" />
        <OrderDeliveryAddress current={order?.deliveryAddressId} propose={proposeAddress} onProposed={proposed} />
      </div>
      <DuplicatePoWarning orderId={order?.id} />
      <TextareaField name="notes" label="Notes" rows={2} />

      <section aria-labelledby="order-lines-title" className="grid gap-4">
        <h2 id="order-lines-title" className="font-semibold text-base text-gray-800 dark:text-white/90">
          Lines
        </h2>
        {notice && <Alert tone="info">{notice}</Alert>}
        <OrderLinesGrid
          rows={lines.fields}
          customerId={customerId}
          savedLines={savedLines}
          onRemove={(index) => lines.remove(index)}
        />
        <UnsavedNeedsNote savedLines={savedLines} />
        <LinesError />
        {lines.fields.length < MAX_ORDER_LINES && (
          <div>
            <Button variant="secondary" onClick={() => lines.append(emptyLine())}>
              <Plus aria-hidden="true" className="size-4" />
              Add line
            </Button>
          </div>
        )}
        <OrderTotal />
      </section>
    </>
  );
}
