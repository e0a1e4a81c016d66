import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { BackupError } from '../src/db/backup/index.js';
import { type Database, openDatabase } from '../src/db/client.js';

/** What the backup and restore commands share: the server's database, found as the server finds it. */

/** A path as the user typed it, from the folder they ran npm in (npm runs scripts from the root). */
export const userPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

export const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} s`;

export interface CliDatabase {
  database: Database;
  where: string;
  /** After a failed restore: removes an embedded database this command created. */
  discard(): Promise<void>;
}

export async function openForCli(purpose: 'backup' | 'restore'): Promise<CliDatabase> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const where = `PostgreSQL ${url.host}${url.pathname} (DATABASE_URL)`;
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      await database.close();
      const hint = purpose === 'restore' ? ' (a restore goes into a database created for it: createdb <name>)' : '';
      // Drizzle wraps the driver's error ("Failed query: …"); its cause says what went wrong.
      const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error) : (error as Error);
      throw new BackupError(`Cannot connect to ${where}: ${cause.message}${hint}`);
    }
    return { database, where, discard: async () => {} };
  }
  const folder = join(config.dataDir, 'pglite');
  const where = `the embedded database in ${config.dataDir} (DATA_DIR)`;
  const existed = existsSync(folder) && readdirSync(folder).length > 0;
  const dirExisted = existsSync(config.dataDir);
  if (purpose === 'backup' && !existed) {
    throw new BackupError(
      `There is no embedded database in ${config.dataDir} (DATA_DIR): set DATA_DIR to the folder the server uses, or DATABASE_URL for PostgreSQL.`,
    );
  }
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    // A failed restore takes away the database it created (and DATA_DIR, when it made that too).
    const discard = async () => {
      if (existed) return;
      await rm(dirExisted ? folder : config.dataDir, { recursive: true, force: true });
    };
    return { database, where, discard };
  } catch (error) {
    throw new BackupError(
      `Cannot open ${where}: ${(error as Error).message}\nThe embedded database can be open in one process at a time: stop the server first, then run the ${purpose} again.`,
    );
  }
}

/** Runs a command, printing a failure as its message alone and exiting with status 1. */
export function runCli(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
