/**
 * The columns a list exports to CSV and an import reads back: the header is the field's
 * JSON name, so a file exported from Lathe imports unchanged.
 */
export interface CsvColumn<K extends string = string> {
  key: K;
  type: 'text' | 'boolean' | 'integer' | 'date';
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'inactive']);

/** The apostrophe an export puts before a cell a spreadsheet would run as a formula (`'+91 …`, `'=…`). */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/**
 * One CSV cell as the schema's input: blanks are absent; the export's formula guard is
 * dropped, so a file exported from Lathe imports unchanged; booleans and whole numbers are
 * read from their usual spellings; anything unreadable is passed on as text so the schema
 * reports it with its own message.
 */
export function fromCsvCell(type: CsvColumn['type'], raw: string | undefined): unknown {
  const text = (raw ?? '').replace(FORMULA_GUARD, '').trim();
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

/** A parsed CSV row (header → cell) as the object a create schema takes; unknown headers are ignored. */
export function fromCsvRow(columns: readonly CsvColumn[], row: Record<string, string | undefined>) {
  const byHeader = new Map(Object.entries(row).map(([header, value]) => [header.trim().toLowerCase(), value]));
  const result: Record<string, unknown> = {};
  for (const column of columns) {
    const value = fromCsvCell(column.type, byHeader.get(column.key.toLowerCase()));
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
