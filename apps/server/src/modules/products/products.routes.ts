import {
  PRODUCT_SORTABLE,
  productCreateSchema,
  productOptionSchema,
  productOptionsQuerySchema,
  productSchema,
  productUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import type { ProductsService } from './products.service.js';

/** Spec §7 Products: list, read, create, PATCH (partial) and delete; and the line picker. */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  registerPickerRoute(app, 'products', {
    url: '/products/options',
    summary: "Up to 20 of a customer's products whose drawing number or description contains the text",
    querystring: productOptionsQuerySchema,
    response: z.array(productOptionSchema),
    run: ({ query }) => products.options(query.customerId, query.search),
  });

  registerCrudRoutes(app, {
    resource: 'products',
    item: productSchema,
    list: {
      sortable: PRODUCT_SORTABLE,
      run: products.list,
      export: {
        columns: fieldColumns([
          'partyCode',
          'customerName',
          ...Object.keys(productCreateSchema.shape).filter((field) => field !== 'partyCode'),
          'createdAt',
          'updated_at',
        ]),
        all: products.all,
      },
    },
    get: { run: products.get },
    create: { body: productCreateSchema, run: products.create },
    update: { PATCH: productUpdateSchema, run: products.update },
    remove: { run: products.remove },
  });
};
