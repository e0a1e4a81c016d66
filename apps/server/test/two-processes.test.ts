import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ScheduleBoard } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineCapacity, machines } from '../src/db/schema/index.js';
import { freePort, type SpawnedServer, spawnServer } from './server-spawn.js';
import { openThrowawayPostgres } from './test-database.js';

/*
 * Several server processes on one PostgreSQL database: two separate servers (A and B, two
 * ports) share the sign-in throttle, the per-user budgets and what a deactivation does; one
 * server with WEB_CONCURRENCY=2 serves from two worker processes. Real processes (tsx, as
 * server-process.test.ts starts them), so run by the PostgreSQL project only.
 */

const serverUrl = process.env.TEST_DATABASE_URL as string;
const ADMIN = { email: 'admin@example.com', password: `two-processes-${randomBytes(6).toString('hex')}` };
const WRITES = 5;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** One request on a connection of its own (no keep-alive): a cluster hands each new connection to the next worker. */
function call(
  port: number,
  method: string,
  path: string,
  { token, body, requestId }: { token?: string; body?: unknown; requestId?: string } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(port: number, email: string, password: string): Promise<string> {
  const res = await call(port, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`signing in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

async function stop(server: SpawnedServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  return server.exited;
}

let database: Awaited<ReturnType<typeof openThrowawayPostgres>>;
const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lathe-two-'));
  dataDirs.push(dir);
  return dir;
};
beforeAll(async () => {
  database = await openThrowawayPostgres(serverUrl, {}, 'lathe_two');
});
afterAll(async () => {
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two servers on one database', () => {
  let a: SpawnedServer;
  let b: SpawnedServer;
  let adminToken: string;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '1',
      // Two separate servers share keys through the environment (README: several servers).
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      WRITE_RATE_LIMIT: String(WRITES),
    };
    // SpawnedServer together: both migrate and seed at once, as two servers of a deployment may.
    a = spawnServer(await freePort(), { ...env, DATA_DIR: newDataDir() });
    b = spawnServer(await freePort(), { ...env, DATA_DIR: newDataDir() });
    await Promise.all([a.ready, b.ready]);
    adminToken = await signIn(a.port, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    expect(await Promise.all([a && stop(a), b && stop(b)])).toEqual([0, 0]);
  });

  /** A role on machines and a user holding it, made by the admin through A (two of the admin's writes). */
  async function newUser() {
    const suffix = randomBytes(4).toString('hex');
    const role = await call(a.port, 'POST', '/api/roles', {
      token: adminToken,
      body: { name: `Machines ${suffix}`, permissions: [{ scope: 'machines', actions: ['view', 'create'] }] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const email = `two-${suffix}@example.com`;
    const password = `password-${suffix}`;
    const user = await call(a.port, 'POST', '/api/users', {
      token: adminToken,
      body: { email, password, firstName: 'Two', lastName: suffix, roleId: role.body.id },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    return { id: user.body.id as string, roleId: role.body.id as string, email, password };
  }

  it('a sign-in throttled on A is throttled on B', async () => {
    const email = 'someone-guessed@example.com';
    for (let i = 0; i < 3; i++) {
      const res = await call(a.port, 'POST', '/api/auth/login', { body: { email, password: `wrong-guess-${i}` } });
      expect(res.status).toBe(401);
    }
    const onB = await call(b.port, 'POST', '/api/auth/login', { body: { email, password: 'wrong-guess-9' } });
    expect(onB.status).toBe(429);
    expect(onB.body.message).toBe('Too many failed sign-in attempts. Try again later.');
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`a user's budget of ${WRITES} writes is one budget across A and B`, async () => {
    const user = await newUser();
    const token = await signIn(b.port, user.email, user.password);
    const write = (port: number, i: number) =>
      call(port, 'POST', '/api/machines', { token, body: { machineNo: `TWO-${i}`, machineName: 'Lathe' } });
    for (let i = 0; i < WRITES; i++) {
      // Alternately on A and B: each sees the other's writes in what is left.
      const res = await write(i % 2 === 0 ? a.port : b.port, i);
      expect(res.status, `write ${i + 1}`).toBe(201);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(WRITES - i - 1));
    }
    for (const port of [a.port, b.port]) {
      const refused = await write(port, 99);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many changes in a short time; try again in \d+ seconds?$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    }
  });

  it("an admin deactivates a user through A, and the user's next request to B is refused", async () => {
    const user = await newUser();
    const token = await signIn(b.port, user.email, user.password);
    // B has served this session already (a cache there would hold it now).
    expect((await call(b.port, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(b.port, 'GET', '/api/machines', { token })).status).toBe(200);
    const deactivated = await call(a.port, 'PUT', `/api/users/${user.id}`, {
      token: adminToken,
      body: { firstName: 'Two', lastName: 'Off', roleId: user.roleId, isActive: false },
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const next = await call(b.port, 'GET', '/api/machines', { token });
    expect(next.status).toBe(401);
    expect(next.body.message).toBe('Account is disabled');
  });

  it("a change another process commits is on both servers' next boards: each keeps its plan until the database says it changed", async () => {
    /** A server's board, asked again shortly while it says a newer plan is still computing (as the screen does). */
    async function boardOn(port: number) {
      for (let asked = 1; ; asked++) {
        const res = await call(port, 'GET', '/api/schedule', { token: adminToken });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        if (!res.body.stale || asked === 40) return res.body as unknown as ScheduleBoard;
        await sleep(50);
      }
    }
    const shiftsOf = (board: ScheduleBoard, id: string) =>
      board.machines.find((m) => m.id === id)?.calendar.shiftsPerDay;
    // Written straight into the database, past both servers (the admin's budget of writes is spent above).
    const [made] = await database.db
      .insert(machines)
      .values({ machineNo: 'TWO-CNC', machineName: 'Lathe' })
      .returning({ id: machines.id });
    const id = made?.id as string;
    const before = await Promise.all([boardOn(a.port), boardOn(b.port)]);
    expect(before.map((board) => shiftsOf(board, id))).toEqual([2, 2]);

    await database.db
      .insert(machineCapacity)
      .values({ machineId: id, shiftsPerDay: 3, firstShiftStart: '06:00', version: 2 });
    const after = await Promise.all([boardOn(a.port), boardOn(b.port)]);
    expect(after.map((board) => shiftsOf(board, id))).toEqual([3, 3]);
    expect(after.map((board) => board.stale)).toEqual([false, false]);
    expect(Date.parse(after[1]?.computedAt as string)).toBeGreaterThan(Date.parse(before[1]?.computedAt as string));
  });
});

/** The parent process id of `pid`, from /proc (Linux). */
const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** The pid a JSON log line names, if it is one. */
const pidOf = (line: string | undefined) => {
  try {
    return line ? (JSON.parse(line) as { pid?: number }).pid : undefined;
  } catch {
    return undefined; // A line still being written.
  }
};

/** The pids of the processes that logged "Server listening", in order. */
const listeningPids = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"msg":"Server listening at'))
    .flatMap((line) => pidOf(line) ?? []);

const waitFor = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 300 && !condition(); i++) await sleep(100);
  if (!condition()) throw new Error(`waited 30 s for ${what}`);
};

