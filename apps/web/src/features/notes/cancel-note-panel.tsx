import { NOTE_KIND_LABELS, type Note } from '@lathe/shared';
import { StepReasonPanel } from '../../components/document/cancel-panel';
import { notesResource } from './api';
import { kindNoun } from './note-texts';

/** Cancelling an issued note asks why; the invoice's balance goes back to what it was without it. */
export function CancelNotePanel({ note, onClose }: { note: Note; onClose: () => void }) {
  return (
    <StepReasonPanel
      resource={notesResource}
      step="cancel"
      record={note}
      title={`Cancel ${kindNoun(note.kind)} ${note.noteNumber ?? ''}`}
      description={`The number stays used and the note stays on record, marked cancelled; what ${note.invoiceNumber} owes goes back to what it was without it.`}
      keepLabel="Keep note"
      doneMessage={(cancelled) => `${NOTE_KIND_LABELS[cancelled.kind]} ${cancelled.noteNumber ?? ''} cancelled`}
      failedMessage={`Failed to cancel ${kindNoun(note.kind)}`}
      onClose={onClose}
    />
  );
}
