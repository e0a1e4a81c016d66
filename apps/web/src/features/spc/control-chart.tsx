import { measureText } from '@lathe/shared';
import { clsx } from 'clsx';

const HEIGHT = 240;
const TOP_SPACE = 14;
const BOTTOM_SPACE = 26;
const LEFT_SPACE = 16;
const RIGHT_SPACE = 92;
const PLOT = HEIGHT - TOP_SPACE - BOTTOM_SPACE;
const SLOT = 26;
/** Wide enough to read however few points there are. */
const MIN_WIDTH = 640;

/** A point as a chart plots it; `value` null leaves a gap (the first moving range). */
export interface ChartPoint {
  key: string;
  /** Under the axis: the day, "12/06". */
  label: string;
  value: number | null;
  /** Drawn red. */
  flagged: boolean;
  /** What hovering the point tells: its day, figure and the rules it breaks. */
  title: string;
}

/** A horizontal line across the plot, labelled at its right end. */
export interface ChartLine {
  key: 'centre' | 'ucl' | 'lcl' | 'lsl' | 'usl';
  label: string;
  value: number;
}

const LINE_LOOK: Record<ChartLine['key'], { className: string; dash?: string }> = {
  centre: { className: 'stroke-gray-500 dark:stroke-gray-400' },
  ucl: { className: 'stroke-red-500', dash: '6 4' },
  lcl: { className: 'stroke-red-500', dash: '6 4' },
  usl: { className: 'stroke-amber-500', dash: '2 3' },
  lsl: { className: 'stroke-amber-500', dash: '2 3' },
};

interface ControlChartProps {
  points: readonly ChartPoint[];
  lines: readonly ChartLine[];
  /** Names the drawing for tests: "xbar-chart". */
  testId: string;
}

/**
 * A control chart as plain SVG, as the OEE chart is drawn: the points joined in time order, the
 * centre line, the control limits (red, dashed) and the specification limits (amber, dotted),
 * each labelled with its figure; a flagged point is red, and every point tells its day, figure
 * and rules on hover (its <title>). The drawing is hidden from assistive technology, which reads
 * the same figures from the page's tables.
 */
export function ControlChart({ points, lines, testId }: ControlChartProps) {
  const width = Math.max(MIN_WIDTH, LEFT_SPACE + RIGHT_SPACE + points.length * SLOT);
  const slot = (width - LEFT_SPACE - RIGHT_SPACE) / Math.max(1, points.length);
  const figures = [
    ...points.flatMap((point) => (point.value === null ? [] : [point.value])),
    ...lines.map((line) => line.value),
  ];
  if (figures.length === 0) return null;
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const pad = high > low ? (high - low) * 0.08 : Math.abs(high) * 0.01 || 1;
  const bottom = low - pad;
  const span = high + pad - bottom;
  const y = (value: number) => TOP_SPACE + PLOT - ((value - bottom) / span) * PLOT;
  const x = (index: number) => LEFT_SPACE + slot * index + slot / 2;
  // Every point joined to the next; a gap where a point has no figure.
  const runs: string[][] = [[]];
  points.forEach((point, index) => {
    if (point.value === null) runs.push([]);
    else runs.at(-1)?.push(`${x(index)},${y(point.value)}`);
  });
  const labelEvery = Math.ceil(points.length / Math.floor((width - LEFT_SPACE - RIGHT_SPACE) / 48));
  return (
    <div className="overflow-x-auto">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        className="h-auto w-full min-w-[640px]"
        data-testid={testId}
      >
        {lines.map((line) => {
          const look = LINE_LOOK[line.key];
          return (
            <g key={line.key} data-line={line.key}>
              <line
                x1={LEFT_SPACE}
                x2={width - RIGHT_SPACE}
                y1={y(line.value)}
                y2={y(line.value)}
                className={look.className}
                strokeWidth={1.5}
                {...(look.dash ? { strokeDasharray: look.dash } : {})}
              />
              <text
                x={width - RIGHT_SPACE + 6}
                y={y(line.value) + 4}
                className="fill-gray-700 text-[11px] dark:fill-gray-300"
              >{`${line.label} ${measureText(line.value)}`}</text>
            </g>
          );
        })}
        {runs
          .filter((run) => run.length > 1)
          .map((run) => (
            <polyline
              key={run[0]}
              points={run.join(' ')}
              fill="none"
              className="stroke-brand-500 dark:stroke-brand-400"
              strokeWidth={1.5}
            />
          ))}
        {points.map((point, index) =>
          point.value === null ? null : (
            <g key={point.key} data-point={point.key} data-flagged={point.flagged}>
              <title>{point.title}</title>
              <circle
                cx={x(index)}
                cy={y(point.value)}
                r={point.flagged ? 5 : 3.5}
                className={clsx(point.flagged ? 'fill-red-600' : 'fill-brand-600 dark:fill-brand-400')}
              />
            </g>
          ),
        )}
        {points.map((point, index) =>
          index % labelEvery === 0 ? (
            <text
              key={point.key}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="fill-gray-600 text-[11px] dark:fill-gray-400"
            >
              {point.label}
            </text>
          ) : null,
        )}
        <line
          x1={LEFT_SPACE}
          x2={LEFT_SPACE}
          y1={TOP_SPACE}
          y2={TOP_SPACE + PLOT}
          className="stroke-gray-200 dark:stroke-gray-800"
        />
      </svg>
    </div>
  );
}
