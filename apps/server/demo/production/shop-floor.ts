import { addDays, type MachineCalendar, type OperationKind, shiftWindows, workingWindows } from '@lathe/shared';
import type { Random } from '../sales/random.js';
import type { ProductionInputs } from './inputs.js';
import { workingDaysBetween } from './plant-days.js';
import type { PlannedOperation, PlannedWorkOrder } from './work-order-plan.js';

/*
 * The month on the shop floor, shift by shift: each machine keeps to its job until the job runs
 * out of pieces or work due days sooner waits for it (stock work gives way to orders); then the
 * supervisor gives it the open operation it can run that is due soonest, what is due within the
 * week first, the sliding heads taking parts made in one setup and the lathes parts made in two
 * (a new setup each time). A shift's pieces are what its run time makes at the cycle time and
 * the machine's pace that day (70–95 %), after the setup and whatever stopped it (a tool change,
 * no material, a power cut …); 0–2 % of them rejected. An operation only works the pieces the
 * one before it has made good by the shift's start, so the second setup trails the first.
 */

/** A machine as the shop floor runs it. */
export interface FloorMachine {
  id: string;
  machineNo: string;
  calendar: MachineCalendar;
  kinds: readonly OperationKind[];
  setupMinutes: number;
  /** The first date it stands (maintenance): no work from then on. */
  standsFrom: string | null;
}

/** A work order the floor may work on from `from` (plant minute its first piece passed). */
export interface FloorOrder {
  order: PlannedWorkOrder;
  from: number | null;
}

export interface FloorEntry {
  ref: string;
  seq: number;
  machineId: string;
  date: string;
  shift: number;
  /** Plant minute the shift ended. */
  shiftEnd: number;
  operatorId: string;
  goodQuantity: number;
  rejectedQuantity: number;
  rejectionReasonId: string | null;
  downtimeMinutes: number;
  downtimeReasonId: string | null;
}

interface Job {
  order: PlannedWorkOrder;
  operation: PlannedOperation;
  index: number;
  good: number;
  heldBy: string | null;
}

/** Who runs which machines: the setters and operators of the turning shop, the VMC operators on the VMCs. */
function crews(staff: ProductionInputs['staff']) {
  const of = (...designations: string[]) => staff.filter((e) => designations.includes(e.designation ?? ''));
  const turning = of('CNC Operator', 'CNC Setter');
  const fallback = turning.length ? turning : staff;
  const sliding = of('Sliding Head Programmer', 'CNC Operator');
  const vmc = of('VMC Operator');
  return (machineNo: string) =>
    machineNo.startsWith('SLD') && sliding.length
      ? sliding
      : machineNo.startsWith('VMC') && vmc.length
        ? vmc
        : fallback;
}

/** The company's reasons by name, for those of the starting lists it still has. */
function reasonIds(reasons: ProductionInputs['reasons'], kind: 'rejection' | 'downtime') {
  const ids = new Map(reasons.filter((r) => r.kind === kind).map((r) => [r.name.toLowerCase(), r.id]));
  const any = reasons.find((r) => r.kind === kind)?.id ?? null;
  return (name: string) => ids.get(name.toLowerCase()) ?? any;
}

/** A job gives its machine up to work due this many days sooner. */
const GIVES_WAY_DAYS = 5;
/** Due within this many days: run first, on whatever machine can. */
const URGENT_DAYS = 6;

const REJECTIONS: [string, number][] = [
  ['OD oversize', 5],
  ['OD undersize', 3],
  ['Burr', 4],
  ['Tool mark', 3],
  ['Length out of tolerance', 2],
  ['ID oversize', 2],
  ['Surface finish', 2],
  ['Thread not OK', 1],
  ['Material defect', 1],
];

