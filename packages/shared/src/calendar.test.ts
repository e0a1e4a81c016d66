import { describe, expect, it } from 'vitest';
import { addDays, addYears, indianDate, todayIn, weekOf } from './calendar.js';

describe('todayIn', () => {
  it("gives India's date by default, which runs 5½ hours ahead of UTC", () => {
    expect(todayIn(undefined, new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(todayIn(undefined, new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(todayIn('Asia/Kolkata', new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('takes another zone', () => {
    expect(todayIn('UTC', new Date('2026-03-31T18:30:00Z'))).toBe('2026-03-31');
    expect(todayIn('America/New_York', new Date('2026-04-01T03:00:00Z'))).toBe('2026-03-31');
  });

  it('defaults to now', () => {
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-04-10', 30)).toBe('2026-05-10');
    expect(addDays('2026-04-10', 0)).toBe('2026-04-10');
  });

  it('rejects what is not a calendar date or whole days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('10/04/2026', 1)).toThrow(RangeError);
    expect(() => addDays('2026-04-10', 1.5)).toThrow(RangeError);
  });
});

describe('weekOf', () => {
  it('runs Monday to Sunday: a Sunday closes its week, the Monday after starts the next', () => {
    // Monday 01/06/2026 … Sunday 07/06/2026.
    expect(weekOf('2026-06-01')).toEqual({ monday: '2026-06-01', sunday: '2026-06-07' });
    expect(weekOf('2026-06-06')).toEqual({ monday: '2026-06-01', sunday: '2026-06-07' });
    expect(weekOf('2026-06-07')).toEqual({ monday: '2026-06-01', sunday: '2026-06-07' });
    expect(weekOf('2026-06-08')).toEqual({ monday: '2026-06-08', sunday: '2026-06-14' });
  });

  it('spans a year end and a leap day', () => {
    // Thursday 31/12/2026: Monday 28/12 to Sunday 03/01/2027.
    expect(weekOf('2026-12-31')).toEqual({ monday: '2026-12-28', sunday: '2027-01-03' });
    expect(weekOf('2027-01-03')).toEqual({ monday: '2026-12-28', sunday: '2027-01-03' });
    // Thursday 29/02/2024.
    expect(weekOf('2024-02-29')).toEqual({ monday: '2024-02-26', sunday: '2024-03-03' });
    // Before 1970 too.
    expect(weekOf('1969-12-31')).toEqual({ monday: '1969-12-29', sunday: '1970-01-04' });
  });

  it('rejects what is not a calendar date', () => {
    expect(() => weekOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('addYears', () => {
  it('keeps the day and month, and takes 29 February to the 28th in a year without one', () => {
    expect(addYears('2026-12-06', 1)).toBe('2027-12-06');
    expect(addYears('2026-03-31', -1)).toBe('2025-03-31');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2099-12-31', 0)).toBe('2099-12-31');
  });

  it('rejects what is not a calendar date or whole years, or leaves the calendar', () => {
    expect(() => addYears('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addYears('2026-04-10', 0.5)).toThrow(RangeError);
    expect(() => addYears('9999-01-01', 1)).toThrow(RangeError);
  });
});

describe('indianDate', () => {
  it('writes a stored date day first, as Indian documents do', () => {
    expect(indianDate('2026-04-01')).toBe('01/04/2026');
  });

  it('writes nothing for a date not given', () => {
    expect(indianDate(null)).toBe('');
  });
});
