import { describe, expect, it } from 'vitest';
import { type PieceCostInput, perPieceOfKgRate, pieceCost } from './piece-cost.js';

/*
 * The demo's flange bush, worked by hand (docs/decisions.md, "Cost per piece"):
 * EN8 Ø25, 0.185 kg of bar a piece at ₹78.50 a kg; rough 1st side on CNC-1 (42.5 s, 85 %, 45 min
 * setup, ₹450 an hour), rough 2nd side on CNC-3 (18.3 s, 100 %, 30 min, ₹380 an hour); zinc plating
 * ₹1.10 a piece, hardening ₹22 a kg on 0.150 kg net; packing ₹0.35; rejection 2 %, overheads 12 %,
 * margin 10 %.
 */
const FLANGE_BUSH: PieceCostInput = {
  barKgPerPiece: 0.185,
  barRate: 78.5,
  operations: [
    {
      label: 'Rough 1st side',
      machineNo: 'CNC-1',
      cycleTimeSec: 42.5,
      efficiencyPercent: 85,
      setupMinutes: 45,
      hourRate: 450,
    },
    {
      label: 'Rough 2nd side',
      machineNo: 'CNC-3',
      cycleTimeSec: 18.3,
      efficiencyPercent: 100,
      setupMinutes: 30,
      hourRate: 380,
    },
  ],
  outside: [
    { process: 'Zinc plating', ratePerPiece: 1.1 },
    { process: 'Hardening', ratePerPiece: perPieceOfKgRate(22, 0.15) },
  ],
  packingPerPiece: 0.35,
  batchQuantity: 1000,
  rejectionPercent: 2,
  overheadPercent: 12,
  marginPercent: 10,
};

describe('pieceCost', () => {
  it('works the flange bush out line by line as the hand-worked sheet does, ₹35.05 a piece in batches of 1,000', () => {
    const cost = pieceCost(FLANGE_BUSH);
    // 0.185 kg × ₹78.50 = ₹14.5225 → ₹14.52
    expect(cost.materialPaise).toBe(1452);
    expect(cost.operations).toEqual([
      // 42.5 s ÷ 0.85 = 50 s; 50 ÷ 3600 × ₹450 = ₹6.25. Setup 45 min × ₹450 ÷ 60 ÷ 1,000 = ₹0.3375 → ₹0.34
      { label: 'Rough 1st side', machineNo: 'CNC-1', runPaise: 625, setupPaise: 34 },
      // 18.3 ÷ 3600 × ₹380 = ₹1.931666… → ₹1.93. Setup 30 × 380 ÷ 60 ÷ 1,000 = ₹0.19
      { label: 'Rough 2nd side', machineNo: 'CNC-3', runPaise: 193, setupPaise: 19 },
    ]);
    expect(cost.machiningPaise).toBe(818);
    expect(cost.setupPaise).toBe(53);
    // 14.52 + 8.18 + 0.53
    expect(cost.inHousePaise).toBe(2323);
    // ₹23.23 × 2 ÷ 98 = ₹0.47408… → ₹0.47
    expect(cost.rejectionPaise).toBe(47);
    // ₹1.10 + ₹22 × 0.150 = ₹1.10 + ₹3.30
    expect(cost.outsidePaise).toBe(440);
    expect(cost.packingPaise).toBe(35);
    // 23.23 + 0.47 + 4.40 + 0.35
    expect(cost.worksPaise).toBe(2845);
    // ₹28.45 × 12 % = ₹3.414 → ₹3.41
    expect(cost.overheadPaise).toBe(341);
    expect(cost.costPaise).toBe(3186);
    // ₹31.86 × 10 % = ₹3.186 → ₹3.19
    expect(cost.marginPaise).toBe(319);
    expect(cost.pricePaise).toBe(3505);
  });

  it('spreads the setups over a larger batch: ₹34.53 a piece in batches of 5,000', () => {
    const cost = pieceCost({ ...FLANGE_BUSH, batchQuantity: 5000 });
    // ₹0.0675 → ₹0.07 and ₹0.038 → ₹0.04
    expect(cost.operations.map((operation) => operation.setupPaise)).toEqual([7, 4]);
    // in-house ₹22.81, rejection ₹0.4655 → ₹0.47, works ₹28.03, overheads ₹3.3636 → ₹3.36, margin ₹0.3139 → ₹3.14
    expect(cost.inHousePaise).toBe(2281);
    expect(cost.rejectionPaise).toBe(47);
    expect(cost.worksPaise).toBe(2803);
    expect(cost.overheadPaise).toBe(336);
    expect(cost.marginPaise).toBe(314);
    expect(cost.pricePaise).toBe(3453);
  });

  it('costs a piece with no allowances, overheads or margin at exactly what it takes', () => {
    const cost = pieceCost({
      ...FLANGE_BUSH,
      outside: [],
      packingPerPiece: 0,
      rejectionPercent: 0,
      overheadPercent: 0,
      marginPercent: 0,
    });
    expect(cost.pricePaise).toBe(cost.inHousePaise);
    expect(cost.rejectionPaise).toBe(0);
  });

  it('refuses a batch that is not a whole number of pieces and a rejection of 100 % or more', () => {
    expect(() => pieceCost({ ...FLANGE_BUSH, batchQuantity: 0 })).toThrow(RangeError);
    expect(() => pieceCost({ ...FLANGE_BUSH, batchQuantity: 2.5 })).toThrow(RangeError);
    expect(() => pieceCost({ ...FLANGE_BUSH, rejectionPercent: 100 })).toThrow(RangeError);
  });
});

describe('perPieceOfKgRate', () => {
  it('turns a job worker’s rate per kg into a rate per piece of its net weight, to the paisa', () => {
    expect(perPieceOfKgRate(22, 0.15)).toBe(3.3);
    // ₹36.50 × 0.043 kg = ₹1.5695 → ₹1.57
    expect(perPieceOfKgRate(36.5, 0.043)).toBe(1.57);
  });
});
