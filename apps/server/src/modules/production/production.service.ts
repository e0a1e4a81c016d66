import type { ListQuery, ListResult, OeeQuery, ProductionEntry, ProductionEntryListFilter } from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { allPages, listPage } from '../../lib/list.js';
import { productionMachines, productionWorkOrder, workOrderOptions } from './production-context.js';
import { createProductionEntries } from './production-entries.js';
import { fetchProductionEntries, type ProductionEntrySort, productionEntryListSpec } from './production-entry-list.js';
import { oeeReport } from './production-oee.js';
import { createProductionReasons } from './production-reasons.js';

/**
 * Production (issue 21): entries per shift, machine and operation that move their work order on
 * and move stock; the company's rejection and downtime reasons; what the entry form reads; OEE.
 */
export function createProductionService(db: Db) {
  const entries = createProductionEntries(db);
  return {
    ...entries,
    reasons: createProductionReasons(db),

    list: (
      query: ListQuery<ProductionEntrySort>,
      filters?: ProductionEntryListFilter,
    ): Promise<ListResult<ProductionEntry>> =>
      listPage(db, productionEntryListSpec(filters), query, fetchProductionEntries(db)),

    /** Every entry matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<ProductionEntrySort>, 'page' | 'limit'>, filters?: ProductionEntryListFilter) {
      yield* allPages(productionEntryListSpec(filters), query, fetchProductionEntries(db));
    },

    machines: () => productionMachines(db),
    workOrders: (search: string) => workOrderOptions(db, search),
    workOrder: (id: string) => productionWorkOrder(db, id),
    oee: (query: OeeQuery) => oeeReport(db, query),
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
