import { documentRoutes } from '../../lib/document-routes';

/** Credit and debit notes: the list, the form (a new note starts from an invoice) and the printable note. */
export const notesRoutes = documentRoutes('/notes', {
  list: () => import('./notes-list-page').then((m) => m.NotesListPage),
  form: () => import('./note-form-page').then((m) => m.NoteFormPage),
  view: () => import('./note-view-page').then((m) => m.NoteViewPage),
});
