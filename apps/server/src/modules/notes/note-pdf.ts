import { indianDate, NOTE_KIND_LABELS, NOTE_REASON_LABELS, type Note } from '@lathe/shared';
import { lines, renderPdf, stateWithCode } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { drawTaxDocument, type TaxDocumentPdf } from '../../lib/tax-document-pdf.js';

/**
 * A credit or debit note as a PDF (CGST Rule 53) on the invoice's page: its number and date, the
 * invoice it adjusts with that invoice's date, the reason, and its lines with the tax reversed or
 * raised as the invoice charged it. One copy, the original for the recipient.
 */
export function renderNotePdf(note: Note): Promise<Buffer> {
  const kind = NOTE_KIND_LABELS[note.kind];
  const document: TaxDocumentPdf = {
    ...note,
    customerPartyCode: note.customerPartyCode,
    taxTotal: note.cgstTotal + note.sgstTotal + note.igstTotal,
    title: kind.toUpperCase(),
    label: kind,
    noun: kind.toLowerCase(),
    // The invoice's terms of sale ("Goods once sold …") are not a note's.
    terms: null,
    notes: note.remarks,
    particulars: lines(
      `${kind} No.: ${note.noteNumber ?? 'Draft (numbered on issue)'}`,
      `${kind} Date: ${indianDate(note.noteDate)}`,
      `Against Invoice No.: ${note.invoiceNumber}`,
      `Invoice Date: ${indianDate(note.invoiceDate)}`,
      `Reason: ${NOTE_REASON_LABELS[note.reason]}`,
      `Place of Supply: ${stateWithCode(note.placeOfSupply, note.placeOfSupplyCode) || '-'}`,
      `Tax: ${note.taxType === 'intra' ? 'CGST + SGST (within the state)' : 'IGST (inter-state)'}`,
    ),
  };
  const state =
    note.status === 'draft'
      ? `DRAFT - not valid as a ${kind.toLowerCase()} until issued`
      : note.status === 'cancelled'
        ? `CANCELLED${note.cancelReason ? `: ${note.cancelReason}` : ''}`
        : 'Original for recipient';
  return renderPdf(
    {
      Title: note.noteNumber ?? `Draft ${kind.toLowerCase()}`,
      Subject: `${kind} to ${note.customerName}`,
      Author: note.seller.name ?? '',
    },
    (layout, doc) => drawTaxDocument(layout, doc, document, state),
  );
}

/** The PDF's file name: the note's number, or a draft's id. */
export const notePdfName = (note: Pick<Note, 'id' | 'noteNumber'>) =>
  pdfFileName(note.noteNumber ?? `draft-note-${note.id.slice(0, 8)}`);
