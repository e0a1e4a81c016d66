/**
 * A private, throwaway PostgreSQL cluster for the outage drill: initdb in a temp folder, its
 * own port, trust authentication, removed afterwards. Restarting it disturbs nobody else's
 * database (the shared server other tests use stays up). As root, PostgreSQL's programs run
 * as the `postgres` user, since they refuse to run as root.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const root = '/usr/lib/postgresql';
    const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
    if (!version)
      throw new Error('PostgreSQL programs (initdb, pg_ctl) not found: install PostgreSQL or pass --database-url');
    return join(root, version, 'bin');
  }
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): void;
  start(): void;
  dispose(): void;
}

export function createPgCluster(port: number): PgCluster {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'lathe-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, idOf('-u'), idOf('-g'));
  chmodSync(root, 0o700);
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, program),
      asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args,
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      },
    );
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root} -c fsync=off`;
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'postgres.log'), '-w', 'start']);
  };
  const stop = () => {
    // Fast: sessions are cut at once (57P01), as a restart by an operator does.
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    dispose() {
      try {
        stop();
      } catch {}
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
