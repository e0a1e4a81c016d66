import { TextField, type TextFieldProps } from './text-field';

/** Keeps digits and the first decimal point; everything else typed or pasted is dropped. */
export function digitsAndOnePoint(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', '');
}

/**
 * A labelled number input that accepts only digits and one decimal point (spec §5). The form
 * holds the text; the schema turns it into a number, or null when empty.
 */
export function DecimalField(props: Omit<TextFieldProps, 'type' | 'setValueAs' | 'sanitize'>) {
  return <TextField inputMode="decimal" autoComplete="off" sanitize={digitsAndOnePoint} {...props} />;
}
