import type { JobWorkChallan } from '@lathe/shared';
import { StepReasonPanel } from '../../components/document/cancel-panel';
import { jobWorkResource } from './api';

export type ReasonStep = 'close' | 'cancel';

const TEXTS: Record<
  ReasonStep,
  { title: string; intro: string; confirm: string; keep: string; required: string; done: string; failed: string }
> = {
  close: {
    title: 'Close challan',
    intro:
      'What has come back stays counted; the rest will not come back and stays off stock. The challan is kept, marked closed.',
    confirm: 'Confirm close',
    keep: 'Keep it open',
    required: 'Give the reason for closing',
    done: 'closed',
    failed: 'Failed to close challan',
  },
  cancel: {
    title: 'Cancel challan',
    intro:
      'The number stays used and the challan stays on record, marked cancelled; the goods go back into stock, into the heats they left.',
    confirm: 'Confirm cancellation',
    keep: 'Keep challan',
    required: 'Give the reason for cancelling',
    done: 'cancelled',
    failed: 'Failed to cancel challan',
  },
};

/** Closing or cancelling a sent challan asks why (the reason is kept and printed on the challan). Never printed. */
export function JobWorkReasonPanel({
  challan,
  step,
  onClose,
}: {
  challan: JobWorkChallan;
  step: ReasonStep;
  onClose: () => void;
}) {
  const texts = TEXTS[step];
  return (
    <StepReasonPanel
      resource={jobWorkResource}
      step={step}
      record={challan}
      title={`${texts.title} ${challan.challanNumber ?? ''}`}
      description={texts.intro}
      keepLabel={texts.keep}
      confirmLabel={texts.confirm}
      requiredMessage={texts.required}
      doneMessage={(changed) => `Challan ${changed.challanNumber ?? ''} ${texts.done}`}
      failedMessage={texts.failed}
      onClose={onClose}
    />
  );
}
