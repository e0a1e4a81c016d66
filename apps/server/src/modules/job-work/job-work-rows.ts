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
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, jobWorkChallanLines, jobWorkChallans } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { invoiceIssued, isOut, limitColumns, lineLimit } from './job-work-limits.js';
import type { JobWorkChallanRecord } from './job-work-lock.js';

/*
 * A job-work challan as the API answers it: the list row (with what is still out and for how
 * long) and the whole challan with its lines.
 */

/** What a challan's lines add up to: sent, still out, the unit when they share one; the first day one is past its limit and its goods. */
export interface LineTotals {
  quantity: number;
  pendingQuantity: number;
  unit: string | null;
  firstOverdueOn: string | null;
  firstOverdueGoods: string | null;
}

const getLineColumns = () => getTableColumns(jobWorkChallanLines);

/** Each of the challan's line totals in SQL: a subquery of its lines, read beside each row of the list. */
const ofLines = (expression: string) =>
  sql.raw(`(select ${expression} from job_work_challan_lines l where l.challan_id = "job_work_challans"."id")`);

/** The challan's line totals in SQL, read beside each row of the list. */
export const lineTotalsColumns = {
  quantity: sql<number>`${ofLines('coalesce(sum(l.quantity), 0)')}`.mapWith(Number),
  pendingQuantity: sql<number>`${ofLines('coalesce(sum(l.quantity - l.returned_quantity), 0)')}`.mapWith(Number),
  unit: sql<string | null>`${ofLines('case when count(distinct l.unit) = 1 then min(l.unit) end')}`,
  ...limitColumns,
};

export function toJobWorkSummary(
  row: JobWorkChallanRecord,
  totals: LineTotals,
  today = todayIn(),
): JobWorkChallanSummary {
  const out = isOut(row.status);
  const limit = out ? jobWorkTimeLimit(row.challanDate, today) : null;
  const overdueOn = out ? totals.firstOverdueOn : null;
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
    overdue: overdueOn !== null && today >= overdueOn,
    overdueOn,
    overdueGoods: overdueOn === null ? null : (totals.firstOverdueGoods as JobWorkChallanSummary['overdueGoods']),
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

/** A line with the invoice proposed for its deemed supply, as the challan's page reads it. */
export type JobWorkLineView = JobWorkLineRow & { invoiceNumber: string | null; invoiceStatus: string | null };

export const toJobWorkLine = (
  row: JobWorkLineView,
  challan: Pick<JobWorkChallanRecord, 'status' | 'challanDate'>,
  today: string,
): JobWorkChallanLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  itemType: row.itemType as JobWorkChallanLine['itemType'],
  itemKey: row.itemKey,
  goodsType: row.goodsType as JobWorkChallanLine['goodsType'],
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
  ...lineLimit(challan, row, row.invoiceStatus, today),
  deemedSupplyInvoiceId: row.deemedSupplyInvoiceId,
  deemedSupplyInvoiceNumber: row.invoiceNumber,
  deemedSupplyInvoiceStatus: row.invoiceStatus,
});

/** The challan's lines in their order, each with its deemed supply's invoice. */
export const readJobWorkLineViews = (tx: DbOrTx, challanId: string): Promise<JobWorkLineView[]> =>
  tx
    .select({
      ...getLineColumns(),
      invoiceNumber: invoices.invoiceNumber,
      invoiceStatus: invoices.status,
    })
    .from(jobWorkChallanLines)
    .leftJoin(invoices, eq(invoices.id, jobWorkChallanLines.deemedSupplyInvoiceId))
    .where(eq(jobWorkChallanLines.challanId, challanId))
    .orderBy(asc(jobWorkChallanLines.lineNumber));

/** The challan's lines in their order. */
export const readJobWorkLines = (tx: DbOrTx, challanId: string): Promise<JobWorkLineRow[]> =>
  tx
    .select()
    .from(jobWorkChallanLines)
    .where(eq(jobWorkChallanLines.challanId, challanId))
    .orderBy(asc(jobWorkChallanLines.lineNumber));

/** Σ of the lines and the first limit passed, as the list reads them in SQL. */
export function totalsOf(lines: readonly JobWorkChallanLine[]): LineTotals {
  const units = new Set(lines.map((line) => line.unit));
  const thousandths = (sum: number, value: number) => sum + Math.round(value * 1000);
  const limited = lines
    .filter(
      (line) => line.pendingQuantity > 0 && line.overdueOn !== null && !invoiceIssued(line.deemedSupplyInvoiceStatus),
    )
    .sort((a, b) => (a.overdueOn as string).localeCompare(b.overdueOn as string));
  return {
    quantity: lines.map((line) => line.quantity).reduce(thousandths, 0) / 1000,
    pendingQuantity: lines.map((line) => line.quantity - line.returnedQuantity).reduce(thousandths, 0) / 1000,
    unit: units.size === 1 ? ([...units][0] as string) : null,
    firstOverdueOn: limited[0]?.overdueOn ?? null,
    firstOverdueGoods: limited[0]?.goodsType ?? null,
  };
}

/** The whole challan, with the company as it is now for the consigner. */
export async function readJobWorkChallan(tx: DbOrTx, id: string, company: CompanySettings): Promise<JobWorkChallan> {
  const [row] = await tx.select().from(jobWorkChallans).where(eq(jobWorkChallans.id, id));
  if (!row) throw notFound('Job-work challan');
  const today = todayIn();
  const lines = (await readJobWorkLineViews(tx, id)).map((line) => toJobWorkLine(line, row, today));
  return {
    ...toJobWorkSummary(row, totalsOf(lines), today),
    jobWorkerAddress: row.jobWorkerAddress,
    vehicleNumber: row.vehicleNumber,
    remarks: row.remarks,
    company: companyLetterhead(company),
    lines,
  };
}
