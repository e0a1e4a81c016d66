import {
  firstPieceInputSchema,
  firstPieceTemplateSchema,
  INSPECTION_SORTABLE,
  type InspectionSummary,
  idParamsSchema,
  inspectionListFilterSchema,
  inspectionSchema,
  inspectionSummarySchema,
  listResultSchema,
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
 * its PDF for whoever views them; the forms' templates, the inspector select and recording a
 * first piece or a PDI by its create; deleting by its delete.
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
};
