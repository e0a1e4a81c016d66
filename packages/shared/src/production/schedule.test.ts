import { describe, expect, it } from 'vitest';
import { isoOfMinute, type MachineCalendar, minuteOf } from './plant-calendar.js';
import { type Placement, type ScheduleMachine, type ScheduleOperation, schedule } from './schedule.js';
import { BENCH_OPERATIONS, benchCase } from './schedule-bench.js';

/** Two 8-hour shifts from 08:00 (08–16, 16–24), Monday to Saturday. */
const twoShifts: MachineCalendar = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
};
const at = (iso: string) => minuteOf(iso.slice(0, 10), iso.slice(11));
/** Monday 2 March 2026, 08:00: the start of the week's first shift. */
const monday = at('2026-03-02T08:00');

function machine(id: string, kinds: ScheduleMachine['kinds'], extra: Partial<ScheduleMachine> = {}): ScheduleMachine {
  return { id, label: id, kinds, calendar: twoShifts, setupMinutes: 60, available: true, ...extra };
}

function op(id: string, extra: Partial<ScheduleOperation> = {}): ScheduleOperation {
  const workOrderId = extra.workOrderId ?? id;
  return {
    id,
    workOrderId,
    workOrderLabel: `WO ${workOrderId}`,
    seq: 1,
    kind: 'rough',
    minutes: 60,
    dueDate: '2026-03-31',
    releasedAt: 0,
    ...extra,
  };
}

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
      { workOrderId: 'w', finish: at('2026-03-02T16:00'), due: at('2026-04-01T00:00'), late: false, unplaced: [] },
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

  it('leaves out what no machine can run, and still plans what follows after what precedes it', () => {
    const result = schedule({
      now: monday,
      machines: [machine('L1', ['rough']), machine('S1', ['spm'], { available: false })],
      operations: [
        op('w-1', { workOrderId: 'w', seq: 1, minutes: 120 }),
        op('w-2', { workOrderId: 'w', seq: 2, kind: 'spm', minutes: 120 }),
        op('w-3', { workOrderId: 'w', seq: 3, minutes: 120 }),
      ],
    });
    expect(placementOf(result, 'w-2')).toBeUndefined();
    expect(times(placementOf(result, 'w-3'))?.start).toBe(times(placementOf(result, 'w-1'))?.end);
    expect(result.forecasts[0]).toMatchObject({ finish: at('2026-03-02T14:00'), late: false, unplaced: ['w-2'] });
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
    expect(result.forecasts[0]).toMatchObject({ finish: null, late: false, unplaced: ['a'] });
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
});
