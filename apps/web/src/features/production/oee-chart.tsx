import type { OeeDay } from '@lathe/shared';
import { formatDate } from '../../lib/format-date';
import { percentText } from './production-format';

const HEIGHT = 240;
const LABEL_SPACE = 24;
const TOP_SPACE = 10;
const LEFT_SPACE = 40;
const PLOT = HEIGHT - LABEL_SPACE - TOP_SPACE;
const SLOT = 36;

/** The four bars of a day, left to right, and how the legend names them. */
export const SERIES = [
  { key: 'availability', label: 'Availability', className: 'fill-sky-400 dark:fill-sky-500', swatch: 'bg-sky-400' },
  { key: 'performance', label: 'Performance', className: 'fill-amber-400 dark:fill-amber-500', swatch: 'bg-amber-400' },
  { key: 'quality', label: 'Quality', className: 'fill-emerald-400 dark:fill-emerald-500', swatch: 'bg-emerald-400' },
  { key: 'oee', label: 'OEE', className: 'fill-brand-600 dark:fill-brand-400', swatch: 'bg-brand-600' },
] as const;

/** "06/04/2026: OEE 80.4% (availability 90.6%, performance 89.4%, quality 99.2%)". */
export const dayText = (day: OeeDay) =>
  `${formatDate(day.date)}: OEE ${percentText(day.oee)} (availability ${percentText(day.availability)}, performance ${percentText(day.performance)}, quality ${percentText(day.quality)})`;

interface OeeChartProps {
  /** Every day of the month; those without entries have no bars. */
  days: OeeDay[];
  /** What the chart shows: "CNC-3, April 2026". */
  caption: string;
}

/**
 * The top of the scale: 100%, or above it in quarters when a figure is (performance is not capped,
 * so a day whose pieces beat their cycle times reaches past 100%).
 */
export function scaleTop(days: readonly OeeDay[]): number {
  const highest = Math.max(1, ...days.flatMap((day) => SERIES.map((series) => day[series.key] ?? 0)));
  return Math.ceil(highest * 4) / 4;
}

/**
 * OEE by day as grouped bars: availability, performance and quality beside the OEE they multiply
 * to, on a scale from 0 to 100% (further when performance passes it), each day's figures on hover
 * (its <title>). The drawing is hidden from assistive technology, which reads the same figures
 * from the table that follows it. Days with planned time have bars, a day nobody logged at 0.
 */
export function OeeChart({ days, caption }: OeeChartProps) {
  const width = LEFT_SPACE + days.length * SLOT;
  const bar = (SLOT - 8) / SERIES.length;
  const recorded = days.filter((day) => day.oee !== null);
  const top = scaleTop(recorded);
  const y = (ratio: number) => TOP_SPACE + PLOT - (ratio / top) * PLOT;
  const lines = top > 1 ? [0, 0.5, 1, top] : [0, 0.5, 1];
  return (
    <figure>
      <figcaption className="mb-3 text-gray-600 text-sm dark:text-gray-400">{caption}</figcaption>
      <ul className="mb-3 flex flex-wrap gap-4 text-gray-700 text-sm dark:text-gray-300" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${series.swatch}`} />
            {series.label}
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          className="h-auto min-w-[720px] w-full"
          data-testid="oee-chart"
        >
          {lines.map((ratio) => (
            <g key={ratio} data-ratio={ratio}>
              <line
                x1={LEFT_SPACE}
                x2={width}
                y1={y(ratio)}
                y2={y(ratio)}
                className="stroke-gray-200 dark:stroke-gray-800"
                strokeWidth={1}
              />
              <text
                x={LEFT_SPACE - 6}
                y={y(ratio) + 4}
                textAnchor="end"
                className="fill-gray-600 text-[11px] dark:fill-gray-400"
              >
                {`${Math.round(ratio * 100)}%`}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = LEFT_SPACE + index * SLOT + 4;
            return (
              <g key={day.date} data-day={day.date}>
                {day.oee !== null && <title>{dayText(day)}</title>}
                {day.oee !== null &&
                  SERIES.map((series, i) => {
                    const ratio = day[series.key] ?? 0;
                    return (
                      <rect
                        key={series.key}
                        data-series={series.key}
                        x={x + i * bar}
                        y={y(ratio)}
                        width={bar - 1}
                        height={Math.max(1, (ratio / top) * PLOT)}
                        className={series.className}
                      />
                    );
                  })}
                <text
                  x={x + (SLOT - 8) / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-gray-600 text-[11px] dark:fill-gray-400"
                >
                  {Number(day.date.slice(8))}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{`OEE by day: ${caption}`}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {recorded.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              {SERIES.map((series) => (
                <td key={series.key}>{percentText(day[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
