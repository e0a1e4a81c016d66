import { PURCHASE_ORDER_SORTABLE, type PurchaseOrderListFilter } from '@lathe/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { PurchaseOrderRecord } from './purchase-order-lock.js';
import { toPurchaseOrderSummaries } from './purchase-order-rows.js';

export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTABLE)[number];

const SORTABLE = sortColumns(PURCHASE_ORDER_SORTABLE, {
  poNumber: purchaseOrders.poNumber,
  poDate: purchaseOrders.poDate,
  deliveryDate: purchaseOrders.deliveryDate,
  supplierName: purchaseOrders.supplierName,
  grandTotal: purchaseOrders.grandTotal,
  status: purchaseOrders.status,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
});

function filterCondition(filters: PurchaseOrderListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { status, supplierId, open } = filters;
  return and(
    status ? eq(purchaseOrders.status, status) : undefined,
    supplierId ? eq(purchaseOrders.supplierId, supplierId) : undefined,
    open ? inArray(purchaseOrders.status, ['confirmed', 'partly_received']) : undefined,
  );
}

/** The list: PO number, supplier name and code searched (one trigram-indexed text); status, supplier and open filtered. */
export const purchaseOrderListSpec = (filters: PurchaseOrderListFilter | undefined): ListSpec<PurchaseOrderSort> => ({
  table: purchaseOrders,
  searchable: [purchaseOrders.searchText],
  sortable: SORTABLE,
  tieBreaker: purchaseOrders.id,
  filters,
  where: filterCondition(filters),
});

export const fetchPurchaseOrderSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  toPurchaseOrderSummaries(
    db,
    (await withPage(db.select().from(purchaseOrders).$dynamic(), page)) as PurchaseOrderRecord[],
  );
