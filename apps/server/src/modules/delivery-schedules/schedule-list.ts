import { DELIVERY_SCHEDULE_SORTABLE, type DeliveryScheduleListFilter } from '@lathe/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliverySchedules } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import { toScheduleSummaries } from './schedule-rows.js';

export type DeliveryScheduleSort = (typeof DELIVERY_SCHEDULE_SORTABLE)[number];

const SORTABLE = sortColumns(DELIVERY_SCHEDULE_SORTABLE, {
  month: deliverySchedules.month,
  customerName: deliverySchedules.customerName,
  updatedAt: deliverySchedules.updatedAt,
});

function filterCondition(filters: DeliveryScheduleListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  return and(
    filters.customerId ? eq(deliverySchedules.customerId, filters.customerId) : undefined,
    filters.month ? eq(deliverySchedules.month, filters.month) : undefined,
  );
}

/** The list: customer and month searched; customer and month filtered. */
export const scheduleListSpec = (filters: DeliveryScheduleListFilter | undefined): ListSpec<DeliveryScheduleSort> => ({
  table: deliverySchedules,
  searchable: [deliverySchedules.searchText],
  sortable: SORTABLE,
  tieBreaker: deliverySchedules.id,
  filters,
  where: filterCondition(filters),
});

export const fetchScheduleSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  toScheduleSummaries(db, await withPage(db.select().from(deliverySchedules).$dynamic(), page));