/** What stopped a machine in a shift, besides its setup: [reason, least, most minutes, weight]. */
const STOPS: [string, number, number, number][] = [
  ['', 0, 0, 40],
  ['Tool change', 5, 25, 32],
  ['No material', 30, 90, 6],
  ['Quality hold', 20, 45, 5],
  ['Breakdown', 30, 90, 4],
  ['No operator', 45, 90, 3],
];

export function runShopFloor(
  inputs: ProductionInputs,
  random: Random,
  machines: FloorMachine[],
  orders: FloorOrder[],
  window: { from: string; to: string; holidays: ReadonlySet<string> },
): FloorEntry[] {
  const crewOf = crews(inputs.staff);
  const rejection = reasonIds(inputs.reasons, 'rejection');
  const downtime = reasonIds(inputs.reasons, 'downtime');
  // Rejections and stops are recorded with a reason: without a list to choose from, there are none.
  const rejects = inputs.reasons.some((reason) => reason.kind === 'rejection');
  const stops = inputs.reasons.some((reason) => reason.kind === 'downtime');
  const jobs: Job[] = orders.flatMap(({ order }) =>
    order.operations.map((operation, index) => ({ order, operation, index, good: 0, heldBy: null })),
  );
  const startOf = new Map(orders.map(({ order, from }) => [order.ref, from]));
  const jobsOf = new Map<string, Job[]>();
  for (const job of jobs) jobsOf.set(job.order.ref, [...(jobsOf.get(job.order.ref) ?? []), job]);
  const holding = new Map<string, Job | null>();
  const lastJob = new Map<string, Job | null>();
  /** Each machine's own pace, around which its shifts vary. */
  const pace = new Map(machines.map((m) => [m.id, 0.78 + random.next() * 0.1]));
  const entries: FloorEntry[] = [];

  // Good pieces of each operation as the shift began: what the next operation may work on.
  let snapshot = new Map<Job, number>();
  const input = (job: Job) => {
    if (job.index === 0) return job.order.quantity;
    const before = (jobsOf.get(job.order.ref) ?? [])[job.index - 1] as Job;
    return snapshot.get(before) ?? 0;
  };
  const available = (job: Job) => Math.max(0, input(job) - job.good);
  /** Pieces of about four hours at the cycle time: a second op waits for a batch, not for single pieces. */
  const batch = (job: Job) =>
    Math.min(job.order.quantity - job.good, Math.ceil((4 * 3600) / job.operation.cycleTimeSec));

  /**
   * The machine's job for the time from `startsAt`: the one it has while it has pieces, unless work
   * due a week sooner waits for it (stock work gives way to orders); else the best open one.
   */
  function nextJob(machine: FloorMachine, date: string, startsAt: number): Job | null {
    const current = holding.get(machine.id) ?? null;
    const sliding = machine.machineNo.startsWith('SLD');
    const open = jobs.filter((job) => {
      const from = startOf.get(job.order.ref);
      return (
        from !== null &&
        from !== undefined &&
        from <= startsAt &&
        job.heldBy === null &&
        machine.kinds.includes(job.operation.kind) &&
        available(job) > 0 &&
        available(job) >= batch(job)
      );
    });
    // What is due within the week first; else the sliding heads take the parts made in one setup and
    // the lathes the parts of two, soonest due first.
    const urgent = (job: Job) => (job.order.dueDate <= addDays(date, URGENT_DAYS) ? 0 : 1);
    const fit = (job: Job) => (sliding === (job.order.operations.length === 1) ? 0 : 1);
    open.sort(
      (a, b) =>
        urgent(a) - urgent(b) ||
        fit(a) - fit(b) ||
        a.order.dueDate.localeCompare(b.order.dueDate) ||
        b.index - a.index ||
        a.order.releasedAt - b.order.releasedAt ||
        a.order.ref.localeCompare(b.order.ref),
    );
    const best = open[0] ?? null;
    if (current && available(current) > 0) {
      if (!best || best.order.dueDate >= addDays(current.order.dueDate, -GIVES_WAY_DAYS)) return current;
    }
    if (current) {
      current.heldBy = null;
      holding.set(machine.id, null);
    }
    if (best) {
      best.heldBy = machine.id;
      holding.set(machine.id, best);
    }
    return best;
  }

  const days = workingDaysBetween(window.from, window.to, window.holidays);
  // A power cut or two in the month stops every machine in the first shift.
  const powerCuts = new Map(random.sample(days, 2).map((day) => [day, random.int(40, 80)]));
  for (const [dayIndex, date] of days.entries()) {
    for (let shift = 1; shift <= 3; shift++) {
      snapshot = new Map(jobs.map((job) => [job, job.good]));
      for (const [machineIndex, machine] of machines.entries()) {
        if (machine.standsFrom && date >= machine.standsFrom) {
          const held = holding.get(machine.id);
          if (held) held.heldBy = null;
          holding.set(machine.id, null);
          continue;
        }
        const window = shiftWindows(machine.calendar, date)[shift - 1];
        if (!window) continue;
        // The shift's working time: its breaks are not planned (as the entry's planned minutes say).
        const planned = workingWindows(machine.calendar, date)
          .filter((piece) => piece.shift === shift)
          .reduce((sum, piece) => sum + piece.end - piece.start, 0);
        const crew = crewOf(machine.machineNo);
        const operator = crew[(machineIndex + shift * 3 + Math.floor(dayIndex / 6)) % crew.length];
        if (!operator) continue;
        const cut = shift === 1 ? powerCuts.get(date) : undefined;
        const [stopReason, least, most] = cut
          ? ['Power cut', cut, cut]
          : random.weighted(
              STOPS,
              STOPS.map((stop) => stop[3]),
            );
        const stop = stopReason && stops ? random.int(least, most) : 0;
        let left = planned;
        for (let segment = 0; segment < 2; segment++) {
          const job = nextJob(machine, date, window.start + (planned - left));
          if (!job) break;
          const setup = lastJob.get(machine.id) === job || !stops ? 0 : machine.setupMinutes;
          let down = setup;
          let reason = setup ? 'Setup' : '';
          if (segment === 0 && stop) {
            const extra = setup ? Math.max(0, Math.min(stop, 90 - setup)) : stop;
            down += extra;
            if (!setup) reason = stopReason;
          }
          down = Math.min(down, left);
          const run = left - down;
          const speed = Math.min(0.95, Math.max(0.7, (pace.get(machine.id) ?? 0.85) + (random.next() - 0.5) * 0.14));
          const made = Math.floor(((run * 60) / job.operation.cycleTimeSec) * speed);
          const rate = random.chance(0.35) || !rejects ? 0 : 0.002 + random.next() * 0.018;
          const goodCap = Math.floor(made * (1 - rate));
          const good = Math.min(goodCap, available(job));
          const rejected = good === goodCap ? made - goodCap : Math.round((good * rate) / (1 - rate));
          if (good + rejected + down === 0) break;
          entries.push({
            ref: job.order.ref,
            seq: job.operation.seq,
            machineId: machine.id,
            date,
            shift,
            shiftEnd: window.end,
            operatorId: operator.id,
            goodQuantity: good,
            rejectedQuantity: rejected,
            rejectionReasonId:
              rejected > 0
                ? rejection(
                    random.weighted(
                      REJECTIONS,
                      REJECTIONS.map((r) => r[1]),
                    )[0],
                  )
                : null,
            downtimeMinutes: down,
            downtimeReasonId: down > 0 ? downtime(reason || 'Tool change') : null,
          });
          job.good += good;
          lastJob.set(machine.id, job);
          left -= down + Math.ceil(((good + rejected) * job.operation.cycleTimeSec) / 60 / speed);
          // The job ran out of pieces: the rest of the shift goes to the next one, if it is worth a setup.
          if (available(job) > 0 || left < 90) break;
        }
      }
    }
  }
  return entries;
}
