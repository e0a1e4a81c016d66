import { addDays } from '../calendar.js';
import { type MachineCalendar, minuteOf } from './plant-calendar.js';
import type { OperationKind, ScheduleInput, ScheduleMachine, ScheduleOperation } from './schedule.js';

/*
 * A plant-sized schedule for timing the scheduler (scripts/bench-schedule.ts) and for checking it
 * copes with one: 30 machines and 2,000 open operations by default, 60 and 10,000 for the large
 * case, the same for the same seed. The plant runs as plants do: meal breaks in every shift, some
 * machines below full efficiency, planned maintenance and a breakdown, and parts moved between
 * operations. Those come from a second generator, so the machines' shifts and setups, the
 * operations and the pins are those of the plant before breaks and the rest were planned.
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

/** The machine park: what each group runs and how many there are in a plant of 30. */
const PARK: { prefix: string; kinds: OperationKind[]; count: number }[] = [
  { prefix: 'SPM', kinds: ['spm'], count: 4 },
  { prefix: 'CNC', kinds: ['rough'], count: 9 },
  { prefix: 'TC', kinds: ['second_op'], count: 8 },
  { prefix: 'VMC', kinds: ['single_setup'], count: 6 },
  { prefix: 'TM', kinds: ['rough', 'second_op', 'single_setup'], count: 3 },
];

/** Meal breaks of every shift: half an hour mid-shift. */
const BREAKS = {
  two: [
    { start: '12:00', minutes: 30 },
    { start: '20:00', minutes: 30 },
  ],
  three: [
    { start: '10:00', minutes: 30 },
    { start: '18:00', minutes: 30 },
    { start: '02:00', minutes: 30 },
  ],
};

export const BENCH_OPERATIONS = 2000;
export const BENCH_MACHINES = 30;

/** The sizes `npm run bench:schedule` times: the plant of issue 21, and one five times its work on twice its machines. */
export const BENCH_SIZES = [
  { operations: BENCH_OPERATIONS, machines: BENCH_MACHINES },
  { operations: 10_000, machines: 60 },
] as const;

/** How many of each group a park of `total` machines has: the groups of 30 scaled, largest remainders first. */
function parkOf(total: number): number[] {
  const exact = PARK.map((group) => (group.count * total) / BENCH_MACHINES);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((x, i) => ({ i, left: x - Math.floor(x) }))
    .sort((a, b) => b.left - a.left || a.i - b.i);
  for (let k = 0; counts.reduce((sum, n) => sum + n, 0) < total; k++) {
    const group = byRemainder[k % byRemainder.length] as { i: number };
    counts[group.i] = (counts[group.i] ?? 0) + 1;
  }
  return counts;
}

/**
 * Machines of mixed kinds on 2 or 3 shifts, Monday to Saturday, with meal breaks, and operations
 * of work orders of 1–4 operations: 30 machines and 2,000 operations (~700 work orders) by default.
 */
export function benchCase(seed = 1, size: { operations?: number; machines?: number } = {}): ScheduleInput {
  const totalOperations = size.operations ?? BENCH_OPERATIONS;
  const random = seeded(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  // What plants also have: breaks, efficiency, maintenance, transfers.
  const extra = seeded(seed ^ 0x27_27_27);
  const now = minuteOf(FIRST_DAY, '10:00');

  const machines: ScheduleMachine[] = [];
  const counts = parkOf(size.machines ?? BENCH_MACHINES);
  for (const [g, group] of PARK.entries()) {
    const count = counts[g] ?? 0;
    for (let i = 1; i <= count; i++) {
      const threeShifts = random() < 0.4;
      const calendar: MachineCalendar = {
        shiftsPerDay: threeShifts ? 3 : 2,
        hoursPerShift: threeShifts ? 8 : random() < 0.5 ? 8 : 8.5,
        firstShiftStart: threeShifts ? '06:00' : '08:00',
        workingDays: [1, 2, 3, 4, 5, 6],
        holidays: HOLIDAYS,
        breaks: threeShifts ? BREAKS.three : BREAKS.two,
      };
      const machine: ScheduleMachine = {
        id: `m-${group.prefix}-${i}`,
        label: `${group.prefix}-${String(i).padStart(2, '0')}`,
        kinds: group.kinds,
        calendar,
        setupMinutes: between(2, 8) * 15,
        // The last rough-turning CNC is down for the whole horizon.
        available: !(group.prefix === 'CNC' && i === count),
      };
      // Six in ten below full efficiency: 80–95%.
      if (extra() < 0.6) machine.efficiency = 0.8 + 0.05 * Math.floor(extra() * 4);
      const downtime = [];
      // The first turret is broken down until tomorrow noon; one machine in five has a day or two of
      // maintenance planned in the next two months.
      if (group.prefix === 'TC' && i === 1)
        downtime.push({ start: now - 180, end: minuteOf(addDays(FIRST_DAY, 1), '12:00') });
      if (extra() < 0.2) {
        const start = minuteOf(addDays(FIRST_DAY, 5 + Math.floor(extra() * 55)), calendar.firstShiftStart);
        downtime.push({ start, end: start + (1 + Math.floor(extra() * 2)) * 1440 });
      }
      if (downtime.length > 0) machine.downtime = downtime;
      machines.push(machine);
    }
  }

  const operations: ScheduleOperation[] = [];
  for (let order = 1; operations.length < totalOperations; order++) {
    const pick = random();
    const count = Math.min(pick < 0.1 ? 1 : pick < 0.35 ? 2 : pick < 0.7 ? 3 : 4, totalOperations - operations.length);
    const routes = ROUTES[count] as OperationKind[][];
    const route = routes[between(0, routes.length - 1)] as OperationKind[];
    const workOrderId = `wo-${String(order).padStart(4, '0')}`;
    const dueDate = addDays(FIRST_DAY, between(7, 150));
    const releasedAt = now - between(0, 30 * 1440);
    route.forEach((kind, index) => {
      // Mostly short runs, a few long ones: 1 to 150 hours.
      const hours = 1 + 149 * random() ** 2.5;
      const operation: ScheduleOperation = {
        id: `${workOrderId}-op${index + 1}`,
        workOrderId,
        workOrderLabel: `WO/2026-27/${String(order).padStart(4, '0')}`,
        seq: index + 1,
        kind,
        minutes: Math.round(hours * 60),
        dueDate,
        releasedAt,
      };
      // One operation in twelve waits a day for its parts (sent out for heat treatment); the rest the plant's hour.
      if (extra() < 1 / 12 && index > 0) operation.transferMinutes = 1440;
      operations.push(operation);
    });
  }

  // What is on each working machine now (pinned from before now), and a few jobs planners pinned ahead.
  const firstOps = operations.filter((operation) => operation.seq === 1);
  for (const machine of machines.filter((m) => m.available)) {
    const running = firstOps.find((op) => !op.lock && machine.kinds.includes(op.kind));
    if (running) running.lock = { machineId: machine.id, start: now - between(60, 2 * 1440) };
  }
  for (let i = 0; i < Math.round((20 * totalOperations) / BENCH_OPERATIONS); i++) {
    const operation = firstOps[between(0, firstOps.length - 1)] as ScheduleOperation;
    if (operation.lock) continue;
    const capable = machines.filter((m) => m.available && m.kinds.includes(operation.kind));
    const machine = capable[between(0, capable.length - 1)] as ScheduleMachine;
    operation.lock = { machineId: machine.id, start: now + between(1, 60) * 1440 + between(0, 23) * 60 };
  }
  return { now, machines, operations, transferMinutes: 60 };
}
