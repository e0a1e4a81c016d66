import {
  calibrationInputSchema,
  GAUGE_SORTABLE,
  type Gauge,
  gaugeDetailSchema,
  gaugeInputSchema,
  gaugeListFilterSchema,
  gaugeOptionsQuerySchema,
  gaugeOptionsSchema,
  gaugePutSchema,
  gaugeSchema,
  idParamsSchema,
  listResultSchema,
  todayIn,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import { actorOf, permission } from '../../plugins/access.js';
import { type CertificatesService, registerCertificateFileRoutes } from '../goods-receipts/index.js';
import type { GaugesService } from './gauges.service.js';

const tags = ['gauges'];

const EXPORT_COLUMNS = fieldColumns<Gauge>([
  'code',
  'name',
  'gaugeType',
  'rangeText',
  'leastCount',
  'unit',
  'location',
  'calibrationFrequencyDays',
  'lastCalibratedOn',
  'dueOn',
  'status',
  'state',
  'remarks',
  'createdAt',
  'updatedAt',
]);

const calibrationParams = idParamsSchema.extend({ calibrationId: z.uuid() });

/**
 * Gauges and instruments (`/api/gauges`, scope `gauges`): the list and its CSV, a gauge with its
 * calibrations and the readings taken with it, create, PUT and delete; calibrations recorded
 * (edit) and removed (delete); calibration certificates uploaded (create or edit) and read
 * (view); and the picker of the gauges that may measure on a day (PICKER_ACCESS.gauges). The
 * history is the audit module's `GET /gauges/:id/history`.
 */
export const gaugesRoutes: FastifyPluginAsyncZod<{ gauges: GaugesService; certificates: CertificatesService }> = async (
  app,
  { gauges, certificates },
) => {
  registerPickerRoute(app, 'gauges', {
    url: '/gauges/options',
    summary: 'The gauges that may measure on a day (today unless `on`): active and not due before it, by code',
    querystring: gaugeOptionsQuerySchema,
    response: gaugeOptionsSchema,
    run: ({ query }) => gauges.options(query.on ?? todayIn(), query.search),
  });

  registerCrudRoutes(app, {
    resource: 'gauges',
    item: gaugeDetailSchema,
    list: {
      sortable: GAUGE_SORTABLE,
      filters: gaugeListFilterSchema,
      response: listResultSchema(gaugeSchema),
      run: gauges.list,
      export: { columns: EXPORT_COLUMNS, all: gauges.all },
    },
    get: { run: gauges.get },
    create: { body: gaugeInputSchema, run: gauges.create },
    update: { PUT: gaugePutSchema, run: gauges.update },
    remove: {
      summary:
        'Deletes a gauge nothing names yet; one with calibrations, readings or a control plan is retired instead',
      run: gauges.remove,
    },
  });

  app.post(
    '/gauges/:id/calibrations',
    {
      config: { access: permission('gauges', 'edit') },
      schema: {
        tags,
        summary: "Records a calibration; the gauge's due date follows its latest calibration",
        params: idParamsSchema,
        body: calibrationInputSchema,
        response: { 201: gaugeDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await gauges.calibrate(request.params.id, request.body, actorOf(request).id)),
  );

  app.delete(
    '/gauges/:id/calibrations/:calibrationId',
    {
      config: { access: permission('gauges', 'delete') },
      schema: {
        tags,
        summary: 'Removes a calibration recorded in error; the due date falls back to the latest one left',
        params: calibrationParams,
        response: { 200: gaugeDetailSchema },
      },
    },
    (request) => gauges.removeCalibration(request.params.id, request.params.calibrationId),
  );

  // The certificate files' own body parsers stay in this child's routes.
  await app.register(async (files) =>
    registerCertificateFileRoutes(files, {
      certificates,
      path: '/gauges/certificates',
      tags,
      upload: {
        access: {
          anyOf: [
            { scope: 'gauges', action: 'create' },
            { scope: 'gauges', action: 'edit' },
          ],
        },
        summary:
          'Uploads a calibration certificate: the file as the raw body (application/pdf, image/png or image/jpeg, at most 10 MB), its name URL-encoded in X-File-Name',
      },
      download: {
        access: permission('gauges', 'view'),
        summary: "Downloads a calibration certificate a gauge's calibration names (or one the user uploaded)",
        allowed: gauges.certificateReadable,
      },
    }),
  );
};
