import {
  type ListQuery,
  type ListResult,
  SERIES_PREFIX,
  WORK_ORDER_FLOW,
  type WorkOrder,
  type WorkOrderListFilter,
  type WorkOrderSummary,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { workOrders } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { workOrderDrafts } from './work-order-drafts.js';
import { fetchWorkOrderSummaries, type WorkOrderSort, workOrderListSpec } from './work-order-list.js';
import { lockWorkOrder, type WorkOrderRecord } from './work-order-lock.js';
import { openWorkOrderOptions, productOptions, salesLineOptions } from './work-order-options.js';
import { renderWorkOrderPdf, workOrderPdfName } from './work-order-pdf.js';
import { readWorkOrder } from './work-order-rows.js';
import { releaseStep, workOrderFacts, workOrderSeriesFull } from './work-order-steps.js';

/**
 * Work orders on the document kit: drafts written whole from a product with cycle times (its
 * operations from them), for a confirmed sales order's line or for stock; released with the next
 * number of the WO date's gap-free yearly series (WO/2026-27/0001), which reserves their bar by
 * heat; moved on by production entries (in progress, completed; not here); closed short with a
 * reason when the rest will not be made.
 */
export function createWorkOrdersService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: workOrders,
    flow: WORK_ORDER_FLOW,
    lock: lockWorkOrder,
    read: async (tx, id): Promise<WorkOrder> => readWorkOrder(tx, id, await company.get(tx)),
    facts: workOrderFacts,
    numbering: {
      column: 'woNumber',
      prefix: SERIES_PREFIX.workOrder,
      date: (order: WorkOrderRecord) => order.woDate,
      full: workOrderSeriesFull,
    },
    reasonColumn: 'statusReason',
    draft: workOrderDrafts,
    steps: { release: releaseStep },
  });

  return {
    ...documents,

    list: (query: ListQuery<WorkOrderSort>, filters?: WorkOrderListFilter): Promise<ListResult<WorkOrderSummary>> =>
      listPage(db, workOrderListSpec(filters), query, fetchWorkOrderSummaries(db)),

    /** Every work order matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<WorkOrderSort>, 'page' | 'limit'>, filters?: WorkOrderListFilter) {
      yield* allPages(workOrderListSpec(filters), query, fetchWorkOrderSummaries(db));
    },

    /** The released and in-progress work orders production and inspection pick from. */
    options: (search: string) => openWorkOrderOptions(db, search),
    /** The products the form makes a work order of, with their cycle times. */
    products: (search: string) => productOptions(db, search),
    /** The open sales order lines the form makes a work order for. */
    salesLines: (search: string) => salesLineOptions(db, search),

    /** The work order as a PDF (the shop floor's job card), named for its number (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const [order, settings] = await Promise.all([documents.get(id), company.get(db)]);
      return { fileName: workOrderPdfName(order), body: await renderWorkOrderPdf(order, settings) };
    },
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
