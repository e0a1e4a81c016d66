import { addDays, indianDate, MONTH_NAMES, monthName, weekOf } from '../calendar.js';
import { isCalendarDate } from '../schemas/common.js';
import { monthBounds } from '../schemas/delivery-schedule.js';

/*
 * A customer's monthly delivery schedule, read from the grid of its spreadsheet into lines of
 * part, bucket (a day or an ISO week) and quantity. The server turns the customer's .xlsx or CSV
 * into the grid (apps/server/src/lib/spreadsheet-grid.ts); this reads the grid, in the browser
 * for the preview and on the server for the import, so both say the same.
 *
 * Two layouts occur: "long", one row per part and date (Part No | Date | Qty), and "wide", one row
 * per part and one column per bucket, headed by a date or a week. Nothing is guessed: every cell
 * that cannot be read is a problem naming its row (and column), and the caller refuses the whole
 * import while there are any, so a schedule is never half-imported.
 */

/** One cell of a spreadsheet: text, a number, an Excel date (yyyy-mm-dd), or empty. */
export type GridCell = { text: string } | { number: number } | { date: string } | null;

/** One sheet: rows[N - 1] is row N of the file, an empty row an empty array. */
export interface GridSheet {
  name: string;
  rows: GridCell[][];
}

export interface SpreadsheetGrid {
  sheets: GridSheet[];
}

/** Which columns hold what, named by their header text in `headerRow` (any case, any spacing). */
export type ScheduleColumnMapping =
  | { layout: 'long'; headerRow: number; partColumn: string; dateColumn: string; quantityColumn: string }
  | { layout: 'wide'; headerRow: number; partColumn: string };

export interface ScheduleImportLine {
  productId: string;
  /** As written in the file. */
  partNumber: string;
  bucket: 'day' | 'week';
  /** yyyy-mm-dd: the day, or the Monday of the ISO week. */
  date: string;
  quantity: number;
  row: number;
}

export interface ScheduleImportProblem {
  row: number;
  /** The Excel letter of the column, when the problem is about one cell. */
  column?: string;
  message: string;
}

export interface ScheduleImportResult {
  /** By part number, then date. */
  lines: ScheduleImportLine[];
  problems: ScheduleImportProblem[];
}

/** A schedule's quantity stays below a crore: more is a typing slip, not an order. */
export const SCHEDULE_QUANTITY_LIMIT = 10_000_000;

/** The Excel letter of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A header as the mapping names it: case and spaces do not count ("Part No" = "PART  NO"). */
const headerKey = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** A cell as text: a number as written, an Excel date as India writes it, empty as ''. */
function cellText(cell: GridCell | undefined): string {
  if (!cell) return '';
  if ('text' in cell) return cell.text.trim();
  if ('number' in cell) return String(cell.number);
  return indianDate(cell.date);
}

