import { addDays } from '../calendar.js';
import { type MachineCalendar, minuteOf } from './plant-calendar.js';
import type { OperationKind, ScheduleInput, ScheduleMachine, ScheduleOperation } from './schedule.js';

/*
 * A plant-sized schedule for timing the scheduler (scripts/bench-schedule.ts) and for checking it
 * copes with one: 30 machines and 2,000 open operations, the same for the same seed.
 */

/** mulberry32: a small seeded generator, so a seed always gives the same plant. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_DAY = '2026-04-06'; // a Monday
/** Plant holidays of the year ahead. */
const HOLIDAYS = ['2026-04-14', '2026-05-01', '2026-08-15', '2026-09-14', '2026-10-02', '2026-10-20', '2026-11-09'];

/** The routes parts take through the machines, by number of operations. */
const ROUTES: Record<number, OperationKind[][]> = {
  1: [['single_setup'], ['rough']],
  2: [
    ['rough', 'second_op'],
    ['single_setup', 'second_op'],
  ],
  3: [
    ['spm', 'rough', 'second_op'],
    ['rough', 'second_op', 'single_setup'],
  ],
  4: [['spm', 'rough', 'second_op', 'single_setup']],
};

/** The machine park: what each group runs and how many there are (30 in all). */
const PARK: { prefix: string; kinds: OperationKind[]; count: number }[] = [
  { prefix: 'SPM', kinds: ['spm'], count: 4 },
  { prefix: 'CNC', kinds: ['rough'], count: 9 },
  { prefix: 'TC', kinds: ['second_op'], count: 8 },
  { prefix: 'VMC', kinds: ['single_setup'], count: 6 },
  { prefix: 'TM', kinds: ['rough', 'second_op', 'single_setup'], count: 3 },
];

export const BENCH_OPERATIONS = 2000;

/** 30 machines of mixed kinds on 2 or 3 shifts, Monday to Saturday, and 2,000 operations of ~700 work orders. */
export function benchCase(seed = 1): ScheduleInput {
  const random = seeded(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const now = minuteOf(FIRST_DAY, '10:00');

  const machines: ScheduleMachine[] = [];
  for (const group of PARK) {
    for (let i = 1; i <= group.count; i++) {
      const threeShifts = random() < 0.4;
      const calendar: MachineCalendar = {
        shiftsPerDay: threeShifts ? 3 : 2,
        hoursPerShift: threeShifts ? 8 : random() < 0.5 ? 8 : 8.5,
        firstShiftStart: threeShifts ? '06:00' : '08:00',
        workingDays: [1, 2, 3, 4, 5, 6],
        holidays: HOLIDAYS,
      };
      machines.push({
        id: `m-${group.prefix}-${i}`,
        label: `${group.prefix}-${String(i).padStart(2, '0')}`,
        kinds: group.kinds,
        calendar,
        setupMinutes: between(2, 8) * 15,
        // One rough-turning CNC is down for maintenance.
        available: !(group.prefix === 'CNC' && i === 9),
      });
    }
  }

  const operations: ScheduleOperation[] = [];
  for (let order = 1; operations.length < BENCH_OPERATIONS; order++) {
    const pick = random();
    const count = Math.min(pick < 0.1 ? 1 : pick < 0.35 ? 2 : pick < 0.7 ? 3 : 4, BENCH_OPERATIONS - operations.length);
    const routes = ROUTES[count] as OperationKind[][];
    const route = routes[between(0, routes.length - 1)] as OperationKind[];
    const workOrderId = `wo-${String(order).padStart(4, '0')}`;
    const dueDate = addDays(FIRST_DAY, between(7, 150));
    const releasedAt = now - between(0, 30 * 1440);
    route.forEach((kind, index) => {
      // Mostly short runs, a few long ones: 1 to 150 hours.
      const hours = 1 + 149 * random() ** 2.5;
      operations.push({
        id: `${workOrderId}-op${index + 1}`,
        workOrderId,
        workOrderLabel: `WO/2026-27/${String(order).padStart(4, '0')}`,
        seq: index + 1,
        kind,
        minutes: Math.round(hours * 60),
        dueDate,
        releasedAt,
      });
    });
  }

  // What is on each working machine now (pinned from before now), and a few jobs planners pinned ahead.
  const firstOps = operations.filter((operation) => operation.seq === 1);
  for (const machine of machines.filter((m) => m.available)) {
    const running = firstOps.find((op) => !op.lock && machine.kinds.includes(op.kind));
    if (running) running.lock = { machineId: machine.id, start: now - between(60, 2 * 1440) };
  }
  for (let i = 0; i < 20; i++) {
    const operation = firstOps[between(0, firstOps.length - 1)] as ScheduleOperation;
    if (operation.lock) continue;
    const capable = machines.filter((m) => m.available && m.kinds.includes(operation.kind));
    const machine = capable[between(0, capable.length - 1)] as ScheduleMachine;
    operation.lock = { machineId: machine.id, start: now + between(1, 60) * 1440 + between(0, 23) * 60 };
  }
  return { now, machines, operations };
}
