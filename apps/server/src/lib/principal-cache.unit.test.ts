import { describe, expect, it } from 'vitest';
import { createPrincipalCache } from './principal-cache.js';

const NOW = 1_800_000_000_000;

describe('the principal cache', () => {
  it('remembers a token until its time is up', () => {
    const cache = createPrincipalCache<string>();
    cache.setTrusted(true);
    cache.remember('token', 'ada', NOW + 1000, cache.generation());
    expect(cache.recall('token', NOW)).toBe('ada');
    expect(cache.recall('token', NOW + 1000)).toBeUndefined();
    expect(cache.recall('token', NOW)).toBeUndefined();
  });

  it('keeps nothing while changes may not arrive, and drops everything when they stop', () => {
    const cache = createPrincipalCache<string>();
    cache.remember('token', 'ada', NOW + 1000, cache.generation());
    expect(cache.recall('token', NOW)).toBeUndefined();
    cache.setTrusted(true);
    cache.remember('token', 'ada', NOW + 1000, cache.generation());
    cache.setTrusted(false);
    expect(cache.recall('token', NOW)).toBeUndefined();
  });

  it('does not keep an answer read before a change that came in meanwhile', () => {
    const cache = createPrincipalCache<string>();
    cache.setTrusted(true);
    const asOf = cache.generation();
    cache.forget(); // the user was deactivated while their session was being read
    cache.remember('token', 'ada (still active)', NOW + 1000, asOf);
    expect(cache.recall('token', NOW)).toBeUndefined();
  });

  it('forgets the oldest token when full', () => {
    const cache = createPrincipalCache<string>({ max: 2 });
    cache.setTrusted(true);
    for (const name of ['a', 'b', 'c']) cache.remember(name, name, NOW + 1000, cache.generation());
    expect([cache.recall('a', NOW), cache.recall('b', NOW), cache.recall('c', NOW)]).toEqual([undefined, 'b', 'c']);
  });
});
