import { CompiledCalendar } from '../production/plant-calendar.js';
import {
  type OperationKind,
  operationTime,
  type ScheduleInput,
  type ScheduleMachine,
  type ScheduleResult,
  takesWork,
} from '../production/schedule.js';
import { DEFAULT_MACHINE_CAPACITY } from '../schemas/machine-capacity.js';
import { piecesToMake } from './bar-netting.js';
import { productOperations, runMinutes } from './operations.js';

/*
 * An order line's machine hours, one figure for the order, the open lines, the dashboard's card
 * and the board: what is left to make, each operation by the scheduler's rule (operationTime:
 * pieces × cycle time ÷ the machine's planning efficiency, and its setup).
 *
 * - Its open (released, in progress) work orders count as the plan holds them: an operation
 *   placed on a machine at that machine's efficiency, with the setup the placement carries (none
 *   where the machine was still set up for it), so a line whose work is all placed takes what the
 *   board draws for it; an operation the plan could not place is estimated as below.
 * - The pieces still to make that no open work order will make (ordered less what is dispatched
 *   or alive on its work orders, piecesToMake, less what its open work orders still add) go
 *   through every operation of the product's routing, each estimated on the machine the scheduler
 *   would pick on an empty plant: of the machines that take work and run its kind, the one where
 *   setup and run take the fewest minutes (the one where it ends first when the plant is idle on
 *   one calendar). A kind no machine takes is counted at 100 % with the default setup, as a
 *   machine never given its capacity would run it. Both are read from the plan's machines, so
 *   the same data give the same figure.
 */

type CycleFigures = Parameters<typeof productOperations>[0];

/** A machine's figures the estimate reads: its planning efficiency and setup. */
interface Planning {
  efficiency: number;
  setupMinutes: number;
}

const UNKNOWN_MACHINE: Planning = { efficiency: 1, setupMinutes: DEFAULT_MACHINE_CAPACITY.setupMinutes };

/** Worked minutes (setup + run) of `minutes` of run at 100 % on a machine of `planning`. */
const workedOn = (minutes: number, planning: Planning) => {
  const time = operationTime(minutes, planning.efficiency, planning.setupMinutes);
  return time.setup + time.run;
};

/** The planning figures of the machines that take work, by the kinds they run. */
function machinesByKind(machines: readonly ScheduleMachine[]): Map<OperationKind, Planning[]> {
  const byKind = new Map<OperationKind, Planning[]>();
  const compiled = new Map<string, CompiledCalendar | null>();
  for (const machine of machines) {
    const key = JSON.stringify(machine.calendar);
    if (!compiled.has(key)) {
      let calendar: CompiledCalendar | null = null;
      try {
        calendar = new CompiledCalendar(machine.calendar);
      } catch {
        // A calendar the scheduler cannot use: the machine takes no work there either.
      }
      compiled.set(key, calendar);
    }
    if (!takesWork(machine, compiled.get(key) ?? null)) continue;
    for (const kind of new Set(machine.kinds)) {
      const list = byKind.get(kind) ?? [];
      list.push({ efficiency: machine.efficiency ?? 1, setupMinutes: machine.setupMinutes });
      byKind.set(kind, list);
    }
  }
  for (const [kind, list] of byKind) byKind.set(kind, undominated(list));
  return byKind;
}

/**
 * The machines a kind's estimate needs to try: setup + ⌈run ÷ efficiency⌉ is never fewer minutes
 * on a machine slower and no quicker to set up than another, so only the fastest at each setup
 * time is kept. A plant of many alike machines tries a few, not each of them for every line.
 */
function undominated(list: readonly Planning[]): Planning[] {
  const fastestFirst = [...list].sort((a, b) => b.efficiency - a.efficiency || a.setupMinutes - b.setupMinutes);
  const kept: Planning[] = [];
  for (const planning of fastestFirst) {
    const last = kept.at(-1);
    if (!last || planning.setupMinutes < last.setupMinutes) kept.push(planning);
  }
  return kept;
}

