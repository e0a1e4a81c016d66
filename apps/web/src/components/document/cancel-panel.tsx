import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';
import type { Resource } from '../../lib/resource-api';
import { useResourceAction } from '../../lib/resource-hooks';
import { inputClass } from '../form/field-styles';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';

interface CancelPanelProps {
  /** "Cancel invoice INV/2026-27/0001". */
  title: string;
  /** What cancelling does to the document. */
  description: string;
  /** The button that closes the panel, keeping the document as it is ("Keep invoice"). */
  keepLabel: string;
  /** The button that sends the step; "Confirm cancellation" unless the step is another (a short-close). */
  confirmLabel?: string;
  /** Shown when Confirm is pressed with no reason; "Give the reason for cancelling" unless told. */
  requiredMessage?: string;
  /** The cancel request is on its way: both buttons wait. */
  pending: boolean;
  /** Sends the cancel with the reason typed (trimmed, never empty); reports its own failure. */
  onConfirm: (reason: string) => unknown;
  onClose: () => void;
  /**
   * The panel is a dialog opened over its page by address (ActionDialog): its heading (`headingId`)
   * names the dialog, the reason box takes the cursor, and keeping the document is a link back to
   * the page without it (`closeTo`).
   */
  opened?: { headingId: string; closeTo: string } | undefined;
}

/**
 * Cancelling (or closing) a numbered document asks why (the reason is kept and printed on the
 * document). Never printed.
 */
export function CancelPanel({
  title,
  description,
  keepLabel,
  confirmLabel = 'Confirm cancellation',
  requiredMessage = 'Give the reason for cancelling',
  pending,
  onConfirm,
  onClose,
  opened,
}: CancelPanelProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const dialog = opened !== undefined;
  useEffect(() => {
    if (dialog) reasonBox.current?.focus();
  }, [dialog]);

  const confirm = () => {
    const text = reason.trim();
    if (!text) {
      setError(requiredMessage);
      return;
    }
    void onConfirm(text);
  };

  return (
    <Card className="mb-4 p-4 sm:p-5 print:hidden">
      <h2 id={opened?.headingId} className="font-medium text-gray-800 dark:text-white/90">
        {title}
      </h2>
      <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">{description}</p>
      <label htmlFor={id} className="mt-3 mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-300">
        Reason
      </label>
      <textarea
        ref={reasonBox}
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
        {opened ? (
          <ButtonLink variant="secondary" to={opened.closeTo} replace>
            {keepLabel}
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {keepLabel}
          </Button>
        )}
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Card>
  );
}

type StepPanelProps<T extends { id: string }, C, U, A extends string> = Omit<
  CancelPanelProps,
  'pending' | 'onConfirm'
> & {
  resource: Resource<T, C, U, A>;
  /** The resource's action sent with `{ version, reason }`: cancel, close. */
  step: A;
  /** The document as read: its id, and the version the step is sent against. */
  record: { id: string; version: number };
  /** The toast once done, from the document as it now stands: "Invoice INV/2026-27/0001 cancelled". */
  doneMessage: (changed: T) => string;
  /** The toast's fallback when the step is refused without a message of its own. */
  failedMessage: string;
};

/** The reason panel that sends one step of a resource with the reason, toasts the outcome and closes when done. */
export function StepReasonPanel<T extends { id: string }, C, U, A extends string>({
  resource,
  step,
  record,
  doneMessage,
  failedMessage,
  onClose,
  ...texts
}: StepPanelProps<T, C, U, A>) {
  const action = useResourceAction(resource, step);
  const confirm = async (reason: string) => {
    try {
      const changed = await action.mutateAsync({ id: record.id, body: { version: record.version, reason } });
      toast.success(doneMessage(changed));
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, failedMessage));
    }
  };
  return <CancelPanel {...texts} pending={action.isPending} onConfirm={confirm} onClose={onClose} />;
}
