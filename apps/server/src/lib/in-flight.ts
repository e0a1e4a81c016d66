/**
 * How many requests of each user are running now, up to `max`: `enter` says whether one more
 * may start, and `leave` is called once for each that did (a Map, so nothing stays behind a
 * user who has none running).
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
