import type { CostBasis } from '@lathe/shared';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useCompactFields } from '../../components/form/compact-fields';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { useFieldError } from '../../components/form/use-field-error';

type Machine = CostBasis['machines'][number];

interface MachineSelectProps {
  /** The operation's path: `lines.0.operations.1`. */
  prefix: string;
  /** The machines to choose from (the cost basis's); until it is read, the one the operation names. */
  machines: readonly Machine[] | undefined;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * The machine an operation is costed on. Choosing one copies its efficiency, setup and hour rate
 * onto the operation (a machine without an hour rate leaves it to type); "No machine" keeps the
 * figures as they are.
 */
export function MachineSelect({ prefix, machines }: MachineSelectProps) {
  const { field } = useController({ name: `${prefix}.machineId` });
  const { getValues, setValue } = useFormContext();
  const compact = useCompactFields();
  const name = `${prefix}.machineId`;
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  const value = (field.value as string | null | undefined) ?? '';
  const named = getValues(`${prefix}.machineNo`) as string | null | undefined;
  // Until the machines are read, the operation's own machine is the one choice shown.
  const options: { id: string; label: string }[] = machines
    ? machines.map((machine) => ({ id: machine.id, label: `${machine.machineNo} — ${machine.machineName}` }))
    : value
      ? [{ id: value, label: named ?? 'Machine' }]
      : [];
  const choose = (picked: string) => {
    const machine = machines?.find((one) => one.id === picked);
    field.onChange(picked === '' ? null : picked);
    const set = (key: string, next: unknown) => setValue(`${prefix}.${key}`, next, { shouldDirty: true });
    if (picked === '') return set('machineNo', null);
    if (!machine) return;
    set('machineNo', machine.machineNo);
    set('efficiencyPercent', String(machine.efficiencyPercent));
    set('setupMinutes', String(machine.setupMinutes));
    set('hourRate', text(machine.hourRate));
  };
  return (
    <FieldShell id={id} label="Machine" error={error}>
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={clsx(inputClass(!!error, undefined, compact), 'appearance-auto')}
        onChange={(event) => choose(event.target.value)}
        onBlur={field.onBlur}
      >
        <option value="">No machine</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
