import {
  addDays,
  type DowntimeKind,
  datesOfMonth,
  MEASURED_DAYS,
  type MeasuredRate,
  machineOee,
  measuredRateOf,
  minuteOfPlantTime,
  type OeeQuery,
  type OeeReport,
  type OeeStop,
  todayIn,
} from '@lathe/shared';
import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { machineDowntime, productionEntries } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { plantNow, plantTimeOfStamp, stampOfPlantTime } from '../schedule/schedule-data.js';
import { calendarOf, holidaysBetween, machinesWithCapacity } from './production-machines.js';

/*
 * OEE and utilisation (`production/oee`): each machine's days of a month and the month, worked by
 * the shared machineOee from its entries, its calendar (shifts, breaks, working days, the plant's
 * holidays) and its downtime windows (maintenance a planned stop, a breakdown downtime), up to
 * now, so the screen and the API agree. And each machine's measured rate (availability ×
 * performance of the shifts logged) over the last 90 days, which the capacity screens offer as
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
