import { type DeducteeType, financialYearBounds, financialYearOf, type TdsBasis, type TdsSection } from '@lathe/shared';
import { and, eq, gte, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companySettings, supplierBills, suppliers } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';

/**
 * What the TDS on a bill from `supplierId` dated `billDate` depends on: the supplier's section,
 * deductee type and PAN, whether the company deducts under 194Q, and the taxable value of the
 * supplier's held and booked bills of that financial year (but `excludeBillId`), in paise.
 */
export async function tdsBasisOf(
  tx: DbOrTx,
  supplierId: string,
  billDate: string,
  excludeBillId?: string,
): Promise<TdsBasis & { financialYear: string }> {
  const [supplier] = await tx
    .select({ section: suppliers.tdsSection, deducteeType: suppliers.deducteeType, pan: suppliers.pan })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier) throw invalidField('supplierId', 'Supplier not found');
  const [settings] = await tx.select({ tds194q: companySettings.tds194q }).from(companySettings).limit(1);
  const financialYear = financialYearOf(billDate);
  const { start, end } = financialYearBounds(financialYear);
  const [sum] = await tx
    .select({ paise: sql<string>`coalesce(round(sum(${supplierBills.taxableTotal}) * 100), 0)` })
    .from(supplierBills)
    .where(
      and(
        eq(supplierBills.supplierId, supplierId),
        notInArray(supplierBills.status, ['draft', 'cancelled']),
        gte(supplierBills.billDate, start),
        lte(supplierBills.billDate, end),
        excludeBillId ? ne(supplierBills.id, excludeBillId) : undefined,
      ),
    );
  return {
    section: (supplier.section as TdsSection | null) ?? null,
    companyDeducts194Q: settings?.tds194q ?? false,
    deducteeType: supplier.deducteeType as DeducteeType,
    hasPan: !!supplier.pan?.trim(),
    earlierTaxable: Number(sum?.paise ?? 0),
    financialYear,
  };
}
