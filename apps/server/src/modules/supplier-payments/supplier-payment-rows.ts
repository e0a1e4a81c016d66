import { fromPaise, type SupplierPaymentSummary, toPaise } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supplierPayments, suppliers } from '../../db/schema/index.js';

/** A payment's list row: its own columns and the supplier's code as the supplier record has it now. */
export const selectPaymentSummaries = (db: DbOrTx) =>
  db
    .select({
      id: supplierPayments.id,
      paymentNumber: supplierPayments.paymentNumber,
      supplierId: supplierPayments.supplierId,
      supplierName: supplierPayments.supplierName,
      supplierCode: suppliers.supplierCode,
      paymentDate: supplierPayments.paymentDate,
      amount: supplierPayments.amount,
      allocatedAmount: supplierPayments.allocatedAmount,
      mode: supplierPayments.mode,
      reference: supplierPayments.reference,
      createdAt: supplierPayments.createdAt,
    })
    .from(supplierPayments)
    .leftJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectPaymentSummaries>['execute']>>[number];

/** The row as the API answers it: the advance still open worked in paise. */
export const toPaymentSummary = (row: SummaryRow): SupplierPaymentSummary => ({
  ...row,
  mode: row.mode as SupplierPaymentSummary['mode'],
  advance: fromPaise(toPaise(row.amount) - toPaise(row.allocatedAmount)),
  createdAt: row.createdAt.toISOString(),
});
