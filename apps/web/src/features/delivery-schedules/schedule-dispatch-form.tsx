import {
  beyondFirmZone,
  type DeliverySchedule,
  type ScheduleDispatchData,
  type ScheduleDispatchInput,
  scheduleDispatchInputSchema,
  todayIn,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { NumberField } from '../../components/form/number-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { Alert } from '../../components/ui/alert';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { dispatchSchedule, refreshAfterChange } from './api';
import { type DispatchPart, dispatchParts, forecastReached, reachesForecast } from './dispatch-allocation';
import { bucketLabel } from './schedule-format';

/** Thrown when the user declines the PDI override: the form stays as it is, unsaved. */
const DECLINED = Symbol('declined');

/** What the server names when it asks this user to confirm dispatching without a passed PDI (409), else null. */
const pdiOverrideAsked = (error: unknown) =>
  isApiError(error) && error.status === 409 ? (error.errors.pdiOverride ?? null) : null;

const pdiQuestion = (missing: string) =>
  `${missing}.\nDispatch anyway? The override is kept in the order's history under your name.`;

/** The dispatch schema, with what only the schedule knows: no part beyond what is left, and a reason past the firm zone. */
function dispatchSchemaFor(parts: readonly DispatchPart[], firmUntil: string) {
  return scheduleDispatchInputSchema.superRefine((data, ctx) => {
    data.lines.forEach((line, index) => {
      const left = parts[index]?.left ?? 0;
      if (line.quantity > left) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'quantity'],
          message: `Only ${count(left)} left on this schedule`,
        });
      }
    });
    const quantities = data.lines.map((line) => line.quantity);
    if (reachesForecast(parts, quantities) && !data.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: beyondFirmZone(firmUntil) });
    }
  });
}

/**
 * The reason box: shown as soon as the quantities typed reach a forecast bucket (earliest first,
 * as the server posts them), or when the server asks for it.
 */
function ReasonBox({ parts }: { parts: readonly DispatchPart[] }) {
  const { formState } = useFormContext();
  const quantities = useWatch({ name: parts.map((_, index) => `lines.${index}.quantity`) }) as unknown[];
  const reason = useWatch({ name: 'reason' }) as string | null | undefined;
  const reached = parts.flatMap((part, index) =>
    forecastReached(part, Number(quantities[index] ?? 0)).map((bucket) => ({ part, bucket })),
  );
  if (reached.length === 0 && !formState.errors.reason && !reason) return null;
  return (
    <div className="grid gap-3">
      {reached.length > 0 && (
        <Alert tone="warning">
          This dispatch reaches past the firm zone into the customer’s forecast:{' '}
          {reached
            .map(({ part, bucket }) => `${part.drawingNumber} ${bucketLabel(bucket)} (due ${formatDate(bucket.dueBy)})`)
            .join(', ')}
          . Say why the pieces go ahead.
        </Alert>
      )}
      <TextareaField name="reason" label="Reason for Going Ahead of the Firm Zone" rows={2} required />
    </div>
  );
}

/**
 * Records a dispatch against the schedule: date, vehicle, notes and the pieces of each part with
 * something left (0 leaves it out); the server posts them to its buckets earliest first, as a
 * dispatch of the release order with its challan. A part without a passed PDI: a user holding
 * the override confirms it and the dispatch is sent again with `pdiOverride`.
 */
export function ScheduleDispatchForm({ schedule, back }: { schedule: DeliverySchedule; back: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const all = useMemo(() => dispatchParts(schedule.lines), [schedule.lines]);
  const parts = useMemo(() => all.filter((part) => part.left > 0), [all]);
  const done = all.filter((part) => part.left === 0);
  const schema = useMemo(() => dispatchSchemaFor(parts, schedule.firmUntil), [parts, schedule.firmUntil]);

  const send = (values: ScheduleDispatchData, pdiOverride: boolean) => {
    const body: ScheduleDispatchInput = {
      dispatchDate: values.dispatchDate,
      vehicleReference: values.vehicleReference,
      notes: values.notes,
      lines: values.lines,
      ...(values.reason ? { reason: values.reason } : {}),
      ...(pdiOverride ? { pdiOverride: true } : {}),
      version: schedule.version,
    };
    return dispatchSchedule(schedule.id, body);
  };

  if (parts.length === 0) {
    return <Alert tone="info">Everything on this schedule is dispatched: nothing is left to send.</Alert>;
  }

  return (
    <section aria-labelledby="schedule-dispatch-title">
      <EntityForm
        schema={schema}
        defaultValues={{
          dispatchDate: todayIn(),
          vehicleReference: '',
          notes: '',
          reason: '',
          lines: parts.map((part) => ({ productId: part.productId, quantity: 0 })),
        }}
        onSubmit={async (values) => {
          let saved: DeliverySchedule;
          try {
            saved = await send(values, false);
          } catch (error) {
            const missing = pdiOverrideAsked(error);
            if (!missing) throw error;
            const yes = await confirmAction({ message: pdiQuestion(missing), confirmLabel: 'Dispatch anyway' });
            if (!yes) throw DECLINED;
            saved = await send(values, true);
          }
          refreshAfterChange(client, saved);
          toast.success('Dispatch recorded');
          navigate(back, { replace: true });
        }}
        onError={(error) => {
          if (error !== DECLINED) toast.error(errorMessage(error, 'Failed to record dispatch'));
        }}
        submitLabel="Record Dispatch"
        cancelTo={back}
      >
        <h2 id="schedule-dispatch-title" className="font-semibold text-base text-gray-800 dark:text-white/90">
          Record dispatch
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField name="dispatchDate" label="Dispatch Date" required />
          <TextField name="vehicleReference" label="Vehicle / Transporter Reference" autoComplete="off" />
        </div>
        <TextareaField name="notes" label="Notes" rows={2} />
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium text-gray-800 text-sm dark:text-white/90">Pieces to dispatch</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {parts.map((part, index) => (
              <NumberField
                key={part.productId}
                name={`lines.${index}.quantity`}
                label={`${part.drawingNumber} — ${part.description}`}
                hint={`${count(part.left)} left to dispatch, earliest ${bucketLabel(part.open[0] ?? { bucket: 'day', date: '' })}`}
                min={0}
                max={part.left}
                step={1}
              />
            ))}
          </div>
          {done.length > 0 && (
            <p className="text-gray-600 text-sm dark:text-gray-400">
              Nothing left of {done.map((part) => part.drawingNumber).join(', ')}.
            </p>
          )}
        </fieldset>
        <ReasonBox parts={parts} />
      </EntityForm>
    </section>
  );
}
