import {
  checkJobWorkReceiptKind,
  goodsQuantityText,
  JOB_WORK_RECEIPT_KIND_LABELS,
  JOB_WORK_RECEIPT_KINDS,
  JOB_WORK_RECEIPT_TABLE,
  type JobWorkChallan,
  type JobWorkChallanLine,
  type JobWorkReceiptData,
  type JobWorkReceiptKind,
  jobWorkReceiptFields,
  jobWorkReceiptLineInputSchema,
  onlyOutMessage,
  readNumber,
  scaleDecimal,
  todayIn,
} from '@lathe/shared';
import { lazy, Suspense, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { LinesError } from '../../components/document/line-grid';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { EntityForm } from '../../components/form/entity-form';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { ApiError, errorMessage, isApiError } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { jobWorkResource } from './api';

/** The supplier picker, fetched when the goods came back from another job worker (5B): most receipts never need it. */
const SupplierField = lazy(() =>
  import('../../components/pickers/supplier-field').then((m) => ({ default: m.SupplierField })),
);

/*
 * "Record goods back": how they came back (from the job worker, from another job worker, or
 * supplied to a buyer from the job worker's premises: ITC-04's 5A, 5B, 5C), then every line still
 * out with its good (or supplied), rejected and scrap boxes; the lines left blank are not part of
 * the receipt. The shared receipt schema checks each line
 * sent, and here also that no line takes back more than is out (the server's own check, with the
 * same message, is the last word when someone recorded a receipt meanwhile).
 */

const thousandths = (value: number) => scaleDecimal(value, 3);
const entered = (value: unknown) => {
  const number = readNumber(value as string | number | null | undefined);
  return number !== null && Number.isFinite(number) && number > 0;
};
const isBlank = (line: { goodQuantity?: unknown; rejectedQuantity?: unknown; scrapKg?: unknown }) =>
  !entered(line.goodQuantity) && !entered(line.rejectedQuantity) && !entered(line.scrapKg);

/** A line of the panel: the shared line's fields, a blank line allowed (it is left out). */
const panelLine = z.object(jobWorkReceiptLineInputSchema.shape).superRefine((line, ctx) => {
  if (line.rejectedQuantity > 0 && !line.rejectionReason) {
    ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: 'Say why the pieces were rejected' });
  }
});

function receiveSchemaFor(pending: readonly JobWorkChallanLine[]) {
  return z
    .object({
      ...jobWorkReceiptFields,
      // The picker holds '' while nothing is chosen.
      fromSupplierId: z.preprocess((v) => (v === '' ? null : v), jobWorkReceiptFields.fromSupplierId),
      lines: z.array(panelLine).superRefine((lines, ctx) => {
        lines.forEach((line, index) => {
          const out = pending[index]?.pendingQuantity ?? 0;
          if (thousandths(line.goodQuantity) + thousandths(line.rejectedQuantity) > thousandths(out)) {
            ctx.addIssue({ code: 'custom', path: [index, 'goodQuantity'], message: onlyOutMessage(out) });
          }
        });
        if (lines.every(isBlank))
          ctx.addIssue({ code: 'custom', message: 'Enter what came back on at least one line' });
      }),
    })
    .superRefine(checkJobWorkReceiptKind);
}

const KIND_OPTIONS = JOB_WORK_RECEIPT_KINDS.map((kind) => ({
  value: kind,
  label: `${JOB_WORK_RECEIPT_KIND_LABELS[kind]} (ITC-04 ${JOB_WORK_RECEIPT_TABLE[kind]})`,
}));

/** The fields the kind asks for: the other job worker (5B), or the invoice of the supply (5C). */
function KindFields() {
  const kind = useWatch({ name: 'kind' }) as JobWorkReceiptKind;
  if (kind === 'supplied_from_premises') {
    return (
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          name="invoiceNumber"
          label="Invoice No."
          required
          autoComplete="off"
          hint="Our invoice for the goods supplied from the job worker's premises"
        />
        <DateField name="invoiceDate" label="Invoice Date" required />
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {kind === 'other_job_worker' && (
        <Suspense fallback={null}>
          <SupplierField
            name="fromSupplierId"
            label="Came back from"
            required
            hint="The job worker the goods were passed on to"
          />
        </Suspense>
      )}
      <TextField name="jobWorkerChallanNumber" label="Job worker's challan No." autoComplete="off" />
      <DateField name="jobWorkerChallanDate" label="Job worker's challan date" />
    </div>
  );
}

/** The server's `lines.{i}` errors name the lines sent; the panel's rows are every line out. */
function remapped(error: unknown, rows: readonly number[]) {
  if (!isApiError(error)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => {
      const match = /^lines\.(\d+)\.(.+)$/.exec(field);
      const row = match ? rows[Number(match[1])] : undefined;
      return [row === undefined ? field : `lines.${row}.${match?.[2]}`, message];
    }),
  );
  return new ApiError(error.status, { message: error.serverMessage, errors });
}

