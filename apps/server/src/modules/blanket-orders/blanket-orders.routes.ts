import {
  BLANKET_ORDER_FLOW,
  BLANKET_ORDER_SORTABLE,
  type BlanketOrderSummary,
  blanketOrderInputSchema,
  blanketOrderListFilterSchema,
  blanketOrderSchema,
  blanketOrderSummarySchema,
  documentActionSchema,
  idParamsSchema,
  listResultSchema,
  priceRevisionInputSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { permission } from '../../plugins/access.js';
import type { BlanketOrdersService } from './blanket-orders.service.js';

const EXPORT_COLUMNS: ExportColumn<BlanketOrderSummary>[] = fieldColumns([
  'blanketNumber',
  'status',
  'customerPartyCode',
  'customerName',
  'customerPoNumber',
  'customerPoDate',
  'validFrom',
  'validTo',
  'expired',
  'lineCount',
  'paymentTerms',
  'remarks',
  'statusReason',
  'activatedAt',
  'closedAt',
  'cancelledAt',
  'createdAt',
  'updatedAt',
]);

/**
 * Blanket orders (`/api/blanket-orders`), a kind of sales order: list and CSV, read, drafts made,
 * edited and deleted by whoever holds sales-orders, activated by its edit, closed and cancelled by
 * sales-order-status, and a line's price revised from a date by sales-orders: edit.
 */
export const blanketOrdersRoutes: FastifyPluginAsyncZod<{ blanketOrders: BlanketOrdersService }> = async (
  app,
  { blanketOrders },
) => {
  registerDocumentRoutes(app, {
    resource: 'blanket-orders',
    scope: 'sales-orders',
    flow: BLANKET_ORDER_FLOW,
    service: blanketOrders,
    body: documentActionSchema,
    input: blanketOrderInputSchema,
    response: blanketOrderSchema,
    crud: {
      list: {
        sortable: BLANKET_ORDER_SORTABLE,
        filters: blanketOrderListFilterSchema,
        response: listResultSchema(blanketOrderSummarySchema),
        run: blanketOrders.list,
        export: {
          summary: 'Every blanket order matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: blanketOrders.all,
        },
      },
      get: { run: blanketOrders.get },
      create: { summary: "A new draft blanket order for a customer's parts", run: blanketOrders.create },
      update: { run: blanketOrders.update },
      remove: { run: blanketOrders.remove },
    },
  });

  app.post(
    '/blanket-orders/:id/prices',
    {
      config: { access: permission('sales-orders', 'edit') },
      schema: {
        tags: ['blanket-orders'],
        summary:
          "A line's price from a date on: releases due from then take it; what was billed at the old price is listed",
        params: idParamsSchema,
        body: priceRevisionInputSchema,
        response: { 200: blanketOrderSchema },
      },
    },
    (request) => blanketOrders.revisePrice(request.params.id, request.body),
  );
};
