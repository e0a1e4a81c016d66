import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DeliveryAddressField } from '../../components/pickers/delivery-address-field';
import { useDeliveryAddresses } from '../../components/pickers/delivery-address-options';

interface OrderDeliveryAddressProps {
  /** The address the saved order names: offered even once deactivated. */
  current?: string | null | undefined;
  /** A customer was just picked: propose its default address once its addresses arrive. */
  propose: boolean;
  onProposed: () => void;
}

/**
 * Where the order's goods go: one of the customer's delivery addresses, or none (its own shipping
 * address). Picking a customer proposes its default address; the dispatches start from the order's.
 */
export function OrderDeliveryAddress({ current, propose, onProposed }: OrderDeliveryAddressProps) {
  const customerId = (useWatch({ name: 'customerId' }) ?? '') as string;
  const { setValue } = useFormContext();
  const addresses = useDeliveryAddresses(customerId || null);
  useEffect(() => {
    if (!propose || !addresses.data) return;
    const preferred = addresses.data.find((address) => address.isDefault && address.isActive);
    setValue('deliveryAddressId', preferred?.id ?? '', { shouldDirty: true });
    onProposed();
  }, [propose, addresses.data, setValue, onProposed]);
  return <DeliveryAddressField customerId={customerId || null} current={current} />;
}
