import {
  SUPPLIER_CSV_COLUMNS,
  SUPPLIER_SORTABLE,
  supplierCreateSchema,
  supplierPutSchema,
  supplierSchema,
  supplierUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerImportRoute } from '../../lib/csv-import.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import type { SuppliersService } from './suppliers.service.js';

/** Suppliers (contract §4): PUT replaces the whole record, PATCH any part; the export imports back. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (app, { suppliers }) => {
  registerImportRoute(app, { resource: 'suppliers', scope: 'suppliers', importer: suppliers.importRows });

  registerEntityRoutes(app, {
    resource: 'suppliers',
    scope: 'suppliers',
    sortable: SUPPLIER_SORTABLE,
    item: supplierSchema,
    create: supplierCreateSchema,
    updates: [
      { method: 'PUT', body: supplierPutSchema },
      { method: 'PATCH', body: supplierUpdateSchema },
    ],
    exportColumns: fieldColumns(SUPPLIER_CSV_COLUMNS.map((c) => c.key)),
    service: suppliers,
  });
};
