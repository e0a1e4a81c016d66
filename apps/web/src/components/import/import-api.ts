import type { ImportReport, ImportRowResult } from '@lathe/shared';
import { apiRequest } from '../../lib/api-client';
import { FIRST_DATA_LINE } from './check-rows';
import type { CsvRow } from './parse-csv-file';

/** The dry run checks the file in requests of this many rows. */
export const DRY_RUN_CHUNK_ROWS = 1000;

interface ImportBody {
  rows: CsvRow[];
  dryRun: boolean;
  /** The file line of `rows[0]`; the report numbers rows from it. */
  firstLine: number;
}

/** `POST /api/{resource}/import`. */
export const postImport = (resource: string, body: ImportBody, signal?: AbortSignal) =>
  apiRequest<ImportReport>(`${resource}/import`, { method: 'POST', body, signal });

/** Asks the server what importing every row would do, a chunk at a time; `onProgress` gets the rows checked so far. */
export async function dryRunImport(
  resource: string,
  rows: CsvRow[],
  onProgress: (checked: number) => void,
  signal?: AbortSignal,
): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  for (let start = 0; start < rows.length; start += DRY_RUN_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + DRY_RUN_CHUNK_ROWS);
    const report = await postImport(
      resource,
      { rows: chunk, dryRun: true, firstLine: FIRST_DATA_LINE + start },
      signal,
    );
    results.push(...report.rows);
    onProgress(start + chunk.length);
  }
  return results;
}

export interface ImportOutcome {
  created: number;
  updated: number;
  rejected: number;
  /** Every rejected row of the file, by file line. */
  rows: ImportRowResult[];
}

/**
 * Imports the rows the dry run accepted, in one request. They are no longer contiguous, so
 * they are sent as if they started on line 2 and the report's lines are mapped back to the file's.
 */
export async function importRows(
  resource: string,
  accepted: { row: CsvRow; line: number }[],
  rejectedEarlier: ImportRowResult[],
): Promise<ImportOutcome> {
  const report = await postImport(resource, {
    rows: accepted.map((entry) => entry.row),
    dryRun: false,
    firstLine: FIRST_DATA_LINE,
  });
  const rejectedNow = report.rows
    .filter((result) => result.action === 'reject')
    .map((result) => ({ ...result, line: accepted[result.line - FIRST_DATA_LINE]?.line ?? result.line }));
  return {
    created: report.created,
    updated: report.updated,
    rejected: rejectedEarlier.length + report.rejected,
    rows: [...rejectedEarlier, ...rejectedNow].sort((a, b) => a.line - b.line),
  };
}
