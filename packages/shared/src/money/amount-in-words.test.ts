import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

/** Whole rupees in paise. */
const rupees = (n: number) => n * 100;

describe('amountInWords', () => {
  it('writes small amounts', () => {
    expect(amountInWords(rupees(1))).toBe('Rupees One Only');
    expect(amountInWords(rupees(15))).toBe('Rupees Fifteen Only');
    expect(amountInWords(rupees(20))).toBe('Rupees Twenty Only');
    expect(amountInWords(rupees(21))).toBe('Rupees Twenty-One Only');
    expect(amountInWords(rupees(100))).toBe('Rupees One Hundred Only');
    expect(amountInWords(rupees(101))).toBe('Rupees One Hundred One Only');
    expect(amountInWords(rupees(110))).toBe('Rupees One Hundred Ten Only');
    expect(amountInWords(rupees(1000))).toBe('Rupees One Thousand Only');
    expect(amountInWords(rupees(1010))).toBe('Rupees One Thousand Ten Only');
    expect(amountInWords(rupees(99999))).toBe('Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only');
  });

  it('counts in lakhs and crores', () => {
    expect(amountInWords(rupees(100000))).toBe('Rupees One Lakh Only');
    expect(amountInWords(rupees(100001))).toBe('Rupees One Lakh One Only');
    expect(amountInWords(123456750)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only',
    );
    expect(amountInWords(rupees(10000000))).toBe('Rupees One Crore Only');
    expect(amountInWords(rupees(10000001))).toBe('Rupees One Crore One Only');
    expect(amountInWords(rupees(99_99_99_999))).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(amountInWords(99_99_99_99_999)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
  });

  it('keeps counting crores from a hundred crore up', () => {
    expect(amountInWords(rupees(1_00_00_00_000))).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(rupees(123_00_00_000))).toBe('Rupees One Hundred Twenty-Three Crore Only');
    expect(amountInWords(rupees(1234_56_78_901) + 5)).toBe(
      'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One and Five Paise Only',
    );
    expect(amountInWords(rupees(1_00_000_00_00_000))).toBe('Rupees One Lakh Crore Only');
  });

  it('writes zero and paise alone', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(99)).toBe('Rupees Zero and Ninety-Nine Paise Only');
    expect(amountInWords(110)).toBe('Rupees One and Ten Paise Only');
  });

  it('rejects negative amounts and fractions of a paisa', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
