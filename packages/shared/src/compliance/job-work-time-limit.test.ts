import { describe, expect, it } from 'vitest';
import { jobWorkTimeLimit, lastDayBack, overLimitText } from './job-work-time-limit.js';

describe('the job-work time limit (section 143)', () => {
  it('keeps inputs within the year for 365 days and deems them supplied from the 366th', () => {
    expect(jobWorkTimeLimit('2026-04-10', '2026-04-10')).toEqual({
      daysOut: 0,
      lastDay: '2027-04-10',
      overdueOn: '2027-04-11',
      overdue: false,
    });
    expect(jobWorkTimeLimit('2026-04-10', '2027-04-10')).toMatchObject({ daysOut: 365, overdue: false });
    expect(jobWorkTimeLimit('2026-04-10', '2027-04-11')).toMatchObject({ daysOut: 366, overdue: true });
    expect(jobWorkTimeLimit('2026-04-10', '2028-01-01')).toMatchObject({ daysOut: 631, overdue: true });
  });

  it('counts a calendar year, so a year with 29 February gives one day more', () => {
    // 2027-06-01 to 2028-06-01 spans 29/02/2028: 366 days, still the last day.
    expect(jobWorkTimeLimit('2027-06-01', '2028-06-01')).toMatchObject({ daysOut: 366, overdue: false });
    expect(jobWorkTimeLimit('2027-06-01', '2028-06-02')).toMatchObject({ daysOut: 367, overdue: true });
    // Sent on 29 February: back by 28 February of the next year.
    expect(lastDayBack('2028-02-29', 1)).toBe('2029-02-28');
    expect(jobWorkTimeLimit('2028-02-29', '2029-03-01')).toMatchObject({ overdueOn: '2029-03-01', overdue: true });
  });

  it('gives capital goods three years', () => {
    expect(jobWorkTimeLimit('2026-04-10', '2028-04-10', 'capital_goods')).toMatchObject({ overdue: false });
    expect(jobWorkTimeLimit('2026-04-10', '2029-04-10', 'capital_goods')).toMatchObject({
      lastDay: '2029-04-10',
      overdue: false,
    });
    expect(jobWorkTimeLimit('2026-04-10', '2029-04-11', 'capital_goods').overdue).toBe(true);
  });

  it('gives moulds, dies, jigs, fixtures and tools no limit at all', () => {
    expect(jobWorkTimeLimit('2020-04-10', '2029-04-11', 'tools')).toEqual({
      daysOut: 3288,
      lastDay: null,
      overdueOn: null,
      overdue: false,
    });
  });

  it('names the limit a flag is for', () => {
    expect(overLimitText('inputs')).toBe('Out over 1 year');
    expect(overLimitText('capital_goods')).toBe('Out over 3 years');
    expect(overLimitText('tools')).toBe('');
  });

  it('refuses what is no date', () => {
    expect(() => jobWorkTimeLimit('10/04/2026', '2026-04-10')).toThrow(RangeError);
  });
});
