import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supplierBills } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';

/**
 * Refuses (409 on supplierInvoiceNumber, naming the bill that holds it) a supplier's invoice that
 * a held or booked bill of the same supplier and financial year already carries, however its
 * number was typed (supplierInvoiceKey). Drafts and cancelled bills hold nothing.
 */
export async function assertNotDuplicate(
  tx: DbOrTx,
  {
    supplierId,
    financialYear,
    key,
    billId,
  }: { supplierId: string; financialYear: string; key: string; billId?: string | undefined },
) {
  const [holder] = await tx
    .select({ billNumber: supplierBills.billNumber, supplierInvoiceNumber: supplierBills.supplierInvoiceNumber })
    .from(supplierBills)
    .where(
      and(
        eq(supplierBills.supplierId, supplierId),
        eq(supplierBills.financialYear, financialYear),
        eq(supplierBills.supplierInvoiceKey, key),
        notInArray(supplierBills.status, ['draft', 'cancelled']),
        billId ? ne(supplierBills.id, billId) : undefined,
      ),
    )
    .limit(1);
  if (holder) {
    const message = `Invoice ${holder.supplierInvoiceNumber} of this supplier is already booked as ${holder.billNumber} in ${financialYear}`;
    throw conflict(message, { supplierInvoiceNumber: message });
  }
}
