import { addDays, datesOfMonth, machineOee, type OeeQuery, type OeeReport, todayIn } from '@lathe/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productionEntries } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { calendarOf, holidaysBetween, machinesWithCapacity } from './production-machines.js';

/*
 * OEE and utilisation (`production/oee`): each machine's days of a month and the month, worked by
 * the shared machineOee from its entries and its calendar (shifts, working days, the plant's
 * holidays), so the screen and the API agree.
 */

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
      .select({
        machineId: productionEntries.machineId,
        entryDate: productionEntries.entryDate,
        shift: productionEntries.shift,
        plannedMinutes: productionEntries.plannedMinutes,
        downtimeMinutes: productionEntries.downtimeMinutes,
        goodQuantity: productionEntries.goodQuantity,
        rejectedQuantity: productionEntries.rejectedQuantity,
        cycleTimeSec: productionEntries.cycleTimeSec,
      })
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
