import {
  idParamsSchema,
  listResultSchema,
  optionsQuerySchema,
  type PermissionCheck,
  WORK_ORDER_FLOW,
  WORK_ORDER_SORTABLE,
  type WorkOrderSummary,
  workOrderActionSchema,
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
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import { permission } from '../../plugins/access.js';
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

  registerCrudRoutes(app, {
    resource: 'work-orders',
    item: workOrderSchema,
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
      body: workOrderInputSchema,
      summary: 'A new draft work order of a product with cycle times, for a sales order line or for stock',
      run: workOrders.create,
    },
    update: { PUT: workOrderInputSchema, summary: 'Replaces a draft work order whole', run: workOrders.update },
    remove: { summary: 'Deletes a draft work order', run: workOrders.remove },
  });

  app.get(
    '/work-orders/:id/pdf',
    {
      config: { access: permission('work-orders', 'view') },
      schema: { tags, summary: 'The work order as a PDF (the job card)', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await workOrders.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
  );

  registerDocumentRoutes(app, {
    resource: 'work-orders',
    flow: WORK_ORDER_FLOW,
    service: workOrders,
    body: workOrderActionSchema,
    input: workOrderInputSchema,
    response: workOrderSchema,
    steps: {
      release: "Releases a draft work order with the next number of its WO date's yearly series, reserving its bar",
      close: 'Closes a released or in-progress work order short, with why: the rest will not be made',
    },
    saveAnd: { step: 'release', summary: 'Saves the draft work order and releases it in one go' },
  });
};
