import { MAX_READINGS } from '@lathe/shared';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
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
import { blankReading, type InspectionFormValues, type ReadingValues, typedVerdict } from './reading-values';
import { ResultBadge } from './result-badge';

/** Keeps a leading sign, digits and the first decimal point: a tolerance is typed "-0.02" or "+0.05". */
export function signedDecimal(text: string): string {
  const sign = /^\s*[+-]/.test(text) ? text.trim()[0] : '';
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return sign + (point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', ''));
}

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
  onRemove: (() => void) | undefined;
}

/**
 * One characteristic as one row: its name, nominal, tolerances and unit, a cell per sample piece,
 * and its result: judged as the values are typed where it has a nominal, else the inspector's
 * pass or fail (its cells then off).
 */
function ReadingRow({ index, samples, onRemove }: RowProps) {
  const name = (field: string) => `readings.${index}.${field}`;
  const row = useWatch<InspectionFormValues, `readings.${number}`>({ name: `readings.${index}` }) as
    | ReadingValues
    | undefined;
  const visual = !row?.nominal?.trim();
  const line = index + 1;
  return (
    <tr aria-label={`Characteristic ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <TextField name={name('characteristic')} label="Characteristic" required autoComplete="off" maxLength={100} />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('nominal')} label="Nominal" />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('lowerTolerance')}
          label="Lower tolerance"
          inputMode="decimal"
          autoComplete="off"
          sanitize={signedDecimal}
          disabled={visual}
          placeholder={visual ? '' : '-0.02'}
        />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('upperTolerance')}
          label="Upper tolerance"
          inputMode="decimal"
          autoComplete="off"
          sanitize={signedDecimal}
          disabled={visual}
          placeholder={visual ? '' : '+0.02'}
        />
      </td>
      <td className={inputCell}>
        <TextField name={name('unit')} label="Unit" autoComplete="off" maxLength={10} />
      </td>
      {Array.from({ length: samples }, (_, piece) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a piece's cell is its position in the sample
        <td key={piece} className={inputCell}>
          <DecimalField
            name={name(`measured.${piece}`)}
            label={samples === 1 ? 'Measured' : `Piece ${piece + 1}`}
            disabled={visual}
          />
        </td>
      ))}
      <td className={`${inputCell} text-center`}>
        {visual ? (
          <SelectField name={name('result')} label="Result" placeholder="—" options={RESULT_OPTIONS} />
        ) : (
          <output aria-label={`Result, characteristic ${line}`} className="inline-block px-2 py-1.5">
            <ResultBadge result={typedVerdict(row, samples)} />
          </output>
        )}
      </td>
      <RemoveLineCell line={line} onRemove={onRemove} />
    </tr>
  );
}

/**
 * The characteristics as a grid, one row each, a measured column per sample piece (1 … n), with
 * "Add characteristic" under it. Without a nominal a row is judged by eye: pass or fail.
 */
export function ReadingsGrid({ samples }: { samples: number }) {
  const { control } = useFormContext<InspectionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'readings' });
  const pieces = Array.from({ length: samples }, (_, piece) => ({
    label: samples === 1 ? requiredLabel('Measured') : `${piece + 1}`,
    className: 'w-24',
  }));
  return (
    <>
      <LineGridTable
        label="Characteristics"
        labelledBy="readings-title"
        minWidth={samples > 5 ? 'min-w-[90rem]' : 'min-w-[64rem]'}
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: requiredLabel('Characteristic'), className: 'min-w-48' },
          { label: 'Nominal', className: 'w-24' },
          { label: 'Lower tol.', className: 'w-24' },
          { label: 'Upper tol.', className: 'w-24' },
          { label: 'Unit', className: 'w-16' },
          ...pieces,
          { label: 'Result', className: 'w-24' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <ReadingRow
            key={field.id}
            index={index}
            samples={samples}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <p className="text-gray-600 text-xs dark:text-gray-400">
        A characteristic with a nominal passes when every value lies within nominal + lower to nominal + upper
        tolerance; leave the nominal empty for one judged by eye (free of burrs) and mark it pass or fail.
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
