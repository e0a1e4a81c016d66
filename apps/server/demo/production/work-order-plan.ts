import { addDays, indianDate, type OperationKind, productOperations } from '@lathe/shared';
import { cycleTimesOf } from '../../src/modules/work-orders/work-order-product.js';
import type { Random } from '../sales/random.js';
import type { OpenLine, PlanProduct, ProductionInputs } from './inputs.js';
import { plantMinute, workingDayOnOrAfter, workingDayOnOrBefore } from './plant-days.js';

/*
 * The work orders the planner drew up over the last five weeks: about 25 for open sales order
 * lines of products with cycle times (the whole balance of the line, due a few days before the
 * customer's delivery date to leave time for packing and dispatch), two or three for stock of
 * the products the stores keep, each released the day it was drawn up. The last few were
 * released on the last working day and have not reached the machines yet.
 */

/** Work orders made for sales order lines, and for stock. */
const FOR_LINES = 25;
const FOR_STOCK = 3;
/** How far back the first work orders go. */
const WINDOW_DAYS = 35;
/** Machine hours of a work order for stock: the month of two or three machines. */
const STOCK_HOURS = [450, 650] as const;
/** …and no more pieces than a month's schedule of a small part. */
const STOCK_MOST = 25_000;
/** The job its customer pulled in: one this big, released this many working days ago. */
const PULLED_IN_HOURS = 80;
const PULLED_IN_DAYS = 4;
/** Drawn up on the last working day: not on the machines yet. */
const FRESH = 3;

export interface PlannedOperation {
  seq: number;
  kind: OperationKind;
  label: string;
  cycleTimeSec: number;
}

export interface PlannedWorkOrder {
  ref: string;
  product: PlanProduct;
  line: OpenLine | null;
  quantity: number;
  woDate: string;
  dueDate: string;
  remarks: string | null;
  operations: PlannedOperation[];
  /** Plant minute it was drawn up and released. */
  releasedAt: number;
  /** Released on the last working day: production has not started. */
  fresh: boolean;
}

const operationsOf = (product: PlanProduct): PlannedOperation[] =>
  productOperations(cycleTimesOf(product)).map(({ seq, kind, label, cycleTimeSec }) => ({
    seq,
    kind,
    label,
    cycleTimeSec,
  }));

/** A day from `from` to `to` (both included), as likely each. */
const dayBetween = (random: Random, from: string, to: string) => {
  const span = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  return addDays(from, random.int(0, span));
};

/** Machine hours of a quantity of the product, over its operations. */
const hoursOf = (product: PlanProduct, quantity: number) =>
  operationsOf(product).reduce((sum, operation) => sum + (quantity * operation.cycleTimeSec) / 3600, 0);

/**
 * `count` of the list, each as likely as its weight (the bigger jobs are the ones a planner
 * writes work orders for first), in the list's order.
 */
function weightedSample<T>(random: Random, list: readonly T[], count: number, weight: (item: T) => number): T[] {
  const keyed = list.map((item, index) => ({ index, key: random.next() ** (1 / Math.max(weight(item), 1)) }));
  const chosen = keyed.sort((a, b) => b.key - a.key || a.index - b.index).slice(0, count);
  return chosen.sort((a, b) => a.index - b.index).map(({ index }) => list[index] as T);
}

const RUSH = 'Customer chasing: the order is past its delivery date. Run on priority.';

