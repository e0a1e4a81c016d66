import { OPTION_MATCHES, type Option } from '@lathe/shared';
import { and, asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { searchCondition } from './list.js';

/** Up to 20 `{id, name}` pairs whose name contains the search text, by name: a searchable select's choices. */
export function findOptions(
  db: DbOrTx,
  source: { table: PgTable; id: PgColumn; name: PgColumn },
  search: string,
  where?: SQL,
): Promise<Option[]> {
  const rows = db
    .select({ id: source.id, name: source.name })
    .from(source.table)
    .where(and(where, searchCondition([source.name], search)))
    .orderBy(asc(source.name), asc(source.id))
    .limit(OPTION_MATCHES);
  return rows as Promise<Option[]>;
}
