import {
  addDays,
  datesOfMonth,
  MEASURED_DAYS,
  type MeasuredRate,
  machineOee,
  measuredRateOf,
  type OeeQuery,
  type OeeReport,
  todayIn,
} from '@lathe/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productionEntries } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { calendarOf, holidaysBetween, machinesWithCapacity } from './production-machines.js';

/*
 * OEE and utilisation (`production/oee`): each machine's days of a month and the month, worked by
 * the shared machineOee from its entries and its calendar (shifts, working days, the plant's
 * holidays), so the screen and the API agree. And each machine's measured rate (availability ×
 * performance, from the same sums) over the last 90 days, which the capacity screens offer as
 * its planning efficiency.
 */

const entryColumns = {
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
    .select(entryColumns)
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

/** The last day counted into a month's available time: its last day, today for this month, none yet for a later one. */
function untilOf(month: string, today: string): string {
  const dates = datesOfMonth(month);
  const first = dates[0] as string;
  const last = dates.at(-1) as string;
  if (today > last) return last;
  if (today < first) return addDays(first, -1);
  return today;
}

export async function oeeReport(tx: DbOrTx, query: OeeQuery, today = todayIn()): Promise<OeeReport> {
  const month = query.month ?? today.slice(0, 7);
  const dates = datesOfMonth(month);
  const from = dates[0] as string;
  const to = dates.at(-1) as string;
  const machines = await machinesWithCapacity(tx, query.machineId);
  if (query.machineId && machines.length === 0) throw notFound('Machine');
  const [entries, holidays] = await Promise.all([
    tx
      .select(entryColumns)
      .from(productionEntries)
      .where(
        and(
          gte(productionEntries.entryDate, from),
          lte(productionEntries.entryDate, to),
          query.machineId ? eq(productionEntries.machineId, query.machineId) : undefined,
        ),
      ),
    holidaysBetween(tx, from, to),
  ]);
  const until = untilOf(month, today);
  return {
    month,
    until,
    machines: machines.map((machine) => {
      const own = entries
        .filter((entry) => entry.machineId === machine.id)
        .map((entry) => ({ ...entry, cycleTimeSec: Number(entry.cycleTimeSec) }));
      const figures = machineOee({ month, calendar: calendarOf(machine, holidays), entries: own, until });
      return { machineId: machine.id, machineNo: machine.machineNo, machineName: machine.machineName, ...figures };
    }),
  };
}
