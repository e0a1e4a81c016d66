import {
  BOX_SORTABLE,
  type Box,
  boxListFilterSchema,
  boxPackInputSchema,
  boxScanQuerySchema,
  boxScanSchema,
  boxSchema,
  labelsQuerySchema,
  listResultSchema,
  packingSchema,
  packTemplateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { BoxesService } from './boxes.service.js';

const tags = ['boxes'];

const EXPORT_COLUMNS: ExportColumn<Box>[] = fieldColumns([
  'code',
  'drawingNumber',
  'description',
  'woNumber',
  'quantity',
  'boxNo',
  'boxCount',
  'heatNumbers',
  'packedOn',
  'challanNumber',
  'dispatchDate',
]);

const packingParams = z.object({ packingId: z.uuid() });

/**
 * Boxes (`/api/boxes`, the `boxes` scope): the list and CSV, a packing, its labels as a PDF for
 * whoever views boxes; packing by create; unpacking by delete; and the scan check a dispatch
 * makes of a box, by the dispatch's own permission (dispatches: create).
 */
export const boxesRoutes: FastifyPluginAsyncZod<{ boxes: BoxesService }> = async (app, { boxes }) => {
  const view = permission('boxes', 'view');

  registerCrudRoutes(app, {
    resource: 'boxes',
    item: boxSchema,
    list: {
      sortable: BOX_SORTABLE,
      filters: boxListFilterSchema,
      response: listResultSchema(boxSchema),
      run: boxes.list,
      export: {
        summary: 'Every box matching the search, sort and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: boxes.all,
      },
    },
  });

  app.get(
    '/boxes/pack/:workOrderId',
    {
      config: { access: permission('boxes', 'create') },
      schema: {
        tags,
        summary:
          "The pack form of a work order: good pieces made, packed and left, the product's parts per box, its heats and its packings so far",
        params: z.object({ workOrderId: z.uuid() }),
        response: { 200: packTemplateSchema },
      },
    },
    (request) => boxes.packTemplate(request.params.workOrderId),
  );

  app.post(
    '/boxes/pack',
    {
      config: { access: permission('boxes', 'create') },
      schema: {
        tags,
        summary:
          "Packs good pieces of a released, in-progress or completed work order into boxes of the product's parts (or those given): full boxes, then one part box",
        body: boxPackInputSchema,
        response: { 201: packingSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await boxes.pack(request.body, principalOf(request).user.id)),
  );

  app.get(
    '/boxes/packings/:packingId',
    {
      config: { access: view },
      schema: {
        tags,
        summary: 'The boxes packed together, box 1 of N to N of N',
        params: packingParams,
        response: { 200: packingSchema },
      },
    },
    (request) => boxes.packing(request.params.packingId),
  );

  app.delete(
    '/boxes/packings/:packingId',
    {
      config: { access: permission('boxes', 'delete') },
      schema: {
        tags,
        summary: 'Unpacks a packing (its boxes deleted); refused while any box of it is on a dispatch',
        params: packingParams,
      },
    },
    async (request, reply) => {
      await boxes.unpack(request.params.packingId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/boxes/labels.pdf',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          "A packing's box labels as a PDF: A4 sheets of ten (2 × 5, with cut lines) or a 100 × 50 mm page per label for a thermal printer",
        querystring: labelsQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await boxes.labelsPdf(request.query.packingId, request.query.format);
      return sendPdf(reply, fileName, body);
    },
  );

  app.get(
    '/boxes/scan',
    {
      config: { access: permission('dispatches', 'create') },
      schema: {
        tags,
        summary:
          'Checks a box scanned at a dispatch of the order (the QR text or the code): the box and the line it fills, or why it cannot go (unknown, dispatched, another part, nothing left, an uninspected lot)',
        querystring: boxScanQuerySchema,
        response: { 200: boxScanSchema },
      },
    },
    (request) => boxes.scan(request.query.orderId, request.query.code),
  );
};
