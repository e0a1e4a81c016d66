import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Credit and debit notes: the list, the form (a new note starts from an invoice) and the printable note. */
export const notesRoutes: AppRoute[] = [
  {
    path: '/notes',
    meta: routeMeta('/notes'),
    load: () => import('./notes-list-page').then((m) => m.NotesListPage),
  },
  {
    path: '/notes/new',
    meta: routeMeta('/notes/new'),
    load: () => import('./note-form-page').then((m) => m.NoteFormPage),
  },
  {
    path: '/notes/edit/:id',
    meta: routeMeta('/notes/edit/:id'),
    load: () => import('./note-form-page').then((m) => m.NoteFormPage),
  },
  {
    path: '/notes/view/:id',
    meta: routeMeta('/notes/view/:id'),
    load: () => import('./note-view-page').then((m) => m.NoteViewPage),
  },
];
