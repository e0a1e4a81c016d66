import type { supplierBillLines } from '../../db/schema/index.js';
import { supplierBills } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type SupplierBillRecord = typeof supplierBills.$inferSelect;
export type SupplierBillLineRecord = typeof supplierBillLines.$inferSelect;

/** The bill's row, locked for the transaction: its edits and steps, and the payments set against it, queue. */
export const lockSupplierBill = documentLock<SupplierBillRecord>(supplierBills, 'Supplier bill', 'supplier bill');
