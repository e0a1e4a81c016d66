import {
  CUSTOMER_DISPATCH_SORTABLE,
  can,
  customerDispatchSchema,
  dispatchInputSchema,
  documentActionSchema,
  INSPECTION_RESULT_LABELS,
  idParamsSchema,
  listQuerySchema,
  listResultSchema,
  OPEN_LINE_SORTABLE,
  type OpenOrderLine,
  openLineListFilterSchema,
  openOrderLineSchema,
  SALES_ORDER_FLOW,
  SALES_ORDER_SORTABLE,
  salesOrderInputSchema,
  salesOrderListFilterSchema,
  salesOrderSchema,
  salesOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
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

/** The open order lines' export: the planner's columns, and the desk's stock and PDI. */
const OPEN_LINE_COLUMNS: ExportColumn<OpenOrderLine>[] = [
  ...fieldColumns<OpenOrderLine>([
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
    'stockOnHand',
  ]),
  { header: 'PDI', value: (line) => (line.pdi ? INSPECTION_RESULT_LABELS[line.pdi.result] : null) },
  { header: 'PDI Date', value: (line) => line.pdi?.inspectedOn ?? null },
];

/**
 * Contract §4 sales orders: the list, CSV, read, drafts, confirm (and save-and-confirm), short-close
 * and cancel in one registerDocumentRoutes call from SALES_ORDER_FLOW; beside it the open order
 * lines' list, the dispatches, their challans and e-way bills, and a customer's dispatches.
 */
export const salesOrdersRoutes: FastifyPluginAsyncZod<{
  salesOrders: SalesOrdersService;
  company: CompanyService;
}> = async (app, { salesOrders, company }) => {
  registerDocumentRoutes(app, {
    resource: 'sales-orders',
    flow: SALES_ORDER_FLOW,
    service: salesOrders,
    body: documentActionSchema.nullish(),
    input: salesOrderInputSchema,
    response: salesOrderSchema,
    crud: {
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
      create: { summary: 'A new draft (no number)', run: salesOrders.create },
      update: { summary: "Replaces a draft's header and lines", run: salesOrders.update },
      remove: { summary: 'Deletes a draft', run: salesOrders.remove },
    },
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

  app.post(
    '/sales-orders/:id/dispatches',
    {
      config: { access: stepAccess(SALES_ORDER_FLOW, 'dispatch') },
      schema: {
        tags,
        summary:
          'Records a dispatch against a confirmed order; a product without a passed PDI on record needs pdi-override: create and pdiOverride: true',
        params: idParamsSchema,
        body: dispatchInputSchema,
        response: { 201: salesOrderSchema },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const mayOverridePdi = can(user, 'pdi-override', 'create');
      return reply
        .status(201)
        .send(await salesOrders.dispatch(request.params.id, request.body, user.id, mayOverridePdi));
    },
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

  // The customer page's recent dispatches: whoever may see orders sees what went out against them.
  app.get(
    '/customers/:id/dispatches',
    {
      config: { access: permission('sales-orders', 'view') },
      schema: {
        tags,
        summary: 'The dispatches of every order of the customer, newest first, searched by challan number or vehicle',
        params: idParamsSchema,
        querystring: listQuerySchema(CUSTOMER_DISPATCH_SORTABLE),
        response: { 200: listResultSchema(customerDispatchSchema) },
      },
    },
    (request) => salesOrders.customerDispatches(request.params.id, request.query),
  );

  registerDispatchEWayBillRoutes(app, salesOrders, company);
};
