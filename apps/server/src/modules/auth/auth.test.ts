import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createHarness, type Harness } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' });
});
afterAll(() => h.close());

describe('POST /api/auth/login', () => {
  it('answers tokens and the contract user, never the password hash', async () => {
    const res = await h.call('POST', '/api/auth/login', {
      body: { email: 'ADMIN@example.com', password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: ADMIN.email,
      firstName: 'Admin',
      isActive: true,
      roles: [{ name: 'Admin' }],
    });
    expect(body.user.role.permissions).toContainEqual({
      scope: 'users',
      actions: ['view', 'create', 'edit', 'delete'],
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    for (const body of [
      { email: ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever-1' },
    ]) {
      const res = await h.call('POST', '/api/auth/login', { body, ip: '10.0.0.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
    }
  });

  it('gives the spec messages for missing and malformed fields', async () => {
    const res = await h.call('POST', '/api/auth/login', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Email is invalid', password: 'Password is required' });
    const empty = await h.call('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(empty.json().errors.email).toBe('Email is required');
  });

  it('tells a disabled account apart only after the right password', async () => {
    const u = await h.userWith([]);
    const token = await h.adminToken();
    await h.call('PUT', `/api/users/${u.user.id}`, {
      token,
      body: { firstName: 'T', lastName: 'U', roleId: u.roleId, isActive: false },
    });
    const res = await h.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Account is disabled');
  });

  it('throttles repeated failures per account, even for the right password, with Retry-After', async () => {
    const u = await h.userWith([]);
    for (let i = 0; i < 3; i++) {
      const res = await h.call('POST', '/api/auth/login', {
        body: { email: u.email, password: 'bad-guess-1' },
        ip: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await h.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
      ip: '10.1.0.9',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again later.');
  });

  it('throttles repeated failures per address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 6; i++) {
      const res = await h.call('POST', '/api/auth/login', {
        body: { email: `guess${i}@example.com`, password: 'x-password' },
        ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await h.call('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
      ip,
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await h.call('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
      ip: '10.2.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (token?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('rotates: a new pair each time, and the spent token no longer works', async () => {
    const u = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    const first = await refresh(u.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user.email).toBe(u.email);
    expect(body.token.refreshToken).not.toBe(u.refreshToken);
    expect((await h.call('GET', '/api/auth/me', { token: body.token.accessToken })).statusCode).toBe(200);

    const second = await refresh(body.token.refreshToken);
    expect(second.statusCode).toBe(200);
    expect((await refresh(second.json().token.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const u = await h.userWith([]);
    const rotated = (await refresh(u.refreshToken)).json().token;
    const replay = await refresh(u.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The thief's replay ended the session for the holder of the newer tokens too.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await h.call('GET', '/api/auth/me', { token: rotated.accessToken })).statusCode).toBe(401);
  });

  it('refuses a missing, malformed or access token', async () => {
    const u = await h.userWith([]);
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('garbage')).statusCode).toBe(401);
    expect((await refresh(u.accessToken)).statusCode).toBe(401);
  });
});

describe('session housekeeping', () => {
  it("signing in removes that user's expired sessions and keeps the live ones", async () => {
    const u = await h.userWith([]);
    const [live] = await h.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.user.id));
    await h.db
      .insert(sessions)
      .values({ userId: u.user.id, refreshJti: crypto.randomUUID(), expiresAt: new Date(Date.now() - 1000) });
    expect(await h.db.$count(sessions, eq(sessions.userId, u.user.id))).toBe(2);
    await h.login(u.email, u.password);
    // The expired row went; the live one and the new sign-in remain.
    const left = await h.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.user.id));
    expect(left).toHaveLength(2);
    expect(left.map((s) => s.id)).toContain(live?.id);
  });
});

describe('POST /api/auth/logout and GET /api/auth/me', () => {
  it('ends that session: its refresh and access tokens stop working', async () => {
    const u = await h.userWith([]);
    const me = await h.call('GET', '/api/auth/me', { token: u.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(u.email);
    expect((await h.call('POST', '/api/auth/logout', { token: u.accessToken })).statusCode).toBe(204);
    expect((await h.call('GET', '/api/auth/me', { token: u.accessToken })).statusCode).toBe(401);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${u.refreshToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await h.call('POST', '/api/auth/logout')).statusCode).toBe(401);
    expect((await h.call('GET', '/api/auth/me', { token: 'not.a.jwt' })).statusCode).toBe(401);
  });
});

describe('changes take effect on the next request', () => {
  it('a deactivated user is refused at once', async () => {
    const u = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    expect((await h.call('GET', '/api/auth/me', { token: u.accessToken })).statusCode).toBe(200);
    await h.call('PUT', `/api/users/${u.user.id}`, {
      token: await h.adminToken(),
      body: { firstName: 'T', lastName: 'U', roleId: u.roleId, isActive: false },
    });
    const res = await h.call('GET', '/api/auth/me', { token: u.accessToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Account is disabled');
  });

  it('a new password ends the sign-ins made with the old one', async () => {
    const u = await h.userWith([]);
    await h.call('PUT', `/api/users/${u.user.id}`, {
      token: await h.adminToken(),
      body: { firstName: 'T', lastName: 'U', roleId: u.roleId, isActive: true, password: 'brand-new-pass' },
    });
    expect((await h.call('GET', '/api/auth/me', { token: u.accessToken })).statusCode).toBe(401);
    await expect(h.login(u.email, 'brand-new-pass')).resolves.toHaveProperty('accessToken');
  });

  it('a role change applies to the same token', async () => {
    const u = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    expect((await h.call('GET', '/api/users', { token: u.accessToken })).statusCode).toBe(403);
    await h.call('PUT', `/api/roles/${u.roleId}`, {
      token: await h.adminToken(),
      body: { name: `Widened ${u.roleId.slice(0, 6)}`, permissions: [{ scope: 'users', actions: ['view'] }] },
    });
    expect((await h.call('GET', '/api/users', { token: u.accessToken })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/register', () => {
  it('creates an account with no role, which sees nothing', async () => {
    const res = await h.call('POST', '/api/auth/register', {
      body: { email: 'New.Person@example.com', password: 'long-enough-1', name: 'Ada King Lovelace' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'Ada King',
      lastName: 'Lovelace',
      role: null,
      roles: [],
    });
    expect((await h.call('GET', '/api/users', { token: body.accessToken })).statusCode).toBe(403);
  });

  it('refuses a taken e-mail and short passwords with the spec messages', async () => {
    const taken = await h.call('POST', '/api/auth/register', {
      body: { email: ADMIN.email, password: 'long-enough-1', name: 'X' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Email is already registered',
      errors: { email: 'Email is already registered' },
    });
    const short = await h.call('POST', '/api/auth/register', {
      body: { email: 'a@b.co', password: 'short', name: '' },
    });
    expect(short.json().errors).toEqual({
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
    });
  });
});

describe('sign-up switched off and the first account', () => {
  it('answers 403 when ALLOW_SIGNUP=false', async () => {
    const closed = await createHarness({ ALLOW_SIGNUP: 'false' });
    try {
      const res = await closed.call('POST', '/api/auth/register', {
        body: { email: 'x@example.com', password: 'long-enough-1', name: 'X' },
      });
      expect(res.statusCode).toBe(403);
      expect((await closed.call('GET', '/api/settings')).json()).toEqual({
        companyName: 'Acme Precision',
        allowSignup: false,
      });
    } finally {
      await closed.close();
    }
  });
});
