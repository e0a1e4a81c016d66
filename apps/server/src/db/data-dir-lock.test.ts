import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyPglite } from '../../test/test-database.js';
import { openDatabase } from './client.js';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** One data directory for every test, made once here from the empty template (no initdb). */
const dataDir = mkdtempSync(join(tmpdir(), 'lathe-lock-'));
beforeAll(async () => {
  await (await openEmptyPglite(dataDir)).close();
}, 120_000);

const lockOf = () => join(dataDir, 'pglite.lock');

/** Field 22 of /proc/PID/stat, as the lock records it. */
const startTicksOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
};

function writeLock(fields: { pid: number; startTicks: number | null; token?: string }) {
  writeFileSync(
    lockOf(),
    JSON.stringify({ hostname: hostname(), token: 'someone-else', lockedAt: '2026-01-01T00:00:00.000Z', ...fields }),
  );
}

/** A child process that stays alive until killed: a stand-in for another server. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** A child server process: opens the embedded database, writes a row, says so, then waits. */
function holder() {
  const client = new URL('./client.ts', import.meta.url).pathname;
  const script = `
    import { openDatabase } from ${JSON.stringify(client)};
    import { sql } from 'drizzle-orm';
    const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    await database.db.execute(sql\`create table kept (n int)\`);
    await database.db.execute(sql\`insert into kept values (42)\`);
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return { child, ready };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

// The lock guards the embedded database only; the PostgreSQL suite has nothing more to see here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded data directory lock', () => {
  it('refuses a second open while the first holds it, and frees it on close', async () => {
    const first = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lockOf(), 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The data directory ${dataDir} is in use by process ${process.pid}`,
    );
    // The refused open left the holder's lock alone.
    expect(JSON.parse(readFileSync(lockOf(), 'utf8'))).toMatchObject({ pid: process.pid });
    await first.close();
    expect(existsSync(lockOf())).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('refuses while another live process holds it', async () => {
    const other = sleeper();
    const pid = other.pid as number;
    writeLock({ pid, startTicks: startTicksOf(pid) });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process \d+.*stop the other one/);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${pid} `);
    other.kill('SIGKILL');
    await exited(other);
    // Its process is gone: the lock is stale and taken over.
    const database = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lockOf(), 'utf8'))).toMatchObject({ pid: process.pid });
    await database.close();
  });

  it('takes over a lock whose pid now belongs to another process, or to this one', async () => {
    const other = sleeper();
    const pid = other.pid as number;
    // Same pid, another start time: the pid was recycled, the owner is long gone.
    writeLock({ pid, startTicks: startTicksOf(pid) - 1 });
    const database = await openDatabase({ dataDir });
    await database.close();
    // A lock naming this process that this process never took: an earlier process with the same pid.
    writeLock({ pid: process.pid, startTicks: startTicksOf(process.pid), token: 'before-a-restart' });
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });

  it('a server killed with SIGKILL leaves a stale lock that does not block the restart, and loses nothing', async () => {
    const { child, ready } = holder();
    await ready;
    await expect(openDatabase({ dataDir })).rejects.toThrow(`is in use by process ${child.pid}`);
    child.kill('SIGKILL');
    await exited(child);
    expect(existsSync(lockOf())).toBe(true);
    const database = await openDatabase({ dataDir });
    const { rows } = (await database.db.execute(sql`select n from kept`)) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 42 }]);
    await database.close();
  }, 60_000);
});
