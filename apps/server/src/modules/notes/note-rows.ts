import { amountInWords, type Note, type NoteLine, type NoteSummary, toPaise } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstNoteLines, gstNotes } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { hsnSummaryOf, taxTypeOf } from '../../lib/tax-document-totals.js';
import type { NoteRecord } from './note-lock.js';

/*
 * A credit or debit note as the API answers it: the list row, and the whole note with its
 * lines, HSN summary and amount in words.
 */

export function toNoteSummary(row: NoteRecord): NoteSummary {
  return {
    id: row.id,
    noteNumber: row.noteNumber,
    kind: row.kind as NoteSummary['kind'],
    status: row.status as NoteSummary['status'],
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    customerId: row.customerId,
    customerPartyCode: row.customerPartyCode,
    customerName: row.customerName,
    customerGstin: row.customerGstin,
    noteDate: row.noteDate,
    reason: row.reason as NoteSummary['reason'],
    remarks: row.remarks,
    taxableTotal: row.taxableTotal,
    cgstTotal: row.cgstTotal,
    sgstTotal: row.sgstTotal,
    igstTotal: row.igstTotal,
    roundOff: row.roundOff,
    grandTotal: row.grandTotal,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toNoteLine = (row: typeof gstNoteLines.$inferSelect): NoteLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  invoiceLineId: row.invoiceLineId,
  description: row.description,
  hsnCode: row.hsnCode,
  unit: row.unit,
  quantity: row.quantity,
  rate: row.rate,
  gstRate: row.gstRate,
  taxable: row.taxable,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
});

/** The whole note; its seller is its invoice's, as the invoice printed it. */
export async function readNote(tx: DbOrTx, id: string): Promise<Note> {
  const [row] = await tx.select().from(gstNotes).where(eq(gstNotes.id, id));
  if (!row) throw notFound('Note');
  const lines = await tx
    .select()
    .from(gstNoteLines)
    .where(eq(gstNoteLines.noteId, id))
    .orderBy(asc(gstNoteLines.lineNumber));
  const seller = row.seller;
  if (!seller) throw new Error(`Note ${id} has no seller`);
  return {
    ...toNoteSummary(row),
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyCode: row.placeOfSupplyCode,
    taxType: taxTypeOf(row, seller.state, row.placeOfSupply),
    seller,
    lines: lines.map(toNoteLine),
    hsnSummary: hsnSummaryOf(lines),
    amountInWords: amountInWords(toPaise(row.grandTotal)),
  };
}
