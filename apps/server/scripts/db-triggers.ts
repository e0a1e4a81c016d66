/**
 * `npm run db:triggers [-- --name <name>] [-- --print]`: writes the migration that gives the
 * database the triggers, list counts and generations src/db/concerns/table-concerns.ts declares,
 * as drizzle-kit's custom migration (generate --custom), when the committed migrations do not
 * already; `--print` only shows its SQL. Run it after declaring a new table's concerns (and after
 * `npm run db:generate` made its table).
 */

import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { TABLE_CONCERNS } from '../src/db/concerns/table-concerns.js';
import { describeDrift } from '../src/db/concerns/trigger-catalog.js';
import {
  driftOfMigrations,
  migrationSql,
  migrationStatements,
  undeclaredDrift,
} from '../src/db/concerns/trigger-migration.js';
import { generatedTriggers } from '../src/db/concerns/trigger-sql.js';
import { addCustomMigration, schemaAgainstMigrations } from '../src/db/drizzle-kit.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'table_concerns' },
    print: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(lines: string[]): never {
  console.error(lines.join('\n'));
  process.exit(1);
}

async function main() {
  if (values.help) {
    console.log('Usage: npm run db:triggers -- [--name <migration name>] [--print]');
    return;
  }
  // A custom migration's snapshot is the schema as it stands: a change not generated yet would vanish into it.
  const { check, unmigrated } = schemaAgainstMigrations();
  if (!check.includes("Everything's fine") || Object.keys(unmigrated).length > 0) {
    fail(['The schema has changes no migration holds, or broken snapshots: run npm run db:generate first.', check]);
  }
  const drift = await driftOfMigrations(TABLE_CONCERNS);
  const undeclared = undeclaredDrift(drift);
  if (undeclared.length > 0) {
    fail(['Declare these in apps/server/src/db/concerns/table-concerns.ts first:', ...undeclared.map((l) => `  ${l}`)]);
  }
  const statements = migrationStatements(drift, generatedTriggers(TABLE_CONCERNS));
  if (statements.length === 0) {
    console.log('The migrations give every table the triggers table-concerns.ts declares: nothing to write.');
    return;
  }
  console.log(describeDrift(drift).join('\n'));
  if (values.print) {
    console.log(`\n${migrationSql(statements)}`);
    return;
  }
  const file = addCustomMigration(values.name);
  writeFileSync(file, migrationSql(statements));
  const after = describeDrift(await driftOfMigrations(TABLE_CONCERNS));
  if (after.length > 0) fail([`Wrote ${file}, but a database it migrates still differs:`, ...after]);
  console.log(
    `\nWrote ${relative(process.cwd(), file)}: a database it migrates has the declared triggers.\n` +
      'When it lands, add its hash to src/db/released-migrations.ts (src/db/migrations.unit.test.ts prints the line).',
  );
}

await main();
