import {
  addDays,
  can,
  formatRupees,
  GAUGE_DUE_SOON_DAYS,
  indianDate,
  type LateWorkOrder,
  NOTIFICATION_KINDS,
  type Notification,
  type Notifications,
  todayIn,
  toPaise,
  type User,
} from '@lathe/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, gauges, invoices, salesOrders } from '../../db/schema/index.js';
import { overdueCondition, owedSql } from '../invoices/index.js';
import { scheduleReader } from '../schedule/index.js';
import { outOfControl } from '../spc/index.js';
import { dayMonthYear } from './calendar.js';
import { openOrderDueDates } from './open-orders.js';

/** The most a list carries; `total` still counts them all. */
export const MAX_NOTIFICATIONS = 50;

/** Overdue invoices, late orders, work orders that will be late, overdue gauges and a process out of control come before what is merely due soon. */
const URGENT: readonly Notification['kind'][] = [
  'invoice_overdue',
  'order_late',
  'work_order_late',
  'gauge_overdue',
  'spc_out_of_control',
];
const urgency = (n: Notification) => (URGENT.includes(n.kind) ? 0 : 1);

/** Most urgent first, then the oldest date; a tie goes by kind, then by the text (the document number). */
const byUrgencyThenDate = (a: Notification, b: Notification) =>
  urgency(a) - urgency(b) ||
  a.date.localeCompare(b.date) ||
  NOTIFICATION_KINDS.indexOf(a.kind) - NOTIFICATION_KINDS.indexOf(b.kind) ||
  a.message.localeCompare(b.message);

const isoDate = (column: unknown) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
const fullCount = sql`count(*) over ()::int`.mapWith(Number);

/**
 * What needs attention now, for the scopes the user may see: overdue invoices (invoices: view),
 * late orders and orders due this week (sales-orders: view), work orders the machine schedule
 * projects to finish after their due date (schedule: view), gauges overdue or due for calibration
 * within a week (gauges: view), characteristics out of control in the last week (inspection: view).
 * Each part is read already sorted and capped in the database, with its full count, so a long
 * backlog never loads row by row; the late work orders come from the schedule's plan (shared with
 * the board's readers), the characteristics out of control from their SPC charts (at most 50).
 */
