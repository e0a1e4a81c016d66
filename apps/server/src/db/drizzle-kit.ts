import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_ROOT } from '../paths.js';

/*
 * drizzle-kit's command line on the committed migrations (apps/server/drizzle): what the
 * migrations test asks of it, and what `npm run db:triggers` writes through it.
 */

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');
const SCHEMA = join(SERVER_ROOT, 'src/db/schema/index.ts');

/** Runs drizzle-kit in `cwd`; its output, also when it fails (then with `failed` set). */
function drizzleKit(cwd: string, args: string[]): { output: string; failed: boolean } {
  // The package's own entry sits beside its command line (bin.cjs).
  const bin = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
  try {
    return {
      output: execFileSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', stdio: 'pipe' }),
      failed: false,
    };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { output: `${stdout}${stderr}`, failed: true };
  }
}

const sqlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.sql'));

export interface SchemaAgainstMigrations {
  /** `drizzle-kit check`'s words: "Everything's fine" unless two snapshots collide or one is broken. */
  check: string;
  /** The migrations `drizzle-kit generate` would write for what the schema has and no migration holds, by file. */
  unmigrated: Record<string, string>;
}

/**
 * The schema (src/db/schema) beside the migrations, asked of drizzle-kit on a copy of the folder,
 * so a change nobody generated is reported rather than written.
 */
export function schemaAgainstMigrations(): SchemaAgainstMigrations {
  const folder = mkdtempSync(join(tmpdir(), 'lathe-migrations-'));
  try {
    const copy = join(folder, 'drizzle');
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    writeFileSync(
      join(folder, 'drizzle.config.ts'),
      `export default ${JSON.stringify({ dialect: 'postgresql', schema: SCHEMA, out: './drizzle' })};\n`,
    );
    const check = drizzleKit(folder, ['check']).output;
    const before = new Set(sqlFiles(copy));
    const generate = drizzleKit(folder, ['generate']);
    const written = sqlFiles(copy).filter((name) => !before.has(name));
    const unmigrated = Object.fromEntries(written.map((name) => [name, readFileSync(join(copy, name), 'utf8')]));
    if (generate.failed) unmigrated['(drizzle-kit generate failed)'] = generate.output;
    return { check, unmigrated };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Has drizzle-kit add an empty migration named `name` to the journal; returns its SQL file's path. */
export function addCustomMigration(name: string): string {
  const before = new Set(sqlFiles(MIGRATIONS_FOLDER));
  const { output, failed } = drizzleKit(SERVER_ROOT, ['generate', '--custom', `--name=${name}`]);
  const [file, ...more] = sqlFiles(MIGRATIONS_FOLDER).filter((f) => !before.has(f));
  if (failed || !file || more.length > 0)
    throw new Error(`drizzle-kit generate --custom did not add one migration:\n${output}`);
  return join(MIGRATIONS_FOLDER, file);
}
