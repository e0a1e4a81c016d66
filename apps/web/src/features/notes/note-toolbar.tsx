import { NOTE_FLOW, type Note } from '@lathe/shared';
import { Send } from 'lucide-react';
import {
  CancelButton,
  DocumentToolbar,
  DraftButtons,
  documentPdfName,
  StepButton,
} from '../../components/document/document-toolbar';
import { NoteStatusBadge } from '../../components/notes/note-status';
import { DownloadButton } from '../../components/ui/download-button';
import { useOffered } from '../../lib/use-can';
import { notesResource } from './api';
import { issuedText, issueQuestion, kindNoun } from './note-texts';

/**
 * What can be done with the note, never printed: print, and what the shared note flow offers the
 * user now (edit, issue or delete a draft; cancel an issued note).
 */
export function NoteToolbar({ note, onCancel }: { note: Note; onCancel: () => void }) {
  const offered = useOffered(NOTE_FLOW, note);
  return (
    <DocumentToolbar
      listPath="/notes"
      badges={<NoteStatusBadge status={note.status} />}
      pdf={{ path: `notes/${note.id}/pdf`, fallbackName: documentPdfName(note.noteNumber, note.id, 'note') }}
    >
      {note.status === 'issued' && note.customerGstin && (
        <DownloadButton
          path={`notes/${note.id}/e-invoice`}
          fallbackName={`e-invoice-${(note.noteNumber ?? '').replaceAll('/', '-')}.json`}
          label="e-Invoice JSON"
          failure="Failed to make the e-invoice"
        />
      )}
      <DraftButtons
        offered={offered}
        resource={notesResource}
        id={note.id}
        basePath="/notes"
        noun={`draft ${kindNoun(note.kind)}`}
      />
      {offered('issue') && (
        <StepButton
          resource={notesResource}
          step="issue"
          record={note}
          question={issueQuestion(note.kind, note.invoiceNumber)}
          doneMessage={issuedText}
          failedMessage={`Failed to issue ${kindNoun(note.kind)}`}
          icon={Send}
        >
          Issue
        </StepButton>
      )}
      {offered('cancel') && <CancelButton onClick={onCancel}>Cancel Note</CancelButton>}
    </DocumentToolbar>
  );
}
