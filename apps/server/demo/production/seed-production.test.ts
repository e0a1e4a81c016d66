import { addDays, gaugeState, todayIn, weekdayOf } from '@lathe/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  auditLog,
  boxes,
  dispatches,
  gauges,
  inspectionReadings,
  inspections,
  machineCapacity,
  machineDowntime,
  machines,
  plantHolidays,
  productionEntries,
  users,
  workOrders,
} from '../../src/db/schema/index.js';
import { createProductionService } from '../../src/modules/production/production.service.js';
import { createScheduleService } from '../../src/modules/schedule/schedule.service.js';
import { outOfControl } from '../../src/modules/spc/index.js';
import { openTestDatabase } from '../../test/test-database.js';
import { seedMasterData } from '../master-data/seed-master-data.js';
import { seedProducts } from '../products/seed-products.js';
import { seedQuality } from '../quality/seed-quality.js';
import { seedSales } from '../sales/seed-sales.js';
import { STORES_EMAIL } from '../stores/inputs.js';
import { seedStores } from '../stores/seed-stores.js';
import { INSPECTOR_EMAIL, loadProductionInputs, PLANNER_EMAIL, SUPERVISOR_EMAIL } from './inputs.js';
import { planProduction } from './production-plan.js';
import { seedProduction } from './seed-production.js';

let database: Database;
let summary: string;
let plan: ReturnType<typeof planProduction>;
let replanned: ReturnType<typeof planProduction>;
const people = new Map<string, string>();
const now = new Date();
const today = todayIn('Asia/Kolkata', now);

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await seedMasterData(db);
  await seedProducts(db);
  await seedSales(db, { now });
  for (const [email, firstName] of [
    [STORES_EMAIL, 'Suresh'],
    [PLANNER_EMAIL, 'Rajesh'],
    [SUPERVISOR_EMAIL, 'Sachin'],
    [INSPECTOR_EMAIL, 'Pooja'],
  ] as const) {
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash: 'not-a-hash', firstName, lastName: 'Demo' })
      .returning({ id: users.id });
    people.set(email, user?.id ?? '');
  }
  await seedStores(db, { now });
  // The plan from the same inputs, twice: nothing in it may depend on the clock or chance.
  plan = planProduction(await loadProductionInputs(db, now));
  replanned = planProduction(await loadProductionInputs(db, now));
  summary = await seedProduction(db, { now });
}, 240_000);
afterAll(() => database.close());

const planned = (type: string) => plan.filter((event) => event.type === type).length;

