import {
  efficiencyPercentOf,
  MACHINE_STATUS_LABELS,
  MACHINE_STATUSES,
  MAX_BREAKS,
  type MachineCapacity,
  OPERATION_KIND_LABELS,
  OPERATION_KINDS,
  WEEKDAY_LABELS,
} from '@lathe/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useFieldError } from '../../components/form/use-field-error';
import { Button } from '../../components/ui/button';
import { measuredText, WEEK_ORDER } from './capacity-format';
import { CheckboxGroup } from './checkbox-group';

const DAYS = WEEK_ORDER.map((day) => ({ value: day as number, label: WEEKDAY_LABELS[day] }));
const KINDS = OPERATION_KINDS.map((kind) => ({ value: kind, label: OPERATION_KIND_LABELS[kind] }));
const STATUSES = MACHINE_STATUSES.map((status) => ({ value: status, label: MACHINE_STATUS_LABELS[status] }));

/**
 * The planning efficiency, with what the machine's production entries of the last 90 days measured
 * beside it and a button that puts that (whole percent, 1–150) in the field; the user still saves.
 */
function EfficiencyField({ measured }: { measured: MachineCapacity['measured'] }) {
  const { setValue } = useFormContext();
  const suggested = efficiencyPercentOf(measured?.rate);
  return (
    <div className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-start">
      <NumberField
        name="efficiencyPercent"
        label="Planning efficiency (%)"
        min={1}
        max={150}
        step={1}
        hint="A job's run takes its time ÷ this; setup is not scaled"
        required
      />
      <div className="grid gap-2 text-gray-600 text-sm sm:mt-7 dark:text-gray-400">
        <p>{measuredText(measured)}</p>
        {suggested !== null && (
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => setValue('efficiencyPercent', suggested, { shouldDirty: true, shouldValidate: true })}
          >
            Use measured ({suggested} %)
          </Button>
        )}
      </div>
    </div>
  );
}

/** The breaks of every working day: a start (HH:MM) and minutes each, up to six. */
function BreaksField() {
  const { fields, append, remove } = useFieldArray({ name: 'breaks' });
  const error = useFieldError('breaks');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 font-medium text-gray-700 text-sm dark:text-gray-300">Breaks every working day</legend>
      {fields.length === 0 && (
        <p className="text-gray-600 text-sm dark:text-gray-400">No breaks: the shifts run whole.</p>
      )}
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 sm:grid-cols-[10rem_10rem_auto] sm:items-start">
          <TextField
            name={`breaks.${index}.start`}
            label={`Break ${index + 1} starts`}
            placeholder="12:30"
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <NumberField
            name={`breaks.${index}.minutes`}
            label={`Break ${index + 1} minutes`}
            min={1}
            max={240}
            step={1}
            required
          />
          <Button variant="ghost" className="sm:mt-7" onClick={() => remove(index)}>
            Remove break {index + 1}
          </Button>
        </div>
      ))}
      {error && <p className="text-red-600 text-xs dark:text-red-400">{error}</p>}
      <Button
        variant="secondary"
        className="justify-self-start"
        disabled={fields.length >= MAX_BREAKS}
        onClick={() => append({ start: '', minutes: 30 })}
      >
        Add break
      </Button>
    </fieldset>
  );
}

/** A machine's capacity: shifts, breaks, working days, the operations it runs, setup, efficiency and status. */
export function CapacityFields({ measured }: { measured: MachineCapacity['measured'] }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberField name="shiftsPerDay" label="Shifts per day" min={1} max={3} step={1} required />
        <NumberField
          name="hoursPerShift"
          label="Hours per shift"
          min={0.5}
          max={12}
          step={0.5}
          hint="In half hours; all shifts together at most 24 hours"
          required
        />
        <TextField
          name="firstShiftStart"
          label="First shift starts"
          placeholder="08:00"
          inputMode="numeric"
          autoComplete="off"
          hint="24 hours, HH:MM; the other shifts follow it"
          required
        />
      </div>
      <BreaksField />
      <CheckboxGroup name="workingDays" legend="Working days" options={DAYS} />
      <CheckboxGroup name="operationKinds" legend="Operations it can run" options={KINDS} />
      <EfficiencyField measured={measured} />
      <div className="grid gap-5 sm:grid-cols-4">
        <NumberField
          name="hourRate"
          label="Hour rate (₹) (Optional)"
          min={0}
          step={0.01}
          hint="With operator and power: quotations cost machine time at it"
        />
        <NumberField
          name="setupMinutes"
          label="Setup time (minutes)"
          min={0}
          max={1440}
          step={1}
          hint="Before each job on this machine"
          required
        />
        <SelectField name="status" label="Status" options={STATUSES} required />
        <TextField
          name="statusNote"
          label="Status note (Optional)"
          autoComplete="off"
          hint="Breakdown and maintenance take the machine off the schedule, until the expected return of a downtime window holding now"
        />
      </div>
    </>
  );
}
