import { INDIAN_STATES, isValidGstin, stateOfGstin } from '@lathe/shared';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));

/**
 * A GSTIN input: shown in capitals as typed; the shared schema upper-cases and checks it, and
 * refuses one registered in another state than the form's. A whole GSTIN typed while the state is
 * empty fills the state it is registered in.
 */
export function GstinField() {
  const { getValues, setValue } = useFormContext();
  const gstin = String(useWatch({ name: 'gstin' }) ?? '')
    .trim()
    .toUpperCase();
  useEffect(() => {
    const registered = isValidGstin(gstin) ? stateOfGstin(gstin) : null;
    if (registered && !getValues('state')) setValue('state', registered, { shouldDirty: true });
  }, [gstin, getValues, setValue]);
  return (
    <TextField
      name="gstin"
      label="GSTIN"
      hint="15 characters, e.g. 27AAPFU0939F1ZV"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      style={{ textTransform: 'uppercase' }}
    />
  );
}

/** India's states and union territories, by the names GST uses. */
export function StateField({ label = 'State' }: { label?: string }) {
  return <SelectField name="state" label={label} options={STATE_OPTIONS} placeholder="Select a state" />;
}
