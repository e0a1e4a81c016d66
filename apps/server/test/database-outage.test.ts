import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, appDatabase, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { createTokenService } from '../src/lib/tokens.js';
import { openTestDatabase } from './test-database.js';

/** Nothing listens here (the drills' range, 4100–4199): every connection is refused. */
const CLOSED_PORT = 4199;
/** A server that accepts connections and never answers, like a database host gone silent. */
const SILENT_PORT = 4198;

const secrets = { access: randomBytes(32), refresh: randomBytes(32) };

async function appOn(port: number): Promise<{ app: App; database: Database }> {
  const config = loadConfig({ DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
  // The pool connects lazily: opening it does not touch the server.
  const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/lathe` });
  const app = await buildApp({ config, secrets, ...appDatabase(database), logger: false });
  await app.ready();
  return { app, database };
}

/** A well-signed access token: the request gets as far as loading its user from the database. */
const accessToken = () =>
  createTokenService(secrets, { access: 600, refresh: 600 }).signAccess({
    sub: randomUUID(),
    sid: randomUUID(),
    cv: 1,
  });

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The database is unavailable; try again in a moment',
  });
}

describe('while PostgreSQL cannot be reached', () => {
  let closed: { app: App; database: Database };
  beforeAll(async () => {
    closed = await appOn(CLOSED_PORT);
  });
  afterAll(async () => {
    await closed?.app.close();
    await closed?.database.close();
  });

  it('health answers 503 saying the database is unavailable', async () => {
    const res = await closed.app.inject({ method: 'GET', url: '/api/health' });
    expectUnavailable(res);
    expect(res.json()).toMatchObject({ status: 'unavailable' });
  });

  it('a data route, a sign-in and a write answer the JSON 503 error body, never a 500', async () => {
    const authorization = `Bearer ${await accessToken()}`;
    expectUnavailable(await closed.app.inject({ method: 'GET', url: '/api/customers', headers: { authorization } }));
    expectUnavailable(
      await closed.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: { authorization },
        payload: { partyCode: 'C-1', name: 'Kirloskar' },
      }),
    );
    expectUnavailable(
      await closed.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'a-long-password-1' },
      }),
    );
  });
});

describe('when the database host accepts connections but never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(SILENT_PORT, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('a request gives up after the connect timeout with a 503 instead of hanging', async () => {
    const { app, database } = await appOn(SILENT_PORT);
    try {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expectUnavailable(res);
      const seconds = (performance.now() - started) / 1000;
      expect(seconds).toBeGreaterThan(4);
      expect(seconds).toBeLessThan(9);
    } finally {
      await app.close();
      await database.close();
    }
  }, 20_000);
});

// A real server is needed to cut a connection: the PostgreSQL suite (TEST_DATABASE_URL) runs this.
describe.runIf(process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)(
  'a connection cut in the middle of a transaction',
  () => {
    it('fails that transaction with a 503-class error and does not crash the process', async () => {
      const database = await openTestDatabase();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const failure = await database.db
          .transaction(async (tx) => {
            const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            };
            // An operator (or a restart) ends this session between two of its queries: the
            // client is checked out of the pool, where only our listener hears its 'error'.
            await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
        // The pool dropped the broken client: the next query gets a new connection.
        expect((await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).toMatchObject({
          rows: [{ one: 1 }],
        });
      } finally {
        await admin.end();
        await database.close();
      }
    });
  },
);

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows the errors of a database that is away, also wrapped as Drizzle wraps them', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('Failed query', { cause: withCode('22P02') }),
      new Error('Something else'),
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
