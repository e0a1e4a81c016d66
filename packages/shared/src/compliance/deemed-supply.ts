import { indianDate } from '../calendar.js';
import { fromPaise, toPaise } from '../money/money.js';
import { JOB_WORK_YEARS, type JobWorkGoods, jobWorkTimeLimit } from './job-work-time-limit.js';

/*
 * Goods kept at a job worker past section 143's limit are deemed supplied by the principal to the
 * job worker (143(3), (4)): the principal raises a tax invoice for them. What is proposed: the
 * lines past their limit with goods still out and no invoice raised for them yet (a cancelled one
 * does not count), each at what is still out and at the challan's own value for it (the value a
 * unit, to the paisa) and its GST rate, dated the day after the limit ended. Lines whose limits
 * end on different days (inputs and capital goods on one challan) go on separate invoices: the
 * one whose limit ended first is proposed first.
 */

export interface DeemedSupplyLineFacts {
  id: string;
  lineNumber: number;
  goodsType: JobWorkGoods;
  productId: string | null;
  description: string;
  hsnCode: string | null;
  unit: string;
  quantity: number;
  value: number;
  gstRate: number;
  pendingQuantity: number;
  /** The invoice proposed for it before, if any, and its status. */
  deemedSupplyInvoiceStatus: string | null;
}

export interface DeemedSupplyLine {
  challanLineId: string;
  lineNumber: number;
  productId: string | null;
  description: string;
  hsnCode: string | null;
  unit: string;
  /** What is still with the job worker. */
  quantity: number;
  /** The challan's value a unit, to the paisa. */
  rate: number;
  gstRate: number;
  /** quantity × rate, to the paisa. */
  taxableValue: number;
}

export interface DeemedSupply {
  /** The day after the limit ended: the invoice's date. */
  invoiceDate: string;
  lastDay: string;
  goodsType: JobWorkGoods;
  lines: DeemedSupplyLine[];
}

/** A line counts as invoiced while its invoice stands (draft or issued); a cancelled one puts it back. */
export const deemedSupplyInvoiced = (status: string | null) => status !== null && status !== 'cancelled';

/** The invoice's line for what is still out: the challan's value a unit (value ÷ quantity, to the paisa). */
export function deemedSupplyLine(line: DeemedSupplyLineFacts): DeemedSupplyLine {
  const ratePaise = Math.round(toPaise(line.value) / line.quantity);
  return {
    challanLineId: line.id,
    lineNumber: line.lineNumber,
    productId: line.productId,
    description: line.description,
    hsnCode: line.hsnCode,
    unit: line.unit,
    quantity: line.pendingQuantity,
    rate: fromPaise(ratePaise),
    gstRate: line.gstRate,
    taxableValue: fromPaise(Math.round(ratePaise * line.pendingQuantity)),
  };
}

/**
 * The deemed supply to invoice for a challan sent on `challanDate`, as of `today`: the lines past
 * their limit, still out and not invoiced, of the limit that ended first; null when there are none.
 */
export function deemedSupplyOf(
  challanDate: string,
  lines: readonly DeemedSupplyLineFacts[],
  today: string,
): DeemedSupply | null {
  const due = lines
    .filter((line) => line.pendingQuantity > 0 && !deemedSupplyInvoiced(line.deemedSupplyInvoiceStatus))
    .map((line) => ({ line, limit: jobWorkTimeLimit(challanDate, today, line.goodsType) }))
    .filter(({ limit }) => limit.overdue);
  const first = due.map(({ limit }) => limit.overdueOn as string).sort()[0];
  if (first === undefined) return null;
  const chosen = due.filter(({ limit }) => limit.overdueOn === first);
  const { line: head, limit } = chosen[0] as (typeof chosen)[number];
  return {
    invoiceDate: first,
    lastDay: limit.lastDay as string,
    goodsType: head.goodsType,
    lines: chosen.map(({ line }) => deemedSupplyLine(line)),
  };
}

/** The invoice's note: why it is raised, naming the challan and the limit. */
export function deemedSupplyNote(
  challan: { challanNumber: string | null; challanDate: string },
  supply: Pick<DeemedSupply, 'goodsType' | 'lastDay'>,
): string {
  const years = JOB_WORK_YEARS[supply.goodsType] ?? 0;
  const goods = supply.goodsType === 'inputs' ? 'Inputs' : 'Capital goods';
  return (
    `Deemed supply under section 143(3) of the CGST Act, 2017: ${goods.toLowerCase()} sent for job work on challan ` +
    `${challan.challanNumber ?? ''} dated ${indianDate(challan.challanDate)}, not received back within ` +
    `${years} year${years === 1 ? '' : 's'} (by ${indianDate(supply.lastDay)}).`
  );
}
