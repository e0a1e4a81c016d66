import { fromPaise, lineAmountPaise, type SalesOrderData, sumPaise, toPaise } from '@lathe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, products, type salesOrderLines } from '../../db/schema/index.js';
import { badRequest, invalidField } from '../../lib/errors.js';

export type OrderLineValues = Omit<typeof salesOrderLines.$inferInsert, 'orderId'>;

export interface PricedOrder {
  lines: OrderLineValues[];
  /** Σ line amounts in rupees, for the NUMERIC column. */
  totalAmount: number;
}

/**
 * Checks what only the database knows about an order as entered — the customer exists and is
 * not deleted, every product exists and is that customer's — and prices its lines in paise:
 * amount = quantity × rate, total = Σ amounts. The drawing number and description are copied
 * from the product. 400 naming each failing field (`customerId`, `lines.2.productId`).
 */
export async function priceOrder(tx: DbOrTx, data: SalesOrderData): Promise<PricedOrder> {
  const [customer] = await tx
    .select({ partyCode: customers.partyCode, isDeleted: customers.isDeleted })
    .from(customers)
    .where(eq(customers.id, data.customerId));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  if (customer.isDeleted) throw invalidField('customerId', 'This customer is deleted; restore it first');

  const productIds = [...new Set(data.lines.map((line) => line.productId))];
  const found = await tx
    .select({
      id: products.id,
      partyCode: products.partyCode,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const productOf = new Map(found.map((product) => [product.id, product]));

  const errors: Record<string, string> = {};
  const lines: OrderLineValues[] = [];
  const amounts: number[] = [];
  data.lines.forEach((line, i) => {
    const product = productOf.get(line.productId);
    if (!product) {
      errors[`lines.${i}.productId`] = 'Product not found';
      return;
    }
    if (product.partyCode !== customer.partyCode) {
      errors[`lines.${i}.productId`] = `This product belongs to another customer (${product.partyCode})`;
      return;
    }
    // The schema's money bound (checkMoneyLimit) keeps quantity × rate and the total within a safe integer.
    const ratePaise = toPaise(line.rate);
    const amount = lineAmountPaise(line.quantity, ratePaise);
    amounts.push(amount);
    lines.push({
      lineNumber: i + 1,
      productId: product.id,
      drawingNumber: product.drawingNumber,
      description: product.description,
      quantity: line.quantity,
      rate: fromPaise(ratePaise),
      amount: fromPaise(amount),
      deliveryDate: line.deliveryDate ?? null,
    });
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);

  return { lines, totalAmount: fromPaise(sumPaise(amounts)) };
}
