import {
  idParamsSchema,
  listResultSchema,
  oeeQuerySchema,
  oeeReportSchema,
  optionSchema,
  optionsQuerySchema,
  PRODUCTION_ENTRY_SORTABLE,
  type ProductionEntry,
  productionEntryInputSchema,
  productionEntryListFilterSchema,
  productionEntrySchema,
  productionMachineSchema,
  productionReasonInputSchema,
  productionReasonPatchSchema,
  productionReasonQuerySchema,
  productionReasonSchema,
  productionWorkOrderSchema,
  workdayQuerySchema,
  workdaySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { type Access, permission } from '../../plugins/access.js';
import type { ProductionService } from './production.service.js';

const EXPORT_COLUMNS: ExportColumn<ProductionEntry>[] = fieldColumns([
  'entryDate',
  'shift',
  'machineNo',
  'operatorName',
  'woNumber',
  'drawingNumber',
  'productDescription',
  'operationLabel',
  'goodQuantity',
  'rejectedQuantity',
  'rejectionReasonName',
  'downtimeMinutes',
  'downtimeReasonName',
  'plannedMinutes',
  'remarks',
]);

const tags = ['production'];

/**
 * Production (`/api/production/…`), all under the `production` scope: entries (list, CSV and read
 * for its view; recorded, corrected and deleted by its create, edit and delete), the rejection and
 * downtime reasons (read by whoever views or records production; added, renamed or deactivated,
 * and deleted by create, edit and delete), what the entry form reads, and OEE (view).
 */
export const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService }> = async (
  app,
  { production },
) => {
  const view = permission('production', 'view');
  /** The entry form's reads: whoever views production, or records or corrects entries. */
  const recording: Access = {
    anyOf: [
      { scope: 'production', action: 'view' },
      { scope: 'production', action: 'create' },
      { scope: 'production', action: 'edit' },
    ],
  };

  registerCrudRoutes(app, {
    resource: 'production-entries',
    path: '/production/entries',
    scope: 'production',
    item: productionEntrySchema,
    list: {
      sortable: PRODUCTION_ENTRY_SORTABLE,
      filters: productionEntryListFilterSchema,
      response: listResultSchema(productionEntrySchema),
      run: production.list,
      export: {
        summary: 'Every production entry matching the search and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: production.all,
      },
    },
    get: { run: production.get },
    create: {
      body: productionEntryInputSchema,
      summary:
        "Records what a machine made in a shift for one operation of a work order: the work order's progress, bar issued and finished parts into stock follow",
      run: (data, actor) => production.create(data, actor.id),
    },
    update: {
      PUT: productionEntryInputSchema,
      summary: 'Corrects an entry whole; the progress and the stock move by the difference',
      run: (id, data, actor) => production.update(id, data, actor.id),
    },
    remove: {
      summary: 'Deletes an entry; its pieces come off the work order and its stock movements are reversed',
      run: (id, actor) => production.remove(id, actor.id),
    },
  });

  app.get(
    '/production/reasons',
    {
      config: { access: recording },
      schema: {
        tags,
        summary: 'The rejection and downtime reasons (one list with ?kind=), active first, by name',
        querystring: productionReasonQuerySchema,
        response: { 200: z.array(productionReasonSchema) },
      },
    },
    (request) => production.reasons.list(request.query.kind),
  );

  app.post(
    '/production/reasons',
    {
      config: { access: permission('production', 'create') },
      schema: {
        tags,
        summary: 'Adds a reason to the rejection or downtime list',
        body: productionReasonInputSchema,
        response: { 201: productionReasonSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await production.reasons.create(request.body)),
  );

  app.patch(
    '/production/reasons/:id',
    {
      config: { access: permission('production', 'edit') },
      schema: {
        tags,
        summary: 'Renames, deactivates or brings back a reason',
        params: idParamsSchema,
        body: productionReasonPatchSchema,
        response: { 200: productionReasonSchema },
      },
    },
    (request) => production.reasons.update(request.params.id, request.body),
  );

  app.delete(
    '/production/reasons/:id',
    {
      config: { access: permission('production', 'delete') },
      schema: {
        tags,
        summary: 'Deletes a reason no entry names (a reason in use is deactivated instead)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await production.reasons.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/production/machines',
    {
      config: { access: recording },
      schema: {
        tags,
        summary: 'Every machine with its shifts a day, hours a shift and the kinds of operation it runs',
        response: { 200: z.array(productionMachineSchema) },
      },
    },
    () => production.machines(),
  );

  app.get(
    '/production/workday',
    {
      config: { access: recording },
      schema: {
        tags,
        summary:
          "What an entry on a day on a machine would be warned of: a plant holiday or the machine's day off (kept, and counted in OEE as time worked)",
        querystring: workdayQuerySchema,
        response: { 200: workdaySchema },
      },
    },
    (request) => production.workday(request.query.machineId, request.query.date),
  );

  app.get(
    '/production/work-orders',
    {
      config: { access: recording },
      schema: {
        tags,
        summary: 'Work orders production is recorded against (released and after), open ones first',
        querystring: optionsQuerySchema,
        response: { 200: z.array(optionSchema) },
      },
    },
    (request) => production.workOrders(request.query.search),
  );

  app.get(
    '/production/work-orders/:id',
    {
      config: { access: recording },
      schema: {
        tags,
        summary:
          "A work order's operations with what each has left to make, its first-piece inspection and whether it takes entries now",
        params: idParamsSchema,
        response: { 200: productionWorkOrderSchema },
      },
    },
    (request) => production.workOrder(request.params.id),
  );

  app.get(
    '/production/oee',
    {
      config: { access: view },
      schema: {
        tags,
        summary: 'OEE and utilisation per machine, per day and for the month (?month=2026-04, ?machineId=)',
        querystring: oeeQuerySchema,
        response: { 200: oeeReportSchema },
      },
    },
    (request) => production.oee(request.query),
  );
};
