import { randomUUID } from 'node:crypto';
import { financialYearOf, fromPaise, type ItcStatus, percentOfPaise, sumPaise, toPaise } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { invoiceLines, invoices, supplierBillLines, supplierBills } from '../src/db/schema/index.js';
import { invoiceTestKit } from './invoice-test-kit.js';

/** A line of a bill: `taxable` at `gstRate` %, its ITC as the accountant marked it. */
export interface BillLineSpec {
  taxable: number;
  gstRate: number;
  itcStatus?: ItcStatus;
}

export interface GstrBillSpec {
  status: 'draft' | 'held' | 'booked' | 'partly_paid' | 'paid' | 'cancelled';
  billDate: string;
  taxType: 'intra' | 'inter';
  reverseCharge?: boolean;
  amountPaid?: number;
  lines: BillLineSpec[];
}

/**
 * What the GSTR-3B API test needs beyond the invoice kit: suppliers made through the API, bills of
 * several lines (each with its ITC status) written straight into their tables as booking leaves
 * them, and an issued invoice turned into an SEZ or export supply in its columns (with payment
 * keeps its IGST; without payment, under the LUT, charges none).
 */
export function gstr3bTestKit() {
  const kit = invoiceTestKit();
  let bills = 0;

  const supplier = (fields: Record<string, unknown> = {}) => {
    const code = `S-${randomUUID().slice(0, 8)}`;
    return kit.ok(
      'POST',
      '/api/suppliers',
      { name: `Supplier ${code}`, supplierCode: code, state: 'Maharashtra', ...fields },
      201,
    );
  };

  /** A bill of the supplier with its lines' tax worked as CGST + SGST (intra) or IGST (inter). */
  async function bill(party: { id: string; name: string; gstin: string | null }, spec: GstrBillSpec) {
    bills += 1;
    const lines = spec.lines.map((line, i) => {
      const taxable = toPaise(line.taxable);
      const tax = percentOfPaise(taxable, line.gstRate);
      const half = percentOfPaise(taxable, line.gstRate / 2);
      const [cgst, sgst, igst] = spec.taxType === 'intra' ? [half, half, 0] : [0, 0, tax];
      return { lineNumber: i + 1, line, taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
    });
    const total = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') => sumPaise(lines.map((l) => l[key]));
    // Under reverse charge the supplier charges no tax: the bill is its taxable value, the tax the plant's to pay.
    const grandTotal = spec.reverseCharge ? total('taxable') : total('total');
    const [row] = await kit.h.db
      .insert(supplierBills)
      .values({
        billNumber: spec.status === 'draft' ? null : `PB/3B/${randomUUID().slice(0, 6)}-${bills}`,
        status: spec.status,
        supplierId: party.id,
        supplierName: party.name,
        supplierGstin: party.gstin,
        supplierInvoiceNumber: `SI-${bills}`,
        supplierInvoiceKey: `SI${bills}${randomUUID().slice(0, 4).toUpperCase()}`,
        supplierInvoiceDate: spec.billDate,
        financialYear: financialYearOf(spec.billDate),
        billDate: spec.billDate,
        dueDate: spec.billDate,
        taxType: spec.taxType,
        reverseCharge: spec.reverseCharge ?? false,
        taxableTotal: fromPaise(total('taxable')),
        cgstTotal: fromPaise(total('cgst')),
        sgstTotal: fromPaise(total('sgst')),
        igstTotal: fromPaise(total('igst')),
        grandTotal: fromPaise(grandTotal),
        amountPaid: spec.amountPaid ?? 0,
        bookedAt: ['booked', 'partly_paid', 'paid'].includes(spec.status) ? new Date() : null,
        heldAt: spec.status === 'held' ? new Date() : null,
      })
      .returning();
    const stored = row as typeof supplierBills.$inferSelect;
    await kit.h.db.insert(supplierBillLines).values(
      lines.map(({ lineNumber, line, taxable, cgst, sgst, igst, total: lineTotal }) => ({
        billId: stored.id,
        lineNumber,
        description: 'EN8D bright bar',
        hsnCode: '72155090',
        unit: 'KGS',
        quantity: 1,
        rate: line.taxable,
        gstRate: line.gstRate,
        taxable: fromPaise(taxable),
        cgst: fromPaise(cgst),
        sgst: fromPaise(sgst),
        igst: fromPaise(igst),
        total: fromPaise(lineTotal),
        itcStatus: line.itcStatus ?? 'eligible',
        itcReason: line.itcStatus === 'ineligible' ? 'Section 17(5): canteen' : null,
      })),
    );
    return stored;
  }

  /** An issued inter-state invoice made a zero-rated supply, as the export columns record it. */
  async function zeroRate(
    invoiceId: string,
    exportType: 'sez_with_payment' | 'sez_without_payment' | 'export_with_payment' | 'export_without_payment',
  ) {
    const withoutPayment = exportType.endsWith('without_payment');
    await kit.h.db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({
          exportType,
          portCode: exportType.startsWith('export') ? 'INNSA1' : null,
          ...(withoutPayment ? { igstTotal: 0 } : {}),
        })
        .where(eq(invoices.id, invoiceId));
      if (withoutPayment) {
        const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
        for (const line of lines) {
          await tx.update(invoiceLines).set({ igst: 0, total: line.taxable }).where(eq(invoiceLines.id, line.id));
        }
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
        const stored = row as typeof invoices.$inferSelect;
        await tx
          .update(invoices)
          .set({ grandTotal: stored.taxableTotal, roundOff: 0 })
          .where(eq(invoices.id, invoiceId));
      }
    });
  }

  return Object.assign(kit, { supplier, bill, zeroRate });
}
