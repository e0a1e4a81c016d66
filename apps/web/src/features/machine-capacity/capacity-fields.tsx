import {
  MACHINE_STATUS_LABELS,
  MACHINE_STATUSES,
  OPERATION_KIND_LABELS,
  OPERATION_KINDS,
  WEEKDAY_LABELS,
} from '@lathe/shared';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { WEEK_ORDER } from './capacity-format';
import { CheckboxGroup } from './checkbox-group';

const DAYS = WEEK_ORDER.map((day) => ({ value: day as number, label: WEEKDAY_LABELS[day] }));
const KINDS = OPERATION_KINDS.map((kind) => ({ value: kind, label: OPERATION_KIND_LABELS[kind] }));
const STATUSES = MACHINE_STATUSES.map((status) => ({ value: status, label: MACHINE_STATUS_LABELS[status] }));

/** A machine's capacity: shifts, working days, the operations it runs, setup and status. */
export function CapacityFields() {
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
      <CheckboxGroup name="workingDays" legend="Working days" options={DAYS} />
      <CheckboxGroup name="operationKinds" legend="Operations it can run" options={KINDS} />
      <div className="grid gap-5 sm:grid-cols-3">
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
          hint="Breakdown and maintenance take the machine off the schedule"
        />
      </div>
    </>
  );
}