export function createNotificationsService(db: Db) {
  async function overdueInvoices(today: string): Promise<{ items: Notification[]; total: number }> {
    const rows = await db
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        customerId: invoices.customerId,
        customerName: invoices.customerName,
        balance: sql`(${owedSql})::text`.mapWith(Number),
        dueDate: isoDate(invoices.dueDate),
        total: fullCount,
      })
      .from(invoices)
      .where(overdueCondition(today))
      .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber))
      .limit(MAX_NOTIFICATIONS);
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((row) => ({
        id: `invoice_overdue:${row.id}`,
        kind: 'invoice_overdue',
        title: 'Invoice overdue',
        message: `${row.number ?? 'An invoice'} for ${row.customerName}: ${formatRupees(toPaise(row.balance))} due since ${dayMonthYear(row.dueDate)}`,
        link: `/invoices/view/${row.id}`,
        date: row.dueDate,
        customerId: row.customerId,
        customerName: row.customerName,
      })),
    };
  }

  async function orderDates(today: string): Promise<{ items: Notification[]; total: number }> {
    const open = openOrderDueDates(db, today);
    const isLate = sql`${open.lateSince} is not null`;
    const rows = await db
      .select({
        id: salesOrders.id,
        number: salesOrders.orderNumber,
        customerId: customers.id,
        customerName: customers.name,
        late: sql<boolean>`${isLate}`,
        date: isoDate(sql`coalesce(${open.lateSince}, ${open.dueOn})`),
        total: fullCount,
      })
      .from(open)
      .innerJoin(salesOrders, eq(salesOrders.id, open.orderId))
      .innerJoin(customers, eq(customers.id, salesOrders.customerId))
      .where(sql`${isLate} or ${open.dueOn} is not null`)
      .orderBy(sql`${isLate} desc`, sql`coalesce(${open.lateSince}, ${open.dueOn})`, asc(salesOrders.orderNumber))
      .limit(MAX_NOTIFICATIONS);
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((row): Notification => {
        const order = `${row.number ?? 'A sales order'} for ${row.customerName}`;
        const when = dayMonthYear(row.date);
        const customer = { customerId: row.customerId, customerName: row.customerName };
        return row.late
          ? {
              id: `order_late:${row.id}`,
              kind: 'order_late',
              title: 'Order late',
              message: `${order} was due on ${when}`,
              link: `/sales-orders/view/${row.id}`,
              date: row.date,
              ...customer,
            }
          : {
              id: `order_due:${row.id}`,
              kind: 'order_due',
              title: 'Order due this week',
              message: `${order} is due on ${when}`,
              link: `/sales-orders/view/${row.id}`,
              date: row.date,
              ...customer,
            };
      }),
    };
  }

  /** What keeps a late work order late: when it will finish, or the operation that cannot be placed and why. */
  function lateness(order: LateWorkOrder): string {
    const [cause] = order.blocked;
    if (cause) return `${cause.label || 'an operation'} cannot be placed: ${cause.reason}`;
    if (order.finish === null) return 'cannot be placed';
    return (
      `will finish on ${dayMonthYear(order.finish.slice(0, 10))} at ${order.finish.slice(11)}, ` +
      `${order.daysLate === 1 ? '1 day' : `${order.daysLate} days`} late`
    );
  }

  /** Open work orders the schedule will finish after their due date or cannot finish, the earliest due first. */
  async function lateWorkOrders(): Promise<{ items: Notification[]; total: number }> {
    const late = await scheduleReader(db).late();
    return {
      total: late.total,
      items: late.items.slice(0, MAX_NOTIFICATIONS).map((order) => ({
        id: `work_order_late:${order.workOrderId}`,
        kind: 'work_order_late',
        title: 'Work order running late',
        message: `${order.woNumber} (${order.product}) is due on ${dayMonthYear(order.dueDate)} but ${lateness(order)}`,
        link: `/work-orders/view/${order.workOrderId}`,
        date: order.dueDate,
        customerId: order.customerId,
        customerName: order.customerName,
      })),
    };
  }

  /** Active gauges overdue for calibration or due within GAUGE_DUE_SOON_DAYS, the earliest due first (gauges_status_due). */
  async function dueGauges(today: string): Promise<{ items: Notification[]; total: number }> {
    const rows = await db
      .select({
        id: gauges.id,
        code: gauges.code,
        gaugeType: gauges.gaugeType,
        dueOn: isoDate(gauges.dueOn),
        total: fullCount,
      })
      .from(gauges)
      .where(and(eq(gauges.status, 'active'), lte(gauges.dueOn, addDays(today, GAUGE_DUE_SOON_DAYS))))
      .orderBy(asc(gauges.dueOn), asc(gauges.code))
      .limit(MAX_NOTIFICATIONS);
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((row): Notification => {
        const gauge = `Gauge ${row.code} (${row.gaugeType})`;
        const due = { link: `/gauges/view/${row.id}`, date: row.dueOn, customerId: null, customerName: null };
        return row.dueOn < today
          ? {
              id: `gauge_overdue:${row.id}`,
              kind: 'gauge_overdue',
              title: 'Gauge overdue for calibration',
              message: `${gauge} was due for calibration on ${indianDate(row.dueOn)}`,
              ...due,
            }
          : {
              id: `gauge_due_soon:${row.id}`,
              kind: 'gauge_due_soon',
              title: 'Gauge due for calibration',
              message: `${gauge} is due for calibration on ${indianDate(row.dueOn)}`,
              ...due,
            };
      }),
    };
  }

  /** Characteristics with a reading outside its specification or beyond a control limit in the last week (spc). */
  async function spcOutOfControl(today: string): Promise<{ items: Notification[]; total: number }> {
    const found = await outOfControl(db, today);
    return {
      total: found.length,
      items: found.map((row) => ({
        id: `spc_out_of_control:${row.productId}:${row.characteristic}`,
        kind: 'spc_out_of_control',
        title: row.outOfSpec ? 'Reading outside its specification' : 'Point beyond a control limit',
        message: `Out of control: ${row.characteristic} of ${row.drawingNumber} on ${indianDate(row.date)}`,
        link: `/spc?${new URLSearchParams({ productId: row.productId, characteristic: row.characteristic })}`,
        date: row.date,
        customerId: row.customerId,
        customerName: row.customerName,
      })),
    };
  }

  return {
    async list(user: User, today: string = todayIn()): Promise<Notifications> {
      const parts = [
        ...(can(user, 'invoices', 'view') ? [await overdueInvoices(today)] : []),
        ...(can(user, 'sales-orders', 'view') ? [await orderDates(today)] : []),
        ...(can(user, 'schedule', 'view') ? [await lateWorkOrders()] : []),
        ...(can(user, 'gauges', 'view') ? [await dueGauges(today)] : []),
        ...(can(user, 'inspection', 'view') ? [await spcOutOfControl(today)] : []),
      ];
      return {
        items: parts
          .flatMap((part) => part.items)
          .sort(byUrgencyThenDate)
          .slice(0, MAX_NOTIFICATIONS),
        total: parts.reduce((sum, part) => sum + part.total, 0),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
