import { describe, expect, it } from 'vitest';
import { isoWeek } from '../calendar.js';
import { cumulativeDelivery, deliveryPerformance, type ScheduledBucket } from './delivery-performance.js';
import { scheduleChanges, scheduleDifference } from './schedule-difference.js';

const P1 = { productId: 'p1', partNumber: 'FB-2231' };
const P2 = { productId: 'p2', partNumber: 'SL-0907' };
const week = (date: string, quantity: number, part = P1) => ({ ...part, bucket: 'week' as const, date, quantity });
const day = (date: string, quantity: number, part = P2) => ({ ...part, bucket: 'day' as const, date, quantity });

describe('ISO weeks', () => {
  it('numbers weeks as customers do, across the year end', () => {
    expect(isoWeek('2026-12-07')).toEqual({ year: 2026, week: 50 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
  });
});

describe('the difference between two revisions', () => {
  const first = [week('2026-11-30', 500), week('2026-12-07', 800), week('2026-12-14', 600), day('2026-12-10', 100)];
  const second = [week('2026-11-30', 500), week('2026-12-07', 1300), week('2026-12-14', 400), week('2026-12-21', 200)];

  it('lists each bucket that moved, a new one from 0 and a dropped one to 0', () => {
    expect(scheduleChanges(first, second).map((c) => [c.partNumber, c.date, c.before, c.after])).toEqual([
      ['FB-2231', '2026-12-07', 800, 1300],
      ['FB-2231', '2026-12-14', 600, 400],
      ['FB-2231', '2026-12-21', 0, 200],
      ['SL-0907', '2026-12-10', 100, 0],
    ]);
  });

  it('says each part’s moves as a planner does', () => {
    expect(scheduleDifference(first, second)).toEqual([
      { productId: 'p1', partNumber: 'FB-2231', text: '+500 in week 50, −200 in week 51, +200 in week 52', net: 500 },
      { productId: 'p2', partNumber: 'SL-0907', text: '−100 on 10/12/2026', net: -100 },
    ]);
    expect(scheduleDifference(first, first)).toEqual([]);
  });
});

/*
 * Worked by hand, as of Wednesday 16/12/2026:
 *   A  FB-2231 week 49 (due by Sun 06/12), 500: 300 on 03/12 and 200 on 05/12 → on time in full.
 *   B  FB-2231 week 50 (due by 13/12), 800: 500 on 12/12, 300 on 15/12 → 500 on time, 300 late.
 *   C  FB-2231 week 51 (due by 20/12), 600: 200 on 15/12 → not yet due, not judged.
 *   D  SL-0907 on 10/12, 100: nothing → short 100, backlog 100.
 *   E  SL-0907 on 18/12, 50: 50 on 16/12 → on time in full before its day, judged.
 * Judged A, B, D, E: 2 on time in full of 4 = 50.0 %; pieces on time 500 + 500 + 0 + 50 = 1,050 of
 * 500 + 800 + 100 + 50 = 1,450 = 72.41… → 72.4 %; backlog 100.
 */
const buckets: ScheduledBucket[] = [
  {
    id: 'A',
    ...week('2026-11-30', 500),
    dispatches: [
      { date: '2026-12-03', quantity: 300 },
      { date: '2026-12-05', quantity: 200 },
    ],
  },
  {
    id: 'B',
    ...week('2026-12-07', 800),
    dispatches: [
      { date: '2026-12-12', quantity: 500 },
      { date: '2026-12-15', quantity: 300 },
    ],
  },
  { id: 'C', ...week('2026-12-14', 600), dispatches: [{ date: '2026-12-15', quantity: 200 }] },
  { id: 'D', ...day('2026-12-10', 100), dispatches: [] },
  { id: 'E', ...day('2026-12-18', 50), dispatches: [{ date: '2026-12-16', quantity: 50 }] },
];

describe('delivery performance', () => {
  it('judges the hand-worked month: OTIF 50.0 %, delivery 72.4 %, backlog 100', () => {
    const performance = deliveryPerformance(buckets, '2026-12-16');
    expect(performance.buckets.map((b) => [b.id, b.dueBy, b.onTime, b.late, b.short, b.state])).toEqual([
      ['A', '2026-12-06', 500, 0, 0, 'on_time'],
      ['D', '2026-12-10', 0, 0, 100, 'short'],
      ['B', '2026-12-13', 500, 300, 0, 'late'],
      ['E', '2026-12-18', 50, 0, 0, 'on_time'],
      ['C', '2026-12-20', 200, 0, 400, 'open'],
    ]);
    expect(performance).toMatchObject({
      counted: 4,
      onTimeInFull: 2,
      otifPercent: 50,
      scheduled: 1450,
      onTime: 1050,
      deliveryPercent: 72.4,
      backlog: 100,
    });
  });

  it('judges nothing before anything is due, and counts a dispatch beyond the schedule only up to it', () => {
    const undispatched = buckets.map((bucket) => ({ ...bucket, dispatches: [] }));
    expect(deliveryPerformance(undispatched, '2026-11-30')).toMatchObject({
      counted: 0,
      otifPercent: null,
      backlog: 0,
    });
    const over = deliveryPerformance(
      [{ id: 'X', ...day('2026-12-01', 10), dispatches: [{ date: '2026-12-01', quantity: 15 }] }],
      '2026-12-02',
    );
    expect(over.buckets[0]).toMatchObject({ onTime: 10, late: 0, short: 0, state: 'on_time' });
  });

  it('adds up what was due and what went, day by day, for the chart', () => {
    const days = cumulativeDelivery(buckets, '2026-12-05', '2026-12-07');
    expect(days).toEqual([
      { date: '2026-12-05', due: 0, dispatched: 500 },
      { date: '2026-12-06', due: 500, dispatched: 500 },
      { date: '2026-12-07', due: 500, dispatched: 500 },
    ]);
  });
});
