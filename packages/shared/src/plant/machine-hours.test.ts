import { describe, expect, it } from 'vitest';
import type { ScheduleMachine } from '../production/schedule.js';
import { estimatedMachineMinutes, machineHours, placedMinutes, planningByKind } from './machine-hours.js';

const calendar = { shiftsPerDay: 2, hoursPerShift: 8, firstShiftStart: '08:00', workingDays: [1], holidays: [] };
const machine = (id: string, extra: Partial<ScheduleMachine>): ScheduleMachine => ({
  id,
  label: id,
  kinds: ['rough'],
  calendar,
  setupMinutes: 60,
  available: true,
  ...extra,
});

describe('machine hours as the plan counts them', () => {
  it('600 pieces at 45 s on rough machines of 80 % and 70 %, setups of 40 and 60 min: 450 / 0.75 + 50 = 650 min', () => {
    const planning = planningByKind([
      machine('CNC-1', { efficiency: 0.8, setupMinutes: 40 }),
      machine('CNC-2', { efficiency: 0.7, setupMinutes: 60 }),
      // Down: not counted.
      machine('CNC-3', { efficiency: 0.2, setupMinutes: 600, available: false }),
    ]);
    expect(planning('rough')).toEqual({ efficiency: 0.75, setupMinutes: 50 });
    expect(estimatedMachineMinutes({ rough_first_cycle_time_sec: 45 }, 600, planning)).toBe(650);
    expect(machineHours(650)).toBe(10.83);
  });

  it('a kind no machine runs plans at 100 % with an hour’s setup; nothing to make takes nothing', () => {
    const planning = planningByKind([]);
    expect(estimatedMachineMinutes({ single_setup_cycle_time_sec: 60 }, 120, planning)).toBe(180);
    expect(estimatedMachineMinutes({ single_setup_cycle_time_sec: 60 }, 0, planning)).toBe(0);
  });

  it('placed work counts its segments: the shift time worked, breaks left out', () => {
    expect(
      placedMinutes([
        {
          segments: [
            { start: 0, end: 240 },
            { start: 270, end: 480 },
          ],
        },
        { segments: [{ start: 600, end: 630 }] },
      ]),
    ).toBe(480);
  });
});
