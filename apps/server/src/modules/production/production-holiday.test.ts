import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { machineCapacity, plantHolidays, productionReasons } from '../../db/schema/index.js';
import { releasedWorkOrder } from './work-order-fixture.js';

/*
 * Production logged on a plant holiday or on a day the machine does not work (issue 29): plants
 * work them (overtime, a rush order), so the entry is kept; its answer warns whoever records or
 * corrects it, and OEE counts its shift as time worked that day.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
/** Two 8-hour shifts from 08:00, Monday to Friday, no breaks: 480 planned minutes a shift. */
let lathe: Json;
let order: Json;
let operatorId: string;
let burr: string;
let powerCut: string;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  const customer = await kit.customer();
  const product = await kit.product(customer.partyCode);
  lathe = await kit.admin('POST', '/api/machines', { machineNo: `HOL-${kit.tag()}`, machineName: 'CNC' });
  await h.db
    .insert(machineCapacity)
    .values({ machineId: lathe.id, shiftsPerDay: 2, hoursPerShift: 8, workingDays: [1, 2, 3, 4, 5] });
  // Monday 25/03/2024 is a plant holiday.
  await h.db.insert(plantHolidays).values({ holidayDate: '2024-03-25', name: 'Holi' });
  const operator = await kit.admin('POST', '/api/employees', {
    employeeCode: `E-${kit.tag()}`,
    firstName: 'Ravi',
    lastName: 'Kumar',
  });
  operatorId = operator.id;
  const reasons = await h.db.select().from(productionReasons);
  burr = reasons.find((reason) => reason.name === 'Burr')?.id as string;
  powerCut = reasons.find((reason) => reason.name === 'Power cut')?.id as string;
  order = await releasedWorkOrder(h.db, {
    productId: product.id,
    quantity: 100_000,
    releasedOn: '2024-03-01',
    firstPiece: 'pass',
    operations: [{ kind: 'single_setup', label: 'Single setup', cycleTimeSec: 30 }],
  });
});
afterAll(() => h.close());

/** An entry's body on the lathe, shift 1, the order's one operation; `fields` override. */
const entryBody = (fields: object) => ({
  shift: 1,
  machineId: lathe.id,
  operatorId,
  workOrderId: order.id,
  operationId: order.operations[0]?.id,
  rejectedQuantity: 0,
  downtimeMinutes: 0,
  ...fields,
});

const holiWarning = '25/03/2024 is a plant holiday (Holi): counted as time worked that day';

describe('the day asked as the form chooses it', () => {
  const workday = (date: string, machineId = lathe.id) =>
    h.call('GET', `/api/production/workday?machineId=${machineId}&date=${date}`, { token: undefined });

  it('warns of the holiday and the day off the entry would be warned of, and of nothing on a working day', async () => {
    expect(await kit.admin('GET', `/api/production/workday?machineId=${lathe.id}&date=2024-03-25`)).toEqual({
      warnings: [holiWarning],
    });
    expect(await kit.admin('GET', `/api/production/workday?machineId=${lathe.id}&date=2024-03-23`)).toEqual({
      warnings: [`23/03/2024 is a Saturday, a day ${lathe.machineNo} does not work: counted as time worked that day`],
    });
    expect(await kit.admin('GET', `/api/production/workday?machineId=${lathe.id}&date=2024-03-26`)).toEqual({
      warnings: [],
    });
  });

  it('refuses a date that is none, an unknown machine, and a caller not signed in', async () => {
    await kit.admin('GET', `/api/production/workday?machineId=${lathe.id}&date=2024-02-30`, undefined, 400);
    await kit.admin(
      'GET',
      '/api/production/workday?machineId=0b8f6c1e-4d0a-4c55-9a43-1f5a2b7c9d10&date=2024-03-25',
      undefined,
      404,
    );
    expect((await workday('2024-03-25')).statusCode).toBe(401);
  });
});

