import { deliveryScheduleInputSchema, monthName, type ScheduleBucket } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { useUnsavedChangesPrompt } from '../../components/form/unsaved-changes';
import { CustomerField } from '../../components/pickers/customer-field';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage, isApiError } from '../../lib/api-error';
import { count } from '../../lib/format-figures';
import { refreshAfterChange, saveSchedule } from './api';
import { bucketColumns } from './bucket-columns';
import { BucketToggle } from './bucket-toggle';
import {
  type GridCells,
  type GridRow,
  gridLines,
  issuesByPath,
  type PlacedErrors,
  piecesInOtherView,
  placeErrors,
} from './grid-body';
import { MonthField } from './month-field';
import { MonthNotice } from './month-notice';
import { PartAdder } from './part-adder';
import { bucketLabel, defaultFirmUntil, isMonth, revisionLabel } from './schedule-format';
import { ScheduleGrid } from './schedule-grid';

/** What the grid opens with: empty, or the latest revision of the month it revises. */
export interface GridStart {
  customerId: string;
  /** The customer's label while no option is loaded ("DAC01 — Deccan Auto Components"). */
  customerLabel?: string | undefined;
  month: string;
  receivedOn: string;
  firmUntil: string;
  rows: GridRow[];
  cells: GridCells;
  bucket: ScheduleBucket;
  /** The schedule revised: the version read, for the month and customer it is of. */
  revising?: { version: number; revision: number; customerId: string; month: string } | undefined;
}

interface HeaderValues {
  customerId: string | null;
  month: string;
  receivedOn: string;
  firmUntil: string;
  reference: string;
}

const NO_ERRORS: PlacedErrors = { cells: {}, rows: {}, fields: {}, general: [] };

/**
 * A customer's month typed on the grid: the header (customer, month, received on, firm until,
 * reference) and the grid of parts by bucket. Saving posts the whole revision as the schema
 * takes it; the server makes the month's schedule or its next revision and releases it.
 */
