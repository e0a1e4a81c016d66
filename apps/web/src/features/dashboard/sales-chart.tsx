import { type Dashboard, formatRupees, sumPaise, toPaise } from '@lathe/shared';
import { rupees } from '../../lib/format-figures';
import { monthLabel } from './format';

const WIDTH = 600;
const HEIGHT = 220;
const LABEL_SPACE = 28;
const TOP_SPACE = 8;
const PLOT = HEIGHT - LABEL_SPACE - TOP_SPACE;
/** A month without sales still shows a sliver on the baseline, so it reads as nought, not missing. */
const EMPTY_BAR = 2;

interface SalesChartProps {
  months: NonNullable<Dashboard['monthlySales']>;
}

/**
 * Invoiced value per month as bars scaled to the best month, each labelled with its month and
 * showing its amount on hover (its <title>). Assistive technology reads the same figures from a
 * table beside the drawing instead of from shapes. Colours come from the theme's classes, so the
 * chart reads in dark mode too.
 */
export function SalesChart({ months }: SalesChartProps) {
  const highest = Math.max(0, ...months.map((m) => m.amount));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.6;
  const total = sumPaise(months.map((m) => toPaise(m.amount)));
  const best = months.reduce<(typeof months)[number] | undefined>(
    (top, m) => (!top || m.amount > top.amount ? m : top),
    undefined,
  );
  return (
    <figure>
      <figcaption className="mb-3 text-gray-600 text-sm dark:text-gray-400">
        {formatRupees(total)} in {months.length} months
        {best && best.amount > 0 && ` · best ${monthLabel(best.month)}, ${rupees(best.amount)}`}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" className="h-auto w-full">
        <line
          x1={0}
          x2={WIDTH}
          y1={TOP_SPACE + PLOT}
          y2={TOP_SPACE + PLOT}
          className="stroke-gray-300 dark:stroke-gray-700"
          strokeWidth={1}
        />
        {months.map((m, index) => {
          const height = highest > 0 && m.amount > 0 ? Math.max(EMPTY_BAR, (m.amount / highest) * PLOT) : EMPTY_BAR;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={m.month} data-month={m.month}>
              <title>{`${monthLabel(m.month)}: ${rupees(m.amount)}`}</title>
              <rect
                x={x}
                y={TOP_SPACE + PLOT - height}
                width={barWidth}
                height={height}
                rx={3}
                className={
                  m.amount > 0
                    ? 'fill-brand-500 hover:fill-brand-600 dark:fill-brand-400 dark:hover:fill-brand-300'
                    : 'fill-gray-300 dark:fill-gray-700'
                }
              />
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-gray-600 text-[13px] dark:fill-gray-400"
              >
                {monthLabel(m.month, 'MMM')}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Invoiced value per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Invoiced</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{monthLabel(m.month)}</td>
              <td>{rupees(m.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
