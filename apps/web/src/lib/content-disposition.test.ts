import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './content-disposition';

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="departments-2026-11-22.csv"', 'departments-2026-11-22.csv'],
    ['attachment; filename=machines.csv', 'machines.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ['attachment; filename*=UTF-8\'\'caf%C3%A9.csv; filename="cafe.csv"', 'café.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4; filename="fallback.csv"', 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });

  it.each([null, '', 'attachment', 'inline; filename=""'])('is null for %j', (header) => {
    expect(filenameFromDisposition(header)).toBeNull();
  });
});
