import { addDays, minuteOfPlantTime, type OpenOrderLine, type ScheduleBoard, todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { workOrderOperations, workOrders } from '../../db/schema/index.js';
import { scheduleReader } from '../schedule/schedule-reader.js';
import { hoursOfPlan, openLinesHoursOn, openLinesMachineHours } from './line-machine-hours.js';

/*
 * One figure of machine hours on a real plan: an order line's (its order's answer and the open
 * lines) is what the board holds for its placed work orders plus the pieces no work order makes,
 * estimated by the same rule; the dashboard's card is the open lines' sum.
 */
/** The statements sent while `counting` is on. */
const statements: string[] = [];
let counting = false;
const kit = invoiceTestKit({ onQuery: (query) => counting && statements.push(query) });

/** The statements `run` sends. */
async function sent(run: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  counting = true;
  try {
    await run();
  } finally {
    counting = false;
  }
  return [...statements];
}

/** The open lines' hours added up as the card does: each line's to the hundredth, the sum to one decimal. */
async function openLinesSum() {
  const { data } = (await kit.ok('GET', '/api/sales-orders/open-lines?limit=100')) as { data: OpenOrderLine[] };
  return Math.round(data.reduce((sum, l) => sum + Math.round(l.machiningHours * 100), 0) / 10) / 10;
}
const today = todayIn();

const capacity = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  status: 'running',
  statusNote: null,
};

async function machine(machineNo: string, fields: Record<string, unknown>) {
  const made = await kit.ok('POST', '/api/machines', { machineNo, machineName: `${machineNo} lathe` }, 201);
  await kit.ok('PUT', `/api/schedule/machines/${made.id}`, { ...capacity, ...fields });
}

/** A released work order of a line, written into its tables: rough 1st side 45 s, rough 2nd side 30 s. */
async function workOrder(
  line: { orderId: string; lineId: string; productId: string; customerId: string },
  number: string,
  {
    quantity,
    dueDate,
    made = [0, 0],
    rejected = 0,
  }: { quantity: number; dueDate: string; made?: number[]; rejected?: number },
) {
  const [order] = await kit.h.db
    .insert(workOrders)
    .values({
      woNumber: number,
      status: 'released',
      woDate: today,
      productId: line.productId,
      productDescription: 'Pump shaft',
      salesOrderId: line.orderId,
      salesOrderLineId: line.lineId,
      customerId: line.customerId,
      quantity,
      rejectedQuantity: rejected,
      dueDate,
      releasedAt: new Date(),
    })
    .returning({ id: workOrders.id });
  const id = (order as { id: string }).id;
  await kit.h.db.insert(workOrderOperations).values([
    {
      workOrderId: id,
      seq: 1,
      cycleField: 'rough_first_cycle_time_sec',
      kind: 'rough',
      label: 'Rough 1st side',
      cycleTimeSec: 45,
      goodQuantity: made[0] as number,
      rejectedQuantity: rejected,
    },
    {
      workOrderId: id,
      seq: 2,
      cycleField: 'rough_second_cycle_time_sec',
      kind: 'second_op',
      label: 'Rough 2nd side',
      cycleTimeSec: 30,
      goodQuantity: made[1] as number,
    },
  ]);
  return id;
}

/** Worked minutes of a placement: its segments, as the board draws them. */
const worked = (placement: ScheduleBoard['placements'][number]) =>
  placement.segments.reduce((sum, s) => sum + minuteOfPlantTime(s.end) - minuteOfPlantTime(s.start), 0);

