import { type JobWorkGoods, jobWorkTimeLimit, REPORTED_INVOICE_STATUSES } from '@lathe/shared';
import { type SQL, sql } from 'drizzle-orm';

/*
 * Section 143's limits as the challan's lines carry them: each line's goods (inputs a year,
 * capital goods three, tools none) from the challan date, the line flagged while goods are still
 * out past it and no issued invoice stands for them as a deemed supply. The list reads it in SQL,
 * the challan in TypeScript (jobWorkTimeLimit), the same way: PostgreSQL's `+ interval 'N years'`
 * takes 29 February to 28 February as lastDayBack does.
 */

/** Goods are with the job worker while the challan is sent or partly received. */
export const isOut = (status: string) => status === 'sent' || status === 'partly_received';

/** An invoice stands for the deemed supply once issued (paid or not); a draft does not yet, a cancelled one no more. */
const ISSUED_INVOICE = REPORTED_INVOICE_STATUSES;
export const invoiceIssued = (status: string | null) => (ISSUED_INVOICE as readonly (string | null)[]).includes(status);

/** Where a line stands against its limit on `today`, while the challan is out. */
export function lineLimit(
  challan: { status: string; challanDate: string },
  line: { goodsType: string; quantity: number; returnedQuantity: number },
  invoiceStatus: string | null,
  today: string,
) {
  if (!isOut(challan.status)) return { lastDay: null, overdueOn: null, overdue: false };
  const limit = jobWorkTimeLimit(challan.challanDate, today, line.goodsType as JobWorkGoods);
  const out = Math.round(line.quantity * 1000) > Math.round(line.returnedQuantity * 1000);
  return {
    lastDay: limit.lastDay,
    overdueOn: limit.overdueOn,
    overdue: limit.overdue && out && !invoiceIssued(invoiceStatus),
  };
}

/**
 * The first day a line's goods are deemed supplied, in SQL (`l` a challan line, `c` its challan):
 * null for tools, for a line all back, or one an issued invoice stands for.
 */
export const LINE_OVERDUE_ON = `(case
  when l.quantity <= l.returned_quantity then null
  when exists (select 1 from invoices i where i.id = l.deemed_supply_invoice_id and i.status in (${ISSUED_INVOICE.map((s) => `'${s}'`).join(', ')})) then null
  when l.goods_type = 'inputs' then (c.challan_date + interval '1 year')::date + 1
  when l.goods_type = 'capital_goods' then (c.challan_date + interval '3 years')::date + 1
end)`;

/** Each challan's earliest such day, and the goods of the line it is for, read beside the list's rows. */
const ofLines = (expression: string) =>
  sql.raw(
    `(select ${expression} from job_work_challan_lines l join job_work_challans c on c.id = l.challan_id where l.challan_id = "job_work_challans"."id")`,
  );

export const limitColumns = {
  firstOverdueOn: sql<string | null>`${ofLines(`min(${LINE_OVERDUE_ON})::text`)}`,
  firstOverdueGoods: sql<string | null>`${ofLines(
    `(array_agg(l.goods_type order by ${LINE_OVERDUE_ON}) filter (where ${LINE_OVERDUE_ON} is not null))[1]`,
  )}`,
};

/** The challan has a line past its limit on `today` (the list's "overdue" filter). */
export const linesOverdue = (today: string): SQL =>
  sql`exists (select 1 from job_work_challan_lines l join job_work_challans c on c.id = l.challan_id
    where l.challan_id = ${sql.raw('"job_work_challans"."id"')} and ${sql.raw(LINE_OVERDUE_ON)} <= ${today}::date)`;
