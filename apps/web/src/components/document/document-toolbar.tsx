import { ArrowLeft, Ban, type LucideIcon, Pencil, Printer, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import type { Resource } from '../../lib/resource-api';
import { useResourceAction, useResourceRemove } from '../../lib/resource-hooks';
import { useDeleteAction } from '../data-table/use-delete-action';
import { deleteMessages } from '../data-table/use-entity-delete';
import { Button, ButtonLink } from '../ui/button';
import { confirmAction } from '../ui/confirm-action';
import { DownloadButton } from '../ui/download-button';

/*
 * The bar over a document's view page (a purchase order, a GRN, a challan, a note), never printed,
 * and the buttons every such bar has: edit and delete a draft, take a step, cancel.
 */

/** The PDF's name when the server gives none: the number with its slashes made safe, or `draft-{stem}-{id's start}`. */
export const documentPdfName = (number: string | null, id: string, draftStem: string) =>
  `${(number ?? `draft-${draftStem}-${id.slice(0, 8)}`).replaceAll('/', '-')}.pdf`;

interface DocumentToolbarProps {
  /** The list the document belongs to ("/purchase-orders"), for "Back to list". */
  listPath: string;
  /** The status badge (and any other) beside "Back to list". */
  badges: ReactNode;
  /** The API path of the document's PDF, and its name when the server gives none; none, no PDF button. */
  pdf?: { path: string; fallbackName: string } | undefined;
  /** What else can be done now, after Print and Download PDF. */
  children: ReactNode;
}

/** Back to the list and the badges on the left; Print, Download PDF and the document's own actions on the right. */
export function DocumentToolbar({ listPath, badges, pdf, children }: DocumentToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to={listPath} variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        {badges}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        {pdf && <DownloadButton path={pdf.path} fallbackName={pdf.fallbackName} />}
        {children}
      </div>
    </div>
  );
}

/** "Edit" (or the flow's own word, "Edit Draft"): the draft's form. */
export function EditButton({ to, label = 'Edit' }: { to: string; label?: string | undefined }) {
  return (
    <ButtonLink to={to} variant="secondary">
      <Pencil aria-hidden="true" className="size-4" />
      {label}
    </ButtonLink>
  );
}

/**
 * A draft's own buttons, as every document offers them: Edit (at `{basePath}/edit/{id}`) and
 * Delete (then back to the list at `basePath`), each where the flow offers it to the user.
 */
export function DraftButtons<T, C, U, A extends string>({
  offered,
  resource,
  id,
  basePath,
  noun,
}: {
  offered: (step: 'edit' | 'delete') => boolean;
  resource: Resource<T, C, U, A>;
  id: string;
  basePath: string;
  /** "draft purchase order": what the delete question and its toasts name. */
  noun: string;
}) {
  return (
    <>
      {offered('edit') && <EditButton to={`${basePath}/edit/${id}`} />}
      {offered('delete') && <DeleteDraftButton resource={resource} id={id} listPath={basePath} noun={noun} />}
    </>
  );
}

interface DeleteDraftButtonProps<T, C, U, A extends string> {
  resource: Resource<T, C, U, A>;
  id: string;
  /** Where to go once deleted: the list. */
  listPath: string;
  /** "draft purchase order", for the confirmation and the toasts. */
  noun: string;
  /** The button's word when "Delete" will not do ("Delete Draft"). */
  label?: string | undefined;
}

/** Deletes the draft after the usual confirmation, then goes back to the list. */
export function DeleteDraftButton<T, C, U, A extends string>({
  resource,
  id,
  listPath,
  noun,
  label = 'Delete',
}: DeleteDraftButtonProps<T, C, U, A>) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(resource);
  const deleteDraft = useDeleteAction({
    remove: async (draftId) => {
      await remove(draftId);
      navigate(listPath, { replace: true });
    },
    ...deleteMessages(noun),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

interface StepButtonProps<T extends { id: string }, C, U, A extends string> {
  resource: Resource<T, C, U, A>;
  /** The resource's action sent with `{ version }`: confirm, issue, send, receive. */
  step: A;
  /** The document as read: its id, and the version the step is sent against. */
  record: { id: string; version: number };
  /** What the confirmation asks first; the step is not sent unless the user agrees. */
  question: string;
  /** The toast once done, from the document as it now stands. */
  doneMessage: (changed: T) => string;
  /** The toast's fallback when the step is refused without a message of its own. */
  failedMessage: string;
  icon: LucideIcon;
  /** The button's word ("Release"), also on the confirmation's button that agrees. */
  children: string;
}

/** A step that needs no more than a yes (confirm, issue, send, receive): asks, sends it and toasts the outcome. */
export function StepButton<T extends { id: string }, C, U, A extends string>({
  resource,
  step,
  record,
  question,
  doneMessage,
  failedMessage,
  icon: Icon,
  children,
}: StepButtonProps<T, C, U, A>) {
  const action = useResourceAction(resource, step);
  const takeStep = async () => {
    if (!(await confirmAction({ message: question, confirmLabel: children }))) return;
    try {
      const changed = await withGlobalLoading(() =>
        action.mutateAsync({ id: record.id, body: { version: record.version } }),
      );
      toast.success(doneMessage(changed));
    } catch (error) {
      toast.error(errorMessage(error, failedMessage));
    }
  };
  return (
    <Button onClick={() => void takeStep()} disabled={action.isPending}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** "Cancel Order" and the like: opens the panel that asks why. */
export function CancelButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="danger" onClick={onClick}>
      <Ban aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
