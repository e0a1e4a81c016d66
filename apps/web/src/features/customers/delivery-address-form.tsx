import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeliveryAddress,
  type DeliveryAddressData,
  type DeliveryAddressInput,
  deliveryAddressInputSchema,
} from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField } from '../../components/form/checkbox-field';
import { GstinField, StateField } from '../../components/form/gst-fields';
import { TextField } from '../../components/form/text-field';
import { deliveryAddressesKey } from '../../components/pickers/delivery-address-options';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { errorMessage, isApiError } from '../../lib/api-error';

const pathOf = (customerId: string, id?: string) =>
  `customers/${encodeURIComponent(customerId)}/delivery-addresses${id ? `/${encodeURIComponent(id)}` : ''}`;

/** The address as the form holds it: the stored one, or a new one. */
export const addressValues = (address?: DeliveryAddress): DeliveryAddressInput => ({
  label: address?.label ?? '',
  address: address?.address ?? '',
  place: address?.place ?? '',
  state: address?.state ?? '',
  pin: address?.pin ?? '',
  gstin: address?.gstin ?? '',
  isDefault: address?.isDefault ?? false,
  isActive: address?.isActive ?? true,
  ...(address ? { version: address.version } : {}),
});

/** Adds (`POST`) or replaces (`PUT`, with its version) a delivery address; the customer's lists and pickers refresh. */
export function useSaveDeliveryAddress(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DeliveryAddressData }) =>
      id ? api.put<DeliveryAddress>(pathOf(customerId, id), body) : api.post<DeliveryAddress>(pathOf(customerId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryAddressesKey(customerId) }),
  });
}

interface DeliveryAddressFormProps {
  customerId: string;
  /** The address edited; none adds one. */
  address?: DeliveryAddress;
  onDone: () => void;
}

/**
 * One delivery address: its label, street, town, state and PIN (the PIN's state checked as the
 * server checks it: "PIN 635126 is in Tamil Nadu, not Karnataka"), the consignee's GSTIN there,
 * and whether it is the default the order form proposes.
 */
export function DeliveryAddressForm({ customerId, address, onDone }: DeliveryAddressFormProps) {
  const save = useSaveDeliveryAddress(customerId);
  const form = useForm<DeliveryAddressInput, unknown, DeliveryAddressData>({
    resolver: zodResolver(deliveryAddressInputSchema),
    defaultValues: addressValues(address),
    mode: 'onTouched',
  });
  const title = address ? `Edit ${address.label}` : 'Add a delivery address';

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: address?.id, body });
      toast.success(address ? 'Delivery address saved' : 'Delivery address added');
      onDone();
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      fields.forEach(([field, message], index) => {
        form.setError(field as Path<DeliveryAddressInput>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to save the delivery address'));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4 px-4 pb-4 sm:px-5">
        <h3 className="font-medium text-gray-800 dark:text-white/90">{title}</h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField name="label" label="Label" required autoComplete="off" hint="e.g. Hosur plant" />
          <div className="sm:col-span-2">
            <TextField name="address" label="Street" required autoComplete="off" hint="The town, state and PIN below" />
          </div>
          <TextField name="place" label="Town" required autoComplete="off" />
          <StateField />
          <TextField name="pin" label="PIN code" required inputMode="numeric" autoComplete="off" maxLength={7} />
          <GstinField />
          <CheckboxField name="isDefault" label="Default for new orders" />
          <CheckboxField name="isActive" label="In use" />
        </div>
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Save Address
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
