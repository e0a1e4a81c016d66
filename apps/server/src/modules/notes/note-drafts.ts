import {
  deliveryAddressLine,
  type NoteData,
  noteQuantityRefusals,
  quantityText,
  REPORTED_INVOICE_STATUSES,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstNoteLines, gstNotes, invoiceLines, invoices } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { invoiceFigures, taxTypeOf } from '../../lib/tax-document-totals.js';
import { touched } from '../../lib/touched.js';

/*
 * Draft notes: saved whole against an issued invoice, each line one of the invoice's lines
 * (its description, HSN, unit and GST rate copied from it), the tax computed as the invoice
 * charged it (CGST+SGST or IGST), the invoice's buyer and seller copied on.
 */

/** The invoice a note may adjust: issued (however far paid), with its lines by id (400 on invoiceId otherwise). */
export async function noteInvoice(tx: DbOrTx, invoiceId: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw invalidField('invoiceId', 'Invoice not found');
  const stands = (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status);
  if (!stands || !invoice.invoiceNumber || !invoice.seller) {
    throw invalidField('invoiceId', 'A note is raised against an issued invoice');
  }
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  return { invoice, lines: new Map(lines.map((line) => [line.id, line])) };
}

async function draftColumns(tx: DbOrTx, data: NoteData) {
  const { invoice, lines: invoiceLinesById } = await noteInvoice(tx, data.invoiceId);
  if (data.noteDate < invoice.invoiceDate) {
    throw invalidField('noteDate', 'A note cannot be dated before its invoice');
  }
  const lines = data.lines.map((line, i) => {
    const of = invoiceLinesById.get(line.invoiceLineId);
    if (!of) throw invalidField(`lines.${i}.invoiceLineId`, 'Not a line of this invoice');
    if (line.quantity > of.quantity) {
      throw invalidField(`lines.${i}.quantity`, `The invoice has ${quantityText(of.quantity)} ${of.unit} on this line`);
    }
    return { ...line, of };
  });
  // Each quantity in its invoice line's unit: 2.25 KGS of scrap, whole NOS.
  const [refused] = noteQuantityRefusals(data.lines, (id) => invoiceLinesById.get(id)?.unit);
  if (refused) throw invalidField(`lines.${refused[0]}.quantity`, refused[1]);
  const seller = invoice.seller as NonNullable<typeof invoice.seller>;
  const taxType = taxTypeOf(invoice, seller.state, invoice.placeOfSupply);
  const figures = invoiceFigures(
    taxType,
    lines.map(({ quantity, rate, of }) => ({ quantity, rate, gstRate: of.gstRate, hsnCode: of.hsnCode })),
  );
  return {
    header: {
      kind: data.kind,
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      noteDate: data.noteDate,
      reason: data.reason,
      remarks: data.remarks ?? null,
      invoiceNumber: invoice.invoiceNumber as string,
      invoiceDate: invoice.invoiceDate,
      customerPartyCode: invoice.customerPartyCode,
      customerName: invoice.customerName,
      customerGstin: invoice.customerGstin,
      billingAddress: invoice.billingAddress,
      // A delivery address with its town and PIN, as the note's e-invoice reads an address typed as text.
      shippingAddress: invoice.shipToPin
        ? deliveryAddressLine({ address: invoice.shippingAddress, place: invoice.shipToPlace, pin: invoice.shipToPin })
        : invoice.shippingAddress,
      placeOfSupply: invoice.placeOfSupply,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
      seller,
      ...figures.totals,
    },
    lines: lines.map(({ quantity, rate, of }, i) => ({
      lineNumber: i + 1,
      invoiceLineId: of.id,
      description: of.description,
      hsnCode: of.hsnCode,
      unit: of.unit,
      quantity,
      rate,
      gstRate: of.gstRate,
      ...(figures.lines[i] as (typeof figures.lines)[number]),
    })),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, noteId: string, lines: DraftLines) {
  await tx.delete(gstNoteLines).where(eq(gstNoteLines.noteId, noteId));
  await tx.insert(gstNoteLines).values(lines.map((line) => ({ ...line, noteId })));
}

/** The draft half of the note on the document kit. */
export const noteDrafts = {
  async create(tx: DbOrTx, data: NoteData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, data);
    const [created] = await tx
      .insert(gstNotes)
      .values({ ...header, createdBy: userId })
      .returning({ id: gstNotes.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: NoteData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data);
    await tx
      .update(gstNotes)
      .set({ ...header, ...touched(gstNotes) })
      .where(eq(gstNotes.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
};