describe('an entry dated a holiday or a day off', () => {
  let holi: Json;
  let saturday: Json;
  let tuesday: Json;

  beforeAll(async () => {
    // Holi, shift 1: 880 good + 20 rejected at 30 s, 20 minutes down.
    holi = await kit.admin('POST', '/api/production/entries', {
      ...entryBody({ entryDate: '2024-03-25', goodQuantity: 880, rejectedQuantity: 20, rejectionReasonId: burr }),
      downtimeMinutes: 20,
      downtimeReasonId: powerCut,
    });
    // Saturday 23/03, shift 2: the lathe works Monday to Friday. 840 good.
    saturday = await kit.admin('POST', '/api/production/entries', {
      ...entryBody({ entryDate: '2024-03-23', shift: 2, goodQuantity: 840 }),
    });
    // Tuesday 26/03, shift 1, a working day: 900 good.
    tuesday = await kit.admin(
      'POST',
      '/api/production/entries',
      entryBody({ entryDate: '2024-03-26', goodQuantity: 900 }),
    );
  });

  it('is kept at its shift’s planned minutes, and its answer warns, naming the holiday', () => {
    expect(holi).toMatchObject({ entryDate: '2024-03-25', plannedMinutes: 480, goodQuantity: 880, version: 1 });
    expect(holi.warnings).toEqual([holiWarning]);
    expect(saturday).toMatchObject({ entryDate: '2024-03-23', plannedMinutes: 480 });
    expect(saturday.warnings).toEqual([
      `23/03/2024 is a Saturday, a day ${lathe.machineNo} does not work: counted as time worked that day`,
    ]);
    expect(tuesday).toMatchObject({ entryDate: '2024-03-26', plannedMinutes: 480 });
    expect(tuesday).not.toHaveProperty('warnings');
  });

  it('warns again when corrected on the holiday, and not on a working day; reading it says nothing', async () => {
    const corrected = await kit.admin('PUT', `/api/production/entries/${holi.id}`, {
      ...entryBody({ entryDate: '2024-03-25', goodQuantity: 880, rejectedQuantity: 20, rejectionReasonId: burr }),
      downtimeMinutes: 20,
      downtimeReasonId: powerCut,
      remarks: 'Rush order',
      version: holi.version,
    });
    expect(corrected).toMatchObject({ remarks: 'Rush order', version: 2, warnings: [holiWarning] });
    holi = corrected;
    const working = await kit.admin('PUT', `/api/production/entries/${tuesday.id}`, {
      ...entryBody({ entryDate: '2024-03-26', goodQuantity: 900, remarks: 'Checked' }),
      version: tuesday.version,
    });
    expect(working).toMatchObject({ remarks: 'Checked' });
    expect(working).not.toHaveProperty('warnings');
    expect(await kit.admin('GET', `/api/production/entries/${holi.id}`)).not.toHaveProperty('warnings');
  });

  /*
   * March 2024 on the lathe (Monday to Friday: 21 working days, Holi out, 20 × 960 = 19,200
   * planned by the calendar; the month is over, so every shift counts):
   *   Holi 25/03     planned 480, available 480 (the shift logged), 20 down, run 460; ideal
   *                  30 s × 900 / 60 = 450 → OEE 450/480 × 880/900 = 0.916666…, utilisation 460/480
   *   Sat 23/03      planned and available 480, run 480; ideal 30 × 840 / 60 = 420 → OEE 0.875
   *   Tue 26/03      shift 1 logged (run 480, ideal 450), shift 2 not: planned 960, not logged 480
   *   month          planned 19,200 + 480 + 480 = 20,160, down 20, not logged 19,200 − 480 = 18,720,
   *                  run 20,160 − 20 − 18,720 = 1,420, available 20,160; ideal 450 + 420 + 450 = 1,320
   *                  availability 1,420 / 20,160 = 0.070436…; performance 1,320 / 1,420 = 0.929577…;
   *                  quality 2,620 / 2,640 = 0.992424…; OEE 1,320 / 20,160 × 0.992424… = 0.064980…;
   *                  utilisation 1,420 / 20,160 = 0.070436…
   */
  it('counts in OEE as time worked that day, and in the month', async () => {
    const report = await kit.admin('GET', `/api/production/oee?month=2024-03&machineId=${lathe.id}`);
    const [machine] = report.machines;
    const day = (date: string) => machine.days.find((one: Json) => one.date === date);
    expect(day('2024-03-25')).toMatchObject({
      plannedMinutes: 480,
      availableMinutes: 480,
      downtimeMinutes: 20,
      runMinutes: 460,
      idealMinutes: 450,
      goodQuantity: 880,
      rejectedQuantity: 20,
    });
    expect(day('2024-03-25').oee).toBeCloseTo(0.9166666667, 9);
    expect(day('2024-03-25').utilisation).toBeCloseTo(460 / 480, 12);
    expect(day('2024-03-23')).toMatchObject({
      plannedMinutes: 480,
      availableMinutes: 480,
      runMinutes: 480,
      oee: 0.875,
    });
    expect(day('2024-03-23').utilisation).toBe(1);
    expect(day('2024-03-26')).toMatchObject({ plannedMinutes: 960, unloggedMinutes: 480, runMinutes: 480 });
    // A day off nobody worked: nothing.
    expect(day('2024-03-24')).toMatchObject({ plannedMinutes: 0, availableMinutes: 0, oee: null });

    expect(machine.month).toMatchObject({
      plannedMinutes: 20_160,
      downtimeMinutes: 20,
      unloggedMinutes: 18_720,
      runMinutes: 1420,
      availableMinutes: 20_160,
      idealMinutes: 1320,
      goodQuantity: 2620,
      rejectedQuantity: 20,
    });
    expect(machine.month.availability).toBeCloseTo(0.0704365079, 9);
    expect(machine.month.performance).toBeCloseTo(0.9295774648, 9);
    expect(machine.month.quality).toBeCloseTo(0.9924242424, 9);
    expect(machine.month.oee).toBeCloseTo(0.0649801587, 9);
    expect(machine.month.utilisation).toBeCloseTo(0.0704365079, 9);
  });
});
