import {
  forecastsOf,
  type LateWorkOrders,
  planBoard,
  plantMinuteAt,
  SCHEDULE_DEFAULT_DAYS,
  type ScheduleBoard,
  type ScheduleData,
  type ScheduleInput,
  type ScheduleResult,
  scheduleInputOf,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { readGeneration } from '../../db/generations.js';
import { readScheduleData } from './schedule-data.js';
import { type Computation, type ComputedIn, computeSchedule } from './schedule-thread.js';

/** How long a read whose plan is out of date waits for the new one before it answers the last one, stale. */
export const FRESH_PLAN_WAIT_MS = 1_500;

/** What a plan is good for: the database's schedule generation and the plant minute ("now") it was read at. */
interface Stamp {
  generation: bigint;
  minute: number;
  at: Date;
}

/** The schedule as computed once: what it was computed from, the scheduler's answer, and when and where. */
export interface Plan {
  data: ScheduleData;
  /** The scheduler's input from `data` (`scheduleInputOf`): what a promise or a what-if plans on. */
  input: ScheduleInput;
  result: ScheduleResult;
  stamp: Stamp;
  /** When its data was read, an ISO instant. */
  computedAt: string;
  computedIn: ComputedIn;
}

/** A plan as a read gets it: stale when what it is computed from has changed since and the new one is still computing. */
export interface PlanRead {
  plan: Plan;
  stale: boolean;
}

export interface ScheduleReaderOptions {
  /** How long an out-of-date read waits for the new plan (FRESH_PLAN_WAIT_MS). */
  waitMs?: number;
  /** Runs the scheduler: on the schedule thread (computeSchedule). */
  compute?: (input: ScheduleInput) => Promise<Computation>;
  /** The time (the plant minute a plan is good for): the system clock. */
  clock?: () => Date;
}

/** Whether a plan answers a read stamped `wanted`: computed from no older data, at no earlier minute. */
const covers = (plan: { stamp: Stamp }, wanted: Stamp) =>
  plan.stamp.generation >= wanted.generation && plan.stamp.minute >= wanted.minute;

/** The promise's value if it settles within `ms`, else undefined. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

const nothing = () => undefined;

/**
 * The machine schedule of a database, kept for its readers: the board, and the work orders that
 * will be late (the dashboard and the notifications ask too).
 *
 * A plan is good while the database's schedule generation stands (migration 0024: every committed
 * change to a table the schedule reads moves it, whoever writes, in whichever process) and the
 * plant minute is the one it was computed at. Each read costs one query of the generation; when
 * it has moved, the plan is computed again: the data read here, the scheduler run on the schedule
 * thread (schedule-thread.ts). One computation runs at a time and every read that wants it shares
 * it; a read wanting newer data than the running one waits for the next, which starts when the
 * running one ends, from the database as it is then. A read whose plan is out of date waits up to
 * `waitMs` for the new one, and otherwise answers the last plan, stale, with the time it was
 * computed. Writers never wait for a plan, and tell the reader nothing.
 */
export function createScheduleReader(db: Db, options: ScheduleReaderOptions = {}) {
  const waitMs = options.waitMs ?? FRESH_PLAN_WAIT_MS;
  const compute = options.compute ?? computeSchedule;
  const clock = options.clock ?? (() => new Date());
  let last: Plan | null = null;
  let running: { stamp: Stamp; plan: Promise<Plan> } | null = null;
  let queued: Promise<Plan> | null = null;

  async function stampNow(): Promise<Stamp> {
    const at = clock();
    return { generation: await readGeneration(db, 'schedule'), minute: plantMinuteAt(at), at };
  }

  async function computePlan(stamp: Stamp): Promise<Plan> {
    const data = await readScheduleData(db, stamp.at);
    const input = scheduleInputOf(data);
    const { result, computedIn } = await compute(input);
    return { data, input, result, stamp, computedAt: stamp.at.toISOString(), computedIn };
  }

  function start(stamp: Stamp): Promise<Plan> {
    const plan = computePlan(stamp);
    running = { stamp, plan };
    void plan
      .then((done) => {
        if (!last || covers(done, last.stamp)) last = done;
      }, nothing)
      .finally(() => {
        if (running?.plan === plan) running = null;
      });
    return plan;
  }

  /** The plan for `wanted`: the running computation's if it covers it, else the next one. */
  function fresh(wanted: Stamp): Promise<Plan> {
    if (running && covers(running, wanted)) return running.plan;
    if (!running) return start(wanted);
    queued ??= running.plan.then(nothing, nothing).then(async () => {
      queued = null;
      const stamp = await stampNow();
      if (last && covers(last, stamp)) return last;
      return running && covers(running, stamp) ? running.plan : start(stamp);
    });
    return queued;
  }

  /**
   * The plan as of now, or the last one (stale) if the new one takes longer than `waitMs`. With
   * `anyMinute`, a plan of the data as it stands answers whatever minute it was computed at: for
   * figures the clock does not move (machine hours), so they wait only when the data has changed.
   */
  async function read({ anyMinute = false }: { anyMinute?: boolean } = {}): Promise<PlanRead> {
    const wanted = await stampNow();
    if (last && (anyMinute ? last.stamp.generation >= wanted.generation : covers(last, wanted)))
      return { plan: last, stale: false };
    const coming = fresh(wanted);
    if (!last) return { plan: await coming, stale: false };
    const plan = await within(coming, waitMs);
    if (plan) return { plan, stale: false };
    return { plan: last, stale: !covers(last, wanted) };
  }

  return {
    read,

    /** The plan read as the board reads it (planning and material needs compute from it). */
    current: async (): Promise<Plan> => (await read()).plan,

    /** The plan of the data as it stands, computed at any minute (line hours compute from it). */
    ofData: async (): Promise<Plan> => (await read({ anyMinute: true })).plan,

    /** The board for `days` from `from` (plant days; today and the next two weeks by default). */
    async board(window: { from?: string | undefined; days?: number | undefined } = {}): Promise<ScheduleBoard> {
      const { plan, stale } = await read();
      const { data, result } = plan;
      const from = window.from ?? data.now.slice(0, 10);
      const days = window.days ?? SCHEDULE_DEFAULT_DAYS;
      return { ...data, from, days, ...planBoard(data, { from, days }, result), computedAt: plan.computedAt, stale };
    },

    /**
     * Open work orders projected to finish after their due date, and those an operation of which
     * cannot be placed (with why, and no finish: they cannot finish as the plan stands); the
     * earliest due first.
     */
    async late(): Promise<LateWorkOrders> {
      const { data, result } = (await read()).plan;
      const orders = new Map(data.workOrders.map((order) => [order.id, order]));
      const items = forecastsOf(data, result)
        .filter((f) => f.late)
        .map((f) => {
          const blocked = f.blocked ?? [];
          return {
            workOrderId: f.workOrderId,
            woNumber: f.woNumber,
            product: f.product,
            customerId: orders.get(f.workOrderId)?.customerId ?? null,
            customerName: f.customerName,
            dueDate: f.dueDate,
            finish: blocked.length > 0 ? null : f.finish,
            daysLate: blocked.length > 0 ? 0 : f.daysLate,
            blocked,
          };
        })
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.woNumber.localeCompare(b.woNumber));
      return { items, total: items.length };
    },
  };
}

export type ScheduleReader = ReturnType<typeof createScheduleReader>;

const readers = new WeakMap<Db, ScheduleReader>();

/**
 * The one reader of a database in this process, so the schedule's routes, the dashboard and the
 * notifications share its plan and its computations.
 */
export function scheduleReader(db: Db): ScheduleReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createScheduleReader(db);
    readers.set(db, reader);
  }
  return reader;
}