/** An order line's work, as its machine hours are worked from it. */
export interface LineWork {
  /** The product's cycle times: its routing. */
  product: CycleFigures;
  ordered: number;
  dispatched: number;
  /** Over its work orders that are not drafts: pieces their first operation started (good and rejected), and those rejected at any operation. */
  started: number;
  rejected: number;
  /** Its released and in-progress work orders, with each one's quantity, started and rejected pieces. */
  openWorkOrders: readonly { id: string; quantity: number; started: number; rejected: number }[];
}

/** The plan's machine time, read once for the lines: its open work orders' and the estimate's. */
export interface MachineHoursPlan {
  /** Minutes an open work order's operations still take by the plan (0 for one not on it). */
  workOrderMinutes(workOrderId: string): number;
  /** Minutes `pieces` of the product take through its routing off the plan, each operation estimated. */
  routingMinutes(product: CycleFigures, pieces: number): number;
}

/** The machine time of the scheduler's plan (its input and its result). */
export function machineHoursPlan(input: ScheduleInput, result: ScheduleResult): MachineHoursPlan {
  const byKind = machinesByKind(input.machines);
  const machines = new Map(input.machines.map((machine) => [machine.id, machine]));
  const placements = new Map(result.placements.map((placement) => [placement.operationId, placement]));

  /** Minutes of an operation of `minutes` run at 100 % off the plan: on the machine the scheduler would pick. */
  const estimated = (kind: OperationKind, minutes: number) => {
    if (minutes <= 0) return 0;
    const capable = byKind.get(kind);
    if (!capable) return workedOn(minutes, UNKNOWN_MACHINE);
    return Math.min(...capable.map((planning) => workedOn(minutes, planning)));
  };

  const workOrders = new Map<string, number>();
  for (const operation of input.operations) {
    if (operation.minutes <= 0) continue;
    const placement = placements.get(operation.id);
    const machine = placement && machines.get(placement.machineId);
    let minutes: number;
    if (placement && machine) {
      // The placement carries a setup unless the machine was still set up for the job.
      const setup = placement.setupEnd > placement.start ? machine.setupMinutes : 0;
      const time = operationTime(operation.minutes, machine.efficiency ?? 1, setup);
      minutes = time.setup + time.run;
    } else {
      minutes = estimated(operation.kind, operation.minutes);
    }
    workOrders.set(operation.workOrderId, (workOrders.get(operation.workOrderId) ?? 0) + minutes);
  }

  return {
    workOrderMinutes: (id) => workOrders.get(id) ?? 0,
    routingMinutes(product, pieces) {
      if (pieces <= 0) return 0;
      return productOperations(product).reduce(
        (sum, operation) => sum + estimated(operation.kind, runMinutes(pieces, operation.cycleTimeSec)),
        0,
      );
    },
  };
}

/** Pieces of the line no open work order will make: still to make, less what its open work orders still add. */
export function piecesOffPlan(line: Omit<LineWork, 'product'>): number {
  const toMake = piecesToMake(line);
  const coming = line.openWorkOrders.reduce(
    (sum, order) => sum + Math.max(0, order.quantity - Math.max(0, order.started - order.rejected)),
    0,
  );
  return Math.max(0, toMake - coming);
}

/** An order line's machine time in minutes: its open work orders as the plan holds them, and the rest estimated. */
export function lineMachineMinutes(plan: MachineHoursPlan, line: LineWork): number {
  const onPlan = line.openWorkOrders.reduce((sum, order) => sum + plan.workOrderMinutes(order.id), 0);
  return onPlan + plan.routingMinutes(line.product, piecesOffPlan(line));
}

/** Minutes as the hours screens show, in hundredths of an hour (whole minutes × 5 ÷ 3 never end in a half). */
export const hundredthsOfHour = (minutes: number) => Math.round((minutes * 100) / 60);

/** Minutes as hours to 2 decimals: an order line's machine hours. */
export const machineHours = (minutes: number) => hundredthsOfHour(minutes) / 100;
