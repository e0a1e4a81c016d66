import { describe, expect, it } from 'vitest';
import { spcChartDays, spcQuerySchema } from '../schemas/spc.js';
import {
  CONTROL_CONSTANTS,
  capabilityIndices,
  chartSubgroupSize,
  E2,
  iMrChart,
  processCapability,
  type SpcReading,
  sampleStdDev,
  spcChart,
  specLimitsOf,
  westernElectric,
  xbarRChart,
} from './spc.js';

/** A figure to a number of decimals, as a publication prints it. */
const to = (value: number | null | undefined, places: number) => value?.toFixed(places);

/*
 * Published worked examples:
 *
 * - X̄-R and capability: the piston-ring inside diameters of D. C. Montgomery, "Introduction to
 *   Statistical Quality Control" (2nd ed., 1991, pp. 206–213: 25 preliminary samples of 5), as the
 *   R package qcc ships them (data/pistonrings.txt) and works them in its vignette "A quick tour of
 *   qcc" (L. Scrucca, qcc 3.0): "Center of group statistics = 74.00118, Standard deviation =
 *   0.009785039, LCL 73.98805, UCL 74.0143"; the R chart "Center 0.02276, UCL 0.04812533"; and
 *   process.capability(spec.limits = c(73.95, 74.05)): "Cp 1.7033, Cp_k 1.6632".
 *   The NIST/SEMATECH e-Handbook's section 6.3.2.1 (Shewhart X̄ and R charts) gives the formulas
 *   but no data set to work; this is the published worked example with data that these follow.
 * - I-MR: the NIST/SEMATECH e-Handbook of Statistical Methods, section 6.3.2.2 "Individuals
 *   Control Charts": ten batches' flow rates, x̄ = 50.81, MR̄ = 1.8778, UCL = 55.8041,
 *   LCL = 45.8159.
 * - Capability indices: the e-Handbook's section 6.1.6 "What is Process Capability?": USL = 20,
 *   LSL = 8, μ = 16, σ = 2 give Cp = 1.0 and Cpk = 0.6667.
 */

// biome-ignore format: the published table, as it is printed
const PISTON_RINGS = [
  [74.030, 74.002, 74.019, 73.992, 74.008], [73.995, 73.992, 74.001, 74.011, 74.004],
  [73.988, 74.024, 74.021, 74.005, 74.002], [74.002, 73.996, 73.993, 74.015, 74.009],
  [73.992, 74.007, 74.015, 73.989, 74.014], [74.009, 73.994, 73.997, 73.985, 73.993],
  [73.995, 74.006, 73.994, 74.000, 74.005], [73.985, 74.003, 73.993, 74.015, 73.988],
  [74.008, 73.995, 74.009, 74.005, 74.004], [73.998, 74.000, 73.990, 74.007, 73.995],
  [73.994, 73.998, 73.994, 73.995, 73.990], [74.004, 74.000, 74.007, 74.000, 73.996],
  [73.983, 74.002, 73.998, 73.997, 74.012], [74.006, 73.967, 73.994, 74.000, 73.984],
  [74.012, 74.014, 73.998, 73.999, 74.007], [74.000, 73.984, 74.005, 73.998, 73.996],
  [73.994, 74.012, 73.986, 74.005, 74.007], [74.006, 74.010, 74.018, 74.003, 74.000],
  [73.984, 74.002, 74.003, 74.005, 73.997], [74.000, 74.010, 74.013, 74.020, 74.003],
  [73.988, 74.001, 74.009, 74.005, 73.996], [74.004, 73.999, 73.990, 74.006, 74.009],
  [74.010, 73.989, 73.990, 74.009, 74.014], [74.015, 74.008, 73.993, 74.000, 74.010],
  [73.982, 73.984, 73.995, 74.017, 74.013],
];

const NIST_FLOW_RATES = [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1];

