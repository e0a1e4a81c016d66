import type { PermissionCheck } from '../permissions.js';

/*
 * What the Tally Prime export writes, kind by kind, and who may export each: whoever may see its
 * documents. Apart from the vouchers themselves, so the route table reads who may open the page
 * without the rest.
 */

export const TALLY_KINDS = ['sales', 'credit-notes', 'debit-notes', 'purchases', 'receipts', 'payments'] as const;
export type TallyKind = (typeof TALLY_KINDS)[number];

export const TALLY_KIND_LABELS: Record<TallyKind, string> = {
  sales: 'Sales (invoices)',
  'credit-notes': 'Credit notes',
  'debit-notes': 'Debit notes',
  purchases: 'Purchases (supplier bills)',
  receipts: 'Receipts (customer payments)',
  payments: 'Payments (to suppliers)',
};

/** Who may export each kind: whoever may see its documents. */
export const TALLY_KIND_ACCESS: Record<TallyKind, PermissionCheck> = {
  sales: { scope: 'invoices', action: 'view' },
  'credit-notes': { scope: 'invoices', action: 'view' },
  'debit-notes': { scope: 'invoices', action: 'view' },
  purchases: { scope: 'supplier-bills', action: 'view' },
  // A customer's payments are read with the invoice they settle (the statement, the receivables).
  receipts: { scope: 'invoices', action: 'view' },
  payments: { scope: 'supplier-payments', action: 'view' },
};

/** Who may open the export at all: whoever may export one kind or more (invoices, supplier bills, supplier payments: view). */
export const TALLY_EXPORT_ACCESS: PermissionCheck[] = [
  ...new Map(Object.values(TALLY_KIND_ACCESS).map((check) => [check.scope, check])).values(),
];
