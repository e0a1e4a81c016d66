import {
  idParamsSchema,
  listResultSchema,
  PURCHASE_ORDER_FLOW,
  PURCHASE_ORDER_SORTABLE,
  type PurchaseOrderSummary,
  purchaseOrderActionSchema,
  purchaseOrderInputSchema,
  purchaseOrderListFilterSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
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
  registerCrudRoutes(app, {
    resource: 'purchase-orders',
    item: purchaseOrderSchema,
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
    create: {
      body: purchaseOrderInputSchema,
      summary: 'A new draft purchase order to an active supplier',
      run: purchaseOrders.create,
    },
    update: {
      PUT: purchaseOrderInputSchema,
      summary: 'Replaces a draft purchase order whole',
      run: purchaseOrders.update,
    },
    remove: { summary: 'Deletes a draft purchase order', run: purchaseOrders.remove },
  });

  app.get(
    '/purchase-orders/:id/pdf',
    {
      config: { access: permission('purchase-orders', 'view') },
      schema: { tags: ['purchase-orders'], summary: 'The purchase order as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await purchaseOrders.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
  );

  registerDocumentRoutes(app, {
    resource: 'purchase-orders',
    flow: PURCHASE_ORDER_FLOW,
    service: purchaseOrders,
    body: purchaseOrderActionSchema,
    input: purchaseOrderInputSchema,
    response: purchaseOrderSchema,
    steps: {
      confirm: "Confirms a draft purchase order with the next number of its PO date's yearly series",
      close: 'Short-closes a confirmed or partly received order: what was received stays, the rest is not awaited',
      cancel: 'Cancels a confirmed order nothing has been received against; it keeps its number',
    },
    saveAnd: { step: 'confirm', summary: 'Saves the draft purchase order and confirms it in one go' },
  });
};
