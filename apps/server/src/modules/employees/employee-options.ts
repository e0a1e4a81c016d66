import { OPTION_MATCHES, type Option } from '@lathe/shared';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { employees } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/list.js';

/**
 * Up to 20 active employees whose code, name, e-mail or phone contains the text, by name:
 * "Ravi Patil (E012)". Who ran a machine on a production entry, who inspected a first piece or
 * a dispatch: one picker for every form that names a person of the plant.
 */
export function employeeOptions(db: DbOrTx, search: string): Promise<Option[]> {
  const name = sql<string>`${employees.firstName} || ' ' || ${employees.lastName} || ' (' || ${employees.employeeCode} || ')'`;
  return db
    .select({ id: employees.id, name })
    .from(employees)
    .where(
      and(eq(employees.isActive, true), search ? ilike(employees.searchText, `%${escapeLike(search)}%`) : undefined),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id))
    .limit(OPTION_MATCHES);
}
