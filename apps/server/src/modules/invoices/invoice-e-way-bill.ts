import {
  E_WAY_BILL_THRESHOLD,
  type EWayBillEntry,
  type EWayBillTransport,
  fileNameOf,
  type Invoice,
  indianDate,
  invoiceGstDocument,
  REPORTED_INVOICE_STATUSES,
} from '@lathe/shared';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { eWayBillValues, isEWayBillTaken, noEWayBill } from '../../lib/e-way-bill-entry.js';
import { checkedEWayBill } from '../../lib/e-way-bill-file.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { lockInvoice } from './invoice-lock.js';

/*
 * The e-way bill of an issued invoice's goods: its JSON for the portal's bulk upload, built with
 * the transport the user typed and checked against the published schema and the arithmetic
 * before it is offered (as the e-invoice is; lib/e-way-bill-file.ts), and the e-way bill the
 * portal generated from it, typed back and kept on the invoice. The dispatch's challan has its
 * e-way bill the same way (sales-orders/dispatch-e-way-bill.ts).
 */

const STANDING = new Set<string>(REPORTED_INVOICE_STATUSES);

/** Why an invoice that does not stand has no e-way bill. */
const notStanding = (status: string) =>
  status === 'draft'
    ? 'A draft has no e-way bill: issue it first'
    : 'A cancelled invoice moves no goods: it has no e-way bill';

/** An issued invoice's e-way bill JSON, with its file name; 409 for a draft or a cancelled invoice. */
export function invoiceEWayBill(invoice: Invoice, transport: EWayBillTransport) {
  if (!STANDING.has(invoice.status)) throw conflict(notStanding(invoice.status));
  const json = checkedEWayBill(
    invoiceGstDocument(invoice),
    transport,
    `${invoice.invoiceNumber} cannot have an e-way bill`,
  );
  return { fileName: fileNameOf(`e-way bill ${invoice.invoiceNumber}`, 'json'), json };
}

/**
 * Keeps the e-way bill the portal generated on the locked invoice (its version moves on, and the
 * audit trigger writes the change): only on an invoice that stands, dated no earlier than it.
 * A number another invoice holds is refused by the unique index: 409 naming that invoice.
 */
async function recordEWayBill(tx: DbOrTx, id: string, entry: EWayBillEntry): Promise<void> {
  const invoice = await lockInvoice(tx, id);
  if (!STANDING.has(invoice.status)) throw conflict(notStanding(invoice.status));
  if (entry.eWayBillDate < invoice.invoiceDate) {
    throw invalidField(
      'eWayBillDate',
      `The e-way bill cannot be dated before the invoice (${indianDate(invoice.invoiceDate)})`,
    );
  }
  try {
    // A savepoint: a refused write leaves the transaction usable, to name the invoice holding the number.
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(invoices)
        .set({ ...eWayBillValues(entry), ...touched(invoices) })
        .where(eq(invoices.id, id));
    });
  } catch (error) {
    if (!isEWayBillTaken(error, 'invoices_eway_bill_unique')) throw error;
    const [holder] = await tx
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.eWayBillNumber, entry.eWayBillNumber), ne(invoices.id, id)));
    const message = `e-Way Bill No. ${entry.eWayBillNumber} is already recorded on invoice ${holder?.invoiceNumber ?? '(another invoice)'}`;
    throw conflict(message, { eWayBillNumber: message });
  }
}

/** Clears an e-way bill recorded by mistake; nothing to clear leaves the invoice as it is. */
async function clearEWayBill(tx: DbOrTx, id: string): Promise<void> {
  const invoice = await lockInvoice(tx, id);
  if (invoice.eWayBillNumber === null) return;
  await tx
    .update(invoices)
    .set({ ...noEWayBill, ...touched(invoices) })
    .where(eq(invoices.id, id));
}

/** What the e-way bill routes call, on the invoices' document kit (its transaction and read). */
export function invoiceEWayBills(documents: {
  change(id: string, apply: (tx: DbOrTx) => Promise<void>): Promise<Invoice>;
  get(id: string, tx?: DbOrTx): Promise<Invoice>;
}) {
  return {
    /** An issued invoice's e-way bill JSON with the transport typed for it; 409 saying why not. */
    eWayBill: async (id: string, transport: EWayBillTransport) => invoiceEWayBill(await documents.get(id), transport),
    recordEWayBill: (id: string, entry: EWayBillEntry) => documents.change(id, (tx) => recordEWayBill(tx, id, entry)),
    clearEWayBill: (id: string) => documents.change(id, (tx) => clearEWayBill(tx, id)),
  };
}

/**
 * isEWayBillPending in SQL, for the list's rows: the invoice stands, is worth more than ₹50,000,
 * has no e-way bill number, and has a line of goods (an HSN code not of chapter 99, or none).
 * The goods are looked up row by row, through the lines' index, once the rest holds: `limit 1`
 * keeps the planner from turning the look-up into a join over every invoice's lines.
 */
export const eWayBillPendingSql: SQL<boolean> = sql<boolean>`(${inArray(invoices.status, [...REPORTED_INVOICE_STATUSES])}
  and ${invoices.eWayBillNumber} is null
  and ${invoices.grandTotal} > ${sql.raw(String(E_WAY_BILL_THRESHOLD))}
  and coalesce((select true from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id}
    and (${invoiceLines.hsnCode} is null or ${invoiceLines.hsnCode} not like '99%') limit 1), false))`;
