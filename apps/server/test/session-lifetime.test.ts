import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';

/*
 * A sign-in lives at most SESSION_MAX_AGE from when it was made: refreshing keeps it going only
 * until then, so a stolen refresh token cannot be kept alive for ever.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SESSION_MAX_AGE: '2s', REFRESH_TOKEN_TTL: '7d' });
});
afterAll(() => h.close());

const refresh = (refreshToken: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${refreshToken}` } });

describe('the absolute session lifetime', () => {
  it('lets a refresh through within it, and none after it, however recently refreshed', async () => {
    const user = await h.userWith([]);
    const first = await refresh(user.refreshToken);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const second = await refresh(first.json().token.refreshToken);
    expect(second.statusCode, second.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const ended = await refresh(second.json().token.refreshToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Session has ended; please sign in again');
    // The access token of the ended session is refused too.
    const me = await h.call('GET', '/api/auth/me', { token: second.json().token.accessToken });
    expect(me.statusCode).toBe(401);
  });
});
