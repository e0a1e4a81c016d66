/**
 * `npm run backup -- [--out file]`: backs up the database the server uses (DATA_DIR's embedded
 * database, or DATABASE_URL's PostgreSQL) into one file, by default backups/lathe-<time>.backup.gz.
 */
import { parseArgs } from 'node:util';
import { backupDatabase } from '../src/db/backup/index.js';
import { formatSeconds, openForCli, runCli, userPath } from './backup-cli.js';

runCli(async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(
      'Usage: npm run backup -- [--out <file>]\nBacks up DATABASE_URL, or the embedded database in DATA_DIR.',
    );
    return;
  }
  const stamp = new Date().toISOString().replace(/[:]/g, '').replace(/\..*/, '').replace('T', '-');
  const file = userPath(values.out ?? `backups/lathe-${stamp}.backup.gz`);
  const { database, where } = await openForCli('backup');
  try {
    console.log(`Backing up ${where} to ${file}`);
    const result = await backupDatabase(database.db, file, {
      onTable: ({ table, rows, seconds }) =>
        console.log(`  ${table.padEnd(24)} ${rows.toLocaleString('en').padStart(12)} rows  ${formatSeconds(seconds)}`),
    });
    const tables = Object.keys(result.tables).length;
    const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Backed up ${tables} tables, ${result.rows.toLocaleString('en')} rows in ${formatSeconds(result.seconds)}: ${file} (${megabytes} MB)`,
    );
  } finally {
    await database.close();
  }
});
