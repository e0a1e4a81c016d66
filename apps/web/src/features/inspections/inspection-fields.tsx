import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/date-field';
import { SearchSelectField } from '../../components/form/search-select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { findInspectors } from './api';
import { type InspectionFormValues, typedInspectionVerdict } from './reading-values';
import { ReadingsGrid } from './readings-grid';
import { ResultBadge } from './result-badge';

/** The verdict as typed: pass only when every characteristic passes. */
function Verdict({ samples }: { samples: number }) {
  const rows = useWatch<InspectionFormValues, 'readings'>({ name: 'readings' });
  const verdict = typedInspectionVerdict(rows, samples);
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="font-medium text-gray-700 dark:text-gray-300">Verdict</span>
      <output aria-label="Verdict" aria-live="polite">
        <ResultBadge result={verdict} />
      </output>
      <span className="text-gray-600 dark:text-gray-400">
        {verdict === 'pass'
          ? 'Every characteristic within its tolerance'
          : verdict === 'fail'
            ? 'A characteristic is out'
            : 'Fill in every characteristic'}
      </span>
    </p>
  );
}

/**
 * What both inspection forms hold: the day and the inspector (with anything the form adds, the
 * PDI's sample), the characteristics with a column per sample piece, the verdict as typed, and
 * remarks.
 */
export function InspectionFields({ samples, extra }: { samples: number; extra?: ReactNode }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <DateField name="inspectedOn" label="Inspected On" required />
        <div className="sm:col-span-2">
          <SearchSelectField
            name="inspectorId"
            label="Inspected By"
            hint="An employee; printed on the report"
            queryKey={['inspections', 'inspectors']}
            fetchOptions={findInspectors}
            placeholder="Search employees..."
          />
        </div>
        {extra}
      </div>
      <section aria-labelledby="readings-title" className="grid gap-4">
        <h2 id="readings-title" className="font-medium text-gray-800 dark:text-white/90">
          Characteristics
        </h2>
        <ReadingsGrid samples={samples} />
        <Verdict samples={samples} />
      </section>
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the report" maxLength={500} />
    </>
  );
}
