import { describe, expect, it } from 'vitest';
import { formatCalendarDay, relativeDay } from './relative-day';

describe('relativeDay', () => {
  it('words a calendar date against today', () => {
    expect(relativeDay('2026-11-12', '2026-11-12')).toBe('Today');
    expect(relativeDay('2026-11-11', '2026-11-12')).toBe('Yesterday');
    expect(relativeDay('2026-11-13', '2026-11-12')).toBe('Tomorrow');
    expect(relativeDay('2026-11-09', '2026-11-12')).toBe('3 days ago');
    expect(relativeDay('2026-11-14', '2026-11-12')).toBe('In 2 days');
  });

  it('counts across month and year ends', () => {
    expect(relativeDay('2026-12-31', '2027-01-02')).toBe('2 days ago');
    expect(relativeDay('2027-03-01', '2027-02-28')).toBe('Tomorrow');
  });
});

describe('formatCalendarDay', () => {
  it('writes a calendar date as day, short month and year', () => {
    expect(formatCalendarDay('2026-03-05')).toBe('5 Mar 2026');
    expect(formatCalendarDay('2026-09-30')).toBe('30 Sep 2026');
    expect(formatCalendarDay('2026-12-01T00:00:00.000Z')).toBe('1 Dec 2026');
  });

  it('leaves anything else as it came', () => {
    expect(formatCalendarDay('soon')).toBe('soon');
    expect(formatCalendarDay('2026-13-01')).toBe('2026-13-01');
  });
});
