import { INVOICE_FLOW, idParamsSchema, invoiceSchema, irnInputSchema, irnRemoveQuerySchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stepAccess } from '../../plugins/access.js';
import type { InvoicesService } from './invoices.service.js';

const tags = ['invoices'];

/**
 * The IRN of an e-invoiced invoice: `PUT invoices/{id}/irn` records the portal's answer,
 * `DELETE invoices/{id}/irn?version=` clears a wrong one; both answer the invoice as it now
 * stands. Whoever issues invoices does both (the flow's recordIrn and removeIrn: invoice-status: create).
 */
export function registerIrnRoutes(app: Parameters<FastifyPluginAsyncZod>[0], invoices: InvoicesService) {
  app.put(
    '/invoices/:id/irn',
    {
      config: { access: stepAccess(INVOICE_FLOW, 'recordIrn') },
      schema: {
        tags,
        summary:
          "Records the Invoice Registration Portal's answer (IRN, Ack No., Ack Date, signed QR code) on an issued invoice",
        params: idParamsSchema,
        body: irnInputSchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.recordIrn(request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id/irn',
    {
      config: { access: stepAccess(INVOICE_FLOW, 'removeIrn') },
      schema: {
        tags,
        summary: 'Clears an IRN recorded against the wrong invoice (not on a cancelled invoice)',
        params: idParamsSchema,
        querystring: irnRemoveQuerySchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.removeIrn(request.params.id, request.query.version),
  );
}
