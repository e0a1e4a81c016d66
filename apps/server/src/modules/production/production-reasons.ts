import {
  type ProductionReason,
  type ProductionReasonData,
  type ProductionReasonKind,
  type ProductionReasonPatch,
  REASON_IN_USE_MESSAGE,
  reasonTakenMessage,
} from '@lathe/shared';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { productionEntries, productionReasons } from '../../db/schema/index.js';
import { assertVersion, conflict, notFound } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/*
 * The rejection and downtime reasons (`production/reasons`): the company's own two lists. Names
 * are unique within a list whatever their case; a reason entries name is deactivated, not deleted.
 */

/**
 * Entries naming the reason. Written out whole: in the select of one table Drizzle leaves the
 * reason's id unqualified, which inside the subquery would read the entry's own id.
 */
const entryCount = sql<number>`(select count(*) from production_entries e
  where e.rejection_reason_id = production_reasons.id or e.downtime_reason_id = production_reasons.id)::int`;

const select = (tx: DbOrTx) =>
  tx
    .select({
      id: productionReasons.id,
      kind: productionReasons.kind,
      name: productionReasons.name,
      active: productionReasons.active,
      entryCount,
      version: productionReasons.version,
      createdAt: productionReasons.createdAt,
      updatedAt: productionReasons.updatedAt,
    })
    .from(productionReasons)
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toReason = (row: Row): ProductionReason => ({
  ...row,
  kind: row.kind as ProductionReasonKind,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The reasons' unique index refused the name (two saves of one name at once). */
function isNameTaken(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'production_reasons_name';
  }
  return false;
}

/** 409 on name when the list already has the name, in any case (`except` the reason being renamed). */
async function assertNameFree(tx: DbOrTx, kind: ProductionReasonKind, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: productionReasons.id })
    .from(productionReasons)
    .where(
      and(
        eq(productionReasons.kind, kind),
        sql`lower(${productionReasons.name}) = lower(${name})`,
        except ? ne(productionReasons.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(reasonTakenMessage(kind), { name: reasonTakenMessage(kind) });
}

async function readReason(tx: DbOrTx, id: string): Promise<ProductionReason> {
  const [row] = await select(tx).where(eq(productionReasons.id, id));
  if (!row) throw notFound('Reason');
  return toReason(row);
}

export function createProductionReasons(db: Db) {
  /** Runs a write; a name taken meanwhile by another save answers the same 409 as one taken before. */
  async function write<T>(kind: ProductionReasonKind, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(run);
    } catch (error) {
      if (isNameTaken(error)) throw conflict(reasonTakenMessage(kind), { name: reasonTakenMessage(kind) });
      throw error;
    }
  }

  return {
    /** Both lists, or one: active reasons first, then by name. */
    async list(kind?: ProductionReasonKind): Promise<ProductionReason[]> {
      const rows = await select(db)
        .where(kind ? eq(productionReasons.kind, kind) : undefined)
        .orderBy(asc(productionReasons.kind), sql`${productionReasons.active} desc`, asc(productionReasons.name));
      return rows.map(toReason);
    },

    get: (id: string) => readReason(db, id),

    create: (data: ProductionReasonData) =>
      write(data.kind, async (tx) => {
        await assertNameFree(tx, data.kind, data.name);
        const [created] = await tx
          .insert(productionReasons)
          .values({ kind: data.kind, name: data.name })
          .returning({ id: productionReasons.id });
        return readReason(tx, (created as { id: string }).id);
      }),

    /** Renames, deactivates or brings back a reason. */
    async update(id: string, patch: ProductionReasonPatch): Promise<ProductionReason> {
      const current = await readReason(db, id);
      return write(current.kind, async (tx) => {
        const [row] = await tx.select().from(productionReasons).where(eq(productionReasons.id, id)).for('update');
        if (!row) throw notFound('Reason');
        assertVersion(row.version, patch.version, 'reason');
        if (patch.name !== undefined) await assertNameFree(tx, current.kind, patch.name, id);
        await tx
          .update(productionReasons)
          .set({
            ...(patch.name === undefined ? {} : { name: patch.name }),
            ...(patch.active === undefined ? {} : { active: patch.active }),
            ...touched(productionReasons),
          })
          .where(eq(productionReasons.id, id));
        return readReason(tx, id);
      });
    },

    /** Deletes a reason no entry names (409 otherwise: deactivate it instead). */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(productionReasons).where(eq(productionReasons.id, id)).for('update');
        if (!row) throw notFound('Reason');
        const used: SQL = or(
          eq(productionEntries.rejectionReasonId, id),
          eq(productionEntries.downtimeReasonId, id),
        ) as SQL;
        const [inUse] = await tx.select({ id: productionEntries.id }).from(productionEntries).where(used).limit(1);
        if (inUse) throw conflict(REASON_IN_USE_MESSAGE);
        await tx.delete(productionReasons).where(eq(productionReasons.id, id));
      });
    },
  };
}

export type ProductionReasons = ReturnType<typeof createProductionReasons>;
