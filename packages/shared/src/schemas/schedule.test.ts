import { describe, expect, it } from 'vitest';
import { backAt, machineAvailable, machineCapacityInputSchema, SHIFTS_OVER_A_DAY } from './machine-capacity.js';
import {
  daysLate,
  isPlantTime,
  planBoard,
  plantMinuteAt,
  type ScheduleData,
  scheduleInputOf,
  scheduleLockInputSchema,
  scheduleQuerySchema,
} from './schedule.js';

const capacity = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  operationKinds: ['rough'],
  setupMinutes: 60,
  status: 'idle',
};

const issues = (input: object) =>
  Object.fromEntries(
    (machineCapacityInputSchema.safeParse({ ...capacity, ...input }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('machine capacity input', () => {
  it('takes up to 24 hours of shifts a day, in half hours', () => {
    expect(issues({ shiftsPerDay: 3, hoursPerShift: 8 })).toEqual({});
    expect(issues({ shiftsPerDay: 2, hoursPerShift: 12 })).toEqual({});
    expect(issues({ shiftsPerDay: 3, hoursPerShift: 8.5 })).toEqual({ hoursPerShift: SHIFTS_OVER_A_DAY });
    expect(issues({ shiftsPerDay: 1, hoursPerShift: 0.5 })).toEqual({});
    expect(issues({ hoursPerShift: 0 })).toHaveProperty('hoursPerShift');
    expect(issues({ hoursPerShift: 7.75 })).toEqual({
      hoursPerShift: 'Hours per shift go in half hours, such as 7.5 or 8',
    });
    expect(issues({ shiftsPerDay: 0 })).toHaveProperty('shiftsPerDay', 'Shifts per day must be 1, 2 or 3');
    expect(issues({ shiftsPerDay: null })).toEqual({ shiftsPerDay: 'Enter the shifts per day' });
  });

  it('keeps each working day and kind once, in order', () => {
    const parsed = machineCapacityInputSchema.parse({
      ...capacity,
      workingDays: [6, 1, 6, 0],
      operationKinds: ['second_op', 'spm', 'second_op'],
    });
    expect(parsed.workingDays).toEqual([0, 1, 6]);
    expect(parsed.operationKinds).toEqual(['spm', 'second_op']);
    expect(issues({ workingDays: [7] })).toHaveProperty(['workingDays.0']);
  });

  it('reads a blank note as none and refuses a start that is not a 24-hour time', () => {
    expect(machineCapacityInputSchema.parse({ ...capacity, statusNote: '  ' }).statusNote).toBeNull();
    expect(issues({ firstShiftStart: '8:00' })).toHaveProperty('firstShiftStart');
    expect(issues({ firstShiftStart: '23:59' })).toEqual({});
  });

  it('says which break overlaps another, and only names the time of one half-typed', () => {
    expect(
      issues({
        breaks: [
          { start: '12:30', minutes: 30 },
          { start: '12:45', minutes: 15 },
        ],
      }),
    ).toEqual({ 'breaks.1.start': 'Overlaps the break at 12:30; breaks cannot overlap' });
    // A second break's start as it is being typed: "1", "10", "10:", "10:0".
    for (const start of ['1', '10', '10:', '10:0']) {
      expect(
        issues({
          breaks: [
            { start: '12:30', minutes: 30 },
            { start, minutes: 10 },
          ],
        }),
      ).toEqual({ 'breaks.1.start': 'Enter the time as HH:MM in 24 hours, such as 12:30' });
    }
    expect(issues({ breaks: [{ start: '12:30', minutes: 30 }, { start: '13:10' }] })).toEqual({
      'breaks.1.minutes': 'Enter how many minutes the break lasts',
    });
  });
});

describe('plant time on the wire', () => {
  it('is yyyy-MM-ddTHH:MM on a real day and a real time', () => {
    expect(isPlantTime('2026-03-02T08:00')).toBe(true);
    expect(isPlantTime('2026-03-02T24:00')).toBe(false);
    expect(isPlantTime('2026-02-29T08:00')).toBe(false);
    expect(isPlantTime('2026-03-02 08:00')).toBe(false);
    expect(isPlantTime('1970-01-01T00:00')).toBe(false);
    expect(scheduleLockInputSchema.safeParse({ machineId: 'x', start: '2026-03-02T08:00' }).success).toBe(false);
  });

  it('is India’s wall clock', () => {
    // 02:40 UTC is 08:10 in India.
    expect(plantMinuteAt(new Date('2026-03-02T02:40:30Z'))).toBe(Date.UTC(2026, 2, 2, 8, 10) / 60_000);
  });

  it('asks for 1 to 62 days', () => {
    expect(scheduleQuerySchema.parse({ from: '2026-03-02', days: '14' })).toEqual({ from: '2026-03-02', days: 14 });
    expect(scheduleQuerySchema.safeParse({ days: '63' }).success).toBe(false);
    expect(scheduleQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});

describe('the board of the data', () => {
  const data: ScheduleData = {
    now: '2026-03-02T06:00',
    holidays: ['2026-03-03'],
    machines: [
      {
        id: 'm1',
        machineNo: 'CNC-3',
        name: 'Ace',
        calendar: { shiftsPerDay: 1, hoursPerShift: 8, firstShiftStart: '08:00', workingDays: [1, 2, 3, 4, 5, 6] },
        kinds: ['rough'],
        setupMinutes: 60,
        status: 'running',
        statusNote: null,
        available: true,
      },
    ],
    workOrders: [
      {
        id: 'w1',
        woNumber: 'WO/2025-26/0001',
        product: 'Plunger sleeve',
        customerId: 'c1',
        customerName: 'Sahyadri Pumps',
        dueDate: '2026-03-02',
        version: 2,
      },
    ],
    operations: [
      {
        id: 'o1',
        workOrderId: 'w1',
        seq: 1,
        label: 'Rough 1st side',
        kind: 'rough',
        minutes: 600,
        dueDate: '2026-03-02',
        releasedAt: '2026-03-01T10:00',
        lock: null,
        setUpOn: null,
      },
    ],
  };

  it('places, forecasts and says how late, skipping the holiday', () => {
    // 60 min setup + 600 min: Monday 08:00–16:00, Tuesday a holiday, Wednesday 08:00–11:00.
    const board = planBoard(data, { from: '2026-03-02', days: 7 });
    expect(board.placements).toEqual([
      {
        operationId: 'o1',
        workOrderId: 'w1',
        woNumber: 'WO/2025-26/0001',
        product: 'Plunger sleeve',
        seq: 1,
        label: 'Rough 1st side',
        kind: 'rough',
        machineId: 'm1',
        start: '2026-03-02T08:00',
        setupEnd: '2026-03-02T09:00',
        end: '2026-03-04T11:00',
        segments: [
          { start: '2026-03-02T08:00', end: '2026-03-02T16:00' },
          { start: '2026-03-04T08:00', end: '2026-03-04T11:00' },
        ],
        locked: false,
        late: true,
      },
    ]);
    expect(board.forecasts).toEqual([
      {
        workOrderId: 'w1',
        woNumber: 'WO/2025-26/0001',
        product: 'Plunger sleeve',
        customerName: 'Sahyadri Pumps',
        dueDate: '2026-03-02',
        finish: '2026-03-04T11:00',
        late: true,
        daysLate: 2,
        unplaced: [],
        blocked: [],
      },
    ]);
  });

  it('leaves out placements outside the window but keeps every forecast', () => {
    const board = planBoard(data, { from: '2026-03-05', days: 3 });
    expect(board.placements).toEqual([]);
    expect(board.forecasts).toHaveLength(1);
    expect(planBoard(data, { from: '2026-03-04', days: 1 }).placements).toHaveLength(1);
  });

  it('follows a pin the data carries', () => {
    const pinned: ScheduleData = {
      ...data,
      operations: data.operations.map((op) => ({ ...op, lock: { machineId: 'm1', start: '2026-03-05T08:00' } })),
    };
    const [placement] = planBoard(pinned, { from: '2026-03-02', days: 7 }).placements;
    expect(placement).toMatchObject({ start: '2026-03-05T08:00', end: '2026-03-06T11:00', locked: true });
  });

  it('plans with the machine as it runs: efficiency, breaks, downtime and transfer time', () => {
    // A machine at 80 % with lunch 12:30–13:00 and a window 08:00–10:00 on Thursday 05/03.
    const asRun: ScheduleData = {
      ...data,
      transferMinutes: 30,
      machines: data.machines.map((machine) => ({
        ...machine,
        calendar: { ...machine.calendar, breaks: [{ start: '12:30', minutes: 30 }] },
        efficiencyPercent: 80,
        downtime: [{ start: '2026-03-05T08:00', end: '2026-03-05T10:00' }],
      })),
    };
    const input = scheduleInputOf(asRun);
    expect(input.transferMinutes).toBe(30);
    expect(input.machines[0]).toMatchObject({
      efficiency: 0.8,
      calendar: { breaks: [{ start: '12:30', minutes: 30 }] },
      downtime: [{ start: Date.UTC(2026, 2, 5, 8) / 60_000, end: Date.UTC(2026, 2, 5, 10) / 60_000 }],
    });
    // 100 %, no window, no transfer: nothing extra is passed.
    expect(scheduleInputOf(data).machines[0]).not.toHaveProperty('efficiency');
    expect(scheduleInputOf(data)).not.toHaveProperty('transferMinutes');
    expect(
      scheduleInputOf({ ...data, operations: data.operations.map((op) => ({ ...op, transferMinutes: 0 })) }),
    ).toMatchObject({ operations: [{ transferMinutes: 0 }] });
  });

  it('says when a machine broken down is back: the end of the window holding now, run on through the next', () => {
    const windows = [
      { start: '2026-03-02T08:00', expectedReturn: '2026-03-02T18:00' },
      { start: '2026-03-02T18:00', expectedReturn: '2026-03-03T10:00' },
      { start: '2026-03-05T08:00', expectedReturn: '2026-03-05T10:00' },
    ];
    expect(backAt(windows, '2026-03-02T09:00')).toBe('2026-03-03T10:00');
    expect(backAt(windows, '2026-03-03T10:00')).toBeNull();
    expect(backAt(windows, '2026-03-02T07:59')).toBeNull();
    expect(machineAvailable('breakdown', null)).toBe(false);
    expect(machineAvailable('maintenance', '2026-03-03T10:00')).toBe(true);
    expect(machineAvailable('idle', null)).toBe(true);
  });

  it('counts a finish at midnight as the day before', () => {
    expect(daysLate(Date.UTC(2026, 2, 3) / 60_000, '2026-03-02')).toBe(0);
    expect(daysLate(Date.UTC(2026, 2, 3) / 60_000 + 1, '2026-03-02')).toBe(1);
  });
});
