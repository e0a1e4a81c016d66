import {
  addDays,
  DEFAULT_PDI_SAMPLE_SIZE,
  indianDate,
  type MachineCapacityInput,
  machineTakesWork,
} from '@lathe/shared';
import { type Random, seededRandom } from '../sales/random.js';
import { DEMO_CAPACITY, IN_MAINTENANCE, maintenanceNote } from './capacity.js';
import { compareEvents, type ProductionEvent } from './events.js';
import { plantHolidaysFor } from './holidays.js';
import type { ProductionInputs } from './inputs.js';
import { hasOd, readingsOf } from './inspection-plan.js';
import { isWorkingDay, plantMinute, workingDayOnOrBefore, workingDaysBetween } from './plant-days.js';
import { type FloorMachine, type FloorOrder, runShopFloor } from './shop-floor.js';
import { type PlannedWorkOrder, planWorkOrders } from './work-order-plan.js';

/*
 * The plant's month, planned before anything is written: the holidays and each machine's
 * capacity set up weeks ago, the work orders drawn up and released, their first pieces inspected
 * (one failing before it passed), a month of shifts on the machines, the machine that went down
 * for maintenance, and the pre-dispatch inspection of a few recent dispatches. The same day's
 * inputs give the same month.
 */

/** The same dice every run. */
const SEED = 212_021;
/** Days of production history. */
const HISTORY_DAYS = 30;
/** The holidays and capacities were set up this many days back. */
const SET_UP_DAYS = 42;
/** Recent dispatches with a PDI report. */
const PDI_REPORTS = 5;

/** What the supervisor notes on a shift that stood for long. */
const REMARKS: Record<string, string[]> = {
  Breakdown: [
    'Coolant pump motor replaced',
    'Turret indexing fault; reset by maintenance',
    'Chuck jaw cracked; changed',
  ],
  'No material': ['Waiting for bars from stores', 'Bar stock of this heat over; next heat issued late'],
  'Power cut': ['MSEDCL power cut', 'Power cut; machines restarted and re-referenced'],
  'Quality hold': ['Held for OD variation; tool offset corrected', 'Held until the QC recheck of the last batch'],
  'No operator': ['Operator on leave; machine started late'],
};

function remarkOf(random: Random, reasonName: string | undefined, minutes: number): string | undefined {
  const list = reasonName ? REMARKS[reasonName] : undefined;
  return list && minutes >= 30 ? random.pick(list) : undefined;
}

/** The staff who inspect: the QC inspectors, else the quality department, else none named. */
function inspectorsOf(staff: ProductionInputs['staff']) {
  const inspectors = staff.filter((e) => e.designation === 'QC Inspector');
  if (inspectors.length) return inspectors;
  return staff.filter((e) => ['Quality Engineer', 'Metrology Technician'].includes(e.designation ?? ''));
}

