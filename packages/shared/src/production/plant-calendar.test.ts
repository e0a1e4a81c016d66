import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  addWorkingMinutes,
  CompiledCalendar,
  dateOfMinute,
  isoOfMinute,
  type MachineCalendar,
  minuteOf,
  nextWorkingMinute,
  shiftWindows,
  type TimeSegment,
  weekdayOf,
  workingMinutesBetween,
  workingWindows,
} from './plant-calendar.js';

/** Two 8-hour shifts from 08:00 (08–16, 16–24), Monday to Saturday. */
const twoShifts: MachineCalendar = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
};
/** Three 8-hour shifts from 22:00: the first runs past midnight, the third ends at 22:00. */
const nightFirst: MachineCalendar = { ...twoShifts, shiftsPerDay: 3, firstShiftStart: '22:00' };
const at = (iso: string) => minuteOf(iso.slice(0, 10), iso.slice(11));

describe('plant time', () => {
  it('counts minutes from 1970-01-01 00:00 and reads them back', () => {
    expect(minuteOf('1970-01-01', '00:00')).toBe(0);
    expect(minuteOf('1970-01-02', '01:30')).toBe(1440 + 90);
    const m = minuteOf('2026-03-02', '08:05');
    expect(isoOfMinute(m)).toBe('2026-03-02T08:05');
    expect(dateOfMinute(m + 16 * 60)).toBe('2026-03-03');
    expect(isoOfMinute(minuteOf('2026-12-31', '23:59') + 1)).toBe('2027-01-01T00:00');
  });

  it('knows the weekday, Sunday being 0', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-03-07')).toBe(6);
  });

  it('refuses dates and times that do not exist', () => {
    expect(() => minuteOf('2026-02-30', '08:00')).toThrow(RangeError);
    expect(() => minuteOf('2026-03-02', '24:00')).toThrow(RangeError);
    expect(() => minuteOf('2/3/2026', '08:00')).toThrow(RangeError);
  });
});

describe('shift windows', () => {
  it('lays the shifts back to back from the first start', () => {
    expect(shiftWindows(twoShifts, '2026-03-02')).toEqual([
      { shift: 1, start: at('2026-03-02T08:00'), end: at('2026-03-02T16:00') },
      { shift: 2, start: at('2026-03-02T16:00'), end: at('2026-03-03T00:00') },
    ]);
  });

  it('gives a shift past midnight to the day it starts', () => {
    expect(shiftWindows(nightFirst, '2026-03-02')).toEqual([
      { shift: 1, start: at('2026-03-02T22:00'), end: at('2026-03-03T06:00') },
      { shift: 2, start: at('2026-03-03T06:00'), end: at('2026-03-03T14:00') },
      { shift: 3, start: at('2026-03-03T14:00'), end: at('2026-03-03T22:00') },
    ]);
  });

  it('has none on a day off or a holiday', () => {
    expect(shiftWindows(twoShifts, '2026-03-01')).toEqual([]);
    expect(shiftWindows({ ...twoShifts, holidays: ['2026-03-04'] }, '2026-03-04')).toEqual([]);
  });

  it('takes half-hour shifts', () => {
    const windows = shiftWindows(
      { ...twoShifts, shiftsPerDay: 3, hoursPerShift: 7.5, firstShiftStart: '06:30' },
      '2026-03-02',
    );
    expect(windows.map((w) => isoOfMinute(w.end).slice(11))).toEqual(['14:00', '21:30', '05:00']);
  });

  it('refuses shifts that do not fit in a day', () => {
    expect(() => shiftWindows({ ...twoShifts, shiftsPerDay: 3, hoursPerShift: 8.5 }, '2026-03-02')).toThrow(/fit/);
    expect(() => shiftWindows({ ...twoShifts, shiftsPerDay: 4 }, '2026-03-02')).toThrow(/1, 2 or 3/);
    expect(() => shiftWindows({ ...twoShifts, firstShiftStart: '8am' }, '2026-03-02')).toThrow(/HH:MM/);
  });
});