/** Text the user wrote, quoted in a message: long texts are cut so the message stays readable. */
const quoted = (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;

const isEmptyRow = (row: readonly GridCell[]) => row.every((cell) => cellText(cell) === '');

// ---------------------------------------------------------------------------------------------
// The schedule's month and ISO weeks

interface Month {
  /** yyyy-mm */
  key: string;
  year: number;
  first: string;
  last: string;
  /** "December 2026" */
  label: string;
}

function monthOf(month: string): Month {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const first = `${month}-01`;
  if (!match || !isCalendarDate(first)) throw new RangeError(`Not a yyyy-mm month: ${month}`);
  return { key: month, year: Number(match[1]), ...monthBounds(month), label: monthName(month) };
}

/** The Monday of ISO week 1: the week with 4 January in it (so with the year's first Thursday). */
const firstIsoMonday = (isoYear: number) => weekOf(`${String(isoYear).padStart(4, '0')}-01-04`).monday;

/** 52 or 53: the weeks from one ISO year's week 1 to the next one's. */
const isoWeeksIn = (isoYear: number) =>
  (Date.parse(firstIsoMonday(isoYear + 1)) - Date.parse(firstIsoMonday(isoYear))) / (7 * 86_400_000);

/** The Monday of an ISO week, or null when the ISO year has no such week (a 53rd week in a 52-week year). */
function isoWeekMonday(isoYear: number, week: number): string | null {
  if (week < 1 || week > isoWeeksIn(isoYear)) return null;
  return addDays(firstIsoMonday(isoYear), (week - 1) * 7);
}

const weekTouchesMonth = (monday: string, month: Month) => monday <= month.last && addDays(monday, 6) >= month.first;

/**
 * The Monday of week `week` (no year written) as the schedule means it: the ISO week of that
 * number with a day in the month. Usually it is in the month's own year; around the new year it
 * may be the next year's (W1 of a December schedule, when 1 January is Monday to Thursday) or the
 * last one's (W53 of a January schedule, when the old year has one). Two weeks of one number are
 * a year apart, so at most one of them touches a month.
 */
function weekOfMonth(week: number, month: Month): string | null {
  for (const isoYear of [month.year, month.year + 1, month.year - 1]) {
    const monday = isoWeekMonday(isoYear, week);
    if (monday !== null && weekTouchesMonth(monday, month)) return monday;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Buckets: a date or a week, as a header (wide) or a cell (long) writes it

interface Bucket {
  bucket: 'day' | 'week';
  date: string;
  /** As messages name it: "07/12/2026", "week 50". */
  label: string;
}

/** What a header or date cell says: a bucket in the month, one that is not, or nothing like a bucket. */
type BucketReading = { kind: 'bucket'; value: Bucket } | { kind: 'problem'; message: string } | { kind: 'none' };

const ENGLISH_MONTHS = new Map(
  MONTH_NAMES.flatMap((name, i) => [
    [name.toLowerCase(), i + 1],
    [name.slice(0, 3).toLowerCase(), i + 1],
  ]),
);
ENGLISH_MONTHS.set('sept', 9);

// India writes the day first: 07/12/2026 is the 7th of December, never 12 July.
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// 07-Dec-2026, 7 Dec 2026, 7 December 2026: as SAP and the customers' portals export.
const NAMED_MONTH = /^(\d{1,2})[\s/.-]*([a-z]{3,9})[\s/.,-]*(\d{4})$/i;
const WEEK = /^(?:w|wk|week)[\s.-]*(\d{1,2})$/i;
const ISO_WEEK = /^(\d{4})-?w(\d{1,2})$/i;

const pad2 = (n: string | number) => String(n).padStart(2, '0');

/** A day in the month; a day outside it, or one that is not on the calendar, is a problem. */
function dayBucket(date: string, written: string, month: Month): BucketReading {
  if (!isCalendarDate(date)) return { kind: 'problem', message: `${quoted(written)} is not a date` };
  const label = indianDate(date);
  if (date.slice(0, 7) !== month.key) return { kind: 'problem', message: `${label} is outside ${month.label}` };
  return { kind: 'bucket', value: { bucket: 'day', date, label } };
}

/** A week with a day in the month; its number is read in the year written, or else as weekOfMonth says. */
function weekBucket(week: number, isoYear: number | null, written: string, month: Month): BucketReading {
  if (week < 1 || week > 53) return { kind: 'problem', message: `${quoted(written)} is not a week (W1 to W53)` };
  const name = isoYear === null ? `Week ${week}` : `Week ${week} of ${isoYear}`;
  const monday = isoYear === null ? weekOfMonth(week, month) : isoWeekMonday(isoYear, week);
  if (monday === null && isoYear !== null) return { kind: 'problem', message: `${isoYear} has no week ${week}` };
  if (monday === null || !weekTouchesMonth(monday, month)) {
    return { kind: 'problem', message: `${name} has no day in ${month.label}` };
  }
  return { kind: 'bucket', value: { bucket: 'week', date: monday, label: name.replace('Week', 'week') } };
}

function readTextBucket(text: string, month: Month): BucketReading {
  let match = DAY_FIRST.exec(text);
  if (match) return dayBucket(`${match[4]}-${pad2(match[3] as string)}-${pad2(match[1] as string)}`, text, month);
  match = YEAR_FIRST.exec(text);
  if (match) return dayBucket(`${match[1]}-${pad2(match[2] as string)}-${pad2(match[3] as string)}`, text, month);
  match = NAMED_MONTH.exec(text);
  const named = match ? ENGLISH_MONTHS.get((match[2] as string).toLowerCase()) : undefined;
  if (match && named !== undefined) {
    return dayBucket(`${match[3]}-${pad2(named)}-${pad2(match[1] as string)}`, text, month);
  }
  match = WEEK.exec(text);
  if (match) return weekBucket(Number(match[1]), null, text, month);
  match = ISO_WEEK.exec(text);
  if (match) return weekBucket(Number(match[2]), Number(match[1]), text, month);
  return { kind: 'none' };
}

/** A cell as a bucket: an Excel date, or text that reads as a date or a week; a number is neither. */
function readBucket(cell: GridCell | undefined, month: Month): BucketReading {
  if (!cell) return { kind: 'none' };
  if ('date' in cell) return dayBucket(cell.date, cell.date, month);
  if ('text' in cell) return readTextBucket(cell.text.trim(), month);
  return { kind: 'none' };
}

const BUCKET_EXAMPLE = '(07/12/2026, W50)';

// ---------------------------------------------------------------------------------------------
// Quantities

/**
 * What a quantity cell says. `numeric` tells a number (even a wrong one) from words: a row with no
 * part number and numbers in it is a part left out, but one with only words ("Mon", "Tue" under
 * the dates) is a second header line.
 */
type QuantityReading =
  | { kind: 'empty' }
  | { kind: 'quantity'; value: number }
  | { kind: 'problem'; message: string; numeric: boolean };

// 1000, 1,000 (Western grouping) or 1,00,000 (Indian), with decimals if any; nothing else.
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const WESTERN_GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const INDIAN_GROUPED = /^-?\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d+)?$/;

function numberOfText(text: string): number | null {
  if (!PLAIN_NUMBER.test(text) && !WESTERN_GROUPED.test(text) && !INDIAN_GROUPED.test(text)) return null;
  return Number(text.replaceAll(',', ''));
}

function quantityOfNumber(value: number): QuantityReading {
  if (!Number.isFinite(value))
    return { kind: 'problem', message: `${quoted(String(value))} is not a quantity`, numeric: false };
  if (value === 0) return { kind: 'empty' };
  if (value < 0) return { kind: 'problem', message: 'Quantity cannot be negative', numeric: true };
  // Excel's arithmetic leaves dust (99.99999999999999 shown as 100): that is a whole number.
  const whole = Math.round(value);
  if (Math.abs(value - whole) > 1e-6) {
    return { kind: 'problem', message: 'Quantity must be a whole number', numeric: true };
  }
  if (whole >= SCHEDULE_QUANTITY_LIMIT) {
    return { kind: 'problem', message: 'Quantity must be less than 1,00,00,000', numeric: true };
  }
  return { kind: 'quantity', value: whole };
}

function readQuantity(cell: GridCell | undefined): QuantityReading {
  if (!cell) return { kind: 'empty' };
  if ('number' in cell) return quantityOfNumber(cell.number);
  const text = cellText(cell);
  if (text === '') return { kind: 'empty' };
  const value = 'text' in cell ? numberOfText(text) : null;
  if (value === null) return { kind: 'problem', message: `${quoted(text)} is not a quantity`, numeric: false };
  return quantityOfNumber(value);
}

const hasNumber = (reading: QuantityReading) =>
  reading.kind === 'quantity' || (reading.kind === 'problem' && reading.numeric);

// ---------------------------------------------------------------------------------------------
// Reading the rows

/** Where the problems and lines gather, with what every row needs: the month, parts, duplicates. */
class ScheduleReader {
  readonly lines: ScheduleImportLine[] = [];
  readonly problems: { problem: ScheduleImportProblem; columnIndex: number }[] = [];
  /** product|bucket|date → the row that has it. */
  private readonly seen = new Map<string, number>();
  private readonly products = new Map<string, string | null>();

  constructor(
    readonly month: Month,
    private readonly parts: (partNumber: string) => string | null,
  ) {}

  problem(row: number, columnIndex: number | null, message: string) {
    const problem: ScheduleImportProblem =
      columnIndex === null ? { row, message } : { row, column: columnLetter(columnIndex), message };
    this.problems.push({ problem, columnIndex: columnIndex ?? -1 });
  }

  /** The product of a part number, asked once per spelling; an unknown part is the row's problem. */
  product(partNumber: string, row: number, partColumn: number): string | null {
    if (!this.products.has(partNumber)) this.products.set(partNumber, this.parts(partNumber));
    const productId = this.products.get(partNumber) ?? null;
    if (productId === null) {
      this.problem(row, partColumn, `Part ${quoted(partNumber)} is not one of this customer's products`);
    }
    return productId;
  }

  /** A line, unless an earlier row already has the same product and bucket. */
  line(productId: string, partNumber: string, bucket: Bucket, quantity: number, row: number, column: number) {
    const key = `${productId}|${bucket.bucket}|${bucket.date}`;
    const earlier = this.seen.get(key);
    if (earlier !== undefined) {
      this.problem(row, column, `Part ${quoted(partNumber)} for ${bucket.label} is already on row ${earlier}`);
      return;
    }
    this.seen.set(key, row);
    this.lines.push({ productId, partNumber, bucket: bucket.bucket, date: bucket.date, quantity, row });
  }

  result(): ScheduleImportResult {
    const lines = this.lines.sort(
      (a, b) => compare(a.partNumber, b.partNumber) || compare(a.date, b.date) || compare(a.bucket, b.bucket),
    );
    const problems = this.problems
      .sort((a, b) => a.problem.row - b.problem.row || a.columnIndex - b.columnIndex)
      .map(({ problem }) => problem);
    return { lines, problems };
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The columns of the header row the mapping names, by index; a name no column (or more than
 * one) has is a problem, and then nothing further can be read.
 */
function findColumns(
  header: readonly GridCell[],
  names: readonly string[],
  headerRow: number,
  reader: ScheduleReader,
): number[] | null {
  const keys = header.map((cell) => headerKey(cellText(cell)));
  const found: number[] = [];
  for (const name of names) {
    const indexes = keys.flatMap((key, index) => (key !== '' && key === headerKey(name) ? [index] : []));
    const [index, twice] = indexes;
    if (index === undefined) reader.problem(headerRow, null, `No column headed ${quoted(name)} in row ${headerRow}`);
    else if (twice !== undefined)
      reader.problem(headerRow, twice, `More than one column in row ${headerRow} is headed ${quoted(name)}`);
    else found.push(index);
  }
  return found.length === names.length ? found : null;
}

function readLongRows(
  rows: readonly (readonly GridCell[])[],
  mapping: Extract<ScheduleColumnMapping, { layout: 'long' }>,
  reader: ScheduleReader,
) {
  const { headerRow } = mapping;
  const columns = findColumns(
    rows[headerRow - 1] ?? [],
    [mapping.partColumn, mapping.dateColumn, mapping.quantityColumn],
    headerRow,
    reader,
  );
  if (!columns) return;
  const [partColumn, dateColumn, quantityColumn] = columns as [number, number, number];
  for (let index = headerRow; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    const row = index + 1;
    if (isEmptyRow(cells)) continue;
    const partNumber = cellText(cells[partColumn]);
    const quantity = readQuantity(cells[quantityColumn]);
    if (partNumber === '') {
      if (hasNumber(quantity)) reader.problem(row, partColumn, 'Part number is missing');
      continue;
    }
    if (quantity.kind === 'empty') continue;
    const productId = reader.product(partNumber, row, partColumn);
    if (quantity.kind === 'problem') reader.problem(row, quantityColumn, quantity.message);
    const bucket = cellText(cells[dateColumn]) === '' ? null : readBucket(cells[dateColumn], reader.month);
    if (bucket === null) reader.problem(row, dateColumn, 'Date is missing');
    else if (bucket.kind === 'problem') reader.problem(row, dateColumn, bucket.message);
    else if (bucket.kind === 'none') {
      const written = quoted(cellText(cells[dateColumn]));
      reader.problem(row, dateColumn, `${written} is not a date or a week ${BUCKET_EXAMPLE}`);
    } else if (productId !== null && quantity.kind === 'quantity') {
      reader.line(productId, partNumber, bucket.value, quantity.value, row, quantityColumn);
    }
  }
}

/** A wide sheet's bucket column: its bucket, or why its header is not one (told only if it holds quantities). */
interface BucketColumn {
  index: number;
  reading: Extract<BucketReading, { kind: 'bucket' | 'problem' }>;
  used: boolean;
}

/** The columns after the part column that a date or a week heads; two columns of one bucket are a problem. */
function bucketColumns(header: readonly GridCell[], partColumn: number, headerRow: number, reader: ScheduleReader) {
  const columns: BucketColumn[] = [];
  const headed = new Map<string, number>();
  for (let index = partColumn + 1; index < header.length; index++) {
    const reading = readBucket(header[index], reader.month);
    if (reading.kind === 'none') continue;
    if (reading.kind === 'bucket') {
      const key = `${reading.value.bucket}|${reading.value.date}`;
      const first = headed.get(key);
      if (first !== undefined) {
        const message = `${reading.value.label} already heads column ${columnLetter(first)}`;
        reader.problem(headerRow, index, message.charAt(0).toUpperCase() + message.slice(1));
        continue;
      }
      headed.set(key, index);
    }
    columns.push({ index, reading, used: false });
  }
  return columns;
}

function readWideRows(
  rows: readonly (readonly GridCell[])[],
  mapping: Extract<ScheduleColumnMapping, { layout: 'wide' }>,
  reader: ScheduleReader,
) {
  const { headerRow } = mapping;
  const header = rows[headerRow - 1] ?? [];
  const found = findColumns(header, [mapping.partColumn], headerRow, reader);
  if (!found) return;
  const [partColumn] = found as [number];
  const columns = bucketColumns(header, partColumn, headerRow, reader);
  if (!columns.some((column) => column.reading.kind === 'bucket')) {
    // Headed by dates or weeks, none of them the month's: most likely the wrong month was chosen.
    for (const { index, reading } of columns) {
      if (reading.kind === 'problem') reader.problem(headerRow, index, reading.message);
    }
    if (columns.length === 0) {
      reader.problem(headerRow, null, `No column in row ${headerRow} is headed by a date or a week ${BUCKET_EXAMPLE}`);
    }
    return;
  }
  for (let index = headerRow; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    const row = index + 1;
    if (isEmptyRow(cells)) continue;
    const partNumber = cellText(cells[partColumn]);
    const quantities = columns.map((column) => ({ column, quantity: readQuantity(cells[column.index]) }));
    const filled = quantities.filter(({ quantity }) => quantity.kind !== 'empty');
    if (partNumber === '') {
      if (filled.some(({ quantity }) => hasNumber(quantity))) reader.problem(row, partColumn, 'Part number is missing');
      continue;
    }
    if (filled.length === 0) continue;
    const productId = reader.product(partNumber, row, partColumn);
    for (const { column, quantity } of filled) {
      // A column whose header is not a bucket of the month is told once, at its header.
      if (column.reading.kind === 'problem') column.used = true;
      else if (quantity.kind === 'problem') reader.problem(row, column.index, quantity.message);
      else if (productId !== null && quantity.kind === 'quantity') {
        reader.line(productId, partNumber, column.reading.value, quantity.value, row, column.index);
      }
    }
  }
  for (const column of columns) {
    if (column.used && column.reading.kind === 'problem')
      reader.problem(headerRow, column.index, column.reading.message);
  }
}

/**
 * Reads a delivery schedule for `month` (yyyy-mm) from a sheet's rows: the lines, and every
 * problem. `parts` gives the product of one of the customer's part numbers, or null. The caller
 * imports nothing while there are problems; lines come by part number, then date.
 */
export function readScheduleGrid(
  rows: readonly (readonly GridCell[])[],
  mapping: ScheduleColumnMapping,
  month: string,
  parts: (partNumber: string) => string | null,
): ScheduleImportResult {
  if (!Number.isSafeInteger(mapping.headerRow) || mapping.headerRow < 1) {
    throw new RangeError(`Not a row number: ${mapping.headerRow}`);
  }
  const reader = new ScheduleReader(monthOf(month), parts);
  if (mapping.layout === 'long') readLongRows(rows, mapping, reader);
  else readWideRows(rows, mapping, reader);
  return reader.result();
}
