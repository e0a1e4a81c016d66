import { type JobWorkChallan, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PageHeader } from '../../components/ui/card';
import { useResourceItem } from '../../lib/resource-hooks';
import { jobWorkResource } from './api';
import { JobWorkEditor } from './job-work-editor';
import { blankJobWork, jobWorkFormValues } from './job-work-form-values';

/** `/job-work/new`: a blank draft dated today (India's date). */
function NewChallan() {
  const defaults = useMemo(() => blankJobWork(todayIn()), []);
  return (
    <>
      <PageHeader title="New Job Work Challan" description="Goods sent to a job worker (CGST rule 55)" />
      <JobWorkEditor defaults={defaults} />
    </>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ challan }: { challan: JobWorkChallan }) {
  const [defaults] = useState(() => jobWorkFormValues(challan));
  return (
    <>
      <PageHeader title="Edit Job Work Challan" description={`Draft to ${challan.jobWorkerName}`} />
      <JobWorkEditor challan={challan} defaults={defaults} />
    </>
  );
}

/** `/job-work/edit/:id`: drafts only; a sent (or closed) challan opens its view instead. */
function EditChallan({ id }: { id: string }) {
  const challan = useResourceItem(jobWorkResource, id);
  return (
    <LoadState query={challan} notFoundText="Challan not found" backTo="/job-work" backLabel="Back to Job Work">
      {(loaded) =>
        loaded.status !== 'draft' ? (
          <Navigate to={`/job-work/view/${loaded.id}`} replace />
        ) : (
          <EditDraft challan={loaded} />
        )
      }
    </LoadState>
  );
}

/** New and edit draft, on `/job-work/new` and `/job-work/edit/:id`. */
export function JobWorkFormPage() {
  const { id } = useParams();
  return id ? <EditChallan id={id} /> : <NewChallan />;
}
