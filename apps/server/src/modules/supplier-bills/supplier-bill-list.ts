import { SUPPLIER_BILL_SORTABLE, type SupplierBillListFilter } from '@lathe/shared';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supplierBills } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { SupplierBillRecord } from './supplier-bill-lock.js';
import { toSupplierBillSummary } from './supplier-bill-rows.js';

export type SupplierBillSort = (typeof SUPPLIER_BILL_SORTABLE)[number];

const SORTABLE = sortColumns(SUPPLIER_BILL_SORTABLE, {
  billNumber: supplierBills.billNumber,
  billDate: supplierBills.billDate,
  supplierInvoiceDate: supplierBills.supplierInvoiceDate,
  dueDate: supplierBills.dueDate,
  supplierName: supplierBills.supplierName,
  grandTotal: supplierBills.grandTotal,
  status: supplierBills.status,
  createdAt: supplierBills.createdAt,
  updatedAt: supplierBills.updatedAt,
});

function filterCondition(filters: SupplierBillListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { status, supplierId, purchaseOrderId, held, from, to } = filters;
  return and(
    status ? eq(supplierBills.status, status) : undefined,
    held ? eq(supplierBills.status, 'held') : undefined,
    supplierId ? eq(supplierBills.supplierId, supplierId) : undefined,
    purchaseOrderId ? eq(supplierBills.purchaseOrderId, purchaseOrderId) : undefined,
    from ? gte(supplierBills.billDate, from) : undefined,
    to ? lte(supplierBills.billDate, to) : undefined,
  );
}

/**
 * The list: our number, the supplier's invoice number, the supplier and the PO searched (one
 * trigram-indexed text); status, held, supplier, order and bill dates filtered.
 */
export const supplierBillListSpec = (filters: SupplierBillListFilter | undefined): ListSpec<SupplierBillSort> => ({
  table: supplierBills,
  searchable: [supplierBills.searchText],
  sortable: SORTABLE,
  tieBreaker: supplierBills.id,
  filters,
  where: filterCondition(filters),
});

export const fetchSupplierBillSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  ((await withPage(db.select().from(supplierBills).$dynamic(), page)) as SupplierBillRecord[]).map(
    toSupplierBillSummary,
  );
