import { type PurchaseOrderData, purchaseOrderInputSchema, todayIn } from '@lathe/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';

/*
 * A suggested purchase made into a draft purchase order in one click: the bar as the shortage
 * list names it, the kg asked for, at the rate and GST rate it was last bought at from anyone (0
 * and 18 % when never: the buyer fills them in on the draft), due on the day planning needs it.
 */

/** The bar's last purchase line: its rate and GST rate. */
const lastLineOf = (db: DbOrTx, itemKey: string) =>
  db
    .select({ rate: purchaseOrderLines.rate, gstRate: purchaseOrderLines.gstRate })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(and(eq(purchaseOrderLines.kind, 'bar_stock'), eq(purchaseOrderLines.materialKey, itemKey)))
    .orderBy(desc(purchaseOrders.poDate), desc(purchaseOrders.createdAt))
    .limit(1);

/** The draft's data, as the purchase order form would send it; refuses (400 on quantityKg) what the order would refuse. */
export async function suggestedPurchaseOrder(
  db: DbOrTx,
  bar: { id: string; grade: string; rodSize: string; needBy: string | null },
  supplierId: string,
  quantityKg: number,
): Promise<PurchaseOrderData> {
  const [last] = await lastLineOf(db, bar.id);
  const poDate = todayIn();
  const parsed = purchaseOrderInputSchema.safeParse({
    supplierId,
    poDate,
    deliveryDate: bar.needBy && bar.needBy >= poDate ? bar.needBy : null,
    remarks: 'Suggested by material planning',
    lines: [
      {
        kind: 'bar_stock',
        grade: bar.grade,
        rodSize: bar.rodSize,
        quantity: Math.ceil(quantityKg * 1000) / 1000,
        rate: last?.rate ?? 0,
        gstRate: last?.gstRate ?? 18,
      },
    ],
  });
  if (!parsed.success) throw invalidField('quantityKg', parsed.error.issues[0]?.message ?? 'Cannot order this');
  return parsed.data;
}
