import { barPerPiece, densityOf, formatIndianNumber, parseRodSize, readNumber } from '@lathe/shared';
import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

const WATCHED = [
  'grade',
  'rod_size',
  'final_length',
  'partingWidthMm',
  'facingAllowanceMm',
  'barLengthMm',
  'barEndLossMm',
  'raw_material_weight',
] as const;
const LENGTHS = ['final_length', 'partingWidthMm', 'facingAllowanceMm', 'barLengthMm', 'barEndLossMm'] as const;

/** Why lengths all given still do not weigh the bar: its grade or its size is not known. */
function unweighed(grade: string, rodSize: string): string | null {
  if (grade && densityOf(grade) === null) return `No density is known for grade ${grade}`;
  if (rodSize && parseRodSize(rodSize) === null)
    return `Rod size ${rodSize} does not read as a round, hex or square bar`;
  return null;
}

/**
 * The bar's lengths are checked together (the schema's barGeometryProblem), but a change checks
 * only its own field: each change of one of them checks again the two fields the problem is shown
 * on, so "holds no piece" appears under Bar Length as the end loss or the part's length is typed.
 */
function useBarLengthsChecked(lengths: readonly unknown[]) {
  const { trigger, getFieldState } = useFormContext();
  const key = JSON.stringify(lengths);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again when a length changes, named by key
  useEffect(() => {
    if (LENGTHS.some((name) => getFieldState(name).isDirty)) void trigger(['barLengthMm', 'barEndLossMm']);
  }, [key]);
}

/**
 * The bar figures of the product as typed (a figure still showing a validation message counts as
 * not known), for the rule: the line below, and the scrap the planning figures show.
 */
export function useTypedBarProduct() {
  const values = useWatch({ name: [...WATCHED] }) as unknown[];
  const { errors } = useFormState({ name: [...WATCHED] });
  const typed = Object.fromEntries(WATCHED.map((name, i) => [name, values[i]]));
  const number = (name: (typeof WATCHED)[number]) => {
    const value = readNumber(typed[name] as string | number | null | undefined);
    return errors[name] || value === null || Number.isNaN(value) ? null : value;
  };
  return {
    grade: String(typed.grade ?? '').trim(),
    rod_size: String(typed.rod_size ?? '').trim(),
    final_length: number('final_length'),
    partingWidthMm: number('partingWidthMm'),
    facingAllowanceMm: number('facingAllowanceMm'),
    barLengthMm: number('barLengthMm'),
    barEndLossMm: number('barEndLossMm'),
    raw_material_weight: number('raw_material_weight'),
  };
}

/**
 * The bar a piece takes, worked out as the product is typed (barPerPiece, the rule every bar
 * figure follows): "65 pieces a bar · 0.877 kg a piece (from the bar's size)", else the raw
 * material weight's figure; nothing when neither says.
 */
export function BarPerPieceLine() {
  const product = useTypedBarProduct();
  useBarLengthsChecked(LENGTHS.map((name) => product[name]));
  const { grade, rod_size: rodSize } = product;
  const bar = barPerPiece(product);
  const why = LENGTHS.every((name) => product[name] !== null) ? unweighed(grade, rodSize) : null;
  if (bar.kgPerPiece === null && why === null) return null;

  const kg = bar.kgPerPiece === null ? null : `${bar.kgPerPiece.toFixed(3)} kg a piece`;
  const line =
    bar.from === 'geometry'
      ? `${formatIndianNumber(bar.piecesPerBar ?? 0, 0)} pieces a bar · ${kg} (from the bar's size)`
      : kg && `${kg} (from the raw material weight)`;
  return (
    <div className="text-sm sm:col-span-2" aria-live="polite" data-testid="bar-per-piece">
      {line && <p className="font-medium text-gray-800 tabular-nums dark:text-white/90">{line}</p>}
      {why && <p className="text-gray-600 dark:text-gray-400">{why}, so the bar's size cannot weigh a piece.</p>}
    </div>
  );
}
