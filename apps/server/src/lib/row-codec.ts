import { getTableColumns, type Table } from 'drizzle-orm';

/** A row as the API carries it: each Date (or Date | null) field becomes an ISO string (or null). */
export type Json<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Date extends Row[K] ? Exclude<Row[K], Date> | string : Row[K];
};

/**
 * The one row → JSON mapping of records read as they are stored: every Date field becomes its ISO
 * string, every other field is kept as it is. A plain loop: it runs for every row of every list page.
 */
export function toJson<Row extends object>(row: Row): Json<Row> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[key] = value instanceof Date ? value.toISOString() : value;
  return json as Json<Row>;
}

/**
 * A table's columns as a record is read and answered: every one but the generated `searchText`,
 * which only the list search reads (db/schema/columns.ts), so `toJson` of the row is the record.
 */
export function shownColumns<T extends Table>(table: T): Omit<T['_']['columns'], 'searchText'> {
  const { searchText: _searchText, ...columns } = getTableColumns(table) as Record<string, unknown>;
  return columns as Omit<T['_']['columns'], 'searchText'>;
}
