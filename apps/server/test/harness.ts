import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Permission, User } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, appDatabase, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { ChangeFeed, DatabaseOptions, Db } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { AUTH_CHANGED } from '../src/plugins/access.js';
import { ADMIN } from './admin.js';
import { insertTestUser, sessionMinter } from './minted-sign-in.js';
import { openTestDatabase } from './test-database.js';

/** How long a test waits for the notification of its own change before calling it lost. */
const NOTIFICATION_TIMEOUT_MS = 5_000;

/** A promise of the next auth_changed notification the database delivers. */
async function authChangesHeard(listen: ChangeFeed) {
  let waiting: (() => void)[] = [];
  await listen(AUTH_CHANGED, {
    notified() {
      const told = waiting;
      waiting = [];
      for (const resolve of told) resolve();
    },
    connected() {},
  });
  return {
    next: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no auth_changed notification arrived')),
          NOTIFICATION_TIMEOUT_MS,
        );
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}

export { ADMIN };

export interface Harness {
  app: App;
  /** The database behind the app, for checks the API cannot show. */
  db: Db;
  config: Config;
  /** Signs in through the API (a real sign-in: the password checked) and returns the whole response body. */
  login(email: string, password: string): Promise<{ accessToken: string; refreshToken: string; user: User }>;
  /** An access token of the seeded admin, minted (no sign-in) once per half its lifetime. */
  adminToken(): Promise<string>;
  /**
   * Runs a write made straight in the database to users, roles or sessions, and waits until the
   * app has heard of it (the auth_changed notification): as an operator's change would, it
   * reaches the app a notification's delay later, not within the statement.
   */
  changeAuth(write: () => Promise<unknown>): Promise<void>;
  /**
   * Creates a role with exactly these permissions (through the API) and a user holding it (written
   * with a test-only cheap hash of its password), and returns a session minted for it: no
   * sign-in. `h.login` with its e-mail and password is a real one.
   */
  userWith(permissions: Permission[], overrides?: { password?: string }): Promise<TestUser>;
  /** An API call; `token` becomes the Bearer header. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; ip?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestUser {
  user: User;
  email: string;
  password: string;
  roleId: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * The real app on a fresh database seeded as a first start would (a copy of the seeded template:
 * the Admin role and ADMIN); called once per test file.
 */
export async function createHarness(
  env: Record<string, string> = {},
  { onQuery }: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<Harness> {
  // Uploaded mill test certificates go to a folder of the harness's own, removed when it closes.
  const materialFiles = mkdtempSync(join(tmpdir(), 'lathe-certificates-'));
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    MATERIAL_FILES_DIR: materialFiles,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    // Suites make hundreds of writes as one user; limits.test.ts sets low budgets to test them.
    WRITE_RATE_LIMIT: '1000000',
    EXPORT_RATE_LIMIT: '1000000',
    EMAIL_RATE_LIMIT: '1000000',
    READ_RATE_LIMIT: '1000000',
    READS_IN_FLIGHT: '1000000',
    ...env,
  });
  // The statement timeout only where a test asks for it: seeding thousands of rows must not trip it.
  const database = await openTestDatabase({
    seeded: true,
    onQuery,
    statementTimeoutMs: env.STATEMENT_TIMEOUT ? config.statementTimeoutMs : undefined,
  });
  const secrets = { access: randomBytes(32), refresh: randomBytes(32) };
  const app = await buildApp({ config, secrets, ...appDatabase(database), logger: false });
  await app.ready();
  // Registered after the app's own listener: on the same connection, told after it.
  const heard = await authChangesHeard(database.listen);

  const call: Harness['call'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  async function login(email: string, password: string) {
    const response = await call('POST', '/api/auth/login', {
      body: { email, password },
      ip: `10.9.${Math.floor(Math.random() * 250)}.1`,
    });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  const mint = sessionMinter(database.db, secrets, config);
  let adminToken: Promise<string> | undefined;
  let adminTokenAt = 0;
  const getAdminToken = (): Promise<string> => {
    // Minted again once half its lifetime is gone: a long file (the hostile scan, on a loaded
    // machine) outlives one access token.
    if (Date.now() - adminTokenAt > (config.accessTokenTtl * 1000) / 2) adminToken = undefined;
    adminToken ??= (async () => {
      adminTokenAt = Date.now();
      const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
      if (!admin) throw new Error('the seeded template has no admin');
      return (await mint(admin.id)).accessToken;
    })();
    return adminToken;
  };

  return {
    app,
    db: database.db,
    config,
    login,
    adminToken: getAdminToken,
    changeAuth: async (write) => {
      const seen = heard.next();
      await write();
      await seen;
    },
    call,
    async userWith(permissions, overrides = {}) {
      const token = await getAdminToken();
      const suffix = randomUUID().slice(0, 8);
      const role = await call('POST', '/api/roles', { token, body: { name: `Role ${suffix}`, permissions } });
      if (role.statusCode !== 201) throw new Error(`role: ${role.body}`);
      const email = `user-${suffix}@example.com`;
      const password = overrides.password ?? 'user-password-1';
      const roleId = role.json().id as string;
      const user = await insertTestUser(database.db, { email, password, firstName: 'Test', lastName: suffix, roleId });
      return { ...(await mint(user.id)), user, email, password, roleId };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(materialFiles, { recursive: true, force: true });
    },
  };
}
