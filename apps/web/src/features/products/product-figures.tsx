import {
  barPerPiece,
  machiningSecondsPerPiece,
  PRODUCT_CYCLE_TIMES,
  piecesPerHour,
  readNumber,
  scrapWeightPerPiece,
} from '@lathe/shared';
import { useFormState, useWatch } from 'react-hook-form';
import { useTypedBarProduct } from './product-bar-line';

const CYCLE_LABELS: Record<(typeof PRODUCT_CYCLE_TIMES)[number], string> = {
  spm_rough_first_cycle_time_sec: 'SPM rough first',
  rough_first_cycle_time_sec: 'Rough first',
  rough_second_cycle_time_sec: 'Rough second',
  single_setup_cycle_time_sec: 'Single setup',
  first_setup_cycle_time_sec: 'First setup',
  second_setup_cycle_time_sec: 'Second setup',
};
const WATCHED = ['raw_material_weight', 'net_weight', ...PRODUCT_CYCLE_TIMES] as const;

/** A figure the form holds, when it is a usable positive number. */
const positive = (value: unknown) => {
  const number = readNumber(value as string | number | null | undefined);
  return number !== null && number > 0 ? number : null;
};
const kg = (value: number) => `${value.toFixed(3)} kg`;

/**
 * What a planner reads off the figures as they are typed: pieces per hour at each cycle
 * time, machining time per piece, and the scrap each piece leaves (the bar a piece takes − net). Computed, never stored.
 */
export function ProductFigures() {
  const values = useWatch({ name: [...WATCHED] }) as unknown[];
  const { errors } = useFormState({ name: [...WATCHED] });
  // A figure still showing a validation message counts as not known.
  const figures = Object.fromEntries(WATCHED.map((name, i) => [name, errors[name] ? null : positive(values[i])]));
  const rates = PRODUCT_CYCLE_TIMES.flatMap((key) => {
    const seconds = figures[key] ?? null;
    const pieces = piecesPerHour(seconds);
    return seconds !== null && pieces !== null ? [{ key, seconds, pieces }] : [];
  });
  // The bar a piece takes by the rule (its geometry, else the raw material weight), less the net weight.
  const bar = useTypedBarProduct();
  const scrap = scrapWeightPerPiece({ ...bar, net_weight: figures.net_weight ?? null });
  const raw = barPerPiece(bar).kgPerPiece;
  if (rates.length === 0 && scrap === null) return null;
  const machining = machiningSecondsPerPiece(figures);

  return (
    <section
      aria-labelledby="product-figures-title"
      className="rounded-xl border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-white/[0.03]"
    >
      <h2 id="product-figures-title" className="font-medium text-gray-800 text-sm dark:text-white/90">
        Planning figures
      </h2>
      <dl className="mt-3 grid gap-x-10 gap-y-2 text-sm md:grid-cols-2">
        {rates.map(({ key, seconds, pieces }) => (
          <div key={key} className="flex justify-between gap-3">
            <dt className="text-gray-600 dark:text-gray-400">
              {CYCLE_LABELS[key]} ({seconds} s)
            </dt>
            <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{pieces} pcs/hr</dd>
          </div>
        ))}
        {rates.length > 1 && (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600 dark:text-gray-400">Machining time per piece</dt>
            <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{machining} s</dd>
          </div>
        )}
        {scrap !== null && raw !== null && (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600 dark:text-gray-400">Scrap weight per piece</dt>
            <dd
              className={
                scrap < 0
                  ? 'font-medium text-red-600 dark:text-red-400'
                  : 'font-medium text-gray-800 tabular-nums dark:text-white/90'
              }
            >
              {scrap < 0
                ? 'Net weight is more than raw material weight'
                : `${kg(scrap)} (${((scrap / raw) * 100).toFixed(1)}%)`}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
