/**
 * How many requests of each user are running now, up to `max`: `enter` says whether one more
 * may start, and `leave` is called once for each that did (a Map, so nothing stays behind a
 * user who has none running).
 *
 * Kept in memory, per server process, on purpose: it bounds the queries one process runs at
 * once for one user (its pool has 10 connections; the embedded database runs one query at a
 * time), which is a property of that process. With WEB_CONCURRENCY = N a user may have up to
 * N × `max` running in all; what bounds the total over time is the per-user budget of
 * expensive reads, counted in the database (plugins/rate-limit.ts).
 */
export function createInFlightLimit(max: number) {
  const running = new Map<string, number>();
  return {
    enter(userId: string): boolean {
      const now = running.get(userId) ?? 0;
      if (now >= max) return false;
      running.set(userId, now + 1);
      return true;
    },
    leave(userId: string) {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    },
    /** Users with something running (for tests and the drill). */
    get users() {
      return running.size;
    },
  };
}
