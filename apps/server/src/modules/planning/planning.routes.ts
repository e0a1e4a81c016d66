import {
  optionsQuerySchema,
  PROMISE_ACCESS,
  promiseAnswerSchema,
  promiseQuerySchema,
  roughCutQuerySchema,
  roughCutSchema,
  whatIfAnswerSchema,
  whatIfQuerySchema,
  workOrderProductOptionSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permission } from '../../plugins/access.js';
import type { PlanningService } from './planning.service.js';

const tags = ['planning'];

/**
 * Planning on the machine schedule (`/api/planning/…`): the promise date of a quantity of a
 * product, for the schedule's viewers and for whoever writes sales orders (the order form shows
 * it under each line); what a requested date would do to the open work orders (with a picker of
 * the products to ask about), and the rough-cut load, for the schedule's viewers. Each is computed from the schedule as it stands.
 */
export const planningRoutes: FastifyPluginAsyncZod<{ planning: PlanningService }> = async (app, { planning }) => {
  app.get(
    '/planning/promise',
    {
      config: { access: { anyOf: [...PROMISE_ACCESS] } },
      schema: {
        tags,
        summary:
          'The earliest day a quantity of a product can be dispatched, planned after every open work order, and what decides it',
        querystring: promiseQuerySchema,
        response: { 200: promiseAnswerSchema },
      },
    },
    (request) => planning.promise(request.query),
  );

  app.get(
    '/planning/what-if',
    {
      config: { access: permission('schedule', 'view') },
      schema: {
        tags,
        summary:
          'The promise, and the plan with the pieces due on the requested date: whether they make it and which work orders become late',
        querystring: whatIfQuerySchema,
        response: { 200: whatIfAnswerSchema },
      },
    },
    (request) => planning.whatIf(request.query),
  );

  app.get(
    '/planning/products',
    {
      config: { access: permission('schedule', 'view') },
      schema: {
        tags,
        summary:
          'Up to 20 products whose drawing number, description or party code contains the text, with their cycle times',
        querystring: optionsQuerySchema,
        response: { 200: z.array(workOrderProductOptionSchema) },
      },
    },
    (request) => planning.products(request.query.search),
  );

  app.get(
    '/planning/rough-cut',
    {
      config: { access: permission('schedule', 'view') },
      schema: {
        tags,
        summary:
          "Each machine's and each kind's load, week by week from this one, against its working time: planned, and by due date",
        querystring: roughCutQuerySchema,
        response: { 200: roughCutSchema },
      },
    },
    (request) => planning.roughCut(request.query.weeks),
  );
};
