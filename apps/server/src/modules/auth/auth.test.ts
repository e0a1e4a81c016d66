import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createHarness, type Harness } from '../../../test/harness.js';
import { auditLog, sessions, users } from '../../db/schema/index.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    SIGNUP_MAX_PER_IP: '3',
  });
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

  it('throttles repeated failures of one account from one address, even for the right password, with Retry-After', async () => {
    const u = await h.userWith([]);
    const ip = '10.1.0.1';
    for (let i = 0; i < 3; i++) {
      const res = await h.call('POST', '/api/auth/login', { body: { email: u.email, password: 'bad-guess-1' }, ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await h.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts. Try again later.',
    });
  });

  it("does not lock the owner out: another address's failures leave the owner's own address alone", async () => {
    const u = await h.userWith([]);
    const attacker = '10.3.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await h.call('POST', '/api/auth/login', {
        body: { email: u.email, password: `guess-${i}-x` },
        ip: attacker,
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    // The attacker, even holding the right password now, waits.
    const attackerRight = await h.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
      ip: attacker,
    });
    expect(attackerRight.statusCode).toBe(429);
    // The owner, from the office, signs in at once — and again after mistyping once.
    const owner = '10.3.0.2';
    expect(
      (await h.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, ip: owner }))
        .statusCode,
    ).toBe(200);
    expect(
      (await h.call('POST', '/api/auth/login', { body: { email: u.email, password: 'typo-pass' }, ip: owner }))
        .statusCode,
    ).toBe(401);
    expect(
      (await h.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, ip: owner }))
        .statusCode,
    ).toBe(200);
  });

  it('counts consecutive failures: a success clears the count of that account and address', async () => {
    const u = await h.userWith([]);
    const ip = '10.4.0.1';
    const attempt = (password: string) => h.call('POST', '/api/auth/login', { body: { email: u.email, password }, ip });
    expect((await attempt('bad-guess-1')).statusCode).toBe(401);
    expect((await attempt('bad-guess-2')).statusCode).toBe(401);
    expect((await attempt(u.password)).statusCode).toBe(200);
    expect((await attempt('bad-guess-3')).statusCode).toBe(401);
    expect((await attempt('bad-guess-4')).statusCode).toBe(401);
    expect((await attempt('bad-guess-5')).statusCode).toBe(401);
    expect((await attempt(u.password)).statusCode).toBe(429);
  });

  it('checks at most the limit of passwords in a parallel burst of 50 wrong and 1 right, and does not sign in', async () => {
    const u = await h.userWith([]);
    const ip = '10.5.0.1';
    const passwords = [...Array.from({ length: 50 }, (_, i) => `wrong-guess-${i}`), u.password];
    const answers = await Promise.all(
      passwords.map((password) => h.call('POST', '/api/auth/login', { body: { email: u.email, password }, ip })),
    );
    const statuses = answers.map((res) => res.statusCode);
    // Only an attempt that got past the throttle had its password checked: 401 or 200.
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length, statuses.join(' ')).toBeLessThanOrEqual(3);
    // Counted one by one, so exactly the limit got through (none was lost to the race either).
    expect(checked.length).toBe(3);
    expect(statuses).not.toContain(200);
    expect(statuses.at(-1)).toBe(429);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The audit log agrees: one entry per password checked, and no sign-in (userWith's session was minted, not signed in).
    const events = await h.db.select({ event: auditLog.event }).from(auditLog).where(eq(auditLog.actorEmail, u.email));
    expect(events.filter((e) => e.event === 'sign-in-failed').length).toBe(checked.length);
    expect(events.filter((e) => e.event === 'sign-in').length).toBe(0);
    // The owner, elsewhere, is not locked out by the burst.
    expect(
      (await h.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, ip: '10.5.0.2' }))
        .statusCode,
    ).toBe(200);
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
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await h.call('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
      ip: '10.2.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('holds the per-address limit in a parallel burst across 30 accounts', async () => {
    const ip = '10.6.0.1';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.call('POST', '/api/auth/login', { body: { email: `spray-${i}@example.com`, password: 'x-password' }, ip }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 429).length, statuses.join(' ')).toBe(6);
    expect(statuses.filter((status) => status === 429).length).toBe(24);
  });
});

