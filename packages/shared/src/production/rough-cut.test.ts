import { describe, expect, it } from 'vitest';
import { cellFigures, type RoughCutInput, type RoughCutMachine, roughCut, weekStartOf } from './rough-cut.js';
import { schedule } from './schedule.js';
import { at, op, twoShifts } from './schedule-test-plant.js';

function machine(id: string, kinds: RoughCutMachine['kinds'], extra: Partial<RoughCutMachine> = {}): RoughCutMachine {
  return { id, label: id, kinds, calendar: twoShifts, setupMinutes: 60, available: true, ...extra };
}

const cut = (input: RoughCutInput, weeks = 2, labels?: Map<string, string>) =>
  roughCut(input, schedule(input), weeks, labels);

describe('weekStartOf', () => {
  it('is Monday 00:00 of the week, Sunday belonging to the week before', () => {
    expect(weekStartOf(at('2026-03-04T12:00'))).toBe(at('2026-03-02T00:00'));
    expect(weekStartOf(at('2026-03-02T00:00'))).toBe(at('2026-03-02T00:00'));
    expect(weekStartOf(at('2026-03-08T23:59'))).toBe(at('2026-03-02T00:00'));
    expect(weekStartOf(at('1969-12-31T10:00'))).toBe(at('1969-12-29T00:00'));
  });
});

describe('roughCut', () => {
  it('shows a week of 96 h against 100 h due in it overloaded by 4 h, while the plan fills the week and spills 4 h over', () => {
    // 5,940 minutes of run and L1's 60-minute setup: 6,000 minutes, 100 h, due Saturday 7 March.
    // L1 works 6 days × 16 h = 96 h a week.
    const input: RoughCutInput = {
      now: at('2026-03-02T00:00'),
      machines: [machine('L1', ['rough'])],
      operations: [op('a', { minutes: 5940, dueDate: '2026-03-07' })],
    };
    const result = cut(input, 2, new Map([['a', 'Rough 1st side']]));
    expect(result.weeks).toEqual(['2026-03-02', '2026-03-09']);

    const [demand] = result.demand;
    expect(demand?.label).toBe('Rough');
    const week = demand?.cells[0];
    expect(week).toMatchObject({ loadMinutes: 6000, capacityMinutes: 5760 });
    expect(cellFigures(week as NonNullable<typeof week>)).toEqual({
      utilisation: 104,
      overloaded: true,
      overMinutes: 240,
    });
    expect(demand?.cells[1]).toMatchObject({ loadMinutes: 0, capacityMinutes: 5760 });

    // Planned, the job fills the week (Monday 08:00 to Saturday midnight) and its last 240 minutes run on Monday 9th.
    const [l1] = result.machines;
    expect(l1?.cells.map((c) => [c.loadMinutes, c.capacityMinutes])).toEqual([
      [5760, 5760],
      [240, 5760],
    ]);
    expect(cellFigures(l1?.cells[0] as NonNullable<typeof week>)).toMatchObject({
      utilisation: 100,
      overloaded: false,
    });
    expect(l1?.cells[1]?.jobs).toEqual([
      {
        workOrderId: 'a',
        workOrderLabel: 'WO a',
        operationId: 'a',
        label: 'Rough 1st side',
        minutes: 240,
        placed: true,
      },
    ]);
    expect(result.kinds.map((row) => row.label)).toEqual(['Rough']);
    expect(result.kinds[0]?.cells.map((c) => c.loadMinutes)).toEqual([5760, 240]);
  });

  it("counts the first week's capacity from now, and leaves out downtime", () => {
    // From Wednesday 12:00: Wednesday's 12 h, then Thursday to Saturday's 3 × 16 h = 60 h.
    // Downtime on Tuesday 10 March 08:00–16:00 takes one shift off the second week: 88 h.
    const input: RoughCutInput = {
      now: at('2026-03-04T12:00'),
      machines: [
        machine('L1', ['rough'], { downtime: [{ start: at('2026-03-10T08:00'), end: at('2026-03-10T16:00') }] }),
      ],
      operations: [],
    };
    expect(cut(input).machines[0]?.cells.map((c) => c.capacityMinutes)).toEqual([3600, 5280]);
  });

  it('gives a machine that is down no capacity, and a kind its machines’ capacity together', () => {
    const input: RoughCutInput = {
      now: at('2026-03-02T00:00'),
      machines: [
        machine('L1', ['rough', 'second_op']),
        machine('L2', ['rough']),
        machine('L3', ['rough'], { available: false }),
      ],
      operations: [],
    };
    const result = cut(input, 1);
    expect(result.machines.map((row) => [row.label, row.working, row.cells[0]?.capacityMinutes])).toEqual([
      ['L1', true, 5760],
      ['L2', true, 5760],
      ['L3', false, 0],
    ]);
    expect(result.kinds.map((row) => [row.label, row.cells[0]?.capacityMinutes])).toEqual([
      ['Rough', 11520],
      ['Second op', 5760],
    ]);
  });

  it('counts work no machine can take under its kind in the week it is due, and overdue work in the first week', () => {
    const input: RoughCutInput = {
      now: at('2026-03-04T08:00'),
      machines: [machine('L1', ['rough'])],
      operations: [
        op('spm', { kind: 'spm', minutes: 600, dueDate: '2026-03-12' }),
        op('late', { minutes: 120, dueDate: '2026-02-20' }),
        op('far', { minutes: 120, dueDate: '2026-05-20' }),
        op('kept', { minutes: 120, dueDate: '2026-03-05', setUpOn: 'L1' }),
      ],
    };
    const result = cut(input);
    const spm = result.kinds.find((row) => row.id === 'spm');
    expect(spm?.working).toBe(false);
    expect(spm?.cells.map((c) => [c.loadMinutes, c.capacityMinutes])).toEqual([
      [0, 0],
      [600, 0],
    ]);
    expect(spm?.cells[1]?.jobs[0]).toMatchObject({ operationId: 'spm', placed: false, minutes: 600 });
    expect(cellFigures(spm?.cells[1] as NonNullable<NonNullable<typeof spm>['cells'][number]>)).toEqual({
      utilisation: null,
      overloaded: true,
      overMinutes: 600,
    });
    // Due-date demand: the overdue order in the first week with its setup (180), the one still set
    // up on L1 without (120); the one due in May is beyond the two weeks.
    const rough = result.demand.find((row) => row.id === 'rough');
    expect(rough?.cells.map((c) => c.loadMinutes)).toEqual([300, 0]);
    expect(rough?.cells[0]?.jobs.map((j) => [j.operationId, j.minutes])).toEqual([
      ['late', 180],
      ['kept', 120],
    ]);
  });
});
