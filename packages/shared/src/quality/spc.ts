import { type ReadingFigures, toTenThousandths, withinTolerance } from '../schemas/inspection.js';

/*
 * Statistical process control (issue 31): control charts of a characteristic from its recorded
 * readings, the process capability they show, and the Western Electric rules flagged on them.
 *
 * Each inspection's reading of the characteristic is one subgroup: the values its sample pieces
 * measured. Subgroups of 2 to 10 pieces make an X̄-R chart; readings of one piece make an
 * individuals and moving range (I-MR) chart. The formulas and constants are those of the AIAG
 * SPC manual (2nd edition, chapter II and appendix E), the same as the NIST/SEMATECH
 * e-Handbook's (section 6.3.2) and ASTM E2587's tables.
 */

/** The control chart constants of one subgroup size. */
export interface ControlConstants {
  /** X̄ chart limits: X̄̄ ± A2·R̄. */
  A2: number;
  /** R chart limits: D3·R̄ and D4·R̄. */
  D3: number;
  D4: number;
  /** σ within = R̄ / d2. */
  d2: number;
}

/** AIAG SPC manual (2nd ed.), appendix E, subgroup sizes 2 to 10. */
export const CONTROL_CONSTANTS: Readonly<Record<number, ControlConstants>> = {
  2: { A2: 1.88, D3: 0, D4: 3.267, d2: 1.128 },
  3: { A2: 1.023, D3: 0, D4: 2.574, d2: 1.693 },
  4: { A2: 0.729, D3: 0, D4: 2.282, d2: 2.059 },
  5: { A2: 0.577, D3: 0, D4: 2.114, d2: 2.326 },
  6: { A2: 0.483, D3: 0, D4: 2.004, d2: 2.534 },
  7: { A2: 0.419, D3: 0.076, D4: 1.924, d2: 2.704 },
  8: { A2: 0.373, D3: 0.136, D4: 1.864, d2: 2.847 },
  9: { A2: 0.337, D3: 0.184, D4: 1.816, d2: 2.97 },
  10: { A2: 0.308, D3: 0.223, D4: 1.777, d2: 3.078 },
};

/** The subgroup sizes an X̄-R chart takes; one piece a reading makes an I-MR chart. */
export const MIN_SUBGROUP_SIZE = 2;
export const MAX_SUBGROUP_SIZE = 10;

/** A moving range spans two readings: d2 and D4 of a subgroup of two. */
const MOVING_RANGE = CONTROL_CONSTANTS[2] as ControlConstants;
/**
 * The I chart's limits X̄ ± E2·MR̄, E2 = 3 / d2(2): the AIAG table prints it as 2.66. It is kept
 * unrounded (2.6596), so the NIST e-Handbook's worked limits (6.3.2.2) come out to their four decimals.
 */
export const E2 = 3 / MOVING_RANGE.d2;

/** Fewer points than this draw no limits, flag no rule and give no capability: one subgroup is no process. */
export const MIN_CHART_POINTS = 2;

export const SPC_CHART_KINDS = ['xbar_r', 'i_mr'] as const;
export type SpcChartKind = (typeof SPC_CHART_KINDS)[number];
export const SPC_CHART_KIND_LABELS: Record<SpcChartKind, string> = {
  xbar_r: 'X̄-R (subgroups)',
  i_mr: 'I-MR (individuals)',
};

// ---------------------------------------------------------------------------------------------
// Figures

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The arithmetic mean; null of nothing. */
export const meanOf = (values: readonly number[]): number | null =>
  values.length === 0 ? null : sum(values) / values.length;

/** The largest value less the smallest. */
export const rangeOf = (values: readonly number[]): number =>
  values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);

/** The sample standard deviation (n − 1); null with fewer than two values. */
export function sampleStdDev(values: readonly number[]): number | null {
  const mean = meanOf(values);
  if (mean === null || values.length < 2) return null;
  return Math.sqrt(sum(values.map((value) => (value - mean) ** 2)) / (values.length - 1));
}

/** A chart's centre line and control limits. */
export interface ChartLimits {
  centre: number;
  ucl: number;
  lcl: number;
}

export interface XbarRChart {
  subgroupSize: number;
  /** Each subgroup's mean and range, in order. */
  means: number[];
  ranges: number[];
  /** X̄̄ ± A2·R̄. */
  xbar: ChartLimits;
  /** R̄, D4·R̄ and D3·R̄. */
  range: ChartLimits;
  /** R̄ / d2. */
  sigmaWithin: number;
}

