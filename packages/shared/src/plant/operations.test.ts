import { describe, expect, it } from 'vitest';
import { productOperations, routingDays, runMinutes } from './operations.js';

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

describe('routing days', () => {
  it('1,000 pieces at 45 s and 30 s with an hour’s setup each: 1,370 minutes, 2 plant days', () => {
    // 1,000 × 45 s = 750 min, 1,000 × 30 s = 500 min, + 2 × 60 setup = 1,370 min > 960: 2 working days.
    expect(routingDays({ rough_first_cycle_time_sec: 45, rough_second_cycle_time_sec: 30 }, 1000)).toBe(2);
    // 10,000 pieces at 45 s: 7,500 + 60 = 7,560 min = 8 working days, and the Sunday after six: 9.
    expect(routingDays({ single_setup_cycle_time_sec: 45 }, 10_000)).toBe(9);
    expect(routingDays({ single_setup_cycle_time_sec: 10 }, 6)).toBe(1);
    expect(routingDays({ single_setup_cycle_time_sec: 10 }, 0)).toBe(0);
  });
});
