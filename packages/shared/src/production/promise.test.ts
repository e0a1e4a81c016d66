import { describe, expect, it } from 'vitest';
import { type PromiseQuestion, promiseOf, whatIfOf, withOrderLast } from './promise.js';
import { type ScheduleInput, type ScheduleMachine, schedule } from './schedule.js';
import { at, monday, op, machine as plantMachine } from './schedule-test-plant.js';

/** The promise's machines need no setup unless a test gives them one. */
const machine = (id: string, kinds: ScheduleMachine['kinds'], extra: Partial<ScheduleMachine> = {}) =>
  plantMachine(id, kinds, { setupMinutes: 0, ...extra });

const question = (operations: PromiseQuestion['operations'], extra: Partial<PromiseQuestion> = {}) => ({
  label: 'New line',
  operations,
  ...extra,
});

/** 600 pieces at 60 s: 600 minutes of run, 10 h. */
const tenHours = question([{ label: 'Rough 1st side', kind: 'rough', minutes: 600 }]);

describe('promiseOf', () => {
  it('promises the day the new work order ends, planned after the 10-hour job already on the machine', () => {
    // The job on L1 runs Monday 08:00–18:00 (600 minutes, no setup). The new 600 minutes follow:
    // Monday 18:00–24:00 (360), Tuesday 08:00–12:00 (240). Dispatch the day it ends: Tuesday.
    const input: ScheduleInput = {
      now: monday,
      machines: [machine('L1', ['rough'])],
      operations: [op('job', { minutes: 600, dueDate: '2026-03-20' })],
    };
    const answer = promiseOf(input, tenHours);
    expect(answer).toMatchObject({
      promiseDate: '2026-03-03',
      capacityDate: '2026-03-03',
      decidedBy: 'capacity',
      reason: 'L1 is booked until 02/03/2026 18:00; Rough 1st side takes 10 h there',
      finish: at('2026-03-03T12:00'),
      unplaced: [],
    });
    expect(answer.operations).toEqual([
      {
        label: 'Rough 1st side',
        kind: 'rough',
        machineId: 'L1',
        machineLabel: 'L1',
        start: at('2026-03-02T18:00'),
        end: at('2026-03-03T12:00'),
        workedMinutes: 600,
      },
    ]);
  });

  it('moves no open work order, even one due after the latest date asked of it', () => {
    const input: ScheduleInput = {
      now: monday,
      machines: [machine('L1', ['rough']), machine('L2', ['rough'])],
      operations: [
        op('a', { minutes: 900, dueDate: '2026-03-04', releasedAt: at('2026-03-01T10:00') }),
        op('b', { minutes: 300, dueDate: '2026-06-30', releasedAt: at('2026-03-02T07:00') }),
        op('c', { minutes: 120, dueDate: '2026-03-02', lock: { machineId: 'L2', start: at('2026-03-02T12:00') } }),
      ],
    };
    const baseline = schedule(input);
    const withNew = schedule(withOrderLast(input, tenHours));
    expect(withNew.placements.filter((p) => p.workOrderId !== 'promise')).toEqual(baseline.placements);
    expect(withNew.forecasts.at(-1)?.workOrderId).toBe('promise');
  });

  it('adds the machine setup and names the machine whose bookings hold the last operation back', () => {
    // Rough 1st side (300 min) on the free L1 with its 60-minute setup: Monday 08:00–14:00. Rough
    // 2nd side needs T1, booked by another order (60 + 1,140 minutes) until Tuesday 12:00: 60 setup + 1,080 run = 19 h,
    // Tuesday 12:00–24:00 (720), Wednesday 08:00–15:00 (420).
    const input: ScheduleInput = {
      now: monday,
      machines: [machine('L1', ['rough'], { setupMinutes: 60 }), machine('T1', ['second_op'], { setupMinutes: 60 })],
      operations: [op('other', { kind: 'second_op', minutes: 1140, dueDate: '2026-03-05' })],
    };
    const answer = promiseOf(
      input,
      question([
        { label: 'Rough 1st side', kind: 'rough', minutes: 300 },
        { label: 'Rough 2nd side', kind: 'second_op', minutes: 1080 },
      ]),
    );
    expect(answer.operations.map((o) => [o.label, o.machineId, o.start, o.end])).toEqual([
      ['Rough 1st side', 'L1', at('2026-03-02T08:00'), at('2026-03-02T14:00')],
      ['Rough 2nd side', 'T1', at('2026-03-03T12:00'), at('2026-03-04T15:00')],
    ]);
    expect(answer.promiseDate).toBe('2026-03-04');
    expect(answer.reason).toBe('T1 is booked until 03/03/2026 12:00; Rough 2nd side takes 19 h there');
  });

  it('says the work itself takes the time when no machine is booked', () => {
    const input: ScheduleInput = {
      now: monday,
      machines: [machine('L1', ['rough']), machine('T1', ['second_op'])],
      operations: [],
    };
    const answer = promiseOf(input, tenHours);
    // Monday 08:00–18:00, the two shifts back to back.
    expect(answer.promiseDate).toBe('2026-03-02');
    expect(answer.reason).toBe('The machines are free: Rough 1st side takes 10 h on L1, ending 02/03/2026 18:00');
    // 600 + 90 minutes: the second side runs 18:00–19:30 on T1.
    const both = promiseOf(
      input,
      question([...tenHours.operations, { label: 'Rough 2nd side', kind: 'second_op', minutes: 90 }]),
    );
    expect(both.reason).toBe(
      'The machines are free: its 2 operations take 11.5 h of machine time, the last (Rough 2nd side on T1) ending 02/03/2026 19:30',
    );
  });

  it('cannot promise work no machine runs, nor work only a machine that is down runs', () => {
    const spm = question([
      { label: 'SPM rough 1st side', kind: 'spm', minutes: 60 },
      { label: 'Rough 1st side', kind: 'rough', minutes: 60 },
    ]);
    const none = promiseOf({ now: monday, machines: [machine('L1', ['rough'])], operations: [] }, spm);
    expect(none).toMatchObject({
      promiseDate: null,
      capacityDate: null,
      decidedBy: 'unplaceable',
      reason: 'No machine runs SPM work (SPM rough 1st side)',
    });
    const down = promiseOf(
      {
        now: monday,
        machines: [machine('L1', ['rough']), machine('SPM-1', ['spm'], { available: false })],
        operations: [],
      },
      spm,
    );
    expect(down.reason).toBe(
      'No machine that runs SPM work is working: SPM-1 is down or without shifts (SPM rough 1st side)',
    );
  });

  it('refuses to plan an operation of more than ten years', () => {
    const answer = promiseOf(
      { now: monday, machines: [machine('L1', ['rough'])], operations: [] },
      question([{ label: 'Rough 1st side', kind: 'rough', minutes: 6_000_000 }]),
    );
    expect(answer).toMatchObject({
      decidedBy: 'unplaceable',
      reason: 'Rough 1st side takes 1,00,000 h of machine time, more than ten years; order less at a time',
    });
  });

  it('takes the later of the capacity date and the day material is ready, saying which decided', () => {
    const input: ScheduleInput = { now: monday, machines: [machine('L1', ['rough'])], operations: [] };
    const late = promiseOf(input, {
      ...tenHours,
      materialReadyMinute: at('2026-03-09T10:00'),
      materialReason: 'EN8 Ø25 arrives on 09/03/2026',
    });
    expect(late).toMatchObject({
      promiseDate: '2026-03-09',
      capacityDate: '2026-03-02',
      decidedBy: 'material',
      reason: 'EN8 Ø25 arrives on 09/03/2026',
    });
    const early = promiseOf(input, { ...tenHours, materialReadyMinute: at('2026-03-02T09:00') });
    expect(early).toMatchObject({ promiseDate: '2026-03-02', decidedBy: 'capacity' });
  });

  it('adds the days between the last operation and dispatch when the plant takes them', () => {
    // The work ends Monday 18:00; two days on is Wednesday.
    const input: ScheduleInput = { now: monday, machines: [machine('L1', ['rough'])], operations: [] };
    expect(promiseOf(input, { ...tenHours, dispatchDays: 2 }).promiseDate).toBe('2026-03-04');
  });
});

