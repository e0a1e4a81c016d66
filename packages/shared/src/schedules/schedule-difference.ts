import { indianDate, isoWeek } from '../calendar.js';

/*
 * What changed from one revision of a delivery schedule to the next (issue 30): for each part and
 * bucket whose quantity moved, before and after; and per part, the moves in words, as a planner
 * says them: "+500 in week 50, −200 in week 51". A bucket that appears counts from 0, one that is
 * dropped goes to 0.
 */

export interface ScheduleBucketLine {
  productId: string;
  partNumber: string;
  bucket: 'day' | 'week';
  /** yyyy-mm-dd: the day, or the Monday of the week. */
  date: string;
  quantity: number;
}

export interface ScheduleChange {
  productId: string;
  partNumber: string;
  bucket: 'day' | 'week';
  date: string;
  before: number;
  after: number;
}

export interface PartDifference {
  productId: string;
  partNumber: string;
  /** "+500 in week 50, −200 in week 51". */
  text: string;
  /** Total after less total before. */
  net: number;
}

const keyOf = (line: Pick<ScheduleBucketLine, 'productId' | 'bucket' | 'date'>) =>
  `${line.productId}|${line.bucket}|${line.date}`;

/** Where a bucket is, in words: "week 50" or "on 07/12/2026". */
export const bucketWords = (line: Pick<ScheduleBucketLine, 'bucket' | 'date'>) =>
  line.bucket === 'week' ? `week ${isoWeek(line.date).week}` : `on ${indianDate(line.date)}`;

/** A change with its sign, grouped the Indian way: "+1,500", "−200" (a true minus). */
const signed = (change: number) =>
  `${change > 0 ? '+' : '−'}${Math.abs(change).toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;

/** The buckets whose quantity moved, by part number, then date. */
export function scheduleChanges(
  before: readonly ScheduleBucketLine[],
  after: readonly ScheduleBucketLine[],
): ScheduleChange[] {
  const changes = new Map<string, ScheduleChange>();
  const add = (line: ScheduleBucketLine, side: 'before' | 'after') => {
    const key = keyOf(line);
    const change = changes.get(key) ?? { ...line, before: 0, after: 0 };
    change[side] += line.quantity;
    changes.set(key, change);
  };
  for (const line of before) add(line, 'before');
  for (const line of after) add(line, 'after');
  return [...changes.values()]
    .filter((change) => change.before !== change.after)
    .sort((a, b) => a.partNumber.localeCompare(b.partNumber) || a.date.localeCompare(b.date));
}

/** Each part whose schedule moved, with its moves in words, by part number. */
export function scheduleDifference(
  before: readonly ScheduleBucketLine[],
  after: readonly ScheduleBucketLine[],
): PartDifference[] {
  const byPart = new Map<string, PartDifference & { moves: string[] }>();
  for (const change of scheduleChanges(before, after)) {
    const part = byPart.get(change.productId) ?? {
      productId: change.productId,
      partNumber: change.partNumber,
      text: '',
      net: 0,
      moves: [],
    };
    part.moves.push(
      `${signed(change.after - change.before)} ${change.bucket === 'week' ? 'in ' : ''}${bucketWords(change)}`,
    );
    part.net += change.after - change.before;
    byPart.set(change.productId, part);
  }
  return [...byPart.values()].map(({ moves, ...part }) => ({ ...part, text: moves.join(', ') }));
}
