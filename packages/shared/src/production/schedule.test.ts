import { describe, expect, it } from 'vitest';
import { isoOfMinute, type MachineCalendar } from './plant-calendar.js';
import {
  PLANNING_HORIZON_DAYS,
  type Placement,
  plannedRunMinutes,
  type ScheduleOperation,
  schedule,
} from './schedule.js';
import { BENCH_OPERATIONS, BENCH_SIZES, benchCase } from './schedule-bench.js';
import { at, machine, monday, op, twoShifts } from './schedule-test-plant.js';

/** A placement with its times written out, to compare with what a planner reads. */
function times(placement: Placement | undefined) {
  if (!placement) return undefined;
  return {
    machine: placement.machineId,
    start: isoOfMinute(placement.start),
    setupEnd: isoOfMinute(placement.setupEnd),
    end: isoOfMinute(placement.end),
  };
}

const placementOf = (result: ReturnType<typeof schedule>, id: string) =>
  result.placements.find((p) => p.operationId === id);

describe('schedule', () => {
  it('places a 125-hour job after a pinned one, through the weekend, to the minute', () => {
    // 10,000 pieces at 45 s = 7,500 minutes of run, plus the machine's 60-minute setup: 7,560.
    // The pinned job takes Monday 08:00–16:00 (60 setup + 420 run). The long one starts at 16:00:
    //   Mon 2 Mar  16:00–24:00   480   (7,080 left)
    //   Tue–Sat    5 × 960      4,800  (2,280 left; Sunday is off)
    //   Mon 9 Mar, Tue 10 Mar  2 × 960  1,920  (360 left)
    //   Wed 11 Mar 08:00 + 360 min → 14:00.
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('long', { minutes: 7500, dueDate: '2026-03-10' }),
        op('pinned', { minutes: 420, dueDate: '2026-04-30', lock: { machineId: 'L1', start: monday } }),
      ],
    });
    expect(times(placementOf(result, 'pinned'))).toEqual({
      machine: 'L1',
      start: '2026-03-02T08:00',
      setupEnd: '2026-03-02T09:00',
      end: '2026-03-02T16:00',
    });
    const long = placementOf(result, 'long');
    expect(times(long)).toEqual({
      machine: 'L1',
      start: '2026-03-02T16:00',
      setupEnd: '2026-03-02T17:00',
      end: '2026-03-11T14:00',
    });
    // One segment per shift worked: Monday's second, 2 a day Tuesday to Saturday, 2 + 2 + 1.
    expect(long?.segments).toHaveLength(1 + 10 + 5);
    expect(long?.segments.reduce((sum, s) => sum + s.end - s.start, 0)).toBe(7560);
    expect(result.forecasts.find((f) => f.workOrderId === 'long')).toEqual({
      workOrderId: 'long',
      finish: at('2026-03-11T14:00'),
      due: at('2026-03-11T00:00'),
      late: true,
      unplaced: [],
      blocked: [],
    });
    expect(result.conflicts).toEqual([]);
  });

  it('skips a holiday', () => {
    // 60 setup + 1,000 run: Monday's 960 minutes, Tuesday off for Holi, 100 minutes on Wednesday.
    const calendar = { ...twoShifts, holidays: ['2026-03-03'] };
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { calendar })],
      operations: [op('a', { minutes: 1000 })],
    });
    expect(times(placementOf(result, 'a'))?.end).toBe('2026-03-04T09:40');
  });

  it('starts an operation when the one before it ends, on whichever machine', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('T1', ['second_op'])],
      operations: [
        op('w-2', { workOrderId: 'w', seq: 2, kind: 'second_op', minutes: 60 }),
        op('w-1', { workOrderId: 'w', seq: 1, kind: 'rough', minutes: 300 }),
      ],
    });
    expect(times(placementOf(result, 'w-1'))).toEqual({
      machine: 'L1',
      start: '2026-03-02T08:00',
      setupEnd: '2026-03-02T09:00',
      end: '2026-03-02T14:00',
    });
    // T1 is free from 08:00 but the parts come off L1 at 14:00.
    expect(times(placementOf(result, 'w-2'))).toEqual({
      machine: 'T1',
      start: '2026-03-02T14:00',
      setupEnd: '2026-03-02T15:00',
      end: '2026-03-02T16:00',
    });
    expect(result.forecasts).toEqual([
      {
        workOrderId: 'w',
        finish: at('2026-03-02T16:00'),
        due: at('2026-04-01T00:00'),
        late: false,
        unplaced: [],
        blocked: [],
      },
    ]);
  });

  it('sets the machine up again for every job', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { setupMinutes: 45 })],
      operations: [op('a', { minutes: 60, dueDate: '2026-03-05' }), op('b', { minutes: 60, dueDate: '2026-03-06' })],
    });
    expect(result.placements.map(times)).toEqual([
      { machine: 'L1', start: '2026-03-02T08:00', setupEnd: '2026-03-02T08:45', end: '2026-03-02T09:45' },
      { machine: 'L1', start: '2026-03-02T09:45', setupEnd: '2026-03-02T10:30', end: '2026-03-02T11:30' },
    ]);
  });

  it('needs no setup on the machine still set up for a job, so it stays there', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('L2', ['rough'])],
      // b ran on L2 last: L2 still holds its setup. a, due first, takes L1 and its setup.
      operations: [op('a', { dueDate: '2026-03-05' }), op('b', { dueDate: '2026-03-06', setUpOn: 'L2' })],
    });
    expect(result.placements.map(times)).toEqual([
      { machine: 'L1', start: '2026-03-02T08:00', setupEnd: '2026-03-02T09:00', end: '2026-03-02T10:00' },
      { machine: 'L2', start: '2026-03-02T08:00', setupEnd: '2026-03-02T08:00', end: '2026-03-02T09:00' },
    ]);
    // Moved elsewhere, it is set up again.
    const moved = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('L2', ['rough'], { available: false })],
      operations: [op('b', { setUpOn: 'L2' })],
    });
    expect(moved.placements.map(times)).toEqual([
      { machine: 'L1', start: '2026-03-02T08:00', setupEnd: '2026-03-02T09:00', end: '2026-03-02T10:00' },
    ]);
  });

  it('keeps a machine set up for its job: nothing due later goes there first; a job due sooner does, and it is set up again', () => {
    // b's rough op waits for its SPM op (08:00–13:00 with setup); c, due later, would fit on L1
    // before it, but L1 is kept set up for b.
    const kept = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('S1', ['spm'])],
      operations: [
        op('b1', { workOrderId: 'b', kind: 'spm', minutes: 240, dueDate: '2026-03-05' }),
        op('b2', { workOrderId: 'b', seq: 2, setUpOn: 'L1', dueDate: '2026-03-05' }),
        op('c', { dueDate: '2026-03-06' }),
      ],
    });
    expect(times(placementOf(kept, 'b2'))).toEqual({
      machine: 'L1',
      start: '2026-03-02T13:00',
      setupEnd: '2026-03-02T13:00',
      end: '2026-03-02T14:00',
    });
    expect(times(placementOf(kept, 'c'))).toEqual({
      machine: 'L1',
      start: '2026-03-02T14:00',
      setupEnd: '2026-03-02T15:00',
      end: '2026-03-02T16:00',
    });
    // A job due sooner takes the machine first, in due-date order; the set-up job then needs its setup.
    const retooled = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [op('a', { dueDate: '2026-03-04' }), op('b', { dueDate: '2026-03-05', setUpOn: 'L1' })],
    });
    expect(retooled.placements.map(times)).toEqual([
      { machine: 'L1', start: '2026-03-02T08:00', setupEnd: '2026-03-02T09:00', end: '2026-03-02T10:00' },
      { machine: 'L1', start: '2026-03-02T10:00', setupEnd: '2026-03-02T11:00', end: '2026-03-02T12:00' },
    ]);
  });

  it('plans the work order due first first, then the one released first, then by id', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('late-due', { dueDate: '2026-03-20', releasedAt: 1 }),
        op('released-later', { dueDate: '2026-03-10', releasedAt: 500 }),
        op('b-released-first', { dueDate: '2026-03-10', releasedAt: 100 }),
        op('a-released-first', { dueDate: '2026-03-10', releasedAt: 100 }),
      ],
    });
    const byStart = [...result.placements].sort((x, y) => x.start - y.start).map((p) => p.operationId);
    expect(byStart).toEqual(['a-released-first', 'b-released-first', 'released-later', 'late-due']);
    expect(result.forecasts.map((f) => f.workOrderId)).toEqual(byStart);
  });

  it('puts each operation where it finishes first, the lower label winning a tie', () => {
    const result = schedule({
      now: monday,
      machines: [
        machine('L2', ['rough']),
        machine('L1', ['rough']),
        machine('L3', ['rough'], { setupMinutes: 0 }),
        machine('L0', ['rough'], { available: false }),
      ],
      operations: [
        op('a', { minutes: 480, dueDate: '2026-03-03' }),
        op('b', { minutes: 480, dueDate: '2026-03-04' }),
        op('c', { minutes: 480, dueDate: '2026-03-05' }),
      ],
    });
    // L3 has no setup, so it finishes a first; L1 and L2 tie for b, L1's label comes first;
    // for c, L2 (free, ends 17:00) beats L3 after a (16:00 → 24:00). L0 is down.
    expect(result.placements.map((p) => `${p.operationId}@${p.machineId}`).sort()).toEqual(['a@L3', 'b@L1', 'c@L2']);
  });

  it('fills a gap between jobs only when the whole job fits in it', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('first', { minutes: 60, lock: { machineId: 'L1', start: monday } }),
        op('later', { minutes: 60, lock: { machineId: 'L1', start: at('2026-03-02T14:00') } }),
        // Planned first, 60 + 300 does not fit the 10:00–14:00 gap and goes after 'later';
        // 60 + 180 fills the gap exactly.
        op('too-long', { minutes: 300, dueDate: '2026-03-03' }),
        op('fits', { minutes: 180, dueDate: '2026-03-04' }),
      ],
    });
    expect(times(placementOf(result, 'fits'))).toMatchObject({ start: '2026-03-02T10:00', end: '2026-03-02T14:00' });
    expect(times(placementOf(result, 'too-long'))).toMatchObject({
      start: '2026-03-02T16:00',
      end: '2026-03-02T22:00',
    });
  });

  it('leaves out what no machine can run and every operation after it, and says why; the order is late', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('S1', ['spm'], { available: false })],
      operations: [
        op('w-1', { workOrderId: 'w', workOrderLabel: 'WO-2026-27-0001', seq: 1, minutes: 120 }),
        op('w-2', { workOrderId: 'w', workOrderLabel: 'WO-2026-27-0001', seq: 2, kind: 'spm', minutes: 120 }),
        op('w-3', { workOrderId: 'w', workOrderLabel: 'WO-2026-27-0001', seq: 3, minutes: 120 }),
        op('w-4', { workOrderId: 'w', workOrderLabel: 'WO-2026-27-0001', seq: 4, minutes: 60 }),
      ],
    });
    // The parts cannot go on to operation 3 without operation 2.
    expect(result.placements.map((p) => p.operationId)).toEqual(['w-1']);
    expect(result.forecasts[0]).toEqual({
      workOrderId: 'w',
      finish: at('2026-03-02T11:00'),
      due: at('2026-04-01T00:00'),
      late: true,
      unplaced: ['w-2', 'w-3', 'w-4'],
      blocked: [
        { operationId: 'w-2', reason: 'No available machine can run SPM work' },
        { operationId: 'w-3', reason: 'WO-2026-27-0001 operation 2 before it could not be placed' },
        { operationId: 'w-4', reason: 'WO-2026-27-0001 operation 2 before it could not be placed' },
      ],
    });
  });

  it('gives an operation with nothing left no machine time', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('T1', ['second_op'])],
      operations: [
        op('w-1', { workOrderId: 'w', seq: 1, minutes: 120 }),
        op('w-2', {
          workOrderId: 'w',
          seq: 2,
          kind: 'second_op',
          minutes: 0,
          lock: { machineId: 'T1', start: monday },
        }),
        op('w-3', { workOrderId: 'w', seq: 3, minutes: 60 }),
      ],
    });
    expect(result.placements.map((p) => p.operationId)).toEqual(['w-1', 'w-3']);
    expect(times(placementOf(result, 'w-3'))?.start).toBe('2026-03-02T11:00');
    expect(result.forecasts[0]?.unplaced).toEqual([]);
  });

  it('starts nothing before now, a job pinned in the past running on from now', () => {
    const now = at('2026-03-04T12:30');
    const result = schedule({
      now,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('running', { minutes: 100, lock: { machineId: 'L1', start: at('2026-03-03T08:00') } }),
        op('next', { minutes: 30 }),
      ],
    });
    expect(result.placements.map(times)).toEqual([
      { machine: 'L1', start: '2026-03-04T12:30', setupEnd: '2026-03-04T13:30', end: '2026-03-04T15:10' },
      { machine: 'L1', start: '2026-03-04T15:10', setupEnd: '2026-03-04T16:10', end: '2026-03-04T16:40' },
    ]);
  });

  it('moves a pin outside the shifts to the next shift, without calling it a conflict', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [op('a', { lock: { machineId: 'L1', start: at('2026-03-08T10:00') } })],
    });
    expect(times(placementOf(result, 'a'))?.start).toBe('2026-03-09T08:00');
    expect(placementOf(result, 'a')?.locked).toBe(true);
    expect(result.conflicts).toEqual([]);
  });

  it('moves a pin overlapping an earlier pin to its end and says so', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('a', { workOrderLabel: 'WO/2025-26/0007', minutes: 240, lock: { machineId: 'L1', start: monday } }),
        op('b', { workOrderLabel: 'WO/2025-26/0009', minutes: 60, lock: { machineId: 'L1', start: monday + 120 } }),
      ],
    });
    expect(times(placementOf(result, 'b'))).toMatchObject({ start: '2026-03-02T13:00', end: '2026-03-02T15:00' });
    expect(result.conflicts).toEqual([
      'WO/2025-26/0009 operation 1 is pinned on L1 at 02/03/2026 10:00, overlapping WO/2025-26/0007 operation 1; ' +
        'it is moved to 02/03/2026 13:00, when that one finishes.',
    ]);
  });

  it('refuses a pin to a machine that cannot run the operation or is down, and plans it elsewhere', () => {
    const result = schedule({
      now: monday,
      machines: [
        machine('L1', ['rough']),
        machine('T1', ['second_op']),
        machine('L2', ['rough'], { available: false }),
      ],
      operations: [
        op('a', { workOrderLabel: 'WO A', lock: { machineId: 'T1', start: monday } }),
        op('b', { workOrderLabel: 'WO B', dueDate: '2026-04-01', lock: { machineId: 'L2', start: monday } }),
        op('c', { workOrderLabel: 'WO C', dueDate: '2026-04-02', lock: { machineId: 'gone', start: monday } }),
      ],
    });
    expect(result.placements.map((p) => `${p.operationId}@${p.machineId} ${p.locked}`)).toEqual([
      'a@L1 false',
      'b@L1 false',
      'c@L1 false',
    ]);
    expect(result.conflicts).toEqual([
      'WO A operation 1 is pinned to T1, which cannot run this operation; it is planned like the others.',
      'WO B operation 1 is pinned to L2, which is not available (breakdown or maintenance); it is planned like the others.',
      'WO C operation 1 is pinned to a machine that is not in the plan; it is planned like the others.',
    ]);
  });

  it('keeps a pin that starts before the operation before it ends, and says so', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('T1', ['second_op'])],
      operations: [
        op('w-1', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 1, minutes: 300 }),
        op('w-2', {
          workOrderId: 'w',
          workOrderLabel: 'WO W',
          seq: 2,
          kind: 'second_op',
          lock: { machineId: 'T1', start: monday },
        }),
        op('w-3', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 3, minutes: 60 }),
      ],
    });
    expect(times(placementOf(result, 'w-2'))?.start).toBe('2026-03-02T08:00');
    expect(times(placementOf(result, 'w-3'))?.start).toBe('2026-03-02T14:00');
    expect(result.conflicts).toEqual([
      'WO W operation 2 is pinned to start at 02/03/2026 08:00, before WO W operation 1 finishes at 02/03/2026 14:00.',
    ]);
  });

  it('gives no work to a machine without shifts, and reports one whose calendar is broken', () => {
    const result = schedule({
      now: monday,
      machines: [
        machine('L1', ['rough'], { calendar: { ...twoShifts, workingDays: [] } }),
        machine('L2', ['rough'], { calendar: { ...twoShifts, shiftsPerDay: 3, hoursPerShift: 9 } }),
      ],
      operations: [op('a')],
    });
    expect(result.placements).toEqual([]);
    expect(result.forecasts[0]).toMatchObject({
      finish: null,
      late: true,
      unplaced: ['a'],
      blocked: [{ operationId: 'a', reason: 'No available machine can run rough work' }],
    });
    expect(result.conflicts).toEqual([
      'L2: its calendar cannot be used (3 shifts of 9 hours do not fit in a day); it takes no work.',
    ]);
  });

  it('plans the whole benchmark plant: 2,000 operations on 30 machines', () => {
    const input = benchCase(1);
    expect(input.operations).toHaveLength(BENCH_OPERATIONS);
    expect(input.machines).toHaveLength(30);
    expect(new Set(input.operations.map((o) => o.workOrderId)).size).toBeGreaterThan(600);
    const result = schedule(input);
    expect(result.placements).toHaveLength(BENCH_OPERATIONS);
    expect(result.forecasts.every((f) => f.unplaced.length === 0 && f.finish !== null)).toBe(true);
    expect(benchCase(1)).toEqual(input);
  });

  it('plans the large benchmark plant: 10,000 operations on 60 machines with breaks, maintenance and transfers', () => {
    const size = BENCH_SIZES[1];
    const input = benchCase(1, size);
    expect(input.operations).toHaveLength(10_000);
    expect(input.machines).toHaveLength(60);
    expect(input.machines.filter((m) => m.efficiency !== undefined && m.efficiency < 1).length).toBeGreaterThan(20);
    expect(input.machines.filter((m) => m.downtime?.length).length).toBeGreaterThan(5);
    const result = schedule(input);
    expect(result.placements).toHaveLength(10_000);
    const horizon = input.now + PLANNING_HORIZON_DAYS * 1440;
    expect(result.placements.every((p) => p.end <= horizon)).toBe(true);
    const machines = new Map(input.machines.map((m) => [m.id, m]));
    const inDowntime = result.placements.filter((p) =>
      machines.get(p.machineId)?.downtime?.some((w) => p.segments.some((s) => s.start < w.end && w.start < s.end)),
    );
    expect(inDowntime).toEqual([]);
  });
});

