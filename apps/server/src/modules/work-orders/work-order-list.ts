import { WORK_ORDER_SORTABLE, type WorkOrderListFilter } from '@lathe/shared';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { workOrders } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { WorkOrderRecord } from './work-order-lock.js';
import { toWorkOrderSummaries } from './work-order-rows.js';

export type WorkOrderSort = (typeof WORK_ORDER_SORTABLE)[number];

const SORTABLE = sortColumns(WORK_ORDER_SORTABLE, {
  woNumber: workOrders.woNumber,
  woDate: workOrders.woDate,
  dueDate: workOrders.dueDate,
  productDescription: workOrders.productDescription,
  status: workOrders.status,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
});

function filterCondition(filters: WorkOrderListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { status, productId, dueFrom, dueTo } = filters;
  return and(
    status ? eq(workOrders.status, status) : undefined,
    productId ? eq(workOrders.productId, productId) : undefined,
    dueFrom ? gte(workOrders.dueDate, dueFrom) : undefined,
    dueTo ? lte(workOrders.dueDate, dueTo) : undefined,
  );
}

/** The list: WO number, product and drawing searched (one trigram-indexed text); status, product and due days filtered. */
export const workOrderListSpec = (filters: WorkOrderListFilter | undefined): ListSpec<WorkOrderSort> => ({
  table: workOrders,
  searchable: [workOrders.searchText],
  sortable: SORTABLE,
  tieBreaker: workOrders.id,
  filters,
  where: filterCondition(filters),
});

export const fetchWorkOrderSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  toWorkOrderSummaries(db, (await withPage(db.select().from(workOrders).$dynamic(), page)) as WorkOrderRecord[]);
