import { describe, expect, it } from 'vitest';
import { addMonths, dayMonthYear, firstDayOf, monthOf, monthsEndingWith } from './calendar.js';

describe('calendar months', () => {
  it('moves across year ends both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it('lists the twelve months ending with this one, oldest first', () => {
    const months = monthsEndingWith('2026-11', 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
    expect(monthsEndingWith('2026-01', 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('reads the month of a date and its first day', () => {
    expect(monthOf('2026-11-12')).toBe('2026-11');
    expect(firstDayOf('2026-11')).toBe('2026-11-01');
  });

  it('refuses what is not a month', () => {
    expect(() => addMonths('2026-11-01', 1)).toThrow(RangeError);
  });

  it('words a date as messages show it', () => {
    expect(dayMonthYear('2026-11-12')).toBe('12 Nov 2026');
    expect(dayMonthYear('2027-01-02')).toBe('2 Jan 2027');
  });
});
