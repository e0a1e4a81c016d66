import { type Note, notePrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** A credit or debit note as a PDF: its print model (the invoice's seller, as it printed) on the page kit, one copy. */
export const renderNotePdf = (note: Note): Promise<Buffer> => renderPrintPdf(notePrint(note));

/** The PDF's file name: the note's number, or a draft's id. */
export const notePdfName = (note: Pick<Note, 'id' | 'noteNumber'>) =>
  pdfFileName(note.noteNumber ?? `draft-note-${note.id.slice(0, 8)}`);
