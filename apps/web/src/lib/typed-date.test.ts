import { describe, expect, it } from 'vitest';
import { maskTypedDate, parseTypedDate, typedDateText } from './typed-date';

describe('parseTypedDate', () => {
  it('reads day first, with any of the usual separators or none', () => {
    for (const text of ['05/04/2026', '5/4/2026', '05-04-2026', '05.04.2026', '05042026', ' 05/04/2026 ']) {
      expect(parseTypedDate(text), text).toBe('2026-04-05');
    }
  });

  it('is no date for a day the month lacks, a short year, a month past twelve or half a date', () => {
    for (const text of ['31/04/2026', '29/02/2027', '05/04/26', '05/13/2026', '05/04', '', 'today', '00/01/2026']) {
      expect(parseTypedDate(text), text).toBeNull();
    }
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
  });
});

describe('typedDateText', () => {
  it('shows yyyy-MM-dd as dd/mm/yyyy, nothing as empty, and text not yet a date as typed', () => {
    expect(typedDateText('2026-04-05')).toBe('05/04/2026');
    expect(typedDateText(null)).toBe('');
    expect(typedDateText('31/04/2026')).toBe('31/04/2026');
  });
});

describe('maskTypedDate', () => {
  it('puts in the slashes while typing forward, and not while deleting', () => {
    let shown = '';
    for (const digit of '05042026') shown = maskTypedDate(shown, `${shown}${digit}`);
    expect(shown).toBe('05/04/2026');
    expect(maskTypedDate('12/', '12')).toBe('12');
    expect(maskTypedDate('12/04/', '12/04')).toBe('12/04');
  });

  it('keeps digits and turns dashes and dots into slashes, ten characters at most', () => {
    expect(maskTypedDate('', '5-4-2026')).toBe('5/4/2026');
    expect(maskTypedDate('', 'ab05.04.2026999')).toBe('05/04/2026');
  });
});
