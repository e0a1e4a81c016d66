import {
  dispatchInputSchema,
  idParamsSchema,
  listQuerySchema,
  listResultSchema,
  SALES_ORDER_SORTABLE,
  salesOrderActionSchema,
  salesOrderInputSchema,
  salesOrderListFilterSchema,
  salesOrderSchema,
  salesOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, fieldColumns, sendCsv } from '../../lib/csv-export.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { SalesOrdersService } from './sales-orders.service.js';

const tags = ['sales-orders'];
const listQuery = listQuerySchema(SALES_ORDER_SORTABLE).extend(salesOrderListFilterSchema.shape);
const exportQuery = listQuery.omit({ page: true, limit: true });
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

/** Contract §4 sales orders: list, export, read, draft create/edit/delete, the lifecycle and dispatches. */
export const salesOrdersRoutes: FastifyPluginAsyncZod<{ salesOrders: SalesOrdersService }> = async (
  app,
  { salesOrders },
) => {
  app.get(
    '/sales-orders',
    {
      config: { access: view },
      schema: { tags, querystring: listQuery, response: { 200: listResultSchema(salesOrderSummarySchema) } },
    },
    (request) => {
      const { page, limit, search, sortBy, sortOrder, ...filters } = request.query;
      return salesOrders.list({ page, limit, search, sortBy, sortOrder }, filters);
    },
  );

  app.get(
    '/sales-orders/export',
    {
      config: { access: view },
      schema: { tags, summary: 'Every order matching the search, sort and filters, as CSV', querystring: exportQuery },
    },
    (request, reply) => {
      const { search, sortBy, sortOrder, ...filters } = request.query;
      const rows = salesOrders.all({ search, sortBy, sortOrder }, filters);
      return sendCsv(reply, exportFileName('sales-orders'), EXPORT_COLUMNS, rows);
    },
  );

  app.get(
    '/sales-orders/:id',
    {
      config: { access: view },
      schema: { tags, params: idParamsSchema, response: { 200: salesOrderSchema } },
    },
    (request) => salesOrders.get(request.params.id),
  );

  app.post(
    '/sales-orders',
    {
      config: { access: permission('sales-orders', 'create') },
      schema: {
        tags,
        summary: 'A new draft (no number)',
        body: salesOrderInputSchema,
        response: { 201: salesOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await salesOrders.create(request.body, principalOf(request).user.id)),
  );

  app.put(
    '/sales-orders/:id',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: "Replaces a draft's header and lines",
        params: idParamsSchema,
        body: salesOrderInputSchema,
        response: { 200: salesOrderSchema },
      },
    },
    (request) => salesOrders.update(request.params.id, request.body),
  );

  app.delete(
    '/sales-orders/:id',
    {
      config: { access: permission('sales-orders', 'delete') },
      schema: { tags, summary: 'Deletes a draft', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await salesOrders.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  const actions = [
    ['confirm', 'Draft → confirmed, with the next number of the financial year', salesOrders.confirm],
    ['close', 'Short-closes a confirmed order: nothing more is dispatched or invoiced on it', salesOrders.close],
    ['cancel', 'Cancels a draft, or a confirmed order with nothing dispatched or invoiced', salesOrders.cancel],
  ] as const;
  for (const [action, summary, run] of actions) {
    app.post(
      `/sales-orders/:id/${action}`,
      {
        config: { access: edit },
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          // Every field is optional: a script may confirm without a body.
          body: salesOrderActionSchema.nullish(),
          response: { 200: salesOrderSchema },
        },
      },
      (request) => run(request.params.id, request.body ?? { reason: null }),
    );
  }

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
