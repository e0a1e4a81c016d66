import {
  idParamsSchema,
  optionsQuerySchema,
  SUPPLIER_CSV_COLUMNS,
  SUPPLIER_SORTABLE,
  supplierCreateSchema,
  supplierOptionSchema,
  supplierPutSchema,
  supplierSchema,
  supplierUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerImportRoute } from '../../lib/csv-import.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import type { SuppliersService } from './suppliers.service.js';

/** Suppliers (contract §4): PUT replaces the whole record, PATCH any part; the export imports back. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (app, { suppliers }) => {
  registerPickerRoute(app, 'suppliers', {
    url: '/suppliers/options',
    summary:
      'Active suppliers whose name or code contains the text (case-insensitive), at most 20: codes then names starting with it first',
    querystring: optionsQuerySchema,
    response: z.array(supplierOptionSchema),
    run: ({ query }) => suppliers.options(query.search),
  });

  // Two segments under /suppliers, so it never meets `GET /suppliers/:id`.
  registerPickerRoute(app, 'suppliers', {
    url: '/suppliers/options/:id',
    summary:
      'One supplier as the pickers show it, by id (a filter or form that names it); an inactive supplier is answered too, as old orders name it',
    params: idParamsSchema,
    response: supplierOptionSchema,
    run: ({ params }) => suppliers.optionById(params.id),
  });

  registerImportRoute(app, { resource: 'suppliers', scope: 'suppliers', importer: suppliers.importRows });

  registerCrudRoutes(app, {
    resource: 'suppliers',
    item: supplierSchema,
    list: {
      sortable: SUPPLIER_SORTABLE,
      run: suppliers.list,
      export: { columns: fieldColumns(SUPPLIER_CSV_COLUMNS.map((c) => c.key)), all: suppliers.all },
    },
    get: { run: suppliers.get },
    create: { body: supplierCreateSchema, run: suppliers.create },
    update: { PUT: supplierPutSchema, PATCH: supplierUpdateSchema, run: suppliers.update },
    remove: { run: suppliers.remove },
  });
};
