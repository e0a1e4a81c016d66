import { describe, expect, it } from 'vitest';
import {
  availableMinutesOn,
  beatsCycleTimes,
  combineOee,
  datesOfMonth,
  machineOee,
  measuredRateOf,
  type OeeEntry,
  type OeeFigures,
  type OeeStop,
  oeeOf,
} from './oee.js';
import { type MachineCalendar, minuteOf } from './plant-calendar.js';

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
 *   ideal (20 × 600 + 40 × 320) / 60 = 413.33 min > run → performance 413.33/400 = 1.0333…, not capped
 *   quality 900/920; OEE 0.8333… × 1.0333… × 0.97826… = 413.33/480 × 900/920 = 0.842391…;
 *   utilisation 400/960.
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

  it('counts a shift once however many operations ran in it, and shows performance above 1 as it is', () => {
    const day = oeeOf(tuesday, 960);
    expect(day).toMatchObject({ plannedMinutes: 480, downtimeMinutes: 80, unloggedMinutes: 0, runMinutes: 400 });
    expect(day.idealMinutes).toBeCloseTo(413.333333, 5);
    expect(day.availability).toBeCloseTo(0.8333333333, 9);
    expect(day.performance).toBeCloseTo(1.0333333333, 9);
    expect(beatsCycleTimes(day)).toBe(true);
    expect(beatsCycleTimes(oeeOf(monday))).toBe(false);
    expect(day.quality).toBeCloseTo(900 / 920, 12);
    expect(day.oee).toBeCloseTo(0.8423913043, 9);
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
  it('lists every day with its calendar time, plans every shift of the calendar and sums the month (not an average of days)', () => {
    const april = machineOee({ month: '2026-04', calendar, entries: [...monday, ...tuesday] });
    expect(april.days.map((day) => day.date)).toEqual(datesOfMonth('2026-04'));
    expect(april.days).toHaveLength(30);
    // Wednesday 01/04: two shifts planned, nobody logged them: lost, OEE 0 (not "unknown").
    const [wednesday] = april.days;
    expect(wednesday).toMatchObject({
      date: '2026-04-01',
      availableMinutes: 960,
      plannedMinutes: 960,
      unloggedMinutes: 960,
      runMinutes: 0,
      availability: 0,
      oee: 0,
      utilisation: 0,
    });
    // Sunday plans nothing.
    expect(april.days[4]).toMatchObject({ date: '2026-04-05', availableMinutes: 0, plannedMinutes: 0, oee: null });
    expect(april.days[5]?.oee).toBeCloseTo(0.8035187008, 9);
    // Tuesday: shift 1 logged (400 run of 480), shift 2 not: 400 run of 960 planned;
    // 400/960 × 413.33/400 × 900/920 = 413.33/960 × 0.97826… = 0.421195…
    expect(april.days[6]).toMatchObject({
      plannedMinutes: 960,
      downtimeMinutes: 80,
      unloggedMinutes: 480,
      runMinutes: 400,
    });
    expect(april.days[6]?.oee).toBeCloseTo(0.4211956522, 9);

    // 26 working days of two 8-hour shifts planned: 52 shifts × 480 = 24,960; logged 3 of them
    // (1,440 min, 170 down); the other 49 × 480 = 23,520 not logged; run 24,960 − 170 − 23,520 = 1,270.
    expect(april.month).toMatchObject({
      plannedMinutes: 24_960,
      downtimeMinutes: 170,
      unloggedMinutes: 23_520,
      runMinutes: 1270,
      availableMinutes: 24_960,
      goodQuantity: 2160,
      rejectedQuantity: 30,
    });
    // 1270/24960 × (1190.83/1270) × (2160/2190) = 1190.83/24960 × 0.98630… = 0.047709… × 0.98630… = 0.047056…,
    // not the mean of the days' OEE.
    expect(april.month.availability).toBeCloseTo(1270 / 24_960, 12);
    expect(april.month.performance).toBeCloseTo(0.937664042, 9);
    expect(april.month.quality).toBeCloseTo(0.9863013699, 9);
    expect(april.month.oee).toBeCloseTo(0.0470561117, 9);
    expect(april.month.utilisation).toBeCloseTo(1270 / 24_960, 12);
  });

  it('leaves out the plant holidays and, for the month under way, the shifts not over yet unless logged', () => {
    const withHoliday = { ...calendar, holidays: ['2026-04-14'] };
    expect(availableMinutesOn(withHoliday, '2026-04-14')).toBe(0);
    const quiet = machineOee({ month: '2026-04', calendar: withHoliday, entries: [] }).month;
    expect(quiet).toMatchObject({ plannedMinutes: 24_000, unloggedMinutes: 24_000, availableMinutes: 24_000, oee: 0 });
    // Now 00:00 on Saturday 11/04: the shifts up to Friday 10/04 are over, nine working days
    // (Sunday the 5th off) of 960: 8,640 planned and available; Monday's 870 run of them.
    const soFar = machineOee({ month: '2026-04', calendar, entries: monday, now: minuteOf('2026-04-11', '00:00') });
    expect(soFar.month).toMatchObject({ plannedMinutes: 8640, availableMinutes: 8640, runMinutes: 870 });
    expect(soFar.month.utilisation).toBeCloseTo(870 / 8640, 12);
    expect(soFar.days[20]).toMatchObject({ availableMinutes: 960, plannedMinutes: 0, oee: null });
    // Now 20:00 on Monday 06/04: Wednesday to Saturday are over (4 × 960); Monday's second shift
    // (16:00–24:00) is under way and counts because it is logged; without its entry it would not.
    const monday8pm = minuteOf('2026-04-06', '20:00');
    expect(machineOee({ month: '2026-04', calendar, entries: monday, now: monday8pm }).month.plannedMinutes).toBe(4800);
    const firstShiftOnly = monday.slice(0, 1);
    expect(machineOee({ month: '2026-04', calendar, entries: firstShiftOnly, now: monday8pm }).month).toMatchObject({
      plannedMinutes: 4320,
      availableMinutes: 4320,
    });
  });

  it("reads only the month's entries, and a third shift's calendar", () => {
    const march = entry({ entryDate: '2026-03-31', shift: 1, goodQuantity: 100 });
    const threeShifts = { ...calendar, shiftsPerDay: 3 };
    const april = machineOee({ month: '2026-04', calendar: threeShifts, entries: [march, ...monday] });
    expect(april.month.goodQuantity).toBe(1260);
    expect(april.days[5]).toMatchObject({ availableMinutes: 1440, plannedMinutes: 1440, unloggedMinutes: 480 });
    expect(april.days[5]?.utilisation).toBeCloseTo(870 / 1440, 12);
  });

  it('counts a shift logged outside the calendar (a Sunday worked) at its own planned minutes, as time worked', () => {
    const sunday = entry({ entryDate: '2026-04-05', shift: 1, goodQuantity: 600, downtimeMinutes: 30 });
    const april = machineOee({ month: '2026-04', calendar, entries: [sunday] });
    // 480 planned and available (the calendar gave none that day: the shift logged is the time
    // worked), 30 down, 450 run: utilisation 450/480 as availability.
    expect(april.days[4]).toMatchObject({
      plannedMinutes: 480,
      runMinutes: 450,
      availableMinutes: 480,
      utilisation: 0.9375,
    });
    expect(april.days[4]?.availability).toBe(0.9375);
    // The month's 26 working days of 960 and the Sunday's 480.
    expect(april.month).toMatchObject({ plannedMinutes: 25_440, availableMinutes: 25_440 });
    // The other Sundays, nobody logged: nothing planned, no time.
    expect(april.days[11]).toMatchObject({ plannedMinutes: 0, availableMinutes: 0, oee: null, utilisation: null });
  });

  it("adds machines' days into the plant's, and a machine's days into its month: the sums, worked again", () => {
    const plant = combineOee([oeeOf(monday, 960), oeeOf(tuesday, 960)]);
    expect(plant).toMatchObject({ plannedMinutes: 1440, runMinutes: 1270, availableMinutes: 1920, goodQuantity: 2160 });
    // 1270/1440 × 1190.83/1270 × 2160/2190 = 0.826967… × 0.98630… = 0.815639…
    expect(plant.oee).toBeCloseTo(0.8156392694, 9);
    const april = machineOee({ month: '2026-04', calendar, entries: [...monday, ...tuesday] });
    const days = combineOee(april.days);
    expect(days).toMatchObject({ plannedMinutes: 24_960, unloggedMinutes: 23_520, runMinutes: 1270 });
    expect(days.oee).toBeCloseTo(april.month.oee as number, 12);
    expect(combineOee([]).oee).toBeNull();
  });

  it('knows the length of each month', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(() => datesOfMonth('2026-13')).toThrow(RangeError);
  });
});