describe('the control chart constants', () => {
  it("are the AIAG manual's table for subgroups of 2 to 10", () => {
    expect(Object.keys(CONTROL_CONSTANTS).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(CONTROL_CONSTANTS[2]).toEqual({ A2: 1.88, D3: 0, D4: 3.267, d2: 1.128 });
    expect(CONTROL_CONSTANTS[5]).toEqual({ A2: 0.577, D3: 0, D4: 2.114, d2: 2.326 });
    expect(CONTROL_CONSTANTS[7]).toEqual({ A2: 0.419, D3: 0.076, D4: 1.924, d2: 2.704 });
    expect(CONTROL_CONSTANTS[10]).toEqual({ A2: 0.308, D3: 0.223, D4: 1.777, d2: 3.078 });
    // E2 = 3 / d2(2), which the table prints as 2.66.
    expect(E2.toFixed(2)).toBe('2.66');
  });
});

describe("Montgomery's piston rings as qcc works them (X̄-R and capability)", () => {
  const chart = xbarRChart(PISTON_RINGS);

  it('gives the centre lines, σ within and the X̄ upper limit to the decimals qcc prints', () => {
    expect(chart).not.toBeNull();
    if (!chart) return;
    expect(chart.subgroupSize).toBe(5);
    expect(to(chart.xbar.centre, 5)).toBe('74.00118');
    expect(to(chart.range.centre, 5)).toBe('0.02276');
    expect(to(chart.sigmaWithin, 9)).toBe('0.009785039');
    expect(to(chart.xbar.ucl, 4)).toBe('74.0143');
    expect(chart.range.lcl).toBe(0);
  });

  it("gives the X̄ lower and R upper limits to four decimals: qcc does not round A2 and D4 as AIAG's table does", () => {
    if (!chart) throw new Error('no chart');
    // qcc: 73.98805 from 3σ/√5 (A2 = 0.57681); the table's A2 = 0.577 gives 73.98804.
    expect(to(chart.xbar.lcl, 4)).toBe('73.9880');
    // qcc: 0.04812533 from D4 = 2.11446; the table's D4 = 2.114 gives 0.04811.
    expect(to(chart.range.ucl, 4)).toBe('0.0481');
  });

  it('gives Cp 1.7033 and Cpk 1.6632 against 73.95 – 74.05', () => {
    if (!chart) throw new Error('no chart');
    const capability = processCapability(PISTON_RINGS.flat(), chart.sigmaWithin, { lsl: 73.95, usl: 74.05 });
    expect(capability.n).toBe(125);
    expect(to(capability.cp, 4)).toBe('1.7033');
    expect(to(capability.cpk, 4)).toBe('1.6632');
    // Pp and Ppk on the sample standard deviation of the 125 values (hand-worked: s = 0.0100700).
    expect(to(capability.sigmaOverall, 7)).toBe('0.0100700');
    expect(to(capability.pp, 4)).toBe('1.6551');
    expect(to(capability.ppk, 4)).toBe('1.6162');
  });

  it('charts the same data as readings of five pieces, flagging nothing in this in-control process', () => {
    const readings = PISTON_RINGS.map((values) => ({
      values,
      figures: { nominal: 74, lowerTolerance: -0.05, upperTolerance: 0.05 },
    }));
    const charted = spcChart(readings, { lsl: 73.95, usl: 74.05 });
    expect(charted).toMatchObject({ kind: 'xbar_r', subgroupSize: 5, excluded: 0 });
    expect(to(charted.limits?.centre, 5)).toBe('74.00118');
    expect(to(charted.capability.cpk, 4)).toBe('1.6632');
    expect(charted.points.every((point) => point.rules.length === 0 && !point.rangeOut && !point.outOfSpec)).toBe(true);
  });
});

describe("the NIST e-Handbook's individuals chart (6.3.2.2)", () => {
  it('gives x̄ 50.81, MR̄ 1.8778 and limits 55.8041 and 45.8159', () => {
    const chart = iMrChart(NIST_FLOW_RATES);
    if (!chart) throw new Error('no chart');
    expect(to(chart.individuals.centre, 2)).toBe('50.81');
    expect(to(chart.movingRange.centre, 4)).toBe('1.8778');
    expect(to(chart.individuals.ucl, 4)).toBe('55.8041');
    expect(to(chart.individuals.lcl, 4)).toBe('45.8159');
    // The MR chart's upper limit D4(2)·MR̄ = 3.267 × 1.87778 (hand-worked).
    expect(to(chart.movingRange.ucl, 4)).toBe('6.1347');
    expect(chart.movingRanges[0]).toBeNull();
    expect(to(chart.movingRanges[1], 1)).toBe('2.0');
    // σ within = MR̄ / 1.128.
    expect(to(chart.sigmaWithin, 4)).toBe('1.6647');
  });

  it('charts one-piece readings as I-MR, in control as the handbook finds them', () => {
    const charted = spcChart(
      NIST_FLOW_RATES.map((value) => ({ values: [value], figures: null })),
      { lsl: null, usl: null },
    );
    expect(charted).toMatchObject({ kind: 'i_mr', subgroupSize: 1 });
    expect(to(charted.limits?.ucl, 4)).toBe('55.8041');
    expect(charted.points[0]?.range).toBeNull();
    expect(charted.points.flatMap((point) => point.rules)).toEqual([]);
    // No specification: no index.
    expect(charted.capability).toMatchObject({ n: 10, cp: null, cpk: null, pp: null, ppk: null });
  });
});

describe("the NIST e-Handbook's capability example (6.1.6)", () => {
  it('gives Cp 1.0 and Cpk 0.667 for USL 20, LSL 8, μ 16, σ 2', () => {
    const { potential, actual } = capabilityIndices(16, 2, { lsl: 8, usl: 20 });
    expect(potential).toBe(1);
    expect(to(actual, 3)).toBe('0.667');
    expect(to(actual, 4)).toBe('0.6667');
  });

  it('is one-sided with one limit (no Cp), and nothing without a spread', () => {
    expect(capabilityIndices(16, 2, { lsl: null, usl: 20 })).toEqual({ potential: null, actual: 4 / 6 });
    expect(capabilityIndices(16, 2, { lsl: 8, usl: null })).toEqual({ potential: null, actual: 8 / 6 });
    expect(capabilityIndices(16, 0, { lsl: 8, usl: 20 })).toEqual({ potential: null, actual: null });
    expect(capabilityIndices(16, null, { lsl: 8, usl: 20 })).toEqual({ potential: null, actual: null });
    expect(capabilityIndices(16, 2, { lsl: null, usl: null })).toEqual({ potential: null, actual: null });
  });
});

describe('the Western Electric rules (hand-worked: centre 10, σ 1, limits 7 and 13)', () => {
  const limits = { centre: 10, ucl: 13, lcl: 7 };
  const flagged = (points: number[]) =>
    westernElectric(points, limits)
      .map((rules, index) => ({ index, rules }))
      .filter((point) => point.rules.length > 0);

  it('1: a point beyond a control limit, on either side', () => {
    expect(flagged([10, 13.2, 10.5, 6.8, 13])).toEqual([
      { index: 1, rules: [1] },
      { index: 3, rules: [1] },
    ]);
  });

  it('2: two of three in a row beyond 2σ on one side, flagged on the point that completes it', () => {
    expect(flagged([10, 12.5, 10, 12.2])).toEqual([{ index: 3, rules: [2] }]);
    expect(flagged([7.5, 7.4])).toEqual([{ index: 1, rules: [2] }]);
    // The point between may lie anywhere; beyond 2σ on opposite sides, or three apart, is no pattern.
    expect(flagged([12.5, 7.5, 12.5])).toEqual([{ index: 2, rules: [2] }]);
    expect(flagged([12.5, 7.5, 10, 10, 12.5])).toEqual([]);
  });

  it('3: four of five beyond 1σ on one side', () => {
    expect(flagged([11.5, 11.2, 10, 11.4, 11.1])).toEqual([{ index: 4, rules: [3] }]);
    expect(flagged([8.5, 8.8, 8.6, 10.2, 8.7])).toEqual([{ index: 4, rules: [3] }]);
    expect(flagged([11.5, 11.2, 10, 11.4, 9.5, 11.1])).toEqual([]);
  });

  it('4: eight in a row on one side, each point that extends the run flagged; the centre line breaks it', () => {
    expect(flagged([10.5, 10.2, 10.3, 10.1, 10.6, 10.4, 10.2, 10.3, 10.1])).toEqual([
      { index: 7, rules: [4] },
      { index: 8, rules: [4] },
    ]);
    expect(flagged([9.5, 9.2, 9.3, 10, 9.1, 9.6, 9.4, 9.2, 9.3])).toEqual([]);
  });

  it('flags every rule a point breaks, and none on limits without spread', () => {
    expect(flagged([12.5, 12.6, 11.5, 11.5, 13.5])).toEqual([
      { index: 1, rules: [2] },
      { index: 3, rules: [3] },
      { index: 4, rules: [1, 3] },
    ]);
    expect(westernElectric([10, 11], { centre: 10, ucl: 10, lcl: 10 })).toEqual([[], []]);
  });
});

describe('a characteristic charted from its readings', () => {
  /** Final OD 24.98 −0.02/+0. */
  const OD = { nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0 };
  const reading = (values: number[], figures: SpcReading['figures'] = OD) => ({ values, figures });

  it('marks a reading with a value outside its specification, the limits included in it', () => {
    const chart = spcChart(
      [reading([24.97, 24.97]), reading([24.96, 24.98]), reading([24.97, 24.99]), reading([24.95, 24.97])],
      specLimitsOf(OD),
    );
    expect(chart.kind).toBe('xbar_r');
    expect(chart.points.map((point) => point.outOfSpec)).toEqual([false, false, true, true]);
  });

  it('charts the commonest size, leaves the others out and counts them', () => {
    const readings = [
      reading([24.97]),
      reading([24.97, 24.96, 24.97]),
      reading([24.96, 24.97, 24.97]),
      reading([24.97]),
      reading(Array.from({ length: 12 }, () => 24.97)),
    ];
    expect(chartSubgroupSize(readings)).toBe(1);
    const chart = spcChart(readings, specLimitsOf(OD));
    // One piece and three pieces tie: the latest of them (one piece) decides.
    expect(chart).toMatchObject({ kind: 'i_mr', subgroupSize: 1, excluded: 3 });
    expect(chart.points.map((point) => point.values)).toEqual([[24.97], [24.97]]);
  });

  it('works X̄-R figures a hand can check, and flags a range above its limit', () => {
    // Means 10, 11, 10, 12.5; ranges 2, 2, 2, 9: R̄ 3.75, R UCL 3.267 × 3.75 = 12.25125.
    const chart = spcChart(
      [reading([9, 11], null), reading([10, 12], null), reading([9, 11], null), reading([8, 17], null)],
      { lsl: 5, usl: 17 },
    );
    expect(chart.limits).toMatchObject({ centre: 10.875, rangeCentre: 3.75, rangeLcl: 0 });
    expect(chart.limits?.ucl).toBeCloseTo(10.875 + 1.88 * 3.75, 10);
    expect(chart.limits?.rangeUcl).toBeCloseTo(12.25125, 10);
    expect(chart.points.map((point) => point.rangeOut)).toEqual([false, false, false, false]);
    // σ within 3.75 / 1.128; Cp = 12 / 6σ.
    expect(chart.capability.cp).toBeCloseTo(12 / (6 * (3.75 / 1.128)), 10);

    const wide = spcChart(
      [reading([9, 10], null), reading([10, 11], null), reading([9, 10], null), reading([3, 17], null)],
      { lsl: null, usl: null },
    );
    // Ranges 1, 1, 1, 14: R̄ 4.25, UCL 13.88475.
    expect(wide.points.map((point) => point.rangeOut)).toEqual([false, false, false, true]);
  });

  it('draws no limits and works no capability from a single point', () => {
    const chart = spcChart([reading([24.97, 24.96])], specLimitsOf(OD));
    expect(chart).toMatchObject({ kind: 'xbar_r', limits: null });
    expect(chart.capability).toMatchObject({ n: 2, cp: null, cpk: null, pp: null, ppk: null });
    expect(chart.points[0]?.rules).toEqual([]);
    expect(spcChart([], { lsl: null, usl: null })).toMatchObject({ kind: null, points: [], limits: null });
  });

  it('reads the specification limits in ten-thousandths, one side open without its tolerance', () => {
    expect(specLimitsOf(OD)).toEqual({ lsl: 24.96, usl: 24.98 });
    expect(specLimitsOf({ nominal: 1.6, lowerTolerance: null, upperTolerance: 0.2 })).toEqual({ lsl: null, usl: 1.8 });
    expect(specLimitsOf({ nominal: null, lowerTolerance: null, upperTolerance: null })).toEqual({
      lsl: null,
      usl: null,
    });
  });

  it('takes a sample standard deviation over n − 1', () => {
    expect(sampleStdDev([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(sampleStdDev([3])).toBeNull();
  });
});

describe('the chart query', () => {
  const productId = '7f9c1a52-4a1e-4d1b-9a53-2f7f5a3c9b10';

  it('covers the 90 days up to today unless told, or up to `to`', () => {
    const parsed = spcQuerySchema.parse({ productId, characteristic: ' Final OD ', to: '2026-06-30' });
    expect(parsed).toEqual({ productId, characteristic: 'Final OD', to: '2026-06-30' });
    expect(spcChartDays(parsed)).toEqual({ from: '2026-04-02', to: '2026-06-30' });
    expect(spcChartDays({}, '2026-12-07')).toEqual({ from: '2026-09-09', to: '2026-12-07' });
    expect(spcChartDays({ from: '2026-01-01' }, '2026-12-07')).toEqual({ from: '2026-01-01', to: '2026-12-07' });
  });

  it('refuses a range past a year, a reversed one and a day that is none, each on its field', () => {
    const issues = (query: object) =>
      spcQuerySchema.safeParse({ productId, characteristic: 'OD', ...query }).error?.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
    expect(issues({ from: '2025-06-29', to: '2026-06-30' })).toEqual([
      { path: 'from', message: 'At most 366 days in one chart' },
    ]);
    expect(issues({ from: '2025-06-30', to: '2026-06-30' })).toBeUndefined();
    expect(issues({ from: '2026-07-01', to: '2026-06-30' })).toEqual([
      { path: 'to', message: 'To must be on or after From' },
    ]);
    expect(issues({ from: '2026-02-30' })?.[0]).toEqual({ path: 'from', message: 'From must be a date' });
    expect(issues({ characteristic: '' })?.[0]).toEqual({ path: 'characteristic', message: 'Choose a characteristic' });
  });
});