describe('whatIfOf', () => {
  /**
   * One machine, two 8-hour shifts. W1: 1,920 minutes (two days) due Tuesday 3 March: Monday and
   * Tuesday, on time. W2: 480 minutes due at the end of the month: Wednesday 08:00–16:00.
   */
  const input: ScheduleInput = {
    now: monday,
    machines: [machine('L1', ['rough'])],
    operations: [
      op('w1', { minutes: 1920, dueDate: '2026-03-03', releasedAt: at('2026-02-27T10:00') }),
      op('w2', { minutes: 480, dueDate: '2026-03-31', releasedAt: at('2026-02-27T11:00') }),
    ],
  };
  /** 600 pieces at 96 s: 960 minutes, a whole day. */
  const oneDay = question([{ label: 'Rough 1st side', kind: 'rough', minutes: 960 }]);

  it('puts the new line first when asked for Monday: on time itself, W1 a day late, W2 later but on time', () => {
    const baseline = schedule(input);
    // Last, the new line runs Wednesday 16:00–24:00 and Thursday 08:00–16:00.
    expect(promiseOf(input, oneDay).promiseDate).toBe('2026-03-05');
    // Due Monday, it runs Monday; W1 runs Tuesday and Wednesday, ending at Wednesday's midnight: a day late.
    const answer = whatIfOf(input, baseline, oneDay, '2026-03-02');
    expect(answer).toMatchObject({
      requestedDate: '2026-03-02',
      onTime: true,
      dispatchDate: '2026-03-02',
      daysLate: 0,
      finish: at('2026-03-03T00:00'),
      laterOnTime: 1,
    });
    expect(answer.pushedBack).toEqual([
      {
        workOrderId: 'w1',
        label: 'WO w1',
        due: at('2026-03-04T00:00'),
        finishBefore: at('2026-03-04T00:00'),
        finishAfter: at('2026-03-05T00:00'),
        daysLateBefore: 0,
        daysLateAfter: 1,
      },
    ]);
  });

  it('pushes nobody back when asked for a date after the others, and says how late the line itself is', () => {
    const answer = whatIfOf(input, schedule(input), oneDay, '2026-04-01');
    expect(answer).toMatchObject({ onTime: true, dispatchDate: '2026-03-05', pushedBack: [], laterOnTime: 0 });
    // Asked for Tuesday but behind W1 (due Tuesday, released earlier): it ends Wednesday at midnight.
    const tuesday = whatIfOf(input, schedule(input), oneDay, '2026-03-03');
    expect(tuesday).toMatchObject({ onTime: false, dispatchDate: '2026-03-04', daysLate: 1, pushedBack: [] });
    // W2 then runs Thursday instead of Wednesday: later, still well before the 31st.
    expect(tuesday.laterOnTime).toBe(1);
  });
});