/**
 * The case worked by hand: planned time from the calendar, not from the shifts logged.
 *
 * The machine: two 8-hour shifts from 08:00, Monday to Saturday, lunch 12:00–12:30 (in shift 1):
 * shift 1 = 480 − 30 = 450 min, shift 2 = 480, a day 930. Good Friday 03/04/2026 is a plant
 * holiday. Maintenance (a planned stop) Tuesday 07/04 10:00–14:00: 10:00–12:00 and 12:30–14:00 of
 * shift 1 = 120 + 90 = 210 min. A breakdown Wednesday 08/04 14:00–18:00. Now is Thursday 09/04 12:00.
 *
 *   day         shift 1 (450)                          shift 2 (480)             planned  down  not logged  run  ideal
 *   Wed 01/04   810 at 30 s, 20 down: ideal 405        nobody logged             930      20    480         430  405
 *   Thu 02/04   nobody logged                          nobody logged             930      0     930         0    0
 *   Fri 03/04   holiday                                                          0
 *   Sat 04/04   nobody logged                          nobody logged             930      0     930         0    0
 *   Sun 05/04   day off                                                          0
 *   Mon 06/04   600 at 40 s, 30 down: ideal 400        1,020 at 25 s, 15 down:    930      45    0           885  825
 *                                                      ideal 425
 *   Tue 07/04   450 − 210 maintenance = 240 planned;   nobody logged             720      0     480         240  252
 *               420 at 36 s: ideal 252 > run 240
 *   Wed 08/04   500 at 30 s, 120 down (the breakdown,  breakdown 16:00–18:00 =    930      240   360         330  250
 *               logged by the operator)                120 down, 360 not logged
 *   Thu 09/04   neither shift over at 12:00: not counted yet                      0
 *   month                                                                        5,370    305   3,180       1,885 1,732
 *
 *   availability 1,885 / 5,370 = 0.351024…   (the shifts logged alone: 2,095 / 2,280 = 0.918859…)
 *   performance  1,732 / 1,885 = 0.918832…   Tuesday's 252 / 240 = 1.05, shown, not capped
 *   quality      3,320 / 3,350 = 0.991044…
 *   OEE          1,732 / 5,370 × 0.991044… = 0.319644…
 *   utilisation  1,885 / 5,580 (six days of 930 counted, maintenance not taken out) = 0.337813…
 */
