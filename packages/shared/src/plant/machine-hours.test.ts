import { describe, expect, it } from 'vitest';
import { operationTime, type ScheduleInput, schedule } from '../production/schedule.js';
import { machine, monday, op } from '../production/schedule-test-plant.js';
import { lineMachineMinutes, machineHours, machineHoursPlan, piecesOffPlan } from './machine-hours.js';

/*
 * The plant: CNC-1 and CNC-2 turn rough, CNC-1 at 80 % with a 40-minute setup, CNC-2 at 120 %
 * with 90 minutes; CNC-3 runs second ops at 100 % with 30 minutes; CNC-4 is down; nothing runs SPM.
 * The part: rough 1st side 45 s, rough 2nd side (a second op) 30 s.
 */
const machines = [
  machine('CNC-1', ['rough'], { efficiency: 0.8, setupMinutes: 40 }),
  machine('CNC-2', ['rough'], { efficiency: 1.2, setupMinutes: 90 }),
  machine('CNC-3', ['second_op'], { setupMinutes: 30 }),
  machine('CNC-4', ['rough', 'second_op'], { setupMinutes: 0, efficiency: 1.5, available: false }),
];
const part = { rough_first_cycle_time_sec: 45, rough_second_cycle_time_sec: 30 };
const noWork = { started: 0, rejected: 0, openWorkOrders: [] };

/** The plan of `operations` on the plant, and its machine time. */
function planOf(operations: ScheduleInput['operations']) {
  const input: ScheduleInput = { now: monday, machines, operations };
  const result = schedule(input);
  return { result, plan: machineHoursPlan(input, result) };
}

describe('one rule of machine time', () => {
  it('is pieces × cycle time ÷ efficiency, whole minutes up, plus the setup', () => {
    // 450 min at 80 % = 562.5 → 563 min, and 40 min of setup.
    expect(operationTime(450, 0.8, 40)).toEqual({ setup: 40, run: 563 });
    // Still set up for the job: no setup.
    expect(operationTime(450, 1.2, 0)).toEqual({ setup: 0, run: 375 });
  });
});

