import { GOODS_RECEIPT_SORTABLE, type GoodsReceiptListFilter } from '@lathe/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsReceipts } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { GoodsReceiptRecord } from './goods-receipt-lock.js';
import { toGoodsReceiptSummary } from './goods-receipt-rows.js';

export type GoodsReceiptSort = (typeof GOODS_RECEIPT_SORTABLE)[number];

const SORTABLE = sortColumns(GOODS_RECEIPT_SORTABLE, {
  grnNumber: goodsReceipts.grnNumber,
  receiptDate: goodsReceipts.receiptDate,
  supplierName: goodsReceipts.supplierName,
  status: goodsReceipts.status,
  createdAt: goodsReceipts.createdAt,
  updatedAt: goodsReceipts.updatedAt,
});

function filterCondition(filters: GoodsReceiptListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { status, purchaseOrderId, supplierId } = filters;
  return and(
    status ? eq(goodsReceipts.status, status) : undefined,
    purchaseOrderId ? eq(goodsReceipts.purchaseOrderId, purchaseOrderId) : undefined,
    supplierId ? eq(goodsReceipts.supplierId, supplierId) : undefined,
  );
}

/**
 * The list: GRN number, PO number, supplier name and the supplier's invoice number searched (one
 * trigram-indexed text); status, purchase order and supplier filtered.
 */
export const goodsReceiptListSpec = (filters: GoodsReceiptListFilter | undefined): ListSpec<GoodsReceiptSort> => ({
  table: goodsReceipts,
  searchable: [goodsReceipts.searchText],
  sortable: SORTABLE,
  tieBreaker: goodsReceipts.id,
  filters,
  where: filterCondition(filters),
});

export const fetchGoodsReceiptSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  ((await withPage(db.select().from(goodsReceipts).$dynamic(), page)) as GoodsReceiptRecord[]).map(
    toGoodsReceiptSummary,
  );
