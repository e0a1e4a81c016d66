import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ADMIN, type BenchDatabase } from './database.js';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = join(SERVER_ROOT, 'dist', 'server.js');

/** `npm run build -w @lathe/server`: the bundle production runs (the web app is not needed for the API). */
export function buildServer() {
  execFileSync('npm', ['run', 'build', '-w', '@lathe/server', '--silent'], {
    cwd: join(SERVER_ROOT, '..', '..'),
    stdio: 'inherit',
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  origin: string;
  /** From spawning the process to the first 200 from /api/health, in ms. */
  startupMs: number;
  /** A signed-in admin's access token. */
  token: string;
  /** Server processes answering (WEB_CONCURRENCY). */
  processes: number;
  /**
   * The CPU time the server has used so far, in ms (Linux: /proc); undefined elsewhere. With
   * WEB_CONCURRENCY > 1 the primary's and its living workers' together.
   */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100;

/** The fields of /proc/PID/stat after the command name (which may hold spaces, in parentheses); undefined once it is gone. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime of a process from /proc/PID/stat, in ms. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  const fields = pid === undefined ? undefined : statOf(pid);
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : undefined;
}

/** The processes whose parent is `pid` (a cluster primary's workers), from /proc. */
function childrenOf(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => Number(statOf(child)?.[1]) === pid);
}

/** The CPU time of `pid` and its children that are running now, in ms. */
function treeCpuMs(pid: number | undefined): number | undefined {
  const own = cpuMsOf(pid);
  if (pid === undefined || own === undefined) return own;
  return childrenOf(pid).reduce((sum, child) => sum + (cpuMsOf(child) ?? 0), own);
}

/** One for the whole run, so a token signed before a restart is still good after it (the drills). */
const JWT_SECRET = randomBytes(36).toString('base64url');

export interface LaunchedServer {
  origin: string;
  pid: number;
  /** From spawning to the first 200 from /api/health, in ms. */
  startupMs: number;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The tail of the server's output, for an error message. */
  output(): string;
}

/**
 * Starts the built server as production does (`NODE_ENV=production node apps/server/dist/server.js`)
 * on the database and port and waits for its health check and its start-up message (a cluster
 * prints it once every worker listens). Its output is appended to DATA_DIR/server.log, whose
 * tail is shown if it fails to start. `env` adds to or overrides the environment (the admin, a
 * SQL log, the rate limits). One server process unless `env` or this process's environment
 * sets WEB_CONCURRENCY (`WEB_CONCURRENCY=2 npm run drill:shutdown -- --database-url …`).
 */
export async function launchServer(
  database: BenchDatabase,
  port: number,
  { timeoutMs = 120_000, env = {} }: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<LaunchedServer> {
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(database.dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const logStart = statSync(logFile).size;
  const { DATABASE_URL: _url, DATA_DIR: _dir, SQL_LOG: _log, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [BUNDLE], {
    env: {
      WEB_CONCURRENCY: '1',
      ...inherited,
      ...database.serverEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      ACCESS_TOKEN_TTL: '12h',
      LOG_LEVEL: 'warn',
      // One user drives every request of a bench, drill or scan: the per-user limits are not what they measure.
      WRITE_RATE_LIMIT: '1000000',
      EXPORT_RATE_LIMIT: '1000000',
      READ_RATE_LIMIT: '1000000',
      READS_IN_FLIGHT: '1000000',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let exitedWith: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitedWith = { code, signal };
      resolve(exitedWith);
    });
  });
  const output = () => readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const fail = (why: string) => new Error(`${why}; the server's output:\n${output()}`);
  let startupMs: number | undefined;
  const announced = () => readFileSync(logFile).subarray(logStart).toString('utf8').includes('Lathe is running');
  for (;;) {
    if (exitedWith) throw fail(`The server exited (${JSON.stringify(exitedWith)}) while starting`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw fail(`The server did not answer /api/health within ${Math.round(timeoutMs / 1000)} s`);
    }
    if (startupMs === undefined) {
      try {
        const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await health.body?.cancel();
        if (health.status === 200) startupMs = performance.now() - started;
      } catch {
        // Not listening yet.
      }
    }
    if (startupMs !== undefined && announced()) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { origin, pid: child.pid as number, startupMs, child, exited, output };
}

/**
 * The bench's server: launched on a free port on the bench database, signed in as the bench's
 * admin. `sqlLog` makes it append every statement there; `processes` is its WEB_CONCURRENCY (1).
 */
export async function startServer(
  database: BenchDatabase,
  { sqlLog, processes = 1 }: { sqlLog?: string; processes?: number } = {},
): Promise<RunningServer> {
  const launched = await launchServer(database, await freePort(), {
    env: {
      ADMIN_EMAIL: ADMIN.email,
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: String(processes),
      ...(sqlLog ? { SQL_LOG: sqlLog } : {}),
    },
  });
  const { origin, child, startupMs } = launched;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const body = (await login.json()) as { accessToken?: string };
  const token = body.accessToken;
  if (login.status !== 200 || !token) {
    child.kill('SIGKILL');
    throw new Error(
      `Signing in answered ${login.status}: ${JSON.stringify(body)}; the server's output:\n${launched.output()}`,
    );
  }

  return {
    origin,
    startupMs,
    token,
    processes,
    cpuMs: () => treeCpuMs(child.pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await launched.exited;
      clearTimeout(timeout);
    },
  };
}
