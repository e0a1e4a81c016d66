import { inflateRawSync } from 'node:zlib';
import { columnLetter, type GridCell, type GridSheet, type SpreadsheetGrid } from '@lathe/shared';
import type { Cell, CellErrorValue, CellHyperlinkValue, Row, Worksheet, XlsxReadOptions } from 'exceljs';
import Papa from 'papaparse';

/*
 * A customer's spreadsheet (an Excel workbook or a CSV file) as a grid of plain cells: text,
 * numbers and dates, nothing else. What a grid cannot carry faithfully is refused, cell by cell,
 * in words an office user can act on: merged cells (whose value sits in one cell of several),
 * formulas (whose value is Excel's last calculation, not what the sheet says now) and error cells.
 *
 * The file comes from outside, so nothing in it is trusted: its size is checked before it is
 * opened, and a workbook's package before exceljs reads it, because exceljs builds an object for
 * every cell a merged range, a named range or its unpacked XML covers; a few bytes of zip could
 * otherwise hold the server for minutes.
 */

export const SPREADSHEET_MAX_BYTES = 20 * 1024 * 1024;
export const SHEET_MAX_ROWS = 20_000;
export const SHEET_MAX_COLUMNS = 400;
/** Problems told at most; the rest are counted. */
export const SPREADSHEET_MAX_PROBLEMS = 100;
/** What a workbook may unpack to: exceljs holds about 20 bytes of memory per byte of sheet XML. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_MERGED_RANGES = 2_000;
const MAX_MERGED_CELLS = 100_000;
/** Cells named ranges and filters may cover: exceljs lists every one of them. */
const MAX_NAMED_CELLS = 1_000_000;

const NOT_A_SPREADSHEET = 'Send the schedule as an Excel workbook (.xlsx) or a CSV file';
const UNREADABLE = 'The workbook could not be read: is it an .xlsx saved by Excel?';
const TOO_LARGE = 'The file is larger than 20 MB';
const UNPACKS_TOO_LARGE =
  'The workbook holds more than 50 MB of data once opened: save the schedule sheet alone and send that';
const TOO_MANY_MERGES = 'The workbook has too many merged cells: unmerge them and put each quantity in its own cell';
const TOO_MANY_NAMED =
  "The workbook's named ranges and filters cover more than 1,000,000 cells: remove them and send it again";
const tooManyRows = (subject: string) => `${subject} has more than 20,000 rows; the limit is 20,000`;
const tooManyColumns = (subject: string) => `${subject} has more than 400 columns; the limit is 400`;

export interface SpreadsheetProblem {
  /** The sheet the problem is on, when the file has sheets (a CSV file's is named after the file). */
  sheet?: string;
  row?: number;
  /** The Excel letter of the column: 'C'. */
  column?: string;
  message: string;
}

export interface SpreadsheetReadOptions {
  /**
   * The one sheet of a workbook to read, by its name (any case) or its place from 0 (the first tab);
   * the others are neither returned nor checked. Without it every sheet is read, and a problem on
   * any of them refuses the file. A CSV file has one sheet whatever this says.
   */
  sheet?: string | number;
}

/** Why a spreadsheet was refused: every problem found, up to 100, then how many more. */
export class SpreadsheetProblems extends Error {
  readonly problems: SpreadsheetProblem[];

  constructor(problems: SpreadsheetProblem[]) {
    super(problems[0]?.message ?? UNREADABLE);
    this.name = 'SpreadsheetProblems';
    const more = problems.length - SPREADSHEET_MAX_PROBLEMS;
    this.problems =
      more > 0 ? [...problems.slice(0, SPREADSHEET_MAX_PROBLEMS), { message: `… and ${more} more` }] : problems;
  }
}

const refusal = (message: string) => new SpreadsheetProblems([{ message }]);

// ---------------------------------------------------------------------------------------------
// Text

// A cell's line breaks and tabs, with the spaces around them, become one space.
const BREAKS = /[ \t\n\v\f\r]*[\t\n\v\f\r][ \t\n\v\f\r]*/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the other control characters are dropped.
const CONTROLS = /[\u0000-\u001F\u007F]/g;

/** A cell's text as stored: one line, no control characters (PostgreSQL cannot store NUL), trimmed. */
function cleanCellText(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '').trim();
}

