import { type DeliveryAddress, deliveryAddressLine } from '@lathe/shared';
import { SelectField } from '../form/select-field';
import { useDeliveryAddresses } from './delivery-address-options';

/** "Hosur plant — Plot 12, SIPCOT Phase II, Hosur 635126, Tamil Nadu (33)". */
export const deliveryAddressLabel = (address: DeliveryAddress) => `${address.label} — ${deliveryAddressLine(address)}`;

interface DeliveryAddressFieldProps {
  customerId: string | null | undefined;
  /** An address the document already names: offered even once deactivated. */
  current?: string | null;
  name?: string;
  label?: string;
  /** What "none" means here: the customer's own shipping address, or the order's address. */
  noneLabel?: string;
  disabled?: boolean;
}

/**
 * Where the goods go: one of the customer's delivery addresses in use (with the one the document
 * already names), or none, the customer's own shipping address. Each shows its town, PIN and
 * state, which the e-invoice and the e-way bill report.
 */
export function DeliveryAddressField({
  customerId,
  current,
  name = 'deliveryAddressId',
  label = 'Delivery address',
  noneLabel = "The customer's own shipping address",
  disabled,
}: DeliveryAddressFieldProps) {
  const all = useDeliveryAddresses(customerId);
  const offered = (all.data ?? []).filter((address) => address.isActive || address.id === current);
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={noneLabel}
      disabled={disabled || !customerId}
      options={offered.map((address) => ({ value: address.id, label: deliveryAddressLabel(address) }))}
      hint={customerId ? 'Its own state and PIN go on the e-invoice and the e-way bill' : 'Choose the customer first'}
    />
  );
}
