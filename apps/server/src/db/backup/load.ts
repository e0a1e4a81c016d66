import type { Db } from '../client.js';
import {
  appliedMigrations,
  applyMigrations,
  appMigrations,
  type MigrationMark,
  publicRelations,
  readForeignKeys,
  readPlainIndexes,
  readTables,
  type Table,
} from './catalog.js';
import { type Conn, type DatabaseKind, ident, inTransaction } from './connection.js';
import { type TableProgress, tableSummaries } from './dump.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type BackupSummary,
  readLines,
  TableDigest,
  type TableSummary,
} from './format.js';

/** Rows per INSERT, or fewer when their text passes this many characters. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

export interface RestoreResult {
  source: DatabaseKind;
  createdAt: string;
  tables: Record<string, TableSummary>;
  rows: number;
  /** Migrations this version of Lathe ran after loading a backup made at an earlier level. */
  migrationsAfter: number;
  seconds: number;
}

export interface RestoreOptions {
  onTable?: (progress: TableProgress) => void;
  onStep?: (step: string) => void;
}

/**
 * Restores a backup into an empty database, in one transaction: a failure at any point
 * (a damaged file, a checksum that differs) leaves the database as empty as it was.
 *
 * The schema is made by this version's migrations up to the backup's level, the rows are
 * loaded with the tables' own triggers off (counts, copied names and any log are restored as
 * they were backed up, not recomputed), foreign keys and indexes are made again over the
 * loaded rows, every table's count and checksum is compared with the backup's, and then any
 * later migrations run, as they would on the server.
 */