const textCell = (text: string): GridCell => {
  const cleaned = cleanCellText(text);
  return cleaned === '' ? null : { text: cleaned };
};

/** A row without its trailing empty cells, so every empty row is []. */
function trimmedRow(cells: readonly GridCell[]): GridCell[] {
  let length = cells.length;
  while (length > 0 && cells[length - 1] === null) length--;
  return cells.slice(0, length);
}

// ---------------------------------------------------------------------------------------------
// Which kind of file

type SpreadsheetKind = 'xlsx' | 'csv';

const startsWith = (body: Buffer, ...bytes: number[]) => bytes.every((byte, i) => body[i] === byte);
const isZip = (body: Buffer) => startsWith(body, 0x50, 0x4b, 0x03, 0x04);
const isUtf16 = (body: Buffer) => startsWith(body, 0xff, 0xfe) || startsWith(body, 0xfe, 0xff);

/**
 * Whether the bytes are not text: control bytes, more than a few and more than 1 in 100 of the
 * first 64 KB. A picture or an old .xls is full of them; a CSV file has none but tabs and line
 * breaks, or a stray one a broken export left (dropped from its cell).
 */
function looksBinary(body: Buffer): boolean {
  const sample = body.subarray(0, 64 * 1024);
  let controls = 0;
  for (const byte of sample) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) controls++;
  return controls > 3 && controls * 100 > sample.length;
}

/** The kind of file, by its name and its first bytes alike: a PNG renamed .xlsx is neither. */
function kindOf(body: Buffer, fileName: string): SpreadsheetKind | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'xlsx') return isZip(body) ? 'xlsx' : null;
  if (extension === 'csv') return !isZip(body) && (isUtf16(body) || !looksBinary(body)) ? 'csv' : null;
  return null;
}

/**
 * Reads an uploaded spreadsheet, .xlsx or .csv, into a grid of plain cells, sheet by sheet; row N
 * of the file is rows[N - 1]. Throws SpreadsheetProblems naming every cell that cannot be read.
 */
export async function readSpreadsheetGrid(
  body: Buffer,
  fileName: string,
  options: SpreadsheetReadOptions = {},
): Promise<SpreadsheetGrid> {
  if (body.length > SPREADSHEET_MAX_BYTES) throw refusal(TOO_LARGE);
  const kind = kindOf(body, fileName);
  if (kind === null) throw refusal(NOT_A_SPREADSHEET);
  return kind === 'xlsx' ? readWorkbook(body, options.sheet) : readCsv(body, fileName);
}

// ---------------------------------------------------------------------------------------------
// CSV

