import { BLANKET_ORDER_SORTABLE, type BlanketOrderListFilter } from '@lathe/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blanketOrders } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { BlanketOrderRecord } from './blanket-order-lock.js';
import { toBlanketOrderSummaries } from './blanket-order-rows.js';

export type BlanketOrderSort = (typeof BLANKET_ORDER_SORTABLE)[number];

const SORTABLE = sortColumns(BLANKET_ORDER_SORTABLE, {
  blanketNumber: blanketOrders.blanketNumber,
  customerPoNumber: blanketOrders.customerPoNumber,
  validFrom: blanketOrders.validFrom,
  validTo: blanketOrders.validTo,
  customerName: blanketOrders.customerName,
  status: blanketOrders.status,
  createdAt: blanketOrders.createdAt,
  updatedAt: blanketOrders.updatedAt,
});

function filterCondition(filters: BlanketOrderListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  return and(
    filters.status ? eq(blanketOrders.status, filters.status) : undefined,
    filters.customerId ? eq(blanketOrders.customerId, filters.customerId) : undefined,
  );
}

/** The list: number, customer and their order number searched; status and customer filtered. */
export const blanketOrderListSpec = (filters: BlanketOrderListFilter | undefined): ListSpec<BlanketOrderSort> => ({
  table: blanketOrders,
  searchable: [blanketOrders.searchText],
  sortable: SORTABLE,
  tieBreaker: blanketOrders.id,
  filters,
  where: filterCondition(filters),
});

export const fetchBlanketOrderSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  toBlanketOrderSummaries(
    db,
    (await withPage(db.select().from(blanketOrders).$dynamic(), page)) as BlanketOrderRecord[],
  );
