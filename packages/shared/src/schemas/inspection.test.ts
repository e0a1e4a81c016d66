import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../calendar.js';
import { messagesOf } from './input-arbitraries.js';
import {
  bandText,
  firstPieceInputSchema,
  inProcessInputSchema,
  inspectionReadingInputSchema,
  inspectionVerdict,
  lotPdiInputSchema,
  measureText,
  pdiInputSchema,
  readingVerdict,
  toleranceText,
} from './inspection.js';

/** Final OD 24.98 −0.02/+0: good pieces measure 24.96 to 24.98, both limits included. */
const od = (measured: number[]) => ({ nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, measured });

describe('the verdict of a measured characteristic', () => {
  it('passes a value exactly at either limit and fails one a ten-thousandth beyond', () => {
    expect(readingVerdict(od([24.96]))).toBe('pass');
    expect(readingVerdict(od([24.98]))).toBe('pass');
    expect(readingVerdict(od([24.97, 24.9601, 24.9799]))).toBe('pass');
    expect(readingVerdict(od([24.9599]))).toBe('fail');
    expect(readingVerdict(od([24.9801]))).toBe('fail');
    // One piece out fails the characteristic, however many are in.
    expect(readingVerdict(od([24.97, 24.97, 24.99, 24.97]))).toBe('fail');
  });

  it('compares decimals exactly where floating point would not (5.03 − 0.02, 5.01 + 0.02)', () => {
    // In binary floating point 5.03 − 0.02 is 5.010000000000001 and 5.01 + 0.02 is 5.029999999999999.
    expect(5.03 + -0.02 > 5.01).toBe(true);
    expect(5.01 + 0.02 < 5.03).toBe(true);
    expect(readingVerdict({ nominal: 5.03, lowerTolerance: -0.02, upperTolerance: 0, measured: [5.01] })).toBe('pass');
    expect(readingVerdict({ nominal: 5.01, lowerTolerance: 0, upperTolerance: 0.02, measured: [5.03] })).toBe('pass');
    expect(readingVerdict({ nominal: 5.01, lowerTolerance: 0, upperTolerance: 0.02, measured: [5.0301] })).toBe('fail');
  });

  it('ignores the verdict a client sends for a measured characteristic', () => {
    expect(readingVerdict({ ...od([25.5]), result: 'pass' })).toBe('fail');
    expect(readingVerdict({ ...od([24.97]), result: 'fail' })).toBe('pass');
  });

  it('cannot be judged before anything is measured', () => {
    expect(readingVerdict(od([]))).toBeNull();
  });
});

describe('the verdict of a characteristic judged by eye, and of the inspection', () => {
  const burrs = (result: 'pass' | 'fail' | null) => ({
    nominal: null,
    lowerTolerance: null,
    upperTolerance: null,
    measured: [],
    result,
  });

  it("takes the inspector's pass or fail when there is no nominal", () => {
    expect(readingVerdict(burrs('pass'))).toBe('pass');
    expect(readingVerdict(burrs('fail'))).toBe('fail');
    expect(readingVerdict(burrs(null))).toBeNull();
  });

  it('passes only when every reading passes; a fail decides even while others are unjudged', () => {
    expect(inspectionVerdict([od([24.97]), burrs('pass')])).toBe('pass');
    expect(inspectionVerdict([od([24.97]), burrs('fail')])).toBe('fail');
    expect(inspectionVerdict([od([24.99]), burrs(null)])).toBe('fail');
    expect(inspectionVerdict([od([24.97]), burrs(null)])).toBeNull();
    expect(inspectionVerdict([])).toBeNull();
  });
});

describe('figures as printed', () => {
  it('shows 2 to 4 decimals with Indian grouping, tolerances signed, and the accepted band', () => {
    expect(measureText(25)).toBe('25.00');
    expect(measureText(24.985)).toBe('24.985');
    expect(measureText(24.9855)).toBe('24.9855');
    expect(measureText(123456.5)).toBe('1,23,456.50');
    expect(toleranceText(0.05)).toBe('+0.05');
    expect(toleranceText(-0.02)).toBe('-0.02');
    expect(toleranceText(0)).toBe('0.00');
    expect(bandText(od([]))).toBe('24.96 – 24.98');
    expect(bandText({ nominal: null, lowerTolerance: null, upperTolerance: null })).toBe('');
  });
});

