import {
  ackInstant,
  type GstDocument,
  INVOICE_FLOW,
  type Invoice,
  IRP_RESPONSE_MAX_BYTES,
  indiaDayAndTime,
  invoiceGstDocument,
  irnInputSchema,
  irnProblems,
  readIrpResponse,
  requiredDateField,
} from '@lathe/shared';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { labelClass } from '../../components/form/field-styles';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { ActionPanel } from '../../components/ui/action-panel';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useOffered } from '../../lib/use-can';
import { useRecordIrn } from './irn-api';

/** The search parameter that opens the panel over the invoice (`?action=irn`), so Back and Escape close it. */
export const IRN_ACTION = 'irn';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The form: the portal's answer with its acknowledgement date as a day (dd/mm/yyyy) and a time,
 * checked by the shared schema and, once each field reads, against the invoice as the server
 * checks it (the QR code names this invoice, its IRN and its total; not acknowledged before it).
 */
function irnFormSchema(document: GstDocument) {
  const { irn, ackNumber, signedQrCode, ackDate } = irnInputSchema.shape;
  return z
    .object({
      irn,
      ackNumber,
      ackDate: requiredDateField('Ack Date is required'),
      ackTime: z.string().trim().regex(TIME, 'Enter the time as HH:mm or HH:mm:ss'),
      signedQrCode,
    })
    .transform((form, ctx) => {
      const [, hours = '', minutes = '', seconds = '00'] = TIME.exec(form.ackTime) ?? [];
      const when = ackDate.safeParse(`${form.ackDate} ${hours.padStart(2, '0')}:${minutes}:${seconds}`);
      if (!when.success) {
        for (const issue of when.error.issues)
          ctx.addIssue({ code: 'custom', path: ['ackDate'], message: issue.message });
        return z.NEVER;
      }
      const answer = { irn: form.irn, ackNumber: form.ackNumber, ackDate: when.data, signedQrCode: form.signedQrCode };
      const problems = Object.entries(irnProblems(answer, document));
      for (const [field, message] of problems) ctx.addIssue({ code: 'custom', path: [field], message });
      return problems.length > 0 ? z.NEVER : answer;
    });
}
type IrnFormValues = z.input<ReturnType<typeof irnFormSchema>>;

/** The form's fields from what is recorded (a correction), or empty. */
function valuesOf(invoice: Invoice): IrnFormValues {
  const at = invoice.irnAckDate ? indiaDayAndTime(invoice.irnAckDate) : { day: '', time: '' };
  return {
    irn: invoice.irn ?? '',
    ackNumber: invoice.irnAckNumber ?? '',
    ackDate: at.day,
    ackTime: at.time,
    signedQrCode: invoice.irnSignedQr ?? '',
  };
}

/** Puts the cursor in the first field as the panel opens. */
function FocusFirst() {
  const { setFocus } = useFormContext<IrnFormValues>();
  useEffect(() => setFocus('irn'), [setFocus]);
  return null;
}

