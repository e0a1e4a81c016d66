import { quotations } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type QuotationRecord = typeof quotations.$inferSelect;

/** The quotation's row, locked for the transaction: its edits and steps queue. */
export const lockQuotation = documentLock<QuotationRecord>(quotations, 'Quotation', 'quotation');
