import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const serverDir = new URL('..', import.meta.url).pathname;

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Resolves once it prints its start-up message; rejects if it exits before. */
  ready: Promise<void>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null after a signal). */
  exited: Promise<number | null>;
}

/**
 * A real server process, `node --import tsx src/server.ts` on `port`, with the environment of
 * the tests less the database, process count and JWT secret they may hold, plus `env`.
 */
export function spawnServer(port: number, env: Record<string, string | undefined>): SpawnedServer {
  const { DATABASE_URL: _url, WEB_CONCURRENCY: _concurrency, JWT_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const heard = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Lathe is running')) resolve();
    };
    child.stdout?.on('data', heard);
    child.stderr?.on('data', heard);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  ready.catch(() => {});
  return { child, port, ready, output: () => output, exited };
}
