import { type CsvColumn, type ImportRowResult, MAX_IMPORT_ROWS } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-error';
import { checkRows, FIRST_DATA_LINE, mergeChecks } from './check-rows';
import { dryRunImport, type ImportOutcome, importRows } from './import-api';
import { CsvReadError, type CsvRow, type ParsedCsv, parseCsvFile } from './parse-csv-file';

export type ImportStage =
  | { name: 'idle' }
  | { name: 'parsing'; percent: number }
  | { name: 'checking'; checked: number; total: number }
  | { name: 'preview'; rows: CsvRow[]; results: ImportRowResult[] }
  | { name: 'importing'; rows: CsvRow[]; results: ImportRowResult[] }
  | { name: 'done'; outcome: ImportOutcome };

export interface CsvImportOptions {
  resource: string;
  columns: readonly CsvColumn[];
  schema: z.ZodType;
  keyField: string;
}

/** What is wrong with the file as a whole, if anything. */
function fileProblem({ fields, rows }: ParsedCsv, columns: readonly CsvColumn[]): string | null {
  const known = new Set(columns.map((column) => column.key.toLowerCase()));
  if (!fields.some((field) => known.has(field.toLowerCase()))) {
    return `The file has none of the expected columns: ${columns.map((column) => column.key).join(', ')}`;
  }
  if (rows.length === 0) return 'The file has no rows to import';
  if (rows.length > MAX_IMPORT_ROWS) {
    return `The file has ${rows.length.toLocaleString('en-IN')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} can be imported at once`;
  }
  return null;
}

/** The import flow: read the file, check it (browser, then server dry run), import the accepted rows. */
export function useCsvImport({ resource, columns, schema, keyField }: CsvImportOptions) {
  const [stage, setStage] = useState<ImportStage>({ name: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => run.current?.abort(), []);

  async function chooseFile(file: File | undefined) {
    run.current?.abort();
    setProblem(null);
    setStage({ name: 'idle' });
    if (!file) return;
    const controller = new AbortController();
    run.current = controller;
    try {
      setStage({ name: 'parsing', percent: 0 });
      const parsed = await parseCsvFile(file, (percent) => setStage({ name: 'parsing', percent }), controller.signal);
      const wrong = fileProblem(parsed, columns);
      if (wrong) {
        setProblem(wrong);
        setStage({ name: 'idle' });
        return;
      }
      const checks = checkRows(parsed.rows, columns, schema, keyField);
      const total = parsed.rows.length;
      setStage({ name: 'checking', checked: 0, total });
      const verdicts = await dryRunImport(
        resource,
        parsed.rows,
        (checked) => setStage({ name: 'checking', checked, total }),
        controller.signal,
      );
      setStage({ name: 'preview', rows: parsed.rows, results: mergeChecks(checks, verdicts) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStage({ name: 'idle' });
      if (error instanceof CsvReadError) setProblem(error.message);
      else toast.error(errorMessage(error, 'Import failed'));
    }
  }

  async function startImport() {
    if (stage.name !== 'preview') return;
    const { rows, results } = stage;
    const accepted = results
      .filter((result) => result.action !== 'reject')
      .map((result) => ({ row: rows[result.line - FIRST_DATA_LINE] ?? {}, line: result.line }));
    const rejected = results.filter((result) => result.action === 'reject');
    setStage({ name: 'importing', rows, results });
    try {
      const outcome = await importRows(resource, accepted, rejected);
      setStage({ name: 'done', outcome });
      toast.success(
        `Import finished: ${outcome.created} created, ${outcome.updated} updated, ${outcome.rejected} rejected`,
      );
      await queryClient.invalidateQueries({ queryKey: [resource] });
    } catch (error) {
      setStage({ name: 'preview', rows, results });
      toast.error(errorMessage(error, 'Import failed'));
    }
  }

  return { stage, problem, chooseFile, startImport };
}
