import {
  GSTR3B_BILL_STATUSES,
  type Seller,
  type TallyBillLineSource,
  type TallyBillSource,
  type TallyInvoiceSource,
  type TallyNoteSource,
  type TallyPaymentMode,
  type TallyPaymentSource,
  type TallyReceiptSource,
  taxTypeFor,
} from '@lathe/shared';
import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  gstNotes,
  invoices,
  payments,
  supplierBillLines,
  supplierBills,
  supplierPaymentAllocations,
  supplierPayments,
} from '../../db/schema/index.js';

/*
 * What the Tally export reads of a period (both days included): one query per kind of document,
 * each by its date index, the lines and allocations joined by the same dates rather than listed
 * by id, so a year of a busy plant is a handful of statements whatever its size.
 */

export interface Period {
  from: string;
  to: string;
}

/** A document's tax type from the seller it printed and its place of supply. */
const taxTypeOf = (seller: Seller | null, placeOfSupply: string | null) =>
  taxTypeFor(seller?.state ?? null, placeOfSupply);

/** Issued invoices dated in the period (part-paid and paid too): neither drafts nor cancelled ones. */
export async function salesOf(db: Db, { from, to }: Period): Promise<TallyInvoiceSource[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      date: invoices.invoiceDate,
      party: invoices.customerName,
      seller: invoices.seller,
      placeOfSupply: invoices.placeOfSupply,
      exportType: invoices.exportType,
      taxable: invoices.taxableTotal,
      cgst: invoices.cgstTotal,
      sgst: invoices.sgstTotal,
      igst: invoices.igstTotal,
      roundOff: invoices.roundOff,
      grandTotal: invoices.grandTotal,
      customerPoNumber: invoices.customerPoNumber,
    })
    .from(invoices)
    .where(
      and(
        notInArray(invoices.status, ['draft', 'cancelled']),
        gte(invoices.invoiceDate, from),
        lte(invoices.invoiceDate, to),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
  return rows.map(({ seller, placeOfSupply, exportType, number, ...row }) => ({
    ...row,
    number: number as string,
    taxType: taxTypeOf(seller, placeOfSupply),
    exportSupply: exportType !== null,
  }));
}

/** Issued credit and debit notes dated in the period, each zero-rated as its invoice was. */
export async function notesOf(db: Db, { from, to }: Period, kinds: ('credit' | 'debit')[]): Promise<TallyNoteSource[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .select({
      id: gstNotes.id,
      kind: gstNotes.kind,
      number: gstNotes.noteNumber,
      date: gstNotes.noteDate,
      party: gstNotes.customerName,
      seller: gstNotes.seller,
      placeOfSupply: gstNotes.placeOfSupply,
      exportType: invoices.exportType,
      invoiceNumber: gstNotes.invoiceNumber,
      invoiceDate: gstNotes.invoiceDate,
      reason: gstNotes.reason,
      taxable: gstNotes.taxableTotal,
      cgst: gstNotes.cgstTotal,
      sgst: gstNotes.sgstTotal,
      igst: gstNotes.igstTotal,
      roundOff: gstNotes.roundOff,
      grandTotal: gstNotes.grandTotal,
    })
    .from(gstNotes)
    .innerJoin(invoices, eq(invoices.id, gstNotes.invoiceId))
    .where(
      and(
        eq(gstNotes.status, 'issued'),
        inArray(gstNotes.kind, kinds),
        gte(gstNotes.noteDate, from),
        lte(gstNotes.noteDate, to),
      ),
    )
    .orderBy(asc(gstNotes.noteDate), asc(gstNotes.noteNumber));
  return rows.map(({ seller, placeOfSupply, exportType, number, kind, ...row }) => ({
    ...row,
    kind: kind as 'credit' | 'debit',
    number: number as string,
    taxType: taxTypeOf(seller, placeOfSupply),
    exportSupply: exportType !== null,
  }));
}

const billInPeriod = ({ from, to }: Period) =>
  and(
    inArray(supplierBills.status, [...GSTR3B_BILL_STATUSES]),
    gte(supplierBills.billDate, from),
    lte(supplierBills.billDate, to),
  );

/** Supplier bills in the books (booked, part paid, paid) by bill date, with their lines; held ones wait for approval. */
export async function purchasesOf(db: Db, period: Period): Promise<TallyBillSource[]> {
  const rows = await db
    .select({
      id: supplierBills.id,
      number: supplierBills.billNumber,
      date: supplierBills.billDate,
      party: supplierBills.supplierName,
      supplierInvoiceNumber: supplierBills.supplierInvoiceNumber,
      supplierInvoiceDate: supplierBills.supplierInvoiceDate,
      taxType: supplierBills.taxType,
      reverseCharge: supplierBills.reverseCharge,
      roundOff: supplierBills.roundOff,
      grandTotal: supplierBills.grandTotal,
      tdsSection: supplierBills.tdsSection,
      tdsRate: supplierBills.tdsRate,
      tdsAmount: supplierBills.tdsAmount,
    })
    .from(supplierBills)
    .where(billInPeriod(period))
    .orderBy(asc(supplierBills.billDate), asc(supplierBills.billNumber));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      billId: supplierBillLines.billId,
      taxable: supplierBillLines.taxable,
      cgst: supplierBillLines.cgst,
      sgst: supplierBillLines.sgst,
      igst: supplierBillLines.igst,
      itcStatus: supplierBillLines.itcStatus,
    })
    .from(supplierBillLines)
    .innerJoin(supplierBills, eq(supplierBills.id, supplierBillLines.billId))
    .where(billInPeriod(period))
    .orderBy(asc(supplierBillLines.billId), asc(supplierBillLines.lineNumber));
  const linesOf = new Map<string, TallyBillLineSource[]>();
  for (const { billId, itcStatus, ...line } of lines) {
    const list = linesOf.get(billId) ?? [];
    list.push({ ...line, itcStatus: itcStatus as TallyBillLineSource['itcStatus'] });
    linesOf.set(billId, list);
  }
  return rows.map(({ number, taxType, tdsSection, ...row }) => ({
    ...row,
    number: number as string,
    taxType: taxType as TallyBillSource['taxType'],
    tdsSection: tdsSection as TallyBillSource['tdsSection'],
    lines: linesOf.get(row.id) ?? [],
  }));
}

