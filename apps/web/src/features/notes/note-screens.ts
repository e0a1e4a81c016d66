import { NOTE_FLOW, NOTE_KIND_LABELS, type Note } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { NoteStatusBadge } from '../../components/notes/note-status';
import { notesResource } from './api';

/**
 * The credit or debit note's screens: its flow's steps and words, its list, form and view at
 * /notes. Its words name it by its kind ("Credit Note") and the invoice it adjusts.
 */
export const noteScreens = defineDocumentScreens<Note, string>({
  flow: NOTE_FLOW,
  resource: notesResource,
  path: '/notes',
  listTitle: 'Notes',
  name: (note) => ({ number: note.noteNumber, about: note.invoiceNumber, noun: NOTE_KIND_LABELS[note.kind] }),
  pdfStem: 'note',
  Badge: NoteStatusBadge,
});
