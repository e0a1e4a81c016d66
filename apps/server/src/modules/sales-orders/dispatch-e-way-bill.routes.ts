import { eWayBillEntrySchema, eWayBillTransportSchema, idParamsSchema, salesOrderSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonFile } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { CompanyService } from '../company/index.js';
import type { SalesOrdersService } from './sales-orders.service.js';

const tags = ['sales-orders'];
const params = idParamsSchema.extend({ dispatchId: z.uuid({ error: 'Dispatch is invalid' }) });

/**
 * The e-way bill of a dispatch's delivery challan: `GET …/dispatches/{dispatchId}/e-way-bill?transMode…`
 * answers the JSON for the portal's bulk upload (whoever sees the order, as the challan's PDF),
 * `PUT` records the e-way bill the portal generated and `DELETE` clears a wrong one (whoever
 * records dispatches, dispatches: create); both answer the order as it now stands.
 */
export function registerDispatchEWayBillRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  salesOrders: SalesOrdersService,
  company: CompanyService,
) {
  app.get(
    '/sales-orders/:id/dispatches/:dispatchId/e-way-bill',
    {
      config: { access: permission('sales-orders', 'view') },
      schema: {
        tags,
        summary:
          "A dispatch's challan as e-way bill JSON for the portal's bulk upload, with the transport given, checked against the portal's schema",
        params,
        querystring: eWayBillTransportSchema,
      },
    },
    async (request, reply) => {
      const { id, dispatchId } = request.params;
      const { fileName, json } = await salesOrders.eWayBill(id, dispatchId, request.query, await company.get());
      return sendJsonFile(reply, fileName, json);
    },
  );

  app.put(
    '/sales-orders/:id/dispatches/:dispatchId/e-way-bill',
    {
      config: { access: permission('dispatches', 'create') },
      schema: {
        tags,
        summary: "Records the e-way bill the portal generated for a dispatch's challan: its number, date and validity",
        params,
        body: eWayBillEntrySchema,
        response: { 200: salesOrderSchema },
      },
    },
    (request) => salesOrders.recordEWayBill(request.params.id, request.params.dispatchId, request.body),
  );

  app.delete(
    '/sales-orders/:id/dispatches/:dispatchId/e-way-bill',
    {
      config: { access: permission('dispatches', 'create') },
      schema: {
        tags,
        summary: 'Clears an e-way bill recorded against the wrong dispatch',
        params,
        response: { 200: salesOrderSchema },
      },
    },
    (request) => salesOrders.clearEWayBill(request.params.id, request.params.dispatchId),
  );
}
