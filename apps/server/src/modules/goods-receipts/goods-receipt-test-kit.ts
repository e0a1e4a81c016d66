import { randomUUID } from 'node:crypto';
import { todayIn } from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import type { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { stockBalances, stockMovements } from '../../db/schema/index.js';

/*
 * What the goods receipt tests share: suppliers and confirmed purchase orders made through the
 * API as a buyer would, certificates uploaded as the browser sends them, and the stock the
 * ledger keeps, read straight from its tables.
 */

type Kit = ReturnType<typeof invoiceTestKit>;

/** A few bytes that are a PDF by their magic number, and differ per call. */
export const pdfBytes = () => Buffer.from(`%PDF-1.4\n% mill test certificate ${randomUUID()}\n%%EOF\n`);

export function goodsReceiptKit(kit: Kit) {
  const supplier = () => {
    const code = `S-${randomUUID().slice(0, 8)}`;
    return kit.ok(
      'POST',
      '/api/suppliers',
      { name: `Supplier ${code}`, supplierCode: code, state: 'Maharashtra' },
      201,
    );
  };

  /** A confirmed purchase order of the given lines (bar stock of 2,000 kg EN8 Ø25 unless told). */
  async function purchaseOrder(lines: Record<string, unknown>[] = [{}], supplierId?: string) {
    const from = supplierId ?? (await supplier()).id;
    const draft = await kit.ok(
      'POST',
      '/api/purchase-orders',
      {
        supplierId: from,
        poDate: todayIn(),
        lines: lines.map((line) => ({
          kind: 'bar_stock',
          grade: 'EN8',
          rodSize: '25 mm Round',
          quantity: 2000,
          rate: 72,
          gstRate: 18,
          ...line,
        })),
      },
      201,
    );
    return kit.ok('POST', `/api/purchase-orders/${draft.id}/confirm`, { version: draft.version });
  }

  /** Uploads a file as the form does: the raw body, its name URL-encoded. */
  async function upload(bytes: Buffer, contentType: string, fileName = 'MTC.pdf', token?: string) {
    return kit.h.app.inject({
      method: 'POST',
      url: '/api/material-certificates',
      headers: {
        authorization: `Bearer ${token ?? (await kit.h.adminToken())}`,
        'content-type': contentType,
        'x-file-name': encodeURIComponent(fileName),
      },
      payload: bytes,
    });
  }

  /** A certificate uploaded as the admin: its id. */
  async function certificate(fileName = 'MTC H123.pdf'): Promise<string> {
    const res = await upload(pdfBytes(), 'application/pdf', fileName);
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json().id;
  }

  /** A goods receipt body for the order: each `{line, …}` names the order's line by its index. */
  const receiptBody = (
    order: { id: string; lines: { id: string }[] },
    lines: ({ line?: number } & Record<string, unknown>)[],
    fields: Record<string, unknown> = {},
  ) => ({
    purchaseOrderId: order.id,
    receiptDate: todayIn(),
    supplierInvoiceNumber: `SI-${randomUUID().slice(0, 6)}`,
    supplierInvoiceDate: todayIn(),
    vehicleNumber: 'MH12AB1234',
    lines: lines.map(({ line = 0, ...rest }) => ({
      purchaseOrderLineId: order.lines[line]?.id,
      receivedQuantity: 100,
      acceptedQuantity: 100,
      rejectedQuantity: 0,
      heatNumber: 'H100',
      ...rest,
    })),
    ...fields,
  });

  /** What is in stock of the item under one heat (the company's own). */
  async function balance(itemKey: string, heatNumber: string) {
    const [row] = await kit.h.db
      .select({ quantity: stockBalances.quantity, bars: stockBalances.bars })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.itemKey, itemKey),
          eq(stockBalances.ownerKey, ''),
          eq(stockBalances.heatNumber, heatNumber),
        ),
      );
    return row ?? null;
  }

  /** The ledger's movements a document posted. */
  const movementsOf = (sourceId: string) =>
    kit.h.db.select().from(stockMovements).where(eq(stockMovements.sourceId, sourceId)).orderBy(stockMovements.id);

  return { supplier, purchaseOrder, upload, certificate, receiptBody, balance, movementsOf };
}