describe("the machine's planned time from its calendar", () => {
  const breaks = [{ start: '12:00', minutes: 30 }];
  const plant: MachineCalendar = { ...calendar, breaks, holidays: ['2026-04-03'] };
  const stops: OeeStop[] = [
    { kind: 'maintenance', start: minuteOf('2026-04-07', '10:00'), end: minuteOf('2026-04-07', '14:00') },
    { kind: 'breakdown', start: minuteOf('2026-04-08', '14:00'), end: minuteOf('2026-04-08', '18:00') },
  ];
  const shift1 = { shift: 1, plannedMinutes: 450 };
  const shift2 = { shift: 2, plannedMinutes: 480 };
  const entries = [
    entry({
      entryDate: '2026-04-01',
      ...shift1,
      goodQuantity: 800,
      rejectedQuantity: 10,
      cycleTimeSec: 30,
      downtimeMinutes: 20,
    }),
    entry({ entryDate: '2026-04-06', ...shift1, goodQuantity: 600, cycleTimeSec: 40, downtimeMinutes: 30 }),
    entry({
      entryDate: '2026-04-06',
      ...shift2,
      goodQuantity: 1000,
      rejectedQuantity: 20,
      cycleTimeSec: 25,
      downtimeMinutes: 15,
    }),
    entry({ entryDate: '2026-04-07', ...shift1, goodQuantity: 420, cycleTimeSec: 36 }),
    entry({ entryDate: '2026-04-08', ...shift1, goodQuantity: 500, cycleTimeSec: 30, downtimeMinutes: 120 }),
  ];
  const april = machineOee({ month: '2026-04', calendar: plant, entries, stops, now: minuteOf('2026-04-09', '12:00') });
  const day = (date: string) => april.days.find((one) => one.date === date);

  it('plans every shift of the calendar up to now, less breaks, holidays and maintenance', () => {
    expect(april.month).toMatchObject({
      plannedMinutes: 5370,
      downtimeMinutes: 305,
      unloggedMinutes: 3180,
      runMinutes: 1885,
      availableMinutes: 5580,
      idealMinutes: 1732,
      goodQuantity: 3320,
      rejectedQuantity: 30,
    });
    expect(april.month.availability).toBeCloseTo(0.3510242086, 9);
    expect(april.month.performance).toBeCloseTo(0.9188328912, 9);
    expect(april.month.quality).toBeCloseTo(0.9910447761, 9);
    expect(april.month.oee).toBeCloseTo(0.319644237, 9);
    expect(april.month.utilisation).toBeCloseTo(0.3378136201, 9);
  });

  it('shows each day as worked in the table above', () => {
    const rows = ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((d) => {
      const { plannedMinutes, downtimeMinutes, unloggedMinutes, runMinutes, idealMinutes } = day(`2026-04-${d}`) ?? {};
      return [plannedMinutes, downtimeMinutes, unloggedMinutes, runMinutes, idealMinutes];
    });
    expect(rows).toEqual([
      [930, 20, 480, 430, 405],
      [930, 0, 930, 0, 0],
      [0, 0, 0, 0, 0],
      [930, 0, 930, 0, 0],
      [0, 0, 0, 0, 0],
      [930, 45, 0, 885, 825],
      [720, 0, 480, 240, 252],
      [930, 240, 360, 330, 250],
      [0, 0, 0, 0, 0],
    ]);
    // The holiday has no shift time; Thursday has its calendar time, not yet planned.
    expect(day('2026-04-03')).toMatchObject({ availableMinutes: 0, oee: null });
    expect(day('2026-04-09')).toMatchObject({ availableMinutes: 930, oee: null });
    // Tuesday's pieces took less than their cycle times give: 252 / 240.
    const tuesday = day('2026-04-07') as OeeFigures;
    expect(tuesday.performance).toBeCloseTo(1.05, 12);
    expect(beatsCycleTimes(tuesday)).toBe(true);
  });

  it('takes no more downtime from a logged shift than maintenance left it', () => {
    // Tuesday's shift 1 logged with 300 minutes down: only the 240 planned can be lost.
    const tuesday = entry({ entryDate: '2026-04-07', ...shift1, downtimeMinutes: 300 });
    const figures = machineOee({ month: '2026-04', calendar: plant, entries: [tuesday], stops }).days[6];
    expect(figures).toMatchObject({ plannedMinutes: 720, downtimeMinutes: 240, unloggedMinutes: 480, runMinutes: 0 });
  });

  it('leaves the shifts nobody logged out of the rate planning measures', () => {
    // Only the logged shifts at their kept minutes: 450 + 930 + 450 + 450 = 2,280 planned, 185
    // down, 2,095 run; 1,732 ideal → 1,732 / 2,280 = 0.759649…
    const measured = measuredRateOf(entries);
    expect(measured.plannedMinutes).toBe(2280);
    expect(measured.availability).toBeCloseTo(0.918859649, 9);
    expect(measured.rate).toBeCloseTo(0.7596491228, 9);
  });
});

