import { documentEmailFormSchema, type EmailDraft } from '@lathe/shared';
import { Paperclip } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';
import { CheckboxField } from '../form/checkbox-field';
import { EntityForm } from '../form/entity-form';
import { TextField } from '../form/text-field';
import { TextareaField } from '../form/textarea-field';
import { ActionPanel } from '../ui/action-panel';
import { Alert } from '../ui/alert';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { type EmailTarget, useEmailDraft, useSendEmail } from './api';

export { EMAIL_ACTION } from './email-action';

/** Puts the cursor in To as the panel opens. */
function FocusTo() {
  const { setFocus } = useFormContext();
  useEffect(() => setFocus('to'), [setFocus]);
  return null;
}

const NOT_SET_UP =
  "E-mail cannot be sent from this server yet: the administrator names the mail server (SMTP_URL), and the company's e-mail in Settings → Company is the sender.";

function EmailForm({
  draft,
  target,
  closeTo,
  heading,
}: {
  draft: EmailDraft;
  target: EmailTarget;
  closeTo: string;
  heading: ReactNode;
}) {
  const navigate = useNavigate();
  const send = useSendEmail(target);
  return (
    <EntityForm
      schema={documentEmailFormSchema}
      defaultValues={{
        to: draft.to.join(', '),
        cc: draft.cc.join(', '),
        subject: draft.subject,
        message: draft.message,
        ...(draft.pdiReports?.length ? { attachPdi: true } : {}),
      }}
      onSubmit={async (mail) => {
        const sent = await send.mutateAsync(mail);
        toast.success(`E-mailed to ${sent.to.join(', ')}`);
        navigate(closeTo, { replace: true });
      }}
      onError={(error) => toast.error(errorMessage(error, 'Failed to send the e-mail'))}
      submitLabel="Send E-mail"
      cancelTo={closeTo}
      cancelLabel="Back"
    >
      <FocusTo />
      {heading}
      <TextField name="to" label="To" required hint="Separate addresses with commas" autoComplete="off" />
      <TextField name="cc" label="Cc" autoComplete="off" />
      <TextField name="subject" label="Subject" required maxLength={200} />
      <TextareaField name="message" label="Message" required rows={8} maxLength={5000} />
      <p className="flex items-center gap-2 text-gray-700 text-sm dark:text-gray-300">
        <Paperclip aria-hidden="true" className="size-4" />
        Attached: {draft.attachment}
      </p>
      {draft.pdiReports?.length ? (
        <CheckboxField
          name="attachPdi"
          label={draft.pdiReports.length === 1 ? 'Attach the PDI report' : 'Attach the PDI reports'}
          hint={`The pre-dispatch inspection of what the invoice bills: ${draft.pdiReports.join(', ')}`}
        />
      ) : null}
    </EntityForm>
  );
}

interface EmailPanelProps {
  target: EmailTarget;
  /** What is sent, for the heading: "invoice INV/2026-27/0007", "statement". */
  what: string;
  /** The page without the panel: Back, Escape and a sent mail go there. */
  closeTo: string;
}

/**
 * E-mailing a document to its customer, above the document: the server's proposed mail (the
 * customer's e-mail, a subject, a message) to change and send, with its PDF attached.
 */
export function EmailPanel({ target, what, closeTo }: EmailPanelProps) {
  const titleId = useId();
  const draft = useEmailDraft(target);
  const heading = (
    <h2 id={titleId} className="font-medium text-gray-800 dark:text-white/90">
      E-mail {what}
    </h2>
  );
  return (
    <ActionPanel titleId={titleId} closeTo={closeTo}>
      {draft.data?.mailConfigured ? (
        <EmailForm draft={draft.data} target={target} closeTo={closeTo} heading={heading} />
      ) : (
        <Card className="space-y-3 p-4 sm:p-5">
          {heading}
          {draft.isPending ? (
            <Spinner size="sm" label="Preparing the e-mail" />
          ) : (
            <>
              <Alert tone={draft.error ? 'error' : 'warning'}>
                {draft.error ? errorMessage(draft.error, 'Failed to prepare the e-mail') : NOT_SET_UP}
              </Alert>
              <ButtonLink to={closeTo} replace variant="secondary">
                Back
              </ButtonLink>
            </>
          )}
        </Card>
      )}
    </ActionPanel>
  );
}
