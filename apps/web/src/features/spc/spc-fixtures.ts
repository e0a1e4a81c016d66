import type { SpcCharacteristics, SpcChartAnswer, SpcProduct } from '@lathe/shared';

/** Ids the SPC screen's tests share. */
export const IDS = {
  product: '7f9c1a52-4a1e-4d1b-9a53-2f7f5a3c9b10',
  first: '11111111-1111-4111-8111-111111111111',
  second: '22222222-2222-4222-8222-222222222222',
  third: '33333333-3333-4333-8333-333333333333',
  fourth: '44444444-4444-4444-8444-444444444444',
} as const;

export const product: SpcProduct = { id: IDS.product, drawingNumber: 'DAC-FB-2231', description: 'Flange bush' };

export const characteristics = (): SpcCharacteristics => ({
  product,
  characteristics: [
    {
      characteristic: 'Bore',
      unit: 'mm',
      nominal: 10,
      lowerTolerance: -0.05,
      upperTolerance: 0.05,
      source: 'control_plan',
      readings: 24,
      lastInspectedOn: '2026-06-12',
    },
    {
      characteristic: 'Length',
      unit: 'mm',
      nominal: 40,
      lowerTolerance: -0.1,
      upperTolerance: 0.1,
      source: 'reading',
      readings: 9,
      lastInspectedOn: '2026-06-11',
    },
  ],
});

/**
 * Bore 10.00 ± 0.05 in subgroups of 3: the third point beyond its upper limit with a value out of
 * the specification, the fourth's range above the R chart's limit. Limits X̄̄ 10.00, R̄ 0.025
 * (A2 1.023, D4 2.574); σ within 0.025 / 1.693.
 */
export const boreChart = (fields: Partial<SpcChartAnswer> = {}): SpcChartAnswer => ({
  product,
  characteristic: 'Bore',
  from: '2026-03-15',
  to: '2026-06-12',
  kind: 'xbar_r',
  subgroupSize: 3,
  spec: {
    unit: 'mm',
    nominal: 10,
    lowerTolerance: -0.05,
    upperTolerance: 0.05,
    source: 'control_plan',
    lsl: 9.95,
    usl: 10.05,
  },
  points: [
    {
      inspectionId: IDS.first,
      inspectedOn: '2026-06-09',
      inspectionKind: 'pdi',
      values: [10, 10.01, 9.99],
      statistic: 10,
      range: 0.02,
      rules: [],
      rangeOut: false,
      outOfSpec: false,
    },
    {
      inspectionId: IDS.second,
      inspectedOn: '2026-06-10',
      inspectionKind: 'in_process',
      values: [10.01, 10.02, 10],
      statistic: 10.01,
      range: 0.02,
      rules: [],
      rangeOut: false,
      outOfSpec: false,
    },
    {
      inspectionId: IDS.third,
      inspectedOn: '2026-06-11',
      inspectionKind: 'pdi',
      values: [10.03, 10.06, 10.04],
      statistic: 10.0433,
      range: 0.03,
      rules: [1, 2],
      rangeOut: false,
      outOfSpec: true,
    },
    {
      inspectionId: IDS.fourth,
      inspectedOn: '2026-06-12',
      inspectionKind: 'pdi',
      values: [9.96, 10.04, 10],
      statistic: 10,
      range: 0.08,
      rules: [],
      rangeOut: true,
      outOfSpec: false,
    },
  ],
  limits: { centre: 10, ucl: 10.025575, lcl: 9.974425, rangeCentre: 0.025, rangeUcl: 0.06435, rangeLcl: 0 },
  capability: {
    n: 12,
    mean: 10.013,
    sigmaWithin: 0.025 / 1.693,
    sigmaOverall: 0.0281,
    cp: 1.12867,
    cpk: 0.83479,
    pp: 0.5931,
    ppk: 0.4389,
  },
  excluded: 2,
  truncated: false,
  ...fields,
});
