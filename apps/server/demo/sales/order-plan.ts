import { randomUUID } from 'node:crypto';
import { addDays, financialYearOf, lineAmountPaise, sumPaise } from '@lathe/shared';
import type { customers, products } from '../../src/db/schema/index.js';
import { daysBetween, minutesAfter, momentOn, workingDay } from './calendar.js';
import { orderQuantity, type PricedProduct, ratePaise } from './pricing.js';
import { type Random, seededRandom } from './random.js';
import { CANCEL_REASONS, CLOSE_REASONS, ORDER_NOTES, type PoStyle, poNumbers } from './references.js';

/*
 * A year of sales orders as the demo shop took them: who ordered what and when, and what has
 * become of each order by today. Pure planning, no database; dispatch-plan.ts then says what
 * left the shop and when.
 */

export type SalesCustomer = Pick<
  typeof customers.$inferSelect,
  | 'id'
  | 'partyCode'
  | 'name'
  | 'gstin'
  | 'billingAddress'
  | 'shippingAddress'
  | 'state'
  | 'paymentTermsDays'
  | 'gstCategory'
  | 'countryCode'
  | 'currency'
>;
export type SalesProduct = PricedProduct &
  Pick<
    typeof products.$inferSelect,
    'id' | 'partyCode' | 'drawingNumber' | 'productDescription' | 'hsnCode' | 'gstRate'
  >;

/**
 * What has become of an order by today: old ones are complete, short-closed or cancelled;
 * recent ones open (on time or nearly due), late, or still drafts.
 */
export type Fate = 'draft' | 'open' | 'dueSoon' | 'late' | 'complete' | 'closed' | 'cancelled';

export interface PlannedLine {
  id: string;
  lineNumber: number;
  product: SalesProduct;
  quantity: number;
  /** Quantities are ordered and sent in whole lots (boxes). */
  lot: number;
  ratePaise: number;
  amountPaise: number;
  /** The line's own delivery date, when it differs from the order's. */
  deliveryDate: string | null;
  dispatched: number;
  invoiced: number;
}

export interface PlannedDispatch {
  id: string;
  date: string;
  createdAt: Date;
  vehicleReference: string;
  lines: { line: PlannedLine; quantity: number }[];
}

export interface PlannedOrder {
  id: string;
  customer: SalesCustomer;
  orderDate: string;
  customerPoNumber: string;
  customerPoDate: string;
  deliveryDate: string;
  notes: string | null;
  lines: PlannedLine[];
  totalPaise: number;
  dispatches: PlannedDispatch[];
  fate: Fate;
  statusReason: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  closedAt: Date | null;
  cancelledAt: Date | null;
  createdBy: string | null;
  /** Given by numbering.ts. */
  orderNumber: string | null;
}

export interface PlanContext {
  /** India's date the seed runs on; every date is counted back from it. */
  today: string;
  now: Date;
  random: Random;
  /** Users who key in orders and invoices (the demo Sales staff), if any. */
  staff: readonly string[];
}

/** Orders are counted in 12 periods of 30 days back from today. */
const PERIODS = 12;
/** Older than this, an order has run its course. */
export const SETTLED_AFTER_DAYS = 70;

/** Each customer's habits: how it numbers POs and which of its parts it orders most. */
export function customerHabits(customer: SalesCustomer, parts: SalesProduct[], random: Random) {
  const style = random.weighted<PoStyle>(['sap', 'yearly', 'coded'], [4, 4, 2]);
  return {
    customer,
    parts,
    // A few runners ordered month after month, the rest now and then.
    popularity: parts.map(() => (random.chance(0.3) ? 4 : 0.4 + random.next())),
    nextPo: poNumbers(style, customer.partyCode, random),
  };
}
export type Habits = ReturnType<typeof customerHabits>;

/** `count` different parts, the popular ones more likely. */
function chooseParts(habits: Habits, count: number, random: Random): SalesProduct[] {
  const left = habits.parts.map((part, i) => ({ part, weight: habits.popularity[i] ?? 1 }));
  const chosen: SalesProduct[] = [];
  while (chosen.length < count && left.length) {
    const entry = random.weighted(
      left,
      left.map((e) => e.weight),
    );
    chosen.push(entry.part);
    left.splice(left.indexOf(entry), 1);
  }
  return chosen;
}

