import { fieldTitle } from './field-label.js';

/**
 * The columns a list exports to CSV and an import reads back. The export heads each column with
 * its field's name as people read it ("Party Code"); the import finds a column by that, by the
 * JSON name ("partyCode") or by any spelling of it ("party_code", "PARTY CODE"), so a file
 * exported from Lathe imports unchanged and one typed by hand imports too.
 */
export interface CsvColumn<K extends string = string> {
  key: K;
  type: 'text' | 'boolean' | 'integer' | 'date';
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'inactive']);

/**
 * What makes a spreadsheet run a cell as a formula (OWASP's CSV injection guidance): a leading
 * = + - @ (or their full-width forms), tab or carriage return, also behind leading spaces or
 * zero-width characters, or after a separator inside the cell that a locale may split on
 * (`a;=cmd`).
 */
const LEADING_TRIGGER = /^[\s\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;
const INNER_TRIGGER = /[;,|\t][\s\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell a spreadsheet could run as a formula: the export puts an apostrophe before it (`'+91 …`, `'=…`). */
export const FORMULA_LIKE = new RegExp(`${LEADING_TRIGGER.source}|${INNER_TRIGGER.source}`);
const isFormulaLike = (cell: string) => FORMULA_LIKE.test(cell);

/** The export's guard taken off again, so a file exported from Lathe imports unchanged. */
const unguardFormula = (cell: string) => (cell.startsWith("'") && isFormulaLike(cell.slice(1)) ? cell.slice(1) : cell);

/**
 * One CSV cell as the schema's input: blanks are absent; the export's formula guard is
 * dropped, so a file exported from Lathe imports unchanged; booleans and whole numbers are
 * read from their usual spellings; anything unreadable is passed on as text so the schema
 * reports it with its own message.
 */
export function fromCsvCell(type: CsvColumn['type'], raw: string | undefined): unknown {
  const text = unguardFormula(raw ?? '').trim();
  if (text === '') return undefined;
  if (type === 'boolean') {
    const word = text.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return text;
  }
  if (type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  return text;
}

/** A field's column header, as people read it: `partyCode` → "Party Code", `gstin` → "GSTIN". */
export const csvHeaderLabel = fieldTitle;

/** What a header is matched by: its letters and digits, any case ("Party Code", "party_code", "partyCode" alike). */
export const csvHeaderKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A parsed CSV row (header → cell) as the object a create schema takes; unknown headers are ignored. */
export function fromCsvRow(columns: readonly CsvColumn[], row: Record<string, string | undefined>) {
  const byHeader = new Map(Object.entries(row).map(([header, value]) => [csvHeaderKey(header), value]));
  const result: Record<string, unknown> = {};
  for (const column of columns) {
    const value = fromCsvCell(column.type, byHeader.get(csvHeaderKey(column.key)));
    if (value !== undefined) result[column.key] = value;
  }
  return result;
}

/** One value as a CSV cell's text. */
export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** The most rows one import may carry. */
export const MAX_IMPORT_ROWS = 20_000;