describe("an order line's machine hours", () => {
  it('off the plan, each operation on the machine where it takes the fewest minutes', () => {
    const { plan } = planOf([]);
    // 600 pieces. Rough 1st side: 600 × 45 s = 450 min; on CNC-1 450 ÷ 0.8 = 562.5 → 563 + 40 = 603,
    // on CNC-2 450 ÷ 1.2 = 375 + 90 = 465 (CNC-4 is down): 465. Rough 2nd side on CNC-3: 600 × 30 s
    // = 300 min + 30 = 330. 795 min = 13.25 h.
    const line = { product: part, ordered: 600, dispatched: 0, ...noWork };
    expect(lineMachineMinutes(plan, line)).toBe(795);
    expect(machineHours(795)).toBe(13.25);
    // 40 pieces: rough 40 × 45 s = 30 min; CNC-1 30 ÷ 0.8 = 37.5 → 38 + 40 = 78, CNC-2 25 + 90 = 115: 78.
    // 2nd side 40 × 30 s = 20 + 30 = 50. 128 min = 2.1333… → 2.13 h.
    expect(lineMachineMinutes(plan, { ...line, ordered: 40 })).toBe(128);
    expect(machineHours(128)).toBe(2.13);
    // Pieces dispatched are not made again: 640 ordered, 600 dispatched is the 40 pieces.
    expect(lineMachineMinutes(plan, { ...line, ordered: 640, dispatched: 600 })).toBe(128);
  });

  it('estimates the same on a plant of many alike machines, trying only those not outdone', () => {
    // 3,000 machines of the three rough kinds (CNC-1's and CNC-2's figures, and a 70 % one with a
    // 40-minute setup that CNC-1 outdoes): the estimates are the four-machine plant's, 465 and 78 min.
    const alike = Array.from({ length: 3000 }, (_, i) =>
      machine(
        `R-${i}`,
        ['rough'],
        [
          { efficiency: 0.8, setupMinutes: 40 },
          { efficiency: 1.2, setupMinutes: 90 },
          { efficiency: 0.7, setupMinutes: 40 },
        ][i % 3],
      ),
    );
    const input: ScheduleInput = { now: monday, machines: alike, operations: [] };
    const plan = machineHoursPlan(input, schedule(input));
    expect(plan.routingMinutes({ rough_first_cycle_time_sec: 45 }, 600)).toBe(465);
    expect(plan.routingMinutes({ rough_first_cycle_time_sec: 45 }, 40)).toBe(78);
  });

  it('a kind no machine takes counts at 100 % with the default hour of setup', () => {
    const { plan } = planOf([]);
    // SPM 12 s × 600 = 120 min + 60 min of setup.
    expect(plan.routingMinutes({ spm_rough_first_cycle_time_sec: 12 }, 600)).toBe(180);
    expect(plan.routingMinutes({ spm_rough_first_cycle_time_sec: 12 }, 0)).toBe(0);
  });

  it("a line's open work order counts as the board places it, the pieces no work order makes estimated", () => {
    // WO-1: 600 pieces; its first operation made 240 good and rejected 10, its second made 200 good.
    // What is left as the board reads it: (600 − 240) × 45 s = 270 min, (600 − 200) × 30 s = 200 min.
    const rough = op('WO-1/1', { workOrderId: 'WO-1', minutes: 270 });
    const second = op('WO-1/2', { workOrderId: 'WO-1', seq: 2, kind: 'second_op', minutes: 200 });
    const { plan, result } = planOf([rough, second]);
    // The board: rough on CNC-2, 270 ÷ 1.2 = 225 + 90 = 315 (CNC-1: 337.5 → 338 + 40 = 378);
    // second op on CNC-3, 200 + 30 = 230. 545 min of shift time, which the placements' segments add up to.
    const board = result.placements.reduce(
      (sum, placement) => sum + placement.segments.reduce((s, segment) => s + segment.end - segment.start, 0),
      0,
    );
    expect(board).toBe(545);
    expect(plan.workOrderMinutes('WO-1')).toBe(545);
    // The line: 1,000 ordered, 100 dispatched; alive on WO-1 250 started − 10 rejected = 240, so 760 still
    // to make, of which WO-1 adds 600 − 240 = 360: 400 pieces off the plan. Rough 400 × 45 s = 300 min,
    // CNC-1 375 + 40 = 415, CNC-2 250 + 90 = 340: 340; 2nd side 400 × 30 s = 200 + 30 = 230. 570 min.
    const line = {
      product: part,
      ordered: 1000,
      dispatched: 100,
      started: 250,
      rejected: 10,
      openWorkOrders: [{ id: 'WO-1', quantity: 600, started: 250, rejected: 10 }],
    };
    expect(piecesOffPlan(line)).toBe(400);
    // 545 + 570 = 1,115 min = 18.583… → 18.58 h.
    expect(lineMachineMinutes(plan, line)).toBe(1115);
    expect(machineHours(1115)).toBe(18.58);
  });

  it('a machine still set up for the job places it without a setup, and the line counts none', () => {
    const { plan, result } = planOf([op('WO-2/1', { workOrderId: 'WO-2', minutes: 60, setUpOn: 'CNC-1' })]);
    // On CNC-1 with no setup: 60 ÷ 0.8 = 75 min, sooner than CNC-2's 90 + 50.
    expect(result.placements.map((p) => [p.machineId, p.setupEnd === p.start])).toEqual([['CNC-1', true]]);
    expect(plan.workOrderMinutes('WO-2')).toBe(75);
  });

  it('an operation the plan could not place is estimated, and nothing is counted for work not on it', () => {
    const { plan, result } = planOf([op('WO-3/1', { workOrderId: 'WO-3', kind: 'spm', minutes: 120 })]);
    expect(result.placements).toEqual([]);
    expect(plan.workOrderMinutes('WO-3')).toBe(180);
    expect(plan.workOrderMinutes('WO-9')).toBe(0);
  });
});
