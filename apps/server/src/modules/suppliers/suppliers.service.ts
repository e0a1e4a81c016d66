import {
  SUPPLIER_CSV_COLUMNS,
  SUPPLIER_OPTION_MATCHES,
  SUPPLIER_SORTABLE,
  type Supplier,
  type SupplierCreateData,
  type SupplierOption,
  type SupplierUpdateData,
  supplierCreateSchema,
} from '@lathe/shared';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';
import { createImporter } from '../../lib/csv-import.js';
import { createEntityService } from '../../lib/entity-service.js';
import { notFound } from '../../lib/errors.js';
import { escapeLike, searchCondition, sortColumns } from '../../lib/list.js';
import { shownColumns, toJson } from '../../lib/row-codec.js';

type SupplierRow = Omit<typeof suppliers.$inferSelect, 'searchText'>;
type SupplierSort = (typeof SUPPLIER_SORTABLE)[number];

/** What a picker shows, and what a purchase order's form derives from the choice (the tax type, by state). */
const optionColumns = {
  id: suppliers.id,
  name: suppliers.name,
  supplierCode: suppliers.supplierCode,
  gstin: suppliers.gstin,
  state: suppliers.state,
};

export function createSuppliersService(db: Db) {
  const entity = createEntityService<SupplierRow, Supplier, SupplierSort, SupplierCreateData, SupplierUpdateData>({
    db,
    table: suppliers,
    counted: 'suppliers',
    label: 'Supplier',
    select: (tx: DbOrTx) => tx.select(shownColumns(suppliers)).from(suppliers).$dynamic(),
    toDto: (row) => toJson(row) as Supplier,
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
    /**
     * `suppliers/options?search=`: the purchase order and challan forms' supplier picker, active
     * suppliers whose name or code contains the text; codes, then names, starting with it first.
     * Empty text answers the first of them by name, so the picker opens on a list.
     */
    async options(text: string): Promise<SupplierOption[]> {
      const starts = `${escapeLike(text)}%`;
      return db
        .select(optionColumns)
        .from(suppliers)
        .where(and(eq(suppliers.isActive, true), searchCondition([suppliers.supplierCode, suppliers.name], text)))
        .orderBy(
          ...(text ? [desc(ilike(suppliers.supplierCode, starts)), desc(ilike(suppliers.name, starts))] : []),
          asc(suppliers.name),
          asc(suppliers.id),
        )
        .limit(SUPPLIER_OPTION_MATCHES);
    },

    /** `suppliers/options/{id}`: one supplier as a picker shows it, inactive or not (old orders name it). */
    async optionById(id: string): Promise<SupplierOption> {
      const [row] = await db.select(optionColumns).from(suppliers).where(eq(suppliers.id, id));
      if (!row) throw notFound('Supplier');
      return row;
    },
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
