import { zodResolver } from '@hookform/resolvers/zod';
import {
  E_WAY_BILL_THRESHOLD,
  type EWayBillEntry,
  type EWayBillEntryInput,
  type EWayBillTransport,
  type EWayBillTransportInput,
  eWayBillEntrySchema,
  eWayBillLine,
  eWayBillTransportSchema,
  formatIndianNumber,
  ROAD_VEHICLE_NUMBER,
  TRANSPORT_MODES,
  todayIn,
  VEHICLE_TYPES,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../lib/api-error';
import { DateField } from '../form/date-field';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { ActionPanel } from '../ui/action-panel';
import { Alert } from '../ui/alert';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { confirmAction } from '../ui/confirm-action';
import { type EWayBillTarget, useClearEWayBill, useEWayBillDownload, useRecordEWayBill } from './api';

export { E_WAY_BILL_ACTION } from './e-way-bill-action';

/** The e-way bill as a document's read model carries it. */
export interface EWayBillRecord {
  eWayBillNumber: string | null;
  eWayBillDate: string | null;
  eWayBillValidUntil: string | null;
}

/** "e-way bill pending": an issued invoice whose goods, worth more than ₹50,000, have no e-way bill yet. */
export function EWayBillPendingBadge({ className }: { className?: string }) {
  return (
    <span
      title={`Goods worth more than ₹${formatIndianNumber(E_WAY_BILL_THRESHOLD, 0)} move with an e-way bill (CGST Rule 138)`}
      className={clsx(
        'inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 font-medium text-amber-800 text-xs dark:bg-amber-500/15 dark:text-amber-300',
        className,
      )}
    >
      e-way bill pending
    </span>
  );
}

const MODE_OPTIONS = Object.entries(TRANSPORT_MODES).map(([value, label]) => ({ value, label }));
const VEHICLE_TYPE_OPTIONS = Object.entries(VEHICLE_TYPES).map(([value, label]) => ({ value, label }));

/** The document's vehicle reference, when it is a vehicle number the portal takes. */
function vehicleOf(reference: string | null | undefined): string {
  const plate = (reference ?? '').toUpperCase().replace(/[ -]/g, '');
  return ROAD_VEHICLE_NUMBER.test(plate) ? plate : '';
}

/** The server's field errors land under their inputs; what names no field of the form is answered in words. */
function placeErrors<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, error: unknown) {
  const fields = isApiError(error) ? Object.entries(error.errors) : [];
  const own = fields.filter(([field]) => field in form.getValues());
  own.forEach(([field, message], index) => {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return own.length === fields.length && own.length > 0 ? null : error;
}

function TransportForm({
  target,
  fallbackName,
  vehicleReference,
}: {
  target: EWayBillTarget;
  fallbackName: string;
  vehicleReference: string | null | undefined;
}) {
  const file = useEWayBillDownload(target.path, fallbackName);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EWayBillTransportInput, unknown, EWayBillTransport>({
    resolver: zodResolver(eWayBillTransportSchema),
    defaultValues: {
      transMode: '1',
      transDistance: '',
      vehicleNo: vehicleOf(vehicleReference),
      vehicleType: 'R',
      transporterId: '',
      transporterName: '',
      transDocNo: '',
      transDocDate: '',
    },
    mode: 'onTouched',
  });
  const { setFocus } = form;
  useEffect(() => setFocus('transMode'), [setFocus]);

  const submit = form.handleSubmit(async (transport) => {
    setRefusal(null);
    try {
      await file.mutateAsync(transport);
      toast.success('e-Way Bill JSON downloaded: upload it on ewaybillgst.gov.in');
    } catch (error) {
      const left = placeErrors(form, error);
      if (left) setRefusal(errorMessage(left, 'Failed to make the e-way bill JSON'));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Transport" className="grid gap-4">
        <div>
          <h3 className="font-medium text-gray-800 dark:text-white/90">Transport (Part B)</h3>
          <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
            For the JSON only, not kept. By road give the vehicle, or the transporter&apos;s ID for them to add it; by
            rail, air or ship the transport document.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField name="transMode" label="Mode" options={MODE_OPTIONS} required />
          <TextField
            name="transDistance"
            label="Distance (km)"
            required
            inputMode="numeric"
            autoComplete="off"
            hint="0 lets the portal work it out from the PIN codes"
          />
          <TextField name="vehicleNo" label="Vehicle No." autoComplete="off" placeholder="MH14HG0917" />
          <SelectField name="vehicleType" label="Vehicle type" options={VEHICLE_TYPE_OPTIONS} />
          <TextField
            name="transporterId"
            label="Transporter GSTIN / ID"
            autoComplete="off"
            maxLength={15}
            spellCheck={false}
          />
          <TextField name="transporterName" label="Transporter name" autoComplete="off" maxLength={100} />
          <TextField
            name="transDocNo"
            label="Transport doc no."
            autoComplete="off"
            maxLength={15}
            hint="LR, railway receipt, airway bill or bill of lading"
          />
          <DateField name="transDocDate" label="Transport doc date" />
        </div>
        {refusal && <Alert>{refusal}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={file.isPending} aria-busy={file.isPending || undefined}>
            {file.isPending ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            Download e-Way Bill JSON
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function EntryForm({
  target,
  recorded,
  what,
  closeTo,
}: {
  target: EWayBillTarget;
  recorded: EWayBillRecord;
  what: string;
  closeTo: string;
}) {
  const navigate = useNavigate();
  const record = useRecordEWayBill(target);
  const clear = useClearEWayBill(target);
  const form = useForm<EWayBillEntryInput, unknown, EWayBillEntry>({
    resolver: zodResolver(eWayBillEntrySchema),
    defaultValues: {
      eWayBillNumber: recorded.eWayBillNumber ?? '',
      eWayBillDate: recorded.eWayBillDate ?? todayIn(),
      validUntil: recorded.eWayBillValidUntil ?? '',
    },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (entry) => {
    try {
      await record.mutateAsync(entry);
      toast.success(`e-Way Bill No. ${entry.eWayBillNumber} recorded on ${what}`);
      navigate(closeTo, { replace: true });
    } catch (error) {
      const left = placeErrors(form, error);
      if (left) toast.error(errorMessage(left, 'Failed to record the e-way bill'));
    }
  });

  const clearIt = async () => {
    const message = `Clear e-Way Bill No. ${recorded.eWayBillNumber} from ${what}?`;
    if (!(await confirmAction({ message, confirmLabel: 'Clear', danger: true }))) return;
    try {
      await clear.mutateAsync();
      toast.success('e-Way Bill cleared');
      navigate(closeTo, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to clear the e-way bill'));
    }
  };

  const busy = form.formState.isSubmitting || clear.isPending;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label="e-Way Bill generated"
        className="grid gap-4 border-gray-200 border-t pt-5 dark:border-gray-800"
      >
        <div>
          <h3 className="font-medium text-gray-800 dark:text-white/90">The e-way bill the portal generated</h3>
          <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
            Upload the JSON on ewaybillgst.gov.in (e-Waybill → Generate Bulk), then type back its number and dates.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="eWayBillNumber"
            label="e-Way Bill No."
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="12 digits"
          />
          <DateField name="eWayBillDate" label="Generated on" required />
          <DateField name="validUntil" label="Valid until" required />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          {recorded.eWayBillNumber && (
            <Button variant="secondary" onClick={() => void clearIt()} disabled={busy}>
              <Trash2 aria-hidden="true" className="size-4" />
              Clear
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Save
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

interface EWayBillPanelProps {
  target: EWayBillTarget;
  /** What it is the e-way bill of, for the heading and the messages: "invoice INV/2026-27/0007". */
  what: string;
  /** The file name when the server gives none. */
  fallbackName: string;
  recorded: EWayBillRecord;
  /** The vehicle the document names, proposed when it is a vehicle number. */
  vehicleReference?: string | null;
  /** May record the e-way bill the portal generated (the route's permission). */
  canRecord: boolean;
  /** The page without the panel: Back, Escape and a saved entry go there. */
  closeTo: string;
}

/**
 * "e-Way Bill" over a document: the transport typed for the portal's JSON (downloaded, checked by
 * the server against the portal's schema), and below it the e-way bill the portal generated from
 * it, typed back and kept on the document. Lathe does not submit anything to the portal.
 */
export function EWayBillPanel({
  target,
  what,
  fallbackName,
  recorded,
  vehicleReference,
  canRecord,
  closeTo,
}: EWayBillPanelProps) {
  const titleId = useId();
  const line = eWayBillLine(recorded);
  return (
    <ActionPanel titleId={titleId} closeTo={closeTo}>
      <Card className="grid gap-5 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="font-medium text-gray-800 dark:text-white/90">
              e-Way Bill of {what}
            </h2>
            <p className="mt-1 text-gray-700 text-sm dark:text-gray-300">
              {line ? `e-Way Bill No.: ${line}` : 'No e-way bill recorded yet.'}
            </p>
          </div>
          <ButtonLink to={closeTo} replace variant="secondary">
            Back
          </ButtonLink>
        </div>
        <TransportForm target={target} fallbackName={fallbackName} vehicleReference={vehicleReference} />
        {canRecord ? (
          <EntryForm
            key={`${recorded.eWayBillNumber}-${recorded.eWayBillDate}-${recorded.eWayBillValidUntil}`}
            target={target}
            recorded={recorded}
            what={what}
            closeTo={closeTo}
          />
        ) : (
          <p className="border-gray-200 border-t pt-5 text-gray-600 text-sm dark:border-gray-800 dark:text-gray-400">
            The e-way bill the portal generates is recorded here by whoever may record this document&apos;s steps.
          </p>
        )}
      </Card>
    </ActionPanel>
  );
}
