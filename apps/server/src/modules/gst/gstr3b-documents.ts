import {
  exportSupplyOf,
  GSTR3B_BILL_STATUSES,
  type Gstr3bBill,
  type Gstr3bOutwardDocument,
  type ItcStatus,
} from '@lathe/shared';
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gstNotes, invoices, supplierBillLines, supplierBills } from '../../db/schema/index.js';
import { monthDocuments } from './gst-documents.js';

/*
 * What GSTR-3B reads of a month: its invoices and notes as GSTR-1 reads them (a note of an
 * export or SEZ invoice zero-rated as its invoice), and its booked supplier bills with their lines.
 */

const nextMonth = (month: string) => sql`(${`${month}-01`}::date + interval '1 month')::date`;

/** The month's invoices and notes, each note carrying its invoice's export supply. */
export async function gstr3bDocuments(db: Db, month: string): Promise<Gstr3bOutwardDocument[]> {
  const documents = await monthDocuments(db, month);
  const notes = documents.filter((document) => document.type !== 'INV' && !document.exportSupply);
  if (notes.length === 0) return documents;
  const rows = await db
    .select({ id: gstNotes.id, exportType: invoices.exportType, portCode: invoices.portCode })
    .from(gstNotes)
    .innerJoin(invoices, sql`${invoices.id} = ${gstNotes.invoiceId}`)
    .where(
      inArray(
        gstNotes.id,
        notes.map((note) => note.id),
      ),
    );
  const supplyOf = new Map(rows.map((row) => [row.id, exportSupplyOf(row)]));
  return documents.map((document) =>
    document.type !== 'INV' && !document.exportSupply
      ? { ...document, exportSupply: supplyOf.get(document.id) ?? null }
      : document,
  );
}

/** The booked (booked, part-paid, paid) supplier bills dated in the month, in number order, with their lines. */
export async function gstr3bBills(db: Db, month: string): Promise<Gstr3bBill[]> {
  const rows = await db
    .select({
      id: supplierBills.id,
      number: supplierBills.billNumber,
      status: supplierBills.status,
      date: supplierBills.billDate,
      supplierName: supplierBills.supplierName,
      supplierGstin: supplierBills.supplierGstin,
      taxType: supplierBills.taxType,
      reverseCharge: supplierBills.reverseCharge,
    })
    .from(supplierBills)
    .where(
      and(
        inArray(supplierBills.status, [...GSTR3B_BILL_STATUSES]),
        gte(supplierBills.billDate, `${month}-01`),
        lt(supplierBills.billDate, nextMonth(month)),
      ),
    )
    .orderBy(asc(supplierBills.billNumber));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      billId: supplierBillLines.billId,
      gstRate: supplierBillLines.gstRate,
      taxable: supplierBillLines.taxable,
      cgst: supplierBillLines.cgst,
      sgst: supplierBillLines.sgst,
      igst: supplierBillLines.igst,
      itcStatus: supplierBillLines.itcStatus,
    })
    .from(supplierBillLines)
    .where(
      inArray(
        supplierBillLines.billId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(supplierBillLines.billId), asc(supplierBillLines.lineNumber));
  const linesOf = new Map<string, Gstr3bBill['lines']>();
  for (const { billId, ...line } of lines) {
    const list = linesOf.get(billId) ?? [];
    list.push({ ...line, itcStatus: line.itcStatus as ItcStatus });
    linesOf.set(billId, list);
  }
  return rows.map((row) => ({
    ...row,
    taxType: row.taxType as Gstr3bBill['taxType'],
    lines: linesOf.get(row.id) ?? [],
  }));
}
