import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchDatabase } from './database.js';
import type { Endpoint } from './endpoints.js';
import { httpLoad, type LoadOptions } from './http-load.js';
import { cpuMsOf, freePort } from './server-process.js';
import type { RunFigures } from './stats.js';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

/**
 * A bare Fastify + `pg` route returning the rows of the endpoint's one statement, loaded as the
 * server is: the request rate HTTP and the driver allow on this machine, against which the
 * whole stack's (auth, permission, validation, audit, response schema) is read. PostgreSQL only.
 */
export async function bareFloor(
  database: BenchDatabase,
  statement: { query: string; params: unknown[] },
  load: LoadOptions & { warmup: number },
): Promise<RunFigures> {
  if (!database.url) throw new Error('The bare floor runs on PostgreSQL only');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BARE_URL: database.url,
      BARE_SQL: JSON.stringify(statement),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let waited = 0; ; waited += 50) {
      if (waited > 30_000) throw new Error('The bare server did not start');
      const up = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const server = {
      origin,
      startupMs: 0,
      processes: 1,
      token: '',
      cpuMs: () => cpuMsOf(child.pid),
      stop: async () => {},
    };
    const endpoint: Endpoint = { name: 'bare Fastify + pg', method: 'GET', path: '/bare' };
    if (load.warmup > 0) await httpLoad(server, endpoint, { connections: load.connections, seconds: load.warmup });
    return await httpLoad(server, endpoint, load);
  } finally {
    child.kill('SIGTERM');
  }
}