/** The file's text: UTF-8 (with or without a BOM), UTF-16 with its BOM, or else Windows' Western code page. */
function decodeText(body: Buffer): string {
  if (startsWith(body, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(body);
  if (startsWith(body, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(body);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Excel's "CSV (Comma delimited)" is saved in the Windows code page, not UTF-8.
    return new TextDecoder('windows-1252').decode(body);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The file's delimiter: of comma, semicolon (Excel's in much of Europe) and tab (its "Unicode
 * text"), the one met most often outside quotes near the start; a comma when none is. Papa's own
 * guess gives up on a short file or one with blank lines.
 */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return DELIMITERS.reduce((best, delimiter) =>
    (counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0) ? delimiter : best,
  );
}

/** A CSV file as one sheet named after the file; every cell is text, read as the schedule says. */
function readCsv(body: Buffer, fileName: string): SpreadsheetGrid {
  const name = fileName.replace(/^.*[/\\]/, '').replace(/\.csv$/i, '');
  const text = decodeText(body);
  const rows: GridCell[][] = [];
  const problems: SpreadsheetProblem[] = [];
  let limit: string | null = null;
  // Row by row, so a file past the limits stops there instead of being read whole.
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      const row = trimmedRow(result.data.map(textCell));
      rows.push(row);
      if (row.length > SHEET_MAX_COLUMNS) limit = tooManyColumns('The file');
      else if (row.length > 0 && rows.length > SHEET_MAX_ROWS) limit = tooManyRows('The file');
      if (limit) parser.abort();
      if (result.errors.some((error) => error.type === 'Quotes')) {
        problems.push({ sheet: name, row: rows.length, message: 'The quotation marks in this row do not pair up' });
      }
    },
  });
  if (limit) throw refusal(limit);
  if (problems.length > 0) throw new SpreadsheetProblems(problems);
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  return { sheets: [{ name, rows }] };
}

// ---------------------------------------------------------------------------------------------
// The workbook's package: a zip, checked before exceljs unpacks it

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/** The zip's entries, from its central directory; null when it has none that can be read. */
function zipEntries(body: Buffer): ZipEntry[] | null {
  // The directory's end record is the last 22 bytes, before a comment of up to 64 KB.
  let end = body.length - 22;
  const earliest = Math.max(0, end - 0xffff);
  while (end >= earliest && body.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < earliest) return null;
  const count = body.readUInt16LE(end + 10);
  let at = body.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > body.length || body.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = body.readUInt16LE(at + 28);
    entries.push({
      method: body.readUInt16LE(at + 10),
      compressedSize: body.readUInt32LE(at + 20),
      size: body.readUInt32LE(at + 24),
      offset: body.readUInt32LE(at + 42),
      name: body.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + body.readUInt16LE(at + 30) + body.readUInt16LE(at + 32);
  }
  return entries.length > 0 ? entries : null;
}

/** An entry's bytes, unpacked, refused once they pass `room`: its declared size is not trusted. */
function unpack(body: Buffer, entry: ZipEntry, room: number): Buffer {
  const at = entry.offset;
  if (at + 30 > body.length || body.readUInt32LE(at) !== LOCAL_ENTRY) throw refusal(UNREADABLE);
  const start = at + 30 + body.readUInt16LE(at + 26) + body.readUInt16LE(at + 28);
  const packed = body.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) throw refusal(UNREADABLE);
  let data: Buffer;
  if (entry.method === 0) data = packed;
  else if (entry.method === 8) {
    try {
      data = inflateRawSync(packed, { maxOutputLength: Math.max(1, room + 1) });
    } catch (error) {
      throw refusal((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? UNPACKS_TOO_LARGE : UNREADABLE);
    }
  } else throw refusal(UNREADABLE);
  if (data.length > room) throw refusal(UNPACKS_TOO_LARGE);
  return data;
}

/** The number of a column's letters: A → 1, XFD → 16384. */
const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** The cells a range like A1:C4 or $A$1:$C$4 covers, or null when it is not one. */
function rangeArea(range: string): number | null {
  const match = /^\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/i.exec(range);
  if (!match) return null;
  const [, left = 'A', top = '1', right = left, bottom = top] = match;
  const columns = Math.abs(columnNumber(right) - columnNumber(left)) + 1;
  return columns * (Math.abs(Number(bottom) - Number(top)) + 1);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const codePoint = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** Text as the XML parser gives it to exceljs: `&#x58;FD` is XFD to it, so it must be to the check too. */
const decodeXml = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePoint(Number(decimal));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return XML_ENTITIES[name ?? ''] ?? entity;
  });

const MERGE_CELL = /<mergeCell\b[^>]*?\bref\s*=\s*(["'])(.*?)\1/g;
const DEFINED_NAME = /<definedName\b[^>]*>([^<]*)<\/definedName>/g;
// The ranges exceljs lists cell by cell: $A$1:$C$4, with a sheet before them or not.
const ABSOLUTE_RANGE = /\$[A-Z]+\$\d+(?::\$[A-Z]+\$\d+)?/gi;

/**
 * Refuses a workbook exceljs should not open: one that unpacks past 50 MB (a zip bomb can pack
 * gigabytes into a few kilobytes), or whose merged cells or named ranges cover so many cells that
 * exceljs, which makes an object for each, would take the server's memory and time.
 */
function checkPackage(body: Buffer) {
  const entries = zipEntries(body);
  if (!entries) throw refusal(UNREADABLE);
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_UNPACKED_BYTES) throw refusal(UNPACKS_TOO_LARGE);
  let unpacked = 0;
  let mergedRanges = 0;
  let mergedCells = 0;
  let namedCells = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const data = unpack(body, entry, MAX_UNPACKED_BYTES - unpacked);
    unpacked += data.length;
    // Every entry, whatever its name: exceljs finds sheets by a pattern anywhere in the name. The
    // markup looked for is ASCII, and latin1 reads any bytes without failing.
    const xml = data.toString('latin1');
    for (const [, , ref = ''] of xml.matchAll(MERGE_CELL)) {
      const area = rangeArea(decodeXml(ref));
      // Excel writes a merge as a plain range; anything else is not Excel's.
      if (area === null) throw refusal(UNREADABLE);
      mergedRanges += 1;
      mergedCells += area;
    }
    for (const [, formula = ''] of xml.matchAll(DEFINED_NAME)) {
      for (const [range] of decodeXml(formula).matchAll(ABSOLUTE_RANGE)) namedCells += rangeArea(range) ?? 0;
    }
  }
  if (mergedRanges > MAX_MERGED_RANGES || mergedCells > MAX_MERGED_CELLS) throw refusal(TOO_MANY_MERGES);
  if (namedCells > MAX_NAMED_CELLS) throw refusal(TOO_MANY_NAMED);
}

// ---------------------------------------------------------------------------------------------
// The workbook

/**
 * What exceljs reads of each sheet: the cells and their merges, not the parts a schedule does
 * not need and that exceljs expands cell by cell or column by column (column formats, data
 * validations, conditional formats). maxRows and maxCols stop it at the limits; its types do not
 * list them.
 */
const LOAD_OPTIONS: Partial<XlsxReadOptions> & { maxRows: number; maxCols: number } = {
  ignoreNodes: [
    'cols',
    'dataValidations',
    'conditionalFormatting',
    'extLst',
    'tableParts',
    'drawing',
    'picture',
    'autoFilter',
    'rowBreaks',
  ],
  maxRows: SHEET_MAX_ROWS,
  maxCols: SHEET_MAX_COLUMNS,
};

/** exceljs's own refusal at the limits (its messages: "Max row count (20000) exceeded"), in words. */
function limitOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('Max row count')) return tooManyRows('A sheet');
  if (message.startsWith('Max column count')) return tooManyColumns('A sheet');
  return null;
}

