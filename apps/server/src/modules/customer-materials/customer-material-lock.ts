import { customerMaterialReceipts } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type CustomerMaterialRecord = typeof customerMaterialReceipts.$inferSelect;

/** The receipt's row, locked for the transaction: its edits, receive and cancel queue. */
export const lockCustomerMaterial = documentLock<CustomerMaterialRecord>(
  customerMaterialReceipts,
  'Customer material receipt',
  'customer material receipt',
);
