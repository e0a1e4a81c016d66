import { INVOICE_COPIES } from '../documents/invoice-copies.js';
import { NOTE_KIND_LABELS, NOTE_REASON_LABELS, type Note } from '../schemas/gst-note.js';
import { dated, field, fields, printDate } from './print-format.js';
import { gstLinesTable, gstTotals, hsnSummaryTable, taxField } from './print-gst.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintModel } from './print-model.js';
import { customerParty, placeOfSupplyField, taxDocumentLines, taxDocumentMark } from './tax-document-print.js';

/*
 * A credit or debit note as printed (CGST Rule 53(1A)): the seller with GSTIN, the nature of the
 * document, its number and date, the invoice it adjusts with that invoice's date, the recipient
 * with GSTIN and place of supply, why, the lines with their tax as the invoice charged it, the
 * totals with the round-off, the amount in words, the HSN-wise summary, any remarks and the
 * signature. One copy, the original for the recipient; a draft or a cancelled note says what it is.
 */
export function notePrint(note: Note): PrintModel {
  const kind = NOTE_KIND_LABELS[note.kind];
  const noun = kind.toLowerCase();
  const mark = taxDocumentMark(note, `a ${noun}`);
  const { seller } = note;
  return {
    name: kind,
    title: kind,
    subtitle: 'Under section 34 of the CGST Act',
    file: {
      title: note.noteNumber ?? `Draft ${noun}`,
      subject: `${kind} to ${note.customerName}`,
      author: seller.name ?? '',
    },
    copies: mark ? [] : INVOICE_COPIES.slice(0, 1),
    mark,
    watermark: note.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Seller', seller, seller.logo),
    particulars: {
      label: 'Note',
      fields: fields(
        field('Note No.', note.noteNumber ?? 'Draft (numbered on issue)'),
        field('Note date', printDate(note.noteDate)),
        field('Against Invoice No.', dated(note.invoiceNumber, note.invoiceDate)),
        [placeOfSupplyField(note)],
        field('Reason', NOTE_REASON_LABELS[note.reason]),
        [taxField(note.taxType)],
      ),
    },
    band: null,
    parties: [customerParty('Recipient', note, note.billingAddress)],
    body: [
      gstLinesTable(note.taxType, note.lines, taxDocumentLines('Note lines', note.lines)),
      gstTotals(note, 'Note totals'),
      hsnSummaryTable(note),
    ],
    foot: {
      sections: note.remarks ? [{ kind: 'section', label: 'Remarks', lines: [note.remarks] }] : [],
      signatures: [{ over: signingFor(seller), under: 'Authorised Signatory' }],
      note: `This is a computer-generated ${noun}.`,
    },
  };
}