describe('a reading as typed', () => {
  it('reads the form’s text as numbers and takes mm unless told otherwise', () => {
    expect(
      inspectionReadingInputSchema.parse({
        characteristic: ' Final OD ',
        nominal: '24.98',
        lowerTolerance: '-0.02',
        upperTolerance: '0',
        unit: '',
        measured: ['24.97'],
      }),
    ).toEqual({
      characteristic: 'Final OD',
      nominal: 24.98,
      lowerTolerance: -0.02,
      upperTolerance: 0,
      unit: 'mm',
      measured: [24.97],
    });
  });

  it('refuses tolerances on the wrong side of the nominal, and a nominal without its tolerances', () => {
    expect(
      messagesOf(inspectionReadingInputSchema, {
        characteristic: 'OD',
        nominal: 10,
        lowerTolerance: 0.02,
        upperTolerance: -0.01,
        measured: [10],
      }),
    ).toEqual({
      lowerTolerance: 'The lower tolerance must be 0 or below (-0.02)',
      upperTolerance: 'The upper tolerance must be 0 or above (+0.02)',
    });
    expect(messagesOf(inspectionReadingInputSchema, { characteristic: 'OD', nominal: 10, measured: [10] })).toEqual({
      lowerTolerance: 'Enter the lower tolerance (0 for none)',
      upperTolerance: 'Enter the upper tolerance (0 for none)',
    });
  });

  it('asks for pass or fail, and takes no tolerance or value, where there is no nominal', () => {
    expect(
      messagesOf(inspectionReadingInputSchema, {
        characteristic: 'Free of burrs',
        upperTolerance: 0.1,
        measured: [1],
      }),
    ).toEqual({
      upperTolerance: 'A tolerance needs a nominal value',
      measured: 'Without a nominal there is nothing to measure against: enter the nominal or mark pass or fail',
      result: 'Mark it pass or fail',
    });
  });

  it('keeps figures to the ten-thousandth and below a million, and names a blank value where it stands', () => {
    expect(
      messagesOf(inspectionReadingInputSchema, {
        characteristic: 'x'.repeat(101),
        nominal: '12.34567',
        lowerTolerance: '-1000000',
        upperTolerance: 'abc',
        measured: ['12', ''],
      }),
    ).toEqual({
      characteristic: 'Must be at most 100 characters',
      nominal: 'Maximum 4 decimal places',
      lowerTolerance: 'Must be less than 10,00,000',
      upperTolerance: 'Enter a valid number',
      'measured.1': 'Enter the measured value',
    });
  });
});

const WORK_ORDER = '8f14e45f-ceea-467f-a0e6-7b5c1a9a2d11';
const reading = { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0 };

describe('a first-piece inspection', () => {
  const body = { workOrderId: WORK_ORDER, inspectedOn: todayIn(), readings: [{ ...reading, measured: [24.97] }] };

  it('measures the one piece, is dated no later than today, and lists each characteristic once', () => {
    expect(firstPieceInputSchema.parse(body).readings[0]?.measured).toEqual([24.97]);
    expect(
      messagesOf(firstPieceInputSchema, {
        ...body,
        inspectedOn: addDays(todayIn(), 1),
        readings: [
          { ...reading, measured: [24.97, 24.98] },
          { ...reading, characteristic: 'final od', measured: [24.97] },
        ],
      }),
    ).toEqual({
      inspectedOn: 'The inspection date cannot be in the future',
      'readings.1.characteristic': 'This characteristic is listed twice',
      'readings.0.measured': 'Enter the measured value',
    });
    expect(messagesOf(firstPieceInputSchema, { ...body, readings: [] })).toEqual({
      readings: 'Add at least one characteristic',
    });
  });
});

