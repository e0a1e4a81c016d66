import {
  dispatchInputSchema,
  idParamsSchema,
  listResultSchema,
  OPEN_LINE_SORTABLE,
  openLineListFilterSchema,
  openOrderLineSchema,
  SALES_ORDER_FLOW,
  SALES_ORDER_SORTABLE,
  salesOrderActionSchema,
  salesOrderInputSchema,
  salesOrderListFilterSchema,
  salesOrderSchema,
  salesOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { pdfFileName, sendPdf } from '../../lib/pdf-reply.js';
import { permission, principalOf, stepAccess } from '../../plugins/access.js';
import type { CompanyService } from '../company/index.js';
import { renderChallanPdf } from './challan.js';
import { registerDispatchEWayBillRoutes } from './dispatch-e-way-bill.routes.js';
import type { SalesOrdersService } from './sales-orders.service.js';

const tags = ['sales-orders'];

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

/** The open order lines' export: the planner's columns. */
const OPEN_LINE_COLUMNS = fieldColumns([
  'orderNumber',
  'customerPartyCode',
  'customerName',
  'lineNumber',
  'drawingNumber',
  'description',
  'quantity',
  'dispatchedQuantity',
  'pendingQuantity',
  'dueDate',
  'late',
  'machiningHours',
]);

/** Contract §4 sales orders: list, export, read, draft create/edit/delete, the lifecycle and dispatches. */
export const salesOrdersRoutes: FastifyPluginAsyncZod<{
  salesOrders: SalesOrdersService;
  company: CompanyService;
}> = async (app, { salesOrders, company }) => {
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

  registerCrudRoutes(app, {
    resource: 'sales-orders',
    path: '/sales-orders/open-lines',
    item: openOrderLineSchema,
    list: {
      sortable: OPEN_LINE_SORTABLE,
      filters: openLineListFilterSchema,
      run: salesOrders.openLines.list,
      export: {
        summary: 'Every open order line matching the search, sort and filters, as CSV',
        columns: OPEN_LINE_COLUMNS,
        all: salesOrders.openLines.all,
      },
    },
  });

  registerDocumentRoutes(app, {
    resource: 'sales-orders',
    flow: SALES_ORDER_FLOW,
    service: salesOrders,
    body: salesOrderActionSchema.nullish(),
    input: salesOrderInputSchema,
    response: salesOrderSchema,
    steps: {
      confirm: 'Draft → confirmed, with the next number of the financial year',
      close: 'Short-closes a confirmed order: nothing more is dispatched or invoiced on it',
      cancel: 'Cancels a draft, or a confirmed order with nothing dispatched or invoiced',
    },
    saveAnd: { step: 'confirm', summary: 'Saves the draft and confirms it in one go' },
  });

  app.post(
    '/sales-orders/:id/dispatches',
    {
      config: { access: stepAccess(SALES_ORDER_FLOW, 'dispatch') },
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

  app.get(
    '/sales-orders/:id/dispatches/:dispatchId/pdf',
    {
      config: { access: permission('sales-orders', 'view') },
      schema: {
        tags,
        summary: "A dispatch's delivery challan as a PDF: original, duplicate and triplicate",
        params: idParamsSchema.extend({ dispatchId: z.uuid({ error: 'Dispatch is invalid' }) }),
      },
    },
    async (request, reply) => {
      const challan = await salesOrders.challan(request.params.id, request.params.dispatchId);
      const body = await renderChallanPdf(challan, await company.get());
      return sendPdf(reply, pdfFileName(challan.challanNumber ?? 'delivery-challan'), body);
    },
  );

  registerDispatchEWayBillRoutes(app, salesOrders, company);
};
