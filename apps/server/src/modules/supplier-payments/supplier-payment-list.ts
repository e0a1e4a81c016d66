import { SUPPLIER_PAYMENT_SORTABLE, type SupplierPaymentListFilter, type SupplierPaymentSort } from '@lathe/shared';
import { and, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import { supplierPayments } from '../../db/schema/index.js';
import { type ListSpec, sortColumns } from '../../lib/list.js';

const SORTABLE = sortColumns(SUPPLIER_PAYMENT_SORTABLE, {
  paymentNumber: supplierPayments.paymentNumber,
  paymentDate: supplierPayments.paymentDate,
  supplierName: supplierPayments.supplierName,
  amount: supplierPayments.amount,
  createdAt: supplierPayments.createdAt,
});

/** A supplier's payments (supplier_payments_supplier), between two days, or those with an advance still open. */
function filterCondition(filters: SupplierPaymentListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { supplierId, from, to, withAdvance } = filters;
  return and(
    supplierId ? eq(supplierPayments.supplierId, supplierId) : undefined,
    from ? gte(supplierPayments.paymentDate, from) : undefined,
    to ? lte(supplierPayments.paymentDate, to) : undefined,
    withAdvance ? gt(supplierPayments.amount, supplierPayments.allocatedAmount) : undefined,
  );
}

/** The payments list, newest first by default; a search matches the number, the supplier or the reference. */
export const supplierPaymentListSpec = (
  filters: SupplierPaymentListFilter | undefined,
): ListSpec<SupplierPaymentSort> => ({
  table: supplierPayments,
  searchable: [supplierPayments.searchText],
  sortable: SORTABLE,
  tieBreaker: supplierPayments.id,
  filters,
  where: filterCondition(filters),
});