type ExcelJsModule = typeof import('exceljs');
type ValueTypes = ExcelJsModule['ValueType'];
let excelJs: Promise<ExcelJsModule> | undefined;

/**
 * exceljs, loaded at the first workbook rather than with the server: it takes some 0.3 s. It is
 * CommonJS with no named exports Node can see, so under Node its namespace is the default export.
 */
function loadExcelJs(): Promise<ExcelJsModule> {
  excelJs ??= import('exceljs').then((module) => (module as { default?: ExcelJsModule }).default ?? module);
  return excelJs;
}

/** The sheets to read: all of them, or the one asked for (a customer's summary sheet may hold formulas). */
function chosenSheets(worksheets: Worksheet[], sheet: string | number | undefined): Worksheet[] {
  if (sheet === undefined) return worksheets;
  const chosen =
    typeof sheet === 'number'
      ? worksheets[sheet]
      : worksheets.find((worksheet) => worksheet.name.toLowerCase() === sheet.trim().toLowerCase());
  if (chosen) return [chosen];
  throw refusal(
    typeof sheet === 'number' ? `The workbook has no sheet ${sheet + 1}` : `The workbook has no sheet named '${sheet}'`,
  );
}

async function readWorkbook(body: Buffer, sheet: string | number | undefined): Promise<SpreadsheetGrid> {
  checkPackage(body);
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types call an ArrayBuffer "Buffer"; it reads a Node Buffer all the same (JSZip does).
    await workbook.xlsx.load(body as unknown as ArrayBuffer, LOAD_OPTIONS);
  } catch (error) {
    // exceljs's own words (and stack) mean nothing to the user: only the limits are told.
    throw refusal(limitOf(error) ?? UNREADABLE);
  }
  // A zip that is not a workbook opens as one without sheets.
  if (workbook.worksheets.length === 0) throw refusal(UNREADABLE);
  const problems: SpreadsheetProblem[] = [];
  const sheets: GridSheet[] = [];
  for (const worksheet of chosenSheets(workbook.worksheets, sheet)) {
    const sheet = readWorksheet(worksheet, ExcelJS.ValueType, problems);
    if (sheet) sheets.push(sheet);
  }
  if (problems.length > 0) throw new SpreadsheetProblems(problems);
  return { sheets };
}

/** Plain text of a string or rich text value (a hyperlink's text can be either). */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && 'richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
  }
  return '';
}

