import { formatRupees, MAX_JOB_WORK_LINES, readNumber, toPaise } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CompactFields } from '../../components/form/compact-fields';
import { Button } from '../../components/ui/button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { blankJobWorkLine, type JobWorkFormValues } from './job-work-form-values';
import { gridRule, JobWorkLineRow } from './job-work-line-row';

const head = `${gridRule} whitespace-nowrap bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:bg-gray-900 dark:text-gray-400`;

const required = (label: string) => (
  <>
    {label}
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  </>
);

/** A message on the lines as a whole ("Add at least one line"), from the schema or the server. */
function LinesError() {
  const { errors } = useFormState<JobWorkFormValues>({ name: 'lines' });
  const message = errors.lines?.message ?? errors.lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

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
      <HorizontalScroll label="Challan lines">
        <table aria-labelledby="job-work-lines-title" className="w-full min-w-[76rem] border-collapse text-sm">
          <TableHead
            className=""
            cellClass={head}
            columns={[
              { label: '#', align: 'right', className: 'w-10' },
              { label: required('Item'), className: 'min-w-72' },
              { label: 'Heat No.', className: 'w-28' },
              { label: required('Description'), className: 'min-w-56' },
              { label: 'HSN', className: 'w-24' },
              { label: required('Unit'), className: 'w-20' },
              { label: required('Quantity'), className: 'w-24' },
              { label: required('Value (₹)'), className: 'w-28' },
              { label: 'GST', className: 'w-20' },
              { label: 'Remove', srOnly: true, className: 'w-10' },
            ]}
          />
          <tbody>
            <CompactFields value>
              {fields.map((field, index) => (
                <JobWorkLineRow
                  key={field.id}
                  index={index}
                  onRemove={fields.length > 1 ? () => remove(index) : undefined}
                />
              ))}
            </CompactFields>
          </tbody>
        </table>
      </HorizontalScroll>
      <LinesError />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          onClick={() => append(blankJobWorkLine())}
          disabled={fields.length >= MAX_JOB_WORK_LINES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add line
        </Button>
        <TotalValue />
      </div>
    </>
  );
}
