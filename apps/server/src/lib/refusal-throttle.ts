/** How long one user's refusals are written to the audit log only once. */
export const REFUSAL_WINDOW_MS = 60_000;
/** Users remembered at once; past it the oldest are forgotten (and their next refusal is logged). */
const MAX_USERS = 10_000;

/**
 * Which permission refusals reach the audit log: the first of each user in a window, with how
 * many were held back in the window before it. A script hammering a route it may not use
 * writes one row a minute, not thousands, and the log still says it happened and how often.
 * Kept in memory, per server process, on purpose: it only thins the audit log (every refusal is
 * still answered 403), so with WEB_CONCURRENCY = N processes a user's refusals write up to N
 * rows a minute instead of one — no database round trip on each refusal for that.
 */
export function createRefusalThrottle(windowMs = REFUSAL_WINDOW_MS, maxUsers = MAX_USERS) {
  const windows = new Map<string, { until: number; heldBack: number }>();
  return (userId: string, now = Date.now()): { log: boolean; heldBack: number } => {
    const open = windows.get(userId);
    if (open && now < open.until) {
      open.heldBack += 1;
      return { log: false, heldBack: 0 };
    }
    windows.delete(userId);
    if (windows.size >= maxUsers) {
      for (const [id, window] of windows) if (window.until <= now) windows.delete(id);
      // Still full: forget the longest-remembered (a Map keeps insertion order).
      const oldest = windows.keys().next();
      if (windows.size >= maxUsers && !oldest.done) windows.delete(oldest.value);
    }
    windows.set(userId, { until: now + windowMs, heldBack: 0 });
    return { log: true, heldBack: open?.heldBack ?? 0 };
  };
}
