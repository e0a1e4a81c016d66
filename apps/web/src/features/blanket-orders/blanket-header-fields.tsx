import type { CustomerOption } from '@lathe/shared';
import type { ReactNode } from 'react';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { CustomerField } from '../../components/pickers/customer-field';

interface BlanketHeaderFieldsProps {
  /** The customer's label before the picker's options load (a saved draft). */
  customerLabel: string | undefined;
  /** A new order starts at its customer, as the form appears. */
  focusCustomer: boolean;
  /** The customer was changed: the lines naming the last one's parts go. */
  onCustomerPick: (customer: CustomerOption | null) => void;
  /** What was said of the lines when the customer changed. */
  notice: ReactNode;
}

/** The customer, their open order, its validity and terms: the header of the blanket order. */
export function BlanketHeaderFields({
  customerLabel,
  focusCustomer,
  onCustomerPick,
  notice,
}: BlanketHeaderFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <CustomerField
            name="customerId"
            label="Customer"
            required
            focusOnMount={focusCustomer}
            onPick={onCustomerPick}
            {...(customerLabel ? { selectedLabel: customerLabel } : {})}
          />
        </div>
        <TextField
          name="customerPoNumber"
          label="Customer's order number"
          required
          autoComplete="off"
          hint="Quoted on every invoice against it"
        />
        <DateField name="customerPoDate" label="Customer's order date" />
        <DateField name="validFrom" label="Valid from" required hint="The first price holds from this day" />
        <DateField name="validTo" label="Valid to" required />
        <div className="sm:col-span-2">
          <TextField name="paymentTerms" label="Payment terms" autoComplete="off" hint="e.g. 45 days from invoice" />
        </div>
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} />
      {notice}
    </>
  );
}
