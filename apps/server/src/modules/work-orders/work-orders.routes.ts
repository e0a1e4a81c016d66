import {
  documentActionSchema,
  listResultSchema,
  optionsQuerySchema,
  type PermissionCheck,
  WORK_ORDER_FLOW,
  WORK_ORDER_SORTABLE,
  type WorkOrderSummary,
  workOrderInputSchema,
  workOrderListFilterSchema,
  workOrderOptionSchema,
  workOrderProductOptionSchema,
  workOrderSalesLineOptionSchema,
  workOrderSchema,
  workOrderSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import type { WorkOrdersService } from './work-orders.service.js';

/** The export's columns: the list's fields under their JSON names. */
const EXPORT_COLUMNS: ExportColumn<WorkOrderSummary>[] = fieldColumns([
  'woNumber',
  'status',
  'woDate',
  'dueDate',
  'drawingNumber',
  'productDescription',
  'salesOrderNumber',
  'customerName',
  'quantity',
  'goodQuantity',
  'rejectedQuantity',
  'leftToMake',
  'remarks',
  'releasedAt',
  'inProgressAt',
  'completedAt',
  'closedShortAt',
  'statusReason',
  'createdAt',
  'updatedAt',
]);

/** Whoever writes a draft: the form's product and sales order line pickers. */
const DRAFTING: PermissionCheck[] = [
  { scope: 'work-orders', action: 'create' },
  { scope: 'work-orders', action: 'edit' },
];

const tags = ['work-orders'];

/**
 * Work orders (`/api/work-orders`): list and CSV, read and PDF, drafts made, edited and deleted by
 * the planner (work-orders), released and closed short by whoever holds work-order-status; the
 * pickers of open work orders (production, inspection, the schedule) and, for the form, of
 * products and open sales order lines.
 */
export const workOrdersRoutes: FastifyPluginAsyncZod<{ workOrders: WorkOrdersService }> = async (
  app,
  { workOrders },
) => {
  registerPickerRoute(app, 'workOrders', {
    url: '/work-orders/options',
    summary: 'Up to 20 released or in-progress work orders matching the text, soonest due first, with their operations',
    querystring: optionsQuerySchema,
    response: z.array(workOrderOptionSchema),
    run: ({ query }) => workOrders.options(query.search),
  });

  app.get(
    '/work-orders/products',
    {
      config: { access: { anyOf: DRAFTING } },
      schema: {
        tags,
        summary: 'Up to 20 products to make whose drawing number, description or party code contains the text',
        querystring: optionsQuerySchema,
        response: { 200: z.array(workOrderProductOptionSchema) },
      },
    },
    (request) => workOrders.products(request.query.search),
  );

  app.get(
    '/work-orders/sales-order-lines',
    {
      config: { access: { anyOf: DRAFTING } },
      schema: {
        tags,
        summary: 'Up to 20 open lines of confirmed sales orders, soonest due first, with what is left to plan',
        querystring: optionsQuerySchema,
        response: { 200: z.array(workOrderSalesLineOptionSchema) },
      },
    },
    (request) => workOrders.salesLines(request.query.search),
  );

  registerDocumentRoutes(app, {
    resource: 'work-orders',
    flow: WORK_ORDER_FLOW,
    service: workOrders,
    body: documentActionSchema,
    input: workOrderInputSchema,
    response: workOrderSchema,
    crud: {
      list: {
        sortable: WORK_ORDER_SORTABLE,
        filters: workOrderListFilterSchema,
        response: listResultSchema(workOrderSummarySchema),
        run: workOrders.list,
        export: {
          summary: 'Every work order matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: workOrders.all,
        },
      },
      get: { run: workOrders.get },
      create: {
        summary: 'A new draft work order of a product with cycle times, for a sales order line or for stock',
        run: workOrders.create,
      },
      update: { run: workOrders.update },
      remove: { run: workOrders.remove },
    },
    pdf: workOrders.pdf,
    pdfSummary: 'The work order as a PDF (the job card)',
  });
};
