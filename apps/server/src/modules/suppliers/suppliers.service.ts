import {
  SUPPLIER_CSV_COLUMNS,
  type SUPPLIER_SORTABLE,
  type Supplier,
  type SupplierCreateData,
  type SupplierUpdateData,
  supplierCreateSchema,
} from '@lathe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';
import { createImporter } from '../../lib/csv-import.js';
import { createEntityService } from '../../lib/entity-service.js';

type SupplierRow = typeof suppliers.$inferSelect;
type SupplierSort = (typeof SUPPLIER_SORTABLE)[number];

export const toSupplier = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  supplierCode: row.supplierCode,
  contactPerson: row.contactPerson,
  email: row.email,
  phone: row.phone,
  gstin: row.gstin,
  address: row.address,
  state: row.state,
  materials: row.materials,
  isActive: row.isActive,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createSuppliersService(db: Db) {
  const entity = createEntityService<SupplierRow, Supplier, SupplierSort, SupplierCreateData, SupplierUpdateData>({
    db,
    table: suppliers,
    counted: 'suppliers',
    label: 'Supplier',
    select: (tx: DbOrTx) => tx.select().from(suppliers).$dynamic(),
    toDto: toSupplier,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [suppliers.searchText],
    sortable: {
      name: suppliers.name,
      supplierCode: suppliers.supplierCode,
      contactPerson: suppliers.contactPerson,
      state: suppliers.state,
      isActive: suppliers.isActive,
      createdAt: suppliers.createdAt,
      updatedAt: suppliers.updatedAt,
    },
  });

  return {
    ...entity,
    /** `POST suppliers/import`: the supplier code finds the supplier to update; a row without one adds a supplier. */
    importRows: createImporter(db, {
      table: suppliers,
      columns: SUPPLIER_CSV_COLUMNS,
      schema: supplierCreateSchema,
      key: 'supplierCode',
    }),
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
