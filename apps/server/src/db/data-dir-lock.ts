import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * The embedded database may be opened by one process at a time: PGlite runs PostgreSQL in
 * single-user mode inside the process, and two of them writing the same files corrupt them.
 * The lock is a file beside the database holding the owner's pid, the start time of that
 * process (so a recycled pid is not taken for the owner) and a random token. It appears
 * whole: written aside, then hard-linked into place, which fails if it exists. A lock whose
 * process is gone (killed with SIGKILL, machine restarted) is stale and taken over.
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

interface LockRecord {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux /proc), when known. */
  startTicks: number | null;
  hostname: string;
  token: string;
  lockedAt: string;
}

/** Tokens of the locks this process holds: a second open in the same process is refused too. */
const held = new Map<string, string>();

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks since boot; null off Linux. */
function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(path: string): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockRecord>;
    return typeof record.pid === 'number' && typeof record.token === 'string' ? (record as LockRecord) : null;
  } catch {
    return null;
  }
}

/** Why the lock's owner still holds it, or null when the lock is stale. */
function liveOwner(record: LockRecord | null): LockRecord | null {
  if (!record) return null; // Unreadable: it is never written in place, so nobody holds it.
  if (record.hostname !== hostname()) return record; // Another machine (a shared folder): never guess.
  if (record.pid === process.pid) return held.has(record.token) ? record : null; // An earlier process with our pid.
  if (!isAlive(record.pid)) return null;
  // The pid is in use: the same process only if it started when the lock says.
  const ticks = startTicksOf(record.pid);
  return record.startTicks === null || ticks === null || ticks === record.startTicks ? record : null;
}

function inUse(dir: string, owner: LockRecord) {
  const where = owner.hostname === hostname() ? '' : ` on ${owner.hostname}`;
  return new Error(
    `The data directory ${dir} is in use by process ${owner.pid}${where} (locked at ${owner.lockedAt}). ` +
      'Only one Lathe server can use an embedded database at a time: stop the other one, or set DATA_DIR to another folder.',
  );
}

/** Creates the lock whole or not at all: written to a file of our own, then linked in (EEXIST if taken). */
function tryCreate(path: string, record: LockRecord): boolean {
  const draft = `${path}.${process.pid}.${record.token}`;
  writeFileSync(draft, JSON.stringify(record), { mode: 0o644 });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock out of the way. It is renamed to a name of our own first, then read
 * again: if another process replaced it in between (it judged the same stale lock and took
 * over first), that live lock is put back, never deleted.
 */
function removeStale(path: string, stale: LockRecord | null) {
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readRecord(aside);
  if (moved && moved.token !== stale?.token) {
    try {
      linkSync(aside, path); // Fails if yet another lock appeared: that one stands.
    } catch {}
  }
  unlinkSync(aside);
}

/** Takes the lock of `dir` (the file `lockPath`), or throws "…is in use by process N…". */
export function lockDataDir(dir: string, lockPath: string): DataDirLock {
  const record: LockRecord = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    hostname: hostname(),
    token: randomUUID(),
    lockedAt: new Date().toISOString(),
  };
  for (let attempt = 0; !tryCreate(lockPath, record); attempt++) {
    const current = readRecord(lockPath);
    const owner = liveOwner(current);
    if (owner) throw inUse(dir, owner);
    if (attempt >= 5) throw new Error(`Could not lock the data directory ${dir}: ${lockPath} keeps changing`);
    removeStale(lockPath, current);
  }
  held.set(record.token, lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(record.token);
    process.off('exit', release);
    // Only our own lock: never one another process took over.
    if (readRecord(lockPath)?.token === record.token) {
      try {
        unlinkSync(lockPath);
      } catch {}
    }
  };
  // process.exit() without a close still frees it; SIGKILL leaves a stale lock the next start takes over.
  process.on('exit', release);
  return { path: lockPath, release };
}
