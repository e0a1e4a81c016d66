import { addDays, MEASURED_DAYS, type MeasuredRate, measuredRateOf, todayIn } from '@lathe/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { productionEntries } from '../db/schema/index.js';

/*
 * What OEE is worked from in a production entry (production's OEE report reads these columns), and
 * each machine's measured rate (availability × performance of the shifts logged) over the last
 * 90 days, which the capacity screens (the schedule) offer as its planning efficiency.
 */

/** A production entry's columns that OEE and the measured rate are worked from. */
export const oeeEntryColumns = {
  machineId: productionEntries.machineId,
  entryDate: productionEntries.entryDate,
  shift: productionEntries.shift,
  plannedMinutes: productionEntries.plannedMinutes,
  downtimeMinutes: productionEntries.downtimeMinutes,
  goodQuantity: productionEntries.goodQuantity,
  rejectedQuantity: productionEntries.rejectedQuantity,
  cycleTimeSec: productionEntries.cycleTimeSec,
};

/**
 * Each machine's measured rate over the MEASURED_DAYS days to `today` (today included), by machine
 * id: only machines with entries in that time. One index range of the entries by date (or by
 * machine and date, for one machine).
 */
export async function measuredRates(tx: DbOrTx, machineId?: string, today = todayIn()) {
  const from = addDays(today, 1 - MEASURED_DAYS);
  const entries = await tx
    .select(oeeEntryColumns)
    .from(productionEntries)
    .where(
      and(
        machineId ? eq(productionEntries.machineId, machineId) : undefined,
        gte(productionEntries.entryDate, from),
        lte(productionEntries.entryDate, today),
      ),
    );
  const byMachine = new Map<string, typeof entries>();
  for (const entry of entries) {
    const own = byMachine.get(entry.machineId) ?? [];
    own.push(entry);
    byMachine.set(entry.machineId, own);
  }
  const rates = new Map<string, MeasuredRate>();
  for (const [id, own] of byMachine) {
    const figures = measuredRateOf(own.map((entry) => ({ ...entry, cycleTimeSec: Number(entry.cycleTimeSec) })));
    rates.set(id, { from, to: today, ...figures });
  }
  return rates;
}
