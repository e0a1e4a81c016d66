import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { documentSeries } from '../db/schema/index.js';

/**
 * The next number of a yearly series (`INV`, '2026-27' → 7), taken inside the caller's
 * transaction. The upsert locks the series row until the transaction ends, so concurrent
 * callers queue behind it and each gets its own number; a transaction that rolls back
 * gives its number back, so the series never has a gap.
 */
export async function takeSeriesNumber(tx: DbOrTx, prefix: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ prefix, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.prefix, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return (row as { lastNumber: number }).lastNumber;
}
