import { describe, expect, it } from 'vitest';
import { createInFlightLimit } from './in-flight.js';

describe('createInFlightLimit', () => {
  it('lets each user run up to the limit at once, and one more once one has left', () => {
    const limit = createInFlightLimit(2);
    expect(limit.enter('a')).toBe(true);
    expect(limit.enter('a')).toBe(true);
    expect(limit.enter('a')).toBe(false);
    expect(limit.enter('b')).toBe(true);
    limit.leave('a');
    expect(limit.enter('a')).toBe(true);
  });

  it('forgets a user with nothing running', () => {
    const limit = createInFlightLimit(3);
    limit.enter('a');
    limit.enter('a');
    limit.leave('a');
    limit.leave('a');
    expect(limit.users).toBe(0);
  });
});
