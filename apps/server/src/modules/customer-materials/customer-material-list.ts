import { CUSTOMER_MATERIAL_SORTABLE, type CustomerMaterialListFilter } from '@lathe/shared';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerMaterialReceipts } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { CustomerMaterialRecord } from './customer-material-lock.js';
import { type MaterialTotals, materialTotalsColumns, toCustomerMaterialSummary } from './customer-material-rows.js';

export type CustomerMaterialSort = (typeof CUSTOMER_MATERIAL_SORTABLE)[number];

const SORTABLE = sortColumns(CUSTOMER_MATERIAL_SORTABLE, {
  receiptNumber: customerMaterialReceipts.receiptNumber,
  receiptDate: customerMaterialReceipts.receiptDate,
  customerName: customerMaterialReceipts.customerName,
  status: customerMaterialReceipts.status,
  createdAt: customerMaterialReceipts.createdAt,
  updatedAt: customerMaterialReceipts.updatedAt,
});

function filterCondition(filters: CustomerMaterialListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  return and(
    filters.status ? eq(customerMaterialReceipts.status, filters.status) : undefined,
    filters.customerId ? eq(customerMaterialReceipts.customerId, filters.customerId) : undefined,
  );
}

/** The list: receipt number, customer and their challan number searched (one trigram-indexed text); status and customer filtered. */
export const customerMaterialListSpec = (
  filters: CustomerMaterialListFilter | undefined,
): ListSpec<CustomerMaterialSort> => ({
  table: customerMaterialReceipts,
  searchable: [customerMaterialReceipts.searchText],
  sortable: SORTABLE,
  tieBreaker: customerMaterialReceipts.id,
  filters,
  where: filterCondition(filters),
});

export const fetchCustomerMaterialSummaries = (db: DbOrTx) => async (page: PageRequest) => {
  const select = db
    .select({ ...getTableColumns(customerMaterialReceipts), ...materialTotalsColumns })
    .from(customerMaterialReceipts)
    .$dynamic();
  const rows = (await withPage(select, page)) as (CustomerMaterialRecord & MaterialTotals)[];
  return rows.map((row) => toCustomerMaterialSummary(row, row));
};
