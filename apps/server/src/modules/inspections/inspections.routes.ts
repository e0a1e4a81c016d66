import {
  firstPieceInputSchema,
  firstPieceTemplateSchema,
  INSPECTION_SORTABLE,
  type InspectionSummary,
  idParamsSchema,
  inProcessInputSchema,
  inProcessTemplateSchema,
  inspectionListFilterSchema,
  inspectionSchema,
  inspectionSummarySchema,
  listResultSchema,
  lotPdiInputSchema,
  lotPdiTemplateSchema,
  machineRefSchema,
  optionsQuerySchema,
  pdiInputSchema,
  pdiTemplateQuerySchema,
  pdiTemplateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { InspectionsService } from './inspections.service.js';

const EXPORT_COLUMNS: ExportColumn<InspectionSummary>[] = fieldColumns([
  'inspectedOn',
  'kind',
  'result',
  'drawingNumber',
  'productDescription',
  'workOrderNumber',
  'challanNumber',
  'sampleSize',
  'inspectorName',
]);

const tags = ['inspections'];

/**
 * Inspections (`/api/inspections`), all under the `inspection` scope: the list, CSV, a report and
 * its PDF for whoever views them; the forms' templates, the machine select and recording a first
 * piece, an in-process inspection, a dispatch's PDI or a work order's lot PDI by its create;
 * deleting by its delete.
 */
export const inspectionsRoutes: FastifyPluginAsyncZod<{ inspections: InspectionsService }> = async (
  app,
  { inspections },
) => {
  const view = permission('inspection', 'view');
  const create = permission('inspection', 'create');

  registerCrudRoutes(app, {
    resource: 'inspections',
    scope: 'inspection',
    item: inspectionSchema,
    list: {
      sortable: INSPECTION_SORTABLE,
      filters: inspectionListFilterSchema,
      response: listResultSchema(inspectionSummarySchema),
      run: inspections.list,
      export: {
        summary: 'Every inspection matching the search, sort and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: inspections.all,
      },
    },
    get: { run: inspections.get },
    remove: {
      summary: 'Deletes an inspection (a PDI to record it again); not a passed first piece production relies on',
      run: inspections.remove,
    },
  });

  app.get(
    '/inspections/:id/pdf',
    {
      config: { access: view },
      schema: { tags, summary: 'The inspection report as a PDF (PDI or first piece)', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await inspections.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
  );

  app.get(
    '/inspections/first-piece/template/:workOrderId',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          "The work order's first-piece form: its earlier attempts and the characteristics to measure (the product's latest inspection's, else its drawing figures)",
        params: z.object({ workOrderId: z.uuid() }),
        response: { 200: firstPieceTemplateSchema },
      },
    },
    (request) => inspections.firstPieceTemplate(request.params.workOrderId),
  );

  app.post(
    '/inspections/first-piece',
    {
      config: { access: create },
      schema: {
        tags,
        summary: 'Records a first-piece inspection of a released or in-progress work order; the server judges it',
        body: firstPieceInputSchema,
        response: { 201: inspectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inspections.createFirstPiece(request.body, principalOf(request).user.id)),
  );

  app.get(
    '/inspections/pdi/template/:dispatchId',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          'The PDI form of a dispatch: the products it sends, the characteristics of the one chosen, and its report when it has one',
        params: z.object({ dispatchId: z.uuid() }),
        querystring: pdiTemplateQuerySchema,
        response: { 200: pdiTemplateSchema },
      },
    },
    (request) => inspections.pdiTemplate(request.params.dispatchId, request.query.productId),
  );

  app.post(
    '/inspections/pdi',
    {
      config: { access: create },
      schema: {
        tags,
        summary: "Records a dispatch's pre-dispatch inspection (one per dispatch); the server judges it",
        body: pdiInputSchema,
        response: { 201: inspectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inspections.createPdi(request.body, principalOf(request).user.id)),
  );

  const workOrderParams = z.object({ workOrderId: z.uuid() });

  app.get(
    '/inspections/in-process/template/:workOrderId',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          "The work order's in-process form: its operations with the machine each last ran on, its last in-process inspections and the characteristics to measure (the control plan's in-process ones, else as the first piece)",
        params: workOrderParams,
        response: { 200: inProcessTemplateSchema },
      },
    },
    (request) => inspections.inProcessTemplate(request.params.workOrderId),
  );

  app.post(
    '/inspections/in-process',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          'Records an in-process inspection of an operation of a released or in-progress work order on a machine (at a setup, a tool change or periodic); the server judges it',
        body: inProcessInputSchema,
        response: { 201: inspectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inspections.createInProcess(request.body, principalOf(request).user.id)),
  );

  app.get(
    '/inspections/lot/template/:workOrderId',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          "The lot PDI form of a work order: its good pieces so far, its earlier lot PDIs and the characteristics to measure (the control plan's PDI ones, else as a PDI)",
        params: workOrderParams,
        response: { 200: lotPdiTemplateSchema },
      },
    },
    (request) => inspections.lotPdiTemplate(request.params.workOrderId),
  );

  app.post(
    '/inspections/lot',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          "Records the pre-dispatch inspection of a work order's lot (no more than its good pieces), the product's PDI on record while it is the latest; the server judges it",
        body: lotPdiInputSchema,
        response: { 201: inspectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inspections.createLotPdi(request.body, principalOf(request).user.id)),
  );

  app.get(
    '/inspections/machines',
    {
      config: { access: create },
      schema: {
        tags,
        summary: 'Up to 20 machines by number or name, for the in-process form (any machine may be inspected on)',
        querystring: optionsQuerySchema,
        response: { 200: z.array(machineRefSchema) },
      },
    },
    (request) => inspections.machines(request.query.search),
  );
};