function PanelLine({ line, index }: { line: JobWorkChallanLine; index: number }) {
  const name = (field: string) => `lines.${index}.${field}`;
  const supplied = useWatch({ name: 'kind' }) === 'supplied_from_premises';
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-4 dark:border-gray-800">
      <legend className="px-1 font-medium text-gray-800 text-sm dark:text-white/90">
        #{line.lineNumber} {line.description} — {goodsQuantityText(line.pendingQuantity)} {line.unit} out
      </legend>
      <DecimalField name={name('goodQuantity')} label={supplied ? `Supplied (${line.unit})` : `Good (${line.unit})`} />
      {!supplied && <DecimalField name={name('rejectedQuantity')} label={`Rejected (${line.unit})`} />}
      <DecimalField name={name('scrapKg')} label="Scrap (kg)" />
      {!supplied && <TextField name={name('rejectionReason')} label="Rejection reason" autoComplete="off" />}
    </fieldset>
  );
}

/**
 * Records goods back against a sent challan: how they came back, the date, the job worker's own
 * challan (and, from another job worker, which one) or the invoice they were supplied under, and
 * per line still out the good (supplied), rejected and scrap quantities (with why, when any were
 * rejected). Good goods go back into stock, supplied ones do not; the challan answers as it now is.
 * Opened by `?action=receive` on the challan's page; Cancel closes it.
 */
export function ReceiveGoodsPanel({ challan }: { challan: JobWorkChallan }) {
  const navigate = useNavigate();
  const back = `/job-work/view/${challan.id}`;
  const pending = useMemo(() => challan.lines.filter((line) => line.pendingQuantity > 0), [challan.lines]);
  const schema = useMemo(() => receiveSchemaFor(pending), [pending]);
  const receive = useResourceAction(jobWorkResource, 'receive');

  const submit = async (values: JobWorkReceiptData) => {
    const rows = values.lines.flatMap((line, index) => (isBlank(line) ? [] : [index]));
    // Only what the kind names is sent: the other job worker for 5B, the invoice for 5C.
    const { fromSupplierId, invoiceNumber, invoiceDate, ...common } = values;
    const body = {
      ...common,
      ...(values.kind === 'other_job_worker' ? { fromSupplierId } : {}),
      ...(values.kind === 'supplied_from_premises' ? { invoiceNumber, invoiceDate } : {}),
      lines: rows.map((row) => values.lines[row]),
      version: challan.version,
    };
    try {
      const saved = await receive.mutateAsync({ id: challan.id, body });
      toast.success(saved.status === 'received' ? 'Everything is back' : 'Goods back recorded');
      navigate(back, { replace: true });
    } catch (error) {
      throw remapped(error, rows);
    }
  };

  return (
    <section aria-labelledby="receive-title" className="mb-4 print:hidden">
      <EntityForm
        schema={schema}
        defaultValues={{
          kind: 'returned',
          receiptDate: todayIn(),
          fromSupplierId: '',
          invoiceNumber: '',
          invoiceDate: '',
          jobWorkerChallanNumber: '',
          jobWorkerChallanDate: '',
          remarks: '',
          lines: pending.map((line) => ({
            challanLineId: line.id,
            goodQuantity: '',
            rejectedQuantity: '',
            scrapKg: '',
            rejectionReason: '',
          })),
        }}
        onSubmit={submit}
        onError={(error) => toast.error(errorMessage(error, 'Failed to record goods back'))}
        submitLabel="Record Goods Back"
        cancelTo={back}
      >
        <h2 id="receive-title" className="font-semibold text-base text-gray-800 dark:text-white/90">
          Record goods back
        </h2>
        <div className="grid gap-5 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <SelectField name="kind" label="How they came back" required options={KIND_OPTIONS} />
          </div>
          <DateField name="receiptDate" label="Receipt Date" required />
        </div>
        <KindFields />
        {pending.map((line, index) => (
          <PanelLine key={line.id} line={line} index={index} />
        ))}
        <LinesError />
        <TextareaField name="remarks" label="Remarks" rows={2} />
      </EntityForm>
    </section>
  );
}
