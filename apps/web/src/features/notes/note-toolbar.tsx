import { NOTE_FLOW, type Note } from '@lathe/shared';
import { ArrowLeft, Ban, Pencil, Printer, Send, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { deleteMessages } from '../../components/data-table/use-entity-delete';
import { NoteStatusBadge } from '../../components/notes/note-status';
import { Button, ButtonLink } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction, useResourceRemove } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { notesResource } from './api';
import { issuedText, issueQuestion, kindNoun } from './note-texts';

/** Deletes the draft after the usual confirmation, then goes back to the list. */
function DeleteDraftButton({ note }: { note: Note }) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(notesResource);
  const deleteDraft = useDeleteAction({
    remove: async (id) => {
      await remove(id);
      navigate('/notes', { replace: true });
    },
    ...deleteMessages(`draft ${kindNoun(note.kind)}`),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(note.id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </Button>
  );
}

/**
 * What can be done with the note, never printed: print, and what the shared note flow offers the
 * user now (edit, issue or delete a draft; cancel an issued note).
 */
export function NoteToolbar({ note, onCancel }: { note: Note; onCancel: () => void }) {
  const offered = useOffered(NOTE_FLOW, note);
  const issue = useResourceAction(notesResource, 'issue');

  const issueNow = async () => {
    if (!window.confirm(issueQuestion(note.kind, note.invoiceNumber))) return;
    try {
      const issued = await withGlobalLoading(() => issue.mutateAsync({ id: note.id, body: { version: note.version } }));
      toast.success(issuedText(issued));
    } catch (error) {
      toast.error(errorMessage(error, `Failed to issue ${kindNoun(note.kind)}`));
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/notes" variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        <NoteStatusBadge status={note.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <DownloadButton
          path={`notes/${note.id}/pdf`}
          fallbackName={`${(note.noteNumber ?? `draft-note-${note.id.slice(0, 8)}`).replaceAll('/', '-')}.pdf`}
        />
        {note.status === 'issued' && note.customerGstin && (
          <DownloadButton
            path={`notes/${note.id}/e-invoice`}
            fallbackName={`e-invoice-${(note.noteNumber ?? '').replaceAll('/', '-')}.json`}
            label="e-Invoice JSON"
            failure="Failed to make the e-invoice"
          />
        )}
        {offered('edit') && (
          <ButtonLink to={`/notes/edit/${note.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        {offered('delete') && <DeleteDraftButton note={note} />}
        {offered('issue') && (
          <Button onClick={() => void issueNow()} disabled={issue.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Issue
          </Button>
        )}
        {offered('cancel') && (
          <Button variant="danger" onClick={onCancel}>
            <Ban aria-hidden="true" className="size-4" />
            Cancel Note
          </Button>
        )}
      </div>
    </div>
  );
}
