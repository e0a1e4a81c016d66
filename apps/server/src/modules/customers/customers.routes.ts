import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_SORTABLE,
  customerCreateSchema,
  customerListFilterSchema,
  customerOptionSchema,
  customerSchema,
  customerUpdateSchema,
  idParamsSchema,
  optionsQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerImportRoute } from '../../lib/csv-import.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import { permission } from '../../plugins/access.js';
import type { CustomersService } from './customers.service.js';

const tags = ['customers'];
const options = z.array(customerOptionSchema);

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  registerPickerRoute(app, 'customers', {
    url: '/customers/party-code/:code',
    summary: 'Customers whose party code contains the text (case-insensitive), at most 20, by party code',
    params: z.object({ code: z.string().trim() }),
    response: options,
    run: ({ params }) => customers.findByPartyCode(params.code),
  });

  registerPickerRoute(app, 'customers', {
    url: '/customers/search',
    summary:
      'Customers whose party code or name contains the text (case-insensitive), at most 20: codes then names starting with it first',
    querystring: optionsQuerySchema,
    response: options,
    run: ({ query }) => customers.search(query.search),
  });

  registerPickerRoute(app, 'customers', {
    url: '/customers/all',
    summary: 'Every customer that is not deleted, by party code',
    response: options,
    run: () => customers.allOptions(),
  });

  // Two segments under /customers, so it never meets `GET /customers/:id`.
  registerPickerRoute(app, 'customers', {
    url: '/customers/options/:id',
    summary:
      'One customer as the pickers show it, by id (a filter or form that names it); a deleted customer is answered too, as old orders and invoices name it',
    params: idParamsSchema,
    response: customerOptionSchema,
    run: ({ params }) => customers.optionById(params.id),
  });

  app.delete(
    '/customers/:id/restore',
    {
      config: { access: permission('customers', 'delete') },
      schema: {
        tags,
        summary: 'Brings back a soft-deleted customer',
        params: idParamsSchema,
        response: { 200: customerSchema },
      },
    },
    (request) => customers.restore(request.params.id),
  );

  registerImportRoute(app, { resource: 'customers', scope: 'customers', importer: customers.importRows });

  registerCrudRoutes(app, {
    resource: 'customers',
    item: customerSchema,
    list: {
      sortable: CUSTOMER_SORTABLE,
      filters: customerListFilterSchema,
      run: customers.list,
      export: { columns: fieldColumns(CUSTOMER_CSV_COLUMNS.map((c) => c.key)), all: customers.all },
    },
    get: { run: customers.get },
    create: { body: customerCreateSchema, run: customers.create },
    update: { PUT: customerUpdateSchema, run: customers.update },
    remove: { run: customers.remove },
  });
};
