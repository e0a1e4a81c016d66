import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  fromPaise,
  halfPercentOfPaise,
  lineAmountPaise,
  percentOfPaise,
  roundToRupee,
  scaleDecimal,
  sumPaise,
  toPaise,
} from './money.js';

describe('scaleDecimal', () => {
  it('reads the decimal text, not the binary value', () => {
    expect(scaleDecimal(0.29, 2)).toBe(29);
    expect(0.29 * 100).not.toBe(29); // what it avoids
    expect(scaleDecimal(1.0005, 3)).toBe(1001);
    expect(scaleDecimal(2.675, 2)).toBe(268);
  });

  it('rounds half away from zero and handles numbers written with an exponent', () => {
    expect(scaleDecimal(-2.675, 2)).toBe(-268);
    expect(scaleDecimal(1e-7, 2)).toBe(0);
    expect(scaleDecimal(1.5e-2, 2)).toBe(2);
    expect(scaleDecimal(1e21, 0)).toBe(1e21);
    expect(Object.is(scaleDecimal(-0.001, 2), 0)).toBe(true);
  });

  it('rejects what is not a finite number', () => {
    expect(() => scaleDecimal(Number.NaN, 2)).toThrow(RangeError);
    expect(() => scaleDecimal(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero in every sign combination', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(-5n, -2n)).toBe(3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(5n, 3n)).toBe(2n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('toPaise / fromPaise', () => {
  it('converts exactly', () => {
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(12345.67)).toBe(1234567);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(-0.29)).toBe(-29);
    expect(toPaise(99_99_99_999.99)).toBe(99_99_99_99_999);
    expect(fromPaise(1234567)).toBe(12345.67);
    expect(fromPaise(29)).toBe(0.29);
    expect(fromPaise(-5)).toBe(-0.05);
    expect(fromPaise(99_99_99_99_999)).toBe(99_99_99_999.99);
  });

  it('rounds a third decimal half away from zero instead of throwing', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(-1.005)).toBe(-101);
    expect(toPaise(1.004)).toBe(100);
    expect(Object.is(toPaise(-0.004), 0)).toBe(true);
    expect(Object.is(toPaise(-0), 0)).toBe(true);
  });

  it('round-trips every amount', () => {
    for (let paise = -1000; paise <= 200_000; paise++) {
      if (toPaise(fromPaise(paise)) !== paise) throw new Error(`round trip fails at ${paise}`);
    }
    for (const paise of [99_99_99_99_999, 1_00_00_00_00_001, 123_456_789_012_34]) {
      expect(toPaise(fromPaise(paise))).toBe(paise);
    }
  });

  it('rejects amounts that cannot be held exactly', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(1e15)).toThrow(RangeError);
    expect(() => fromPaise(1.5)).toThrow(RangeError);
    expect(() => fromPaise(2 ** 53)).toThrow(RangeError);
  });
});

describe('lineAmountPaise', () => {
  it('multiplies quantity by rate to the paisa', () => {
    expect(lineAmountPaise(3, 1050)).toBe(3150);
    expect(lineAmountPaise(2.5, 123456)).toBe(308640);
    expect(lineAmountPaise(0, 123456)).toBe(0);
    expect(lineAmountPaise(0.1 + 0.2, 1000)).toBe(300);
  });

  it('rounds half a paisa away from zero', () => {
    expect(lineAmountPaise(1.5, 333)).toBe(500); // 499.5
    expect(lineAmountPaise(0.001, 500)).toBe(1); // 0.5
    expect(lineAmountPaise(0.001, 499)).toBe(0); // 0.499
    expect(lineAmountPaise(-1.5, 333)).toBe(-500);
    expect(lineAmountPaise(2.345, 100001)).toBe(234502); // 234502.345
  });

  it('stays exact where the product passes 2^53', () => {
    // 948835.815 × 287456300 paise = 272748832687384.5 paise exactly; in doubles it is a hair under.
    expect(lineAmountPaise(948835.815, 287456300)).toBe(272748832687385);
    expect(Math.round(948835.815 * 287456300)).toBe(272748832687384);
    expect(lineAmountPaise(999999.999, 99999999)).toBe(99999998900000);
  });

  it('rejects a result past a safe integer and a rate that is not whole paise', () => {
    expect(() => lineAmountPaise(1e6, 1e13)).toThrow(RangeError);
    expect(() => lineAmountPaise(1, 10.5)).toThrow(RangeError);
  });
});