describe('demo production', () => {
  it('adds a month of production once, even when run twice', async () => {
    const match =
      /^(\d+) work orders, (\d+) production entries on (\d+) days, (\d+) inspections, (\d+) plant holidays, (\d+) machines' capacity$/.exec(
        summary,
      );
    expect(match, summary).not.toBeNull();
    const [orders = 0, entries = 0, days = 0, inspected = 0, holidays = 0, capacities = 0] = (match ?? [])
      .slice(1)
      .map(Number);
    expect(orders).toBeGreaterThanOrEqual(20);
    expect(orders).toBeLessThanOrEqual(32);
    expect(entries).toBeGreaterThan(orders * 5);
    expect(days).toBeGreaterThanOrEqual(20);
    expect(inspected).toBeGreaterThan(orders);
    expect(holidays).toBeGreaterThanOrEqual(20);
    expect(capacities).toBe(13);

    const entryCount = async () => (await database.db.select({ n: count() }).from(productionEntries))[0]?.n;
    const before = await entryCount();
    expect(await seedProduction(database.db, { now })).toBe(summary);
    expect(await entryCount()).toBe(before);
  });

  it('plans the same month from the same day, and keys in everything it plans', async () => {
    expect(JSON.stringify(replanned)).toBe(JSON.stringify(plan));
    const db = database.db;
    expect((await db.select({ n: count() }).from(workOrders))[0]?.n).toBe(planned('work-order'));
    expect((await db.select({ n: count() }).from(productionEntries))[0]?.n).toBe(planned('entry'));
    expect((await db.select({ n: count() }).from(inspections))[0]?.n).toBe(planned('first-piece') + planned('pdi'));
  });

  it('records shifts on at least 20 working days of the last month, never on a Sunday or a holiday', async () => {
    const db = database.db;
    const entries = await db.select().from(productionEntries);
    const holidays = new Set((await db.select().from(plantHolidays)).map((holiday) => holiday.holidayDate));
    const days = new Set(entries.map((entry) => entry.entryDate));
    expect(days.size).toBeGreaterThanOrEqual(20);
    for (const day of days) {
      expect(day >= addDays(today, -30) && day < today, day).toBe(true);
      expect(weekdayOf(day), day).not.toBe(0);
      expect(holidays.has(day), day).toBe(false);
    }
    // Good pieces at a pace a machine can make: never more than the shift's minutes at the cycle time.
    for (const entry of entries) {
      expect(entry.downtimeMinutes).toBeLessThanOrEqual(90);
      const made = entry.goodQuantity + entry.rejectedQuantity;
      expect((made * Number(entry.cycleTimeSec)) / 60).toBeLessThanOrEqual(
        entry.plannedMinutes - entry.downtimeMinutes,
      );
      expect(entry.rejectedQuantity).toBeLessThanOrEqual(Math.ceil(made * 0.02) + 1);
      expect(entry.createdBy).toBe(people.get(SUPERVISOR_EMAIL));
      // Keyed in after the shift, not before.
      expect(todayIn('Asia/Kolkata', entry.createdAt) >= entry.entryDate).toBe(true);
    }
  });

  it('gives every machine that ran an OEE between 0 and 1 for the month', async () => {
    const production = createProductionService(database.db);
    const months = new Set(
      (await database.db.select({ date: productionEntries.entryDate }).from(productionEntries)).map((row) =>
        row.date.slice(0, 7),
      ),
    );
    let machinesThatRan = 0;
    for (const month of months) {
      const report = await production.oee({ month });
      for (const machine of report.machines) {
        // Every machine now plans its calendar's shifts; one that made nothing in the month scores 0.
        if (machine.month.goodQuantity + machine.month.rejectedQuantity === 0) continue;
        machinesThatRan++;
        for (const figure of ['availability', 'performance', 'quality', 'oee'] as const) {
          const value = machine.month[figure];
          expect(value, `${month} ${machine.machineNo} ${figure}`).not.toBeNull();
          expect(value as number).toBeGreaterThan(0);
          expect(value as number).toBeLessThanOrEqual(1);
        }
      }
    }
    expect(machinesThatRan).toBeGreaterThanOrEqual(10);
  });

  it('leaves work orders completed, in progress and not started, and the schedule places what is left', async () => {
    const orders = await database.db.select().from(workOrders);
    const status = (name: string) => orders.filter((order) => order.status === name);
    expect(status('completed').length).toBeGreaterThanOrEqual(3);
    expect(status('in_progress').length).toBeGreaterThanOrEqual(5);
    expect(status('released').length).toBeGreaterThanOrEqual(1);
    for (const order of orders) {
      expect(order.woNumber).toMatch(/^WO\/\d{4}-\d{2}\/\d{4}$/);
      expect(order.createdBy).toBe(people.get(PLANNER_EMAIL));
      // Drawn up and released on its own day, as the lists show it.
      expect(todayIn('Asia/Kolkata', order.releasedAt as Date)).toBe(order.woDate);
      if (order.status === 'completed') expect(order.goodQuantity).toBe(order.quantity);
      if (order.status === 'in_progress') expect(order.goodQuantity).toBeLessThan(order.quantity);
    }
    const board = await createScheduleService(database.db).board({ from: today, days: 60 });
    for (const order of status('in_progress')) {
      const forecast = board.forecasts.find((f) => f.workOrderId === order.id);
      expect(forecast?.finish, order.woNumber ?? '').not.toBeNull();
      expect(board.placements.some((placement) => placement.workOrderId === order.id)).toBe(true);
    }
    // The customer who pulled a delivery in will wait for it.
    const late = await createScheduleService(database.db).late();
    for (const order of orders.filter((o) => o.remarks?.includes('pulled the delivery in'))) {
      expect(late.items.map((item) => item.workOrderId)).toContain(order.id);
    }
  });

  it('passes each first piece before production, one failing first, one still awaited', async () => {
    const db = database.db;
    const firstPieces = await db.select().from(inspections).where(eq(inspections.kind, 'first_piece'));
    const entries = await db.select().from(productionEntries);
    expect(firstPieces.filter((inspection) => inspection.result === 'fail').length).toBe(1);
    const orders = await db.select().from(workOrders);
    for (const order of orders) {
      const own = firstPieces
        .filter((inspection) => inspection.workOrderId === order.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const firstEntry = entries
        .filter((entry) => entry.workOrderId === order.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
      if (firstEntry) {
        expect(own.at(-1)?.result, order.woNumber ?? '').toBe('pass');
        expect(own.at(-1)?.createdAt.getTime()).toBeLessThan(firstEntry.createdAt.getTime());
      }
      for (const inspection of own) expect(inspection.createdBy).toBe(people.get(INSPECTOR_EMAIL));
    }
    expect(orders.some((order) => !firstPieces.some((inspection) => inspection.workOrderId === order.id))).toBe(true);
  });

  it('sets up the machines and the holidays, with one machine down for maintenance since its last shift', async () => {
    const db = database.db;
    const rows = await db
      .select({ machineNo: machines.machineNo, capacity: machineCapacity })
      .from(machineCapacity)
      .innerJoin(machines, eq(machines.id, machineCapacity.machineId));
    const of = (no: string) => rows.find((row) => row.machineNo === no)?.capacity;
    expect(of('SLD-01')).toMatchObject({ shiftsPerDay: 3, firstShiftStart: '06:00', operationKinds: ['single_setup'] });
    expect(of('CNC-03')).toMatchObject({ shiftsPerDay: 2, firstShiftStart: '08:00' });
    expect(of('CNC-03')?.operationKinds.sort()).toEqual(['second_op', 'single_setup']);
    expect(of('TRB-01')?.operationKinds).toEqual(['rough']);
    const down = rows.filter((row) => row.capacity.status === 'maintenance');
    expect(down.length).toBe(1);
    expect(down[0]?.capacity.statusNote).toMatch(/expected back on \d\d\/\d\d\/\d{4}$/);
    const since = todayIn('Asia/Kolkata', down[0]?.capacity.updatedAt as Date);
    const after = await db
      .select()
      .from(productionEntries)
      .where(eq(productionEntries.machineId, down[0]?.capacity.machineId ?? ''));
    expect(after.every((entry) => entry.entryDate < since)).toBe(true);
    // Planned at what the plant has seen of each, with lunch; the machine down is back on the day its note names.
    for (const row of rows) {
      expect(row.capacity.efficiencyPercent, row.machineNo).toBeGreaterThanOrEqual(65);
      expect(row.capacity.efficiencyPercent, row.machineNo).toBeLessThanOrEqual(85);
      expect(row.capacity.breaks, row.machineNo).toContainEqual({ start: '12:30', minutes: 30 });
    }
    const windows = await db.select().from(machineDowntime);
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({ machineId: down[0]?.capacity.machineId, kind: 'maintenance' });
    const backOn = windows[0]?.endsAt.slice(0, 10) as string;
    expect(down[0]?.capacity.statusNote).toContain(
      `${backOn.slice(8, 10)}/${backOn.slice(5, 7)}/${backOn.slice(0, 4)}`,
    );
    expect(windows[0]?.endsAt.slice(11, 16)).toBe('14:00');
    // A shift's planned minutes leave its breaks out: CNC-03's first shift, 08:00–16:00 less tea and lunch.
    const cnc3 = await db
      .select({ shift: productionEntries.shift, plannedMinutes: productionEntries.plannedMinutes })
      .from(productionEntries)
      .innerJoin(machines, eq(machines.id, productionEntries.machineId))
      .where(eq(machines.machineNo, 'CNC-03'));
    expect(new Set(cnc3.filter((e) => e.shift === 1).map((e) => e.plannedMinutes))).toEqual(new Set([440]));

    const holidays = await db.select().from(plantHolidays);
    const names = new Set(holidays.map((holiday) => holiday.name));
    for (const name of ['Republic Day', 'Independence Day', 'Maharashtra Day', 'Gudhi Padwa']) {
      expect(names.has(name), name).toBe(true);
    }
    expect([...names].some((name) => name.startsWith('Diwali'))).toBe(true);
  });

  it('writes the PDI report of a few recent dispatches of products the plant made', async () => {
    const db = database.db;
    const reports = await db
      .select({ productId: inspections.productId, date: dispatches.dispatchDate, createdBy: inspections.createdBy })
      .from(inspections)
      .innerJoin(dispatches, eq(dispatches.id, inspections.dispatchId));
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports.length).toBeLessThanOrEqual(5);
    const made = new Set(
      (await db.select({ productId: workOrders.productId }).from(workOrders)).map((row) => row.productId),
    );
    for (const report of reports) {
      expect(made.has(report.productId)).toBe(true);
      expect(report.date >= addDays(today, -30)).toBe(true);
    }
    // The audit trail names who keyed each in.
    const actors = await db.select({ entity: auditLog.entity, actor: auditLog.actorEmail }).from(auditLog);
    const by = (entity: string) => new Set(actors.filter((row) => row.entity === entity).map((row) => row.actor));
    expect(by('production-entries')).toEqual(new Set([SUPERVISOR_EMAIL]));
    expect(by('inspections')).toEqual(new Set([INSPECTOR_EMAIL]));
    expect(by('plant-holidays')).toEqual(new Set([PLANNER_EMAIL]));
  });
});

