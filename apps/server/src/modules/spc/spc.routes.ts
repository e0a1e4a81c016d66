import {
  optionsQuerySchema,
  spcCharacteristicsQuerySchema,
  spcCharacteristicsSchema,
  spcChartSchema,
  spcProductOptionsSchema,
  spcQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permission } from '../../plugins/access.js';
import type { SpcService } from './spc.service.js';

const tags = ['spc'];

/**
 * SPC (`/api/spc`), read by whoever views inspections: the products with readings (the page's
 * picker), a product's characteristics, and a characteristic's chart. Each reads across the
 * product's inspections, so each counts as an expensive read in the user's budget
 * (plugins/rate-limit.ts).
 */
export const spcRoutes: FastifyPluginAsyncZod<{ spc: SpcService }> = async (app, { spc }) => {
  const view = permission('inspection', 'view');

  app.get(
    '/spc/products/options',
    {
      config: { access: view },
      schema: {
        tags,
        summary: 'Up to 20 products with recorded readings whose drawing number or description contains the text',
        querystring: optionsQuerySchema,
        response: { 200: spcProductOptionsSchema },
      },
    },
    (request) => spc.productOptions(request.query.search),
  );

  app.get(
    '/spc/characteristics',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          "The characteristics a product has measured readings of, with the control plan's figures (else the latest reading's) and how many readings",
        querystring: spcCharacteristicsQuerySchema,
        response: { 200: spcCharacteristicsSchema },
      },
    },
    (request) => spc.characteristics(request.query.productId),
  );

  app.get(
    '/spc',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          "A characteristic's X̄-R or I-MR chart from its readings (?productId=&characteristic=&from=&to=, the last 90 days unless told, a year at most): points with the Western Electric rules they break, limits, Cp, Cpk, Pp, Ppk",
        querystring: spcQuerySchema,
        response: { 200: spcChartSchema },
      },
    },
    (request) => spc.chart(request.query),
  );
};