export async function restoreDatabase(db: Db, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const started = performance.now();
  const reader = new BackupReader(file);
  try {
    const header = parseHeader(await reader.next());
    const migrations = appMigrations();
    const level = levelOf(header.migrations, migrations);
    const result = await inTransaction(db, 'write', async (conn) => {
      await refuseIfNotEmpty(conn);
      options.onStep?.(`Creating the schema (migrations 1 to ${level})`);
      await applyMigrations(conn, migrations.slice(0, level));
      const tables = matchTables(header, await readTables(conn));
      const restoreSchema = await prepareForLoad(conn, tables);
      const loaded = await loadTables(conn, reader, header, tables, options);
      const trailer = parseSummary(await reader.next(), loaded);
      if ((await reader.next()) !== undefined) throw damaged(reader, 'text follows the end of the backup');
      options.onStep?.('Building indexes and checking foreign keys');
      await restoreSchema();
      for (const sequence of trailer.sequences) {
        await conn.query(`select setval(format('public.%I', $1::text)::regclass, $2::bigint, $3::boolean)`, [
          sequence.name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      options.onStep?.('Comparing every table with the backup (row counts and checksums)');
      const restored = await tableSummaries(conn, tables);
      for (const table of tables) {
        const want = trailer.summary[table.name];
        const got = restored[table.name];
        if (got?.rows !== want?.rows || got?.checksum !== want?.checksum) {
          throw new BackupError(
            `Table ${table.name} differs from the backup after loading (${got?.rows} rows, checksum ${got?.checksum}; the backup has ${want?.rows} rows, checksum ${want?.checksum}). Nothing was restored.`,
          );
        }
      }
      const later = migrations.slice(level);
      if (later.length) {
        options.onStep?.(`Bringing the schema up to date (migrations ${level + 1} to ${migrations.length})`);
        await applyMigrations(conn, later);
      }
      return { tables: restored, migrationsAfter: later.length };
    });
    // Fresh statistics for the planner, as the loaded tables have none yet.
    options.onStep?.('Gathering statistics for the planner (analyze)');
    await inTransaction(db, 'write', (conn) => conn.query('analyze'));
    return {
      source: header.source,
      createdAt: header.createdAt,
      ...result,
      rows: Object.values(result.tables).reduce((sum, t) => sum + t.rows, 0),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await reader.close();
  }
}

/** The file's lines with their numbers, for messages that say where a file is damaged. */
class BackupReader {
  line = 0;
  readonly #lines: AsyncGenerator<string>;
  constructor(readonly file: string) {
    this.#lines = readLines(file);
  }
  async next(): Promise<string | undefined> {
    const result = await this.#lines.next();
    if (result.done) return undefined;
    this.line += 1;
    return result.value;
  }
  async close() {
    await this.#lines.return(undefined);
  }
}

const damaged = (reader: BackupReader, reason: string) =>
  new BackupError(`The backup file ${reader.file} is damaged at line ${reader.line}: ${reason}. Nothing was restored.`);

const cutShort = (reader: BackupReader, where: string) =>
  new BackupError(`The backup file ${reader.file} ends ${where}: it was cut short. Nothing was restored.`);

function parseJson(reader: BackupReader, line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw damaged(reader, 'not a line of a Lathe backup');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseHeader(line: string | undefined): BackupHeader {
  let header: unknown;
  try {
    header = line === undefined ? undefined : JSON.parse(line);
  } catch {
    header = undefined;
  }
  if (!isObject(header) || header.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Lathe backup.');
  if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) {
    throw new BackupError(
      `This backup is in format ${String(header.version)}, made by a newer version of Lathe; this one reads format ${BACKUP_VERSION}.`,
    );
  }
  if (!Array.isArray(header.migrations) || !Array.isArray(header.tables)) {
    throw new BackupError('This backup has no list of migrations or tables: it is damaged.');
  }
  return header as unknown as BackupHeader;
}

/** How many of this version's migrations the backup's schema has; refused when it has others. */
function levelOf(marks: MigrationMark[], migrations: ReturnType<typeof appMigrations>): number {
  const foreign = marks.findIndex((mark, i) => mark.createdAt !== migrations[i]?.folderMillis);
  if (foreign >= 0 || !marks.length) {
    throw new BackupError(
      `This backup's database is at migration ${marks.length}, which this version of Lathe (${migrations.length} migrations) does not have: it was made by a newer or a different version. Restore it with the version of Lathe that made it, or a newer one.`,
    );
  }
  return marks.length;
}

async function refuseIfNotEmpty(conn: Conn) {
  const relations = await publicRelations(conn);
  const migrated = (await appliedMigrations(conn)).length > 0;
  if (!relations.length && !migrated) return;
  const named = relations.length
    ? `it already has ${relations.length} tables or sequences (${relations.slice(0, 4).join(', ')}${relations.length > 4 ? ', …' : ''})`
    : 'migrations have already run on it';
  throw new BackupError(
    `The target database is not empty: ${named}. A backup is restored only into a new, empty database: set DATA_DIR to a new folder, or DATABASE_URL to a newly created database (createdb), and run the restore again. Nothing was changed.`,
  );
}

/** The tables made by the migrations must be those of the backup, with the same columns. */
function matchTables(header: BackupHeader, tables: Table[]): Table[] {
  const backedUp = new Map(header.tables.map((t) => [t.name, t]));
  const missing = tables.filter((t) => !backedUp.has(t.name)).map((t) => t.name);
  if (missing.length) {
    throw new BackupError(
      `The backup has no rows for table ${missing.join(', ')}: it is incomplete. Nothing was restored.`,
    );
  }
  const byName = new Map(tables.map((t) => [t.name, t]));
  const unknown = header.tables.filter((t) => !byName.has(t.name)).map((t) => t.name);
  if (unknown.length) {
    throw new BackupError(
      `The backup holds table ${unknown.join(', ')}, which this version of Lathe does not make at the backup's migration level. Nothing was restored.`,
    );
  }
  return header.tables.map((saved) => {
    const table = byName.get(saved.name) as Table;
    const names = (columns: { name: string }[]) =>
      columns
        .map((c) => c.name)
        .sort()
        .join(', ');
    if (names(saved.columns) !== names(table.columns)) {
      throw new BackupError(
        `Table ${saved.name} has columns (${names(saved.columns)}) in the backup but (${names(table.columns)}) here. Nothing was restored.`,
      );
    }
    // The backup's column order, with this database's types.
    const types = new Map(table.columns.map((c) => [c.name, c.type]));
    return { ...table, columns: saved.columns.map((c) => ({ name: c.name, type: types.get(c.name) as string })) };
  });
}

/**
 * Empties the tables of the rows the migrations wrote (the backup holds them as they were),
 * turns their triggers off and sets foreign keys and plain indexes aside; returns what puts
 * them back once the rows are in.
 */
async function prepareForLoad(conn: Conn, tables: Table[]): Promise<() => Promise<void>> {
  const names = tables.map((t) => `public.${ident(t.name)}`);
  if (names.length) await conn.query(`truncate ${names.join(', ')}`);
  const foreignKeys = await readForeignKeys(conn);
  for (const fk of foreignKeys)
    await conn.query(`alter table public.${ident(fk.table)} drop constraint ${ident(fk.name)}`);
  const indexes = await readPlainIndexes(conn);
  for (const index of indexes) await conn.query(`drop index public.${ident(index.name)}`);
  for (const name of names) await conn.query(`alter table ${name} disable trigger user`);
  return async () => {
    for (const index of indexes) await conn.query(index.definition);
    for (const fk of foreignKeys) {
      await conn.query(`alter table public.${ident(fk.table)} add constraint ${ident(fk.name)} ${fk.definition}`);
    }
    for (const name of names) await conn.query(`alter table ${name} enable trigger user`);
  };
}

async function loadTables(
  conn: Conn,
  reader: BackupReader,
  header: BackupHeader,
  tables: Table[],
  { onTable }: RestoreOptions,
): Promise<Record<string, TableSummary>> {
  const loaded: Record<string, TableSummary> = {};
  for (const table of tables) {
    const tableStarted = performance.now();
    const line = await reader.next();
    if (line === undefined) throw cutShort(reader, `before table ${table.name}`);
    const start = parseJson(reader, line);
    if (!isObject(start) || start.table !== table.name) throw damaged(reader, `table ${table.name} was expected here`);
    const insert = insertStatement(table);
    const digest = new TableDigest();
    let batch: unknown[][] = [];
    let chars = 0;
    const flush = async () => {
      if (!batch.length) return;
      const columns = table.columns.map((_, i) => batch.map((row) => row[i]));
      await conn.query(insert, columns);
      batch = [];
      chars = 0;
    };
    for (;;) {
      const text = await reader.next();
      if (text === undefined) throw cutShort(reader, `inside table ${table.name}`);
      const value = parseJson(reader, text);
      if (Array.isArray(value)) {
        if (value.length !== table.columns.length || !value.every((v) => v === null || typeof v === 'string')) {
          throw damaged(reader, `a row of ${table.name} does not have its ${table.columns.length} values`);
        }
        digest.add(text);
        batch.push(value);
        chars += text.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
        continue;
      }
      if (!isObject(value) || value.end !== table.name)
        throw damaged(reader, `the end of table ${table.name} was expected`);
      const got = digest.summary();
      if (got.rows !== value.rows || got.checksum !== value.checksum) {
        throw damaged(
          reader,
          `table ${table.name} has ${got.rows} rows with checksum ${got.checksum}, but the backup recorded ${String(value.rows)} rows with checksum ${String(value.checksum)}`,
        );
      }
      await flush();
      loaded[table.name] = got;
      onTable?.({ table: table.name, rows: got.rows, seconds: (performance.now() - tableStarted) / 1000 });
      break;
    }
  }
  if (Object.keys(loaded).length !== header.tables.length) throw new BackupError('Not every table was loaded.');
  return loaded;
}

/** One INSERT for a batch: each column's text values as one array, turned into the column's type. */
function insertStatement(table: Table): string {
  const columns = table.columns.map((c) => ident(c.name)).join(', ');
  const values = table.columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const arrays = table.columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = table.columns.map((_, i) => `c${i}`).join(', ');
  return `insert into public.${ident(table.name)} (${columns}) overriding system value select ${values} from unnest(${arrays}) as u(${aliases})`;
}

function parseSummary(line: string | undefined, loaded: Record<string, TableSummary>): BackupSummary {
  if (line === undefined) {
    throw new BackupError('The backup file ends before its summary: it was cut short. Nothing was restored.');
  }
  let trailer: unknown;
  try {
    trailer = JSON.parse(line);
  } catch {
    trailer = undefined;
  }
  if (!isObject(trailer) || !isObject(trailer.summary) || !Array.isArray(trailer.sequences)) {
    throw new BackupError('The backup file has no summary where it should end: it is damaged. Nothing was restored.');
  }
  const summary = trailer.summary as Record<string, TableSummary>;
  for (const [name, got] of Object.entries(loaded)) {
    const want = summary[name];
    if (want?.rows !== got.rows || want.checksum !== got.checksum) {
      throw new BackupError(
        `Table ${name} does not match the backup's summary: the file is damaged. Nothing was restored.`,
      );
    }
  }
  return trailer as unknown as BackupSummary;
}
