import { type CsvColumn, csvHeaderLabel, fieldLabel, type ImportRowResult } from '@lathe/shared';
import { FileDown, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { inputClass, labelClass } from '../form/field-styles';
import { Alert } from '../ui/alert';
import { Button, ButtonLink } from '../ui/button';
import { Card, PageHeader } from '../ui/card';
import { ProgressBar } from '../ui/progress-bar';
import { downloadTemplate } from './csv-template';
import { ImportResults } from './import-results';
import { type ImportStage, useCsvImport } from './use-csv-import';

export type ImportResource = 'customers' | 'suppliers';

interface CsvImportProps<K extends string> {
  /** Posts to `/api/{resource}/import`. */
  resource: ImportResource;
  /** The file's columns; each header is the column's key. */
  columns: readonly CsvColumn<K>[];
  /** The shared create schema each row is checked with. */
  schema: z.ZodType;
  /** The column that identifies a row: an existing record with it is updated. */
  keyField: NoInfer<K>;
  /** The list to go back to. */
  backTo: string;
  title: string;
}

const countOf = (results: { action: string }[], action: string) => results.filter((r) => r.action === action).length;

const rowsText = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** Rows that would overwrite a stored record's values. */
const overwrites = (results: ImportRowResult[]) =>
  results.filter((r) => r.action === 'update' && Object.keys(r.changes ?? {}).length > 0).length;

/**
 * Import a CSV: pick a file, see what each row would do (an update's changes, stored value then
 * the file's), agree to overwrite what it would, then import the accepted rows.
 */
export function CsvImport<K extends string>({ resource, columns, schema, keyField, backTo, title }: CsvImportProps<K>) {
  const { stage, problem, chooseFile, startImport } = useCsvImport({ resource, columns, schema, keyField });
  const [agreed, setAgreed] = useState<unknown>(null);
  const fileId = useId();
  const agreeId = useId();
  const overwriting = stage.name === 'preview' ? overwrites(stage.results) : 0;
  // Agreement is to this preview's changes: a new file asks again.
  const overwriteAgreed = stage.name === 'preview' && agreed === stage.results;
  const isBusy = stage.name === 'parsing' || stage.name === 'checking' || stage.name === 'importing';
  const keyLabel = fieldLabel(keyField);

  return (
    <>
      <PageHeader
        title={title}
        description="Rows whose key already exists update that record; the others are created."
        actions={
          <Button variant="secondary" onClick={() => downloadTemplate(resource, columns)}>
            <FileDown aria-hidden="true" className="size-4" />
            Download template
          </Button>
        }
      />
      <Card className="grid gap-5 p-5 sm:p-6">
        <div>
          <label htmlFor={fileId} className={`${labelClass} mb-1.5`}>
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={stage.name === 'importing'}
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void chooseFile(event.target.files?.[0])}
            className={inputClass(false, 'h-auto file:mr-3 file:border-0 file:bg-transparent file:font-medium')}
          />
          <p id={`${fileId}-hint`} className="mt-1.5 text-gray-600 text-xs dark:text-gray-400">
            The first line names the columns: {columns.map((column) => csvHeaderLabel(column.key)).join(', ')}.
          </p>
        </div>
        {problem && <Alert>{problem}</Alert>}
        <StageProgress stage={stage} />
        {stage.name === 'preview' && (
          <>
            <p role="status" className="font-medium text-gray-800 text-sm dark:text-white/90">
              {countOf(stage.results, 'create')} to create, {countOf(stage.results, 'update')} to update,{' '}
              {countOf(stage.results, 'reject')} rejected
            </p>
            <ImportResults rows={stage.results} keyLabel={keyLabel} caption="Rows of the file" canFilter />
            {overwriting > 0 && (
              <div className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 dark:bg-amber-500/15">
                <input
                  id={agreeId}
                  type="checkbox"
                  checked={overwriteAgreed}
                  onChange={(event) => setAgreed(event.target.checked ? stage.results : null)}
                  className="mt-0.5 size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
                />
                <label htmlFor={agreeId} className="text-gray-800 text-sm dark:text-gray-200">
                  Overwrite {overwriting} existing {overwriting === 1 ? 'record' : 'records'} with the values shown
                </label>
              </div>
            )}
          </>
        )}
        {stage.name === 'done' && (
          <>
            <p role="status" className="font-medium text-gray-800 text-sm dark:text-white/90">
              Import finished: {stage.outcome.created} created, {stage.outcome.updated} updated,{' '}
              {stage.outcome.rejected} rejected
            </p>
            {stage.outcome.rows.length > 0 && (
              <ImportResults rows={stage.outcome.rows} keyLabel={keyLabel} caption="Rejected rows" />
            )}
          </>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3 border-gray-200 border-t pt-4 dark:border-gray-800">
          {stage.name === 'done' ? (
            <ButtonLink to={backTo}>Back to the list</ButtonLink>
          ) : (
            <>
              <ButtonLink to={backTo} variant="secondary">
                Cancel
              </ButtonLink>
              <ImportButton
                stage={stage}
                disabled={isBusy || (overwriting > 0 && !overwriteAgreed)}
                onImport={() => void startImport()}
              />
            </>
          )}
        </div>
      </Card>
    </>
  );
}

function StageProgress({ stage }: { stage: ImportStage }) {
  if (stage.name === 'parsing')
    return <ProgressBar label={`Reading the file… ${stage.percent}%`} value={stage.percent} />;
  if (stage.name === 'checking') {
    return (
      <ProgressBar
        label={`Checking rows… ${stage.checked} of ${stage.total}`}
        value={stage.checked}
        max={stage.total}
      />
    );
  }
  if (stage.name === 'importing') return <ProgressBar label="Importing…" />;
  return null;
}

function ImportButton({ stage, disabled, onImport }: { stage: ImportStage; disabled: boolean; onImport: () => void }) {
  if (stage.name !== 'preview' && stage.name !== 'importing') return null;
  const accepted = countOf(stage.results, 'create') + countOf(stage.results, 'update');
  return (
    <Button onClick={onImport} disabled={disabled || stage.name !== 'preview' || accepted === 0}>
      <Upload aria-hidden="true" className="size-4" />
      Import {rowsText(accepted)}
    </Button>
  );
}
