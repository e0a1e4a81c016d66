/**
 * Concurrent calls for the same key share one run: the first starts it, the ones that arrive
 * while it runs get the same promise, and once it settles the next call starts afresh (nothing is
 * cached). So a burst of identical expensive reads (many tabs, many users, a script) costs the
 * database and the CPU one computation, where the per-user budgets and lib/in-flight.ts only
 * bound how many each user may start.
 */
export function createSingleFlight<K, V>() {
  const running = new Map<K, Promise<V>>();
  return {
    run(key: K, compute: () => Promise<V>): Promise<V> {
      const current = running.get(key);
      if (current) return current;
      const started = compute().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    /** Runs in flight now (for tests). */
    get size() {
      return running.size;
    },
  };
}
