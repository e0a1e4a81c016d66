import {
  type CompanySettings,
  companyLetterhead,
  type JobWorkChallan,
  type JobWorkChallanLine,
  type JobWorkChallanSummary,
  jobWorkTimeLimit,
  pendingWithJobWorker,
  todayIn,
} from '@lathe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobWorkChallanLines, jobWorkChallans } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { JobWorkChallanRecord } from './job-work-lock.js';

/*
 * A job-work challan as the API answers it: the list row (with what is still out and for how
 * long) and the whole challan with its lines.
 */

/** What a challan's lines add up to: sent, still out, and the unit when they share one. */
export interface LineTotals {
  quantity: number;
  pendingQuantity: number;
  unit: string | null;
}

/** Each of the challan's line totals in SQL: a subquery of its lines, read beside each row of the list. */
const ofLines = (expression: string) =>
  sql.raw(`(select ${expression} from job_work_challan_lines l where l.challan_id = "job_work_challans"."id")`);

/** The challan's line totals in SQL, read beside each row of the list. */
export const lineTotalsColumns = {
  quantity: sql<number>`${ofLines('coalesce(sum(l.quantity), 0)')}`.mapWith(Number),
  pendingQuantity: sql<number>`${ofLines('coalesce(sum(l.quantity - l.returned_quantity), 0)')}`.mapWith(Number),
  unit: sql<string | null>`${ofLines('case when count(distinct l.unit) = 1 then min(l.unit) end')}`,
};

/** Goods are with the job worker while the challan is sent or partly received. */
const isOut = (status: string) => status === 'sent' || status === 'partly_received';

export function toJobWorkSummary(
  row: JobWorkChallanRecord,
  totals: LineTotals,
  today = todayIn(),
): JobWorkChallanSummary {
  const limit = isOut(row.status) ? jobWorkTimeLimit(row.challanDate, today) : null;
  return {
    id: row.id,
    challanNumber: row.challanNumber,
    status: row.status as JobWorkChallanSummary['status'],
    supplierId: row.supplierId,
    jobWorkerName: row.jobWorkerName,
    jobWorkerGstin: row.jobWorkerGstin,
    jobWorkerState: row.jobWorkerState,
    challanDate: row.challanDate,
    process: row.process,
    expectedReturnDate: row.expectedReturnDate,
    totalValue: row.totalValue,
    quantity: totals.quantity,
    pendingQuantity: totals.pendingQuantity,
    unit: totals.unit,
    daysOut: limit?.daysOut ?? null,
    overdue: limit?.overdue ?? false,
    overdueOn: limit?.overdueOn ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    statusReason: row.statusReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type JobWorkLineRow = typeof jobWorkChallanLines.$inferSelect;

export const toJobWorkLine = (row: JobWorkLineRow): JobWorkChallanLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  itemType: row.itemType as JobWorkChallanLine['itemType'],
  itemKey: row.itemKey,
  productId: row.productId,
  grade: row.grade,
  rodSize: row.rodSize,
  heatNumber: row.heatNumber,
  description: row.description,
  hsnCode: row.hsnCode,
  unit: row.unit,
  quantity: row.quantity,
  value: row.value,
  gstRate: row.gstRate,
  returnedQuantity: row.returnedQuantity,
  goodQuantity: row.goodQuantity,
  rejectedQuantity: row.rejectedQuantity,
  scrapKg: row.scrapKg,
  pendingQuantity: pendingWithJobWorker(row),
});

/** The challan's lines in their order. */
export const readJobWorkLines = (tx: DbOrTx, challanId: string): Promise<JobWorkLineRow[]> =>
  tx
    .select()
    .from(jobWorkChallanLines)
    .where(eq(jobWorkChallanLines.challanId, challanId))
    .orderBy(asc(jobWorkChallanLines.lineNumber));

/** Σ of the lines, as the list reads them in SQL. */
export function totalsOf(lines: readonly JobWorkLineRow[]): LineTotals {
  const units = new Set(lines.map((line) => line.unit));
  const thousandths = (sum: number, value: number) => sum + Math.round(value * 1000);
  return {
    quantity: lines.map((line) => line.quantity).reduce(thousandths, 0) / 1000,
    pendingQuantity: lines.map((line) => line.quantity - line.returnedQuantity).reduce(thousandths, 0) / 1000,
    unit: units.size === 1 ? ([...units][0] as string) : null,
  };
}

/** The whole challan, with the company as it is now for the consigner. */
export async function readJobWorkChallan(tx: DbOrTx, id: string, company: CompanySettings): Promise<JobWorkChallan> {
  const [row] = await tx.select().from(jobWorkChallans).where(eq(jobWorkChallans.id, id));
  if (!row) throw notFound('Job-work challan');
  const lines = await readJobWorkLines(tx, id);
  return {
    ...toJobWorkSummary(row, totalsOf(lines)),
    jobWorkerAddress: row.jobWorkerAddress,
    vehicleNumber: row.vehicleNumber,
    remarks: row.remarks,
    company: companyLetterhead(company),
    lines: lines.map(toJobWorkLine),
  };
}
