import { count } from '../../lib/format-figures';
import { dayAndMonth } from './schedule-format';

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 56;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 24;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

export interface DeliveryDay {
  date: string;
  due: number;
  dispatched: number;
}

const SERIES = [
  { key: 'due', label: 'Due', stroke: 'stroke-gray-500 dark:stroke-gray-400', swatch: 'bg-gray-500', dash: '6 4' },
  { key: 'dispatched', label: 'Dispatched', stroke: 'stroke-brand-500 dark:stroke-brand-400', swatch: 'bg-brand-500' },
] as const;

/**
 * Pieces due by each day of the month against pieces dispatched by then, both cumulative, as two
 * stepped lines: where the dispatched line runs under the due one the customer is waiting. The
 * drawing is hidden from assistive technology, which reads the same figures from the table after it.
 */
export function PerformanceChart({ days, caption }: { days: readonly DeliveryDay[]; caption: string }) {
  const top = Math.max(1, ...days.map((day) => Math.max(day.due, day.dispatched)));
  const x = (index: number) => LEFT + (days.length <= 1 ? 0 : (index / (days.length - 1)) * PLOT_W);
  const y = (value: number) => TOP + PLOT_H - (value / top) * PLOT_H;
  const path = (key: 'due' | 'dispatched') =>
    days.map((day, index) => (index === 0 ? `M${x(0)},${y(day[key])}` : `H${x(index)}V${y(day[key])}`)).join('');
  const ticks = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  return (
    <figure>
      <figcaption className="mb-2 text-gray-600 text-sm dark:text-gray-400">{caption}</figcaption>
      <ul className="mb-2 flex flex-wrap gap-4 text-gray-700 text-sm dark:text-gray-300" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span className={`inline-block h-0.5 w-4 ${series.swatch}`} />
            {series.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" className="h-auto w-full">
        {[0, top / 2, top].map((value) => (
          <g key={value}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(value)}
              y2={y(value)}
              className="stroke-gray-200 dark:stroke-gray-800"
              strokeWidth={1}
            />
            <text
              x={LEFT - 6}
              y={y(value) + 4}
              textAnchor="end"
              className="fill-gray-600 text-[11px] dark:fill-gray-400"
            >
              {count(Math.round(value))}
            </text>
          </g>
        ))}
        {ticks.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
            className="fill-gray-600 text-[11px] dark:fill-gray-400"
          >
            {dayAndMonth(days[index]?.date ?? '')}
          </text>
        ))}
        {SERIES.map((series) => (
          <path
            key={series.key}
            d={path(series.key)}
            fill="none"
            strokeWidth={2}
            strokeDasharray={'dash' in series ? series.dash : undefined}
            className={series.stroke}
            data-series={series.key}
          />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Due by then</th>
            <th scope="col">Dispatched by then</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayAndMonth(day.date)}</td>
              <td>{count(day.due)}</td>
              <td>{count(day.dispatched)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
