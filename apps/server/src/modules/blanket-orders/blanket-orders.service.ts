import {
  BLANKET_ORDER_FLOW,
  type BlanketOrder,
  type BlanketOrderFacts,
  type BlanketOrderListFilter,
  type BlanketOrderStatus,
  type BlanketOrderSummary,
  type ListQuery,
  type ListResult,
  MAX_SERIES_NUMBER,
  type PriceRevisionData,
  SERIES_PREFIX,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { blanketOrderLines, blanketOrders } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import { blanketOrderDrafts } from './blanket-order-drafts.js';
import { type BlanketOrderSort, blanketOrderListSpec, fetchBlanketOrderSummaries } from './blanket-order-list.js';
import { type BlanketOrderRecord, lockBlanketOrder } from './blanket-order-lock.js';
import { revisePrice } from './blanket-order-prices.js';
import { readBlanketOrder, releasedByLine } from './blanket-order-rows.js';

/** What cancelling reads: the pieces released against the order's lines. */
async function blanketFacts(tx: DbOrTx, order: BlanketOrderRecord): Promise<BlanketOrderFacts> {
  const lines = await tx
    .select({ id: blanketOrderLines.id })
    .from(blanketOrderLines)
    .where(eq(blanketOrderLines.blanketOrderId, order.id));
  const released = await releasedByLine(
    tx,
    lines.map((line) => line.id),
  );
  return {
    status: order.status as BlanketOrderStatus,
    lines: lines.map((line) => ({ released: released.get(line.id)?.released ?? 0 })),
  };
}

/**
 * Blanket orders on the document kit (issue 30): drafts written whole against the customer's
 * parts, activated with the next number of the BO series, closed or cancelled with a reason, and
 * their prices revised from a date.
 */
export function createBlanketOrdersService(db: Db) {
  const documents = createDocumentService(db, {
    table: blanketOrders,
    flow: BLANKET_ORDER_FLOW,
    lock: lockBlanketOrder,
    read: (tx, id): Promise<BlanketOrder> => readBlanketOrder(tx, id),
    facts: blanketFacts,
    numbering: {
      column: 'blanketNumber',
      prefix: SERIES_PREFIX.blanketOrder,
      date: (order: BlanketOrderRecord) => order.validFrom,
      full: (financialYear) => `The ${financialYear} blanket order series is full (${MAX_SERIES_NUMBER} orders)`,
    },
    reasonColumn: 'statusReason',
    draft: blanketOrderDrafts,
  });

  return {
    ...documents,

    list: (
      query: ListQuery<BlanketOrderSort>,
      filters?: BlanketOrderListFilter,
    ): Promise<ListResult<BlanketOrderSummary>> =>
      listPage(db, blanketOrderListSpec(filters), query, fetchBlanketOrderSummaries(db)),

    async *all(query: Omit<ListQuery<BlanketOrderSort>, 'page' | 'limit'>, filters?: BlanketOrderListFilter) {
      yield* allPages(blanketOrderListSpec(filters), query, fetchBlanketOrderSummaries(db));
    },

    /** A line's price from a date on (the order's row locked, its version checked). */
    revisePrice: (id: string, data: PriceRevisionData): Promise<BlanketOrder> =>
      documents.change(id, async (tx) => revisePrice(tx, await lockBlanketOrder(tx, id, data.version), data)),
  };
}

export type BlanketOrdersService = ReturnType<typeof createBlanketOrdersService>;
