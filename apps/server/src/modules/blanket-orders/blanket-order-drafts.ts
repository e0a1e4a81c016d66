import type { BlanketOrderData } from '@lathe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blanketOrderLines, blanketOrders, customers, products } from '../../db/schema/index.js';
import { badRequest, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/*
 * Draft blanket orders: saved whole, the customer copied on, each line's part (one of the
 * customer's products) with its drawing number, description, HSN and GST rate, and its price
 * from the order's start as the first of its prices.
 */

async function draftColumns(tx: DbOrTx, data: BlanketOrderData) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, data.customerId));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  if (customer.isDeleted) throw invalidField('customerId', 'This customer is deleted; restore it first');
  const found = await tx
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(data.lines.map((line) => line.productId))]));
  const productOf = new Map(found.map((product) => [product.id, product]));
  const errors: Record<string, string> = {};
  const lines = data.lines.flatMap((line, i) => {
    const product = productOf.get(line.productId);
    if (!product) {
      errors[`lines.${i}.productId`] = 'Product not found';
      return [];
    }
    if (product.partyCode !== customer.partyCode) {
      errors[`lines.${i}.productId`] = `This product belongs to another customer (${product.partyCode})`;
      return [];
    }
    return [
      {
        lineNumber: i + 1,
        productId: product.id,
        drawingNumber: product.drawingNumber,
        description: product.productDescription,
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
        totalQuantity: line.totalQuantity,
        prices: [{ effectiveFrom: data.validFrom, rate: line.rate, reason: null }],
      },
    ];
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
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
