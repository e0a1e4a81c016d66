import type { BlanketOrderData } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blanketOrderLines, blanketOrders } from '../../db/schema/index.js';
import { customerParts } from '../../lib/customer-parts.js';
import { touched } from '../../lib/touched.js';

/*
 * Draft blanket orders: saved whole, the customer copied on, each line's part (one of the
 * customer's products) with its drawing number, description, HSN and GST rate, and its price
 * from the order's start as the first of its prices.
 */

async function draftColumns(tx: DbOrTx, data: BlanketOrderData) {
  const { customer, parts } = await customerParts(tx, data.customerId, data.lines);
  const lines = data.lines.map((line, i) => {
    const product = parts[i] as (typeof parts)[number];
    return {
      lineNumber: i + 1,
      productId: product.id,
      drawingNumber: product.drawingNumber,
      description: product.productDescription,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      totalQuantity: line.totalQuantity,
      prices: [{ effectiveFrom: data.validFrom, rate: line.rate, reason: null }],
    };
  });
  return {
    header: {
      customerId: customer.id,
      customerName: customer.name,
      customerPartyCode: customer.partyCode,
      customerGstin: customer.gstin,
      customerState: customer.state,
      customerPoNumber: data.customerPoNumber,
      customerPoDate: data.customerPoDate ?? null,
      validFrom: data.validFrom,
      validTo: data.validTo,
      paymentTerms: data.paymentTerms ?? null,
      remarks: data.remarks ?? null,
    },
    lines,
  };
}

type Lines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, blanketOrderId: string, lines: Lines) {
  await tx.delete(blanketOrderLines).where(eq(blanketOrderLines.blanketOrderId, blanketOrderId));
  await tx.insert(blanketOrderLines).values(lines.map((line) => ({ ...line, blanketOrderId })));
}

/** A new draft blanket order; answers its id. */
export async function createBlanketDraft(tx: DbOrTx, data: BlanketOrderData, userId: string | null): Promise<string> {
  const { header, lines } = await draftColumns(tx, data);
  const [created] = await tx
    .insert(blanketOrders)
    .values({ ...header, createdBy: userId })
    .returning({ id: blanketOrders.id });
  const id = (created as { id: string }).id;
  await writeLines(tx, id, lines);
  return id;
}

/** The draft half of the blanket order on the document kit. */
export const blanketOrderDrafts = {
  create: createBlanketDraft,

  async update(tx: DbOrTx, draft: { id: string }, data: BlanketOrderData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data);
    await tx
      .update(blanketOrders)
      .set({ ...header, ...touched(blanketOrders) })
      .where(eq(blanketOrders.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
};
