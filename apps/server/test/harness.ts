import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Permission, User } from '@lathe/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, appDatabase, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { ChangeFeed, DatabaseOptions, Db } from '../src/db/client.js';
import { seedInitialData } from '../src/db/seed.js';
import { AUTH_CHANGED } from '../src/plugins/access.js';
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

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

export interface Harness {
  app: App;
  /** The database behind the app, for checks the API cannot show. */
  db: Db;
  config: Config;
  /** Signs in and returns the access token and the whole response body. */
  login(email: string, password: string): Promise<{ accessToken: string; refreshToken: string; user: User }>;
  adminToken(): Promise<string>;
  /**
   * Runs a write made straight in the database to users, roles or sessions, and waits until the
   * app has heard of it (the auth_changed notification): as an operator's change would, it
   * reaches the app a notification's delay later, not within the statement.
   */
  changeAuth(write: () => Promise<unknown>): Promise<void>;
  /** Creates a role with exactly these permissions and a user holding it; returns its tokens. */
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

/** The real app on a fresh database, seeded as a first start would; called once per test file. */
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
    onQuery,
    statementTimeoutMs: env.STATEMENT_TIMEOUT ? config.statementTimeoutMs : undefined,
  });
  await seedInitialData(database.db, { email: ADMIN.email, password: ADMIN.password });
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

  let adminToken: string | undefined;
  const getAdminToken = async (): Promise<string> => {
    const token = adminToken ?? (await login(ADMIN.email, ADMIN.password)).accessToken;
    adminToken = token;
    return token;
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
      const created = await call('POST', '/api/users', {
        token,
        body: { email, password, firstName: 'Test', lastName: suffix, roleId: role.json().id },
      });
      if (created.statusCode !== 201) throw new Error(`user: ${created.body}`);
      const session = await login(email, password);
      return { ...session, email, password, roleId: role.json().id };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(materialFiles, { recursive: true, force: true });
    },
  };
}
