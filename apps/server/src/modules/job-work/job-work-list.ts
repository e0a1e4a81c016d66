import { JOB_WORK_SORTABLE, type JobWorkListFilter, todayIn } from '@lathe/shared';
import { and, eq, getTableColumns, inArray, not, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobWorkChallans } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import { linesOverdue } from './job-work-limits.js';
import type { JobWorkChallanRecord } from './job-work-lock.js';
import { type LineTotals, lineTotalsColumns, toJobWorkSummary } from './job-work-rows.js';

export type JobWorkSort = (typeof JOB_WORK_SORTABLE)[number];

const SORTABLE = sortColumns(JOB_WORK_SORTABLE, {
  challanNumber: jobWorkChallans.challanNumber,
  challanDate: jobWorkChallans.challanDate,
  jobWorkerName: jobWorkChallans.jobWorkerName,
  totalValue: jobWorkChallans.totalValue,
  status: jobWorkChallans.status,
  createdAt: jobWorkChallans.createdAt,
  updatedAt: jobWorkChallans.updatedAt,
});

/** Goods still with the job worker: a challan sent and not yet all back (nor closed or cancelled). */
const outCondition = inArray(jobWorkChallans.status, ['sent', 'partly_received']);

/**
 * Goods out past their limit (section 143: deemed supplied) with no issued invoice for them, in
 * SQL as lineLimit reads it: still with the job worker, and a line's limit (a year for inputs,
 * three for capital goods, none for tools) ended before today.
 */
export const overdueCondition = (today: string): SQL => and(outCondition, linesOverdue(today)) as SQL;

function filterCondition(filters: JobWorkListFilter | undefined, today: string): SQL | undefined {
  if (!filters) return undefined;
  const { status, supplierId, pending, overdue } = filters;
  return and(
    status ? eq(jobWorkChallans.status, status) : undefined,
    supplierId ? eq(jobWorkChallans.supplierId, supplierId) : undefined,
    pending === undefined ? undefined : pending ? outCondition : not(outCondition),
    overdue === undefined ? undefined : overdue ? overdueCondition(today) : not(overdueCondition(today)),
  );
}

/** The list: challan number, job worker and process searched (one trigram-indexed text); status, job worker, goods out and overdue filtered. */
export const jobWorkListSpec = (filters: JobWorkListFilter | undefined, today = todayIn()): ListSpec<JobWorkSort> => ({
  table: jobWorkChallans,
  searchable: [jobWorkChallans.searchText],
  sortable: SORTABLE,
  tieBreaker: jobWorkChallans.id,
  filters,
  where: filterCondition(filters, today),
});

/** A page of list rows, each with its lines' totals (sent, still out) read beside it. */
export const fetchJobWorkSummaries =
  (db: DbOrTx, today = todayIn()) =>
  async (page: PageRequest) => {
    const select = db
      .select({ ...getTableColumns(jobWorkChallans), ...lineTotalsColumns })
      .from(jobWorkChallans)
      .$dynamic();
    const rows = (await withPage(select, page)) as (JobWorkChallanRecord & LineTotals)[];
    return rows.map((row) => toJobWorkSummary(row, row, today));
  };
