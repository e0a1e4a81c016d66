import { formatRupees, MAX_JOB_WORK_LINES, readNumber, toPaise } from '@lathe/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddLineButton, LineGridTable, LinesError, requiredLabel } from '../../components/document/line-grid';
import { blankJobWorkLine, type JobWorkFormValues } from './job-work-form-values';
import { JobWorkLineRow } from './job-work-line-row';

/** Σ of the lines' values as typed (the server sums them the same way); the lines not yet valid left out. */
function TotalValue() {
  const lines = useWatch<JobWorkFormValues, 'lines'>({ name: 'lines' }) ?? [];
  const paise = lines.reduce((sum, line) => {
    const value = readNumber(line?.value as string | number | null | undefined);
    return value !== null && Number.isFinite(value) && value > 0 ? sum + toPaise(value) : sum;
  }, 0);
  return (
    <p className="text-right text-sm">
      <span className="text-gray-600 dark:text-gray-400">Total value </span>
      <output aria-label="Total value" className="font-semibold tabular-nums">
        {formatRupees(paise)}
      </output>
    </p>
  );
}

/** The challan's lines as a compact grid, one ruled row a line, with "Add line" and the total under it. */
export function JobWorkLinesGrid() {
  const { control } = useFormContext<JobWorkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <>
      <LineGridTable
        label="Challan lines"
        labelledBy="job-work-lines-title"
        minWidth="min-w-[70rem]"
        pinned={3}
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: requiredLabel('Item'), className: 'min-w-60' },
          { label: 'Heat No.', className: 'w-28' },
          { label: 'Goods', className: 'w-44' },
          { label: requiredLabel('Description'), className: 'min-w-56' },
          { label: 'HSN', className: 'w-24' },
          { label: requiredLabel('Unit'), className: 'w-20' },
          { label: requiredLabel('Quantity'), className: 'w-24' },
          { label: requiredLabel('Value (₹)'), className: 'w-28' },
          { label: 'GST', className: 'w-20' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <JobWorkLineRow key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
        ))}
      </LineGridTable>
      <LinesError />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AddLineButton onClick={() => append(blankJobWorkLine())} disabled={fields.length >= MAX_JOB_WORK_LINES} />
        <TotalValue />
      </div>
    </>
  );
}
