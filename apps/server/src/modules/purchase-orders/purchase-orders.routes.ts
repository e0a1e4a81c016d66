import {
  documentActionSchema,
  listResultSchema,
  PURCHASE_ORDER_FLOW,
  PURCHASE_ORDER_SORTABLE,
  type PurchaseOrderSummary,
  purchaseOrderInputSchema,
  purchaseOrderListFilterSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import type { PurchaseOrdersService } from './purchase-orders.service.js';

/** The export's columns: the list's fields under their JSON names. */
const EXPORT_COLUMNS: ExportColumn<PurchaseOrderSummary>[] = fieldColumns([
  'poNumber',
  'status',
  'poDate',
  'deliveryDate',
  'supplierCode',
  'supplierName',
  'supplierGstin',
  'taxType',
  'taxableTotal',
  'cgstTotal',
  'sgstTotal',
  'igstTotal',
  'roundOff',
  'grandTotal',
  'lineCount',
  'linesReceived',
  'receiptProgress',
  'paymentTerms',
  'remarks',
  'confirmedAt',
  'shortClosedAt',
  'cancelledAt',
  'statusReason',
  'createdAt',
  'updatedAt',
]);

/**
 * Purchase orders (`/api/purchase-orders`): list and CSV, read and PDF, drafts made, edited and
 * deleted by the buyer (purchase-orders), confirmed, short-closed and cancelled by whoever holds
 * purchase-order-status; goods are received against them by the goods receipts' routes.
 */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod<{ purchaseOrders: PurchaseOrdersService }> = async (
  app,
  { purchaseOrders },
) => {
  registerDocumentRoutes(app, {
    resource: 'purchase-orders',
    flow: PURCHASE_ORDER_FLOW,
    service: purchaseOrders,
    body: documentActionSchema,
    input: purchaseOrderInputSchema,
    response: purchaseOrderSchema,
    crud: {
      list: {
        sortable: PURCHASE_ORDER_SORTABLE,
        filters: purchaseOrderListFilterSchema,
        response: listResultSchema(purchaseOrderSummarySchema),
        run: purchaseOrders.list,
        export: {
          summary: 'Every purchase order matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: purchaseOrders.all,
        },
      },
      get: { run: purchaseOrders.get },
      create: { summary: 'A new draft purchase order to an active supplier', run: purchaseOrders.create },
      update: { run: purchaseOrders.update },
      remove: { run: purchaseOrders.remove },
    },
    pdf: purchaseOrders.pdf,
  });
};
