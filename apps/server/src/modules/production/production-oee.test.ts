import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { machineCapacity, plantHolidays, productionReasons } from '../../db/schema/index.js';
import { releasedWorkOrder } from './work-order-fixture.js';

/*
 * `GET production/oee`: a machine's days and month from its entries and its calendar, as the
 * shared machineOee works them (its maths is unit-tested in packages/shared). Here: that the
 * server feeds it the right entries, shifts and holidays, for one machine or all.
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
    expect(machine.month).toMatchObject({ plannedMinutes: 480, runMinutes: 450, availableMinutes: 26 * 480 });
    expect(machine.month.utilisation).toBeCloseTo(450 / (26 * 480), 12);
  });

  it('lists every machine without one asked for; a machine with no entries has nothing to score', async () => {
    const report = await kit.admin('GET', '/api/production/oee?month=2024-05');
    const ids = report.machines.map((machine: Json) => machine.machineId);
    expect(ids).toEqual(expect.arrayContaining([cnc.id, idle.id]));
    const quiet = report.machines.find((machine: Json) => machine.machineId === idle.id);
    // The defaults: two shifts of 8 hours.
    expect(quiet.month).toMatchObject({ plannedMinutes: 0, oee: null, availableMinutes: 26 * 960, utilisation: 0 });
    const other = await kit.admin('GET', `/api/production/oee?month=2024-06&machineId=${cnc.id}`);
    expect(other.machines[0].month.plannedMinutes).toBe(0);
  });

  it('refuses a month that is not one and a machine that does not exist', async () => {
    const token = await h.adminToken();
    expect((await h.call('GET', '/api/production/oee?month=2024-13', { token })).statusCode).toBe(400);
    expect((await h.call('GET', `/api/production/oee?machineId=${randomUUID()}`, { token })).statusCode).toBe(404);
  });
});
