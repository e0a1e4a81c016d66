import { TextField, type TextFieldProps } from './text-field';

/** What the input holds as the form's value: a number, or null when blank (the schema decides if blank is allowed). */
const toNumberOrNull = (value: unknown) => {
  if (typeof value === 'number' || value === null) return value;
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/** A labelled number input registered with the surrounding form; the form holds a number, never text. */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'setValueAs' | 'sanitize'>) {
  return <TextField type="number" setValueAs={toNumberOrNull} {...props} />;
}