export function planOrder(habits: Habits, orderDate: string, context: PlanContext): PlannedOrder {
  const { random, today, now } = context;
  const yearsBack = Number(financialYearOf(today).slice(0, 4)) - Number(financialYearOf(orderDate).slice(0, 4));
  const deliveryDate = addDays(orderDate, random.int(14, 42));
  const parts = chooseParts(habits, random.weighted([1, 2, 3, 4, 5], [30, 30, 20, 12, 8]), random);
  const lines = parts.map((product, i): PlannedLine => {
    const rate = ratePaise(product, yearsBack);
    const { quantity, lot } = orderQuantity(product, rate, random);
    // Some schedules want one part earlier or later than the rest.
    const own = parts.length > 1 && random.chance(0.2) ? addDays(deliveryDate, random.pick([-10, -7, 7, 14])) : null;
    return {
      id: randomUUID(),
      lineNumber: i + 1,
      product,
      quantity,
      lot,
      ratePaise: rate,
      amountPaise: lineAmountPaise(quantity, rate),
      deliveryDate: own && daysBetween(orderDate, own) >= 10 ? own : null,
      dispatched: 0,
      invoiced: 0,
    };
  });
  const poDate = addDays(orderDate, -random.int(0, 6));
  const createdAt = momentOn(orderDate, random.int(30, 480), now);
  return {
    id: randomUUID(),
    customer: habits.customer,
    orderDate,
    customerPoNumber: habits.nextPo(poDate),
    customerPoDate: poDate,
    deliveryDate,
    notes: random.chance(0.15) ? random.pick(ORDER_NOTES) : null,
    lines,
    totalPaise: sumPaise(lines.map((line) => line.amountPaise)),
    dispatches: [],
    fate: daysBetween(orderDate, today) > SETTLED_AFTER_DAYS ? 'complete' : 'open',
    statusReason: null,
    createdAt,
    confirmedAt: null,
    closedAt: null,
    cancelledAt: null,
    createdBy: null,
    orderNumber: null,
  };
}

/** When a line is due: its own date or the order's. */
export const lineDue = (order: PlannedOrder, line: PlannedLine) => line.deliveryDate ?? order.deliveryDate;
/** When the last line of the order is due. */
export const lastDue = (order: PlannedOrder) =>
  order.lines
    .map((line) => lineDue(order, line))
    .sort()
    .at(-1) ?? order.deliveryDate;

/**
 * Decides the fates: 3–4 drafts among the newest, three open orders due within the week,
 * four to six late ones, and among the old, two cancelled and four short-closed.
 */
function assignFates(orders: PlannedOrder[], context: PlanContext): void {
  const { random, today, now } = context;
  const within = (min: number, max: number, fate: Fate) =>
    orders.filter((order) => {
      const age = daysBetween(order.orderDate, today);
      return order.fate === fate && age >= min && age <= max;
    });

  const fresh = within(0, 12, 'open');
  for (const order of [...fresh.slice(-2), ...random.sample(fresh.slice(0, -2), random.int(1, 2))]) {
    order.fate = 'draft';
  }

  for (const order of random.sample(within(14, 35, 'open'), 3)) {
    order.fate = 'dueSoon';
    const due = addDays(today, random.int(1, 5));
    order.deliveryDate = workingDay(due) === due ? due : addDays(due, 1);
    for (const line of order.lines) line.deliveryDate = null;
  }

  const lateCandidates = within(14, SETTLED_AFTER_DAYS, 'open').filter((order) => {
    const overdueBy = daysBetween(lastDue(order), today);
    return overdueBy >= 2 && overdueBy <= 30;
  });
  for (const order of random.sample(lateCandidates, random.int(4, 6))) order.fate = 'late';

  for (const order of random.sample(within(SETTLED_AFTER_DAYS + 1, Infinity, 'complete'), 2)) {
    order.fate = 'cancelled';
    order.statusReason = random.pick(CANCEL_REASONS);
    order.cancelledAt = momentOn(addDays(order.orderDate, random.int(2, 15)), random.int(60, 480), now);
  }
  for (const order of random.sample(within(91, Infinity, 'complete'), 4)) {
    order.fate = 'closed';
    order.statusReason = random.pick(CLOSE_REASONS);
  }
  for (const order of orders) {
    if (order.fate === 'draft') continue;
    order.confirmedAt = minutesAfter(order.createdAt, random.int(10, 120), now);
  }
}

/**
 * About twelve months of orders, 15–25 in every 30 days, the customers with more parts
 * ordering more often, oldest first.
 */
export function planOrders(
  customerList: readonly SalesCustomer[],
  productList: readonly SalesProduct[],
  context: PlanContext,
): PlannedOrder[] {
  const { random, today } = context;
  const habits = customerList
    .map((customer) => productList.filter((product) => product.partyCode === customer.partyCode))
    .map((parts, i) => (parts.length ? customerHabits(customerList[i] as SalesCustomer, parts, random) : null))
    .filter((entry): entry is Habits => entry !== null);
  if (!habits.length) return [];
  const weights = habits.map((h) => h.parts.length ** 2);

  const slots: { date: string; habits: Habits }[] = [];
  for (let period = 0; period < PERIODS; period++) {
    const count = random.int(15, 25);
    for (let i = 0; i < count; i++) {
      const date = workingDay(addDays(today, -30 * period - random.int(0, 29)));
      slots.push({ date, habits: random.weighted(habits, weights) });
    }
  }
  slots.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const orders = slots
    .map((slot) => planOrder(slot.habits, slot.date, context))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  assignFates(orders, context);
  // Who keyed each order in has dice of its own: with or without the demo staff, the year is the same.
  const desk = seededRandom(7);
  for (const order of orders) order.createdBy = context.staff.length ? desk.pick(context.staff) : null;
  return orders;
}
