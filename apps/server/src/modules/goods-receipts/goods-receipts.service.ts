import {
  GOODS_RECEIPT_FLOW,
  type GoodsReceipt,
  type GoodsReceiptListFilter,
  type GoodsReceiptSummary,
  type ListQuery,
  type ListResult,
  type ReceivableOrdersQuery,
  SERIES_PREFIX,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { goodsReceipts } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { goodsReceiptDrafts } from './goods-receipt-drafts.js';
import { fetchGoodsReceiptSummaries, type GoodsReceiptSort, goodsReceiptListSpec } from './goods-receipt-list.js';
import { type GoodsReceiptRecord, lockGoodsReceipt } from './goods-receipt-lock.js';
import { receivableOrders } from './goods-receipt-orders.js';
import { goodsReceiptPdfName, renderGoodsReceiptPdf } from './goods-receipt-pdf.js';
import { readGoodsReceipt } from './goods-receipt-rows.js';
import { cancelStep, goodsReceiptSeriesFull, receiveStep } from './goods-receipt-steps.js';

/**
 * Goods receipt notes on the document kit: drafts against a confirmed purchase order saved
 * whole, received with the next number of the yearly GRN series (counting the accepted
 * quantities on the order and putting the bar stock into stock by heat), and cancelled keeping
 * the number (taking both back).
 */
export function createGoodsReceiptsService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: goodsReceipts,
    flow: GOODS_RECEIPT_FLOW,
    lock: lockGoodsReceipt,
    read: async (tx, id): Promise<GoodsReceipt> => readGoodsReceipt(tx, id, await company.get(tx)),
    numbering: {
      column: 'grnNumber',
      prefix: SERIES_PREFIX.goodsReceipt,
      date: (receipt: GoodsReceiptRecord) => receipt.receiptDate,
      full: goodsReceiptSeriesFull,
    },
    reasonColumn: 'cancelReason',
    draft: goodsReceiptDrafts,
    steps: { receive: receiveStep, cancel: cancelStep },
  });

  return {
    ...documents,

    list: (
      query: ListQuery<GoodsReceiptSort>,
      filters?: GoodsReceiptListFilter,
    ): Promise<ListResult<GoodsReceiptSummary>> =>
      listPage(db, goodsReceiptListSpec(filters), query, fetchGoodsReceiptSummaries(db)),

    /** The purchase orders the form may receive against, or the one it names. */
    orders: (query: ReceivableOrdersQuery) => receivableOrders(db, query),

    /** Every receipt matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<GoodsReceiptSort>, 'page' | 'limit'>, filters?: GoodsReceiptListFilter) {
      yield* allPages(goodsReceiptListSpec(filters), query, fetchGoodsReceiptSummaries(db));
    },

    /** The GRN as a PDF, named for its number (a draft for its id), with the company's logo. */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const [receipt, settings] = await Promise.all([documents.get(id), company.get(db)]);
      return { fileName: goodsReceiptPdfName(receipt), body: await renderGoodsReceiptPdf(receipt, settings) };
    },
  };
}

export type GoodsReceiptsService = ReturnType<typeof createGoodsReceiptsService>;