describe('progressive delays for one account from one address', () => {
  let slow: Harness;
  beforeAll(async () => {
    slow = await createHarness({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
      LOGIN_MAX_FAILURES_PER_IP: '100',
      LOGIN_THROTTLE_WINDOW: '3s',
    });
  });
  afterAll(() => slow.close());
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('waits the window after the limit, then twice as long after each further failure', async () => {
    const ip = '10.7.0.1';
    const attempt = (password: string) =>
      slow.call('POST', '/api/auth/login', { body: { email: ADMIN.email, password }, ip });
    expect((await attempt('bad-guess-1')).statusCode).toBe(401);
    expect((await attempt('bad-guess-2')).statusCode).toBe(401);
    const first = await attempt('bad-guess-3');
    expect(first.statusCode).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(3);

    await sleep(3200);
    // One more try once the wait is over; failing it doubles the wait.
    expect((await attempt('bad-guess-4')).statusCode).toBe(401);
    const second = await attempt('bad-guess-5');
    expect(second.statusCode).toBe(429);
    const secondWait = Number(second.headers['retry-after']);
    expect(secondWait).toBeGreaterThanOrEqual(4);
    expect(secondWait).toBeLessThanOrEqual(6);
    // The owner elsewhere is untouched throughout.
    const owner = await slow.call('POST', '/api/auth/login', { body: ADMIN, ip: '10.7.0.2' });
    expect(owner.statusCode).toBe(200);
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

describe('a session ended straight in the database', () => {
  it('refuses its access token on the next request, though the token was answered for before', async () => {
    const u = await h.userWith([]);
    expect((await h.call('GET', '/api/auth/me', { token: u.accessToken })).statusCode).toBe(200);
    await h.changeAuth(() => h.db.delete(sessions).where(eq(sessions.userId, u.user.id)));
    const after = await h.call('GET', '/api/auth/me', { token: u.accessToken });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session has ended; please sign in again');
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
  const register = (body: { email: string; password: string; name?: string }, ip: string) =>
    h.call('POST', '/api/auth/register', { body: { name: 'Asha Rao', ...body }, ip });

  it('creates an account with no role, which sees nothing', async () => {
    const res = await h.call('POST', '/api/auth/register', {
      body: { email: 'New.Person@example.com', password: 'long-enough-1', name: 'Ada King Lovelace' },
      ip: '10.70.0.1',
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
      ip: '10.70.0.2',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Email is already registered',
      errors: { email: 'Email is already registered' },
    });
    const short = await h.call('POST', '/api/auth/register', {
      body: { email: 'a@b.co', password: 'short', name: '' },
      ip: '10.70.0.2',
    });
    expect(short.json().errors).toEqual({
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
    });
  });

  it('throttles sign-ups per address, new and taken e-mails alike, with Retry-After', async () => {
    const ip = '10.71.0.1';
    expect((await register({ email: 'first-71@example.com', password: 'long-enough-1' }, ip)).statusCode).toBe(201);
    expect((await register({ email: ADMIN.email, password: 'long-enough-1' }, ip)).statusCode).toBe(409);
    expect((await register({ email: 'second-71@example.com', password: 'long-enough-1' }, ip)).statusCode).toBe(201);
    // The budget of 3 is spent: the next answer is the same 429 whichever e-mail is given.
    const fresh = await register({ email: 'third-71@example.com', password: 'long-enough-1' }, ip);
    const taken = await register({ email: ADMIN.email, password: 'long-enough-1' }, ip);
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many sign-ups from this address. Try again later.',
      });
    }
    expect(taken.body).toBe(fresh.body);
    // Nothing was made; another address still signs up.
    expect(await h.db.$count(users, eq(users.email, 'third-71@example.com'))).toBe(0);
    expect((await register({ email: 'third-71@example.com', password: 'long-enough-1' }, '10.71.0.2')).statusCode).toBe(
      201,
    );
  });

  it('holds the per-address sign-up limit in a parallel burst', async () => {
    const ip = '10.72.0.1';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        register({ email: `burst-${i}@example.com`, password: 'long-enough-1' }, ip),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201).length, statuses.join(' ')).toBe(3);
    expect(statuses.filter((status) => status === 429).length).toBe(9);
  });

  describe('refuses trivial passwords with 400 on password', () => {
    const email = 'kavya.sharma@example.com';
    const cases: [string, string, string][] = [
      ['only spaces', '          ', 'Password cannot be only spaces'],
      ['only tabs and spaces', ' \t \t \t \t ', 'Password cannot be only spaces'],
      ['one character repeated', 'aaaaaaaaaaaa', 'Password cannot be one character repeated'],
      ['one digit repeated', '7777777777', 'Password cannot be one character repeated'],
      ['one emoji repeated', '🐟🐟🐟🐟🐟🐟🐟🐟', 'Password cannot be one character repeated'],
      ['the e-mail', email, 'Password cannot be your email address'],
      ['the e-mail in capitals', email.toUpperCase(), 'Password cannot be your email address'],
      ['the local part', 'kavya.sharma', 'Password cannot be your email address'],
      ['the local part, padded', ' Kavya.Sharma ', 'Password cannot be your email address'],
    ];
    for (const [name, password, message] of cases) {
      it(name, async () => {
        const res = await register({ email, password }, '10.74.0.1');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, errors: { password: message } });
      });
    }

    it('answers a taken e-mail exactly as a new one, and spends none of the address budget', async () => {
      const ip = '10.73.0.1';
      const answers: string[] = [];
      for (const address of ['someone-new@example.com', ADMIN.email]) {
        const res = await register({ email: address, password: 'xxxxxxxxxx' }, ip);
        expect(res.statusCode).toBe(400);
        answers.push(res.body);
      }
      expect(answers[1]).toBe(answers[0]);
      // Refused before the throttle counts: the address still has its three sign-ups.
      for (let i = 0; i < 3; i++) {
        const res = await register({ email: `someone-${i}@example.com`, password: 'long-enough-1' }, ip);
        expect(res.statusCode).toBe(201);
      }
      expect((await register({ email: 'someone-3@example.com', password: 'long-enough-1' }, ip)).statusCode).toBe(429);
    });

    it('takes passwords that merely contain the e-mail or repeat a pattern', async () => {
      for (const [i, password] of ['kavya.sharma-lathe-77', 'abababababab', 'aaaaaaaaaaab'].entries()) {
        const res = await register({ email: `kavya.sharma${i}@example.com`, password }, `10.75.0.${i}`);
        expect(res.statusCode, password).toBe(201);
      }
      expect(await h.db.$count(users, eq(users.email, email))).toBe(0);
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
      // The same answer for an e-mail that has an account.
      const taken = await closed.call('POST', '/api/auth/register', {
        body: { email: ADMIN.email, password: 'long-enough-1', name: 'X' },
      });
      expect(taken.statusCode).toBe(403);
      expect(taken.body).toBe(res.body);
      expect((await closed.call('GET', '/api/settings')).json()).toEqual({
        companyName: 'Acme Precision',
        allowSignup: false,
      });
    } finally {
      await closed.close();
    }
  });
});
