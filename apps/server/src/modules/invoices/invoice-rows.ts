import {
  amountInWords,
  fromPaise,
  type Invoice,
  type InvoiceLine,
  type InvoiceSummary,
  invoiceDisplayStatus,
  isInvoiceOverdue,
  type Payment,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstNotes, invoiceLines, invoices, payments, salesOrders } from '../../db/schema/index.js';
import { eWayBillRead } from '../../lib/e-way-bill-entry.js';
import { notFound } from '../../lib/errors.js';
import { hsnSummaryOf, taxTypeOf } from '../../lib/tax-document-totals.js';
import type { CompanyService } from '../company/index.js';
import { eWayBillPendingSql } from './invoice-e-way-bill.js';
import { exportDetailsOf } from './invoice-export.js';
import { sellerOf } from './invoice-parties.js';
import { balancePaise } from './payments.js';

/** Invoices with the number of the order they were made from. */
export const selectInvoices = (db: DbOrTx) =>
  db
    .select({
      ...getTableColumns(invoices),
      salesOrderNumber: salesOrders.orderNumber,
      eWayBillPending: eWayBillPendingSql,
    })
    .from(invoices)
    .leftJoin(salesOrders, eq(salesOrders.id, invoices.salesOrderId))
    .$dynamic();

export type InvoiceRow = typeof invoices.$inferSelect & { salesOrderNumber: string | null; eWayBillPending: boolean };

/** What a summary is read against: today (India time) and the company's state now (for drafts). */
export interface ReadContext {
  today: string;
  companyState: string | null;
}

/** Statuses whose invoice is owed: the balance due and the list's outstanding total count only these. */
export const UNPAID_STATUSES = ['issued', 'partially_paid'] as const;

/** Owed, in SQL: the list's outstanding total, the dashboard's receivables. */
export const unpaidCondition = inArray(invoices.status, [...UNPAID_STATUSES]);

/** How many issued credit and debit notes stand against the invoice. */
export async function notesStandingOn(tx: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(gstNotes)
    .where(and(eq(gstNotes.invoiceId, invoiceId), eq(gstNotes.status, 'issued')));
  return row?.n ?? 0;
}

/** What is still due on an invoice, in SQL: its total with its notes' adjustment, less what was paid. */
export const owedSql = sql`${invoices.grandTotal} + ${invoices.adjustment} - ${invoices.amountPaid}`;

/** Owed and due before today: what `overdue` means, in SQL (as isInvoiceOverdue reads it). */
export const overdueCondition = (today: string): SQL =>
  sql`(${unpaidCondition} and ${invoices.dueDate} < ${today}::date)`;

/**
 * The list row and the detail's header. `overdue` and `displayStatus` are the stored status
 * read against today, never stored; the balance due is what the customer still owes, so 0
 * on a draft (not yet owed) and on a cancelled invoice.
 */
export function toInvoiceSummary(row: InvoiceRow, { today, companyState }: ReadContext): InvoiceSummary {
  const owed = row.status !== 'draft' && row.status !== 'cancelled';
  const sellerState = row.status === 'draft' ? companyState : (row.seller?.state ?? null);
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status as InvoiceSummary['status'],
    displayStatus: invoiceDisplayStatus(row as { status: InvoiceSummary['status']; dueDate: string }, today),
    overdue: isInvoiceOverdue(row, today),
    customerId: row.customerId,
    salesOrderId: row.salesOrderId,
    salesOrderNumber: row.salesOrderNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    customerPartyCode: row.customerPartyCode,
    customerName: row.customerName,
    customerGstin: row.customerGstin,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyCode: row.placeOfSupplyCode,
    deliveryAddressId: row.deliveryAddressId,
    shipToPlace: row.shipToPlace,
    shipToState: row.shipToState,
    shipToPin: row.shipToPin,
    shipToGstin: row.shipToGstin,
    // An SEZ supply or export is IGST whatever the states, though under the LUT it charges none.
    taxType: row.exportType ? 'inter' : taxTypeOf(row, sellerState, row.placeOfSupply),
    customerPoNumber: row.customerPoNumber,
    customerPoDate: row.customerPoDate,
    vehicleReference: row.vehicleReference,
    notes: row.notes,
    taxableTotal: row.taxableTotal,
    cgstTotal: row.cgstTotal,
    sgstTotal: row.sgstTotal,
    igstTotal: row.igstTotal,
    taxTotal: fromPaise(toPaise(row.cgstTotal) + toPaise(row.sgstTotal) + toPaise(row.igstTotal)),
    roundOff: row.roundOff,
    grandTotal: row.grandTotal,
    amountPaid: row.amountPaid,
    adjustment: row.adjustment,
    balanceDue: owed ? fromPaise(balancePaise(row)) : 0,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    ...eWayBillRead(row),
    eWayBillPending: row.eWayBillPending,
    ...exportDetailsOf(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toInvoiceLine = (row: typeof invoiceLines.$inferSelect): InvoiceLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  salesOrderLineId: row.salesOrderLineId,
  productId: row.productId,
  description: row.description,
  drawingNumber: row.drawingNumber,
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

export const toPayment = (row: typeof payments.$inferSelect): Payment => ({
  id: row.id,
  paymentDate: row.paymentDate,
  amount: row.amount,
  tdsAmount: row.tdsAmount,
  tdsSection: row.tdsSection,
  mode: row.mode as Payment['mode'],
  reference: row.reference,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The whole invoice: header, lines as saved, payments oldest first, the HSN-wise summary of
 * the lines and the amount in words. A draft prints the company as it is now; from issue
 * on, as it was then.
 */
export async function readInvoice(tx: DbOrTx, id: string, company: CompanyService): Promise<Invoice> {
  const [row] = await selectInvoices(tx).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice');
  const settings = await company.get(tx);
  // One after another: inside a transaction they share one connection (test/one-statement-at-a-time.ts).
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.lineNumber));
  const paid = await tx
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, id))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
  const notesStanding = await notesStandingOn(tx, id);
  return {
    ...toInvoiceSummary(row, { today: todayIn(), companyState: settings.state }),
    seller: row.seller ?? sellerOf(settings),
    lines: lines.map(toInvoiceLine),
    payments: paid.map(toPayment),
    hsnSummary: hsnSummaryOf(lines),
    amountInWords: amountInWords(toPaise(row.grandTotal)),
    irn: row.irn,
    irnAckNumber: row.irnAckNumber,
    irnAckDate: row.irnAckDate?.toISOString() ?? null,
    irnSignedQr: row.irnSignedQr,
    notesStanding,
  };
}