export function planWorkOrders(inputs: ProductionInputs, random: Random, holidays: ReadonlySet<string>) {
  const { today } = inputs;
  // The history ends yesterday: the last work orders were drawn up on its last working day.
  const lastWorkingDay = workingDayOnOrBefore(addDays(today, -1), holidays);
  const start = addDays(today, -WINDOW_DAYS);
  const candidates = inputs.lines.filter(
    (line) => line.pending > 0 && line.dueDate >= addDays(start, 5) && operationsOf(line.product).length > 0,
  );
  const chosen = weightedSample(random, candidates, FOR_LINES, (line) => hoursOf(line.product, line.pending));
  const orders: PlannedWorkOrder[] = [];
  let count = 0;
  const add = (order: Omit<PlannedWorkOrder, 'ref' | 'releasedAt' | 'operations'>) => {
    // In the morning; the fresh ones late in the afternoon, after the shifts had their work.
    const releasedAt = plantMinute(order.woDate, order.fresh ? '15:00' : '09:00') + random.int(15, 90);
    orders.push({ ...order, ref: `wo:${++count}`, releasedAt, operations: operationsOf(order.product) });
  };

  // The lines ordered last are the ones just drawn up; the biggest job of the others is the one
  // its customer pulled in, released only days ago: it will be late.
  const fresh = new Set(chosen.slice(-FRESH));
  const pulledIn = chosen
    .filter((line) => !fresh.has(line) && hoursOf(line.product, line.pending) >= PULLED_IN_HOURS)
    .sort((a, b) => hoursOf(b.product, b.pending) - hoursOf(a.product, a.pending))[0];
  const dayBefore = workingDayOnOrBefore(addDays(lastWorkingDay, -1), holidays);
  for (const line of chosen) {
    const earliest = workingDayOnOrAfter(addDays(line.orderDate > start ? line.orderDate : start, 1), holidays);
    // Drawn up within a week of the order, three days before it is due at the latest.
    const latest = [addDays(line.dueDate, -3), addDays(earliest, 6), dayBefore].reduce((a, b) => (a < b ? a : b));
    let woDate = workingDayOnOrBefore(dayBetween(random, earliest, latest < earliest ? earliest : latest), holidays);
    if (line === pulledIn) woDate = workingDayOnOrBefore(addDays(lastWorkingDay, -PULLED_IN_DAYS), holidays);
    if (fresh.has(line) || woDate > lastWorkingDay) woDate = lastWorkingDay;
    // Never drawn up before the order came in.
    if (woDate < line.orderDate) woDate = line.orderDate;
    const late = line.dueDate < woDate;
    let dueDate = late
      ? workingDayOnOrAfter(addDays(woDate, random.int(5, 8)), holidays)
      : workingDayOnOrBefore(addDays(line.dueDate, -random.int(2, 5)), holidays);
    let remarks = late ? RUSH : null;
    if (line === pulledIn && !late) {
      const wanted = workingDayOnOrAfter(addDays(today, 2), holidays);
      if (wanted < dueDate) dueDate = wanted;
      remarks = `Customer has pulled the delivery in to ${indianDate(dueDate)}. Run on priority.`;
    }
    add({
      product: line.product,
      line,
      quantity: line.pending,
      woDate,
      dueDate: dueDate < woDate ? woDate : dueDate,
      remarks,
      fresh: fresh.has(line),
    });
  }

  // For stock: a month's schedule of a product the stores keep, drawn up as the month began.
  const stocked = inputs.stocked.filter((product) => operationsOf(product).length > 0);
  for (const product of random.sample(stocked, FOR_STOCK)) {
    const box = product.qtyInBox && product.qtyInBox > 0 ? product.qtyInBox : 100;
    const hours = random.int(STOCK_HOURS[0], STOCK_HOURS[1]);
    const pieces = Math.min(STOCK_MOST, Math.floor(hours / Math.max(hoursOf(product, 1), 1 / 3600)));
    const boxes = Math.max(1, Math.round(pieces / box));
    const woDate = workingDayOnOrAfter(addDays(start, random.int(0, 6)), holidays);
    add({
      product,
      line: null,
      quantity: boxes * box,
      woDate,
      dueDate: workingDayOnOrBefore(addDays(woDate, random.int(55, 65)), holidays),
      remarks: `For stock: ${boxes} boxes of ${box} ahead of the customer's schedule for next month`,
      fresh: false,
    });
  }
  return orders.sort((a, b) => a.releasedAt - b.releasedAt || a.ref.localeCompare(b.ref));
}
