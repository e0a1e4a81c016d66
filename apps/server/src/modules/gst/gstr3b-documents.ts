import { GSTR3B_BILL_STATUSES, type Gstr3bBill, type ItcStatus } from '@lathe/shared';
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierBillLines, supplierBills } from '../../db/schema/index.js';

/*
 * What GSTR-3B reads of a month besides its invoices and notes (`monthDocuments`, as GSTR-1 reads
 * them, a note of an export or SEZ invoice zero-rated as its invoice): its booked supplier bills
 * with their lines.
 */

const nextMonth = (month: string) => sql`(${`${month}-01`}::date + interval '1 month')::date`;

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
