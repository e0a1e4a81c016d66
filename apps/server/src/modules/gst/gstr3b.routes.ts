import { gstMonthQuerySchema, gstr3bReportSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonFile } from '../../lib/pdf-reply.js';
import { type Access, permission, principalOf } from '../../plugins/access.js';
import type { Gstr3bService } from './gstr3b.service.js';

const tags = ['gst'];
const file: Access = {
  allOf: [
    { scope: 'invoices', action: 'view' },
    { scope: 'supplier-bills', action: 'view' },
  ],
};

/**
 * GSTR-3B of a month: the worksheet for whoever reads invoices (the supplier bills' figures only
 * for who may see the bills), and the file for the portal's offline tool, whole or not at all:
 * it needs both.
 */
export const gstr3bRoutes: FastifyPluginAsyncZod<{ gstr3b: Gstr3bService }> = async (app, { gstr3b }) => {
  app.get(
    '/gst/gstr-3b',
    {
      config: { access: permission('invoices', 'view') },
      schema: {
        tags,
        summary: 'GSTR-3B worksheet of a month (tables 3.1, 3.2, 4 and 5), each figure with the documents behind it',
        querystring: gstMonthQuerySchema,
        response: { 200: gstr3bReportSchema },
      },
    },
    (request) => gstr3b.worksheet(request.query.month, principalOf(request).user),
  );

  app.get(
    '/gst/gstr-3b/json',
    {
      config: { access: file },
      schema: {
        tags,
        summary: "GSTR-3B of a month as the GST portal's offline tool takes it",
        querystring: gstMonthQuerySchema,
      },
    },
    async (request, reply) => {
      const { gstin, json } = await gstr3b.json(request.query.month);
      const [year, month] = request.query.month.split('-');
      return sendJsonFile(reply, `GSTR3B_${gstin}_${month}${year}.json`, json);
    },
  );
};
