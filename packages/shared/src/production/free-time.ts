/*
 * A machine's free time for the scheduler, counted in its working minutes (the calendar's
 * workedBefore): there a job is one stretch of setup + run minutes whatever shifts, breaks,
 * holidays and downtime it spans, and a gap between two jobs holds a job exactly when it is at
 * least that long. The gaps are kept in a treap by start, each node knowing the longest gap
 * beneath it, so the first gap after a moment that holds a job, and taking a job's stretch out,
 * cost O(log jobs) rather than a walk through every job on the machine.
 */

interface Gap {
  start: number;
  end: number;
  /** The longest gap in this subtree. */
  longest: number;
  priority: number;
  left: Gap | null;
  right: Gap | null;
}

function update(gap: Gap): Gap {
  gap.longest = Math.max(gap.end - gap.start, gap.left?.longest ?? 0, gap.right?.longest ?? 0);
  return gap;
}

function merge(a: Gap | null, b: Gap | null): Gap | null {
  if (!a) return b;
  if (!b) return a;
  if (a.priority >= b.priority) {
    a.right = merge(a.right, b);
    return update(a);
  }
  b.left = merge(a, b.left);
  return update(b);
}

/** The gaps starting at or before `at`, and those after. */
function split(gap: Gap | null, at: number): [Gap | null, Gap | null] {
  if (!gap) return [null, null];
  if (gap.start <= at) {
    const [left, right] = split(gap.right, at);
    gap.right = left;
    return [update(gap), right];
  }
  const [left, right] = split(gap.left, at);
  gap.left = right;
  return [left, update(gap)];
}

/** A subtree without its last gap, and that gap. */
function removeLast(gap: Gap): [Gap | null, Gap] {
  if (!gap.right) {
    const rest = gap.left;
    gap.left = null;
    return [rest, update(gap)];
  }
  const [rest, last] = removeLast(gap.right);
  gap.right = rest;
  return [update(gap), last];
}

/** The first gap starting after `after` that is at least `length` long. */
function firstLongEnough(gap: Gap | null, after: number, length: number): Gap | null {
  if (!gap || gap.longest < length) return null;
  if (gap.start <= after) return firstLongEnough(gap.right, after, length);
  return (
    firstLongEnough(gap.left, after, length) ??
    (gap.end - gap.start >= length ? gap : firstLongEnough(gap.right, after, length))
  );
}

export class FreeTime {
  /** All of time is free at first. */
  private root: Gap | null;
  /** xorshift32 state for the priorities: the same tree for the same jobs. */
  private seed = 0x2545f491;

  constructor() {
    this.root = this.gap(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
  }

  private gap(start: number, end: number): Gap {
    this.seed ^= this.seed << 13;
    this.seed ^= this.seed >>> 17;
    this.seed ^= this.seed << 5;
    return { start, end, longest: end - start, priority: this.seed >>> 0, left: null, right: null };
  }

  /** The gap holding minute `at`, if it is free. */
  private gapAt(at: number): Gap | null {
    let gap = this.root;
    let found: Gap | null = null;
    while (gap) {
      if (gap.start <= at) {
        found = gap;
        gap = gap.right;
      } else {
        gap = gap.left;
      }
    }
    return found && at < found.end ? found : null;
  }

  /**
   * Where a stretch of `length` free minutes starts earliest from `from`: at `from` itself, or at
   * the start of the first gap after it that holds it; null when that stretch would end after `endBy`.
   */
  firstFit(from: number, length: number, endBy: number): number | null {
    if (from + length > endBy) return null;
    const holding = this.gapAt(from);
    if (holding && from + length <= holding.end) return from;
    const later = firstLongEnough(this.root, from, length);
    return later && later.start + length <= endBy ? later.start : null;
  }

  /** Takes a job's stretch out of the free time; it must lie inside one gap. */
  take(start: number, end: number): void {
    const [upTo, after] = split(this.root, start);
    const [before, holding] = upTo ? removeLast(upTo) : [null, null];
    if (!holding || start < holding.start || end > holding.end)
      throw new Error(`The stretch ${start}–${end} is not free`);
    let middle: Gap | null = null;
    if (holding.start < start) middle = this.gap(holding.start, start);
    if (end < holding.end) middle = merge(middle, this.gap(end, holding.end));
    this.root = merge(merge(before, middle), after);
  }
}
