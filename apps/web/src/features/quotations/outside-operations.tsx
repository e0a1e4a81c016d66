import { type CostBasis, MAX_OUTSIDE_OPERATIONS } from '@lathe/shared';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddLineButton, inputCell, LineGridTable, requiredLabel } from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { TextField } from '../../components/form/text-field';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { ArrayError, RemoveCell } from './grid-parts';
import { blankOutside, type QuotationFormValues } from './quotation-form-values';

type OutsideRate = CostBasis['outsideRates'][number];

/** "Zinc plating — ₹1.10 a piece (Surya Platers, 12/10/2026)"; a rate by weight without the piece's net weight says so. */
const rateLabel = (rate: OutsideRate) =>
  `${rate.process} — ${
    rate.ratePerPiece === null
      ? `${rupees(rate.rate)} a ${rate.unit}, no net weight to price a piece`
      : `${rupees(rate.ratePerPiece)} a piece`
  } (${rate.supplierName}, ${formatDate(rate.poDate)})`;

/** "Add job work bought before": one of the cost basis's rates, added as an outside operation. */
function JobWorkPicks({
  rates,
  onPick,
  disabled,
}: {
  rates: readonly OutsideRate[];
  onPick: (rate: OutsideRate) => void;
  disabled: boolean;
}) {
  const id = useId();
  if (rates.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className={labelClass}>
        Add job work bought before
      </label>
      <select
        id={id}
        value=""
        disabled={disabled}
        className={`${inputClass(false)} appearance-auto sm:w-auto`}
        onChange={(event) => {
          const rate = rates[Number(event.target.value)];
          if (rate) onPick(rate);
        }}
      >
        <option value="">Choose a rate…</option>
        {rates.map((rate, index) => (
          <option key={`${rate.process}|${rate.supplierName}`} value={index}>
            {rateLabel(rate)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Work sent out for the line's piece (plating, heat treatment), each at a rate a piece: typed, or
 * taken from the job work bought before (the cost basis's rates, a rate by weight worked on the
 * piece's net weight).
 */
export function OutsideOperations({ line, basis }: { line: number; basis: CostBasis | undefined }) {
  const { control } = useFormContext<QuotationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `lines.${line}.outside` });
  const headingId = `line-${line}-outside`;
  const full = fields.length >= MAX_OUTSIDE_OPERATIONS;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="font-medium text-gray-700 text-sm dark:text-gray-300">
        Outside operations
      </h4>
      {fields.length > 0 && (
        <LineGridTable
          label={`Outside operations of line ${line + 1}`}
          labelledBy={headingId}
          minWidth="min-w-[28rem]"
          columns={[
            { label: requiredLabel('Process'), className: 'min-w-56' },
            { label: requiredLabel('Rate a piece (₹)'), className: 'w-32' },
            { label: 'Remove', srOnly: true, className: 'w-10' },
          ]}
        >
          {fields.map((field, index) => {
            const prefix = `lines.${line}.outside.${index}`;
            return (
              <tr key={field.id} aria-label={`Outside operation ${index + 1}`} className="align-top">
                <td className={inputCell}>
                  <TextField name={`${prefix}.process`} label="Process" required autoComplete="off" />
                </td>
                <td className={inputCell}>
                  <DecimalField name={`${prefix}.ratePerPiece`} label="Rate a piece (₹)" required />
                </td>
                <RemoveCell label={`Remove outside operation ${index + 1}`} onRemove={() => remove(index)} />
              </tr>
            );
          })}
        </LineGridTable>
      )}
      <ArrayError name={`lines.${line}.outside`} />
      <div className="flex flex-wrap items-center gap-3">
        <AddLineButton onClick={() => append(blankOutside())} disabled={full}>
          Add outside operation
        </AddLineButton>
        <JobWorkPicks
          rates={basis?.outsideRates ?? []}
          disabled={full}
          onPick={(rate) =>
            append({
              process: rate.process,
              ratePerPiece: rate.ratePerPiece === null ? '' : rate.ratePerPiece.toFixed(2),
            })
          }
        />
      </div>
    </div>
  );
}
