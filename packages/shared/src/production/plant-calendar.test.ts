import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  addWorkingMinutes,
  dateOfMinute,
  isoOfMinute,
  type MachineCalendar,
  minuteOf,
  nextWorkingMinute,
  shiftWindows,
  weekdayOf,
  workingMinutesBetween,
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
