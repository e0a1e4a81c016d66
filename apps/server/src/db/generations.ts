import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * The figures a server process keeps between reads, each with a generation in the database
 * (migration 0027): `schedule`, the machine plan's data; `machine_hours`, what the dashboard's
 * machining hours read besides the plan. Every committed transaction that changed a table a
 * figure reads moves its generation once, whoever wrote it, in whichever process.
 */
export const FIGURES = ['schedule', 'machine_hours'] as const;
export type Figure = (typeof FIGURES)[number];

/** A figure's generation: one worked from data read after it was `g` is good until it moves past `g`. */
export async function readGeneration(db: DbOrTx, figure: Figure): Promise<bigint> {
  const { rows } = (await db.execute(
    sql`select generation::text as generation from generations where name = ${figure}`,
  )) as unknown as { rows: { generation: string }[] };
  const generation = rows[0]?.generation;
  if (generation === undefined) throw new Error(`generations has no row for ${figure}: the migrations have not run`);
  return BigInt(generation);
}
