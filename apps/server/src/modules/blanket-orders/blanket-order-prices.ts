import { type PriceRevisionData, priceOn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blanketOrderLines, blanketOrders } from '../../db/schema/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { rerateReleaseLines } from '../sales-orders/index.js';
import type { BlanketOrderRecord } from './blanket-order-lock.js';

/*
 * A price revised from a date (issue 30): kept with the line's prices, a price from the same day
 * replacing the one before; the release lines due from that day that are not wholly invoiced
 * take it. What was invoiced at the old price is shown on the order as the notes it calls for.
 */
export async function revisePrice(tx: DbOrTx, order: BlanketOrderRecord, data: PriceRevisionData): Promise<void> {
  if (order.status !== 'active') {
    throw conflict(
      order.status === 'draft'
        ? 'A draft blanket order is edited, not revised: change its rate on the form'
        : `Only an active blanket order takes a new price; this one is ${order.status}`,
    );
  }
  if (data.effectiveFrom < order.validFrom || data.effectiveFrom > order.validTo) {
    throw invalidField('effectiveFrom', 'The new price must start within the order’s validity');
  }
  const [line] = await tx.select().from(blanketOrderLines).where(eq(blanketOrderLines.id, data.lineId));
  if (!line || line.blanketOrderId !== order.id) throw invalidField('lineId', 'This part is not on this blanket order');
  if (
    priceOn(line.prices, data.effectiveFrom) === data.rate &&
    line.prices.some((p) => p.effectiveFrom <= data.effectiveFrom)
  ) {
    throw invalidField('rate', 'This is already the price from that day');
  }
  const prices = [
    ...line.prices.filter((price) => price.effectiveFrom !== data.effectiveFrom),
    { effectiveFrom: data.effectiveFrom, rate: data.rate, reason: data.reason },
  ].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  await tx.update(blanketOrderLines).set({ prices }).where(eq(blanketOrderLines.id, line.id));
  await tx.update(blanketOrders).set(touched(blanketOrders)).where(eq(blanketOrders.id, order.id));
  // Releases due after a later price keep that one: only those up to the next price move.
  const next = prices.find((price) => price.effectiveFrom > data.effectiveFrom);
  await rerateReleaseLines(tx, line.id, data.effectiveFrom, data.rate, next?.effectiveFrom ?? null);
}
