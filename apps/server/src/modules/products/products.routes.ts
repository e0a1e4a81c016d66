import { PRODUCT_SORTABLE, productCreateSchema, productSchema, productUpdateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import type { ProductsService } from './products.service.js';

/** Spec §7 Products: list, read, create, PATCH (partial) and delete. */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  registerEntityRoutes(app, {
    resource: 'products',
    scope: 'products',
    sortable: PRODUCT_SORTABLE,
    item: productSchema,
    create: productCreateSchema,
    updates: [{ method: 'PATCH', body: productUpdateSchema }],
    exportColumns: fieldColumns([
      'partyCode',
      'customerName',
      ...Object.keys(productCreateSchema.shape).filter((field) => field !== 'partyCode'),
      'createdAt',
      'updated_at',
    ]),
    service: products,
  });
};
