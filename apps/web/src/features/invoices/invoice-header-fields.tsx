import type { CustomerOption } from '@lathe/shared';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { customerOptionLabel } from '../../components/pickers/customer-options';
import { days } from '../../lib/format-figures';
import { useDueDateDefault } from './use-due-date';

/** What the form knows of the chosen customer: its label, and the state and terms that drive tax and due date. */
export interface CustomerFacts {
  id: string;
  label: string;
  state: string | null;
  /** Unknown until the search or `customers/options/{id}` names it. */
  paymentTermsDays?: number | undefined;
}

export const customerFacts = (customer: CustomerOption): CustomerFacts => ({
  id: customer.id,
  label: customerOptionLabel(customer.partyCode, customer.name),
  state: customer.state,
  paymentTermsDays: customer.paymentTermsDays,
});

interface InvoiceHeaderFieldsProps {
  customer: CustomerFacts | undefined;
  /** An invoice from a sales order keeps the order's customer. */
  fromOrder: boolean;
  onPick: (customer: CustomerOption | null) => void;
}

/** Customer, dates, the customer's PO and the vehicle: the header of the draft. */
export function InvoiceHeaderFields({ customer, fromOrder, onPick }: InvoiceHeaderFieldsProps) {
  const terms = customer?.paymentTermsDays;
  const { onEdit, isDefault } = useDueDateDefault(terms);
  const placeOfSupply = customer && `Place of supply: ${customer.state ?? 'state not set on the customer'}`;
  const customerHint = [fromOrder ? 'The sales order’s customer' : null, placeOfSupply].filter(Boolean).join(' · ');
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <div className="sm:col-span-2 lg:col-span-3 xl:col-span-1">
        <CustomerField
          name="customerId"
          label="Customer"
          required
          disabled={fromOrder}
          hint={customerHint || undefined}
          onPick={onPick}
          {...(customer ? { selectedLabel: customer.label } : {})}
        />
      </div>
      <DateField name="invoiceDate" label="Invoice Date" required />
      {/* onEdit: a date the user typed or picked, not one the payment terms filled in. */}
      <DateField
        name="dueDate"
        label="Due Date"
        onEdit={onEdit}
        hint={isDefault && terms !== undefined ? `Invoice date + ${days(terms)} (payment terms)` : undefined}
      />
      <TextField name="customerPoNumber" label="Customer PO Number" autoComplete="off" />
      <DateField name="customerPoDate" label="Customer PO Date" />
      <TextField
        name="vehicleReference"
        label="Vehicle Reference"
        autoComplete="off"
        hint="Vehicle number, transporter or LR"
      />
    </div>
  );
}
