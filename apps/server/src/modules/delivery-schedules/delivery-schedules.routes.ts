import {
  can,
  DELIVERY_SCHEDULE_SORTABLE,
  type DeliveryScheduleSummary,
  deliveryPerformanceQuerySchema,
  deliveryPerformanceSchema,
  deliveryScheduleInputSchema,
  deliveryScheduleListFilterSchema,
  deliveryScheduleSchema,
  deliveryScheduleSummarySchema,
  idParamsSchema,
  listResultSchema,
  scheduleDispatchInputSchema,
  scheduleImportQuerySchema,
} from '@lathe/shared';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { SPREADSHEET_MAX_BYTES } from '../../lib/spreadsheet-grid.js';
import { uploadFileName } from '../../lib/upload-file-name.js';
import { permission, principalOf } from '../../plugins/access.js';
import { sendError } from '../../plugins/error-handler.js';
import type { DeliverySchedulesService } from './delivery-schedules.service.js';

const tags = ['delivery-schedules'];

const EXPORT_COLUMNS: ExportColumn<DeliveryScheduleSummary>[] = fieldColumns([
  'month',
  'customerPartyCode',
  'customerName',
  'revision',
  'receivedOn',
  'firmUntil',
  'reference',
  'lineCount',
  'scheduled',
  'dispatched',
  'updatedAt',
]);

/** The types a schedule file comes as: an Excel workbook, a CSV file, or bytes a browser could not name. */
const FILE_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  // What Windows browsers call a CSV file (Excel is its handler there).
  'application/vnd.ms-excel',
  'application/octet-stream',
];
const TOO_LARGE = 'The file is larger than 20 MB';

const fileOf = (request: FastifyRequest) => {
  if (!Buffer.isBuffer(request.body)) throw invalidField('file', 'Send the schedule file as the request body');
  return { body: request.body, fileName: uploadFileName(request.headers['x-file-name']) };
};

const previewSchema = z.object({
  mapping: z.record(z.string(), z.unknown()),
  headers: z.array(z.string()),
  lines: z.array(
    z.object({
      productId: z.string(),
      partNumber: z.string(),
      bucket: z.enum(['day', 'week']),
      date: z.string(),
      quantity: z.number().int(),
      row: z.number().int(),
    }),
  ),
  problems: z.array(z.object({ row: z.number().int(), column: z.string().optional(), message: z.string() })),
});

/**
 * Delivery schedules (`/api/delivery-schedules`), the sales side's: list and CSV, read, a month
 * typed on the grid or imported from the customer's file (each a revision, released as the
 * month's sales order), the file previewed first, dispatches posted earliest bucket first (the
 * dispatch clerk's), and the month's delivery performance.
 */
export const deliverySchedulesRoutes: FastifyPluginAsyncZod<{ schedules: DeliverySchedulesService }> = async (
  app,
  { schedules },
) => {
  for (const type of FILE_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: SPREADSHEET_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }
  const upload = {
    bodyLimit: SPREADSHEET_MAX_BYTES,
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: Parameters<typeof sendError>[2]) =>
      sendError(
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? (new AppError(413, TOO_LARGE, { file: TOO_LARGE }) as unknown as FastifyError)
          : error,
        request,
        reply,
      ),
  };

  app.get(
    '/delivery-schedules/performance',
    {
      config: { access: permission('sales-orders', 'view') },
      schema: {
        tags,
        summary:
          "How each customer's schedule for the month was kept: on time in full, delivery %, backlog, day by day",
        querystring: deliveryPerformanceQuerySchema,
        response: { 200: deliveryPerformanceSchema },
      },
    },
    (request) => schedules.performance(request.query.month, request.query.customerId),
  );

  app.get(
    '/delivery-schedules/mapping',
    {
      config: { access: permission('sales-orders', 'create') },
      schema: {
        tags,
        summary: "The columns the customer's last schedule file was read by",
        querystring: z.object({ customerId: z.uuid({ error: 'Customer is required' }) }),
        response: { 200: z.object({ mapping: z.record(z.string(), z.unknown()).nullable() }) },
      },
    },
    (request) => schedules.mapping(request.query.customerId),
  );

  app.post(
    '/delivery-schedules/import/preview',
    {
      config: { access: permission('sales-orders', 'create') },
      ...upload,
      schema: {
        tags,
        summary:
          'Reads a schedule file (the raw body, its name URL-encoded in X-File-Name) as the import would, saving nothing',
        querystring: scheduleImportQuerySchema,
        response: { 200: previewSchema },
      },
    },
    (request) => {
      const { body, fileName } = fileOf(request);
      return schedules.preview(body, fileName, request.query);
    },
  );

  app.post(
    '/delivery-schedules/import',
    {
      config: { access: permission('sales-orders', 'create') },
      ...upload,
      schema: {
        tags,
        summary:
          "Imports a customer's .xlsx or CSV schedule as the month's next revision and releases it; any problem refuses the whole file",
        querystring: scheduleImportQuerySchema,
        response: { 201: deliveryScheduleSchema },
      },
    },
    async (request, reply) => {
      const { body, fileName } = fileOf(request);
      const saved = await schedules.import(body, fileName, request.query, principalOf(request).user.id);
      return reply.status(201).send(saved);
    },
  );

  app.post(
    '/delivery-schedules/:id/dispatches',
    {
      config: { access: permission('dispatches', 'create') },
      schema: {
        tags,
        summary:
          "Records a dispatch of the schedule's parts against its buckets, earliest first; reaching past the firm zone needs a reason",
        params: idParamsSchema,
        body: scheduleDispatchInputSchema,
        response: { 201: deliveryScheduleSchema },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const saved = await schedules.dispatch(
        request.params.id,
        request.body,
        user.id,
        can(user, 'pdi-override', 'create'),
      );
      return reply.status(201).send(saved);
    },
  );

  registerCrudRoutes(app, {
    resource: 'delivery-schedules',
    scope: 'sales-orders',
    item: deliveryScheduleSchema,
    list: {
      sortable: DELIVERY_SCHEDULE_SORTABLE,
      filters: deliveryScheduleListFilterSchema,
      response: listResultSchema(deliveryScheduleSummarySchema),
      run: schedules.list,
      export: {
        summary: 'Every delivery schedule matching the search and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: schedules.all,
      },
    },
    get: { run: schedules.get },
    create: {
      body: deliveryScheduleInputSchema,
      summary:
        "A customer's month typed on the grid: the schedule made, or its next revision, released as the month's sales order",
      run: (data, actor) => schedules.save(data, actor.id),
    },
  });
};
