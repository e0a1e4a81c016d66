import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  financialYearOf,
  INVOICE_NUMBER_MAX_LENGTH,
  MAX_SERIES_NUMBER,
  SERIES_PREFIX,
  seriesNumber,
} from './financial-year.js';

describe('financialYearOf', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2026-12-31')).toBe('2026-27');
    expect(financialYearOf('2027-01-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
  });

  it('puts March 31 in the year before April 1', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
  });

  it('wraps the two-digit end year at a century', () => {
    expect(financialYearOf('1999-04-01')).toBe('1999-00');
    expect(financialYearOf('2000-03-31')).toBe('1999-00');
    expect(financialYearOf('1999-03-31')).toBe('1998-99');
    expect(financialYearOf('2099-04-01')).toBe('2099-00');
  });

  it('rejects what is not a yyyy-MM-dd date', () => {
    expect(() => financialYearOf('2026-4-1')).toThrow(RangeError);
    expect(() => financialYearOf('2026-13-01')).toThrow(RangeError);
    expect(() => financialYearOf('2026-04-01T10:00:00Z')).toThrow(RangeError);
  });
});

describe('financialYearBounds', () => {
  it('gives April 1 to March 31', () => {
    expect(financialYearBounds('2026-27')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(financialYearBounds('1999-00')).toEqual({ start: '1999-04-01', end: '2000-03-31' });
  });

  it('agrees with financialYearOf at both ends', () => {
    for (const fy of ['2025-26', '2026-27', '1999-00']) {
      const { start, end } = financialYearBounds(fy);
      expect(financialYearOf(start)).toBe(fy);
      expect(financialYearOf(end)).toBe(fy);
    }
  });

  it('rejects a malformed or inconsistent year', () => {
    expect(() => financialYearBounds('2026-28')).toThrow(RangeError);
    expect(() => financialYearBounds('2026')).toThrow(RangeError);
    expect(() => financialYearBounds('2026-2027')).toThrow(RangeError);
  });
});

describe('seriesNumber', () => {
  it('pads to four digits', () => {
    expect(seriesNumber(SERIES_PREFIX.salesOrder, '2026-27', 1)).toBe('SO/2026-27/0001');
    expect(seriesNumber(SERIES_PREFIX.invoice, '2026-27', 42)).toBe('INV/2026-27/0042');
    expect(seriesNumber(SERIES_PREFIX.invoice, '2026-27', 9999)).toBe('INV/2026-27/9999');
  });

  it('takes more digits past 9999', () => {
    expect(seriesNumber(SERIES_PREFIX.salesOrder, '2026-27', 10000)).toBe('SO/2026-27/10000');
  });

  it('fits the last invoice of a year in the 16 characters GST allows, and no more', () => {
    expect(INVOICE_NUMBER_MAX_LENGTH).toBe(16);
    expect(MAX_SERIES_NUMBER).toBe(9999);
    expect(seriesNumber(SERIES_PREFIX.invoice, '2026-27', MAX_SERIES_NUMBER)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
    expect(seriesNumber(SERIES_PREFIX.invoice, '2026-27', MAX_SERIES_NUMBER + 1).length).toBeGreaterThan(
      INVOICE_NUMBER_MAX_LENGTH,
    );
  });

  it('rejects a number that is not a whole number from 1', () => {
    expect(() => seriesNumber('SO', '2026-27', 0)).toThrow(RangeError);
    expect(() => seriesNumber('SO', '2026-27', -1)).toThrow(RangeError);
    expect(() => seriesNumber('SO', '2026-27', 1.5)).toThrow(RangeError);
  });
});
