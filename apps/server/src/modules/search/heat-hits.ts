import { RECORD_HITS_PER_KIND, type RecordHit, rodSizeLabel } from '@lathe/shared';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, goodsReceiptLines, goodsReceipts, stockBalances } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/list.js';

/**
 * Heats by part of their number, as the stock knows them: every heat of bar that ever came in
 * keeps a balance row a bar (item) and owner, so a few (heat, bar) pairs are read through that
 * table's trigram index on the heat, the newest in first, each with its grade and size, the
 * supplier whose goods receipt brought it in (the receipt lines' index on the heat, for those
 * few alone) and, for a customer's free-issue bar, whose material it is.
 */
export async function heatHits(db: Db, text: string): Promise<RecordHit[]> {
  const firstIn = sql<string>`max(${stockBalances.firstIn})`;
  const found = db
    .select({
      heatNumber: stockBalances.heatNumber,
      itemKey: stockBalances.itemKey,
      grade: stockBalances.grade,
      rodSize: stockBalances.rodSize,
      firstIn: firstIn.as('first_in'),
      owners: sql<string | null>`string_agg(distinct ${customers.name}, ', ')`.as('owners'),
    })
    .from(stockBalances)
    .leftJoin(customers, eq(customers.id, stockBalances.ownerId))
    .where(and(eq(stockBalances.itemType, 'material'), ilike(stockBalances.heatNumber, `%${escapeLike(text)}%`)))
    .groupBy(stockBalances.heatNumber, stockBalances.itemKey, stockBalances.grade, stockBalances.rodSize)
    .orderBy(desc(firstIn), stockBalances.heatNumber, stockBalances.itemKey)
    .limit(RECORD_HITS_PER_KIND)
    .as('found');
  // The first received goods receipt of the heat, for each heat found (the lines' index on the heat).
  const receipt = db
    .select({ supplier: goodsReceipts.supplierName })
    .from(goodsReceiptLines)
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.goodsReceiptId))
    .where(and(eq(goodsReceiptLines.heatNumber, found.heatNumber), eq(goodsReceipts.status, 'received')))
    .orderBy(goodsReceipts.receiptDate, goodsReceipts.id)
    .limit(1)
    .as('receipt');
  const rows = await db
    .select({
      heatNumber: found.heatNumber,
      itemKey: found.itemKey,
      grade: found.grade,
      rodSize: found.rodSize,
      owners: found.owners,
      supplier: receipt.supplier,
    })
    .from(found)
    .leftJoinLateral(receipt, sql`true`)
    .orderBy(desc(found.firstIn), found.heatNumber, found.itemKey);
  return rows.map((h) => ({
    kind: 'heat',
    id: h.itemKey,
    title: h.heatNumber,
    detail: [
      `${h.grade ?? ''} ${h.rodSize ? rodSizeLabel(h.rodSize) : ''}`.trim() || h.itemKey,
      h.supplier,
      h.owners ? `${h.owners}’s material` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}
