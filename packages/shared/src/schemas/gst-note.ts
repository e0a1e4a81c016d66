import { z } from 'zod';
import { unitQuantityRefusal } from '../compliance/gst-units.js';
import { optionalTextField, versionField } from './common.js';
import {
  amountField,
  checkMoneyLimit,
  documentDateField,
  documentLinesField,
  unitQuantityField,
} from './document-fields.js';
import { hsnSummaryRowSchema, invoiceLineSchema, MAX_INVOICE_LINES, sellerSchema } from './invoice.js';

/*
 * Credit and debit notes (CGST Act section 34) against an issued invoice: pieces rejected and
 * returned, a rate corrected either way. Each line is one of the invoice's lines, its HSN,
 * unit and GST rate copied from it and its tax reversed (credit) or raised (debit) as the
 * invoice charged it.
 */

export const NOTE_KINDS = ['credit', 'debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
export const NOTE_KIND_LABELS: Record<NoteKind, string> = { credit: 'Credit Note', debit: 'Debit Note' };

export const NOTE_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export const NOTE_REASONS = ['goods_returned', 'rate_correction', 'other'] as const;
export type NoteReason = (typeof NOTE_REASONS)[number];
export const NOTE_REASON_LABELS: Record<NoteReason, string> = {
  goods_returned: 'Goods returned (rejected pieces)',
  rate_correction: 'Rate or value correction',
  other: 'Other',
};

export const NOTE_SORTABLE = [
  'noteNumber',
  'noteDate',
  'customerName',
  'grandTotal',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const noteLineInputSchema = z.object({
  /** The invoice's line this note adjusts: its description, HSN, unit and GST rate are the note's. */
  invoiceLineId: z.uuid({ error: 'Choose a line of the invoice' }),
  /**
   * Pieces (or kg …) returned; for a rate correction, what the new rate applies to. In the invoice
   * line's unit, so decimals only where it measures (noteQuantityRefusals).
   */
  quantity: unitQuantityField(),
  /** Per piece: the invoice's rate for returned pieces, the difference for a rate correction. */
  rate: amountField('Rate is required', { positive: true }),
});

/** POST notes and PUT notes/{id}: a draft, whole. */
export const noteInputSchema = z.object({
  kind: z.enum(NOTE_KINDS, { error: 'Choose a credit note or a debit note' }),
  invoiceId: z.uuid({ error: 'Invoice is required' }),
  noteDate: documentDateField('Note date is required'),
  reason: z.enum(NOTE_REASONS, { error: 'Choose a reason' }),
  remarks: optionalTextField(500),
  lines: documentLinesField(noteLineInputSchema, MAX_INVOICE_LINES).superRefine(checkMoneyLimit('note')),
  version: versionField,
});
export type NoteInput = z.input<typeof noteInputSchema>;
export type NoteData = z.output<typeof noteInputSchema>;

/**
 * A note's quantities its invoice lines' units do not allow, by line index: a line takes the unit
 * of the invoice line it names, so only whoever knows the invoice can tell (the server, and the
 * form with the invoice it shows). A line naming no known invoice line is not judged here.
 */
export function noteQuantityRefusals(
  lines: readonly { invoiceLineId?: unknown; quantity?: unknown }[],
  unitOf: (invoiceLineId: string) => string | undefined,
): Map<number, string> {
  const refusals = new Map<number, string>();
  lines.forEach((line, i) => {
    const unit = typeof line.invoiceLineId === 'string' ? unitOf(line.invoiceLineId) : undefined;
    if (unit === undefined || typeof line.quantity !== 'number') return;
    const message = unitQuantityRefusal(line.quantity, unit);
    if (message) refusals.set(i, message);
  });
  return refusals;
}

/** The note's schema for a form that knows its invoice's lines: noteInputSchema, and each quantity in its line's unit. */
export const noteInputSchemaFor = (invoiceLines: readonly { id: string; unit: string }[]) => {
  const units = new Map(invoiceLines.map((line) => [line.id, line.unit]));
  return noteInputSchema.superRefine(
    (note, ctx) => {
      for (const [i, message] of noteQuantityRefusals(note.lines, (id) => units.get(id))) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message });
      }
    },
    { when: (payload) => Array.isArray((payload.value as { lines?: unknown } | undefined)?.lines) },
  );
};

export const noteListFilterSchema = z.object({
  kind: z.enum(NOTE_KINDS, { error: 'Unknown kind' }).optional(),
  status: z.enum(NOTE_STATUSES, { error: 'Unknown status' }).optional(),
  invoiceId: z.uuid({ error: 'Invoice is invalid' }).optional(),
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
});
export type NoteListFilter = z.output<typeof noteListFilterSchema>;

export const noteLineSchema = invoiceLineSchema
  .pick({
    id: true,
    lineNumber: true,
    description: true,
    hsnCode: true,
    unit: true,
    quantity: true,
    rate: true,
    gstRate: true,
    taxable: true,
    cgst: true,
    sgst: true,
    igst: true,
    total: true,
  })
  .extend({ invoiceLineId: z.string() });
export type NoteLine = z.infer<typeof noteLineSchema>;

/** One row of the list, and the header of the detail. */
export const noteSummarySchema = z.object({
  id: z.string(),
  noteNumber: z.string().nullable(),
  kind: z.enum(NOTE_KINDS),
  status: z.enum(NOTE_STATUSES),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  customerId: z.string(),
  customerPartyCode: z.string(),
  customerName: z.string(),
  customerGstin: z.string().nullable(),
  noteDate: z.string(),
  reason: z.enum(NOTE_REASONS),
  remarks: z.string().nullable(),
  taxableTotal: z.number(),
  cgstTotal: z.number(),
  sgstTotal: z.number(),
  igstTotal: z.number(),
  roundOff: z.number(),
  grandTotal: z.number(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** GET notes/{id}: everything the printed note shows. */
export const noteSchema = noteSummarySchema.extend({
  billingAddress: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  placeOfSupply: z.string().nullable(),
  placeOfSupplyCode: z.string().nullable(),
  /** The invoice's: a note reverses or raises its tax as the invoice charged it. */
  taxType: z.enum(['intra', 'inter']),
  /** The invoice's seller, as it printed. */
  seller: sellerSchema,
  lines: z.array(noteLineSchema),
  hsnSummary: z.array(hsnSummaryRowSchema),
  amountInWords: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
