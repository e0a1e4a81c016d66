import {
  OPTION_MATCHES,
  type Option,
  optionSchema,
  optionsQuerySchema,
  type PermissionCheck,
  type Scope,
} from '@lathe/shared';
import { and, asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
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

/**
 * `GET /{resource}/options?search=`: the choices of a searchable select. Allowed to the
 * resource's viewers and to whoever fills or filters the screens that pick from it (`pickers`).
 */
export function registerOptionsRoute(
  app: FastifyInstance,
  {
    resource,
    scope,
    pickers,
    find,
  }: { resource: string; scope: Scope; pickers: PermissionCheck[]; find: (search: string) => Promise<Option[]> },
) {
  app.get(
    `/${resource}/options`,
    {
      config: { access: { anyOf: [{ scope, action: 'view' }, ...pickers] } },
      schema: { tags: [resource], querystring: optionsQuerySchema, response: { 200: z.array(optionSchema) } },
    },
    (request: FastifyRequest) => find((request.query as { search: string }).search),
  );
}
