import { CURRENT_PASSWORD_INCORRECT_MESSAGE, PASSWORD_IS_EMAIL_MESSAGE, SAME_PASSWORD_MESSAGE } from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { auditLog, sessions } from '../../db/schema/index.js';
import { CURRENT_SESSION_MESSAGE } from './account.service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '100' });
});
afterAll(() => h.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Session {
  accessToken: string;
  refreshToken: string;
}

/** A sign-in from a browser of its own: the session row keeps its user agent and address. */
async function signIn(email: string, password: string, userAgent = FIREFOX_WINDOWS, ip = '10.60.0.1') {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  return res;
}
async function session(email: string, password: string, userAgent?: string, ip?: string): Promise<Session> {
  const res = await signIn(email, password, userAgent, ip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const refresh = (refreshToken: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${refreshToken}` } });
const me = (s: Session) => h.call('GET', '/api/auth/me', { token: s.accessToken });
const changePassword = (s: Session, body: object, ip?: string) =>
  h.call('PUT', '/api/auth/me/password', { token: s.accessToken, body, ...(ip ? { ip } : {}) });
const listSessions = (s: Session) => h.call('GET', '/api/auth/sessions', { token: s.accessToken });
const eventsOf = async (userId: string, event: string) =>
  h.db
    .select({ event: auditLog.event, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.event, event)));

/** A user with two sessions: `here` (Firefox on Windows) making the calls, `there` (Safari on an iPhone). */
async function twoSessions() {
  const u = await h.userWith([]);
  const here = await session(u.email, u.password, FIREFOX_WINDOWS, '10.60.1.1');
  const there = await session(u.email, u.password, SAFARI_IPHONE, '10.60.1.2');
  return { u, here, there };
}

describe('PUT /api/auth/me/password', () => {
  it('refuses a wrong current password with 400 on currentPassword, and changes nothing', async () => {
    const { u, here, there } = await twoSessions();
    const res = await changePassword(here, { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: CURRENT_PASSWORD_INCORRECT_MESSAGE,
      errors: { currentPassword: 'Current password is incorrect' },
    });
    // The guess is a failed sign-in in the admins' log, with why.
    const failed = await eventsOf(u.user.id, 'sign-in-failed');
    expect(failed.map((e) => e.changes)).toEqual([
      [{ field: 'reason', before: null, after: 'Wrong current password when changing it' }],
    ]);
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await signIn(u.email, 'brand-new-pass-1')).statusCode).toBe(401);
    expect((await me(there)).statusCode).toBe(200);
  });

  it('stores the new password, ends every other session at once and keeps this one signed in', async () => {
    const { u, here, there } = await twoSessions();
    // The other session's token was answered for (and remembered) before the change.
    expect((await me(there)).statusCode).toBe(200);
    const res = await changePassword(here, { currentPassword: u.password, newPassword: 'brand-new-pass-2' });
    expect(res.statusCode, res.body).toBe(204);

    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, 'brand-new-pass-2')).statusCode).toBe(200);
    const other = await me(there);
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe('Session has ended; please sign in again');
    expect((await refresh(there.refreshToken)).statusCode).toBe(401);
    // This session goes on, with its access token and its refresh token.
    expect((await me(here)).statusCode).toBe(200);
    const refreshed = await refresh(here.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await h.call('GET', '/api/auth/me', { token: refreshed.json().token.accessToken })).statusCode).toBe(200);
    expect(await eventsOf(u.user.id, 'password-changed')).toHaveLength(1);
  });

  it('refuses the current password as the new one, the e-mail address and a common password', async () => {
    const { u, here } = await twoSessions();
    const cases: [string, string][] = [
      [u.password, SAME_PASSWORD_MESSAGE],
      [u.email, PASSWORD_IS_EMAIL_MESSAGE],
      ['Password123', 'This password is too common; choose another'],
      ['short', 'Password must be at least 8 characters'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await changePassword(here, { currentPassword: u.password, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().errors, newPassword).toEqual({ newPassword: message });
    }
    const missing = await changePassword(here, {});
    expect(missing.json().errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('throttles repeated wrong current passwords as failed sign-ins, with Retry-After', async () => {
    const { u, here } = await twoSessions();
    const ip = '10.61.0.1';
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(
        here,
        { currentPassword: `guess-${i}-pass`, newPassword: 'brand-new-pass-3' },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    // The fourth is refused before its password is checked, the right one too.
    const blocked = await changePassword(here, { currentPassword: u.password, newPassword: 'brand-new-pass-3' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again later.');
    // The same count as the sign-in's: that account signs in from that address no more, from elsewhere still.
    expect((await signIn(u.email, u.password, FIREFOX_WINDOWS, ip)).statusCode).toBe(429);
    expect((await signIn(u.email, u.password, FIREFOX_WINDOWS, '10.61.0.2')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await h.call('PUT', '/api/auth/me/password', {
      body: { currentPassword: 'whatever-1', newPassword: 'brand-new-pass-4' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/auth/sessions', () => {
  it("lists the caller's sessions in force with their device, address and times, the caller's own marked", async () => {
    const { u, here, there } = await twoSessions();
    // Ended and expired sessions are not listed.
    const gone = await session(u.email, u.password);
    expect((await h.call('POST', '/api/auth/logout', { token: gone.accessToken })).statusCode).toBe(204);
    await h.db.insert(sessions).values({
      userId: u.user.id,
      refreshJti: crypto.randomUUID(),
      expiresAt: new Date(Date.now() - 1000),
    });
    // The other session drew new tokens last: it is the most recently used of the others.
    expect((await refresh(there.refreshToken)).statusCode).toBe(200);

    const res = await listSessions(here);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { device: string; ip: string; current: boolean }) => [s.device, s.ip, s.current])).toEqual([
      ['Firefox on Windows', '10.60.1.1', true],
      ['Safari on iPhone', '10.60.1.2', false],
      // userWith's own sign-in, made through the harness (the test client's agent).
      ['lightMyRequest', expect.any(String), false],
    ]);
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'ip', 'lastUsedAt']);
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
  });

  it("shows no other user's sessions", async () => {
    const a = await twoSessions();
    const b = await twoSessions();
    const list = (await listSessions(a.here)).json() as { id: string }[];
    const bIds = (await h.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, b.u.user.id))).map(
      (s) => s.id,
    );
    expect(list.some((s) => bIds.includes(s.id))).toBe(false);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('signs out another session of the caller at once, and records it', async () => {
    const { u, here, there } = await twoSessions();
    expect((await me(there)).statusCode).toBe(200);
    const list = (await listSessions(here)).json() as { id: string; device: string }[];
    const target = list.find((s) => s.device === 'Safari on iPhone');
    const res = await h.call('DELETE', `/api/auth/sessions/${target?.id}`, { token: here.accessToken });
    expect(res.statusCode).toBe(204);
    expect((await me(there)).statusCode).toBe(401);
    expect((await refresh(there.refreshToken)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect(((await listSessions(here)).json() as { id: string }[]).map((s) => s.id)).not.toContain(target?.id);
    expect(await eventsOf(u.user.id, 'session-ended')).toHaveLength(1);
    // Once ended it is gone: a second time is 404.
    const again = await h.call('DELETE', `/api/auth/sessions/${target?.id}`, { token: here.accessToken });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's session, which goes on, and for an unknown or malformed id", async () => {
    const a = await twoSessions();
    const b = await twoSessions();
    const [bSession] = await h.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, b.u.user.id));
    const res = await h.call('DELETE', `/api/auth/sessions/${bSession?.id}`, { token: a.here.accessToken });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Session not found');
    expect((await me(b.here)).statusCode).toBe(200);
    expect((await me(b.there)).statusCode).toBe(200);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const unknown = await h.call('DELETE', `/api/auth/sessions/${id}`, { token: a.here.accessToken });
      expect(unknown.statusCode, id).toBe(404);
    }
  });

  it('answers 400 for the session making the request: that is signing out', async () => {
    const { here } = await twoSessions();
    const own = ((await listSessions(here)).json() as { id: string; current: boolean }[]).find((s) => s.current);
    const res = await h.call('DELETE', `/api/auth/sessions/${own?.id}`, { token: here.accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CURRENT_SESSION_MESSAGE);
    expect((await me(here)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it("leaves only the caller's session, and no other user's is touched", async () => {
    const { u, here, there } = await twoSessions();
    const bystander = await twoSessions();
    const res = await h.call('POST', '/api/auth/sessions/end-others', { token: here.accessToken });
    expect(res.statusCode).toBe(200);
    // userWith's sign-in and the iPhone's.
    expect(res.json()).toEqual({ ended: 2 });
    const list = (await listSessions(here)).json() as { current: boolean }[];
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
    expect((await me(there)).statusCode).toBe(401);
    expect((await refresh(there.refreshToken)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(bystander.there)).statusCode).toBe(200);
    expect(await eventsOf(u.user.id, 'other-sessions-ended')).toHaveLength(1);
    // Nothing left to end.
    expect((await h.call('POST', '/api/auth/sessions/end-others', { token: here.accessToken })).json()).toEqual({
      ended: 0,
    });
  });
});
