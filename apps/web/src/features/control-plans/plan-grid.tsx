import { MAX_PLAN_CHARACTERISTICS, SPECIAL_CLASS_LABELS, SPECIAL_CLASSES, todayIn } from '@lathe/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FigureCells } from '../../components/document/figure-cells';
import {
  AddLineButton,
  inputCell,
  LineGridTable,
  RemoveLineCell,
  requiredLabel,
  textCell,
} from '../../components/document/line-grid';
import { CheckboxField } from '../../components/form/checkbox-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { GaugeField } from '../../components/pickers/gauge-field';
import { Button } from '../../components/ui/button';
import { blankPlanRow, type PlanFormValues, type PlanRowValues } from './plan-values';

const CLASS_OPTIONS = SPECIAL_CLASSES.map((value) => ({ value, label: SPECIAL_CLASS_LABELS[value] }));

/** The message on the characteristics as a whole ("Add at least one characteristic"). */
function CharacteristicsError() {
  const { errors } = useFormState({ name: 'characteristics' });
  const list = errors.characteristics as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = list?.message ?? list?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

interface RowProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (() => void) | undefined;
}

/** The columns of a characteristic's first line; its second line spans them. */
const COLUMNS = [
  { label: '#', align: 'right' as const, className: 'w-10' },
  { label: requiredLabel('Characteristic'), className: 'min-w-48' },
  { label: 'Class', className: 'w-32' },
  { label: 'Nominal', className: 'w-24' },
  { label: 'Lower tol.', className: 'w-24' },
  { label: 'Upper tol.', className: 'w-24' },
  { label: 'Unit', className: 'w-16' },
  { label: requiredLabel('Sample'), className: 'w-20' },
  { label: 'Frequency', className: 'w-40' },
  { label: 'Stages', className: 'w-32' },
  { label: 'Order', srOnly: true, className: 'w-20' },
  { label: 'Remove', srOnly: true, className: 'w-10' },
];

/**
 * One characteristic on two lines: what it is (name, class, specification, sample and frequency,
 * the stages that measure it; move and remove) and how it is measured (method, kind of gauge,
 * the very gauge, the reaction plan when it is out).
 */
function PlanRow({ index, count, onMove, onRemove }: RowProps) {
  const name = (field: keyof PlanRowValues) => `characteristics.${index}.${field}`;
  const row = useWatch<PlanFormValues, `characteristics.${number}`>({ name: `characteristics.${index}` }) as
    | PlanRowValues
    | undefined;
  const visual = !row?.nominal?.trim();
  const line = index + 1;
  return (
    <>
      <tr aria-label={`Characteristic ${line}`} className="align-top">
        <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
          {line}
        </th>
        <td className={inputCell}>
          <TextField name={name('characteristic')} label="Characteristic" required autoComplete="off" maxLength={100} />
        </td>
        <td className={inputCell}>
          <SelectField name={name('special')} label="Class" options={CLASS_OPTIONS} />
        </td>
        <FigureCells prefix={`characteristics.${index}`} visual={visual} />
        <td className={inputCell}>
          <TextField
            name={name('sampleSize')}
            label="Sample size"
            required
            inputMode="numeric"
            autoComplete="off"
            sanitize={digitsOnly}
          />
        </td>
        <td className={inputCell}>
          <TextField
            name={name('frequency')}
            label="Frequency"
            autoComplete="off"
            maxLength={60}
            placeholder="Every 2 hours"
          />
        </td>
        <td className={`${inputCell} px-2 py-1`}>
          <fieldset>
            <legend className="sr-only">Stages that measure characteristic {line}</legend>
            <CheckboxField name={name('firstPiece')} label="First piece" />
            <CheckboxField name={name('inProcess')} label="In-process" />
            <CheckboxField name={name('pdi')} label="PDI" />
          </fieldset>
        </td>
        <td className={`${inputCell} whitespace-nowrap`}>
          <Button
            variant="ghost"
            className="h-8 rounded-none px-2"
            aria-label={`Move characteristic ${line} up`}
            title="Move up"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            className="h-8 rounded-none px-2"
            aria-label={`Move characteristic ${line} down`}
            title="Move down"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </td>
        <RemoveLineCell line={line} onRemove={onRemove} />
      </tr>
      <tr aria-label={`How characteristic ${line} is measured`} className="align-top">
        <td className={textCell} />
        <td className={inputCell} colSpan={2}>
          <TextField
            name={name('method')}
            label="Method"
            autoComplete="off"
            maxLength={100}
            placeholder="Method: at 3 places"
          />
        </td>
        <td className={inputCell} colSpan={2}>
          <TextField
            name={name('gaugeType')}
            label="Gauge type"
            autoComplete="off"
            maxLength={60}
            placeholder="Gauge type: Vernier caliper"
          />
        </td>
        <td className={inputCell} colSpan={3}>
          <GaugeField
            name={name('gaugeId')}
            on={todayIn()}
            selectedLabel={row?.gaugeLabel}
            placeholder={row?.gaugeType ? `${row.gaugeType}: search gauges...` : undefined}
          />
        </td>
        <td className={inputCell} colSpan={COLUMNS.length - 8}>
          <TextField
            name={name('reactionPlan')}
            label="Reaction plan"
            autoComplete="off"
            maxLength={300}
            placeholder="Reaction plan: stop, segregate, reset"
          />
        </td>
      </tr>
    </>
  );
}

/**
 * The plan's characteristics as a grid, two lines each, in the order they are inspected and
 * printed: add one under the last, move one up or down, remove one (not the last left).
 */
export function PlanGrid() {
  const { control } = useFormContext<PlanFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'characteristics' });
  return (
    <section aria-labelledby="plan-title" className="grid gap-4">
      <h2 id="plan-title" className="font-medium text-gray-800 dark:text-white/90">
        Characteristics
      </h2>
      <LineGridTable label="Characteristics" labelledBy="plan-title" minWidth="min-w-[90rem]" columns={COLUMNS}>
        {fields.map((field, index) => (
          <PlanRow
            key={field.id}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <p className="text-gray-600 text-xs dark:text-gray-400">
        With a nominal, enter both tolerances (0 for none); leave the nominal empty for a characteristic judged by eye.
        Each characteristic is measured at the stages ticked, its sample of pieces each time; a gauge named here is
        chosen on the inspection forms while it is calibrated.
      </p>
      <CharacteristicsError />
      <div>
        <AddLineButton onClick={() => append(blankPlanRow())} disabled={fields.length >= MAX_PLAN_CHARACTERISTICS}>
          Add characteristic
        </AddLineButton>
      </div>
    </section>
  );
}
