import {
  type GstLineInput,
  NOTE_KINDS,
  type Note,
  type NoteData,
  type NoteInput,
  type NoteKind,
  type NoteReason,
  noteLineInputSchema,
  type TaxType,
  unitQuantityRefusal,
} from '@lathe/shared';
import { type GstPreview, previewGst } from '../../lib/gst-preview';
import type { NoteBody, NoteInvoice } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type NoteFormValues = NoteInput;
export type NoteLineValues = NoteInput['lines'][number];
export type InvoiceLine = NoteInvoice['lines'][number];

export const blankNoteLine = (): NoteLineValues => ({ invoiceLineId: '', quantity: '', rate: '' });

/** `?kind=` as given, else a credit note (the usual case: pieces rejected and returned). */
export const kindOf = (text: string | null): NoteKind =>
  (NOTE_KINDS as readonly string[]).includes(text ?? '') ? (text as NoteKind) : 'credit';

/** A credit note is mostly for returned pieces; a debit note, for a rate charged too low. */
const usualReason = (kind: NoteKind): NoteReason => (kind === 'credit' ? 'goods_returned' : 'rate_correction');

/** A new note against `invoiceId`, dated `today`, with one line to choose. */
export const blankNote = (invoiceId: string, kind: NoteKind, today: string): NoteFormValues => ({
  kind,
  invoiceId,
  noteDate: today,
  reason: usualReason(kind),
  remarks: '',
  lines: [blankNoteLine()],
});

/** A saved draft as form values. */
export const noteFormValues = (note: Note): NoteFormValues => ({
  kind: note.kind,
  invoiceId: note.invoiceId,
  noteDate: note.noteDate,
  reason: note.reason,
  remarks: note.remarks ?? '',
  lines: note.lines.map((line) => ({
    invoiceLineId: line.invoiceLineId,
    quantity: String(line.quantity),
    rate: String(line.rate),
  })),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const noteBody = (values: NoteData, version?: number): NoteBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

const figuresSchema = noteLineInputSchema.pick({ quantity: true, rate: true });

/**
 * A line's figures for computeGst, once it names one of the invoice's lines and its numbers are
 * valid, the quantity in that line's unit (2.25 KGS, never 2.5 NOS).
 */
function gstInput(
  line: Partial<NoteLineValues> | undefined,
  byId: ReadonlyMap<string, InvoiceLine>,
): GstLineInput | null {
  const of = byId.get(String(line?.invoiceLineId ?? ''));
  const figures = figuresSchema.safeParse({ quantity: line?.quantity, rate: line?.rate });
  if (!of || !figures.success || unitQuantityRefusal(figures.data.quantity, of.unit)) return null;
  return { ...figures.data, gstRate: of.gstRate, hsnCode: of.hsnCode };
}

/**
 * The note's figures as typed, by computeGst exactly as the server will store them: each line at
 * its invoice line's GST rate, CGST and SGST or IGST as the invoice charged it. Null when the
 * amounts are too large to count exactly.
 */
export function previewNote(
  lines: readonly Partial<NoteLineValues>[],
  invoiceLines: readonly InvoiceLine[],
  taxType: TaxType,
): GstPreview | null {
  const byId = new Map(invoiceLines.map((line) => [line.id, line]));
  return previewGst(
    lines.map((line) => gstInput(line, byId)),
    taxType,
  );
}
