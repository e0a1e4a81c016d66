import { describe, expect, it } from 'vitest';
import { productOperations, runMinutes } from './operations.js';

describe('productOperations', () => {
  it('gives one operation per cycle time the product has, in the order a part goes through them', () => {
    const operations = productOperations({
      single_setup_cycle_time_sec: null,
      rough_first_cycle_time_sec: 20,
      second_setup_cycle_time_sec: 30.5,
      spm_rough_first_cycle_time_sec: 0,
    });
    expect(operations).toEqual([
      {
        seq: 1,
        cycleField: 'rough_first_cycle_time_sec',
        label: 'Rough 1st side',
        kind: 'rough',
        cycleTimeSec: 20,
        piecesPerHour: 180,
      },
      {
        seq: 2,
        cycleField: 'second_setup_cycle_time_sec',
        label: '2nd setup',
        kind: 'second_op',
        cycleTimeSec: 30.5,
        piecesPerHour: 118,
      },
    ]);
  });

  it('has nothing to run for a product without cycle times', () => {
    expect(productOperations({})).toEqual([]);
  });
});

describe('runMinutes', () => {
  it('is exact for whole minutes and rounds a part minute up', () => {
    expect(runMinutes(10_000, 45)).toBe(7_500); // 125 h
    expect(runMinutes(1, 45)).toBe(1);
    expect(runMinutes(3, 0.3)).toBe(1); // 0.9 s
    expect(runMinutes(200, 0.3)).toBe(1); // 60 s exactly
    expect(runMinutes(201, 0.3)).toBe(2);
  });

  it('needs no time for nothing left to make', () => {
    expect(runMinutes(0, 45)).toBe(0);
    expect(runMinutes(-5, 45)).toBe(0);
  });
});
