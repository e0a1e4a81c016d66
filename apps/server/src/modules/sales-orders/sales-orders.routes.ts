import {
  dispatchInputSchema,
  idParamsSchema,
  listResultSchema,
  SALES_ORDER_SORTABLE,
  type SalesOrder,
  type SalesOrderAction,
  salesOrderActionSchema,
  salesOrderInputSchema,
  salesOrderListFilterSchema,
  salesOrderSchema,
  salesOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerActionRoutes } from '../../lib/action-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { registerRecordRoutes } from '../../lib/record-routes.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { SalesOrdersService } from './sales-orders.service.js';

const tags = ['sales-orders'];
const view = permission('sales-orders', 'view');
const edit = permission('sales-orders', 'edit');

/** The export's columns: the list's fields under their JSON names. */
const EXPORT_COLUMNS = fieldColumns([
  'orderNumber',
  'status',
  'customerPartyCode',
  'customerName',
  'orderDate',
  'customerPoNumber',
  'customerPoDate',
  'deliveryDate',
  'totalAmount',
  'lineCount',
  'dispatchStatus',
  'invoiceStatus',
  'late',
  'notes',
  'confirmedAt',
  'closedAt',
  'cancelledAt',
  'statusReason',
  'createdAt',
  'updatedAt',
]);

/** A lifecycle step run with an empty action when the request has no body. */
const withoutBody =
  (run: (id: string, action: SalesOrderAction) => Promise<SalesOrder>) =>
  (id: string, body: SalesOrderAction | null | undefined) =>
    run(id, body ?? { reason: null });

/** Contract §4 sales orders: list, export, read, draft create/edit/delete, the lifecycle and dispatches. */
export const salesOrdersRoutes: FastifyPluginAsyncZod<{ salesOrders: SalesOrdersService }> = async (
  app,
  { salesOrders },
) => {
  registerListRoutes(app, {
    resource: 'sales-orders',
    access: view,
    sortable: SALES_ORDER_SORTABLE,
    filters: salesOrderListFilterSchema,
    response: listResultSchema(salesOrderSummarySchema),
    exportSummary: 'Every order matching the search, sort and filters, as CSV',
    exportColumns: EXPORT_COLUMNS,
    list: salesOrders.list,
    all: salesOrders.all,
  });

  registerRecordRoutes(app, {
    resource: 'sales-orders',
    scope: 'sales-orders',
    item: salesOrderSchema,
    create: { body: salesOrderInputSchema, summary: 'A new draft (no number)' },
    updates: [{ method: 'PUT', body: salesOrderInputSchema, summary: "Replaces a draft's header and lines" }],
    removeSummary: 'Deletes a draft',
    service: salesOrders,
  });

  registerActionRoutes(app, {
    resource: 'sales-orders',
    access: edit,
    // Every field is optional: a script may confirm without a body.
    body: salesOrderActionSchema.nullish(),
    response: salesOrderSchema,
    actions: [
      {
        action: 'confirm',
        summary: 'Draft → confirmed, with the next number of the financial year',
        run: withoutBody(salesOrders.confirm),
      },
      {
        action: 'close',
        summary: 'Short-closes a confirmed order: nothing more is dispatched or invoiced on it',
        run: withoutBody(salesOrders.close),
      },
      {
        action: 'cancel',
        summary: 'Cancels a draft, or a confirmed order with nothing dispatched or invoiced',
        run: withoutBody(salesOrders.cancel),
      },
    ],
  });

  app.post(
    '/sales-orders/:id/dispatches',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Records a dispatch against a confirmed order',
        params: idParamsSchema,
        body: dispatchInputSchema,
        response: { 201: salesOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await salesOrders.dispatch(request.params.id, request.body, principalOf(request).user.id)),
  );
};
