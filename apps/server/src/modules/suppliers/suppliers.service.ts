import {
  SUPPLIER_CSV_COLUMNS,
  SUPPLIER_SORTABLE,
  type Supplier,
  type SupplierCreateData,
  type SupplierUpdateData,
  supplierCreateSchema,
} from '@lathe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';
import { createImporter } from '../../lib/csv-import.js';
import { createEntityService } from '../../lib/entity-service.js';
import { sortColumns } from '../../lib/list.js';
import { shownColumns, toJson } from '../../lib/row-codec.js';

type SupplierRow = Omit<typeof suppliers.$inferSelect, 'searchText'>;
type SupplierSort = (typeof SUPPLIER_SORTABLE)[number];

export function createSuppliersService(db: Db) {
  const entity = createEntityService<SupplierRow, Supplier, SupplierSort, SupplierCreateData, SupplierUpdateData>({
    db,
    table: suppliers,
    counted: 'suppliers',
    label: 'Supplier',
    select: (tx: DbOrTx) => tx.select(shownColumns(suppliers)).from(suppliers).$dynamic(),
    toDto: toJson,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [suppliers.searchText],
    sortable: sortColumns(SUPPLIER_SORTABLE, {
      name: suppliers.name,
      supplierCode: suppliers.supplierCode,
      contactPerson: suppliers.contactPerson,
      state: suppliers.state,
      isActive: suppliers.isActive,
      createdAt: suppliers.createdAt,
      updatedAt: suppliers.updatedAt,
    }),
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
