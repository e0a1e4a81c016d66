import type { OperationKind, Placement, ScheduleMachine } from '../production/schedule.js';
import { plannedRunMinutes } from '../production/schedule.js';
import { productOperations, runMinutes } from './operations.js';

/*
 * Machine hours as the plan counts them, one figure for the order line, the open lines and the
 * board: what is left to make × cycle time ÷ the machine's planning efficiency, plus a setup per
 * operation. Work the schedule has placed counts as placed (its setup and run, on the machine it
 * went to); what is not on the schedule yet is estimated on the machines that run its kind, at
 * their mean efficiency and setup.
 */

type CycleFigures = Parameters<typeof productOperations>[0];

/** How a kind of operation is planned when it is not on the schedule yet. */
export interface KindPlanning {
  /** Mean planning efficiency of the available machines that run it (1 when none does). */
  efficiency: number;
  /** Their mean setup, whole minutes (60 when none does). */
  setupMinutes: number;
}

const NO_MACHINE: KindPlanning = { efficiency: 1, setupMinutes: 60 };

/** Each kind's planning figures from the machines: the available ones that run it, averaged. */
export function planningByKind(machines: readonly ScheduleMachine[]): (kind: OperationKind) => KindPlanning {
  const byKind = new Map<OperationKind, { efficiency: number; setup: number; count: number }>();
  for (const machine of machines) {
    if (!machine.available) continue;
    for (const kind of new Set(machine.kinds)) {
      const sums = byKind.get(kind) ?? { efficiency: 0, setup: 0, count: 0 };
      sums.efficiency += machine.efficiency ?? 1;
      sums.setup += machine.setupMinutes;
      sums.count += 1;
      byKind.set(kind, sums);
    }
  }
  return (kind) => {
    const sums = byKind.get(kind);
    if (!sums) return NO_MACHINE;
    return { efficiency: sums.efficiency / sums.count, setupMinutes: Math.round(sums.setup / sums.count) };
  };
}

/** Minutes of machine time `pieces` of the product take off the schedule: each operation's run at its kind's efficiency, and its setup. */
export function estimatedMachineMinutes(
  product: CycleFigures,
  pieces: number,
  planning: (kind: OperationKind) => KindPlanning,
): number {
  if (pieces <= 0) return 0;
  return productOperations(product).reduce((sum, operation) => {
    const kind = planning(operation.kind);
    return sum + plannedRunMinutes(runMinutes(pieces, operation.cycleTimeSec), kind.efficiency) + kind.setupMinutes;
  }, 0);
}

/** Minutes of machine time placed work takes: setup and run, as the board draws them (shift time, breaks and downtime left out). */
export function placedMinutes(placements: readonly Pick<Placement, 'segments'>[]): number {
  let minutes = 0;
  for (const placement of placements) for (const segment of placement.segments) minutes += segment.end - segment.start;
  return minutes;
}

/** Minutes as hours to 2 decimals, as screens show machine hours. */
export const machineHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
