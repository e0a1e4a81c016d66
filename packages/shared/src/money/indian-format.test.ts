import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatPaise, formatRupees } from './indian-format.js';

describe('formatIndianNumber', () => {
  it('groups the Indian way: three digits, then twos', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567.00');
    expect(formatIndianNumber(100000)).toBe('1,00,000.00');
    expect(formatIndianNumber(99999)).toBe('99,999.00');
    expect(formatIndianNumber(1000)).toBe('1,000.00');
    expect(formatIndianNumber(999)).toBe('999.00');
    expect(formatIndianNumber(10000000)).toBe('1,00,00,000.00');
    expect(formatIndianNumber(99_99_99_999.99)).toBe('99,99,99,999.99');
  });

  it('keeps the sign of a negative number, and never shows -0', () => {
    expect(formatIndianNumber(-1234567.5)).toBe('-12,34,567.50');
    expect(formatIndianNumber(0)).toBe('0.00');
    expect(formatIndianNumber(-0)).toBe('0.00');
    expect(formatIndianNumber(-0.001)).toBe('0.00');
  });

  it('takes the number of decimals', () => {
    expect(formatIndianNumber(1234567, 0)).toBe('12,34,567');
    expect(formatIndianNumber(1234.5678, 3)).toBe('1,234.568');
    expect(formatIndianNumber(0.5, 1)).toBe('0.5');
    expect(formatIndianNumber(2.5, 0)).toBe('3');
  });
});

describe('formatPaise / formatRupees', () => {
  it('writes paise as rupees', () => {
    expect(formatPaise(123456750)).toBe('12,34,567.50');
    expect(formatPaise(123456700)).toBe('12,34,567.00');
    expect(formatPaise(5)).toBe('0.05');
    expect(formatPaise(0)).toBe('0.00');
    expect(formatPaise(-5)).toBe('-0.05');
    expect(formatPaise(-123456750)).toBe('-12,34,567.50');
    expect(formatPaise(99_99_99_99_999)).toBe('99,99,99,999.99');
  });

  it('is exact up to the largest safe integer', () => {
    expect(formatPaise(Number.MAX_SAFE_INTEGER)).toBe('9,00,71,99,25,47,409.91');
  });

  it('adds the rupee sign, after a minus', () => {
    expect(formatRupees(123456700)).toBe('₹12,34,567.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-500)).toBe('-₹5.00');
  });

  it('rejects a fraction of a paisa', () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});
