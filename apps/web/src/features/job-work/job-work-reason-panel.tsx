import type { JobWorkChallan } from '@lathe/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { inputClass } from '../../components/form/field-styles';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
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
  const id = useId();
  const texts = TEXTS[step];
  const action = useResourceAction(jobWorkResource, step);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const text = reason.trim();
    if (!text) {
      setError(texts.required);
      return;
    }
    try {
      const changed = await action.mutateAsync({ id: challan.id, body: { version: challan.version, reason: text } });
      toast.success(`Challan ${changed.challanNumber ?? ''} ${texts.done}`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, texts.failed));
    }
  };

  return (
    <Card className="mb-4 p-4 sm:p-5 print:hidden">
      <h2 className="font-medium text-gray-800 dark:text-white/90">
        {texts.title} {challan.challanNumber ?? ''}
      </h2>
      <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">{texts.intro}</p>
      <label htmlFor={id} className="mt-3 mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-300">
        Reason
      </label>
      <textarea
        id={id}
        rows={2}
        value={reason}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        className={inputClass(!!error, 'h-auto resize-y')}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
          {texts.keep}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={action.isPending}>
          {texts.confirm}
        </Button>
      </div>
    </Card>
  );
}
