import {
  hasPassedPdi,
  missingPdiText,
  type ProductWithoutPdi,
  pdiOverrideNeededMessage,
  pdiOverrideUnconfirmedMessage,
} from '@lathe/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, salesOrderLines } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { recordDocumentEvent } from '../audit/index.js';
import { latestPdisOf } from '../inspections/index.js';

/** Who dispatches, as the PDI rule reads them: whether they hold the override, and whether they confirmed it. */
export interface PdiConsent {
  /** `pdi-override: create`. */
  mayOverride: boolean;
  /** The request's `pdiOverride`: the warning was shown and confirmed. */
  confirmed: boolean;
}

/**
 * The PDI rule of a dispatch (packages/shared plant/pdi-rule.ts): every product it sends needs a
 * passed PDI on record (its latest report passed). Otherwise a user without the override is
 * refused (403) and one with it who has not confirmed gets 409 with `errors.pdiOverride` naming
 * the products; a confirmed override goes through and is written to the order's history (who,
 * when, the challan and the products). Read inside the dispatch's transaction, once everything
 * else has passed, so the warning is the last thing asked.
 */
export async function applyPdiRule(
  tx: DbOrTx,
  dispatch: { orderId: string; orderNumber: string | null; challanNumber: string },
  orderLineIds: readonly string[],
  consent: PdiConsent,
): Promise<void> {
  if (orderLineIds.length === 0) return;
  // Named by the product's drawing number as it is now: the PDI is the product's.
  const sent = await tx
    .select({ productId: salesOrderLines.productId, drawingNumber: products.drawingNumber })
    .from(salesOrderLines)
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(inArray(salesOrderLines.id, [...orderLineIds]))
    .orderBy(asc(salesOrderLines.lineNumber));
  const pdis = await latestPdisOf(
    tx,
    sent.map((line) => line.productId),
  );
  const missing = new Map<string, ProductWithoutPdi>();
  for (const { productId, drawingNumber } of sent) {
    const pdi = pdis.get(productId) ?? null;
    if (!hasPassedPdi(pdi) && !missing.has(productId)) missing.set(productId, { drawingNumber, pdi });
  }
  if (missing.size === 0) return;
  const text = missingPdiText([...missing.values()]);
  if (!consent.mayOverride) throw forbidden(pdiOverrideNeededMessage(text));
  if (!consent.confirmed) throw conflict(pdiOverrideUnconfirmedMessage(text), { pdiOverride: text });
  await recordDocumentEvent(
    tx,
    'pdi-overridden',
    { entity: 'sales-orders', id: dispatch.orderId, label: dispatch.orderNumber ?? '', part: 'dispatches' },
    [
      { field: 'challanNumber', before: null, after: dispatch.challanNumber },
      { field: 'pdi', before: null, after: text },
    ],
  );
}
