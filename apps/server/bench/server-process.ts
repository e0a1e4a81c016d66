import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
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

async function freePort(): Promise<number> {
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
  /** The CPU time the server process has used so far, in ms (Linux: /proc); undefined elsewhere. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc/PID/stat, in ms. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const JWT_SECRET = randomBytes(36).toString('base64url');

/**
 * Starts the built server as production does (`NODE_ENV=production node apps/server/dist/server.js`)
 * on the bench database, waits for its health check, and signs in as the bench's admin. Its
 * output goes to a file, shown if it fails. `sqlLog` makes it append every statement there.
 */
export async function startServer(
  database: BenchDatabase,
  { sqlLog }: { sqlLog?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(database.dataDir, `server-${port}.log`);
  const out = openSync(logFile, 'w');
  const { DATABASE_URL: _url, DATA_DIR: _dir, SQL_LOG: _log, ...inherited } = process.env;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [BUNDLE], {
    env: {
      ...inherited,
      ...database.serverEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      ACCESS_TOKEN_TTL: '12h',
      ADMIN_EMAIL: ADMIN.email,
      ...(sqlLog ? { SQL_LOG: sqlLog } : {}),
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    });
  });
  const fail = (why: string) =>
    new Error(`${why}; the server's output:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);

  let startupMs = 0;
  for (;;) {
    if (exited !== null) throw fail(`The server exited with ${exited} while starting`);
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw fail('The server did not answer /api/health within 120 s');
    }
    try {
      const health = await fetch(`${origin}/api/health`);
      if (health.status === 200) {
        startupMs = performance.now() - started;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const body = (await login.json()) as { accessToken?: string };
  const token = body.accessToken;
  if (login.status !== 200 || !token) {
    child.kill('SIGKILL');
    throw fail(`Signing in answered ${login.status}: ${JSON.stringify(body)}`);
  }

  return {
    origin,
    startupMs,
    token,
    cpuMs: () => cpuMsOf(child.pid),
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timeout);
    },
  };
}
