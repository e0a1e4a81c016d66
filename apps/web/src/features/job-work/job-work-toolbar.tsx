import { JOB_WORK_CHALLAN_FLOW, type JobWorkChallan } from '@lathe/shared';
import { CircleStop, PackageCheck, Send } from 'lucide-react';
import {
  CancelButton,
  DocumentToolbar,
  DraftButtons,
  documentPdfName,
  StepButton,
} from '../../components/document/document-toolbar';
import { Button } from '../../components/ui/button';
import { useOffered } from '../../lib/use-can';
import { jobWorkResource } from './api';
import type { ReasonStep } from './job-work-reason-panel';
import { JobWorkStatusBadge, OverdueBadge } from './job-work-status';
import { sendQuestion, sentText } from './job-work-texts';

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
  return (
    <DocumentToolbar
      listPath="/job-work"
      badges={
        <>
          <JobWorkStatusBadge status={challan.status} />
          <OverdueBadge challan={challan} />
        </>
      }
      pdf={{
        path: `job-work-challans/${challan.id}/pdf`,
        fallbackName: documentPdfName(challan.challanNumber, challan.id, 'challan'),
      }}
    >
      <DraftButtons
        offered={offered}
        resource={jobWorkResource}
        id={challan.id}
        basePath="/job-work"
        noun="draft challan"
      />
      {offered('send') && (
        <StepButton
          resource={jobWorkResource}
          step="send"
          record={challan}
          question={sendQuestion(challan.jobWorkerName)}
          doneMessage={sentText}
          failedMessage="Failed to send challan"
          icon={Send}
        >
          Send
        </StepButton>
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
      {offered('cancel') && <CancelButton onClick={() => onReason('cancel')}>Cancel Challan</CancelButton>}
    </DocumentToolbar>
  );
}
