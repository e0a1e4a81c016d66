import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER as MIGRATIONS, schemaAgainstMigrations } from './drizzle-kit.js';
import { RELEASED_MIGRATIONS } from './released-migrations.js';

/*
 * The migrations as the migrator reads them (drizzle/meta/_journal.json and each tag's SQL), and
 * the schema they are generated from. The migrator applies, in order, the journal's entries made
 * after the last one a database ran: a landed migration never runs again, so editing it would
 * part new databases from old ones, and an entry dated before the last one would never run on a
 * database that is already past it.
 */

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal: JournalEntry[] = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')).entries;
const sqlFiles = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => name.slice(0, -'.sql'.length))
  .sort();
const sha256 = (tag: string) =>
  createHash('sha256')
    .update(readFileSync(join(MIGRATIONS, `${tag}.sql`)))
    .digest('hex');

describe('the migrations', () => {
  it('are journalled in order, each once, each a file, each made after the one before', () => {
    expect(journal.map((entry) => entry.idx)).toEqual(journal.map((_, i) => i));
    expect(journal.map((entry) => entry.tag)).toEqual(sqlFiles);
    for (const [i, entry] of journal.entries()) {
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      const before = journal[i - 1];
      if (before) expect(entry.when, `${entry.tag} is dated before ${before.tag}`).toBeGreaterThan(before.when);
    }
  });

  it('that have landed are as they landed, and every one has landed or is listed to', () => {
    const changed = Object.keys(RELEASED_MIGRATIONS).filter(
      (tag) => sqlFiles.includes(tag) && sha256(tag) !== RELEASED_MIGRATIONS[tag],
    );
    expect(changed, 'a landed migration was edited: write the change as a new migration instead').toEqual([]);
    expect(
      Object.keys(RELEASED_MIGRATIONS).filter((tag) => !sqlFiles.includes(tag)),
      'a landed migration is gone',
    ).toEqual([]);
    const unlisted = sqlFiles.filter((tag) => !(tag in RELEASED_MIGRATIONS));
    expect(
      unlisted.map((tag) => `'${tag}': '${sha256(tag)}',`),
      'list each new migration in released-migrations.ts as it lands',
    ).toEqual([]);
  });

  it('are what the schema makes: drizzle-kit finds its snapshots whole and nothing left to generate', () => {
    const { check, unmigrated } = schemaAgainstMigrations();
    expect(check).toContain("Everything's fine");
    expect(unmigrated, 'the schema has changes no migration holds: npm run db:generate writes them').toEqual({});
  }, 60_000);
});
