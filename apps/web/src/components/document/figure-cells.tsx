import { DecimalField } from '../form/decimal-field';
import { TextField } from '../form/text-field';
import { inputCell } from './line-grid';

/** Keeps a leading sign, digits and the first decimal point: a tolerance is typed "-0.02" or "+0.05". */
export function signedDecimal(text: string): string {
  const sign = /^\s*[+-]/.test(text) ? text.trim()[0] : '';
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return sign + (point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', ''));
}

/** A characteristic's lower or upper tolerance, typed with its sign; off while it has no nominal. */
function ToleranceField({ name, side, off }: { name: string; side: 'lower' | 'upper'; off: boolean }) {
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

/**
 * A characteristic's specification as four cells of a grid row (an inspection's readings, a
 * control plan's characteristics): its nominal, lower and upper tolerance, and unit, under
 * `{prefix}.nominal` … The tolerances are off while there is no nominal: a characteristic judged
 * by eye has none.
 */
export function FigureCells({ prefix, visual }: { prefix: string; visual: boolean }) {
  return (
    <>
      <td className={inputCell}>
        <DecimalField name={`${prefix}.nominal`} label="Nominal" />
      </td>
      <td className={inputCell}>
        <ToleranceField name={`${prefix}.lowerTolerance`} side="lower" off={visual} />
      </td>
      <td className={inputCell}>
        <ToleranceField name={`${prefix}.upperTolerance`} side="upper" off={visual} />
      </td>
      <td className={inputCell}>
        <TextField name={`${prefix}.unit`} label="Unit" autoComplete="off" maxLength={10} />
      </td>
    </>
  );
}
