import {
  JOB_WORK_CHALLAN_FLOW,
  type JobWorkChallan,
  type JobWorkChallanData,
  jobWorkChallanInputSchema,
  type SupplierOption,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { supplierOptionKey, supplierOptionLabel, useSupplierOption } from '../../components/pickers/supplier-options';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { jobWorkResource } from './api';
import { type JobWorkFormValues, jobWorkBody } from './job-work-form-values';
import { JobWorkHeaderFields } from './job-work-header-fields';
import { JobWorkLinesGrid } from './job-work-lines-grid';
import { sendQuestion, sentText } from './job-work-texts';

type Intent = 'draft' | 'send';

/** Who may take Save & Send: the flow's permission for sending (the form is always a draft). */
const SEND = JOB_WORK_CHALLAN_FLOW.steps.send.permission;

const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_SEND: SubmitIntent<Intent> = { intent: 'send', label: 'Save & Send' };

/** Sending declined at the question: nothing was sent, nothing is reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

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
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates
 * with the version read; Save & Send, for whoever may send, asks first, then saves and sends in
 * one request and opens the numbered challan (a refused send, short of stock, saves nothing).
 * The server's field errors land on their fields (`lines.0.quantity`); every refusal is toasted.
 */
export function JobWorkEditor({ challan, defaults }: JobWorkEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(jobWorkResource);
  const update = useResourceUpdate(jobWorkResource);
  const saveAndSend = useResourceSaveAnd(jobWorkResource);
  const canSend = useCan(SEND.scope, SEND.action);

  const submit = async (values: JobWorkChallanData, intent: Intent) => {
    // The cached copy holds the version of the last save on this screen.
    const current =
      challan && (client.getQueryData<JobWorkChallan>(jobWorkResource.keys.detail(challan.id)) ?? challan);
    const body = jobWorkBody(values, current?.version);
    if (intent === 'send') {
      const jobWorker = client.getQueryData<SupplierOption>(supplierOptionKey(values.supplierId));
      const question = sendQuestion(jobWorker?.name ?? current?.jobWorkerName);
      if (!(await confirmAction({ message: question, confirmLabel: 'Send' }))) throw DECLINED;
      const sent = await saveAndSend.mutateAsync({ id: challan?.id, body });
      toast.success(sentText(sent));
      navigate(`/job-work/view/${sent.id}`);
      return;
    }
    if (challan) await update.mutateAsync({ id: challan.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(jobWorkResource.keys.detail(created.id), created);
      navigate(`/job-work/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  return (
    <EntityForm
      schema={jobWorkChallanInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) => {
        if (error === DECLINED) return;
        toast.error(errorMessage(error, intent === 'send' ? 'Failed to send challan' : 'Failed to save challan'));
      }}
      submits={canSend ? [SAVE_DRAFT, SAVE_AND_SEND] : [SAVE_DRAFT]}
      cancelTo={challan ? `/job-work/view/${challan.id}` : '/job-work'}
    >
      <JobWorkFields challan={challan} />
    </EntityForm>
  );
}
