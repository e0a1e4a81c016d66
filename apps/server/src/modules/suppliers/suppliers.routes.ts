import {
  SUPPLIER_CSV_COLUMNS,
  SUPPLIER_SORTABLE,
  supplierCreateSchema,
  supplierPutSchema,
  supplierSchema,
  supplierUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerImportRoute } from '../../lib/csv-import.js';
import type { SuppliersService } from './suppliers.service.js';

/** Suppliers (contract §4): PUT replaces the whole record, PATCH any part; the export imports back. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (app, { suppliers }) => {
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
