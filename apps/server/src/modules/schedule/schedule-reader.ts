import {
  forecastsOf,
  type LateWorkOrders,
  planBoard,
  SCHEDULE_DEFAULT_DAYS,
  type ScheduleBoard,
  type ScheduleData,
  type ScheduleResult,
  schedule,
  scheduleInputOf,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { readScheduleData } from './schedule-data.js';
import { createSingleFlight } from './single-flight.js';

/** The schedule as computed once: what it was computed from, and the scheduler's answer. */
interface Computed {
  data: ScheduleData;
  result: ScheduleResult;
}

/**
 * The machine schedule, computed on demand from the database with the shared scheduler: the
 * board, and the work orders that will be late (the dashboard and the notifications ask too).
 *
 * Nothing is cached, but the computation (a read of every open operation and the whole plan) is
 * shared by every call that arrives while one runs, whoever asks and whatever window they ask
 * for: a flood of board reads, bells and dashboards costs one computation at a time. Every write
 * the schedule reads from calls `changed` once committed (capacity, holidays and pins here; a
 * release and a close short through the document kit's `stepped`; production entries through
 * `changingSchedule`), so a read after it never shares a computation that started before it.
 */
export function createScheduleReader(db: Db) {
  const flights = createSingleFlight<number, Computed>();
  let generation = 0;

  async function compute(): Promise<Computed> {
    const data = await readScheduleData(db);
    return { data, result: schedule(scheduleInputOf(data)) };
  }

  const current = () => flights.run(generation, compute);

  return {
    current,

    /** What the schedule reads has changed: calls from now on start their own computation. */
    changed() {
      generation += 1;
    },

    /** The board for `days` from `from` (plant days; today and the next two weeks by default). */
    async board(window: { from?: string | undefined; days?: number | undefined } = {}): Promise<ScheduleBoard> {
      const { data, result } = await current();
      const from = window.from ?? data.now.slice(0, 10);
      const days = window.days ?? SCHEDULE_DEFAULT_DAYS;
      return { ...data, from, days, ...planBoard(data, { from, days }, result) };
    },

    /** Open work orders projected to finish after their due date: the earliest due first. */
    async late(): Promise<LateWorkOrders> {
      const { data, result } = await current();
      const orders = new Map(data.workOrders.map((order) => [order.id, order]));
      const items = forecastsOf(data, result)
        .filter((f) => f.late && f.finish !== null)
        .map((f) => ({
          workOrderId: f.workOrderId,
          woNumber: f.woNumber,
          product: f.product,
          customerId: orders.get(f.workOrderId)?.customerId ?? null,
          customerName: f.customerName,
          dueDate: f.dueDate,
          finish: f.finish as string,
          daysLate: f.daysLate,
        }))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.woNumber.localeCompare(b.woNumber));
      return { items, total: items.length };
    },
  };
}

export type ScheduleReader = ReturnType<typeof createScheduleReader>;

const readers = new WeakMap<Db, ScheduleReader>();

/**
 * The one reader of a database in this process, so the schedule's routes, the dashboard and the
 * notifications share its computations.
 */
export function scheduleReader(db: Db): ScheduleReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createScheduleReader(db);
    readers.set(db, reader);
  }
  return reader;
}

/**
 * `write` that, once it has committed, tells the database's schedule reader that what the schedule
 * reads has changed (pieces made): a board, bell or dashboard read after it never shares a
 * computation that started before it.
 */
export function changingSchedule<A extends unknown[], R>(db: Db, write: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const result = await write(...args);
    scheduleReader(db).changed();
    return result;
  };
}
