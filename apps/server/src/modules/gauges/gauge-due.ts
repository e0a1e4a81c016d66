import { addDays, GAUGE_DUE_SOON_DAYS, type GaugeState, nextDueOn } from '@lathe/shared';
import { and, desc, eq, gt, gte, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gaugeCalibrations, gauges } from '../../db/schema/index.js';

/*
 * A gauge's due date as its calibrations leave it, and its states on a day as SQL: the shared rule
 * (quality/gauge-due.ts) said as a range of the (status, due_on) index.
 */

/**
 * The gauge's last calibration day and due date from its latest calibration by date (the later
 * recorded on a tie): a pass makes it due its frequency later, a fail leaves it with none, so it
 * measures nothing until a pass; no calibration, no dates.
 */
export async function dueFromCalibrations(tx: DbOrTx, gaugeId: string, frequencyDays: number) {
  const [latest] = await tx
    .select({ calibratedOn: gaugeCalibrations.calibratedOn, result: gaugeCalibrations.result })
    .from(gaugeCalibrations)
    .where(eq(gaugeCalibrations.gaugeId, gaugeId))
    .orderBy(desc(gaugeCalibrations.calibratedOn), desc(gaugeCalibrations.createdAt), desc(gaugeCalibrations.id))
    .limit(1);
  if (!latest) return { lastCalibratedOn: null, dueOn: null };
  return {
    lastCalibratedOn: latest.calibratedOn,
    dueOn: nextDueOn(latest.calibratedOn, frequencyDays, latest.result as 'pass' | 'fail'),
  };
}

const active = eq(gauges.status, 'active');

/** The gauges in a state on a day (gaugeState's rule): each an index range of (status, due_on). */
export function stateCondition(state: GaugeState, on: string): SQL | undefined {
  const soon = addDays(on, GAUGE_DUE_SOON_DAYS);
  switch (state) {
    case 'retired':
      return eq(gauges.status, 'retired');
    case 'uncalibrated':
      return and(active, isNull(gauges.dueOn));
    case 'overdue':
      return and(active, lt(gauges.dueOn, on));
    case 'due_soon':
      return and(active, gte(gauges.dueOn, on), lte(gauges.dueOn, soon));
    case 'calibrated':
      return and(active, gt(gauges.dueOn, soon));
  }
}

/** The gauges an inspection may name on the day (gaugeUsableOn): active and due on it or later. */
export const usableOn = (on: string) => and(active, gte(gauges.dueOn, on));
