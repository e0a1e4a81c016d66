import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FreeTime } from './free-time.js';

describe('free time', () => {
  it('fits a stretch at the moment asked, or at the start of the first gap after it that holds it', () => {
    const free = new FreeTime();
    free.take(10, 20);
    free.take(25, 40);
    expect(free.firstFit(0, 10, 100)).toBe(0);
    expect(free.firstFit(5, 10, 100)).toBe(40);
    expect(free.firstFit(12, 5, 100)).toBe(20);
    expect(free.firstFit(12, 6, 100)).toBe(40);
    // It would end after 45.
    expect(free.firstFit(12, 6, 45)).toBeNull();
    expect(() => free.take(15, 22)).toThrow(/not free/);
  });

  it('agrees with a minute-by-minute count over any jobs taken', () => {
    const jobs = fc.array(
      fc.record({ from: fc.integer({ min: 0, max: 300 }), length: fc.integer({ min: 1, max: 40 }) }),
      {
        maxLength: 40,
      },
    );
    const asks = fc.array(
      fc.record({ from: fc.integer({ min: 0, max: 400 }), length: fc.integer({ min: 1, max: 60 }) }),
      {
        maxLength: 10,
      },
    );
    fc.assert(
      fc.property(jobs, asks, (wanted, questions) => {
        const free = new FreeTime();
        const busy = new Uint8Array(1000);
        const fits = (at: number, length: number) => busy.subarray(at, at + length).every((b) => b === 0);
        // Each job where it first fits from its wish, as the scheduler takes them.
        for (const { from, length } of wanted) {
          let at = from;
          while (!fits(at, length)) at++;
          // The first fit starts at the wish or where a job ends.
          expect(free.firstFit(from, length, Number.POSITIVE_INFINITY)).toBe(at);
          free.take(at, at + length);
          busy.fill(1, at, at + length);
        }
        for (const { from, length } of questions) {
          let at = from;
          while (!fits(at, length)) at++;
          expect(free.firstFit(from, length, at + length)).toBe(at);
          expect(free.firstFit(from, length, at + length - 1)).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });
});