/** A chosen file's text, read as UTF-8. */
function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** "Upload portal response": the portal's answer (JSON) fills the form, to be checked and saved. */
function UploadResponse() {
  const id = useId();
  const { setValue } = useFormContext<IrnFormValues>();
  const [note, setNote] = useState<{ tone: 'error' | 'warning' | 'info'; text: string } | null>(null);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is read again.
    event.target.value = '';
    if (!file) return;
    if (file.size > IRP_RESPONSE_MAX_BYTES) {
      setNote({ tone: 'error', text: 'This file is too large to be the portal’s answer (at most 100 kB)' });
      return;
    }
    let text: string;
    try {
      text = await readAsText(file);
    } catch {
      setNote({ tone: 'error', text: `${file.name} cannot be read` });
      return;
    }
    const reading = readIrpResponse(text);
    if (reading.problem !== undefined) {
      setNote({ tone: 'error', text: reading.problem });
      return;
    }
    const { fields, missing } = reading;
    const at = ackInstant(fields.ackDate);
    const { day, time } = at ? indiaDayAndTime(at) : { day: fields.ackDate, time: '' };
    const filled: IrnFormValues = { ...fields, ackDate: day, ackTime: time };
    for (const [name, value] of Object.entries(filled) as [keyof IrnFormValues, string][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
    setNote(
      missing.length > 0
        ? { tone: 'warning', text: `Filled in from ${file.name}, which has no ${missing.join(', ')}: type it in` }
        : { tone: 'info', text: `Filled in from ${file.name}: check it and save` },
    );
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={labelClass}>
        <span className="inline-flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-4" />
          Upload portal response
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        aria-describedby={`${id}-hint`}
        onChange={(event) => void read(event)}
        className="text-gray-700 text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-gray-700 dark:text-gray-300 dark:file:border-gray-700 dark:file:bg-gray-800 dark:file:text-gray-200"
      />
      <p id={`${id}-hint`} className="text-gray-600 text-xs dark:text-gray-400">
        The JSON the portal (or your GSP) answered for this invoice, at most 100 kB: it fills in the fields below.
      </p>
      {note && <Alert tone={note.tone}>{note.text}</Alert>}
    </div>
  );
}

interface IrnPanelProps {
  invoice: Invoice;
  /** The invoice without the panel: Back, Escape and a saved IRN go there. */
  closeTo: string;
}

/**
 * "e-Invoice (IRN)" over the invoice: once its e-invoice JSON is uploaded to the Invoice
 * Registration Portal, the portal's answer (IRN, Ack No., Ack Date, signed QR code) is recorded
 * here, typed or read from the answer's file.
 */
export function IrnPanel({ invoice, closeTo }: IrnPanelProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const record = useRecordIrn();
  const offered = useOffered(INVOICE_FLOW, invoice);
  const schema = useMemo(() => irnFormSchema(invoiceGstDocument(invoice)), [invoice]);
  const heading = (
    <h2 id={titleId} className="font-medium text-gray-800 dark:text-white/90">
      e-Invoice (IRN) of invoice {invoice.invoiceNumber}
    </h2>
  );
  const takesIrn = offered('recordIrn') && Boolean(invoice.customerGstin);
  return (
    <ActionPanel titleId={titleId} closeTo={closeTo}>
      {takesIrn ? (
        <EntityForm
          schema={schema}
          defaultValues={valuesOf(invoice)}
          onSubmit={async (answer) => {
            const saved = await record.mutateAsync({ id: invoice.id, body: { ...answer, version: invoice.version } });
            toast.success(`IRN recorded on invoice ${saved.invoiceNumber ?? ''}`);
            navigate(closeTo, { replace: true });
          }}
          onError={(error) => toast.error(errorMessage(error, 'Failed to record the IRN'))}
          submitLabel="Save IRN"
          cancelTo={closeTo}
          cancelLabel="Back"
        >
          <FocusFirst />
          {heading}
          <p className="-mt-2 text-gray-600 text-sm dark:text-gray-400">
            Upload the invoice’s e-invoice JSON to the Invoice Registration Portal, then record its answer here. The QR
            code must be this invoice’s; its signature is NIC’s and is not checked here.
          </p>
          <UploadResponse />
          <TextField name="irn" label="IRN" required autoComplete="off" spellCheck={false} maxLength={80} />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField name="ackNumber" label="Ack No." required inputMode="numeric" autoComplete="off" />
            <DateField name="ackDate" label="Ack Date" required />
            <TextField name="ackTime" label="Ack Time" required placeholder="HH:mm:ss" hint="India time, 24-hour" />
          </div>
          <TextareaField name="signedQrCode" label="Signed QR Code" required rows={5} spellCheck={false} />
        </EntityForm>
      ) : (
        <Card className="space-y-3 p-4 sm:p-5">
          {heading}
          <Alert tone="warning">
            An IRN is recorded on an issued invoice to a buyer with a GSTIN, by whoever may issue invoices.
          </Alert>
          <ButtonLink to={closeTo} replace variant="secondary">
            Back
          </ButtonLink>
        </Card>
      )}
    </ActionPanel>
  );
}
