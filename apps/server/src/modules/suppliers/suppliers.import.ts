import { SUPPLIER_CSV_COLUMNS, supplierCreateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';
import { createImporter, registerImportRoute } from '../../lib/csv-import.js';

/**
 * `POST suppliers/import`: the supplier code finds the supplier to update; a row without a
 * code always adds a supplier.
 */
export const suppliersImportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const importer = createImporter(db, {
    table: suppliers,
    columns: SUPPLIER_CSV_COLUMNS,
    schema: supplierCreateSchema,
    key: 'supplierCode',
  });
  registerImportRoute(app, { resource: 'suppliers', scope: 'suppliers', importer });
};
