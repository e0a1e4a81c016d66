import { INSPECTION_SORTABLE, type InspectionListFilter } from '@lathe/shared';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { dispatches, inspections, products, workOrders } from '../../db/schema/index.js';
import { escapeLike, type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import { type SummaryRow, selectSummaries, toInspectionSummary } from './inspection-rows.js';

export type InspectionSort = (typeof INSPECTION_SORTABLE)[number];

const SORTABLE = sortColumns(INSPECTION_SORTABLE, {
  inspectedOn: inspections.inspectedOn,
  kind: inspections.kind,
  result: inspections.result,
  updatedAt: inspections.updatedAt,
});

/** The inspection names one of the records whose text matches (their ids taken first, once). */
const naming = (column: PgColumn, table: PgTable, id: PgColumn, text: PgColumn, pattern: string) =>
  sql`${column} = any(array(select ${id} from ${table} where ${text} ilike ${pattern}))`;

/**
 * A search reaches what the inspection names: the product's drawing and description, the work
 * order's number and the dispatch's challan number (each an indexed text of its own table), so
 * the list and its count read the inspections table alone, through its index on each: the ids
 * found first make each condition an index's, where a subquery per inspection would read them all.
 */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    naming(inspections.productId, products, products.id, products.searchText, pattern),
    naming(inspections.workOrderId, workOrders, workOrders.id, workOrders.searchText, pattern),
    naming(inspections.dispatchId, dispatches, dispatches.id, dispatches.challanNumber, pattern),
  );
}

function filterCondition(filters: InspectionListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { kind, result, productId, from, to, workOrderId, dispatchId, salesOrderId } = filters;
  return and(
    kind ? eq(inspections.kind, kind) : undefined,
    result ? eq(inspections.result, result) : undefined,
    productId ? eq(inspections.productId, productId) : undefined,
    from ? gte(inspections.inspectedOn, from) : undefined,
    to ? lte(inspections.inspectedOn, to) : undefined,
    workOrderId ? eq(inspections.workOrderId, workOrderId) : undefined,
    dispatchId ? eq(inspections.dispatchId, dispatchId) : undefined,
    salesOrderId
      ? inArray(
          inspections.dispatchId,
          sql`(select ${dispatches.id} from ${dispatches} where ${dispatches.orderId} = ${salesOrderId})`,
        )
      : undefined,
  );
}

/** The list: kind, result, product, a date range and the inspected work order, dispatch or sales order filtered. */
export const inspectionListSpec = (filters: InspectionListFilter | undefined): ListSpec<InspectionSort> => ({
  table: inspections,
  searchable: searchCondition,
  sortable: SORTABLE,
  tieBreaker: inspections.id,
  filters,
  where: filterCondition(filters),
});

/** A page of list rows, each with its product, work order or dispatch, and inspector. */
export const fetchInspectionSummaries = (db: DbOrTx) => async (page: PageRequest) => {
  const rows = (await withPage(selectSummaries(db).$dynamic(), page)) as SummaryRow[];
  return rows.map(toInspectionSummary);
};
