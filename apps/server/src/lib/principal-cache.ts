/**
 * Who a verified access token belongs to, remembered until the token or its session expires,
 * so a signed-in request costs no signature check and no session read. Correct only while
 * every change to users, roles and sessions reaches `forget`: this process's own changes call it
 * at once, and the other processes' arrive through the database's `auth_changed` notification
 * (db/client.ts `listen`). While that notification channel is down the cache is bypassed.
 *
 * A read that started before a change may finish after it: the generation it started in tells
 * that its answer is stale, and it is not kept.
 *
 * Requests that bring the same unremembered token at the same time share one read: a client's
 * first burst of requests (a page's lists at once, or a flood) costs one session read, not one
 * each, queued in front of everyone else's statements. Only while changes are known to arrive,
 * and only for a read started since the last change.
 */
export interface PrincipalCache<P> {
  /**
   * The principal of this token: remembered, or joined to a read of it already under way, or
   * `read` (which says until when its answer holds) once for everyone asking meanwhile.
   */
  load(token: string, read: () => Promise<{ principal: P; until: number }>): Promise<P>;
  /** Everything remembered is dropped: a user, role or session changed. */
  forget(): void;
  /** Whether changes are known to arrive; false drops everything and stops remembering. */
  setTrusted(trusted: boolean): void;
}

export function createPrincipalCache<P>({ max = 10_000 }: { max?: number } = {}): PrincipalCache<P> {
  const entries = new Map<string, { principal: P; until: number }>();
  /** Reads under way, by token, with the generation each started in. */
  const reading = new Map<string, { generation: number; answer: Promise<P> }>();
  let generation = 0;
  let trusted = false;

  const forget = () => {
    generation += 1;
    entries.clear();
  };

  function recall(token: string): P | undefined {
    const entry = entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.principal;
    entries.delete(token);
    return undefined;
  }

  function remember(token: string, principal: P, until: number, asOf: number) {
    if (!trusted || asOf !== generation) return;
    // The oldest out first: a Map iterates in insertion order.
    if (entries.size >= max) entries.delete(entries.keys().next().value as string);
    entries.set(token, { principal, until });
  }

  return {
    load(token, read) {
      const known = recall(token);
      if (known) return Promise.resolve(known);
      const under = reading.get(token);
      if (trusted && under?.generation === generation) return under.answer;
      const asOf = generation;
      const answer = read().then(({ principal, until }) => {
        remember(token, principal, until, asOf);
        return principal;
      });
      if (trusted) {
        reading.set(token, { generation: asOf, answer });
        const done = () => {
          if (reading.get(token)?.answer === answer) reading.delete(token);
        };
        answer.then(done, done);
      }
      return answer;
    },
    forget,
    setTrusted(value) {
      forget();
      trusted = value;
    },
  };
}
