import { Column, is, SQL } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle keeps of a prepared select: each selected field's path in the row and its column or SQL. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

const IDENTITY = Column.prototype.mapFromDriverValue;

/** The decoder drizzle's own mapping picks for a field (drizzle-orm/utils.js mapResultRow). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sql = is(field, SQL) ? field : (field as { sql: SQL }).sql;
  return (sql as unknown as { decoder: Decoder }).decoder;
}

/**
 * A function that turns one array row into a record with these keys, decoding the values that
 * need it: written out as one object literal, so every record has one shape from the start,
 * where a loop assigning keys one by one builds each of them through generic (megamorphic) stores.
 * The keys are the selection's own (from code, quoted by JSON.stringify), never data.
 */
function rowMapper(keys: string[], decoders: (Decoder | null)[]) {
  const entries = keys.map((key, i) => {
    const value = `row[${i}]`;
    return `${JSON.stringify(key)}: ${decoders[i] ? `${value} === null ? null : decoders[${i}].mapFromDriverValue(${value})` : value}`;
  });
  return new Function('decoders', `return (row) => ({ ${entries.join(', ')} });`)(decoders) as (
    row: unknown[],
  ) => Record<string, unknown>;
}

/**
 * A prepared select whose rows are mapped by a function made for its fields, instead of
 * drizzle's general mapping (which asks each field of each row what kind of thing it is, and
 * walks its path): on a 50-row page of 36 columns that was a tenth of the request's CPU. Only flat
 * selections (`{ a: t.a, b: sql… }`) are mapped so; a nested one is left to drizzle.
 * Each value is decoded as drizzle would (timestamps to Dates, numerics to numbers); columns
 * whose decoding changes nothing are copied as they are. `plain-rows.test.ts` holds the two equal.
 */
export function withPlainRows<P>(prepared: P): P {
  const select = prepared as PreparedSelect;
  const fields = select.fields;
  if (!fields || fields.some(({ path }) => path.length !== 1)) return prepared;
  const map = rowMapper(
    fields.map(({ path }) => path[0] as string),
    fields.map(({ field }) => {
      const decoder = decoderOf(field);
      return decoder.mapFromDriverValue === IDENTITY ? null : decoder;
    }),
  );
  select.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