describe('WEB_CONCURRENCY', () => {
  it('=2 on PostgreSQL: two worker processes serve the port with the same keys, a dead one is replaced, SIGTERM stops all', async () => {
    const dataDir = newDataDir();
    const server = spawnServer(await freePort(), {
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      // The workers' own log lines carry their pid: who listens, who answered which request.
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      await server.ready;
      expect(server.output()).toContain('2 server processes (WEB_CONCURRENCY)');
      const primary = server.child.pid as number;
      // Ready is the first worker listening; on a loaded machine the second may be a moment behind.
      await waitFor(() => new Set(listeningPids(server.output())).size >= 2, 'the second worker to listen');
      const workers = listeningPids(server.output());
      expect(new Set(workers).size).toBe(2);
      for (const pid of workers) {
        expect(pid).not.toBe(primary);
        expect(parentOf(pid)).toBe(primary);
      }
      // The primary made the keys before forking: one file, read by both workers.
      expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);

      // A token signed by one worker is good on the other; each new connection goes to the next worker.
      const token = await signIn(server.port, ADMIN.email, ADMIN.password);
      const answeredBy = async (n: number) => {
        const ids = Array.from({ length: n }, () => `probe-${randomBytes(6).toString('hex')}`);
        for (const requestId of ids) {
          const res = await call(server.port, 'GET', '/api/auth/me', { token, requestId });
          expect(res.status).toBe(200);
        }
        await sleep(200);
        const lines = server.output().split('\n');
        return new Set(
          ids.map((id) =>
            pidOf(lines.find((l) => l.includes(`"reqId":"${id}"`) && l.includes('"msg":"request completed"'))),
          ),
        );
      };
      expect(await answeredBy(10)).toEqual(new Set(workers));

      // A worker that dies is replaced; the other serves meanwhile.
      const [killed, kept] = workers as [number, number];
      process.kill(killed, 'SIGKILL');
      await waitFor(
        () => server.output().includes(`server process ${killed} exited with signal SIGKILL; starting another in 1 s`),
        'the primary to see the worker die',
      );
      expect((await call(server.port, 'GET', '/api/health')).status).toBe(200);
      const newcomer = () => listeningPids(server.output()).find((pid) => !workers.includes(pid));
      await waitFor(() => newcomer() !== undefined, 'a new worker to listen');
      const replacement = newcomer() as number;
      expect(parentOf(replacement)).toBe(primary);
      expect(await answeredBy(10)).toEqual(new Set([kept, replacement]));

      // SIGTERM to the primary: every worker finishes and exits, then the primary, with 0.
      expect(await stop(server)).toBe(0);
      for (const pid of [kept, replacement]) expect(existsSync(`/proc/${pid}`)).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('>1 on the embedded database is refused at start with a clear message', async () => {
    const server = spawnServer(await freePort(), { WEB_CONCURRENCY: '2', DATA_DIR: newDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'WEB_CONCURRENCY: the embedded database can be open in one process only; set DATABASE_URL',
    );
    expect(server.output()).not.toContain('Lathe is running');
  });
});