/** Customers' payments dated in the period, each with the invoice it settles. */
export async function receiptsOf(db: Db, { from, to }: Period): Promise<TallyReceiptSource[]> {
  const rows = await db
    .select({
      id: payments.id,
      date: payments.paymentDate,
      party: invoices.customerName,
      invoiceNumber: invoices.invoiceNumber,
      amount: payments.amount,
      tdsAmount: payments.tdsAmount,
      tdsSection: payments.tdsSection,
      mode: payments.mode,
      reference: payments.reference,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(gte(payments.paymentDate, from), lte(payments.paymentDate, to)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
  return rows.map(({ invoiceNumber, mode, ...row }) => ({
    ...row,
    invoiceNumber: invoiceNumber as string,
    mode: mode as TallyPaymentMode,
  }));
}

const paymentInPeriod = ({ from, to }: Period) =>
  and(gte(supplierPayments.paymentDate, from), lte(supplierPayments.paymentDate, to));

/** Payments to suppliers dated in the period, with the bills each is set against (as of now, advances set later included). */
export async function paymentsOf(db: Db, period: Period): Promise<TallyPaymentSource[]> {
  const rows = await db
    .select({
      id: supplierPayments.id,
      number: supplierPayments.paymentNumber,
      date: supplierPayments.paymentDate,
      party: supplierPayments.supplierName,
      amount: supplierPayments.amount,
      mode: supplierPayments.mode,
      reference: supplierPayments.reference,
    })
    .from(supplierPayments)
    .where(paymentInPeriod(period))
    .orderBy(asc(supplierPayments.paymentDate), asc(supplierPayments.paymentNumber));
  if (rows.length === 0) return [];
  const allocations = await db
    .select({
      paymentId: supplierPaymentAllocations.paymentId,
      bill: supplierBills.supplierInvoiceNumber,
      amount: sql<number>`sum(${supplierPaymentAllocations.amount})`.mapWith(Number),
    })
    .from(supplierPaymentAllocations)
    .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentAllocations.paymentId))
    .innerJoin(supplierBills, eq(supplierBills.id, supplierPaymentAllocations.billId))
    .where(paymentInPeriod(period))
    .groupBy(supplierPaymentAllocations.paymentId, supplierBills.id, supplierBills.supplierInvoiceNumber)
    .orderBy(asc(supplierPaymentAllocations.paymentId), asc(supplierBills.supplierInvoiceNumber));
  const allocationsOf = new Map<string, TallyPaymentSource['allocations']>();
  for (const { paymentId, ...allocation } of allocations) {
    const list = allocationsOf.get(paymentId) ?? [];
    list.push(allocation);
    allocationsOf.set(paymentId, list);
  }
  return rows.map(({ mode, ...row }) => ({
    ...row,
    mode: mode as TallyPaymentMode,
    allocations: allocationsOf.get(row.id) ?? [],
  }));
}
