import { scaleDecimal } from './money.js';

/** How far a line set has got (dispatched, invoiced, paid …). */
export type Progress = 'Not' | 'Partly' | 'Fully';

/** Quantities have up to 3 decimals: compare them in thousandths so 0.1 + 0.2 is exactly 0.3. */
const thousandths = (quantity: number) => scaleDecimal(quantity, 3);

/**
 * Σ min(done, ordered) / Σ ordered: nothing done → 'Not', all of it → 'Fully', else 'Partly'.
 * More than ordered on one line does not make up for another; no lines (or nothing ordered) is 'Not'.
 */
export function progressOf(lines: readonly { ordered: number; done: number }[]): Progress {
  let ordered = 0;
  let done = 0;
  for (const line of lines) {
    const lineOrdered = Math.max(0, thousandths(line.ordered));
    ordered += lineOrdered;
    done += Math.min(Math.max(0, thousandths(line.done)), lineOrdered);
  }
  if (ordered === 0 || done === 0) return 'Not';
  return done === ordered ? 'Fully' : 'Partly';
}

export interface OrderDueInput {
  status: string;
  deliveryDate: string | null;
  lines: readonly { quantity: number; dispatchedQuantity: number; deliveryDate: string | null }[];
}

/**
 * A confirmed order is late when a line still short of its quantity was due (its own delivery
 * date, else the order's) before today. Draft, completed, closed and cancelled orders never are.
 */
export function isOrderLate(order: OrderDueInput, today: string): boolean {
  if (order.status !== 'confirmed') return false;
  return order.lines.some((line) => {
    const due = line.deliveryDate ?? order.deliveryDate;
    return due !== null && due < today && thousandths(line.dispatchedQuantity) < thousandths(line.quantity);
  });
}

/** Statuses of an invoice that still has money to come in. */
const UNPAID_INVOICE_STATUSES: readonly string[] = ['issued', 'partially_paid'];

/** An issued or partly paid invoice whose due date is before today (due today is not yet overdue). */
export function isInvoiceOverdue(invoice: { status: string; dueDate: string | null }, today: string): boolean {
  return UNPAID_INVOICE_STATUSES.includes(invoice.status) && invoice.dueDate !== null && invoice.dueDate < today;
}

/** The status to show: 'overdue' is never stored, it is the stored status read against today. */
export function invoiceDisplayStatus<Status extends string>(
  invoice: { status: Status; dueDate: string | null },
  today: string,
): Status | 'overdue' {
  return isInvoiceOverdue(invoice, today) ? 'overdue' : invoice.status;
}

/** Today's calendar date (yyyy-MM-dd) in a time zone: the business runs on India time, not the server's. */
export function todayIn(timeZone = 'Asia/Kolkata', now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date moved by whole days (negative goes back), counted on UTC so no zone or DST shifts it. */
export function addDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}
