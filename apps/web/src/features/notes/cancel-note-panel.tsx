import { NOTE_KIND_LABELS, type Note } from '@lathe/shared';
import { toast } from 'sonner';
import { CancelPanel } from '../../components/document/cancel-panel';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { notesResource } from './api';
import { kindNoun } from './note-texts';

/** Cancelling an issued note asks why; the invoice's balance goes back to what it was without it. */
export function CancelNotePanel({ note, onClose }: { note: Note; onClose: () => void }) {
  const cancel = useResourceAction(notesResource, 'cancel');
  const confirm = async (reason: string) => {
    try {
      const cancelled = await cancel.mutateAsync({ id: note.id, body: { version: note.version, reason } });
      toast.success(`${NOTE_KIND_LABELS[cancelled.kind]} ${cancelled.noteNumber ?? ''} cancelled`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, `Failed to cancel ${kindNoun(note.kind)}`));
    }
  };
  return (
    <CancelPanel
      title={`Cancel ${kindNoun(note.kind)} ${note.noteNumber ?? ''}`}
      description={`The number stays used and the note stays on record, marked cancelled; what ${note.invoiceNumber} owes goes back to what it was without it.`}
      keepLabel="Keep note"
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