/** The quality side (issue 31) is seeded on the plant's month, so it is checked on this database. */
describe('demo quality', () => {
  let quality: string;
  beforeAll(async () => {
    quality = await seedQuality(database.db, { now });
  }, 120_000);

  it('holds gauges (one overdue, one due this week), control plans for ten parts and a month of in-process checks, once', async () => {
    const db = database.db;
    expect(quality).toMatch(/^15 gauges, 10 control plans, \d+ in-process inspections, \d+ boxes, \d+ dispatched$/);
    const register = await db.select().from(gauges);
    const states = register.map((gauge) => [gauge.code, gaugeState(gauge, today)]);
    expect(states.filter(([, state]) => state === 'overdue')).toEqual([['VC-007', 'overdue']]);
    expect(states.filter(([, state]) => state === 'due_soon')).toEqual([['MM-003', 'due_soon']]);
    const checks = await db
      .select({ on: inspections.inspectedOn, gaugeId: inspectionReadings.gaugeId })
      .from(inspections)
      .innerJoin(inspectionReadings, eq(inspectionReadings.inspectionId, inspections.id))
      .where(eq(inspections.kind, 'in_process'));
    expect(new Set(checks.map((check) => check.on)).size).toBeGreaterThanOrEqual(15);
    // Measured with the plans' gauges, never the overdue one.
    const overdue = register.find((gauge) => gauge.code === 'VC-007')?.id;
    expect(checks.every((check) => check.gaugeId !== null && check.gaugeId !== overdue)).toBe(true);
    expect(await seedQuality(db, { now })).toBe(quality);
  });

  it("raises SPC's alarms: the OD read over its limit two days ago, and the drifting part's points", async () => {
    const alarms = await outOfControl(database.db, today);
    expect(alarms.some((alarm) => alarm.outOfSpec && alarm.characteristic === 'Outer diameter (OD)')).toBe(true);
    expect(alarms.some((alarm) => !alarm.outOfSpec)).toBe(true);
  });

  it('inspects the latest finished lots made from a known heat and packs them, one lot failed, and sends half of each passed lot', async () => {
    const db = database.db;
    const lots = await db
      .select({ workOrderId: inspections.workOrderId, result: inspections.result })
      .from(inspections)
      .where(and(eq(inspections.kind, 'pdi'), isNull(inspections.dispatchId)));
    expect(lots.length).toBeGreaterThanOrEqual(2);
    expect(lots.filter((lot) => lot.result === 'fail')).toHaveLength(1);
    const packed = await db.select().from(boxes);
    expect(new Set(packed.map((box) => box.workOrderId))).toEqual(new Set(lots.map((lot) => lot.workOrderId)));
    expect(packed.every((box) => box.heatNumbers !== '')).toBe(true);
    // Half of each passed lot went out on a dispatch, scanned; the failed lot's boxes stay in the stores.
    const failed = lots.find((lot) => lot.result === 'fail')?.workOrderId;
    expect(packed.filter((box) => box.workOrderId === failed).every((box) => box.dispatchId === null)).toBe(true);
    const sent = packed.filter((box) => box.dispatchId !== null);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(packed.length / 2);
  });
});
