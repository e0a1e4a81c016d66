import { describe, expect, it } from 'vitest';
import { createMemoryCounter } from './throttle.js';

const rule = { kind: 'window', limit: 3, windowSeconds: 60 } as const;

describe('the in-memory budget counter', () => {
  it('lets `limit` attempts through in a window, refuses the next until it ends, and starts again', async () => {
    let now = 1_000_000;
    const count = createMemoryCounter(() => now);
    expect(await count('reads:u1', rule)).toEqual({ allowed: true, hits: 1, resetSeconds: 60 });
    now += 10_000;
    expect(await count('reads:u1', rule)).toEqual({ allowed: true, hits: 2, resetSeconds: 50 });
    expect(await count('reads:u1', rule)).toEqual({ allowed: true, hits: 3, resetSeconds: 50 });
    expect(await count('reads:u1', rule)).toEqual({ allowed: false, waitSeconds: 50 });
    // Another key has a budget of its own.
    expect(await count('reads:u2', rule)).toMatchObject({ allowed: true, hits: 1 });
    // Refusals are not counted: once the window ends the key starts from one.
    now += 50_000;
    expect(await count('reads:u1', rule)).toEqual({ allowed: true, hits: 1, resetSeconds: 60 });
  });
});
