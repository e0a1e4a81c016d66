import { describe, expect, it } from 'vitest';
import { createRefusalThrottle } from './refusal-throttle.js';

describe('createRefusalThrottle', () => {
  it("logs a user's first refusal of each window, and counts the rest into the next one logged", () => {
    const refuse = createRefusalThrottle(60_000);
    expect(refuse('u1', 0)).toEqual({ log: true, heldBack: 0 });
    for (let t = 1; t <= 40; t++) expect(refuse('u1', t * 1000).log).toBe(false);
    // Another user has a window of their own.
    expect(refuse('u2', 5000)).toEqual({ log: true, heldBack: 0 });
    expect(refuse('u1', 60_000)).toEqual({ log: true, heldBack: 40 });
    expect(refuse('u1', 60_001)).toEqual({ log: false, heldBack: 0 });
  });

  it('remembers at most so many users, forgetting the oldest', () => {
    const refuse = createRefusalThrottle(60_000, 2);
    refuse('a', 0);
    refuse('b', 0);
    refuse('c', 0);
    expect(refuse('a', 1).log).toBe(true);
    expect(refuse('c', 2).log).toBe(false);
  });
});
