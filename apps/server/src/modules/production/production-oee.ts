import {
  addDays,
  type DowntimeKind,
  datesOfMonth,
  machineOee,
  minuteOfPlantTime,
  type OeeQuery,
  type OeeReport,
  type OeeStop,
} from '@lathe/shared';
import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { machineDowntime, productionEntries } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { oeeEntryColumns } from '../../lib/measured-rates.js';
import { plantNow, plantTimeOfStamp, stampOfPlantTime } from '../../lib/plant-time.js';
import { calendarOf, holidaysBetween, machinesWithCapacity } from './production-machines.js';

/*
 * OEE and utilisation (`production/oee`): each machine's days of a month and the month, worked by
 * the shared machineOee from its entries, its calendar (shifts, breaks, working days, the plant's
 * holidays) and its downtime windows (maintenance a planned stop, a breakdown downtime), up to
 * now, so the screen and the API agree. Each machine's measured rate over the last 90 days, which
 * the capacity screens offer as its planning efficiency, is worked from the same entry columns in
 * lib/measured-rates.ts.
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

/**
 * The downtime windows of the machines (or the one asked for) reaching into `from` … `to`, by
 * machine, in plant minute numbers: windows over are read too, as their rows stay for this. The
 * last day's shifts may run past midnight, so windows starting the day after count too.
 */
async function stopsBetween(tx: DbOrTx, from: string, to: string, machineId?: string) {
  const rows = await tx
    .select({
      machineId: machineDowntime.machineId,
      kind: machineDowntime.kind,
      startsAt: machineDowntime.startsAt,
      endsAt: machineDowntime.endsAt,
    })
    .from(machineDowntime)
    .where(
      and(
        lt(machineDowntime.startsAt, stampOfPlantTime(`${addDays(to, 2)}T00:00`)),
        gt(machineDowntime.endsAt, stampOfPlantTime(`${from}T00:00`)),
        machineId ? eq(machineDowntime.machineId, machineId) : undefined,
      ),
    );
  const byMachine = new Map<string, OeeStop[]>();
  for (const row of rows) {
    const own = byMachine.get(row.machineId) ?? [];
    own.push({
      kind: row.kind as DowntimeKind,
      start: minuteOfPlantTime(plantTimeOfStamp(row.startsAt)),
      end: minuteOfPlantTime(plantTimeOfStamp(row.endsAt)),
    });
    byMachine.set(row.machineId, own);
  }
  return byMachine;
}

/** `now` is plant time 'yyyy-MM-ddTHH:MM': the shifts not over by then count only once logged. */
export async function oeeReport(tx: DbOrTx, query: OeeQuery, now = plantNow()): Promise<OeeReport> {
  const today = now.slice(0, 10);
  const month = query.month ?? today.slice(0, 7);
  const dates = datesOfMonth(month);
  const from = dates[0] as string;
  const to = dates.at(-1) as string;
  const machines = await machinesWithCapacity(tx, query.machineId);
  if (query.machineId && machines.length === 0) throw notFound('Machine');
  const [entries, holidays, stops] = await Promise.all([
    tx
      .select(oeeEntryColumns)
      .from(productionEntries)
      .where(
        and(
          gte(productionEntries.entryDate, from),
          lte(productionEntries.entryDate, to),
          query.machineId ? eq(productionEntries.machineId, query.machineId) : undefined,
        ),
      ),
    holidaysBetween(tx, from, to),
    stopsBetween(tx, from, to, query.machineId),
  ]);
  const until = untilOf(month, today);
  return {
    month,
    until,
    machines: machines.map((machine) => {
      const own = entries
        .filter((entry) => entry.machineId === machine.id)
        .map((entry) => ({ ...entry, cycleTimeSec: Number(entry.cycleTimeSec) }));
      const figures = machineOee({
        month,
        calendar: calendarOf(machine, holidays),
        entries: own,
        stops: stops.get(machine.id) ?? [],
        now: minuteOfPlantTime(now),
      });
      return { machineId: machine.id, machineNo: machine.machineNo, machineName: machine.machineName, ...figures };
    }),
  };
}
