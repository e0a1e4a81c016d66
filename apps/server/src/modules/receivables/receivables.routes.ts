import { ageingSchema, idParamsSchema, statementQuerySchema, statementSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permission } from '../../plugins/access.js';
import type { ReceivablesService } from './receivables.service.js';

/** What customers owe, for whoever may see invoices: a customer's statement and everyone's ageing. */
export const receivablesRoutes: FastifyPluginAsyncZod<{ receivables: ReceivablesService }> = async (
  app,
  { receivables },
) => {
  const access = permission('invoices', 'view');
  app.get(
    '/customers/:id/statement',
    {
      config: { access },
      schema: {
        tags: ['receivables'],
        summary: "The customer's statement of account: opening balance, invoices, payments, closing balance",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
    },
    (request) => receivables.statement(request.params.id, request.query),
  );
  app.get(
    '/receivables/ageing',
    {
      config: { access },
      schema: {
        tags: ['receivables'],
        summary: 'What each customer owes today by days past due (not due, 0–30, 31–60, 61–90, 90+), and the totals',
        response: { 200: ageingSchema },
      },
    },
    () => receivables.ageing(),
  );
};
