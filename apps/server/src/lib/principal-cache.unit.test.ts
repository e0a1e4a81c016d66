import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrincipalCache } from './principal-cache.js';

const NOW = 1_800_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A session read that answers `principal` until `until`, counting how often it was asked. */
function counted(principal: string, until = NOW + 1000) {
  const read = {
    count: 0,
    fn: async () => {
      read.count += 1;
      return { principal, until };
    },
  };
  return read;
}

/** A session read that answers when told to, counting how often it was asked. */
function slowRead(principal: string) {
  let answer: (value: { principal: string; until: number }) => void = () => {};
  const read = {
    count: 0,
    fn: () => {
      read.count += 1;
      return new Promise<{ principal: string; until: number }>((resolve) => {
        answer = resolve;
      });
    },
    answer: () => answer({ principal, until: NOW * 2 }),
  };
  return read;
}

describe('the principal cache', () => {
  it('remembers a token until its time is up', async () => {
    const cache = createPrincipalCache<string>();
    cache.setTrusted(true);
    const read = counted('ada');
    expect(await cache.load('token', read.fn)).toBe('ada');
    expect(await cache.load('token', read.fn)).toBe('ada');
    expect(read.count).toBe(1);
    vi.setSystemTime(NOW + 1000);
    expect(await cache.load('token', read.fn)).toBe('ada');
    expect(read.count).toBe(2);
  });

  it('keeps nothing while changes may not arrive, and drops everything when they stop', async () => {
    const cache = createPrincipalCache<string>();
    const read = counted('ada');
    await cache.load('token', read.fn);
    await cache.load('token', read.fn);
    expect(read.count).toBe(2);
    cache.setTrusted(true);
    await cache.load('token', read.fn);
    cache.setTrusted(false);
    await cache.load('token', read.fn);
    expect(read.count).toBe(4);
  });

  it('does not keep an answer read before a change that came in meanwhile', async () => {
    const cache = createPrincipalCache<string>();
    cache.setTrusted(true);
    const before = slowRead('ada (still active)');
    const first = cache.load('token', before.fn);
    cache.forget(); // the user was deactivated while their session was being read
    before.answer();
    expect(await first).toBe('ada (still active)');
    expect(await cache.load('token', counted('ada (deactivated)').fn)).toBe('ada (deactivated)');
  });

  it('forgets the oldest token when full', async () => {
    const cache = createPrincipalCache<string>({ max: 2 });
    cache.setTrusted(true);
    for (const name of ['a', 'b', 'c']) await cache.load(name, counted(name).fn);
    const again = counted('read again');
    const answers = [];
    for (const name of ['b', 'c', 'a']) answers.push(await cache.load(name, again.fn));
    expect(answers).toEqual(['b', 'c', 'read again']);
  });

  describe('a burst of requests with one token', () => {
    it('reads the session once for everyone asking meanwhile, and remembers it', async () => {
      const cache = createPrincipalCache<string>();
      cache.setTrusted(true);
      const read = slowRead('ada');
      const burst = Array.from({ length: 50 }, () => cache.load('token', read.fn));
      read.answer();
      expect(await Promise.all(burst)).toEqual(Array(50).fill('ada'));
      expect(read.count).toBe(1);
      expect(await cache.load('token', read.fn)).toBe('ada');
      expect(read.count).toBe(1);
    });

    it('does not join a read that started before a change', async () => {
      const cache = createPrincipalCache<string>();
      cache.setTrusted(true);
      const before = slowRead('ada (still active)');
      const first = cache.load('token', before.fn);
      cache.forget(); // ada is deactivated while her session is being read
      const after = slowRead('ada (deactivated)');
      const second = cache.load('token', after.fn);
      before.answer();
      after.answer();
      expect([await first, await second]).toEqual(['ada (still active)', 'ada (deactivated)']);
    });

    it('reads once per request while changes may not arrive', async () => {
      const cache = createPrincipalCache<string>();
      const read = slowRead('ada');
      const burst = [cache.load('token', read.fn), cache.load('token', read.fn)];
      read.answer();
      await Promise.all(burst.slice(1));
      expect(read.count).toBe(2);
    });

    it('shares a refusal, and asks again after it', async () => {
      const cache = createPrincipalCache<string>();
      cache.setTrusted(true);
      let reads = 0;
      const refused = () => {
        reads += 1;
        return Promise.reject(new Error('Session has ended; please sign in again'));
      };
      const burst = [cache.load('token', refused), cache.load('token', refused)];
      await expect(Promise.all(burst)).rejects.toThrow('Session has ended');
      await expect(cache.load('token', refused)).rejects.toThrow('Session has ended');
      expect(reads).toBe(2);
    });
  });
});