/**
 * A plant holiday worked (issue 29): Ambedkar Jayanti, Tuesday 14/04/2026, is a holiday of the
 * calendar (two 8-hour shifts from 08:00, Monday to Saturday, no breaks), and the plant ran shift 1
 * that day for a rush order: 480 planned minutes on its entry, 20 down, 880 good + 20 rejected at
 * 30 s. Nothing else logged in April; no "now", so every shift of the month counts.
 *
 *   the holiday    planned 480 (the entry's: the calendar has none that day)   available 480
 *                  down 20, run 460 → availability 460/480 = 0.958333…
 *                  ideal 30 × 900 / 60 = 450 min → performance 450/460 = 0.978260…
 *                  quality 880/900 = 0.977777…
 *                  OEE 450/480 × 880/900 = 0.9375 × 0.977777… = 0.916666…
 *                  utilisation 460/480 = 0.958333… (the shift worked is the day's time)
 *   the month      25 working days (26 less the holiday) × 960 = 24,000 planned, nobody logged;
 *                  with the holiday's 480: planned 24,480, down 20, not logged 24,000,
 *                  run 24,480 − 20 − 24,000 = 460, available 24,000 + 480 = 24,480
 *                  availability 460/24,480 = 0.018790…; performance 450/460 = 0.978260…;
 *                  quality 0.977777…; OEE 450/24,480 × 0.977777… = 0.018382… × 0.977777… = 0.017973…
 *                  utilisation 460/24,480 = 0.018790… (the holiday's shift adds to the denominator
 *                  as to the run: it was time worked, so utilisation stays at most 1)
 */
