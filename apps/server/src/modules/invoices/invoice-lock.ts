import { invoices } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type InvoiceRecord = typeof invoices.$inferSelect;

/** The invoice's row, locked for the transaction: its edits, issue, cancel and payments queue. */
export const lockInvoice = documentLock<InvoiceRecord>(invoices, 'Invoice', 'invoice');
