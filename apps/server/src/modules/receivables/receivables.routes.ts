import { ageingSchema, idParamsSchema, statementQuerySchema, statementSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfFileName, sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { CompanyService } from '../company/index.js';
import type { ReceivablesService } from './receivables.service.js';
import { renderAgeingPdf } from './receivables-pdf.js';

/** What customers owe, for whoever may see invoices: a customer's statement and everyone's ageing, on screen and as PDFs. */
export const receivablesRoutes: FastifyPluginAsyncZod<{
  receivables: ReceivablesService;
  company: CompanyService;
}> = async (app, { receivables, company }) => {
  const access = permission('invoices', 'view');
  const tags = ['receivables'];
  app.get(
    '/customers/:id/statement',
    {
      config: { access },
      schema: {
        tags,
        summary: "The customer's statement of account: opening balance, invoices, payments, closing balance",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
    },
    async (request) => receivables.statement(request.params.id, request.query, await company.get()),
  );
  app.get(
    '/customers/:id/statement/pdf',
    {
      config: { access },
      schema: {
        tags,
        summary: "The customer's statement of account as a PDF, for the same period",
        params: idParamsSchema,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receivables.statementDocument(
        request.params.id,
        request.query,
        await company.get(),
      );
      return sendPdf(reply, fileName, await pdf());
    },
  );
  app.get(
    '/receivables/ageing',
    {
      config: { access },
      schema: {
        tags,
        summary: 'What each customer owes today by days past due (not due, 0–30, 31–60, 61–90, 90+), and the totals',
        response: { 200: ageingSchema },
      },
    },
    () => receivables.ageing(),
  );
  app.get(
    '/customers/:id/ageing',
    {
      config: { access },
      schema: {
        tags,
        summary: 'What the customer owes today by days past due, in the buckets of the ageing (no row when nothing)',
        params: idParamsSchema,
        response: { 200: ageingSchema },
      },
    },
    (request) => receivables.ageing(request.params.id),
  );
  app.get(
    '/receivables/ageing/pdf',
    { config: { access }, schema: { tags, summary: 'The ageing of receivables as a PDF' } },
    async (_request, reply) => {
      const [ageing, seller] = await Promise.all([receivables.ageing(), company.get()]);
      return sendPdf(reply, pdfFileName(`Ageing-${ageing.asOf}`), await renderAgeingPdf(ageing, seller));
    },
  );
};