describe('a pre-dispatch inspection', () => {
  const body = {
    dispatchId: WORK_ORDER,
    inspectedOn: todayIn(),
    readings: [{ ...reading, measured: [24.97, 24.97, 24.96, 24.98, 24.97] }],
  };

  it('measures 5 pieces unless told otherwise, each measured characteristic one value per piece', () => {
    expect(pdiInputSchema.parse(body)).toMatchObject({ sampleSize: 5 });
    expect(messagesOf(pdiInputSchema, { ...body, sampleSize: '3' })).toEqual({
      'readings.0.measured': 'Enter 3 measured values, one per sample piece',
    });
    expect(
      pdiInputSchema.parse({ ...body, sampleSize: '3', readings: [{ ...reading, measured: [25, 25, 25] }] }),
    ).toMatchObject({ sampleSize: 3 });
  });

  it('takes a sample of 1 to 1,000 pieces', () => {
    for (const sampleSize of [0, 1001, 2.5, 'many']) {
      expect(messagesOf(pdiInputSchema, { ...body, sampleSize })).toMatchObject({
        sampleSize: 'Sample size must be a whole number from 1 to 1000',
      });
    }
  });
});

describe('an in-process inspection', () => {
  const body = {
    workOrderId: WORK_ORDER,
    operationId: '9c1185a5-c5e9-4fc5-8f0d-6c1d1b2e3f40',
    machineId: '45c48cce-2e2d-4fbd-aa1a-f1e1b2c3d4e5',
    trigger: 'tool_change',
    inspectedOn: todayIn(),
    sampleSize: 3,
    readings: [
      { ...reading, gaugeId: WORK_ORDER, measured: [24.97, 24.97, 24.96] },
      // The plan measures the length on one piece of the three.
      {
        characteristic: 'Length',
        nominal: 40,
        lowerTolerance: -0.1,
        upperTolerance: 0.1,
        sampleSize: 1,
        measured: [40],
      },
    ],
  };

  it('names the operation, the machine and what called for it; a characteristic may measure fewer pieces than the sample', () => {
    const parsed = inProcessInputSchema.parse(body);
    expect(parsed).toMatchObject({ trigger: 'tool_change', sampleSize: 3 });
    expect(parsed.readings.map((r) => [r.sampleSize, r.measured.length, r.gaugeId])).toEqual([
      [undefined, 3, WORK_ORDER],
      [1, 1, undefined],
    ]);
    expect(messagesOf(inProcessInputSchema, { ...body, operationId: 'Op 20', trigger: 'lunch' })).toEqual({
      operationId: 'Choose the operation',
      trigger: 'Choose what called for the inspection',
    });
  });

  it("counts a characteristic's values against its own sample, which cannot be more than the inspection's", () => {
    const [od, length] = body.readings as [object, object];
    expect(
      messagesOf(inProcessInputSchema, {
        ...body,
        readings: [
          { ...od, gaugeId: 'VC-012' },
          { ...length, measured: [40, 40] },
        ],
      }),
    ).toEqual({
      'readings.0.gaugeId': 'Choose the gauge from the list',
      'readings.1.measured': 'Enter the measured value',
    });
    expect(messagesOf(inProcessInputSchema, { ...body, readings: [od, { ...length, sampleSize: 4 }] })).toEqual({
      'readings.1.sampleSize': "At most the inspection's sample of 3",
    });
  });
});

describe("a work order's lot PDI", () => {
  const body = {
    workOrderId: WORK_ORDER,
    lotQuantity: '2000',
    inspectedOn: todayIn(),
    sampleSize: 2,
    readings: [{ ...reading, measured: [24.97, 24.98] }],
  };

  it('stands for a lot of whole pieces, no fewer than its sample', () => {
    expect(lotPdiInputSchema.parse(body)).toMatchObject({ lotQuantity: 2000, sampleSize: 2 });
    expect(messagesOf(lotPdiInputSchema, { ...body, lotQuantity: '' })).toEqual({
      lotQuantity: 'Enter the lot quantity',
    });
    expect(messagesOf(lotPdiInputSchema, { ...body, lotQuantity: 0.5 })).toEqual({
      lotQuantity: 'Lot quantity must be a whole number of at least 1',
    });
    expect(messagesOf(lotPdiInputSchema, { ...body, lotQuantity: 1 })).toEqual({
      sampleSize: 'The sample cannot be more than the lot',
    });
  });
});
