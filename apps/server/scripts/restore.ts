/**
 * `npm run restore -- <file>`: restores a backup into the database the server would use
 * (DATA_DIR's embedded database, or DATABASE_URL's PostgreSQL), which must be empty.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupError, restoreDatabase } from '../src/db/backup/index.js';
import { formatSeconds, openForCli, runCli, userPath } from './backup-cli.js';

runCli(async () => {
  const { positionals, values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(
      'Usage: npm run restore -- <backup file>\nRestores into DATABASE_URL, or the embedded database in DATA_DIR; the database must be empty.',
    );
    if (!values.help) process.exitCode = 2;
    return;
  }
  const file = userPath(positionals[0] as string);
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const { database, where, discard } = await openForCli('restore');
  let restored = false;
  try {
    console.log(`Restoring ${file} into ${where}`);
    const started = performance.now();
    const result = await restoreDatabase(database.db, file, {
      onStep: (step) => console.log(`  ${step} (at ${formatSeconds((performance.now() - started) / 1000)})`),
      onTable: ({ table, rows, seconds }) =>
        console.log(`  ${table.padEnd(24)} ${rows.toLocaleString('en').padStart(12)} rows  ${formatSeconds(seconds)}`),
    });
    restored = true;
    const tables = Object.keys(result.tables).length;
    console.log(
      `Restored ${tables} tables, ${result.rows.toLocaleString('en')} rows in ${formatSeconds(result.seconds)}; every table's row count and checksum equals the backup's (made ${result.createdAt} from ${result.source === 'pglite' ? 'an embedded database' : 'PostgreSQL'}).`,
    );
    if (result.migrationsAfter) console.log(`Then ran ${result.migrationsAfter} newer migrations.`);
    console.log('Start the server with the same DATA_DIR or DATABASE_URL.');
  } finally {
    await database.close();
    if (!restored) await discard();
  }
});
