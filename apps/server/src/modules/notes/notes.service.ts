import {
  type EInvoice,
  fileNameOf,
  type ListQuery,
  type ListResult,
  NOTE_FLOW,
  type Note,
  type NoteListFilter,
  type NoteSummary,
  SERIES_PREFIX,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { gstNotes } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { noteEInvoice, rulesOf } from '../invoices/index.js';
import { noteDrafts } from './note-drafts.js';
import { fetchNoteSummaries, type NoteSort, noteListSpec } from './note-list.js';
import { lockNote, type NoteRecord } from './note-lock.js';
import { notePdfName, renderNotePdf } from './note-pdf.js';
import { readNote } from './note-rows.js';
import { noteCancelStep, noteIssueStep, noteSeriesFull } from './note-steps.js';

/**
 * Credit and debit notes on the document kit: drafts against an issued invoice saved whole,
 * issued with the next number of their kind's gap-free yearly series (CN/…, DN/…), which
 * changes what the invoice's customer owes, and cancelled keeping the number.
 */
export function createNotesService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: gstNotes,
    flow: NOTE_FLOW,
    lock: lockNote,
    read: (tx, id): Promise<Note> => readNote(tx, id),
    numbering: {
      column: 'noteNumber',
      prefix: (note: NoteRecord) => (note.kind === 'credit' ? SERIES_PREFIX.creditNote : SERIES_PREFIX.debitNote),
      date: (note: NoteRecord) => note.noteDate,
      full: noteSeriesFull,
    },
    reasonColumn: 'cancelReason',
    draft: noteDrafts,
    steps: { issue: noteIssueStep(company), cancel: noteCancelStep },
  });

  return {
    ...documents,

    list: (query: ListQuery<NoteSort>, filters?: NoteListFilter): Promise<ListResult<NoteSummary>> =>
      listPage(db, noteListSpec(filters), query, fetchNoteSummaries(db)),

    /** The note as a PDF, named for its number (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const note = await documents.get(id);
      return { fileName: notePdfName(note), body: await renderNotePdf(note) };
    },

    /** An issued note's e-invoice JSON (CRN or DBN), checked against the portal's schema; 409 saying why not. */
    async eInvoice(id: string): Promise<{ fileName: string; json: EInvoice }> {
      const [note, settings] = await Promise.all([documents.get(id), company.get(db)]);
      return {
        fileName: fileNameOf(`e-invoice ${note.noteNumber}`, 'json'),
        json: noteEInvoice(note, rulesOf(settings)),
      };
    },

    /** Every note matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<NoteSort>, 'page' | 'limit'>, filters?: NoteListFilter) {
      yield* allPages(noteListSpec(filters), query, fetchNoteSummaries(db));
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
