import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDate } from './format-date';

describe('formatDate', () => {
  it('formats dd/MM/yyyy by default', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('05/03/2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31/12/2025');
  });

  it('formats the short month-day-year', () => {
    expect(formatShortDate('2026-03-05T10:00:00')).toBe('Mar 5, 2026');
    expect(formatDate('2026-11-15', 'MMM d, yyyy')).toBe('Nov 15, 2026');
  });

  it('formats a moment as dd/MM/yyyy HH:mm, in 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 15, 7).toISOString())).toBe('05/03/2026 15:07');
    expect(formatDateTime(new Date(2025, 11, 31, 0, 5))).toBe('31/12/2025 00:05');
    expect(formatDateTime(null)).toBe('N/A');
  });

  it('shows N/A for a missing date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatShortDate(null)).toBe('N/A');
  });

  it('shows Invalid date for an unparseable one', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatShortDate('2026-13-45')).toBe('Invalid date');
    expect(formatDate(Number.NaN)).toBe('Invalid date');
  });
});