export function ScheduleGridForm({ start }: { start: GridStart }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<HeaderValues>({
    defaultValues: {
      customerId: start.customerId || null,
      month: start.month,
      receivedOn: start.receivedOn,
      firmUntil: start.firmUntil,
      reference: '',
    },
  });
  const [rows, setRows] = useState(start.rows);
  const [cells, setCells] = useState(start.cells);
  const [bucket, setBucket] = useState(start.bucket);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [edited, setEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const firmTyped = useRef(!!start.revising);
  const gridRef = useRef<HTMLDivElement>(null);
  const saving = useUnsavedChangesPrompt(form.formState.isDirty || edited);
  const [customerId, month, firmUntil] = useWatch({
    control: form.control,
    name: ['customerId', 'month', 'firmUntil'],
  });
  const shownMonth = isMonth(month) ? month : null;
  const columns = shownMonth ? bucketColumns(bucket, shownMonth) : [];
  const other = shownMonth ? piecesInOtherView(rows, cells, shownMonth, bucket) : null;
  const revising =
    start.revising && start.revising.customerId === customerId && start.revising.month === month
      ? start.revising
      : undefined;

  const gridChanged = () => {
    setEdited(true);
    setErrors((current) => (current === NO_ERRORS ? current : { ...current, general: [] }));
  };

  const show = (placed: PlacedErrors) => {
    setErrors(placed);
    const fields = Object.entries(placed.fields) as [keyof HeaderValues, string][];
    fields.forEach(([field, message], index) => {
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (fields.length === 0) {
      requestAnimationFrame(() => gridRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const submit = form.handleSubmit(async (header) => {
    const { lines, refs } = isMonth(header.month) ? gridLines(rows, cells, header.month) : { lines: [], refs: [] };
    const parsed = deliveryScheduleInputSchema.safeParse({
      customerId: header.customerId ?? '',
      month: header.month,
      receivedOn: header.receivedOn,
      firmUntil: header.firmUntil,
      reference: header.reference,
      lines,
      ...(revising ? { version: revising.version } : {}),
    });
    if (!parsed.success) {
      show(placeErrors(issuesByPath(parsed.error.issues), refs));
      return;
    }
    setErrors(NO_ERRORS);
    setBusy(true);
    saving.current = true;
    try {
      const saved = await saveSchedule(parsed.data);
      refreshAfterChange(client, saved);
      toast.success(`${monthName(saved.month)} of ${saved.customerName} saved as ${revisionLabel(saved.revision)}`);
      navigate(`/delivery-schedules/view/${saved.id}`, { replace: true });
    } catch (error) {
      saving.current = false;
      show(placeErrors(isApiError(error) ? error.errors : {}, refs));
      toast.error(errorMessage(error, 'Failed to save the delivery schedule'));
    } finally {
      setBusy(false);
    }
  });

  // Refusals of cells in the view not shown are listed, so none goes unseen.
  const hidden = Object.entries(errors.cells).flatMap(([key, message]) => {
    const [productId, cellBucket, date] = key.split('|') as [string, ScheduleBucket, string];
    if (cellBucket === bucket) return [];
    const part = rows.find((row) => row.productId === productId)?.partNumber ?? 'A part';
    return [`${part}, ${bucketLabel({ bucket: cellBucket, date })}: ${message}`];
  });
  const summary = [...errors.general, ...hidden];

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <Card>
          <div className="grid gap-5 p-5 sm:p-6">
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-5">
              <div className="xl:col-span-2">
                <CustomerField
                  name="customerId"
                  label="Customer"
                  required
                  {...(start.customerLabel ? { selectedLabel: start.customerLabel } : {})}
                  onPick={(customer) => {
                    if (customer?.id === customerId) return;
                    setRows([]);
                    setCells({});
                    setErrors(NO_ERRORS);
                  }}
                />
              </div>
              <MonthField
                name="month"
                required
                onEdit={(value) => {
                  if (!firmTyped.current && isMonth(value)) form.setValue('firmUntil', defaultFirmUntil(value));
                }}
              />
              <DateField name="receivedOn" label="Received On" required />
              <DateField
                name="firmUntil"
                label="Firm Until"
                required
                hint="Later buckets are the customer’s forecast"
                onEdit={() => {
                  firmTyped.current = true;
                }}
              />
            </div>
            <div className="max-w-md">
              <TextField name="reference" label="Customer’s Reference" autoComplete="off" maxLength={60} />
            </div>
            <MonthNotice customerId={customerId} month={shownMonth} revising={!!revising} />
            <div className="flex flex-wrap items-end justify-between gap-4">
              <PartAdder
                customerId={customerId}
                onAdd={(row) => {
                  if (rows.some((existing) => existing.productId === row.productId)) return;
                  setRows((current) => [...current, row]);
                  gridChanged();
                }}
              />
              <BucketToggle value={bucket} onChange={setBucket} />
            </div>
            <div ref={gridRef}>
              {shownMonth ? (
                <ScheduleGrid
                  rows={rows}
                  cells={cells}
                  columns={columns}
                  firmUntil={firmUntil}
                  cellErrors={errors.cells}
                  rowErrors={errors.rows}
                  onCell={(key, text) => {
                    setCells((current) => ({ ...current, [key]: text }));
                    setErrors((current) => {
                      if (!(key in current.cells)) return current;
                      const { [key]: _gone, ...rest } = current.cells;
                      return { ...current, cells: rest };
                    });
                    gridChanged();
                  }}
                  onRemove={(row) => {
                    setRows((current) => current.filter((existing) => existing.productId !== row.productId));
                    gridChanged();
                  }}
                />
              ) : (
                <p className="text-gray-600 text-sm dark:text-gray-400">Choose the month to see its buckets.</p>
              )}
            </div>
            {other && other.pieces > 0 && (
              <p className="text-gray-600 text-sm dark:text-gray-400">
                {count(other.pieces)} pieces are typed {other.bucket === 'day' ? 'by day' : 'by week'} too; they are
                saved with the rest.
              </p>
            )}
            {summary.length > 0 && (
              <Alert>
                <ul className="list-inside list-disc">
                  {summary.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </div>
          <div className="flex items-center justify-end gap-3 border-gray-200 border-t px-5 py-4 sm:px-6 dark:border-gray-800">
            <ButtonLink to="/delivery-schedules" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {revising ? `Save as ${revisionLabel(revising.revision + 1)}` : 'Save Schedule'}
            </Button>
          </div>
        </Card>
      </form>
    </FormProvider>
  );
}