describe('a plant holiday worked', () => {
  const holiday = { ...calendar, holidays: ['2026-04-14'] };
  const rush = entry({
    entryDate: '2026-04-14',
    shift: 1,
    goodQuantity: 880,
    rejectedQuantity: 20,
    cycleTimeSec: 30,
    downtimeMinutes: 20,
  });
  const april = machineOee({ month: '2026-04', calendar: holiday, entries: [rush] });

  it("counts the shift logged on the holiday as that day's planned and available time", () => {
    const day = april.days[13] as OeeFigures;
    expect(day).toMatchObject({
      date: '2026-04-14',
      plannedMinutes: 480,
      availableMinutes: 480,
      downtimeMinutes: 20,
      unloggedMinutes: 0,
      runMinutes: 460,
      idealMinutes: 450,
      goodQuantity: 880,
      rejectedQuantity: 20,
    });
    expect(day.availability).toBeCloseTo(0.9583333333, 9);
    expect(day.performance).toBeCloseTo(0.9782608696, 9);
    expect(day.quality).toBeCloseTo(0.9777777778, 9);
    expect(day.oee).toBeCloseTo(0.9166666667, 9);
    expect(day.utilisation).toBeCloseTo(0.9583333333, 9);
  });

  it("adds it into the month's figures, utilisation's shift time too", () => {
    expect(april.month).toMatchObject({
      plannedMinutes: 24_480,
      downtimeMinutes: 20,
      unloggedMinutes: 24_000,
      runMinutes: 460,
      availableMinutes: 24_480,
      idealMinutes: 450,
      goodQuantity: 880,
      rejectedQuantity: 20,
    });
    expect(april.month.availability).toBeCloseTo(0.0187908497, 9);
    expect(april.month.performance).toBeCloseTo(0.9782608696, 9);
    expect(april.month.quality).toBeCloseTo(0.9777777778, 9);
    expect(april.month.oee).toBeCloseTo(0.0179738562, 9);
    expect(april.month.utilisation).toBeCloseTo(0.0187908497, 9);
  });

  it('leaves a holiday nobody worked, and a day off, at nothing', () => {
    const quiet = machineOee({ month: '2026-04', calendar: holiday, entries: [] });
    expect(quiet.days[13]).toMatchObject({ plannedMinutes: 0, availableMinutes: 0, oee: null, utilisation: null });
    expect(quiet.month).toMatchObject({ plannedMinutes: 24_000, availableMinutes: 24_000 });
    expect(april.days[11]).toMatchObject({ date: '2026-04-12', plannedMinutes: 0, availableMinutes: 0 });
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
    // Tuesday beat its cycle times: ideal 413.33 over a run of 400 is 1.0333…, as OEE shows it too.
    const fast = measuredRateOf(tuesday);
    expect(fast.performance).toBe(oeeOf(tuesday).performance);
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
