import { type CostBasis, MAX_COST_OPERATIONS } from '@lathe/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddLineButton, inputCell, LineGridTable, requiredLabel } from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { ArrayError, RemoveCell } from './grid-parts';
import { MachineSelect } from './machine-select';
import { blankOperation, type QuotationFormValues } from './quotation-form-values';

interface CostOperationsTableProps {
  /** The quotation line's index. */
  line: number;
  /** The product's cost basis: the machines to choose from. */
  basis: CostBasis | undefined;
}

/** The hour rate of an operation: a machine without one leaves it blank, to be typed. */
function HourRateField({ name }: { name: string }) {
  const rate = useWatch({ name }) as unknown;
  const missing = rate === '' || rate === null || rate === undefined;
  return (
    <DecimalField
      name={name}
      label="Hour rate (₹)"
      required
      placeholder={missing ? 'Type it' : undefined}
      hint={missing ? 'This machine has no hour rate: type one' : undefined}
    />
  );
}

/**
 * The line's operations as the cost sheet prices them: each one's name, the machine it runs on,
 * its cycle time, and that machine's efficiency, setup and hour rate (copied when a machine is
 * chosen, and free to change).
 */
export function CostOperationsTable({ line, basis }: CostOperationsTableProps) {
  const { control } = useFormContext<QuotationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `lines.${line}.operations` });
  const headingId = `line-${line}-operations`;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="font-medium text-gray-700 text-sm dark:text-gray-300">
        Operations
      </h4>
      {fields.length > 0 ? (
        <LineGridTable
          label={`Operations of line ${line + 1}`}
          labelledBy={headingId}
          minWidth="min-w-[52rem]"
          columns={[
            { label: requiredLabel('Operation'), className: 'min-w-44' },
            { label: 'Machine', className: 'min-w-44' },
            { label: requiredLabel('Cycle time (s)'), className: 'w-24' },
            { label: requiredLabel('Efficiency (%)'), className: 'w-24' },
            { label: requiredLabel('Setup (min)'), className: 'w-24' },
            { label: requiredLabel('Hour rate (₹)'), className: 'w-28' },
            { label: 'Remove', srOnly: true, className: 'w-10' },
          ]}
        >
          {fields.map((field, index) => {
            const prefix = `lines.${line}.operations.${index}`;
            return (
              <tr key={field.id} aria-label={`Operation ${index + 1}`} className="align-top">
                <td className={inputCell}>
                  <TextField name={`${prefix}.label`} label="Operation" required autoComplete="off" />
                </td>
                <td className={inputCell}>
                  <MachineSelect prefix={prefix} machines={basis?.machines} />
                </td>
                <td className={inputCell}>
                  <DecimalField name={`${prefix}.cycleTimeSec`} label="Cycle time (s)" required />
                </td>
                <td className={inputCell}>
                  <TextField
                    name={`${prefix}.efficiencyPercent`}
                    label="Efficiency (%)"
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    sanitize={digitsOnly}
                  />
                </td>
                <td className={inputCell}>
                  <TextField
                    name={`${prefix}.setupMinutes`}
                    label="Setup (min)"
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    sanitize={digitsOnly}
                  />
                </td>
                <td className={inputCell}>
                  <HourRateField name={`${prefix}.hourRate`} />
                </td>
                <RemoveCell label={`Remove operation ${index + 1}`} onRemove={() => remove(index)} />
              </tr>
            );
          })}
        </LineGridTable>
      ) : (
        <p className="text-gray-600 text-sm dark:text-gray-400">
          No operations: the piece is costed on its bar and what is bought.
        </p>
      )}
      <ArrayError name={`lines.${line}.operations`} />
      <div>
        <AddLineButton onClick={() => append(blankOperation())} disabled={fields.length >= MAX_COST_OPERATIONS}>
          Add operation
        </AddLineButton>
      </div>
    </div>
  );
}
