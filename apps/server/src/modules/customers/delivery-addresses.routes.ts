import {
  deliveryAddressInputSchema,
  deliveryAddressListQuerySchema,
  deliveryAddressParamsSchema,
  deliveryAddressSchema,
  idParamsSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import { permission } from '../../plugins/access.js';
import type { DeliveryAddressesService } from './delivery-addresses.service.js';

const tags = ['customers'];

export const deliveryAddressesRoutes: FastifyPluginAsyncZod<{ addresses: DeliveryAddressesService }> = async (
  app,
  { addresses },
) => {
  // Read by the customer's page and by the order, dispatch and invoice forms' pickers.
  registerPickerRoute(app, 'customers', {
    url: '/customers/:id/delivery-addresses',
    summary: "A customer's delivery addresses, the default first; `active=true`: only those a new document may choose",
    params: idParamsSchema,
    querystring: deliveryAddressListQuerySchema,
    response: z.array(deliveryAddressSchema),
    run: ({ params, query }) => addresses.list(params.id, query.active),
  });

  app.post(
    '/customers/:id/delivery-addresses',
    {
      config: { access: permission('customers', 'edit') },
      schema: {
        tags,
        summary: 'Adds a delivery address to a customer: its own state and PIN (which must agree) and GSTIN',
        params: idParamsSchema,
        body: deliveryAddressInputSchema,
        response: { 201: deliveryAddressSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addresses.create(request.params.id, request.body)),
  );

  app.put(
    '/customers/:id/delivery-addresses/:addressId',
    {
      config: { access: permission('customers', 'edit') },
      schema: {
        tags,
        summary: 'Replaces a delivery address; `isActive: false` deactivates it (documents that named it keep it)',
        params: deliveryAddressParamsSchema,
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema },
      },
    },
    (request) => addresses.update(request.params.id, request.params.addressId, request.body),
  );
};
