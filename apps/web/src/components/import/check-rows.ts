import { type CsvColumn, fromCsvRow, type ImportRowResult } from '@lathe/shared';
import type { z } from 'zod';
import type { CsvRow } from './parse-csv-file';

/** The header is line 1: data row `i` is line `i + 2`, as the server numbers it. */
export const FIRST_DATA_LINE = 2;
export const lineOf = (index: number) => index + FIRST_DATA_LINE;

export interface RowCheck {
  line: number;
  key: string;
  /** Field → message; absent when the row passed. */
  errors?: Record<string, string>;
}

/** Field → first message of a failed parse. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'row';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Checks each row as the form would (the shared create schema), and flags a key that
 * appears again further down the file.
 */
export function checkRows(rows: CsvRow[], columns: readonly CsvColumn[], schema: z.ZodType, keyField: string) {
  const firstLineOfKey = new Map<string, number>();
  return rows.map((row, index): RowCheck => {
    const line = lineOf(index);
    const input = fromCsvRow(columns, row);
    const key = typeof input[keyField] === 'string' ? input[keyField] : '';
    const parsed = schema.safeParse(input);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    const seen = key ? firstLineOfKey.get(key.toLowerCase()) : undefined;
    if (seen !== undefined) errors[keyField] ??= `Same value as line ${seen}`;
    else if (key) firstLineOfKey.set(key.toLowerCase(), line);
    return Object.keys(errors).length ? { line, key, errors } : { line, key };
  });
}

/** The server's dry-run verdict for each row, with the browser's own findings added; a row either flags is rejected. */
export function mergeChecks(checks: RowCheck[], server: ImportRowResult[]): ImportRowResult[] {
  const byLine = new Map(server.map((result) => [result.line, result]));
  return checks.map((check) => {
    const verdict = byLine.get(check.line);
    if (!check.errors && verdict) return verdict;
    const errors = { ...verdict?.errors, ...check.errors };
    return {
      line: check.line,
      key: verdict?.key || check.key,
      action: check.errors || verdict?.action === 'reject' ? 'reject' : (verdict?.action ?? 'create'),
      ...(Object.keys(errors).length ? { errors } : {}),
    };
  });
}
