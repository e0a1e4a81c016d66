import { FORMULA_LIKE, fromCsvCell } from '@lathe/shared';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

/** A cell as the export writes it (apostrophe and quotes where a spreadsheet could run it). */
const exported = (cell: string) => Papa.unparse([[cell]], { escapeFormulae: FORMULA_LIKE });

describe('the CSV formula guard', () => {
  it.each([
    '=HYPERLINK("http://evil")',
    '+91 98450 12345',
    '-2+3',
    '@SUM(A1)',
    '\t=cmd',
    '\r=cmd',
    '  =1+1',
    '\u200B=1+1',
    '\uFEFF@x',
    '\uFF1D1+1',
    'Nashik;=cmd|calc',
    'a,=1',
    'x| +1',
  ])('guards %j', (cell) => {
    expect(FORMULA_LIKE.test(cell)).toBe(true);
    const written = exported(cell);
    expect(written.startsWith(`"'`)).toBe(true);
    // The import reads it back as it was.
    const back = Papa.parse<string[]>(written).data[0]?.[0];
    expect(fromCsvCell('text', back)).toBe(cell.trim() === '' ? undefined : cell.trim());
  });

  it.each(['Bosch Ltd, Nashik', 'PO-4471', 'a-b', 'x@example.com', "O'Brien", 'Plot 14, MIDC'])(
    'leaves %j alone',
    (cell) => {
      expect(FORMULA_LIKE.test(cell)).toBe(false);
      expect(fromCsvCell('text', cell)).toBe(cell);
    },
  );
});
