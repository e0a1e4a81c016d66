import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lathe/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../src/lib/common-passwords.js';
import { SERVER_ROOT } from '../src/paths.js';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
let token: string;
let roleId: string;
beforeAll(async () => {
  // Dozens of sign-ups and sign-ins from one address; the throttles are tested in auth.test.ts.
  h = await createHarness({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    SIGNUP_MAX_PER_IP: '1000',
  });
  token = await h.adminToken();
  const role = await h.call('POST', '/api/roles', {
    token,
    body: { name: 'Password testers', permissions: [{ scope: 'users', actions: ['view', 'edit'] }] },
  });
  roleId = role.json().id;
});
afterAll(() => h.close());

const email = () => `pw-${randomUUID().slice(0, 8)}@example.com`;
const register = (password: string, address = email()) =>
  h.call('POST', '/api/auth/register', { body: { email: address, password, name: 'Asha Rao' } });
const createUser = (password: string, address = email()) =>
  h.call('POST', '/api/users', {
    token,
    body: { email: address, password, firstName: 'Asha', lastName: 'Rao', roleId },
  });
const signIn = (address: string, password: string) =>
  h.call('POST', '/api/auth/login', { body: { email: address, password }, ip: '10.50.0.1' });
/** PUT users/{id} (whole record, as the edit form sends it) with a new password. */
async function changePassword(id: string, password: string, by: string) {
  const current = (await h.call('GET', `/api/users/${id}`, { token: by })).json();
  return h.call('PUT', `/api/users/${id}`, {
    token: by,
    body: {
      password,
      firstName: current.firstName,
      lastName: current.lastName,
      isActive: current.isActive,
      roleId: current.role.id,
      version: current.version,
    },
  });
}
const refresh = (refreshToken: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${refreshToken}` } });

/** A password of exactly `length` characters that is on no list. */
const passwordOf = (length: number) => `Zq7-${'kv3m'.repeat(40)}`.slice(0, length);

describe(`length: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, () => {
  it('keeps the rule at 8 to at least 64', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
  });

  for (const [name, call] of [
    ['sign-up', register],
    ['user create', createUser],
  ] as const) {
    it(`${name}: takes 8 and ${PASSWORD_MAX_LENGTH}, refuses 7 and ${PASSWORD_MAX_LENGTH + 1} on the password field`, async () => {
      expect((await call(passwordOf(PASSWORD_MIN_LENGTH))).statusCode).toBe(201);
      expect((await call(passwordOf(PASSWORD_MAX_LENGTH))).statusCode).toBe(201);

      const short = await call(passwordOf(PASSWORD_MIN_LENGTH - 1));
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
      const long = await call(passwordOf(PASSWORD_MAX_LENGTH + 1));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ password: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
    });
  }

  it('signs in with a 64-character passphrase of spaces, accents, other scripts and an emoji', async () => {
    const passphrase = 'Złota rybka — 東京の夜景 is lovely; ünïcödé naïveté ok 🐟 fin';
    const padded = passphrase.padEnd(64, '!');
    expect(padded).toHaveLength(64);
    const viaSignUp = email();
    expect((await register(padded, viaSignUp)).statusCode).toBe(201);
    expect((await signIn(viaSignUp, padded)).statusCode).toBe(200);
    expect((await signIn(viaSignUp, padded.trim().slice(0, -1))).statusCode).toBe(401);

    const viaAdmin = email();
    expect((await createUser(padded, viaAdmin)).statusCode).toBe(201);
    expect((await signIn(viaAdmin, padded)).statusCode).toBe(200);
  });

  it(`signs in with a ${PASSWORD_MAX_LENGTH}-character password`, async () => {
    const address = email();
    const password = passwordOf(PASSWORD_MAX_LENGTH);
    expect((await createUser(password, address)).statusCode).toBe(201);
    expect((await signIn(address, password)).statusCode).toBe(200);
  });
});

describe('common passwords are refused', () => {
  const common = dictionary['passwords-common'];

  it('knows the list, whatever the letter case', () => {
    expect(common.length).toBeGreaterThan(40_000);
    for (const password of ['password123', 'PassWord123', 'QWERTYUIOP', 'iloveyou1', 'sunshine']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('kv3m-Zq7-lathe')).toBe(false);
  });

  it('on sign-up, with 400 on the password field', async () => {
    const res = await register('Password123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: COMMON_PASSWORD_MESSAGE,
      errors: { password: COMMON_PASSWORD_MESSAGE },
    });
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common; choose another');
  });

  it('on user create', async () => {
    const address = email();
    const res = await createUser('qwertyuiop', address);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    expect(await h.db.select({ id: users.id }).from(users).where(eq(users.email, address))).toEqual([]);
  });

  it("on a user's password change, by an admin and by the user", async () => {
    const address = email();
    const password = passwordOf(20);
    const { id } = (await createUser(password, address)).json();
    const byAdmin = await changePassword(id, 'iloveyou1', token);
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });

    const own = await signIn(address, password);
    const bySelf = await changePassword(id, 'Sunshine1', own.json().accessToken);
    expect(bySelf.statusCode).toBe(400);
    expect(bySelf.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    // And on the user's own change of it, from My Account.
    const ownChange = await h.call('PUT', '/api/auth/me/password', {
      token: own.json().accessToken,
      body: { currentPassword: password, newPassword: 'Sunshine1' },
    });
    expect(ownChange.statusCode).toBe(400);
    expect(ownChange.json().errors).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    // Nothing changed: the old password still works.
    expect((await signIn(address, password)).statusCode).toBe(200);
  });

  it('refuses a common ADMIN_PASSWORD at start-up', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Password1' })).toThrow(
      'ADMIN_PASSWORD: This password is too common; choose another',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow('at most 128 characters');
    expect(loadConfig({ ADMIN_PASSWORD: 'kv3m-Zq7-lathe' }).adminPassword).toBe('kv3m-Zq7-lathe');
  });

  it('keeps the list out of the browser: no web or shared source imports it', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
        return /\.(ts|tsx)$/.test(name) ? [path] : [];
      });
    const browserSide = [
      ...sources(join(SERVER_ROOT, '../web/src')),
      ...sources(join(SERVER_ROOT, '../../packages/shared/src')),
    ];
    expect(browserSide.length).toBeGreaterThan(50);
    for (const file of browserSide) expect(readFileSync(file, 'utf8'), file).not.toMatch(/zxcvbn|common-passwords/);
  });
});

