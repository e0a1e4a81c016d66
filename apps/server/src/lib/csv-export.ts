import { Readable } from 'node:stream';
import { csvHeaderLabel, FORMULA_LIKE, toCsvCell } from '@lathe/shared';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/** One exported column: the header (the field's name as people read it; the import reads it back) and its value. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** `departments-2026-11-22.csv`. */
export const exportFileName = (resource: string, now = new Date()) =>
  `${resource}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Streams rows as CSV, batch by batch, so a large export never sits whole in memory. It starts
 * with the UTF-8 byte-order mark, without which Excel reads "₹" and "Bengaluru – Peenya" as
 * Windows-1252 garble. Cells that a spreadsheet would run as a formula are escaped (FORMULA_LIKE,
 * which the import reads back).
 */
export function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  columns: ExportColumn<T>[],
  batches: AsyncIterable<T[]>,
) {
  async function* lines() {
    yield `${Papa.BYTE_ORDER_MARK}${Papa.unparse([columns.map((c) => c.header)])}\r\n`;
    for await (const batch of batches) {
      const rows = batch.map((row) => columns.map((c) => toCsvCell(c.value(row))));
      yield `${Papa.unparse(rows, { escapeFormulae: FORMULA_LIKE })}\r\n`;
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** Export columns that read the field of the same name, headed as people read it ("Party Code"). */
export const fieldColumns = <T>(keys: readonly string[]): ExportColumn<T>[] =>
  keys.map((key) => ({ header: csvHeaderLabel(key), value: (row) => (row as Record<string, unknown>)[key] }));
