import { randomUUID } from 'node:crypto';
import { todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { companySettings, goodsReceiptLines, purchaseOrderLines, suppliers } from '../../db/schema/index.js';

/*
 * What the supplier bill tests share: suppliers (with their TDS facts written straight into the
 * table), confirmed purchase orders and received goods receipts made through the API as the buyer
 * and the stores would, and bills' bodies built from the proposal as the form builds them.
 */

type Kit = ReturnType<typeof invoiceTestKit>;

export const BAR = {
  kind: 'bar_stock',
  grade: 'EN8',
  rodSize: '25 mm Round',
  hsnCode: '72142090',
  quantity: 2000,
  rate: 72,
  gstRate: 18,
};
export const HARDENING = {
  kind: 'service',
  description: 'Hardening',
  hsnCode: '998898',
  quantity: 500,
  rate: 4,
  gstRate: 18,
};
export const COLLET = {
  kind: 'bought_out',
  description: 'Collet 25 mm',
  hsnCode: '84669310',
  quantity: 4,
  rate: 1200,
  gstRate: 18,
};

export function supplierBillKit(kit: Kit) {
  /** A supplier in Maharashtra; `tds` sets its section, deductee type and PAN as the supplier master keeps them. */
  async function supplier(tds: Partial<typeof suppliers.$inferInsert> = {}) {
    const code = `S-${randomUUID().slice(0, 8)}`;
    const made = await kit.ok(
      'POST',
      '/api/suppliers',
      { name: `Supplier ${code}`, supplierCode: code, state: 'Maharashtra' },
      201,
    );
    if (Object.keys(tds).length > 0) await kit.h.db.update(suppliers).set(tds).where(eq(suppliers.id, made.id));
    return made as { id: string; name: string };
  }

  /** Whether the company deducts under 194Q (company settings). */
  const deducts194Q = (on: boolean) => kit.h.db.update(companySettings).set({ tds194q: on });

  /** A confirmed purchase order of the lines to the supplier. */
  async function purchaseOrder(supplierId: string, lines: Record<string, unknown>[] = [BAR]) {
    return kit.ok('POST', '/api/purchase-orders/confirm', { supplierId, poDate: todayIn(), lines }, 201);
  }

  /** A received goods receipt against the order: `accepted` per order line index (what is not named, nothing). */
  async function receive(
    order: { id: string; lines: { id: string; kind: string }[] },
    accepted: Record<number, number>,
  ) {
    return kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      {
        purchaseOrderId: order.id,
        receiptDate: todayIn(),
        lines: Object.entries(accepted).map(([index, quantity]) => ({
          purchaseOrderLineId: order.lines[Number(index)]?.id,
          receivedQuantity: quantity,
          acceptedQuantity: quantity,
          rejectedQuantity: 0,
          heatNumber: order.lines[Number(index)]?.kind === 'bar_stock' ? 'H100' : null,
        })),
      },
      201,
    );
  }

  const proposal = (purchaseOrderId: string, billDate = todayIn()) =>
    kit.ok('GET', `/api/supplier-bills/proposal?purchaseOrderId=${purchaseOrderId}&billDate=${billDate}`);

  /** A bill's body from the proposal's lines (each as proposed unless `lines` changes it), invoice total as `total`. */
  async function billBody(
    order: { id: string; supplierId: string },
    total: number,
    fields: Record<string, unknown> = {},
    lines: (Record<string, unknown> | undefined)[] = [],
  ) {
    const proposed = (await proposal(order.id)).lines as Record<string, unknown>[];
    return {
      supplierId: order.supplierId,
      purchaseOrderId: order.id,
      supplierInvoiceNumber: `INV/26-27/${randomUUID().slice(0, 6)}`,
      supplierInvoiceDate: todayIn(),
      billDate: todayIn(),
      invoiceTotal: total,
      lines: proposed.map((line, i) => ({
        purchaseOrderLineId: line.purchaseOrderLineId,
        goodsReceiptLineId: line.goodsReceiptLineId,
        description: line.description,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        rate: line.rate,
        gstRate: line.gstRate,
        ...lines[i],
      })),
      ...fields,
    };
  }

  /** What bills have billed of a receipt line and of an order line. */
  async function billed(receiptLineId: string | null, orderLineId: string) {
    const [receipt] = receiptLineId
      ? await kit.h.db
          .select({ q: goodsReceiptLines.billedQuantity })
          .from(goodsReceiptLines)
          .where(eq(goodsReceiptLines.id, receiptLineId))
      : [];
    const [order] = await kit.h.db
      .select({ q: purchaseOrderLines.billedQuantity })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.id, orderLineId));
    return { receipt: receipt?.q ?? null, order: order?.q };
  }

  return { supplier, deducts194Q, purchaseOrder, receive, proposal, billBody, billed };
}
