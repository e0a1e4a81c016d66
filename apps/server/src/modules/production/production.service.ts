import type {
  ListQuery,
  ListResult,
  OeeQuery,
  ProductionEntry,
  ProductionEntryListFilter,
  Workday,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { allPages, listPage } from '../../lib/list.js';
import { productionMachines, productionWorkOrder, workOrderOptions } from './production-context.js';
import { createProductionEntries } from './production-entries.js';
import { fetchProductionEntries, type ProductionEntrySort, productionEntryListSpec } from './production-entry-list.js';
import { machineOf } from './production-machines.js';
import { oeeReport } from './production-oee.js';
import { createProductionReasons } from './production-reasons.js';
import { workdayWarnings } from './production-workday.js';

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

    /** What an entry on `date` on the machine would be warned of, asked as the form's date is chosen (404: no such machine). */
    async workday(machineId: string, date: string): Promise<Workday> {
      const machine = await machineOf(db, machineId);
      if (!machine) throw notFound('Machine');
      return { warnings: await workdayWarnings(db, machine, date) };
    },
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