/** The X̄-R chart of subgroups all of one size from 2 to 10; null without any. */
export function xbarRChart(subgroups: readonly (readonly number[])[]): XbarRChart | null {
  const [first] = subgroups;
  if (!first) return null;
  const subgroupSize = first.length;
  const constants = CONTROL_CONSTANTS[subgroupSize];
  if (!constants) throw new RangeError(`An X̄-R chart takes subgroups of 2 to 10, not ${subgroupSize}`);
  if (subgroups.some((subgroup) => subgroup.length !== subgroupSize)) {
    throw new RangeError('The subgroups of an X̄-R chart are all of one size');
  }
  const means = subgroups.map((subgroup) => sum(subgroup) / subgroupSize);
  const ranges = subgroups.map(rangeOf);
  const grandMean = sum(means) / means.length;
  const rBar = sum(ranges) / ranges.length;
  return {
    subgroupSize,
    means,
    ranges,
    xbar: { centre: grandMean, ucl: grandMean + constants.A2 * rBar, lcl: grandMean - constants.A2 * rBar },
    range: { centre: rBar, ucl: constants.D4 * rBar, lcl: constants.D3 * rBar },
    sigmaWithin: rBar / constants.d2,
  };
}

export interface IMrChart {
  values: number[];
  /** |xᵢ − xᵢ₋₁|; none for the first value. */
  movingRanges: (number | null)[];
  /** X̄ ± E2·MR̄. */
  individuals: ChartLimits;
  /** MR̄, D4(2)·MR̄ and 0. */
  movingRange: ChartLimits;
  /** MR̄ / d2(2). */
  sigmaWithin: number;
}

/** The individuals and moving range chart of values in time order; null with fewer than two. */
export function iMrChart(values: readonly number[]): IMrChart | null {
  if (values.length < 2) return null;
  const movingRanges = values.map((value, index) => (index === 0 ? null : Math.abs(value - (values[index - 1] ?? 0))));
  const mrBar = sum(movingRanges.filter((range): range is number => range !== null)) / (values.length - 1);
  const mean = sum(values) / values.length;
  return {
    values: [...values],
    movingRanges,
    individuals: { centre: mean, ucl: mean + E2 * mrBar, lcl: mean - E2 * mrBar },
    movingRange: { centre: mrBar, ucl: MOVING_RANGE.D4 * mrBar, lcl: 0 },
    sigmaWithin: mrBar / MOVING_RANGE.d2,
  };
}

// ---------------------------------------------------------------------------------------------
// Capability

/** The specification: the lower and upper limits, either missing for a one-sided one. */
export interface SpecLimits {
  lsl: number | null;
  usl: number | null;
}

/** nominal + lower … nominal + upper, worked in ten-thousandths; a missing tolerance leaves that side open. */
export function specLimitsOf(
  figures: Pick<ReadingFigures, 'nominal' | 'lowerTolerance' | 'upperTolerance'> | null | undefined,
): SpecLimits {
  if (!figures || figures.nominal === null) return { lsl: null, usl: null };
  const nominal = toTenThousandths(figures.nominal);
  const side = (tolerance: number | null) =>
    tolerance === null ? null : (nominal + toTenThousandths(tolerance)) / 10_000;
  return { lsl: side(figures.lowerTolerance), usl: side(figures.upperTolerance) };
}

/**
 * A capability index pair for a mean and σ: the potential (USL − LSL) / 6σ, and the actual
 * min(USL − μ, μ − LSL) / 3σ. With one limit only the actual is worked, on that side; with no σ
 * (none, or 0) neither.
 */
export function capabilityIndices(
  mean: number | null,
  sigma: number | null,
  { lsl, usl }: SpecLimits,
): { potential: number | null; actual: number | null } {
  if (mean === null || sigma === null || !(sigma > 0) || !Number.isFinite(sigma)) {
    return { potential: null, actual: null };
  }
  const sides = [...(usl === null ? [] : [usl - mean]), ...(lsl === null ? [] : [mean - lsl])];
  return {
    potential: lsl === null || usl === null ? null : (usl - lsl) / (6 * sigma),
    actual: sides.length === 0 ? null : Math.min(...sides) / (3 * sigma),
  };
}

