import { describe, expect, it } from 'vitest';
import {
  availableMinutesOn,
  combineOee,
  datesOfMonth,
  machineOee,
  measuredRateOf,
  type OeeEntry,
  oeeOf,
} from './oee.js';
import type { MachineCalendar } from './plant-calendar.js';

/** Two 8-hour shifts from 08:00, Monday to Saturday (April 2026: the 1st is a Wednesday, Sundays 5, 12, 19, 26). */
const calendar: MachineCalendar = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
};

const entry = (fields: Partial<OeeEntry> & Pick<OeeEntry, 'entryDate' | 'shift'>): OeeEntry => ({
  plannedMinutes: 480,
  downtimeMinutes: 0,
  goodQuantity: 0,
  rejectedQuantity: 0,
  cycleTimeSec: 45,
  ...fields,
});

/**
 * Monday 06/04/2026, both shifts:
 *   shift 1: 560 good + 10 rejected at 45 s, 30 min down; shift 2: 700 good at 30 s, 60 min down.
 *   planned 960, down 90, run 870 → availability 870/960 = 0.90625
 *   ideal (45 × 570 + 30 × 700) / 60 = 777.5 min → performance 777.5/870 = 0.893678…
 *   quality 1,260/1,270 = 0.992125…; OEE 0.803518…; utilisation 870/960 (two shifts that day).
 */
const monday = [
  entry({ entryDate: '2026-04-06', shift: 1, goodQuantity: 560, rejectedQuantity: 10, downtimeMinutes: 30 }),
  entry({ entryDate: '2026-04-06', shift: 2, goodQuantity: 700, cycleTimeSec: 30, downtimeMinutes: 60 }),
];

/**
 * Tuesday 07/04/2026, shift 1 only, two operations on the machine in the one shift:
 *   600 good at 20 s (30 min down) and 300 good + 20 rejected at 40 s (50 min down).
 *   planned 480 (the shift once), down 80, run 400 → availability 0.8333…
 *   ideal (20 × 600 + 40 × 320) / 60 = 413.33 min > run → performance capped at 1
 *   quality 900/920; OEE 0.8333… × 1 × 0.97826… = 0.815217…; utilisation 400/960.
 */
const tuesday = [
  entry({ entryDate: '2026-04-07', shift: 1, goodQuantity: 600, cycleTimeSec: 20, downtimeMinutes: 30 }),
  entry({
    entryDate: '2026-04-07',
    shift: 1,
    goodQuantity: 300,
    rejectedQuantity: 20,
    cycleTimeSec: 40,
    downtimeMinutes: 50,
  }),
];

describe('OEE of a day', () => {
  it('works availability, performance, quality and OEE from the entries', () => {
    const day = oeeOf(monday, 960);
    expect(day).toMatchObject({
      plannedMinutes: 960,
      downtimeMinutes: 90,
      runMinutes: 870,
      availableMinutes: 960,
      idealMinutes: 777.5,
      goodQuantity: 1260,
      rejectedQuantity: 10,
    });
    expect(day.availability).toBe(0.90625);
    expect(day.performance).toBeCloseTo(0.8936781609, 9);
    expect(day.quality).toBeCloseTo(0.9921259843, 9);
    expect(day.oee).toBeCloseTo(0.8035187008, 9);
    expect(day.utilisation).toBe(0.90625);
  });

  it('counts a shift once however many operations ran in it, and caps performance at 1', () => {
    const day = oeeOf(tuesday, 960);
    expect(day).toMatchObject({ plannedMinutes: 480, downtimeMinutes: 80, runMinutes: 400 });
    expect(day.idealMinutes).toBeCloseTo(413.333333, 5);
    expect(day.availability).toBeCloseTo(0.8333333333, 9);
    expect(day.performance).toBe(1);
    expect(day.quality).toBeCloseTo(900 / 920, 12);
    expect(day.oee).toBeCloseTo(0.8152173913, 9);
    expect(day.utilisation).toBeCloseTo(400 / 960, 12);
  });

  it('takes no more downtime than the shift had: a shift down throughout scores 0', () => {
    const day = oeeOf([
      entry({ entryDate: '2026-04-08', shift: 1, downtimeMinutes: 300, goodQuantity: 10 }),
      entry({ entryDate: '2026-04-08', shift: 1, downtimeMinutes: 300 }),
    ]);
    expect(day).toMatchObject({ plannedMinutes: 480, downtimeMinutes: 480, runMinutes: 0, availability: 0 });
    expect(day.performance).toBeNull();
    expect(day.oee).toBe(0);
    // No calendar time given: utilisation is not known.
    expect(day.utilisation).toBeNull();
  });

  it('says nothing of a day without entries, and scores a planned shift that made nothing 0', () => {
    expect(oeeOf([], 960)).toMatchObject({
      plannedMinutes: 0,
      availability: null,
      performance: null,
      quality: null,
      oee: null,
      utilisation: 0,
    });
    const idle = oeeOf([entry({ entryDate: '2026-04-09', shift: 2, downtimeMinutes: 120 })], 960);
    expect(idle).toMatchObject({ runMinutes: 360, availability: 0.75, performance: 0, quality: null, oee: 0 });
    expect(idle.utilisation).toBe(0.375);
  });
});

