import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The database's schedule generation: moved by every committed transaction that changed a table
 * the schedule reads (the `schedule_changed` triggers of migration 0024), whoever wrote it. A plan
 * computed from data read after the generation was `g` is good until it moves past `g`.
 */
export async function readScheduleGeneration(db: DbOrTx): Promise<bigint> {
  const { rows } = (await db.execute(
    sql`select generation::text as generation from schedule_generation where id = 1`,
  )) as unknown as { rows: { generation: string }[] };
  const generation = rows[0]?.generation;
  if (generation === undefined) throw new Error('schedule_generation has no row: the migrations have not run');
  return BigInt(generation);
}
