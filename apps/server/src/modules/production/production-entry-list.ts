import { PRODUCTION_ENTRY_SORTABLE, type ProductionEntryListFilter } from '@lathe/shared';
import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { employees, machines, productionEntries, workOrders } from '../../db/schema/index.js';
import { escapeLike, type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import { selectEntries, toEntry } from './production-entry-rows.js';

export type ProductionEntrySort = (typeof PRODUCTION_ENTRY_SORTABLE)[number];

/** The entry names one of the records whose trigram-indexed text matches (their ids taken first, once). */
const naming = (column: PgColumn, table: PgTable, id: PgColumn, text: PgColumn, pattern: string) =>
  sql`${column} = any(array(select ${id} from ${table} where ${text} ilike ${pattern}))`;

/**
 * The search reaches the work order (number, product, drawing), the machine and the operator,
 * each through its own trigram-indexed text, then the entries through their index on it: the ids
 * found first make each condition an index's, where a subquery per entry would read every entry.
 */
function searched(search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  return or(
    naming(productionEntries.workOrderId, workOrders, workOrders.id, workOrders.searchText, pattern),
    naming(productionEntries.machineId, machines, machines.id, machines.searchText, pattern),
    naming(productionEntries.operatorId, employees, employees.id, employees.searchText, pattern),
  );
}

function filterCondition(filters: ProductionEntryListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { from, to, machineId, workOrderId, operatorId, shift } = filters;
  return and(
    from ? gte(productionEntries.entryDate, from) : undefined,
    to ? lte(productionEntries.entryDate, to) : undefined,
    machineId ? eq(productionEntries.machineId, machineId) : undefined,
    workOrderId ? eq(productionEntries.workOrderId, workOrderId) : undefined,
    operatorId ? eq(productionEntries.operatorId, operatorId) : undefined,
    shift ? eq(productionEntries.shift, shift) : undefined,
  );
}

/** The list of entries: by date, filtered by days, machine, work order, operator and shift. */
export const productionEntryListSpec = (
  filters: ProductionEntryListFilter | undefined,
): ListSpec<ProductionEntrySort> => ({
  table: productionEntries,
  searchable: searched,
  sortable: sortColumns(PRODUCTION_ENTRY_SORTABLE, { entryDate: productionEntries.entryDate }),
  tieBreaker: productionEntries.id,
  filters,
  where: filterCondition(filters),
});

/** A page of entries with their machine, operator, work order, operation and reasons. */
export const fetchProductionEntries = (db: DbOrTx) => async (page: PageRequest) =>
  (await withPage(selectEntries(db), page)).map(toEntry);
