import { randomUUID } from 'node:crypto';
import { addDays } from '@lathe/shared';
import { daysBetween, earlier, later, momentOn, workingDay } from './calendar.js';
import { lastDue, lineDue, type PlanContext, type PlannedDispatch, type PlannedOrder } from './order-plan.js';
import { vehicleReference } from './references.js';

/*
 * What left the shop for each order. Every order is first scheduled as the shop would plan it
 * (one to three lots, each line sent complete by its delivery date); its fate then says how
 * much of that has happened by today.
 */

/**
 * Dispatch dates: the first lot shortly before the first line is due (well before, when more
 * lots follow), the last one just before the last line is due, perhaps one between. Sundays
 * move to the Saturday before.
 */
function scheduleDates(order: PlannedOrder, context: PlanContext): string[] {
  const { random } = context;
  const dues = order.lines.map((line) => lineDue(order, line)).sort();
  const firstDue = dues[0] ?? order.deliveryDate;
  const finalDue = lastDue(order);
  const lots = random.weighted([1, 2, 3], [45, 35, 20]);
  const daysEarly = order.fate === 'dueSoon' && lots === 1 ? 0 : lots === 1 ? random.int(0, 5) : random.int(5, 18);
  const first = later(addDays(order.orderDate, 7), addDays(firstDue, -daysEarly));
  const dates = new Set([first]);
  if (lots > 1) {
    // An order due this week still has its last lot to go.
    const last = order.fate === 'dueSoon' ? finalDue : addDays(finalDue, -random.int(0, 3));
    const gap = daysBetween(first, last);
    if (gap >= 3) dates.add(last);
    if (lots === 3 && gap >= 6) dates.add(addDays(first, random.int(3, gap - 3)));
  }
  return [...new Set([...dates].map(workingDay))].sort();
}

/** Splits every line into the lots it goes in: only lots that leave by the line's delivery date. */
function scheduleDispatches(order: PlannedOrder, context: PlanContext): PlannedDispatch[] {
  const { random } = context;
  const dates = scheduleDates(order, context);
  const shares = order.lines.map((line) => {
    const units = line.quantity / line.lot;
    const eligible = dates.flatMap((date, j) => (date <= lineDue(order, line) ? [j] : []));
    const split = new Array<number>(dates.length).fill(0);
    if (eligible.length === 1 || units === 1 || random.chance(0.35)) {
      split[random.pick(eligible)] = units;
      return split;
    }
    const weights = eligible.map(() => 0.5 + random.next());
    const total = weights.reduce((sum, w) => sum + w, 0);
    let given = 0;
    eligible.forEach((j, k) => {
      const share = k === eligible.length - 1 ? units - given : Math.floor((units * (weights[k] ?? 0)) / total);
      split[j] = share;
      given += share;
    });
    return split;
  });
  // Late deliveries happened too, in the past: some old orders went a few days after the date.
  const slip = order.fate === 'complete' && random.chance(0.3) ? random.int(1, 7) : 0;
  return dates
    .map((date, j): PlannedDispatch => {
      const sent = slip ? workingDay(addDays(date, slip)) : date;
      return {
        id: randomUUID(),
        date: sent,
        createdAt: momentOn(sent, random.int(300, 480), context.now),
        vehicleReference: vehicleReference(order.customer.state === 'Maharashtra', random),
        lines: order.lines.flatMap((line, l) => {
          const units = shares[l]?.[j] ?? 0;
          return units > 0 ? [{ line, quantity: units * line.lot }] : [];
        }),
      };
    })
    .filter((dispatch) => dispatch.lines.length > 0);
}

/** A short-closed order's last lot: the balance the customer no longer wanted, or part of it. */
function shortClose(order: PlannedOrder, dispatches: PlannedDispatch[], context: PlanContext): PlannedDispatch[] {
  const { random, today, now } = context;
  let sent = dispatches.slice(0, -1);
  const only = dispatches[0];
  if (!sent.length && only) {
    const lines = only.lines.map(({ line, quantity }) => ({
      line,
      quantity: Math.max(1, Math.floor((quantity / line.lot) * (0.4 + 0.4 * random.next()))) * line.lot,
    }));
    sent = [{ ...only, lines }];
  }
  const short = sent.length && order.lines.some((line) => sentOf(sent, line.id) < line.quantity);
  if (!short) {
    // Nothing left to close: the order simply completed.
    order.fate = 'complete';
    order.statusReason = null;
    return dispatches;
  }
  const lastSent = sent.at(-1)?.date ?? order.orderDate;
  order.closedAt = momentOn(earlier(today, addDays(lastSent, random.int(5, 20))), random.int(60, 480), now);
  return sent;
}

const sentOf = (dispatches: PlannedDispatch[], lineId: string) =>
  dispatches.reduce(
    (sum, dispatch) => sum + dispatch.lines.reduce((s, l) => s + (l.line.id === lineId ? l.quantity : 0), 0),
    0,
  );

/** Dispatches what has left the shop by today for every order, and counts them on the lines. */
export function planDispatches(orders: PlannedOrder[], context: PlanContext): void {
  for (const order of orders) {
    if (order.fate === 'draft' || order.fate === 'cancelled') continue;
    const scheduled = scheduleDispatches(order, context);
    let sent = scheduled.filter((dispatch) => dispatch.date <= context.today);
    // A late order's last lot due is still on the shop floor.
    if (order.fate === 'late') sent = sent.slice(0, -1);
    if (order.fate === 'closed') sent = shortClose(order, sent, context);
    order.dispatches = sent;
    for (const line of order.lines) line.dispatched = sentOf(sent, line.id);
  }
}
