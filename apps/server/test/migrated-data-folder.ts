import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/db/client.js';
import { PGLITE_CACHE, templateKey } from './database-template.js';

/**
 * A fresh embedded database for a server the journeys, the bench or a drill start: the unit
 * tests' migrated template (database-template.ts) copied into `dataDir`, where this tree has one.
 * The server then starts on it as on any folder it made before: no initdb and nothing to migrate,
 * about 4 s of CPU instead of 12 on two cores; its first start still seeds the admin and makes its
 * secrets. The template's dump is loaded into a folder once, kept beside it, and copied from there.
 * Without a template for this tree's migrations (the unit tests not run since they changed) the
 * folder stays empty and the server makes its database itself, as `npm start` does. Says which.
 */
export async function fillWithMigrated(dataDir: string): Promise<boolean> {
  const kept = join(PGLITE_CACHE, templateKey());
  const dump = join(kept, 'migrated.tar');
  if (!existsSync(dump)) return false;
  const folder = join(kept, 'migrated-folder');
  if (!existsSync(folder)) {
    // Made aside and renamed whole: a run stopped halfway leaves none, and of two made at once one is kept.
    const scratch = `${folder}.${randomBytes(4).toString('hex')}.part`;
    mkdirSync(scratch);
    const database = await openDatabase({ dataDir: scratch, from: new Blob([readFileSync(dump)]) });
    await database.close();
    try {
      renameSync(scratch, folder);
    } catch {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  cpSync(folder, dataDir, { recursive: true });
  return true;
}

// `node --import tsx test/migrated-data-folder.ts <dir>…`: the journeys' runner fills its lanes' folders.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const dataDir of process.argv.slice(2)) await fillWithMigrated(dataDir);
}
