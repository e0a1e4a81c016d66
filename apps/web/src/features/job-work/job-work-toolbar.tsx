import { JOB_WORK_CHALLAN_FLOW, type JobWorkChallan } from '@lathe/shared';
import { ArrowLeft, Ban, CircleStop, PackageCheck, Pencil, Printer, Send, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { deleteMessages } from '../../components/data-table/use-entity-delete';
import { Button, ButtonLink } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction, useResourceRemove } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { jobWorkResource } from './api';
import type { ReasonStep } from './job-work-reason-panel';
import { JobWorkStatusBadge, OverdueBadge } from './job-work-status';
import { sendQuestion, sentText } from './job-work-texts';

/** Deletes the draft after the usual confirmation, then goes back to the list. */
function DeleteDraftButton({ challan }: { challan: JobWorkChallan }) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(jobWorkResource);
  const deleteDraft = useDeleteAction({
    remove: async (id) => {
      await remove(id);
      navigate('/job-work', { replace: true });
    },
    ...deleteMessages('draft challan'),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(challan.id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </Button>
  );
}

interface JobWorkToolbarProps {
  challan: JobWorkChallan;
  onReason: (step: ReasonStep) => void;
  onReceive: () => void;
}

/**
 * What can be done with the challan, never printed: print and the PDF, and what the shared flow
 * offers the user now (edit, send or delete a draft; record goods back, close or cancel a sent one).
 */
export function JobWorkToolbar({ challan, onReason, onReceive }: JobWorkToolbarProps) {
  const offered = useOffered(JOB_WORK_CHALLAN_FLOW, challan);
  const send = useResourceAction(jobWorkResource, 'send');

  const sendNow = async () => {
    if (!window.confirm(sendQuestion(challan.jobWorkerName))) return;
    try {
      const sent = await withGlobalLoading(() =>
        send.mutateAsync({ id: challan.id, body: { version: challan.version } }),
      );
      toast.success(sentText(sent));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send challan'));
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/job-work" variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        <JobWorkStatusBadge status={challan.status} />
        <OverdueBadge challan={challan} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <DownloadButton
          path={`job-work-challans/${challan.id}/pdf`}
          fallbackName={`${(challan.challanNumber ?? `draft-challan-${challan.id.slice(0, 8)}`).replaceAll('/', '-')}.pdf`}
        />
        {offered('edit') && (
          <ButtonLink to={`/job-work/edit/${challan.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        {offered('delete') && <DeleteDraftButton challan={challan} />}
        {offered('send') && (
          <Button onClick={() => void sendNow()} disabled={send.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Send
          </Button>
        )}
        {offered('receive') && (
          <Button onClick={onReceive}>
            <PackageCheck aria-hidden="true" className="size-4" />
            Record goods back
          </Button>
        )}
        {offered('close') && (
          <Button variant="secondary" onClick={() => onReason('close')}>
            <CircleStop aria-hidden="true" className="size-4" />
            Close
          </Button>
        )}
        {offered('cancel') && (
          <Button variant="danger" onClick={() => onReason('cancel')}>
            <Ban aria-hidden="true" className="size-4" />
            Cancel Challan
          </Button>
        )}
      </div>
    </div>
  );
}
