import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useScheduleMapping } from './api';

const LAYOUTS = [
  { value: 'long', label: 'A row a part and date (Part | Date | Qty)' },
  { value: 'wide', label: 'A row a part, a column a date or week' },
];

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * How the customer's file is laid out and which columns to read, named by their headers: filled
 * from the columns the customer's last file was read by, when there was one.
 */
export function MappingFields() {
  const { setValue } = useFormContext();
  const [customerId, layout] = useWatch({ name: ['customerId', 'layout'] }) as [string | null, string];
  const remembered = useScheduleMapping(customerId);
  const filledFor = useRef<string | null>(null);
  const mapping = remembered.data?.mapping;

  useEffect(() => {
    if (!customerId || !mapping || filledFor.current === customerId) return;
    filledFor.current = customerId;
    const options = { shouldValidate: false, shouldDirty: false };
    setValue('layout', mapping.layout === 'wide' ? 'wide' : 'long', options);
    setValue('headerRow', text(mapping.headerRow) || '1', options);
    setValue('partColumn', text(mapping.partColumn), options);
    setValue('dateColumn', text(mapping.dateColumn), options);
    setValue('quantityColumn', text(mapping.quantityColumn), options);
  }, [customerId, mapping, setValue]);

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 font-medium text-gray-800 text-sm dark:text-white/90">The file’s columns</legend>
      <p className="text-gray-600 text-sm dark:text-gray-400">
        {!customerId
          ? 'Choose the customer: the columns its last file was read by are filled in.'
          : remembered.isLoading
            ? 'Looking up the columns of this customer’s last file…'
            : mapping
              ? 'Filled from the columns this customer’s last file was read by.'
              : 'This customer’s files have not been read before: name the columns by their headings.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="sm:col-span-2">
          <SelectField name="layout" label="Layout" options={LAYOUTS} required />
        </div>
        <TextField name="headerRow" label="Header Row" type="number" min={1} max={1000} required />
        <TextField name="sheet" label="Sheet" hint="The first sheet when blank" autoComplete="off" />
        <TextField name="partColumn" label="Part Number Column" autoComplete="off" required />
        {layout === 'long' && (
          <>
            <TextField name="dateColumn" label="Date Column" autoComplete="off" required />
            <TextField name="quantityColumn" label="Quantity Column" autoComplete="off" required />
          </>
        )}
      </div>
    </fieldset>
  );
}