describe("a machine's month", () => {
  it('lists every day of the month with its calendar time, and sums the month (not an average of days)', () => {
    const april = machineOee({ month: '2026-04', calendar, entries: [...monday, ...tuesday] });
    expect(april.days.map((day) => day.date)).toEqual(datesOfMonth('2026-04'));
    expect(april.days).toHaveLength(30);
    const [wednesday] = april.days;
    expect(wednesday).toMatchObject({ date: '2026-04-01', availableMinutes: 960, oee: null, utilisation: 0 });
    expect(april.days[4]).toMatchObject({ date: '2026-04-05', availableMinutes: 0, utilisation: null });
    expect(april.days[5]?.oee).toBeCloseTo(0.8035187008, 9);
    expect(april.days[6]?.oee).toBeCloseTo(0.8152173913, 9);

    // 26 working days of two 8-hour shifts.
    expect(april.month).toMatchObject({
      plannedMinutes: 1440,
      downtimeMinutes: 170,
      runMinutes: 1270,
      availableMinutes: 24_960,
      goodQuantity: 2160,
      rejectedQuantity: 30,
    });
    // 1270/1440 × (1190.83/1270) × (2160/2190), not the mean of the two days' OEE.
    expect(april.month.availability).toBeCloseTo(0.8819444444, 9);
    expect(april.month.performance).toBeCloseTo(0.937664042, 9);
    expect(april.month.quality).toBeCloseTo(0.9863013699, 9);
    expect(april.month.oee).toBeCloseTo(0.8156392694, 9);
    expect(april.month.utilisation).toBeCloseTo(1270 / 24_960, 12);
  });

  it('leaves out the plant holidays and, for the month under way, the days still to come', () => {
    const withHoliday = { ...calendar, holidays: ['2026-04-14'] };
    expect(availableMinutesOn(withHoliday, '2026-04-14')).toBe(0);
    expect(machineOee({ month: '2026-04', calendar: withHoliday, entries: [] }).month.availableMinutes).toBe(24_000);
    // Up to Friday 10/04: nine working days (Sunday the 5th off).
    const soFar = machineOee({ month: '2026-04', calendar, entries: monday, until: '2026-04-10' });
    expect(soFar.month.availableMinutes).toBe(8640);
    expect(soFar.month.utilisation).toBeCloseTo(870 / 8640, 12);
    expect(soFar.days[20]?.availableMinutes).toBe(960);
  });

  it("reads only the month's entries, and a third shift's calendar", () => {
    const march = entry({ entryDate: '2026-03-31', shift: 1, goodQuantity: 100 });
    const threeShifts = { ...calendar, shiftsPerDay: 3 };
    const april = machineOee({ month: '2026-04', calendar: threeShifts, entries: [march, ...monday] });
    expect(april.month.goodQuantity).toBe(1260);
    expect(april.days[5]?.availableMinutes).toBe(1440);
    expect(april.days[5]?.utilisation).toBeCloseTo(870 / 1440, 12);
  });

  it("adds machines' days into the plant's: the sums, worked again", () => {
    const plant = combineOee([oeeOf(monday, 960), oeeOf(tuesday, 960)]);
    const april = machineOee({ month: '2026-04', calendar, entries: [...monday, ...tuesday] }).month;
    expect(plant).toMatchObject({ plannedMinutes: 1440, runMinutes: 1270, availableMinutes: 1920, goodQuantity: 2160 });
    expect(plant.oee).toBeCloseTo(april.oee as number, 12);
    expect(combineOee([]).oee).toBeNull();
  });

  it('knows the length of each month', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(() => datesOfMonth('2026-13')).toThrow(RangeError);
  });
});

describe('the measured rate a machine plans with', () => {
  it("is availability × performance from OEE's sums, performance not capped at 1", () => {
    // Monday: run 870 of 960 planned, ideal 777.5 → 0.90625 × 0.893678… = 777.5/960 = 0.809895…
    const measured = measuredRateOf(monday);
    expect(measured.plannedMinutes).toBe(960);
    expect(measured.availability).toBe(0.90625);
    expect(measured.performance).toBeCloseTo(777.5 / 870, 12);
    expect(measured.rate).toBeCloseTo(777.5 / 960, 12);
    // Tuesday beat its cycle times: ideal 413.33 over a run of 400 is 1.0333…, where OEE shows 1.
    const fast = measuredRateOf(tuesday);
    expect(oeeOf(tuesday).performance).toBe(1);
    expect(fast.performance).toBeCloseTo(413.333333 / 400, 6);
    expect(fast.rate).toBeCloseTo(413.333333 / 480, 6);
    expect(measuredRateOf([])).toEqual({ plannedMinutes: 0, availability: null, performance: null, rate: null });
  });

  it("counts a day's shift time less its breaks", () => {
    // Two shifts of 8 h from 08:00 with lunch 12:30–13:00 and tea 20:00–20:15: 960 − 45 = 915.
    const breaks = [
      { start: '12:30', minutes: 30 },
      { start: '20:00', minutes: 15 },
    ];
    expect(availableMinutesOn({ ...calendar, breaks }, '2026-04-06')).toBe(915);
    expect(availableMinutesOn({ ...calendar, breaks }, '2026-04-05')).toBe(0);
  });
});
