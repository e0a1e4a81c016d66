import {
  CONTROL_PLAN_SORTABLE,
  type ControlPlanListFilter,
  controlPlanInputSchema,
  controlPlanListFilterSchema,
  controlPlanMissingSchema,
  controlPlanSchema,
  controlPlanSummarySchema,
  listResultSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { ControlPlansService } from './control-plans.service.js';

const tags = ['control-plans'];
const params = z.object({ productId: z.uuid() });

/**
 * Control plans (`/api/control-plans`), by product, under the `control-plans` scope: the list of
 * products with their plans, a plan and its PDF for whoever views them; saving a plan (its next
 * revision) by its edit. A product without a plan answers 404 with its drawing's figures to start from.
 */
export const controlPlansRoutes: FastifyPluginAsyncZod<{ controlPlans: ControlPlansService }> = async (
  app,
  { controlPlans },
) => {
  const view = permission('control-plans', 'view');

  registerCrudRoutes(app, {
    resource: 'control-plans',
    item: controlPlanSummarySchema,
    list: {
      sortable: CONTROL_PLAN_SORTABLE,
      filters: controlPlanListFilterSchema,
      response: listResultSchema(controlPlanSummarySchema),
      run: (query, filters: ControlPlanListFilter) => controlPlans.list(query, filters),
    },
  });

  app.get(
    '/control-plans/:productId',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          'A product\'s control plan; 404 "No control plan for this product" with the product and its drawing\'s figures to start one from',
        params,
        response: {
          200: controlPlanSchema,
          404: controlPlanMissingSchema.partial({ product: true, suggestion: true }),
        },
      },
    },
    async (request, reply) => {
      const found = await controlPlans.read(request.params.productId);
      return 'suggestion' in found ? reply.status(404).send(found) : found;
    },
  );

  app.put(
    '/control-plans/:productId',
    {
      config: { access: permission('control-plans', 'edit') },
      schema: {
        tags,
        summary:
          "Saves a product's whole control plan as its next revision, revised today; `version` the one read (409 when stale)",
        params,
        body: controlPlanInputSchema,
        response: { 200: controlPlanSchema },
      },
    },
    (request) => controlPlans.save(request.params.productId, request.body),
  );

  app.get(
    '/control-plans/:productId/pdf',
    {
      config: { access: view },
      schema: { tags, summary: 'The control plan as a PDF, in the AIAG control plan columns', params },
    },
    async (request, reply) => {
      const { fileName, body } = await controlPlans.pdf(request.params.productId);
      return sendPdf(reply, fileName, body);
    },
  );
};
