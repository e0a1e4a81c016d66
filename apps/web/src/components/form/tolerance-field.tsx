import { TextField } from './text-field';

/** Keeps a leading sign, digits and the first decimal point: a tolerance is typed "-0.02" or "+0.05". */
export function signedDecimal(text: string): string {
  const sign = /^\s*[+-]/.test(text) ? text.trim()[0] : '';
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return sign + (point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', ''));
}

/**
 * A characteristic's lower or upper tolerance, typed with its sign; off (and empty) while the
 * characteristic has no nominal, as one judged by eye has none.
 */
export function ToleranceField({ name, side, off }: { name: string; side: 'lower' | 'upper'; off: boolean }) {
  return (
    <TextField
      name={name}
      label={side === 'lower' ? 'Lower tolerance' : 'Upper tolerance'}
      inputMode="decimal"
      autoComplete="off"
      sanitize={signedDecimal}
      disabled={off}
      placeholder={off ? '' : side === 'lower' ? '-0.02' : '+0.02'}
    />
  );
}
