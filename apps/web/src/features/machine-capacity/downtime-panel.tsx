import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOWNTIME_KIND_LABELS,
  DOWNTIME_KINDS,
  type MachineCapacity,
  type MachineDowntimeData,
  type MachineDowntimeInput,
  machineDowntimeInputSchema,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { useDowntimeChanges } from './api';
import { plantTimeText } from './capacity-format';

const KINDS = DOWNTIME_KINDS.map((kind) => ({ value: kind, label: DOWNTIME_KIND_LABELS[kind] }));
const BLANK: MachineDowntimeInput = {
  kind: 'maintenance',
  startDate: '',
  startTime: '',
  returnDate: '',
  returnTime: '',
  note: '',
};

/** Adds a window: kind, stop and expected return (date and time each), a note; the server's refusal lands on its field. */
function AddDowntime({ machineId }: { machineId: string }) {
  const { add } = useDowntimeChanges(machineId);
  const form = useForm<MachineDowntimeInput, unknown, MachineDowntimeData>({
    resolver: zodResolver(machineDowntimeInputSchema),
    defaultValues: BLANK,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(`${DOWNTIME_KIND_LABELS[values.kind]} added`);
      form.reset(BLANK);
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.errors)) {
          form.setError(field as Path<MachineDowntimeInput>, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast.error(errorMessage(error, 'The downtime could not be added'));
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Add downtime" className="grid gap-4 p-5">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="kind" label="Kind" options={KINDS} required />
          <DateField name="startDate" label="Stops on" required />
          <TextField
            name="startTime"
            label="Stops at"
            placeholder="08:00"
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextField name="note" label="Note (Optional)" autoComplete="off" placeholder="Spindle bearing" />
          <DateField name="returnDate" label="Expected back on" required />
          <TextField
            name="returnTime"
            label="Expected back at"
            placeholder="14:00"
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          Add downtime
        </Button>
      </form>
    </FormProvider>
  );
}

/**
 * A machine's downtime windows not yet over (maintenance, a breakdown until its expected return):
 * the schedule pauses the machine through each. Broken down or under maintenance, the machine is
 * planned from the expected return of the window holding now; with none, not at all.
 */
export function DowntimePanel({ capacity }: { capacity: MachineCapacity }) {
  const mayEdit = useCan('schedule', 'edit');
  const { remove } = useDowntimeChanges(capacity.id);
  return (
    <Card className="mt-6">
      <div className="px-5 pt-5">
        <h2 className="font-semibold text-gray-800 dark:text-white/90">Downtime</h2>
        <p className="text-gray-600 text-sm dark:text-gray-400">
          {capacity.back
            ? `Down now: back ${plantTimeText(capacity.back)}. The schedule plans it from then.`
            : 'Maintenance or a breakdown with its expected return: the schedule pauses the machine through it.'}
        </p>
      </div>
      {mayEdit && <AddDowntime machineId={capacity.id} />}
      <table className="w-full">
        <caption className="sr-only">Downtime of {capacity.machineNo}</caption>
        <TableHead
          columns={['Kind', 'Stops', 'Expected back', 'Note', mayEdit && { label: 'Actions', srOnly: true }]}
        />
        <tbody className={tbodyClass}>
          {capacity.downtime.map((window) => (
            <tr key={window.id}>
              <td className={tdClass}>{DOWNTIME_KIND_LABELS[window.kind]}</td>
              <td className={clsx(tdClass, 'whitespace-nowrap tabular-nums')}>{plantTimeText(window.start)}</td>
              <td className={clsx(tdClass, 'whitespace-nowrap tabular-nums')}>
                {plantTimeText(window.expectedReturn)}
              </td>
              <td className={tdClass}>{window.note ?? ''}</td>
              {mayEdit && (
                <td className={clsx(tdClass, 'text-right')}>
                  <Button
                    variant="ghost"
                    aria-label={`Remove the ${DOWNTIME_KIND_LABELS[window.kind].toLowerCase()} from ${plantTimeText(window.start)}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(window.id, {
                        onSuccess: () => toast.success('Downtime removed'),
                        onError: (error) => toast.error(errorMessage(error, 'The downtime could not be removed')),
                      })
                    }
                  >
                    Remove
                  </Button>
                </td>
              )}
            </tr>
          ))}
          {capacity.downtime.length === 0 && (
            <tr>
              <td colSpan={5} className={clsx(tdClass, 'text-center')}>
                No downtime ahead
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}
