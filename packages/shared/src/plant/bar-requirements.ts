import { addDays } from '../calendar.js';

/*
 * Material requirements for one bar, time-phased: the grams each open piece of work still needs,
 * on the day it needs them, against what is on hand now and what suppliers are due to bring, day by
 * day. The first day the projected balance goes below zero is when the plant runs short; the net
 * shortage (all needs less everything on hand and on order) is what to buy, ordered by the day the
 * bar is needed less the supplier's lead time, and never less than the supplier's minimum.
 */

/** Bar a piece of work still needs on a day (ISO date), and whose need it is. */
export interface BarDemand {
  date: string;
  grams: number;
  /** What needs it: a sales order's number and product, or a work order made for stock. */
  label: string;
  /** The sales order or work order (for links). */
  ref: { kind: 'sales_order' | 'work_order'; id: string };
}

/** Bar a purchase order is due to bring on a day. */
export interface BarReceipt {
  date: string;
  grams: number;
  label: string;
  ref: { kind: 'purchase_order'; id: string };
}

/** One day's movement in the projection, with the balance after it. */
export interface BarProjectionRow {
  date: string;
  kind: 'demand' | 'receipt';
  grams: number;
  balanceGrams: number;
  label: string;
  ref: BarDemand['ref'] | BarReceipt['ref'];
}

export interface BarProjection {
  rows: BarProjectionRow[];
  /** The first day the projected balance is below zero; null when it never is. */
  shortFrom: string | null;
  /** Grams that nothing on hand or on order covers: what is left to buy. */
  netShortGrams: number;
  /** The day the bar still to buy is first needed (however late the orders placed arrive); null when nothing is. */
  needBy: string | null;
  /** Orders placed that arrive after the day they are needed: the balance dips before they come. */
  lateReceipts: boolean;
}

/** What a supplier needs to be ordered from: its lead time and smallest order. */
export interface SupplierTerms {
  leadTimeDays: number;
  minimumGrams: number;
}

export interface SuggestedPurchase {
  grams: number;
  needBy: string;
  /** The day the order must be placed to arrive by needBy. */
  orderBy: string;
  /** The order-by day has passed: even ordered today it arrives after the need. */
  late: boolean;
}

/**
 * The day-by-day projection from `today`: needs dated before today are needed today; on one day,
 * receipts come before needs. Sorted by day, then receipts, then by label for a stable order.
 */
export function projectBar(input: {
  today: string;
  onHandGrams: number;
  demands: readonly BarDemand[];
  receipts: readonly BarReceipt[];
}): BarProjection {
  const { today } = input;
  const atLeastToday = (date: string) => (date < today ? today : date);
  const events = [
    ...input.receipts
      .filter((receipt) => receipt.grams > 0)
      .map((receipt) => ({ ...receipt, date: atLeastToday(receipt.date), kind: 'receipt' as const })),
    ...input.demands
      .filter((demand) => demand.grams > 0)
      .map((demand) => ({ ...demand, date: atLeastToday(demand.date), kind: 'demand' as const })),
  ].sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      (a.kind === b.kind ? 0 : a.kind === 'receipt' ? -1 : 1) ||
      (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
  const totalReceipts = input.receipts.reduce((sum, receipt) => sum + Math.max(0, receipt.grams), 0);
  let balance = input.onHandGrams;
  let needed = 0;
  let shortFrom: string | null = null;
  let needBy: string | null = null;
  const rows: BarProjectionRow[] = [];
  for (const event of events) {
    if (event.kind === 'receipt') balance += event.grams;
    else {
      balance -= event.grams;
      needed += event.grams;
      // Everything on hand and on order, whenever it comes, no longer covers the needs to here.
      if (needBy === null && input.onHandGrams + totalReceipts - needed < 0) needBy = event.date;
    }
    if (shortFrom === null && balance < 0) shortFrom = event.date;
    rows.push({
      date: event.date,
      kind: event.kind,
      grams: event.grams,
      balanceGrams: balance,
      label: event.label,
      ref: event.ref,
    });
  }
  const netShortGrams = Math.max(0, -balance);
  const lateReceipts = shortFrom !== null && (needBy === null || shortFrom < needBy);
  return { rows, shortFrom, netShortGrams, needBy, lateReceipts };
}

/**
 * The purchase that covers the net shortage: at least the supplier's minimum, in whole kg, to be
 * ordered the lead time before the day it is needed. Null when nothing is short.
 */
export function suggestPurchase(
  projection: BarProjection,
  terms: SupplierTerms,
  today: string,
): SuggestedPurchase | null {
  if (projection.netShortGrams <= 0 || projection.needBy === null) return null;
  const wholeKg = Math.ceil(projection.netShortGrams / 1000) * 1000;
  const grams = Math.max(wholeKg, Math.ceil(Math.max(0, terms.minimumGrams) / 1000) * 1000);
  const orderBy = addDays(projection.needBy, -Math.max(0, Math.round(terms.leadTimeDays)));
  return { grams, needBy: projection.needBy, orderBy, late: orderBy < today };
}

/** When bar for new work can be had, and why then. */
export interface BarReadiness {
  /** ISO date. */
  date: string;
  /** 'stock': on hand without making other work short; 'receipt': once a purchase order due in has come; 'purchase': only if bought now. */
  from: 'stock' | 'receipt' | 'purchase';
}

/**
 * The first day `needGrams` more of a bar can be taken without leaving any need already planned
 * short: today when stock covers it, else the day of the receipt after which the balance never
 * falls below the new need, else the supplier's lead time from today (it has to be bought).
 */
export function barReadiness(
  projection: Pick<BarProjection, 'rows'>,
  onHandGrams: number,
  needGrams: number,
  today: string,
  leadTimeDays: number,
): BarReadiness {
  if (needGrams <= 0) return { date: today, from: 'stock' };
  const rows = projection.rows;
  // The lowest balance from each row on (and from today on, before the first row).
  const lowestFrom: number[] = new Array(rows.length + 1);
  lowestFrom[rows.length] = Number.POSITIVE_INFINITY;
  for (let i = rows.length - 1; i >= 0; i--)
    lowestFrom[i] = Math.min((rows[i] as BarProjectionRow).balanceGrams, lowestFrom[i + 1] as number);
  if (Math.min(onHandGrams, lowestFrom[0] as number) >= needGrams) return { date: today, from: 'stock' };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as BarProjectionRow;
    if (row.kind === 'receipt' && (lowestFrom[i] as number) >= needGrams) return { date: row.date, from: 'receipt' };
  }
  return { date: addDays(today, Math.max(0, Math.round(leadTimeDays))), from: 'purchase' };
}