/** Cp and Cpk on σ within, Pp and Ppk on σ overall (AIAG SPC manual, chapter IV). */
export interface Capability {
  /** Individual values the figures stand on. */
  n: number;
  mean: number | null;
  /** R̄/d2 (X̄-R) or MR̄/d2(2) (I-MR): the short-term spread. */
  sigmaWithin: number | null;
  /** The sample standard deviation of every value: the long-term spread. */
  sigmaOverall: number | null;
  cp: number | null;
  cpk: number | null;
  pp: number | null;
  ppk: number | null;
}

/** The capability of values against the specification, σ within given by the chart. */
export function processCapability(values: readonly number[], sigmaWithin: number | null, spec: SpecLimits): Capability {
  const mean = meanOf(values);
  const sigmaOverall = sampleStdDev(values);
  const within = capabilityIndices(mean, sigmaWithin, spec);
  const overall = capabilityIndices(mean, sigmaOverall, spec);
  return {
    n: values.length,
    mean,
    sigmaWithin,
    sigmaOverall,
    cp: within.potential,
    cpk: within.actual,
    pp: overall.potential,
    ppk: overall.actual,
  };
}

// ---------------------------------------------------------------------------------------------
// Western Electric rules

export const WESTERN_ELECTRIC_RULES = [1, 2, 3, 4] as const;
export type WesternElectricRule = (typeof WESTERN_ELECTRIC_RULES)[number];
export const WESTERN_ELECTRIC_RULE_TEXT: Record<WesternElectricRule, string> = {
  1: 'A point beyond a control limit (3σ)',
  2: 'Two of three points in a row beyond 2σ on one side',
  3: 'Four of five points in a row beyond 1σ on one side',
  4: 'Eight points in a row on one side of the centre line',
};

/** Of the `size` points up to and including `index`, how many `beyond` holds for; the point itself must be one. */
function completes(
  points: readonly number[],
  index: number,
  size: number,
  needed: number,
  beyond: (p: number) => boolean,
) {
  if (!beyond(points[index] as number)) return false;
  let count = 0;
  for (let i = Math.max(0, index - size + 1); i <= index; i += 1) if (beyond(points[i] as number)) count += 1;
  return count >= needed;
}

/**
 * The Western Electric rules each point of an X̄ or I chart breaks, zoned from the centre line by
 * σ of the plotted statistic = (UCL − centre) / 3. A point is flagged with a rule when it completes
 * its pattern: 1 beyond a control limit; 2 two of three in a row beyond 2σ on one side; 3 four of
 * five beyond 1σ on one side; 4 eight in a row on one side (a point on the centre line breaks
 * the run). A pattern that goes on flags each point that extends it. Limits without spread (σ 0)
 * flag nothing.
 */
export function westernElectric(points: readonly number[], limits: ChartLimits): WesternElectricRule[][] {
  const sigma = (limits.ucl - limits.centre) / 3;
  if (!(sigma > 0)) return points.map(() => []);
  const above = (k: number) => (p: number) => p > limits.centre + k * sigma;
  const below = (k: number) => (p: number) => p < limits.centre - k * sigma;
  const either = (index: number, size: number, needed: number, k: number) =>
    completes(points, index, size, needed, above(k)) || completes(points, index, size, needed, below(k));
  return points.map((point, index) => {
    const rules: WesternElectricRule[] = [];
    if (point > limits.ucl || point < limits.lcl) rules.push(1);
    if (either(index, 3, 2, 2)) rules.push(2);
    if (either(index, 5, 4, 1)) rules.push(3);
    if (index >= 7 && either(index, 8, 8, 0)) rules.push(4);
    return rules;
  });
}

// ---------------------------------------------------------------------------------------------
// A characteristic's chart

/** One inspection's reading of the characteristic: its measured values and the figures it was judged against. */
export interface SpcReading {
  values: readonly number[];
  /** The nominal and tolerances the reading carries; null judges no value out of specification. */
  figures: Pick<ReadingFigures, 'nominal' | 'lowerTolerance' | 'upperTolerance'> | null;
}

/** What the chart adds to a reading it plots. */
export interface SpcPointFigures {
  /** The subgroup's mean (X̄-R) or the value (I-MR). */
  statistic: number;
  /** The subgroup's range, or the moving range from the reading before (none for the first). */
  range: number | null;
  /** The Western Electric rules the point breaks on the X̄ or I chart. */
  rules: WesternElectricRule[];
  /** Its range or moving range lies above the R or MR chart's upper limit. */
  rangeOut: boolean;
  /** One of its values lies outside the reading's own specification. */
  outOfSpec: boolean;
}

