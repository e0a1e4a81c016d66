import { eWayBillEntrySchema, eWayBillTransportSchema, idParamsSchema, invoiceSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonFile } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { InvoicesService } from './invoices.service.js';

const tags = ['invoices'];

/**
 * The e-way bill of an issued invoice's goods: `GET invoices/{id}/e-way-bill?transMode…` answers
 * the JSON for the portal's bulk upload (whoever sees the invoice), `PUT invoices/{id}/e-way-bill`
 * records the e-way bill the portal generated and `DELETE` clears a wrong one (whoever issues
 * invoices, invoice-status: create); both answer the invoice as it now stands.
 */
export function registerEWayBillRoutes(app: Parameters<FastifyPluginAsyncZod>[0], invoices: InvoicesService) {
  app.get(
    '/invoices/:id/e-way-bill',
    {
      config: { access: permission('invoices', 'view') },
      schema: {
        tags,
        summary:
          "An issued invoice's e-way bill JSON for the portal's bulk upload, with the transport given, checked against the portal's schema",
        params: idParamsSchema,
        querystring: eWayBillTransportSchema,
      },
    },
    async (request, reply) => {
      const { fileName, json } = await invoices.eWayBill(request.params.id, request.query);
      return sendJsonFile(reply, fileName, json);
    },
  );

  app.put(
    '/invoices/:id/e-way-bill',
    {
      config: { access: permission('invoice-status', 'create') },
      schema: {
        tags,
        summary: 'Records the e-way bill the portal generated for an issued invoice: its number, date and validity',
        params: idParamsSchema,
        body: eWayBillEntrySchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.recordEWayBill(request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id/e-way-bill',
    {
      config: { access: permission('invoice-status', 'create') },
      schema: {
        tags,
        summary: 'Clears an e-way bill recorded against the wrong invoice',
        params: idParamsSchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.clearEWayBill(request.params.id),
  );
}
