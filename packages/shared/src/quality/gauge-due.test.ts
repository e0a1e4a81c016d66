import { describe, expect, it } from 'vitest';
import { gaugeState, gaugeUsableOn, nextDueOn } from './gauge-due.js';

describe('a gauge on a day', () => {
  const gauge = { status: 'active', dueOn: '2026-12-10' };

  it('measures up to and on its due day, is due soon in the week before, and is overdue the day after', () => {
    expect(gaugeState(gauge, '2026-12-02')).toBe('calibrated');
    expect(gaugeState(gauge, '2026-12-03')).toBe('due_soon');
    expect(gaugeUsableOn(gauge, '2026-12-10')).toBe(true);
    expect(gaugeState(gauge, '2026-12-11')).toBe('overdue');
    expect(gaugeUsableOn(gauge, '2026-12-11')).toBe(false);
  });

  it('never measures retired or without a passed calibration', () => {
    expect(gaugeUsableOn({ status: 'retired', dueOn: '2027-01-01' }, '2026-12-01')).toBe(false);
    expect(gaugeState({ status: 'active', dueOn: null }, '2026-12-01')).toBe('uncalibrated');
  });

  it('is due its frequency in days after a passed calibration, and a failed one sets no due date', () => {
    expect(nextDueOn('2026-06-01', 365, 'pass')).toBe('2027-06-01');
    expect(nextDueOn('2026-12-01', 90, 'pass')).toBe('2027-03-01');
    expect(nextDueOn('2026-12-01', 90, 'fail')).toBeNull();
  });
});
