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
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { SalesOrdersService } from './sales-orders.service.js';

const tags = ['sales-orders'];
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
  registerCrudRoutes(app, {
    resource: 'sales-orders',
    item: salesOrderSchema,
    list: {
      sortable: SALES_ORDER_SORTABLE,
      filters: salesOrderListFilterSchema,
      response: listResultSchema(salesOrderSummarySchema),
      run: salesOrders.list,
      export: {
        summary: 'Every order matching the search, sort and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: salesOrders.all,
      },
    },
    get: { run: salesOrders.get },
    create: { body: salesOrderInputSchema, summary: 'A new draft (no number)', run: salesOrders.create },
    update: { PUT: salesOrderInputSchema, summary: "Replaces a draft's header and lines", run: salesOrders.update },
    remove: { summary: 'Deletes a draft', run: salesOrders.remove },
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
