import type { CustomerInput } from '@lathe/shared';
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { NumberField } from '../../components/form/number-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { GstCategoryFields } from './gst-category-fields';

interface CustomerFieldsProps {
  /** On edit: the box starts ticked when the saved addresses are the same. */
  sameAddressAtStart?: boolean;
}

/** The customer's inputs, shared by add and edit. */
export function CustomerFields({ sameAddressAtStart = false }: CustomerFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="partyCode" label="Party Code" autoComplete="off" required />
        <TextField name="name" label="Customer Name" autoComplete="off" required />
        <TextField name="contactPerson" label="Contact Person" autoComplete="off" />
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
        <GstCategoryFields />
        <NumberField name="paymentTermsDays" label="Payment Terms (days)" min={0} step={1} inputMode="numeric" />
      </div>
      <AddressFields sameAtStart={sameAddressAtStart} />
      <CheckboxField name="isActive" label="Active" />
    </>
  );
}

/** Billing and shipping addresses; while "Same as billing address" is ticked, shipping follows billing. */
function AddressFields({ sameAtStart }: { sameAtStart: boolean }) {
  const { control, setValue } = useFormContext<CustomerInput>();
  const [isSame, setIsSame] = useState(sameAtStart);
  const billing = useWatch({ control, name: 'billingAddress' });
  const checkboxId = useId();

  useEffect(() => {
    if (isSame) setValue('shippingAddress', billing ?? '', { shouldDirty: true, shouldValidate: true });
  }, [isSame, billing, setValue]);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextareaField name="billingAddress" label="Billing Address" />
      <div className="grid gap-3">
        <TextareaField name="shippingAddress" label="Shipping Address" readOnly={isSame} />
        <div className="flex items-center gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={isSame}
            onChange={(event) => setIsSame(event.target.checked)}
            className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
          />
          <label htmlFor={checkboxId} className="font-medium text-gray-700 text-sm dark:text-gray-300">
            Same as billing address
          </label>
        </div>
      </div>
    </div>
  );
}