describe("an order line's machine hours on the plan", () => {
  it('are the board’s minutes for its placed work and the rule’s for the rest; the card adds the open lines up', async () => {
    // CNC-1 and CNC-2 turn rough (80 %, 40 min setup; 120 %, 90 min), CNC-3 second ops (100 %, 30 min).
    await machine('CNC-1', { operationKinds: ['rough'], efficiencyPercent: 80, setupMinutes: 40 });
    await machine('CNC-2', { operationKinds: ['rough'], efficiencyPercent: 120, setupMinutes: 90 });
    await machine('CNC-3', { operationKinds: ['second_op'], efficiencyPercent: 100, setupMinutes: 30 });
    const buyer = await kit.customer({ name: 'Godavari Motors' });
    const part = await kit.product(buyer.partyCode, {
      rough_first_cycle_time_sec: 45,
      rough_second_cycle_time_sec: 30,
    });
    const order = await kit.order(
      buyer.id,
      [
        { productId: part.id, quantity: 1000, rate: 10, dispatchedQuantity: 100 },
        { productId: part.id, quantity: 40, rate: 10 },
        { productId: part.id, quantity: 300, rate: 10 },
      ],
      { deliveryDate: addDays(today, 30) },
    );
    const line = (i: number) => ({
      orderId: order.id,
      lineId: order.lineIds[i] as string,
      productId: part.id,
      customerId: buyer.id,
    });
    // WO-1 on line 1: 600 pieces, due first; its first operation made 240 good and rejected 10, its second 200.
    const first = await workOrder(line(0), 'WO/HRS/1', {
      quantity: 600,
      dueDate: addDays(today, 10),
      made: [240, 200],
      rejected: 10,
    });
    // WO-2 on line 3: all its 300 pieces, nothing made yet.
    const second = await workOrder(line(2), 'WO/HRS/2', { quantity: 300, dueDate: addDays(today, 20) });

    const board = (await kit.ok('GET', '/api/schedule?days=62')) as ScheduleBoard;
    const boardMinutes = (workOrderId: string) =>
      board.placements.filter((p) => p.workOrderId === workOrderId).reduce((sum, p) => sum + worked(p), 0);
    // Every operation is on the board.
    expect(board.placements).toHaveLength(4);
    // WO-1, planned first: rough (600 − 240) × 45 s = 270 min on CNC-2, 270 ÷ 1.2 = 225 + 90 = 315
    // (CNC-1 would take 337.5 → 338 + 40 = 378); 2nd side (600 − 200) × 30 s = 200 min + 30 = 230 on CNC-3.
    expect(boardMinutes(first)).toBe(545);

    const { data } = (await kit.ok(
      'GET',
      `/api/sales-orders/open-lines?customerId=${buyer.id}&sortBy=orderNumber&sortOrder=ASC`,
    )) as { data: OpenOrderLine[] };
    const hoursOf = (i: number) => data.find((l) => l.id === order.lineIds[i])?.machiningHours;
    // Line 1: 1,000 ordered, 100 dispatched, 250 started on WO-1 less 10 rejected = 240 alive: 760 to
    // make, of which WO-1 still adds 600 − 240 = 360; 400 pieces no work order makes. Rough 400 × 45 s
    // = 300 min, on CNC-2 250 + 90 = 340 (CNC-1 375 + 40 = 415); 2nd side 400 × 30 s = 200 + 30 = 230.
    // 545 + 340 + 230 = 1,115 min = 18.58 h.
    expect(hoursOf(0)).toBe(18.58);
    // Line 2, no work order: rough 40 × 45 s = 30 min, CNC-1 37.5 → 38 + 40 = 78 (CNC-2 25 + 90 = 115);
    // 2nd side 40 × 30 s = 20 + 30 = 50. 128 min = 2.13 h.
    expect(hoursOf(1)).toBe(2.13);
    // Line 3 is all on WO-2, placed: the board's minutes for it, whichever machine it went to.
    const line3 = boardMinutes(second);
    expect(line3).toBeGreaterThan(0);
    expect(hoursOf(2)).toBe(Math.round((line3 * 100) / 60) / 100);

    // The order's answer says the same, line by line.
    const read = await kit.ok('GET', `/api/sales-orders/${order.id}`);
    expect(read.lines.map((l: { needs: { machiningHours: number } }) => l.needs.machiningHours)).toEqual(
      [0, 1, 2].map(hoursOf),
    );

    // The card: the open lines' hours added up, to one decimal.
    const dashboard = await kit.ok('GET', '/api/dashboard');
    expect(dashboard.orders.openMachiningHours).toBe(await openLinesSum());
    expect(dashboard.orders.openMachiningHours).toBeGreaterThan(18.58 + 2.13);
  });

  it('keep the card between reads, and work it again after any change to what it reads', async () => {
    const before = await openLinesMachineHours(kit.h.db);
    // Nothing changed: a read asks the two generations, the schedule's and the machine hours'.
    const again = await sent(async () => expect(await openLinesMachineHours(kit.h.db)).toBe(before));
    expect(again).toEqual([expect.stringContaining('from generations'), expect.stringContaining('from generations')]);

    // A new order of 40 pieces (2.13 h, as line 2 above) moves the card at once.
    const buyer = await kit.customer({ name: 'Krishna Valves' });
    const part = await kit.product(buyer.partyCode, {
      rough_first_cycle_time_sec: 45,
      rough_second_cycle_time_sec: 30,
    });
    await kit.order(buyer.id, [{ productId: part.id, quantity: 40, rate: 10 }], { deliveryDate: addDays(today, 30) });
    const after = await openLinesMachineHours(kit.h.db);
    expect(after).toBe(await openLinesSum());
    expect(Math.abs(after - before - 2.13)).toBeLessThanOrEqual(0.1);

    // A cycle time changed in SQL, past every service, is seen too: 90 s a piece rough doubles that part's rough time.
    await kit.h.db.execute(sql`update products set rough_first_cycle_time_sec = 90 where id = ${part.id}`);
    expect(await openLinesMachineHours(kit.h.db)).toBeGreaterThan(after);
  });

  it('are told of a change to each table the card reads besides the plan: each carries the generation trigger, and nothing else', async () => {
    const plan = hoursOfPlan(await scheduleReader(kit.h.db).current());
    const read = new Set(
      (await sent(() => openLinesHoursOn(kit.h.db, plan))).flatMap((q) =>
        [...q.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((m) => m[1]),
      ),
    );
    const { rows } = (await kit.h.db.execute(sql`
      select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'machine_hours_changed' order by 1`)) as unknown as { rows: { name: string }[] };
    expect(rows.map((r) => r.name)).toEqual([...read].sort());
  });
});
