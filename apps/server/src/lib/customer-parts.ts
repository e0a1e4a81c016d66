import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customers, products } from '../db/schema/index.js';
import { badRequest, invalidField } from './errors.js';

export type CustomerRecord = typeof customers.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;

/**
 * The customer a document is for (400 on customerId when there is none or it is deleted) and the
 * product of each of its lines, in the lines' order: every one must exist and be the customer's
 * (one 400 naming each line that fails, on `lines.N.productId`). What a quotation, a blanket order
 * and a delivery schedule check of their parts alike.
 */
export async function customerParts(
  tx: DbOrTx,
  customerId: string,
  lines: readonly { productId: string }[],
): Promise<{ customer: CustomerRecord; parts: ProductRecord[] }> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  if (customer.isDeleted) throw invalidField('customerId', 'This customer is deleted; restore it first');
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = ids.length === 0 ? [] : await tx.select().from(products).where(inArray(products.id, ids));
  const productOf = new Map(found.map((product) => [product.id, product]));
  const errors: Record<string, string> = {};
  const parts = lines.flatMap((line, i) => {
    const product = productOf.get(line.productId);
    if (!product) errors[`lines.${i}.productId`] = 'Product not found';
    else if (product.partyCode !== customer.partyCode) {
      errors[`lines.${i}.productId`] = `This product belongs to another customer (${product.partyCode})`;
    } else return [product];
    return [];
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
  return { customer, parts };
}
