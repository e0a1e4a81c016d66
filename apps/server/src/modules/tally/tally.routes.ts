import { TALLY_EXPORT_ACCESS, tallyExportQuerySchema, tallySummarySchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../lib/pdf-reply.js';
import { type Access, principalOf } from '../../plugins/access.js';
import type { TallyService } from './tally.service.js';

const tags = ['tally'];

/** Whoever may see one kind of the documents exported; the service refuses, by name, a kind asked for that the user may not see. */
const access: Access = { anyOf: TALLY_EXPORT_ACCESS };

/**
 * Tally Prime's import file of a period's vouchers (sales, credit and debit notes, purchases,
 * receipts, payments), and what it will hold, for the page.
 */
export const tallyRoutes: FastifyPluginAsyncZod<{ tally: TallyService }> = async (app, { tally }) => {
  app.get(
    '/tally/summary',
    {
      config: { access },
      schema: {
        tags,
        summary: "What the period's Tally file holds: each kind's count and total, and the ledgers it posts to",
        querystring: tallyExportQuerySchema,
        response: { 200: tallySummarySchema },
      },
    },
    (request) => tally.summary(request.query, principalOf(request).user),
  );

  app.get(
    '/tally/export',
    {
      config: { access },
      schema: {
        tags,
        summary: "The period's vouchers as Tally Prime's XML import file, posted to the ledgers company settings name",
        querystring: tallyExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, xml } = await tally.file(request.query, principalOf(request).user);
      return sendFile(reply, fileName, 'application/xml; charset=utf-8', xml);
    },
  );
};
