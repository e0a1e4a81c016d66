/*
 * What a document says, as against what every save of it changes: the kit compares a draft as the
 * API answers it before and after a save, to tell a save that changes nothing (an approver stepping
 * the draft as it stands) from one that changes its content (which needs edit).
 */

/** What every save of a record moves on whatever it was sent: not its content. */
const RECORD_KEYS = new Set(['version', 'updatedAt']);

/**
 * A document's content: without its version and updated stamp, nor the ids of the rows in its
 * lists, which a draft's save writes again (its lines); the keys in one order.
 */
function contentOf(value: unknown, listed = false): unknown {
  if (Array.isArray(value)) return value.map((item) => contentOf(item, true));
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !RECORD_KEYS.has(key) && !(listed && key === 'id'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, contentOf(item)]),
  );
}

/** Whether two answers for one document say the same: equal but for what every save changes. */
export const sameContent = (before: unknown, after: unknown) =>
  JSON.stringify(contentOf(before)) === JSON.stringify(contentOf(after));
