import {
  type JobWorkChallan,
  type JobWorkChallanData,
  jobWorkChallanInputSchema,
  type SupplierOption,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { supplierOptionKey, supplierOptionLabel, useSupplierOption } from '../../components/pickers/supplier-options';
import { type JobWorkFormValues, jobWorkBody } from './job-work-form-values';
import { JobWorkHeaderFields } from './job-work-header-fields';
import { JobWorkLinesGrid } from './job-work-lines-grid';
import { jobWorkScreens } from './job-work-screens';

/** The job worker's label: the one picked (remembered by the picker), else the saved draft's name. */
function useJobWorkerLabel(challan: JobWorkChallan | undefined) {
  const supplierId = useWatch<JobWorkFormValues, 'supplierId'>({ name: 'supplierId' });
  const option = useSupplierOption(supplierId || null);
  if (!supplierId) return undefined;
  if (option.data) return supplierOptionLabel(option.data);
  return challan && challan.supplierId === supplierId ? challan.jobWorkerName : undefined;
}

function JobWorkFields({ challan }: { challan: JobWorkChallan | undefined }) {
  return (
    <>
      <JobWorkHeaderFields jobWorkerLabel={useJobWorkerLabel(challan)} />
      <section aria-labelledby="job-work-lines-title" className="grid gap-4">
        <h2 id="job-work-lines-title" className="font-medium text-gray-800 dark:text-white/90">
          Goods sent
        </h2>
        <JobWorkLinesGrid />
      </section>
    </>
  );
}

interface JobWorkEditorProps {
  /** The draft being edited; none on a new challan. */
  challan?: JobWorkChallan | undefined;
  defaults: JobWorkFormValues;
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Send for whoever may send, asking
 * first with the job worker picked, then opening the numbered challan (a refused send, short of
 * stock, saves nothing). The server's field errors land on their fields (`lines.0.quantity`);
 * every refusal is toasted.
 */
export function JobWorkEditor({ challan, defaults }: JobWorkEditorProps) {
  const client = useQueryClient();
  const editor = useDraftEditor(jobWorkScreens, {
    document: challan,
    body: (values: JobWorkChallanData, version) => jobWorkBody(values, version),
    about: (values, current) =>
      client.getQueryData<SupplierOption>(supplierOptionKey(values.supplierId))?.name ?? current?.jobWorkerName,
    saveFailed: 'Failed to save challan',
  });
  return (
    <EntityForm schema={jobWorkChallanInputSchema} defaultValues={defaults} {...editor}>
      <JobWorkFields challan={challan} />
    </EntityForm>
  );
}
