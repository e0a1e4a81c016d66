import { type JobWorkChallan, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { PageHeader } from '../../components/ui/card';
import { JobWorkEditor } from './job-work-editor';
import { blankJobWork, jobWorkFormValues } from './job-work-form-values';
import { jobWorkScreens } from './job-work-screens';

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
function EditDraft({ document: challan }: { document: JobWorkChallan }) {
  const [defaults] = useState(() => jobWorkFormValues(challan));
  return (
    <>
      <PageHeader title="Edit Job Work Challan" description={`Draft to ${challan.jobWorkerName}`} />
      <JobWorkEditor challan={challan} defaults={defaults} />
    </>
  );
}

/** New and edit draft, on `/job-work/new` and `/job-work/edit/:id`. */
export function JobWorkFormPage() {
  return <DocumentFormPage screens={jobWorkScreens} New={NewChallan} Edit={EditDraft} />;
}
