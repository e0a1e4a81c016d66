import { type DeliveryAddress, deliveryAddressInputSchema, deliveryAddressLine } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useDeliveryAddresses } from '../../components/pickers/delivery-address-options';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { addressValues, DeliveryAddressForm, useSaveDeliveryAddress } from './delivery-address-form';

/** What is open below the list: nothing, a new address, or one being edited. */
type Editing = { address?: DeliveryAddress } | null;

function AddressRow({
  address,
  canEdit,
  onEdit,
  onToggle,
}: {
  address: DeliveryAddress;
  canEdit: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="font-medium text-gray-800 dark:text-white/90">
          {address.label}
          {address.isDefault && <span className="ml-2 text-brand-600 text-xs dark:text-brand-400">Default</span>}
          {!address.isActive && <span className="ml-2 text-gray-500 text-xs">Not in use</span>}
        </p>
        <p className="text-gray-600 text-sm dark:text-gray-400">{deliveryAddressLine(address)}</p>
        {address.gstin && <p className="font-mono text-gray-600 text-xs dark:text-gray-400">GSTIN {address.gstin}</p>}
      </div>
      {canEdit && (
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${address.label}`}>
            Edit
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={onToggle}
            aria-label={`${address.isActive ? 'Deactivate' : 'Reactivate'} ${address.label}`}
          >
            {address.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The customer's delivery addresses on its page (issue 32): each with its town, PIN and state,
 * the default first; whoever may edit customers adds, edits, deactivates and reactivates them.
 * A deactivated address stays on the documents that named it and is offered to no new one.
 */
export function DeliveryAddressesSection({ customerId }: { customerId: string }) {
  const titleId = useId();
  const canEdit = useCan('customers', 'edit');
  const addresses = useDeliveryAddresses(customerId);
  const save = useSaveDeliveryAddress(customerId);
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = async (address: DeliveryAddress) => {
    const isActive = !address.isActive;
    try {
      await save.mutateAsync({
        id: address.id,
        body: deliveryAddressInputSchema.parse({
          ...addressValues(address),
          isActive,
          isDefault: isActive && address.isDefault,
        }),
      });
      toast.success(`${address.label} ${isActive ? 'is in use again' : 'deactivated'}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change the delivery address'));
    }
  };

  const list = addresses.data ?? [];
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-baseline justify-between gap-3 px-4 py-4 sm:px-5">
          <h2 id={titleId} className="font-semibold text-base text-gray-800 dark:text-white/90">
            Delivery Addresses
          </h2>
          {canEdit && !editing && (
            <Button type="button" variant="secondary" onClick={() => setEditing({})}>
              <Plus aria-hidden="true" className="size-4" />
              Add Address
            </Button>
          )}
        </div>
        {addresses.isLoading && <p className="px-4 pb-4 text-gray-600 text-sm sm:px-5">Loading…</p>}
        {addresses.error && (
          <p role="alert" className="px-4 pb-4 text-red-600 text-sm sm:px-5">
            {errorMessage(addresses.error, 'Could not load the delivery addresses')}
          </p>
        )}
        {addresses.data && list.length === 0 && (
          <p className="px-4 pb-4 text-gray-600 text-sm sm:px-5 dark:text-gray-400">
            None: goods go to the shipping address above
          </p>
        )}
        {list.length > 0 && (
          <ul className="divide-y divide-gray-100 border-gray-100 border-t dark:divide-gray-800 dark:border-gray-800">
            {list.map((address) => (
              <AddressRow
                key={address.id}
                address={address}
                canEdit={canEdit}
                onEdit={() => setEditing({ address })}
                onToggle={() => toggle(address)}
              />
            ))}
          </ul>
        )}
        {editing && (
          <DeliveryAddressForm
            key={editing.address?.id ?? 'new'}
            customerId={customerId}
            address={editing.address}
            onDone={() => setEditing(null)}
          />
        )}
      </section>
    </Card>
  );
}
