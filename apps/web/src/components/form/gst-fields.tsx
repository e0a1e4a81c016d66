import { INDIAN_STATES } from '@lathe/shared';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));

/** A GSTIN input: shown in capitals as typed; the shared schema upper-cases and checks it. */
export function GstinField() {
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