/** The chart's limits: the X̄ or I chart's, and the R or MR chart's. */
export interface SpcLimits {
  centre: number;
  ucl: number;
  lcl: number;
  rangeCentre: number;
  rangeUcl: number;
  rangeLcl: number;
}

export interface SpcChart<T extends SpcReading> {
  /** Null without a reading of a size the charts take. */
  kind: SpcChartKind | null;
  /** Pieces a subgroup: 1 for I-MR. */
  subgroupSize: number | null;
  points: (T & SpcPointFigures)[];
  /** Readings of another size than the chart's, left out. */
  excluded: number;
  /** Null with fewer than MIN_CHART_POINTS points. */
  limits: SpcLimits | null;
  capability: Capability;
}

/** Whether one of the reading's values lies outside its own band (ten-thousandths, the inspection's own rule). */
export const outOfSpecification = (reading: SpcReading): boolean =>
  reading.figures !== null &&
  reading.figures.nominal !== null &&
  reading.values.some((value) => !withinTolerance(value, reading.figures as ReadingFigures));

/**
 * The sample size a characteristic is charted at: the commonest size from 1 to 10 among its
 * readings, a tie going to the size of the latest of them (the sampling plan as it is now).
 */
export function chartSubgroupSize(readings: readonly SpcReading[]): number | null {
  const counts = new Map<number, { count: number; last: number }>();
  readings.forEach((reading, index) => {
    const size = reading.values.length;
    if (size < 1 || size > MAX_SUBGROUP_SIZE) return;
    counts.set(size, { count: (counts.get(size)?.count ?? 0) + 1, last: index });
  });
  let best: { size: number; count: number; last: number } | null = null;
  for (const [size, { count, last }] of counts) {
    if (!best || count > best.count || (count === best.count && last > best.last)) best = { size, count, last };
  }
  return best?.size ?? null;
}

/**
 * A characteristic's chart from its readings in time order: X̄-R when they are subgroups of 2 to
 * 10 pieces, I-MR when of one; readings of another size are left out and counted. The points carry
 * the rules they break, a range above its limit, and a value outside the specification; the
 * capability is worked against `spec` (the control plan's, or the latest reading's).
 */
export function spcChart<T extends SpcReading>(readings: readonly T[], spec: SpecLimits): SpcChart<T> {
  const subgroupSize = chartSubgroupSize(readings);
  const charted = readings.filter((reading) => reading.values.length === subgroupSize);
  const excluded = readings.length - charted.length;
  const values = charted.flatMap((reading) => [...reading.values]);
  const kind: SpcChartKind | null = subgroupSize === null ? null : subgroupSize === 1 ? 'i_mr' : 'xbar_r';
  const enough = charted.length >= MIN_CHART_POINTS;

  let statistics: number[] = [];
  let ranges: (number | null)[] = [];
  let limits: SpcLimits | null = null;
  let sigmaWithin: number | null = null;
  if (kind === 'xbar_r') {
    const chart = xbarRChart(charted.map((reading) => reading.values)) as XbarRChart;
    statistics = chart.means;
    ranges = chart.ranges;
    if (enough) {
      limits = limitsOf(chart.xbar, chart.range);
      sigmaWithin = chart.sigmaWithin;
    }
  } else if (kind === 'i_mr') {
    statistics = values;
    const chart = iMrChart(values);
    ranges = chart ? chart.movingRanges : values.map(() => null);
    if (chart) {
      limits = limitsOf(chart.individuals, chart.movingRange);
      sigmaWithin = chart.sigmaWithin;
    }
  }

  const rules = limits ? westernElectric(statistics, limits) : statistics.map(() => []);
  const points = charted.map((reading, index) => {
    const range = ranges[index] ?? null;
    return {
      ...reading,
      statistic: statistics[index] as number,
      range,
      rules: rules[index] ?? [],
      rangeOut: limits !== null && range !== null && range > limits.rangeUcl,
      outOfSpec: outOfSpecification(reading),
    };
  });
  const capability = enough
    ? processCapability(values, sigmaWithin, spec)
    : { ...processCapability(values, null, spec), sigmaOverall: null, pp: null, ppk: null };
  return { kind, subgroupSize, points, excluded, limits, capability };
}

const limitsOf = (chart: ChartLimits, range: ChartLimits): SpcLimits => ({
  centre: chart.centre,
  ucl: chart.ucl,
  lcl: chart.lcl,
  rangeCentre: range.centre,
  rangeUcl: range.ucl,
  rangeLcl: range.lcl,
});
