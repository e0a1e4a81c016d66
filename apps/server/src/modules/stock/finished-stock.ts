import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockBalances, stockTrackedProducts } from '../../db/schema/index.js';

/**
 * The finished pieces of each stock-tracked product among `productIds` in the company's own
 * stock now, every heat (customers' stock is theirs, not counted): what a dispatch of it can
 * draw. A product that keeps no stock is left out, as its dispatches draw nothing.
 */
export async function finishedStockOf(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockTrackedProducts.productId,
      pieces: sql<number>`coalesce(sum(${stockBalances.quantity}), 0)::float8`,
    })
    .from(stockTrackedProducts)
    .leftJoin(
      stockBalances,
      and(
        eq(stockBalances.itemKey, sql`'part:' || ${stockTrackedProducts.productId}::text`),
        eq(stockBalances.ownerKey, ''),
      ),
    )
    .where(inArray(stockTrackedProducts.productId, ids))
    .groupBy(stockTrackedProducts.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.pieces)]));
}
