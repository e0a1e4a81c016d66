import { MAX_READINGS } from '@lathe/shared';
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
import { DecimalField } from '../../components/form/decimal-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { GaugeField } from '../../components/pickers/gauge-field';
import {
  blankReading,
  type InspectionFormValues,
  type ReadingValues,
  rowSamples,
  typedVerdict,
} from './reading-values';
import { ResultBadge } from './result-badge';

/** The message on the characteristics as a whole ("Add at least one characteristic"). */
function ReadingsError() {
  const { errors } = useFormState({ name: 'readings' });
  const readings = errors.readings as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = readings?.message ?? readings?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

const RESULT_OPTIONS = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
];

interface RowProps {
  index: number;
  samples: number;
  /** The columns across, for the reaction plan's row under a failing characteristic. */
  columns: number;
  /** The inspection date: the gauges offered are those that may measure on it. */
  on: string;
  onRemove: (() => void) | undefined;
}

/**
 * One characteristic as one row: its name, nominal, tolerances and unit, its gauge, a cell per
 * sample piece (those past its own smaller sample off), and its result: judged as the values are
 * typed where it has a nominal, else the inspector's pass or fail (its cells then off). A failing
 * characteristic with a reaction plan shows it in a row beneath.
 */
function ReadingRow({ index, samples, columns, on, onRemove }: RowProps) {
  const name = (field: string) => `readings.${index}.${field}`;
  const row = useWatch<InspectionFormValues, `readings.${number}`>({ name: `readings.${index}` }) as
    | ReadingValues
    | undefined;
  const visual = !row?.nominal?.trim();
  const own = rowSamples(row, samples);
  const verdict = typedVerdict(row, samples);
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
        <FigureCells prefix={`readings.${index}`} visual={visual} />
        <td className={inputCell}>
          <GaugeField name={name('gaugeId')} on={on} selectedLabel={row?.gaugeLabel} placeholder={row?.gaugeType} />
        </td>
        {Array.from({ length: samples }, (_, piece) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a piece's cell is its position in the sample
          <td key={piece} className={inputCell}>
            <DecimalField
              name={name(`measured.${piece}`)}
              label={samples === 1 ? 'Measured' : `Piece ${piece + 1}`}
              disabled={visual || piece >= own}
            />
          </td>
        ))}
        <td className={`${inputCell} text-center`}>
          {visual ? (
            <SelectField name={name('result')} label="Result" placeholder="—" options={RESULT_OPTIONS} />
          ) : (
            <output aria-label={`Result, characteristic ${line}`} className="inline-block px-2 py-1.5">
              <ResultBadge result={verdict} />
            </output>
          )}
        </td>
        <RemoveLineCell line={line} onRemove={onRemove} />
      </tr>
      {verdict === 'fail' && row?.reactionPlan && (
        <tr>
          <td
            colSpan={columns}
            className="border border-red-200 bg-red-50 px-3 py-1.5 text-red-800 text-sm dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
          >
            <span role="note" aria-label={`Reaction plan, characteristic ${line}`}>
              <span className="font-medium">Reaction plan:</span> {row.reactionPlan}
            </span>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The characteristics as a grid, one row each, the gauge each is measured with, a measured column
 * per sample piece (1 … n), with "Add characteristic" under it. Without a nominal a row is judged
 * by eye: pass or fail.
 */
export function ReadingsGrid({ samples }: { samples: number }) {
  const { control } = useFormContext<InspectionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'readings' });
  const on = useWatch<InspectionFormValues, 'inspectedOn'>({ name: 'inspectedOn' });
  const pieces = Array.from({ length: samples }, (_, piece) => ({
    label: samples === 1 ? requiredLabel('Measured') : `${piece + 1}`,
    className: 'w-24',
  }));
  const columns = [
    { label: '#', align: 'right' as const, className: 'w-10' },
    { label: requiredLabel('Characteristic'), className: 'min-w-48' },
    { label: 'Nominal', className: 'w-24' },
    { label: 'Lower tol.', className: 'w-24' },
    { label: 'Upper tol.', className: 'w-24' },
    { label: 'Unit', className: 'w-16' },
    { label: 'Gauge', className: 'min-w-48' },
    ...pieces,
    { label: 'Result', className: 'w-24' },
    { label: 'Remove', srOnly: true, className: 'w-10' },
  ];
  return (
    <>
      <LineGridTable
        label="Characteristics"
        labelledBy="readings-title"
        minWidth={samples > 5 ? 'min-w-[100rem]' : 'min-w-[76rem]'}
        columns={columns}
      >
        {fields.map((field, index) => (
          <ReadingRow
            key={field.id}
            index={index}
            samples={samples}
            columns={columns.length}
            on={on}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <p className="text-gray-600 text-xs dark:text-gray-400">
        A characteristic with a nominal passes when every value lies within nominal + lower to nominal + upper
        tolerance; leave the nominal empty for one judged by eye (free of burrs) and mark it pass or fail. Only gauges
        calibrated for the inspection date are offered.
      </p>
      <ReadingsError />
      <div>
        <AddLineButton onClick={() => append(blankReading(samples))} disabled={fields.length >= MAX_READINGS}>
          Add characteristic
        </AddLineButton>
      </div>
    </>
  );
}
