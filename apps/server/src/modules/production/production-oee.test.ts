import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { machineCapacity, machineDowntime, plantHolidays, productionReasons } from '../../db/schema/index.js';
import { oeeReport } from './production-oee.js';
import { releasedWorkOrder } from './work-order-fixture.js';

/*
 * `GET production/oee`: a machine's days and month from its calendar, its downtime windows and its
 * entries, as the shared machineOee works them (its maths is unit-tested in packages/shared).
 * Here: that the server feeds it the right entries, shifts, holidays, windows and now, for one
 * machine or all: its planned minutes follow the calendar, not the shifts someone logged.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let cnc: Json;
let idle: Json;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  const customer = await kit.customer();
  const product = await kit.product(customer.partyCode);
  cnc = await kit.admin('POST', '/api/machines', { machineNo: `OEE-A-${kit.tag()}`, machineName: 'CNC' });
  idle = await kit.admin('POST', '/api/machines', { machineNo: `OEE-B-${kit.tag()}`, machineName: 'Idle' });
  // One shift of 8 hours a day, Monday to Saturday.
  await h.db.insert(machineCapacity).values({ machineId: cnc.id, shiftsPerDay: 1, hoursPerShift: 8 });
  // Tuesday 14/05/2024 is a plant holiday.
  await h.db.insert(plantHolidays).values({ holidayDate: '2024-05-14', name: 'Test holiday' });
  // Maintenance on Wednesday 15/05 10:00–12:00 (a planned stop) and a breakdown on Thursday 16/05
  // 08:00–11:00 (downtime), kept as history: the API takes windows from now on only.
  await h.db.insert(machineDowntime).values([
    { machineId: cnc.id, kind: 'maintenance', startsAt: '2024-05-15 10:00:00', endsAt: '2024-05-15 12:00:00' },
    { machineId: cnc.id, kind: 'breakdown', startsAt: '2024-05-16 08:00:00', endsAt: '2024-05-16 11:00:00' },
  ]);
  const operator = await kit.admin('POST', '/api/employees', {
    employeeCode: `E-${kit.tag()}`,
    firstName: 'A',
    lastName: 'B',
  });
  const [powerCut] = (await h.db.select().from(productionReasons)).filter((reason) => reason.name === 'Power cut');
  const order = await releasedWorkOrder(h.db, {
    productId: product.id,
    quantity: 100_000,
    releasedOn: '2024-05-01',
    firstPiece: 'pass',
    operations: [{ kind: 'single_setup', label: 'Single setup', cycleTimeSec: 45 }],
  });
  // Monday 13/05/2024: 560 good, 10 rejected, 30 minutes down of 480.
  await kit.admin('POST', '/api/production/entries', {
    entryDate: '2024-05-13',
    shift: 1,
    machineId: cnc.id,
    operatorId: operator.id,
    workOrderId: order.id,
    operationId: order.operations[0]?.id,
    goodQuantity: 560,
    rejectedQuantity: 10,
    rejectionReasonId: (await h.db.select().from(productionReasons)).find((r) => r.name === 'Burr')?.id,
    downtimeMinutes: 30,
    downtimeReasonId: powerCut?.id,
  });
});
afterAll(() => h.close());

describe('OEE by machine, day and month', () => {
  it("works a day's availability, performance, quality and utilisation from its entries", async () => {
    const report = await kit.admin('GET', `/api/production/oee?month=2024-05&machineId=${cnc.id}`);
    expect(report).toMatchObject({ month: '2024-05', until: '2024-05-31' });
    expect(report.machines).toHaveLength(1);
    const [machine] = report.machines;
    expect(machine).toMatchObject({ machineId: cnc.id, machineNo: cnc.machineNo, machineName: 'CNC' });
    expect(machine.days).toHaveLength(31);
    const monday = machine.days.find((day: Json) => day.date === '2024-05-13');
    // run 450 of 480; ideal 45 s × 570 = 427.5 min; quality 560/570.
    expect(monday).toMatchObject({ plannedMinutes: 480, downtimeMinutes: 30, runMinutes: 450, availableMinutes: 480 });
    expect(monday.availability).toBe(0.9375);
    expect(monday.performance).toBe(0.95);
    expect(monday.quality).toBeCloseTo(560 / 570, 12);
    expect(monday.oee).toBeCloseTo(0.9375 * 0.95 * (560 / 570), 12);
    expect(monday.utilisation).toBe(0.9375);
    // The holiday and Sundays have no shift time; May 2024 has 27 working days, less the holiday.
    expect(machine.days.find((day: Json) => day.date === '2024-05-14').availableMinutes).toBe(0);
    expect(machine.days.find((day: Json) => day.date === '2024-05-12').availableMinutes).toBe(0);
    // Wednesday 15/05: 480 − 120 maintenance = 360 planned, nobody logged it.
    const wednesday = machine.days.find((day: Json) => day.date === '2024-05-15');
    expect(wednesday).toMatchObject({ plannedMinutes: 360, downtimeMinutes: 0, unloggedMinutes: 360, oee: 0 });
    // Thursday 16/05: 480 planned, the breakdown's 180 down, the other 300 not logged.
    const thursday = machine.days.find((day: Json) => day.date === '2024-05-16');
    expect(thursday).toMatchObject({ plannedMinutes: 480, downtimeMinutes: 180, unloggedMinutes: 300, runMinutes: 0 });
    // The month: 26 shifts of 480 = 12,480 less 120 maintenance = 12,360 planned; down 30 + 180 =
    // 210; not logged 12,360 − 480 (Monday, logged) − 180 = 11,700; run 12,360 − 210 − 11,700 = 450.
    expect(machine.month).toMatchObject({
      plannedMinutes: 12_360,
      downtimeMinutes: 210,
      unloggedMinutes: 11_700,
      runMinutes: 450,
      availableMinutes: 26 * 480,
    });
    // Availability 450 / 12,360 = 0.036407…, where the shift logged alone said 0.9375.
    expect(machine.month.availability).toBeCloseTo(450 / 12_360, 12);
    expect(machine.month.performance).toBe(0.95);
    expect(machine.month.utilisation).toBeCloseTo(450 / (26 * 480), 12);
  });

  it('counts the shifts of the month under way up to now, a shift not over yet only once logged', async () => {
    // Now Thursday 16/05/2024 12:00: the shifts of 01/05 to 15/05 are over (12 working days, the
    // holiday out): 12 × 480 − 120 maintenance = 5,640 planned; Thursday's shift runs to 16:00,
    // so its breakdown is not counted yet. Not logged 5,640 − 480 = 5,160; run 450.
    const report = await oeeReport(h.db, { month: '2024-05', machineId: cnc.id }, '2024-05-16T12:00');
    expect(report.until).toBe('2024-05-16');
    expect(report.machines[0]?.month).toMatchObject({
      plannedMinutes: 5640,
      downtimeMinutes: 30,
      unloggedMinutes: 5160,
      runMinutes: 450,
      availableMinutes: 12 * 480,
    });
  });

  it('lists every machine without one asked for; a machine nobody logged scores 0 on its planned shifts', async () => {
    const report = await kit.admin('GET', '/api/production/oee?month=2024-05');
    const ids = report.machines.map((machine: Json) => machine.machineId);
    expect(ids).toEqual(expect.arrayContaining([cnc.id, idle.id]));
    const quiet = report.machines.find((machine: Json) => machine.machineId === idle.id);
    // The defaults: two shifts of 8 hours, 26 working days; the other machine's windows are not its.
    expect(quiet.month).toMatchObject({
      plannedMinutes: 26 * 960,
      unloggedMinutes: 26 * 960,
      runMinutes: 0,
      availability: 0,
      oee: 0,
      availableMinutes: 26 * 960,
      utilisation: 0,
    });
    // June 2024: 25 working days of one shift, none logged.
    const other = await kit.admin('GET', `/api/production/oee?month=2024-06&machineId=${cnc.id}`);
    expect(other.machines[0].month).toMatchObject({ plannedMinutes: 25 * 480, unloggedMinutes: 25 * 480 });
  });

  it('refuses a month that is not one and a machine that does not exist', async () => {
    const token = await h.adminToken();
    expect((await h.call('GET', '/api/production/oee?month=2024-13', { token })).statusCode).toBe(400);
    expect((await h.call('GET', `/api/production/oee?machineId=${randomUUID()}`, { token })).statusCode).toBe(404);
  });
});
