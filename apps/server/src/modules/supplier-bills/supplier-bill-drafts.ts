import {
  addDays,
  financialYearOf,
  fromPaise,
  type SupplierBillData,
  supplierInvoiceKey,
  taxTypeFor,
  toPaise,
  unitQuantityRefusal,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supplierBillLines, supplierBills, suppliers } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { gstColumns, taxOf } from '../../lib/tax-document-totals.js';
import { touched } from '../../lib/touched.js';
import type { CompanyService } from '../company/index.js';
import { assertNotDuplicate } from './supplier-bill-duplicates.js';
import {
  BILLABLE_ORDER_STATUSES,
  isService,
  orderLines,
  purchaseOrderOf,
  receiptLines,
} from './supplier-bill-sources.js';

/*
 * Draft supplier bills: saved whole against a purchase order of the supplier, each line one of
 * its lines — goods through the receipt line that brought them in, a service through the order
 * line alone — the supplier copied on, the tax worked out by the invoices' own computation, and
 * the invoice's printed total kept as the bill's grand total (its difference from the lines is
 * the round-off, which the match allows up to ₹1).
 */

/** The order a bill may be against: the supplier's own, confirmed; 400 on purchaseOrderId otherwise. */
export async function billableOrder(tx: DbOrTx, purchaseOrderId: string, supplierId?: string) {
  const order = await purchaseOrderOf(tx, purchaseOrderId);
  if (!order) throw invalidField('purchaseOrderId', 'Purchase order not found');
  if (!(BILLABLE_ORDER_STATUSES as readonly string[]).includes(order.status) || !order.poNumber) {
    throw invalidField(
      'purchaseOrderId',
      `A bill is made against a confirmed purchase order; ${order.poNumber ?? 'this one'} is ${order.status.replace('_', ' ')}`,
    );
  }
  if (supplierId && order.supplierId !== supplierId) {
    throw invalidField('purchaseOrderId', `${order.poNumber} is an order to ${order.supplierName}, not this supplier`);
  }
  return order;
}

/** Each line checked against the order and its receipts (400 on the line's field), with the unit it is billed in. */
async function checkedLines(tx: DbOrTx, purchaseOrderId: string, lines: SupplierBillData['lines']) {
  const ordered = await orderLines(tx, purchaseOrderId);
  const receipts = await receiptLines(tx, {
    ids: lines.flatMap((line) => (line.goodsReceiptLineId ? [line.goodsReceiptLineId] : [])),
  });
  const seen = new Map<string, number>();
  return lines.map((line, i) => {
    const field = (name: string) => `lines.${i}.${name}`;
    const of = ordered.get(line.purchaseOrderLineId);
    if (!of) throw invalidField(field('purchaseOrderLineId'), 'Not a line of this purchase order');
    let receipt = null;
    if (line.goodsReceiptLineId) {
      receipt = receipts.get(line.goodsReceiptLineId);
      if (!receipt || receipt.purchaseOrderLineId !== of.id) {
        throw invalidField(field('goodsReceiptLineId'), 'Not a goods receipt line of this order line');
      }
      if (receipt.receiptStatus !== 'received') {
        throw invalidField(
          field('goodsReceiptLineId'),
          `Goods receipt ${receipt.grnNumber ?? ''} is not received`.replace('  ', ' '),
        );
      }
    } else if (!isService(of)) {
      throw invalidField(field('goodsReceiptLineId'), 'Choose the goods receipt that brought these goods in');
    }
    const key = line.goodsReceiptLineId ?? `order:${of.id}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw invalidField(
        field(line.goodsReceiptLineId ? 'goodsReceiptLineId' : 'purchaseOrderLineId'),
        `Already billed on line ${earlier + 1} of this bill`,
      );
    }
    seen.set(key, i);
    if (line.unit && line.unit !== of.unit) {
      throw invalidField(field('unit'), `The order line is in ${of.unit}: bill it in ${of.unit}`);
    }
    // Decimals where the unit measures (KGS, MTR …), as on invoices and notes: 2.5 NOS is refused.
    const refusal = unitQuantityRefusal(line.quantity, of.unit);
    if (refusal) throw invalidField(field('quantity'), refusal);
    return { line, of, receipt, unit: of.unit };
  });
}

async function draftColumns(tx: DbOrTx, company: CompanyService, data: SupplierBillData, billId?: string) {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, data.supplierId));
  if (!supplier) throw invalidField('supplierId', 'Supplier not found');
  const order = await billableOrder(tx, data.purchaseOrderId, supplier.id);
  const lines = await checkedLines(tx, order.id, data.lines);
  const key = supplierInvoiceKey(data.supplierInvoiceNumber);
  const financialYear = financialYearOf(data.supplierInvoiceDate);
  await assertNotDuplicate(tx, { supplierId: supplier.id, financialYear, key, billId });
  const settings = await company.get(tx);
  const taxType = taxTypeFor(settings.state, supplier.state);
  const gst = taxOf(taxType, data.lines);
  const figures = gstColumns(gst);
  return {
    header: {
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierCode: supplier.supplierCode,
      supplierGstin: supplier.gstin,
      supplierAddress: supplier.address,
      supplierState: supplier.state,
      purchaseOrderId: order.id,
      poNumber: order.poNumber,
      supplierInvoiceNumber: data.supplierInvoiceNumber,
      supplierInvoiceKey: key,
      supplierInvoiceDate: data.supplierInvoiceDate,
      financialYear,
      billDate: data.billDate,
      dueDate: data.dueDate ?? addDays(data.supplierInvoiceDate, supplier.paymentTermsDays),
      taxType,
      reverseCharge: data.reverseCharge,
      ...figures.totals,
      // The invoice's own total is what is owed; what it differs from the lines by is its round-off.
      roundOff: fromPaise(toPaise(data.invoiceTotal) - gst.totalBeforeRounding),
      grandTotal: data.invoiceTotal,
      remarks: data.remarks ?? null,
    },
    lines: lines.map(({ line, of, receipt, unit }, i) => ({
      lineNumber: i + 1,
      purchaseOrderLineId: of.id,
      goodsReceiptId: receipt?.goodsReceiptId ?? null,
      goodsReceiptLineId: receipt?.id ?? null,
      description: line.description,
      hsnCode: line.hsnCode ?? null,
      unit,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
      itcStatus: line.itcStatus,
      itcReason: line.itcReason ?? null,
      ...(figures.lines[i] as (typeof figures.lines)[number]),
    })),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, billId: string, lines: DraftLines) {
  await tx.delete(supplierBillLines).where(eq(supplierBillLines.billId, billId));
  await tx.insert(supplierBillLines).values(lines.map((line) => ({ ...line, billId })));
}

/** The draft half of the supplier bill on the document kit. */
export const supplierBillDrafts = (company: CompanyService) => ({
  async create(tx: DbOrTx, data: SupplierBillData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, company, data);
    const [created] = await tx
      .insert(supplierBills)
      .values({ ...header, createdBy: userId })
      .returning({ id: supplierBills.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: SupplierBillData): Promise<void> {
    const { header, lines } = await draftColumns(tx, company, data, draft.id);
    await tx
      .update(supplierBills)
      .set({ ...header, ...touched(supplierBills) })
      .where(eq(supplierBills.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
});
