import {
  type CompanySettings,
  type CompanySettingsData,
  companySettingsInputSchema,
  INDIAN_STATES,
} from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { companySettings } from '../../db/schema/index.js';
import { assertVersion } from '../../lib/errors.js';
import { assertLogoSize } from '../../lib/logo-image.js';

const STATE_CODES = new Map<string, string>(INDIAN_STATES.map((s) => [s.name, s.code]));

/** The GST state code of a state as the list spells it ('Maharashtra' → '27'). */
export const stateCodeOf = (state: string | null | undefined) => (state ? (STATE_CODES.get(state) ?? null) : null);

type Row = typeof companySettings.$inferSelect;

/** Every field a PUT carries: one left out is cleared (null), not kept, as a whole-record PUT says. */
const FIELDS = Object.keys(companySettingsInputSchema.shape).filter((field) => field !== 'version');
const wholeRecord = (data: Omit<CompanySettingsData, 'version'>) =>
  Object.fromEntries(FIELDS.map((field) => [field, data[field as keyof typeof data] ?? null]));

function toCompanySettings(row: Row): CompanySettings {
  const { id: _id, updatedAt, ...fields } = row;
  return { ...fields, stateCode: stateCodeOf(row.state), updatedAt: updatedAt.toISOString() };
}

/** The company's own details (one row, made by the migration), printed on invoices. */
export function createCompanyService(db: Db) {
  async function get(tx: DbOrTx = db): Promise<CompanySettings> {
    const [row] = await tx.select().from(companySettings).where(eq(companySettings.id, 1));
    if (row) return toCompanySettings(row);
    // The migration makes the row; should it ever be gone, the next save makes it again.
    // In a transaction, as every write: it carries the actor to the audit trail.
    const make = (t: DbOrTx) => t.insert(companySettings).values({ id: 1 }).onConflictDoNothing().returning();
    const [made] = await (tx === db ? db.transaction(make) : make(tx));
    return made ? toCompanySettings(made) : get(tx);
  }

  return {
    get,

    async update({ version, ...data }: CompanySettingsData): Promise<CompanySettings> {
      assertLogoSize(data.logo);
      return db.transaction(async (tx) => {
        await get(tx);
        const [current] = await tx
          .select({ version: companySettings.version })
          .from(companySettings)
          .where(eq(companySettings.id, 1))
          .for('update');
        assertVersion(current?.version ?? 1, version, 'company settings');
        const [row] = await tx
          .update(companySettings)
          .set({ ...wholeRecord(data), version: sql`${companySettings.version} + 1`, updatedAt: new Date() })
          .where(eq(companySettings.id, 1))
          .returning();
        return toCompanySettings(row as Row);
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