export function planProduction(inputs: ProductionInputs): ProductionEvent[] {
  const random = seededRandom(SEED);
  const { today } = inputs;
  const events: ProductionEvent[] = [];

  // The calendar: this year's and next year's holidays (and those of the month of history), entered weeks ago.
  const known = new Set(inputs.holidays);
  const newHolidays = plantHolidaysFor(today, addDays(today, -SET_UP_DAYS)).filter(
    (holiday) => !known.has(holiday.date),
  );
  const holidays = new Set([...known, ...newHolidays.map((holiday) => holiday.date)]);
  const setUpDay = workingDayOnOrBefore(addDays(today, -SET_UP_DAYS), holidays);
  for (const [i, body] of newHolidays.entries()) {
    events.push({ type: 'holiday', minute: plantMinute(setUpDay, '10:00') + i, by: 'planner', body });
  }

  // Production history: the working days of the last month, up to yesterday.
  const historyFrom = addDays(today, -HISTORY_DAYS);
  const historyTo = addDays(today, -1);
  const historyDays = workingDaysBetween(historyFrom, historyTo, holidays);
  const maintenance = inputs.machines.find((m) => m.machineNo === IN_MAINTENANCE.machineNo && !m.saved);
  const standsFrom = historyDays.at(-IN_MAINTENANCE.sinceDays) ?? null;

  // Each machine as it runs: the demo's capacity on a machine never set up, else what it has.
  const capacities = new Map<string, MachineCapacityInput>();
  const floor: FloorMachine[] = inputs.machines.map((machine) => {
    const demo = machine.saved ? undefined : DEMO_CAPACITY[machine.machineNo];
    const capacity = demo ?? machine;
    if (demo) capacities.set(machine.id, { ...demo, status: 'running', statusNote: null });
    return {
      id: machine.id,
      machineNo: machine.machineNo,
      calendar: {
        shiftsPerDay: capacity.shiftsPerDay,
        hoursPerShift: capacity.hoursPerShift,
        firstShiftStart: capacity.firstShiftStart,
        workingDays: capacity.workingDays,
        holidays: [...holidays].sort(),
        breaks: capacity.breaks ?? [],
      },
      kinds: capacity.operationKinds,
      setupMinutes: capacity.setupMinutes,
      standsFrom:
        machine === maintenance ? standsFrom : !demo && !machineTakesWork(machine.status) ? historyFrom : null,
    };
  });

  // The work orders, and their first pieces: passed within the morning they were released, one
  // failing first (its OD oversize), one of the last still waiting for its first piece.
  const orders = planWorkOrders(inputs, random, holidays);
  const inspectors = inspectorsOf(inputs.staff);
  const inspector = () => (inspectors.length ? random.pick(inspectors).id : null);
  const fresh = orders.filter((order) => order.fresh);
  const awaiting = fresh.at(-1);
  const older = orders.filter((order) => !order.fresh && hasOd(order.product) && order.woDate <= addDays(today, -7));
  const failing = older.length ? random.pick(older) : undefined;
  const floorOrders: FloorOrder[] = [];
  for (const order of orders) {
    events.push({
      type: 'work-order',
      minute: order.releasedAt,
      by: 'planner',
      ref: order.ref,
      body: {
        productId: order.product.id,
        salesOrderLineId: order.line?.lineId ?? null,
        quantity: order.quantity,
        woDate: order.woDate,
        dueDate: order.dueDate,
        remarks: order.remarks,
      },
    });
    if (order === awaiting) {
      floorOrders.push({ order, from: null });
      continue;
    }
    let passedAt = order.releasedAt + random.int(45, 120);
    if (order === failing) {
      const failedAt = order.releasedAt + random.int(40, 70);
      events.push({
        type: 'first-piece',
        minute: failedAt,
        by: 'inspector',
        workOrder: order.ref,
        body: {
          inspectedOn: order.woDate,
          inspectorId: inspector(),
          readings: readingsOf(order.product, 1, random, true),
          remarks: 'OD oversize: insert worn. Setter to change the insert and correct the offset, then resubmit.',
        },
      });
      passedAt = failedAt + random.int(90, 130);
    }
    events.push({
      type: 'first-piece',
      minute: passedAt,
      by: 'inspector',
      workOrder: order.ref,
      body: {
        inspectedOn: order.woDate,
        inspectorId: inspector(),
        readings: readingsOf(order.product, 1, random),
        remarks: order === failing ? 'Resubmitted after the insert change: OK.' : null,
      },
    });
    floorOrders.push({ order, from: order.fresh ? null : passedAt });
  }

  // The month on the machines.
  const entries = runShopFloor(inputs, random, floor, floorOrders, {
    from: historyFrom,
    to: historyTo,
    holidays,
  });
  const reasonName = new Map(inputs.reasons.map((reason) => [reason.id, reason.name]));
  const machineIndex = new Map(floor.map((machine, i) => [machine.id, i]));
  for (const entry of entries) {
    const remarks = remarkOf(random, reasonName.get(entry.downtimeReasonId ?? ''), entry.downtimeMinutes);
    events.push({
      type: 'entry',
      // Keyed in by the supervisor at the end of the shift, machine by machine.
      minute: entry.shiftEnd + 10 + (machineIndex.get(entry.machineId) ?? 0) * 2,
      by: 'supervisor',
      workOrder: entry.ref,
      operationSeq: entry.seq,
      body: {
        entryDate: entry.date,
        shift: entry.shift,
        machineId: entry.machineId,
        operatorId: entry.operatorId,
        goodQuantity: entry.goodQuantity,
        rejectedQuantity: entry.rejectedQuantity,
        rejectionReasonId: entry.rejectionReasonId,
        downtimeMinutes: entry.downtimeMinutes,
        downtimeReasonId: entry.downtimeReasonId,
        ...(remarks ? { remarks } : {}),
      },
    });
  }

  // The capacities, set up weeks ago: running where the machine worked on the last day, else idle.
  const lastDay = historyDays.at(-1);
  const workedLast = new Set(entries.filter((entry) => entry.date === lastDay).map((entry) => entry.machineId));
  for (const [i, [machineId, capacity]] of [...capacities].entries()) {
    const status = machineId === maintenance?.id || workedLast.has(machineId) ? 'running' : 'idle';
    events.push({
      type: 'capacity',
      minute: plantMinute(setUpDay, '11:00') + i * 3,
      by: 'planner',
      machineId,
      body: { ...capacity, status },
    });
  }
  // The machine that went down for maintenance, and the day it should be back.
  if (maintenance && standsFrom) {
    const capacity = capacities.get(maintenance.id);
    if (capacity) {
      events.push({
        type: 'capacity',
        minute: plantMinute(standsFrom, '08:30'),
        by: 'planner',
        machineId: maintenance.id,
        body: {
          ...capacity,
          status: 'maintenance',
          statusNote: maintenanceNote(indianDate(addDays(today, IN_MAINTENANCE.backInDays))),
        },
      });
      // Its downtime window until it is expected back: the schedule plans it from then.
      events.push({
        type: 'downtime',
        minute: plantMinute(standsFrom, '08:35'),
        by: 'planner',
        machineId: maintenance.id,
        body: {
          kind: 'maintenance',
          startDate: standsFrom,
          startTime: '08:30',
          returnDate: addDays(today, IN_MAINTENANCE.backInDays),
          returnTime: IN_MAINTENANCE.backAt,
          note: 'Spindle bearing replacement',
        },
      });
    }
  }

  // The pre-dispatch inspection of the latest dispatches of products the plant made.
  const made = new Map<string, PlannedWorkOrder>();
  for (const order of orders) made.set(order.product.id, order);
  const inspected = inputs.dispatches
    .filter((dispatch) => isWorkingDay(dispatch.date, holidays) && dispatch.products.some((id) => made.has(id)))
    .slice(-PDI_REPORTS);
  for (const dispatch of inspected) {
    const productId = dispatch.products.find((id) => made.has(id)) as string;
    const product = (made.get(productId) as PlannedWorkOrder).product;
    events.push({
      type: 'pdi',
      minute: plantMinute(dispatch.date, '10:00') + random.int(0, 180),
      by: 'inspector',
      body: {
        dispatchId: dispatch.id,
        productId,
        inspectedOn: dispatch.date,
        inspectorId: inspector(),
        sampleSize: DEFAULT_PDI_SAMPLE_SIZE,
        readings: readingsOf(product, DEFAULT_PDI_SAMPLE_SIZE, random),
        remarks: 'Visual 100 %; dimensions on 5 pieces. Packed and labelled as per the packing standard.',
      },
    });
  }

  return events.sort(compareEvents);
}
