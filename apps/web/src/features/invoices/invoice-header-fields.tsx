import { type CustomerOption, type GstCategory, OTHER_COUNTRY } from '@lathe/shared';
import { useFormContext } from 'react-hook-form';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { customerOptionLabel } from '../../components/pickers/customer-options';
import { DeliveryAddressField } from '../../components/pickers/delivery-address-field';
import { days } from '../../lib/format-figures';
import { useDueDateDefault } from './use-due-date';

/** What the form knows of the chosen customer: its label, and the state and terms that drive tax and due date. */
export interface CustomerFacts {
  id: string;
  label: string;
  state: string | null;
  /** Regular, SEZ or overseas: an SEZ or overseas customer's invoice is a zero-rated supply. */
  gstCategory?: GstCategory | undefined;
  /** An overseas customer's billing currency. */
  currency?: string | null | undefined;
  /** Unknown until the search or `customers/options/{id}` names it. */
  paymentTermsDays?: number | undefined;
}

export const customerFacts = (customer: CustomerOption): CustomerFacts => ({
  id: customer.id,
  label: customerOptionLabel(customer.partyCode, customer.name),
  state: customer.state,
  paymentTermsDays: customer.paymentTermsDays,
  gstCategory: customer.gstCategory,
  currency: customer.currency,
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
  const placeOfSupply =
    customer &&
    `Place of supply: ${customer.gstCategory === 'overseas' ? `${OTHER_COUNTRY.name} (${OTHER_COUNTRY.code})` : (customer.state ?? 'state not set on the customer')}`;
  const customerHint = [fromOrder ? 'The sales order’s customer' : null, placeOfSupply].filter(Boolean).join(' · ');
  const { setValue, formState } = useFormContext();
  // The address the draft (or its order or dispatch) names: offered even once deactivated.
  const current = (formState.defaultValues?.deliveryAddressId as string | undefined) || null;
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <div className="sm:col-span-2 lg:col-span-3 xl:col-span-1">
        <CustomerField
          name="customerId"
          label="Customer"
          required
          disabled={fromOrder}
          hint={customerHint || undefined}
          onPick={(picked) => {
            // Another customer's addresses: none of the previous one's.
            setValue('deliveryAddressId', '', { shouldDirty: true });
            onPick(picked);
          }}
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
      {/* An invoice of an order or a dispatch takes where its goods went; a direct one may choose. */}
      <DeliveryAddressField customerId={customer?.id} current={current} disabled={fromOrder} />
    </div>
  );
}
