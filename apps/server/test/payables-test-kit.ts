import { randomUUID } from 'node:crypto';
import { computeGst, financialYearOf, fromPaise, toPaise } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { supplierBillLines, supplierBills } from '../src/db/schema/index.js';
import { invoiceTestKit } from './invoice-test-kit.js';

/** A bill to write: one line of `taxable` at `gstRate` %, with the TDS deducted on it. */
export interface BillSpec {
  taxable: number;
  gstRate?: number;
  /** TDS deducted (rupees) and its section; none by default. */
  tds?: number;
  tdsSection?: '194Q' | '194C';
  tdsRate?: number;
  supplierInvoiceDate?: string;
  billDate?: string;
  dueDate?: string | null;
  status?: 'booked' | 'held' | 'draft' | 'partly_paid' | 'paid' | 'cancelled';
  amountPaid?: number;
}

let bills = 0;

/**
 * A supplier's bill written straight into its tables as booking leaves it (booked unless `status`
 * says otherwise): one line of `taxable` at `gstRate` %, intra-state. Answers the stored row.
 */
export async function writeBill(db: Db, supplier: { id: string; name: string }, spec: BillSpec) {
  bills += 1;
  const gst = computeGst({
    intraState: true,
    lines: [{ quantity: 1, rate: spec.taxable, gstRate: spec.gstRate ?? 18, hsnCode: '72155090' }],
  });
  const line = gst.lines[0] as (typeof gst.lines)[number];
  const invoiceDate = spec.supplierInvoiceDate ?? spec.billDate ?? '2026-04-01';
  const billDate = spec.billDate ?? invoiceDate;
  const status = spec.status ?? 'booked';
  const number = status === 'draft' ? null : `PB/TEST/${randomUUID().slice(0, 6)}-${bills}`;
  const [row] = await db
    .insert(supplierBills)
    .values({
      billNumber: number,
      status,
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierInvoiceNumber: `INV-${bills}`,
      supplierInvoiceKey: `INV${bills}${randomUUID().slice(0, 4).toUpperCase()}`,
      supplierInvoiceDate: invoiceDate,
      financialYear: financialYearOf(invoiceDate),
      billDate,
      dueDate: spec.dueDate === undefined ? billDate : spec.dueDate,
      taxType: 'intra',
      taxableTotal: fromPaise(gst.taxableTotal),
      cgstTotal: fromPaise(gst.cgstTotal),
      sgstTotal: fromPaise(gst.sgstTotal),
      igstTotal: 0,
      roundOff: fromPaise(gst.roundOff),
      grandTotal: fromPaise(gst.grandTotal),
      tdsSection: spec.tdsSection ?? null,
      tdsRate: spec.tdsRate ?? null,
      tdsBase: spec.tds ? spec.taxable : 0,
      tdsAmount: spec.tds ?? 0,
      amountPaid: spec.amountPaid ?? 0,
      bookedAt: status === 'draft' || status === 'held' ? null : new Date(),
      heldAt: status === 'held' ? new Date() : null,
    })
    .returning();
  const stored = row as typeof supplierBills.$inferSelect;
  await db.insert(supplierBillLines).values({
    billId: stored.id,
    lineNumber: 1,
    description: 'EN8D bright bar',
    hsnCode: '72155090',
    unit: 'KGS',
    quantity: 1,
    rate: spec.taxable,
    gstRate: spec.gstRate ?? 18,
    taxable: fromPaise(line.taxable),
    cgst: fromPaise(line.cgst),
    sgst: fromPaise(line.sgst),
    igst: 0,
    total: fromPaise(line.total),
  });
  return stored;
}

/**
 * What the supplier payment and payables tests share: the invoice kit's harness (a fresh database,
 * the company saved, calls as the admin), suppliers made through the API, and supplier bills
 * written straight into their tables as booking leaves them (the bills module is tested on its
 * own; this may later book them through its API). An intra-state bill: CGST + SGST.
 */
export function payablesTestKit() {
  const kit = invoiceTestKit();
  const supplier = (fields: Record<string, unknown> = {}) => {
    const code = `S-${randomUUID().slice(0, 8)}`;
    return kit.ok(
      'POST',
      '/api/suppliers',
      { name: `Supplier ${code}`, supplierCode: code, state: 'Maharashtra', ...fields },
      201,
    );
  };

  /** A bill of the supplier, booked unless `status` says otherwise (writeBill). */
  const bill = (supplier: { id: string; name: string }, spec: BillSpec) => writeBill(kit.h.db, supplier, spec);

  /** A bill as stored now: its paid amount and status. */
  async function billState(id: string) {
    const [row] = await kit.h.db
      .select({ amountPaid: supplierBills.amountPaid, status: supplierBills.status })
      .from(supplierBills)
      .where(eq(supplierBills.id, id));
    return row;
  }

  /** Owed on a bill in rupees, as the payment form shows it: grand total − TDS − paid. */
  const owed = (row: { grandTotal: number; tdsAmount: number; amountPaid: number }) =>
    fromPaise(toPaise(row.grandTotal) - toPaise(row.tdsAmount) - toPaise(row.amountPaid));

  return Object.assign(kit, { supplier, bill, billState, owed });
}
