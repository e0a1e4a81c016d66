import { describe, expect, it } from 'vitest';
import { SERIES_PREFIX } from './financial-year.js';
import { seriesCapacity, seriesNumberWithin } from './series-within.js';

const JWC = SERIES_PREFIX.jobWorkChallan;

describe('a series that fits 16 characters at any count', () => {
  it('writes the first 9,999 as before, so every number given stays as it is', () => {
    expect(seriesNumberWithin(JWC, '2026-27', 1)).toBe('JWC/2026-27/0001');
    expect(seriesNumberWithin(JWC, '2026-27', 9999)).toBe('JWC/2026-27/9999');
  });

  it('writes the year short from the 10,000th, padded to 16 characters', () => {
    expect(seriesNumberWithin(JWC, '2026-27', 10_000)).toBe('JWC/26-27/010000');
    expect(seriesNumberWithin(JWC, '2026-27', 100_000)).toBe('JWC/26-27/100000');
    expect(seriesNumberWithin(JWC, '2026-27', 999_999)).toBe('JWC/26-27/999999');
    for (const n of [1, 9999, 10_000, 100_000, 999_999]) {
      expect(seriesNumberWithin(JWC, '2026-27', n)?.length).toBeLessThanOrEqual(16);
    }
  });

  it('keeps the numbers of a year in the order they were given, as text', () => {
    const numbers = [9998, 9999, 10_000, 10_001, 99_999, 100_000, 100_001].map((n) =>
      seriesNumberWithin(JWC, '2026-27', n),
    );
    expect([...numbers].sort()).toEqual(numbers);
  });

  it('has no number past what 16 characters hold: a million challans in a year', () => {
    expect(seriesCapacity(JWC)).toBe(999_999);
    expect(seriesNumberWithin(JWC, '2026-27', 1_000_000)).toBeNull();
    // A shorter prefix holds more.
    expect(seriesCapacity('PB')).toBe(9_999_999);
    expect(seriesNumberWithin('PB', '2026-27', 1_000_000)).toBe('PB/26-27/1000000');
  });
});