/** An Excel date as its calendar day: exceljs gives it as UTC midnight (plus the time of day, if any). */
function dateCell(value: unknown): GridCell {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  const year = value.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${String(year).padStart(4, '0')}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}` };
}

type CellReading = { cell: GridCell } | { problem: string };

/** One exceljs cell as a grid cell, or why it cannot be one. */
function readCell(cell: Cell, types: ValueTypes): CellReading {
  const { type, value } = cell;
  // A merged range's other cells are empty: the range is told once, from its corners.
  if (type === types.Null || type === types.Merge) return { cell: null };
  // A formula's value is Excel's last calculation, whatever the cells say now: refused even when cached.
  if (type === types.Formula || cell.formula) {
    return { problem: `Cell ${cell.address} holds a formula; paste the values instead` };
  }
  switch (type) {
    case types.Number:
      return { cell: typeof value === 'number' && Number.isFinite(value) ? { number: value } : null };
    case types.Date:
      return { cell: dateCell(value) };
    case types.Boolean:
      return { cell: { text: value ? 'TRUE' : 'FALSE' } };
    case types.Error: {
      const error = (value as Partial<CellErrorValue> | null)?.error;
      return { problem: `Cell ${cell.address} shows an error${error ? ` (${error})` : ''}` };
    }
    case types.Hyperlink:
      return { cell: textCell(plainText((value as CellHyperlinkValue).text)) };
    default:
      // Text, shared text and rich text.
      return { cell: textCell(plainText(value)) };
  }
}

/** The last row and column with a value: formatting alone past the limits does not count. */
function dataExtent(worksheet: Worksheet, types: ValueTypes) {
  let rows = 0;
  let columns = 0;
  worksheet.eachRow((row: Row, rowNumber: number) => {
    row.eachCell((cell: Cell, columnNumber: number) => {
      if (cell.type === types.Merge) return;
      rows = Math.max(rows, rowNumber);
      columns = Math.max(columns, columnNumber);
    });
  });
  return { rows, columns };
}

/** A merged range's corners, as its cells are met. */
interface Merge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** One sheet as a grid, its problems added to `problems`; null when it is past the limits. */
function readWorksheet(worksheet: Worksheet, types: ValueTypes, problems: SpreadsheetProblem[]): GridSheet | null {
  const sheet = worksheet.name;
  const extent = dataExtent(worksheet, types);
  const subject = `Sheet '${sheet}'`;
  if (extent.rows > SHEET_MAX_ROWS || extent.columns > SHEET_MAX_COLUMNS) {
    problems.push({ sheet, message: extent.rows > SHEET_MAX_ROWS ? tooManyRows(subject) : tooManyColumns(subject) });
    return null;
  }
  const rows: GridCell[][] = Array.from({ length: extent.rows }, () => []);
  const found: (SpreadsheetProblem & { order: number })[] = [];
  const merges = new Map<string, Merge>();
  worksheet.eachRow((row: Row, rowNumber: number) => {
    const cells: GridCell[] = [];
    row.eachCell((cell: Cell, columnNumber: number) => {
      if (cell.type === types.Merge) {
        // Every cell of a merged range but its first points to that first one, the master.
        const { row: top, col: left, address } = cell.master.fullAddress;
        const merge = merges.get(address) ?? { top, left, bottom: top, right: left };
        merges.set(address, {
          ...merge,
          bottom: Math.max(merge.bottom, rowNumber),
          right: Math.max(merge.right, columnNumber),
        });
      }
      const reading = readCell(cell, types);
      if ('cell' in reading) {
        cells[columnNumber - 1] = reading.cell;
      } else {
        const column = columnLetter(columnNumber - 1);
        found.push({ sheet, row: rowNumber, column, message: reading.problem, order: columnNumber });
      }
    });
    // Below the last value there are only merged cells, told as problems: the rows stay as they are.
    if (rowNumber <= rows.length) rows[rowNumber - 1] = trimmedRow(Array.from(cells, (cell) => cell ?? null));
  });
  for (const { top, left, bottom, right } of merges.values()) {
    const range = `${columnLetter(left - 1)}${top}:${columnLetter(right - 1)}${bottom}`;
    const message = `Merged cells ${range}: unmerge them and put the quantity in one cell`;
    found.push({ sheet, row: top, column: columnLetter(left - 1), message, order: left });
  }
  found.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || a.order - b.order);
  problems.push(...found.map(({ order: _, ...problem }) => problem));
  return { name: sheet, rows };
}