describe('percentOfPaise', () => {
  it('takes a percent to the paisa', () => {
    expect(percentOfPaise(10000, 18)).toBe(1800);
    expect(percentOfPaise(10000, 2.5)).toBe(250);
    expect(percentOfPaise(10000, 0.1)).toBe(10);
    expect(percentOfPaise(10005, 18)).toBe(1801); // 1800.9
    expect(percentOfPaise(12345, 1.5)).toBe(185); // 185.175
    expect(percentOfPaise(333, 0.25)).toBe(1); // 0.8325
    expect(percentOfPaise(10000, 0)).toBe(0);
  });

  it('rounds exactly half a paisa away from zero', () => {
    expect(percentOfPaise(50, 1)).toBe(1); // 0.5
    expect(percentOfPaise(149, 1)).toBe(1); // 1.49
    expect(percentOfPaise(150, 1)).toBe(2); // 1.5
    expect(percentOfPaise(-50, 1)).toBe(-1);
    expect(percentOfPaise(25, 18)).toBe(5); // 4.5
  });

  it('is exact on large amounts', () => {
    // 18 % of ₹99,99,99,999.99 = ₹17,99,99,999.9982
    expect(percentOfPaise(99_99_99_99_999, 18)).toBe(18_00_00_00_000);
    expect(percentOfPaise(99_99_99_99_999, 9)).toBe(9_00_00_00_000); // 8999999999.91
    expect(percentOfPaise(Number.MAX_SAFE_INTEGER, 50)).toBe(4503599627370496);
  });

  it('rejects a percent with more than 2 decimals', () => {
    expect(() => percentOfPaise(10000, 0.125)).toThrow(RangeError);
    expect(() => percentOfPaise(10000, 18.001)).toThrow(RangeError);
    expect(() => percentOfPaise(1.5, 18)).toThrow(RangeError);
  });
});

describe('halfPercentOfPaise', () => {
  it('equals percentOfPaise at half the rate whenever that rate is allowed', () => {
    for (const rate of [0, 0.1, 1.5, 3, 5, 12, 18, 28, 40]) {
      for (let paise = 0; paise <= 3000; paise++) {
        if (halfPercentOfPaise(paise, rate) !== percentOfPaise(paise, rate / 2)) {
          throw new Error(`differs at ${paise} paise, ${rate} %`);
        }
      }
    }
  });

  it('splits 0.25 % into 0.125 % exactly', () => {
    expect(halfPercentOfPaise(100000, 0.25)).toBe(125);
    expect(halfPercentOfPaise(10000, 0.25)).toBe(13); // 12.5
    expect(halfPercentOfPaise(400, 0.25)).toBe(1); // 0.5
    expect(halfPercentOfPaise(399, 0.25)).toBe(0); // 0.49875
  });

  it('rounds each half on its own, so two halves can differ from the whole rate', () => {
    expect(halfPercentOfPaise(10005, 18)).toBe(900); // 900.45
    expect(percentOfPaise(10005, 18)).toBe(1801);
    expect(halfPercentOfPaise(10010, 18)).toBe(901); // 900.9
    expect(percentOfPaise(10010, 18)).toBe(1802);
  });
});

describe('roundToRupee', () => {
  it('rounds 50 paise up and 49 down', () => {
    expect(roundToRupee(1050)).toEqual({ rounded: 1100, roundOff: 50 });
    expect(roundToRupee(1049)).toEqual({ rounded: 1000, roundOff: -49 });
    expect(roundToRupee(1051)).toEqual({ rounded: 1100, roundOff: 49 });
    expect(roundToRupee(1099)).toEqual({ rounded: 1100, roundOff: 1 });
    expect(roundToRupee(1001)).toEqual({ rounded: 1000, roundOff: -1 });
  });

  it('leaves whole rupees and zero alone', () => {
    expect(roundToRupee(1000)).toEqual({ rounded: 1000, roundOff: 0 });
    expect(roundToRupee(0)).toEqual({ rounded: 0, roundOff: 0 });
    expect(roundToRupee(50)).toEqual({ rounded: 100, roundOff: 50 });
    expect(roundToRupee(49)).toEqual({ rounded: 0, roundOff: -49 });
  });

  it('mirrors a negative amount (half away from zero)', () => {
    expect(roundToRupee(-1050)).toEqual({ rounded: -1100, roundOff: -50 });
    expect(roundToRupee(-1049)).toEqual({ rounded: -1000, roundOff: 49 });
    expect(Object.is(roundToRupee(-30).rounded, 0)).toBe(true);
  });

  it('is exact on large amounts', () => {
    expect(roundToRupee(99_99_99_99_999)).toEqual({ rounded: 1_00_00_00_00_000, roundOff: 1 });
    expect(roundToRupee(99_99_99_99_950)).toEqual({ rounded: 1_00_00_00_00_000, roundOff: 50 });
    expect(roundToRupee(99_99_99_99_949)).toEqual({ rounded: 99_99_99_99_900, roundOff: -49 });
  });

  it('rejects a fraction of a paisa', () => {
    expect(() => roundToRupee(10.5)).toThrow(RangeError);
  });
});

describe('sumPaise', () => {
  it('adds amounts', () => {
    expect(sumPaise([])).toBe(0);
    expect(sumPaise([1, 2, 3])).toBe(6);
    expect(sumPaise([1050, -49, 99_99_99_99_999])).toBe(1_00_00_00_01_000);
  });

  it('rejects fractions and sums past a safe integer', () => {
    expect(() => sumPaise([0.1, 0.2])).toThrow(RangeError);
    expect(() => sumPaise([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
