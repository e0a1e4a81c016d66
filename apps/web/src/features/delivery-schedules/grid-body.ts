import type { DeliverySchedule, ScheduleBucket, ScheduleLineInput } from '@lathe/shared';
import { bucketColumns, cellKey } from './bucket-columns';

/*
 * The grid as the API takes it and back: its rows (parts) and typed cells become the revision's
 * lines, and the refusals of those lines (`lines.3.quantity`) find their way back to the cell or
 * the row they came from.
 */

export interface GridRow {
  productId: string;
  /** "DAC-2231-B — Nozzle holder sleeve". */
  label: string;
  partNumber: string;
}

/** What is typed in each cell, by `cellKey`; an empty cell is 0 and sends nothing. */
export type GridCells = Record<string, string>;

export interface GridLineRef {
  productId: string;
  bucket: ScheduleBucket;
  date: string;
}

const BUCKETS: readonly ScheduleBucket[] = ['week', 'day'];

/**
 * Every cell of the month's buckets with something in it, part by part, weeks before days: those
 * typed in the other view are kept and sent too. `refs[i]` is where line i came from.
 */
export function gridLines(rows: readonly GridRow[], cells: GridCells, month: string) {
  const lines: ScheduleLineInput[] = [];
  const refs: GridLineRef[] = [];
  const columns = BUCKETS.map((bucket) => bucketColumns(bucket, month));
  for (const row of rows) {
    for (const column of columns.flat()) {
      const text = cells[cellKey(row.productId, column.bucket, column.date)]?.trim();
      if (!text) continue;
      lines.push({ productId: row.productId, bucket: column.bucket, date: column.date, quantity: text });
      refs.push({ productId: row.productId, bucket: column.bucket, date: column.date });
    }
  }
  return { lines, refs };
}

/** Pieces typed in the view not shown, when there are any: they are kept and saved. */
export function piecesInOtherView(rows: readonly GridRow[], cells: GridCells, month: string, shown: ScheduleBucket) {
  const other = shown === 'week' ? 'day' : 'week';
  let pieces = 0;
  for (const row of rows) {
    for (const column of bucketColumns(other, month)) {
      const value = Number(cells[cellKey(row.productId, other, column.date)] ?? '');
      if (Number.isFinite(value)) pieces += value;
    }
  }
  return { bucket: other, pieces };
}

export interface PlacedErrors {
  /** By `cellKey`. */
  cells: Record<string, string>;
  /** By product id: the part itself is refused. */
  rows: Record<string, string>;
  /** The header's fields (customerId, month, receivedOn, firmUntil, reference). */
  fields: Record<string, string>;
  /** What belongs to no cell: "Add at least one line", a stale version. */
  general: string[];
}

const HEADER_FIELDS = new Set(['customerId', 'month', 'receivedOn', 'firmUntil', 'reference']);

/** The API's (or the schema's) errors, keyed `lines.N.field`, put where the grid shows them. */
export function placeErrors(errors: Record<string, string>, refs: readonly GridLineRef[]): PlacedErrors {
  const placed: PlacedErrors = { cells: {}, rows: {}, fields: {}, general: [] };
  for (const [key, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
    const ref = match ? refs[Number(match[1])] : undefined;
    if (ref && match?.[2] === 'productId') placed.rows[ref.productId] ??= message;
    else if (ref) placed.cells[cellKey(ref.productId, ref.bucket, ref.date)] ??= message;
    else if (HEADER_FIELDS.has(key)) placed.fields[key] = message;
    else placed.general.push(message);
  }
  return placed;
}

/** A schema's issues as the API words its errors: path → first message. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'lines';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The grid a revision starts from: the latest revision's parts and quantities, in the view most of its lines use. */
export function gridFromSchedule(schedule: Pick<DeliverySchedule, 'lines'>) {
  const rows: GridRow[] = [];
  const cells: GridCells = {};
  let weeks = 0;
  for (const line of schedule.lines) {
    if (!rows.some((row) => row.productId === line.productId)) {
      rows.push({
        productId: line.productId,
        partNumber: line.drawingNumber,
        label: [line.drawingNumber, line.description].filter(Boolean).join(' — '),
      });
    }
    cells[cellKey(line.productId, line.bucket, line.date)] = String(line.quantity);
    if (line.bucket === 'week') weeks += 1;
  }
  const bucket: ScheduleBucket = weeks * 2 >= schedule.lines.length ? 'week' : 'day';
  return { rows, cells, bucket };
}
