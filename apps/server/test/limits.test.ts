import { randomUUID } from 'node:crypto';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { ADMIN, createHarness, type Harness, type TestUser } from './harness.js';

const MiB = 1024 * 1024;
const isPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** The contract's error body, exactly: no stack, no extra keys. */
function expectErrorBody(body: Record<string, unknown>, statusCode: number, error: string) {
  expect(Object.keys(body).sort()).toEqual(
    body.errors ? ['error', 'errors', 'message', 'statusCode'] : ['error', 'message', 'statusCode'],
  );
  expect(body).toMatchObject({ statusCode, error, message: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+|node_modules|select |insert /i);
}

/** The rows of a raw statement (the same shape from node-postgres and PGlite). */
const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * One app for the limits that need no special configuration (a fresh database costs seconds);
 * its sign-in throttle is generous, as the timing test signs in wrongly twenty times.
 */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  token = await h.adminToken();
});
afterAll(() => h.close());

describe('request body ≤ 1 MiB', () => {
  const post = (url: string, payload: string) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
  /** A JSON object of exactly `bytes` bytes. */
  const jsonOf = (bytes: number) => {
    const frame = '{"machineNo":"M-1","machineName":"Lathe","setupNo":""}';
    return `${frame.slice(0, -1)},"pad":"${'x'.repeat(bytes - frame.length - 9)}"}`;
  };

  it('answers 413 with the JSON error body for a body over 1 MiB, and takes one of exactly 1 MiB', async () => {
    expect(jsonOf(MiB)).toHaveLength(MiB);
    const over = await post('/api/machines', jsonOf(MiB + 1));
    expect(over.statusCode).toBe(413);
    expect(over.headers['content-type']).toMatch(/application\/json/);
    expectErrorBody(over.json(), 413, 'Payload Too Large');
    expect(over.json().message).toBe('The request body is larger than the 1 MiB limit');

    const atLimit = await post('/api/machines', jsonOf(MiB));
    expect(atLimit.statusCode).toBe(201);
  });

  it('applies to every write method', async () => {
    const created = (
      await h.call('POST', '/api/machines', { token, body: { machineNo: 'M-2', machineName: 'Mill' } })
    ).json();
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/machines/${created.id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: jsonOf(2 * MiB),
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.json(), 413, 'Payload Too Large');
  });

  it('lets only the CSV import carry more (20,000 rows in one request), up to 20 MiB', async () => {
    // 1.5 MiB of rows is read and checked (a 400 on its content), not refused for its size.
    const rows = Array.from({ length: 1500 }, (_, i) => ({ partyCode: `P-${i}`, name: 'x'.repeat(1000) }));
    const large = await post('/api/customers/import', JSON.stringify({ rows, dryRun: 'yes' }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1.4 * MiB);
    expect(large.statusCode).toBe(400);
    expect(large.json().errors).toHaveProperty('dryRun');

    const tooLarge = await post('/api/customers/import', `{"rows":[],"pad":"${'x'.repeat(20 * MiB)}"}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The request body is larger than the 20 MiB limit');
  });
});

describe('search ≤ 100 characters and page size ≤ 100, on every list and picker', () => {
  let listPaths: string[];
  let searchPaths: string[];
  beforeAll(async () => {
    // The OpenAPI document is generated from the routes' own query schemas: every route
    // that takes `limit` or `search` is found, including ones added after this test.
    const doc = (await h.call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const getsWith = (name: string) =>
      Object.entries(doc.paths)
        .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === name))
        .map(([path]) => path);
    listPaths = getsWith('limit');
    searchPaths = getsWith('search');
  });

  /** Path parameters get a real-looking UUID: the query is checked before any record is read. */
  const urlOf = (path: string, query: string) =>
    `${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}?${query}`;

  it('finds the lists in the route table', () => {
    for (const path of [
      '/api/users',
      '/api/roles',
      '/api/customers',
      '/api/products',
      '/api/invoices',
      '/api/sales-orders',
    ]) {
      expect(listPaths).toContain(path);
    }
    for (const path of ['/api/customers/export', '/api/departments/options', '/api/products/options']) {
      expect(searchPaths).toContain(path);
    }
    for (const path of listPaths) expect(searchPaths).toContain(path);
  });

  it('answers 400 on `limit` for limit=101 and takes limit=100, on every list', async () => {
    for (const path of listPaths) {
      const over = await h.call('GET', urlOf(path, `limit=${MAX_PAGE_SIZE + 1}`), { token });
      expect(over.statusCode, path).toBe(400);
      expectErrorBody(over.json(), 400, 'Bad Request');
      expect(over.json().errors?.limit, path).toBe(`Limit must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const ok = await h.call('GET', `/api/customers?limit=${MAX_PAGE_SIZE}`, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().limit).toBe(MAX_PAGE_SIZE);
  });

  it('answers 400 on `search` for 101 characters, on every list, export and picker', async () => {
    const tooLong = encodeURIComponent('é'.repeat(SEARCH_MAX_LENGTH + 1));
    for (const path of searchPaths) {
      const res = await h.call('GET', urlOf(path, `search=${tooLong}`), { token });
      expect(res.statusCode, path).toBe(400);
      expectErrorBody(res.json(), 400, 'Bad Request');
      expect(res.json().errors?.search, path).toBe(SEARCH_TOO_LONG_MESSAGE);
    }
    expect(SEARCH_TOO_LONG_MESSAGE).toBe('Search must be at most 100 characters');
  });

  it('takes a search of exactly 100 characters (and trims the spaces around it first)', async () => {
    const search = encodeURIComponent(` ${'a'.repeat(SEARCH_MAX_LENGTH)} `);
    for (const path of ['/api/customers', '/api/customers/export', '/api/departments/options']) {
      expect((await h.call('GET', `${path}?search=${search}`, { token })).statusCode, path).toBe(200);
    }
  });

  it('bounds the party-code lookup in the path too: the router refuses a segment over 100 characters', async () => {
    const ok = await h.call('GET', `/api/customers/party-code/${'A'.repeat(100)}`, { token });
    expect(ok.statusCode).toBe(200);
    const long = await h.call('GET', `/api/customers/party-code/${'A'.repeat(101)}`, { token });
    expect(long.statusCode).toBe(414);
    expectErrorBody(long.json(), 414, 'URI Too Long');
    expect(long.json().message).toBe('The address is too long: a part of the path is over 100 characters');
  });
});

describe('database statement timeout', () => {
  it('maps a cancelled statement (SQLSTATE 57014) to 503 with the JSON error body, from either driver', async () => {
    // A bare app with the real error handler and the real database driver: PL/pgSQL raises
    // the very error PostgreSQL's statement timeout raises, through Drizzle and the driver.
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/cancelled', async () => {
      await h.db.execute(
        sql.raw(
          `do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`,
        ),
      );
      return {};
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/cancelled' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expectErrorBody(res.json(), 503, 'Service Unavailable');
      expect(res.json().message).toBe('The request took too long; try again or narrow the search');
    } finally {
      await app.close();
    }
  });

  describe.runIf(isPostgres)('on PostgreSQL', () => {
    let h: Harness;
    let token: string;
    beforeAll(async () => {
      h = await createHarness({ STATEMENT_TIMEOUT: '300ms' });
      token = await h.adminToken();
    });
    afterAll(() => h?.close());

    it('sets the timeout on the app pool', async () => {
      const [shown] = await rowsOf<{ statement_timeout: string }>(h.db.execute(sql`show statement_timeout`));
      expect(shown?.statement_timeout).toBe('300ms');
    });

    it('cancels a statement running past it', async () => {
      const started = performance.now();
      await expect(h.db.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it('answers 503 with the JSON error body when a real request is held past it, and serves again after', async () => {
      const created = await h.call('POST', '/api/machines', { token, body: { machineNo: 'T-1', machineName: 'Slow' } });
      expect(created.statusCode).toBe(201);
      // Another connection holds the table, so the app's list query waits for it.
      const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(
        h.db.execute(sql`select current_database() as name`),
      );
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      const blocker = new pg.Client({ connectionString: url.toString() });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table machines in access exclusive mode');
        const started = performance.now();
        const res = await h.call('GET', '/api/machines', { token });
        expect(res.statusCode).toBe(503);
        expectErrorBody(res.json(), 503, 'Service Unavailable');
        expect(res.json().message).toBe('The request took too long; try again or narrow the search');
        expect(performance.now() - started).toBeLessThan(3000);
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      expect((await h.call('GET', '/api/machines', { token })).statusCode).toBe(200);
    });
  });
});

describe('per-user rate limit on writes and exports; sign-in throttle', () => {
  const WRITES = 10;
  const EXPORTS = 2;
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;
  const machinePermissions = [{ scope: 'machines' as const, actions: ['view', 'create', 'edit', 'delete'] as const }];
  beforeAll(async () => {
    h = await createHarness({
      WRITE_RATE_LIMIT: String(WRITES),
      EXPORT_RATE_LIMIT: String(EXPORTS),
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
      LOGIN_MAX_FAILURES_PER_IP: '20',
    });
    // The admin spends 4 of its own 10 writes here.
    alice = await h.userWith(machinePermissions.map((p) => ({ ...p, actions: [...p.actions] })));
    bob = await h.userWith(machinePermissions.map((p) => ({ ...p, actions: [...p.actions] })));
  });
  afterAll(() => h.close());

  const write = (user: TestUser, i: number) =>
    h.call('POST', '/api/machines', { token: user.accessToken, body: { machineNo: `A-${i}`, machineName: 'Lathe' } });

  it(`refuses the write after ${WRITES} in the window with 429, Retry-After and the JSON error body`, async () => {
    for (let i = 0; i < WRITES; i++) {
      const res = await write(alice, i);
      expect(res.statusCode, `write ${i + 1}`).toBe(201);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(WRITES - i - 1));
    }
    const refused = await write(alice, WRITES);
    expect(refused.statusCode).toBe(429);
    expectErrorBody(refused.json(), 429, 'Too Many Requests');
    expect(refused.json().message).toMatch(/^Too many changes in a short time; try again in \d+ seconds?$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Nothing was written.
    const list = (await h.call('GET', `/api/machines?search=A-${WRITES}`, { token: alice.accessToken })).json();
    expect(list.total).toBe(0);
    // Every write method spends the same budget.
    const id = (await h.call('GET', '/api/machines?limit=1', { token: alice.accessToken })).json().data[0].id;
    expect((await h.call('DELETE', `/api/machines/${id}`, { token: alice.accessToken })).statusCode).toBe(429);
  });

  it('leaves another user, reads and the sign-in routes alone', async () => {
    expect((await write(bob, 100)).statusCode).toBe(201);
    for (let i = 0; i < 3 * WRITES; i++) {
      expect((await h.call('GET', '/api/machines', { token: alice.accessToken })).statusCode).toBe(200);
    }
    expect((await h.call('GET', '/api/auth/me', { token: alice.accessToken })).statusCode).toBe(200);
    // Sign-in, refresh and sign-out have their own throttle and are not counted here.
    const session = await h.login(alice.email, alice.password);
    const refreshed = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await h.call('POST', '/api/auth/logout', { token: refreshed.json().token.accessToken })).statusCode).toBe(
      204,
    );
    // Still limited, whichever of her sessions she uses: the budget is per user.
    const other = await h.login(alice.email, alice.password);
    expect((await write({ ...alice, accessToken: other.accessToken }, 200)).statusCode).toBe(429);
    // Her own account's writes (a password change, signing out sessions) spend it too.
    const ownAccount = await h.call('PUT', '/api/auth/me/password', {
      token: other.accessToken,
      body: { currentPassword: alice.password, newPassword: 'kv3m-Zq7-new-choice' },
    });
    expect(ownAccount.statusCode).toBe(429);
    expect((await h.call('POST', '/api/auth/sessions/end-others', { token: other.accessToken })).statusCode).toBe(429);
    expect((await h.login(alice.email, alice.password)).accessToken).toEqual(expect.any(String));
  });

  it(`gives exports a budget of their own (${EXPORTS} per window)`, async () => {
    // Alice's writes are spent; her exports are not.
    for (let i = 0; i < EXPORTS; i++) {
      const res = await h.call('GET', '/api/machines/export', { token: alice.accessToken });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
    }
    const refused = await h.call('GET', '/api/machines/export', { token: alice.accessToken });
    expect(refused.statusCode).toBe(429);
    expectErrorBody(refused.json(), 429, 'Too Many Requests');
    expect(refused.json().message).toMatch(/^Too many exports in a short time/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Bob's exports and Alice's list reads are untouched.
    expect((await h.call('GET', '/api/machines/export', { token: bob.accessToken })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/machines', { token: alice.accessToken })).statusCode).toBe(200);
  });

  it('counts only signed-in calls: a request without a token is a 401, not a spent write', async () => {
    const res = await h.call('POST', '/api/machines', { body: { machineNo: 'X', machineName: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  /** Five failures of one account from one address: the pair's limit, not the address's. */
  async function exhaust(email: string, ip: string) {
    for (let i = 0; i < 5; i++) {
      const res = await h.call('POST', '/api/auth/login', { body: { email, password: `not-the-password-${i}` }, ip });
      expect(res.statusCode).toBe(401);
    }
    return h.call('POST', '/api/auth/login', { body: { email, password: 'not-the-password-9' }, ip });
  }

  it('answers the same 429 for an unknown e-mail as for a known one', async () => {
    const known = await exhaust(ADMIN.email, '10.30.0.1');
    const unknown = await exhaust('nobody-throttled@example.com', '10.30.0.2');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expectErrorBody(known.json(), 429, 'Too Many Requests');
    expect(known.json().message).toBe('Too many failed sign-in attempts. Try again later.');
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits out the block from that address…
    const right = await h.call('POST', '/api/auth/login', { body: ADMIN, ip: '10.30.0.1' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(known.json());
    // …while the account's owner, from another address, is not locked out.
    expect((await h.call('POST', '/api/auth/login', { body: ADMIN, ip: '10.32.0.1' })).statusCode).toBe(200);
  });

  it('throttles an address trying many accounts', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await h.call('POST', '/api/auth/login', {
        body: { email: `spray-${i}@example.com`, password: 'not-the-password-1' },
        ip: '10.40.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await h.call('POST', '/api/auth/login', {
      body: { email: 'spray-x@example.com', password: 'not-the-password-1' },
      ip: '10.40.0.1',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('the rate-limit window', () => {
  it('allows writes again once the window has passed', async () => {
    const h = await createHarness({ WRITE_RATE_LIMIT: '5', RATE_LIMIT_WINDOW: '1s' });
    try {
      const token = await h.adminToken();
      const write = (i: number) =>
        h.call('POST', '/api/machines', { token, body: { machineNo: `W-${i}`, machineName: 'Lathe' } });
      let i = 0;
      while ((await write(i++)).statusCode === 201) if (i > 10) throw new Error('never limited');
      expect(i).toBeLessThanOrEqual(6);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await write(100)).statusCode).toBe(201);
    } finally {
      await h.close();
    }
  });
});

describe('sign-in: uniform answers and timing for unknown e-mails', () => {
  const login = (email: string, password: string) =>
    h.call('POST', '/api/auth/login', { body: { email, password }, ip: '10.20.0.1' });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const wrong = await login(ADMIN.email, 'not-the-password-1');
    const unknown = await login('nobody-here@example.com', 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
    expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
  });

  it('takes as long for an unknown e-mail as for a wrong password (the median pair within a factor of 2)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const res = await login(email, 'not-the-password-1');
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    await time(ADMIN.email);
    await time('warm-up@example.com');
    const wrong: number[] = [];
    const ratios: number[] = [];
    // In pairs one after the other, each pair's ratio taken: a burst of load elsewhere on the
    // machine weighs on both of a pair alike, and the median pair is the one judged.
    for (let i = 0; i < 15; i++) {
      const w = await time(ADMIN.email);
      wrong.push(w);
      ratios.push((await time(`nobody-${i}@example.com`)) / w);
    }
    const ratio = median(ratios);
    expect(ratio, `unknown / wrong, the median pair: ${ratio.toFixed(2)}`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    // argon2 is what both wait for: far above a bare database round trip.
    expect(median(wrong)).toBeGreaterThan(5);
  });
});

describe('per-user budget of expensive reads', () => {
  const READS = 6;
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ READ_RATE_LIMIT: String(READS), READS_IN_FLIGHT: '3' });
  });
  afterAll(() => h.close());

  it(`refuses the search after ${READS} in the window with 429 and Retry-After, and leaves plain reads and others alone`, async () => {
    const alice = await h.userWith([{ scope: 'customers', actions: ['view'] }]);
    const bob = await h.userWith([{ scope: 'customers', actions: ['view'] }]);
    const search = (user: TestUser, text: string) =>
      h.call('GET', `/api/customers?search=${text}`, { token: user.accessToken });
    for (let i = 0; i < READS; i++) expect((await search(alice, `a${i}`)).statusCode, `search ${i + 1}`).toBe(200);
    const refused = await search(alice, 'again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many searches in a short time; try again in \d+ seconds?$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Pickers spend the same budget; a plain page of the list does not; another user has their own.
    expect((await h.call('GET', '/api/customers/all', { token: alice.accessToken })).statusCode).toBe(429);
    expect((await h.call('GET', '/api/customers', { token: alice.accessToken })).statusCode).toBe(200);
    expect((await search(bob, 'x')).statusCode).toBe(200);
  });

  it('counts each expensive read out again when it ends, refused or not', async () => {
    const carol = await h.userWith([{ scope: 'customers', actions: ['view'] }]);
    // More than READS_IN_FLIGHT one after another: none is refused for running at once.
    for (let i = 0; i < 5; i++) {
      const res = await h.call('GET', `/api/customers/options/${randomUUID()}`, { token: carol.accessToken });
      expect(res.statusCode, res.body).toBe(404);
    }
  });
});