describe('argon2id with at least OWASP’s parameters', () => {
  /** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → its parts. */
  async function storedHashOf(address: string) {
    const [row] = await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, address));
    const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
      row?.hash ?? '',
    );
    if (!match) throw new Error(`not a PHC argon2 hash: ${row?.hash}`);
    const [, algorithm, version, m, t, p] = match;
    return { algorithm, version: Number(version), memoryKiB: Number(m), passes: Number(t), lanes: Number(p) };
  }

  it('stores users made through the API, by sign-up and by an admin, with m ≥ 19456 KiB, t ≥ 2, p ≥ 1', async () => {
    const [a, b] = [email(), email()];
    expect((await register(passwordOf(12), a)).statusCode).toBe(201);
    expect((await createUser(passwordOf(12), b)).statusCode).toBe(201);
    for (const address of [a, b]) {
      const hash = await storedHashOf(address);
      expect(hash.algorithm).toBe('argon2id');
      expect(hash.version).toBe(19);
      expect(hash.memoryKiB).toBeGreaterThanOrEqual(19_456);
      expect(hash.passes).toBeGreaterThanOrEqual(2);
      expect(hash.lanes).toBeGreaterThanOrEqual(1);
    }
  });

  it("hashes a user's own new password the same way", async () => {
    const address = email();
    const password = passwordOf(12);
    await createUser(password, address);
    const session = (await signIn(address, password)).json();
    const res = await h.call('PUT', '/api/auth/me/password', {
      token: session.accessToken,
      body: { currentPassword: password, newPassword: passwordOf(14) },
    });
    expect(res.statusCode).toBe(204);
    const after = await storedHashOf(address);
    expect(after).toMatchObject({ algorithm: 'argon2id', version: 19 });
    expect(after.memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(after.passes).toBeGreaterThanOrEqual(2);
  });

  it('hashes a changed password the same way', async () => {
    const address = email();
    const { id } = (await createUser(passwordOf(12), address)).json();
    const before = (await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash;
    expect((await changePassword(id, passwordOf(15), token)).statusCode).toBe(200);
    const after = await storedHashOf(address);
    expect(after).toMatchObject({ algorithm: 'argon2id', version: 19 });
    expect(after.memoryKiB).toBeGreaterThanOrEqual(19_456);
    const [row] = await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(row?.hash).not.toBe(before);
  });
});

describe('a password change or deactivation ends the sessions', () => {
  async function signedInUser() {
    const address = email();
    const password = passwordOf(16);
    const { id } = (await createUser(password, address)).json();
    const session = (await signIn(address, password)).json();
    expect((await h.call('GET', '/api/auth/me', { token: session.accessToken })).statusCode).toBe(200);
    return { id, address, password, session };
  }
  async function expectEnded(session: { accessToken: string; refreshToken: string }) {
    const me = await h.call('GET', '/api/auth/me', { token: session.accessToken });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(401);
  }

  it('when an admin changes the password', async () => {
    const { id, address, password, session } = await signedInUser();
    const other = (await signIn(address, password)).json();
    const newPassword = passwordOf(18);
    expect((await changePassword(id, newPassword, token)).statusCode).toBe(200);
    await expectEnded(session);
    await expectEnded(other);
    expect((await signIn(address, password)).statusCode).toBe(401);
    expect((await signIn(address, newPassword)).statusCode).toBe(200);
  });

  it('when users change their own password (every session, the one used too)', async () => {
    const { id, address, password, session } = await signedInUser();
    const other = (await signIn(address, password)).json();
    const newPassword = passwordOf(19);
    expect((await changePassword(id, newPassword, session.accessToken)).statusCode).toBe(200);
    await expectEnded(session);
    await expectEnded(other);
    expect((await signIn(address, newPassword)).statusCode).toBe(200);
  });

  it('when the account is deactivated, and turning it back on does not revive them', async () => {
    const { id, address, password, session } = await signedInUser();
    const put = async (isActive: boolean) => {
      const current = (await h.call('GET', `/api/users/${id}`, { token })).json();
      return h.call('PUT', `/api/users/${id}`, {
        token,
        body: { firstName: 'Asha', lastName: 'Rao', roleId, isActive, version: current.version },
      });
    };
    expect((await put(false)).statusCode).toBe(200);
    await expectEnded(session);
    expect((await signIn(address, password)).json().message).toBe('Account is disabled');

    expect((await put(true)).statusCode).toBe(200);
    await expectEnded(session);
    expect((await signIn(address, password)).statusCode).toBe(200);
  });

  it('keeps other users signed in', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    expect((await changePassword(a.id, passwordOf(21), token)).statusCode).toBe(200);
    expect((await h.call('GET', '/api/auth/me', { token: b.session.accessToken })).statusCode).toBe(200);
    expect((await refresh(b.session.refreshToken)).statusCode).toBe(200);
  });
});