describe('schedule: capacity as the plant runs', () => {
  it('runs a 300-minute operation for 400 minutes on a machine at 75% efficiency; the setup is not scaled', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { efficiency: 0.75 })],
      operations: [op('a', { minutes: 300 })],
    });
    // 60 minutes' setup, then 300 / 0.75 = 400 minutes of run: 09:00 + 6 h 40 min.
    expect(times(placementOf(result, 'a'))).toEqual({
      machine: 'L1',
      start: '2026-03-02T08:00',
      setupEnd: '2026-03-02T09:00',
      end: '2026-03-02T15:40',
    });
    expect(plannedRunMinutes(300, 0.75)).toBe(400);
    expect(plannedRunMinutes(70, 0.7)).toBe(100);
    expect(plannedRunMinutes(100, 0.7)).toBe(143);
  });

  it('puts an operation on the machine where it finishes first, its efficiency counted', () => {
    // L1 needs no setup but runs at half speed: 240 minutes end at 16:00 there, at 13:00 on L2.
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { efficiency: 0.5, setupMinutes: 0 }), machine('L2', ['rough'])],
      operations: [op('a', { minutes: 240 })],
    });
    expect(times(placementOf(result, 'a'))).toMatchObject({ machine: 'L2', end: '2026-03-02T13:00' });
  });

  it('plans a machine at 120 % faster than its cycle times: 300 minutes run in 250', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { efficiency: 1.2, setupMinutes: 0 })],
      operations: [op('a', { minutes: 300 })],
    });
    expect(times(placementOf(result, 'a'))).toMatchObject({
      machine: 'L1',
      start: '2026-03-02T08:00',
      end: '2026-03-02T12:10',
    });
  });

  it('gives no work to a machine whose efficiency is out of range (75 for 75 %), and says so', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { efficiency: 75 }), machine('L2', ['rough'])],
      operations: [op('a')],
    });
    expect(placementOf(result, 'a')?.machineId).toBe('L2');
    expect(result.conflicts).toEqual(['L1: its efficiency (75) is not above 0 and at most 1.5; it takes no work.']);
  });

  it('stops for the lunch break: 480 minutes on an 08:00–16:00 shift with 30 minutes at 12:00 end the next day', () => {
    const calendar: MachineCalendar = { ...twoShifts, shiftsPerDay: 1, breaks: [{ start: '12:00', minutes: 30 }] };
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { calendar, setupMinutes: 0 })],
      operations: [op('a', { minutes: 480 })],
    });
    const placement = placementOf(result, 'a');
    expect(times(placement)).toMatchObject({ start: '2026-03-02T08:00', end: '2026-03-03T08:30' });
    expect(placement?.segments.map((s) => `${isoOfMinute(s.start)}–${isoOfMinute(s.end)}`)).toEqual([
      '2026-03-02T08:00–2026-03-02T12:00',
      '2026-03-02T12:30–2026-03-02T16:00',
      '2026-03-03T08:00–2026-03-03T08:30',
    ]);
  });

  it('waits for the parts to be moved between operations: the plant’s transfer time, or the operation’s own', () => {
    const operations = [
      op('w-1', { workOrderId: 'w', seq: 1, minutes: 300 }),
      op('w-2', { workOrderId: 'w', seq: 2, kind: 'second_op', minutes: 60 }),
    ];
    const machines = [machine('L1', ['rough']), machine('T1', ['second_op'])];
    const moved = schedule({ now: monday, machines, operations, transferMinutes: 120 });
    // The first operation waits for nothing; the second for 14:00 + 120 minutes.
    expect(times(placementOf(moved, 'w-1'))).toMatchObject({ start: '2026-03-02T08:00', end: '2026-03-02T14:00' });
    expect(times(placementOf(moved, 'w-2'))).toMatchObject({ start: '2026-03-02T16:00', end: '2026-03-02T18:00' });
    // Wall-clock minutes: a transfer over the night ends at its hour, whatever the shifts.
    const ownTime = schedule({
      now: monday,
      machines,
      transferMinutes: 120,
      operations: [
        operations[0] as ScheduleOperation,
        { ...(operations[1] as ScheduleOperation), transferMinutes: 30 },
      ],
    });
    expect(times(placementOf(ownTime, 'w-2'))?.start).toBe('2026-03-02T14:30');
  });

  it('says when a pin starts before the parts of the operation before it have been moved', () => {
    const result = schedule({
      now: monday,
      transferMinutes: 120,
      machines: [machine('L1', ['rough']), machine('T1', ['second_op'])],
      operations: [
        op('w-1', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 1, minutes: 300 }),
        op('w-2', {
          workOrderId: 'w',
          workOrderLabel: 'WO W',
          seq: 2,
          kind: 'second_op',
          lock: { machineId: 'T1', start: at('2026-03-02T15:00') },
        }),
      ],
    });
    expect(times(placementOf(result, 'w-2'))?.start).toBe('2026-03-02T15:00');
    expect(result.conflicts).toEqual([
      'WO W operation 2 is pinned to start at 02/03/2026 15:00, within the 120 minutes its parts take to come from ' +
        'WO W operation 1, which finishes at 02/03/2026 14:00.',
    ]);
  });

  it('pauses a running job through two days of maintenance, and starts a pin inside it at its end', () => {
    // Maintenance Tuesday 08:00 to Thursday 08:00. 60 + 1,500 minutes from Monday 08:00: 960 on
    // Monday, then the 600 left from Thursday 08:00 to 18:00.
    const downtime = [{ start: at('2026-03-03T08:00'), end: at('2026-03-05T08:00') }];
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'], { downtime }), machine('L2', ['rough'], { downtime })],
      operations: [
        op('long', { minutes: 1500, lock: { machineId: 'L1', start: monday } }),
        op('pinned', { minutes: 60, lock: { machineId: 'L2', start: at('2026-03-03T10:00') } }),
      ],
    });
    const long = placementOf(result, 'long');
    expect(times(long)).toMatchObject({ start: '2026-03-02T08:00', end: '2026-03-05T18:00' });
    expect(long?.segments.map((s) => `${isoOfMinute(s.start)}–${isoOfMinute(s.end)}`)).toEqual([
      '2026-03-02T08:00–2026-03-02T16:00',
      '2026-03-02T16:00–2026-03-03T00:00',
      '2026-03-05T08:00–2026-03-05T16:00',
      '2026-03-05T16:00–2026-03-05T18:00',
    ]);
    expect(times(placementOf(result, 'pinned'))).toMatchObject({ start: '2026-03-05T08:00', end: '2026-03-05T10:00' });
    expect(result.conflicts).toEqual([]);
  });

  it('refuses a job of a million pieces at an hour each: it would end after the planning horizon', () => {
    // 10^6 × 3,600 s = 60,000,000 minutes, which would end in the 2220s. Planned from Monday 2 March
    // 2026, nothing ends after 730 days: 1 March 2028.
    expect(PLANNING_HORIZON_DAYS).toBe(730);
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('T1', ['second_op'])],
      operations: [
        op('w-1', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 1, minutes: (1e6 * 3600) / 60 }),
        op('w-2', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 2, kind: 'second_op' }),
        op('other', { dueDate: '2026-04-30' }),
      ],
    });
    expect(result.placements.map((p) => p.operationId)).toEqual(['other']);
    expect(times(placementOf(result, 'other'))?.start).toBe('2026-03-02T08:00');
    expect(result.forecasts.find((f) => f.workOrderId === 'w')).toEqual({
      workOrderId: 'w',
      finish: null,
      due: at('2026-04-01T00:00'),
      late: true,
      unplaced: ['w-1', 'w-2'],
      blocked: [
        { operationId: 'w-1', reason: 'It would end after the planning horizon (01/03/2028)' },
        { operationId: 'w-2', reason: 'WO W operation 1 before it could not be placed' },
      ],
    });
  });

  it('never plans minutes that are not a number, nor a pin that would end after the horizon', () => {
    const horizon = at('2026-03-02T20:00');
    const result = schedule({
      now: monday,
      horizon,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('infinite', { minutes: Number.POSITIVE_INFINITY }),
        op('nan', { minutes: Number.NaN }),
        op('pinned', { workOrderLabel: 'WO P', minutes: 900, lock: { machineId: 'L1', start: monday } }),
        op('fits', { minutes: 660, dueDate: '2026-04-30' }),
      ],
    });
    // 60 + 660 minutes end at 20:00, just by the horizon; the pin's 960 would end at midnight.
    expect(result.placements.map(times)).toEqual([
      { machine: 'L1', start: '2026-03-02T08:00', setupEnd: '2026-03-02T09:00', end: '2026-03-02T20:00' },
    ]);
    for (const id of ['infinite', 'nan', 'pinned']) {
      expect(result.forecasts.find((f) => f.workOrderId === id)?.blocked).toEqual([
        { operationId: id, reason: 'It would end after the planning horizon (02/03/2026)' },
      ]);
    }
    expect(result.conflicts).toEqual([
      'WO P operation 1 is pinned to L1, where it would end after the planning horizon (02/03/2026); it is planned like the others.',
    ]);
  });

  it('keeps a pin after an operation that could not be placed, and the order late', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [
        op('w-1', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 1, kind: 'spm' }),
        op('w-2', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 2, lock: { machineId: 'L1', start: monday } }),
        op('w-3', { workOrderId: 'w', workOrderLabel: 'WO W', seq: 3 }),
      ],
    });
    expect(result.placements.map((p) => `${p.operationId} ${p.locked}`)).toEqual(['w-2 true']);
    expect(result.forecasts[0]).toMatchObject({
      finish: at('2026-03-02T10:00'),
      late: true,
      unplaced: ['w-1', 'w-3'],
      blocked: [
        { operationId: 'w-1', reason: 'No available machine can run SPM work' },
        { operationId: 'w-3', reason: 'WO W operation 1 before it could not be placed' },
      ],
    });
    expect(result.conflicts).toEqual([
      'WO W operation 2 keeps its pin, though WO W operation 1 before it could not be placed.',
    ]);
  });
});
