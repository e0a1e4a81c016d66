import {
  type ListQuery,
  type ListResult,
  PURCHASE_ORDER_FLOW,
  type PurchaseOrder,
  type PurchaseOrderListFilter,
  type PurchaseOrderSummary,
  SERIES_PREFIX,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { purchaseOrderDrafts } from './purchase-order-drafts.js';
import { fetchPurchaseOrderSummaries, type PurchaseOrderSort, purchaseOrderListSpec } from './purchase-order-list.js';
import { lockPurchaseOrder, type PurchaseOrderRecord } from './purchase-order-lock.js';
import { purchaseOrderPdfName, renderPurchaseOrderPdf } from './purchase-order-pdf.js';
import { readPurchaseOrder } from './purchase-order-rows.js';
import { confirmStep, purchaseOrderFacts, purchaseOrderSeriesFull } from './purchase-order-steps.js';

/**
 * Purchase orders on the document kit: drafts written whole against an active supplier,
 * confirmed with the next number of the PO date's gap-free yearly series (PO/2026-27/0001),
 * received against by goods receipts (purchase-order-receipts.ts), short-closed when the rest
 * will not come, or cancelled while nothing has been received, each with its reason.
 */
export function createPurchaseOrdersService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: purchaseOrders,
    flow: PURCHASE_ORDER_FLOW,
    lock: lockPurchaseOrder,
    read: async (tx, id): Promise<PurchaseOrder> => readPurchaseOrder(tx, id, await company.get(tx)),
    facts: purchaseOrderFacts,
    numbering: {
      column: 'poNumber',
      prefix: SERIES_PREFIX.purchaseOrder,
      date: (order: PurchaseOrderRecord) => order.poDate,
      full: purchaseOrderSeriesFull,
    },
    reasonColumn: 'statusReason',
    draft: purchaseOrderDrafts(company),
    steps: { confirm: confirmStep },
  });

  return {
    ...documents,

    list: (
      query: ListQuery<PurchaseOrderSort>,
      filters?: PurchaseOrderListFilter,
    ): Promise<ListResult<PurchaseOrderSummary>> =>
      listPage(db, purchaseOrderListSpec(filters), query, fetchPurchaseOrderSummaries(db)),

    /** Every order matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<PurchaseOrderSort>, 'page' | 'limit'>, filters?: PurchaseOrderListFilter) {
      yield* allPages(purchaseOrderListSpec(filters), query, fetchPurchaseOrderSummaries(db));
    },

    /** The order as a PDF, named for its number (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const settings = await company.get();
      const order = await readPurchaseOrder(db, id, settings);
      return { fileName: purchaseOrderPdfName(order), body: await renderPurchaseOrderPdf(order, settings) };
    },
  };
}

export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;