describe('next working minute', () => {
  it('is the minute itself inside a shift, else the next shift start', () => {
    expect(nextWorkingMinute(twoShifts, at('2026-03-02T10:15'))).toBe(at('2026-03-02T10:15'));
    expect(nextWorkingMinute(twoShifts, at('2026-03-02T06:00'))).toBe(at('2026-03-02T08:00'));
    // Saturday night, past the second shift: Sunday is off, so Monday 08:00.
    expect(nextWorkingMinute(twoShifts, at('2026-03-08T00:00'))).toBe(at('2026-03-09T08:00'));
  });

  it('skips holidays, however many in a row', () => {
    const diwali = { ...twoShifts, holidays: ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12'] };
    expect(nextWorkingMinute(diwali, at('2026-11-09T09:00'))).toBe(at('2026-11-13T08:00'));
  });

  it('counts the shift past midnight as work', () => {
    expect(nextWorkingMinute(nightFirst, at('2026-03-03T02:00'))).toBe(at('2026-03-03T02:00'));
    // Saturday's first shift ends Sunday 06:00; Sunday's shifts do not exist.
    expect(nextWorkingMinute(nightFirst, at('2026-03-08T05:59'))).toBe(at('2026-03-08T05:59'));
    expect(nextWorkingMinute(nightFirst, at('2026-03-08T22:00'))).toBe(at('2026-03-09T22:00'));
  });

  it('is null for a calendar that never works', () => {
    expect(nextWorkingMinute({ ...twoShifts, workingDays: [] }, 0)).toBeNull();
    expect(nextWorkingMinute({ ...twoShifts, hoursPerShift: 0 }, 0)).toBeNull();
    expect(() => addWorkingMinutes({ ...twoShifts, workingDays: [] }, 0, 10)).toThrow(/no working shifts/);
  });
});

describe('adding working minutes', () => {
  it('works through the shifts, one segment each, over a weekend and a holiday', () => {
    const calendar = { ...twoShifts, holidays: ['2026-03-09'] };
    // Saturday 20:00: 4 h left of Saturday, Sunday off, Monday a holiday, then Tuesday from 08:00.
    const span = addWorkingMinutes(calendar, at('2026-03-07T20:00'), 4 * 60 + 8 * 60 + 60);
    expect(span.start).toBe(at('2026-03-07T20:00'));
    expect(span.end).toBe(at('2026-03-10T17:00'));
    expect(span.segments.map((s) => `${isoOfMinute(s.start)}–${isoOfMinute(s.end)}`)).toEqual([
      '2026-03-07T20:00–2026-03-08T00:00',
      '2026-03-10T08:00–2026-03-10T16:00',
      '2026-03-10T16:00–2026-03-10T17:00',
    ]);
  });

  it('starts at the next shift when asked to start outside one', () => {
    const span = addWorkingMinutes(twoShifts, at('2026-03-02T05:00'), 30);
    expect(span).toEqual({
      start: at('2026-03-02T08:00'),
      end: at('2026-03-02T08:30'),
      segments: [{ start: at('2026-03-02T08:00'), end: at('2026-03-02T08:30') }],
    });
  });

  it('ends at the end of the shift that finishes the work, not the next start', () => {
    expect(addWorkingMinutes(twoShifts, at('2026-03-07T08:00'), 960).end).toBe(at('2026-03-08T00:00'));
  });

  it('takes no time for no minutes', () => {
    expect(addWorkingMinutes(twoShifts, 123, 0)).toEqual({ start: 123, end: 123, segments: [] });
  });

  it('counts the working minutes between two moments', () => {
    // Friday 12:00 to Monday 12:00: 12 h on Friday, 16 h on Saturday, 4 h on Monday.
    expect(workingMinutesBetween(twoShifts, at('2026-03-06T12:00'), at('2026-03-09T12:00'))).toBe(32 * 60);
    expect(workingMinutesBetween(twoShifts, at('2026-03-09T12:00'), at('2026-03-06T12:00'))).toBe(0);
  });
});

/** Any valid calendar: 1–3 shifts of half-hour steps, any start, any working days and holidays in March 2026. */
const calendarArb = fc.integer({ min: 1, max: 3 }).chain((shifts) =>
  fc.record({
    shiftsPerDay: fc.constant(shifts),
    hoursPerShift: fc.integer({ min: 1, max: Math.floor(48 / shifts) }).map((halves) => halves / 2),
    firstShiftStart: fc
      .integer({ min: 0, max: 1439 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
    workingDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    holidays: fc.uniqueArray(
      fc.integer({ min: 0, max: 30 }).map((d) => addDays('2026-03-01', d)),
      { maxLength: 10 },
    ),
  }),
);

const FROM_DAY = minuteOf('2026-02-27', '00:00') / 1440;
const DAYS = 40;

/** Which minutes of late February to early April are shift time, from the shift windows day by day. */
function workedMinutes(calendar: MachineCalendar): Uint8Array {
  const worked = new Uint8Array((DAYS + 2) * 1440);
  for (let day = FROM_DAY - 1; day < FROM_DAY + DAYS; day++) {
    for (const w of shiftWindows(calendar, dateOfMinute(day * 1440))) {
      for (let m = w.start; m < w.end; m++) worked[m - FROM_DAY * 1440] = 1;
    }
  }
  return worked;
}

/** A minute inside the first 25 days of that stretch, so answers stay within it. */
const minuteArb = fc.integer({ min: FROM_DAY * 1440, max: (FROM_DAY + 25) * 1440 });

describe('calendar arithmetic agrees with the shift windows minute by minute', () => {
  it('next working minute and working minutes between', () => {
    fc.assert(
      fc.property(calendarArb, minuteArb, fc.integer({ min: 0, max: 12 * 1440 }), (calendar, a, length) => {
        const worked = workedMinutes(calendar);
        const index = (m: number) => m - FROM_DAY * 1440;
        let next = a;
        while (next < a + 14 * 1440 && !worked[index(next)]) next++;
        if (worked[index(next)]) expect(nextWorkingMinute(calendar, a)).toBe(next);
        let count = 0;
        for (let m = a; m < a + length; m++) count += worked[index(m)] ?? 0;
        expect(workingMinutesBetween(calendar, a, a + length)).toBe(count);
      }),
      { numRuns: 150 },
    );
  });

  it('adding minutes covers exactly that much shift time, in segments inside single shifts', () => {
    fc.assert(
      fc.property(calendarArb, minuteArb, fc.integer({ min: 1, max: 3000 }), (calendar, start, minutes) => {
        const span = addWorkingMinutes(calendar, start, minutes);
        expect(span.start).toBe(nextWorkingMinute(calendar, start));
        expect(span.segments[0]?.start).toBe(span.start);
        expect(span.segments.at(-1)?.end).toBe(span.end);
        expect(span.segments.reduce((sum, s) => sum + s.end - s.start, 0)).toBe(minutes);
        expect(workingMinutesBetween(calendar, start, span.end)).toBe(minutes);
        for (const [i, segment] of span.segments.entries()) {
          if (i > 0) expect(segment.start).toBeGreaterThanOrEqual((span.segments[i - 1] as { end: number }).end);
          const day = Math.floor(segment.start / 1440);
          const windows = [dateOfMinute((day - 1) * 1440), dateOfMinute(day * 1440)].flatMap((d) =>
            shiftWindows(calendar, d),
          );
          expect(windows.some((w) => w.start <= segment.start && segment.end <= w.end)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** One 8-hour shift from 08:00 with lunch at 12:00, Monday to Saturday. */
const withLunch: MachineCalendar = {
  ...twoShifts,
  shiftsPerDay: 1,
  breaks: [{ start: '12:00', minutes: 30 }],
};
const spans = (segments: readonly TimeSegment[]) =>
  segments.map((s) => `${isoOfMinute(s.start)}–${isoOfMinute(s.end)}`);

describe('breaks', () => {
  it('takes a break out of every working day: 480 minutes from 08:00 on a shift with a lunch end the next day', () => {
    // 08:00–12:00 (240) and 12:30–16:00 (210) give 450 on Monday; the last 30 run Tuesday 08:00–08:30.
    const span = addWorkingMinutes(withLunch, at('2026-03-02T08:00'), 480);
    expect(span.end).toBe(at('2026-03-03T08:30'));
    expect(spans(span.segments)).toEqual([
      '2026-03-02T08:00–2026-03-02T12:00',
      '2026-03-02T12:30–2026-03-02T16:00',
      '2026-03-03T08:00–2026-03-03T08:30',
    ]);
    expect(workingMinutesBetween(withLunch, at('2026-03-02T00:00'), at('2026-03-03T00:00'))).toBe(450);
  });

  it('starts no work in a break, and ends work just before one at its start', () => {
    expect(nextWorkingMinute(withLunch, at('2026-03-02T12:10'))).toBe(at('2026-03-02T12:30'));
    expect(addWorkingMinutes(withLunch, at('2026-03-02T11:00'), 60).end).toBe(at('2026-03-02T12:00'));
    expect(addWorkingMinutes(withLunch, at('2026-03-02T11:00'), 61).end).toBe(at('2026-03-02T12:31'));
  });

  it('counts only the part of a break inside the shifts', () => {
    // A break 07:45–08:15 takes 15 minutes of the shift; one at 06:00 takes nothing.
    const calendar = {
      ...withLunch,
      breaks: [
        { start: '07:45', minutes: 30 },
        { start: '06:00', minutes: 60 },
      ],
    };
    expect(workingMinutesBetween(calendar, at('2026-03-02T00:00'), at('2026-03-03T00:00'))).toBe(465);
    expect(nextWorkingMinute(calendar, at('2026-03-02T07:00'))).toBe(at('2026-03-02T08:15'));
  });

  it('takes a break across midnight out of the night shift, which belongs to the day before', () => {
    // Three shifts from 22:00; a 30-minute break at 23:50 every day, 23:50–00:20.
    const calendar = { ...nightFirst, breaks: [{ start: '23:50', minutes: 30 }] };
    const span = addWorkingMinutes(calendar, at('2026-03-02T23:00'), 60);
    expect(span.end).toBe(at('2026-03-03T00:30'));
    expect(spans(span.segments)).toEqual(['2026-03-02T23:00–2026-03-02T23:50', '2026-03-03T00:20–2026-03-03T00:30']);
  });

  it('keeps the whole shifts as the shift windows and gives the working windows apart', () => {
    expect(shiftWindows(withLunch, '2026-03-02')).toEqual([
      { shift: 1, start: at('2026-03-02T08:00'), end: at('2026-03-02T16:00') },
    ]);
    expect(workingWindows(withLunch, '2026-03-02')).toEqual([
      { shift: 1, start: at('2026-03-02T08:00'), end: at('2026-03-02T12:00') },
      { shift: 1, start: at('2026-03-02T12:30'), end: at('2026-03-02T16:00') },
    ]);
  });

  it('refuses a break that is not whole minutes above 0 from an HH:MM', () => {
    for (const breaks of [
      [{ start: '12:00', minutes: 0 }],
      [{ start: '12:00', minutes: 1.5 }],
      [{ start: '12.00', minutes: 30 }],
    ]) {
      expect(() => new CompiledCalendar({ ...withLunch, breaks })).toThrow(RangeError);
    }
  });
});

describe('downtime', () => {
  // Maintenance from Monday 12:00 to Wednesday 12:00.
  const maintenance = [{ start: at('2026-03-02T12:00'), end: at('2026-03-04T12:00') }];

  it('pauses a running job through it, which resumes when it ends', () => {
    // 960 minutes from Monday 08:00: 240 until the maintenance, then 720 from Wednesday 12:00 to midnight.
    const calendar = new CompiledCalendar(twoShifts, maintenance);
    const span = addWorkingMinutes(calendar, at('2026-03-02T08:00'), 960);
    expect(span.end).toBe(at('2026-03-05T00:00'));
    expect(spans(span.segments)).toEqual([
      '2026-03-02T08:00–2026-03-02T12:00',
      '2026-03-04T12:00–2026-03-04T16:00',
      '2026-03-04T16:00–2026-03-05T00:00',
    ]);
    expect(workingMinutesBetween(calendar, at('2026-03-02T00:00'), at('2026-03-05T00:00'))).toBe(960);
  });

  it('starts nothing inside it, and takes out only its working time', () => {
    const calendar = new CompiledCalendar(twoShifts, [
      ...maintenance,
      // Overlapping windows merge; one on a Sunday takes nothing.
      { start: at('2026-03-03T10:00'), end: at('2026-03-03T11:00') },
      { start: at('2026-03-08T09:00'), end: at('2026-03-08T18:00') },
    ]);
    expect(nextWorkingMinute(calendar, at('2026-03-02T13:00'))).toBe(at('2026-03-04T12:00'));
    expect(workingMinutesBetween(calendar, at('2026-03-01T00:00'), at('2026-03-10T00:00'))).toBe(7 * 960 - 1920);
    expect(calendar.workingWindowsOfDay(at('2026-03-04T00:00') / 1440)).toEqual([
      { shift: 1, start: at('2026-03-04T12:00'), end: at('2026-03-04T16:00') },
      { shift: 2, start: at('2026-03-04T16:00'), end: at('2026-03-05T00:00') },
    ]);
  });

  it('refuses windows that are not minute numbers', () => {
    expect(() => new CompiledCalendar(twoShifts, [{ start: 0, end: Number.NaN }])).toThrow(RangeError);
    expect(() => new CompiledCalendar(twoShifts, [{ start: 0.5, end: 10 }])).toThrow(RangeError);
  });

  it('refuses to count to a number of minutes beyond any plan', () => {
    const calendar = new CompiledCalendar(twoShifts);
    expect(() => calendar.minuteWhenWorked(Number.POSITIVE_INFINITY, 0)).toThrow(RangeError);
    expect(() => addWorkingMinutes(calendar, 0, 1e300)).toThrow(RangeError);
  });
});

const breaksArb = fc.array(
  fc.record({ start: fc.integer({ min: 0, max: 1439 }), minutes: fc.integer({ min: 1, max: 180 }) }),
  { maxLength: 3 },
);
/** Windows of downtime inside the stretch the minute-by-minute count covers. */
const downtimeArb = fc.array(
  fc
    .record({ from: fc.integer({ min: 0, max: 38 * 1440 }), length: fc.integer({ min: 1, max: 4 * 1440 }) })
    .map(({ from, length }) => ({ start: FROM_DAY * 1440 + from, end: FROM_DAY * 1440 + from + length })),
  { maxLength: 3 },
);

/** The minute-by-minute count less the breaks, at their clock time every day, and the downtime. */
function workedMinutesWith(
  calendar: MachineCalendar,
  breaks: readonly { start: number; minutes: number }[],
  downtime: readonly TimeSegment[],
): Uint8Array {
  const worked = workedMinutes(calendar);
  const off = (from: number, to: number) => {
    for (let m = Math.max(from, FROM_DAY * 1440); m < to && m < (FROM_DAY + DAYS + 2) * 1440; m++) {
      worked[m - FROM_DAY * 1440] = 0;
    }
  };
  for (let day = FROM_DAY - 1; day < FROM_DAY + DAYS + 2; day++) {
    for (const b of breaks) off(day * 1440 + b.start, day * 1440 + b.start + b.minutes);
  }
  for (const w of downtime) off(w.start, w.end);
  return worked;
}

describe('calendar arithmetic with breaks and downtime agrees with a minute-by-minute count', () => {
  it('next working minute, working minutes between and adding minutes', () => {
    fc.assert(
      fc.property(
        calendarArb,
        breaksArb,
        downtimeArb,
        minuteArb,
        fc.integer({ min: 1, max: 3000 }),
        (shape, breaks, downtime, start, minutes) => {
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const calendar = { ...shape, breaks: breaks.map((b) => ({ start: hhmm(b.start), minutes: b.minutes })) };
          const compiled = new CompiledCalendar(calendar, downtime);
          const worked = workedMinutesWith(calendar, breaks, downtime);
          const index = (m: number) => m - FROM_DAY * 1440;
          const limit = (FROM_DAY + DAYS) * 1440;
          let next = start;
          while (next < limit && !worked[index(next)]) next++;
          if (next < limit) expect(compiled.nextWorkingMinute(start)).toBe(next);
          // Where `minutes` of work from start end, counted minute by minute.
          let end = start;
          let left = minutes;
          while (left > 0 && end < limit) left -= worked[index(end++)] ?? 0;
          if (left > 0) return;
          expect(workingMinutesBetween(compiled, start, end)).toBe(minutes);
          const span = addWorkingMinutes(compiled, start, minutes);
          expect(span.end).toBe(end);
          expect(span.segments.reduce((sum, s) => sum + s.end - s.start, 0)).toBe(minutes);
          for (const segment of span.segments) {
            for (let m = segment.start; m < segment.end; m++) expect(worked[index(m)]).toBe(1);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
