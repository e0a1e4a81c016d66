import { defineReceiptFlow } from './receipt-flow.js';

export {
  RECEIPT_STATUSES as CUSTOMER_MATERIAL_STATUSES,
  type ReceiptStatus as CustomerMaterialStatus,
} from './receipt-flow.js';

/**
 * Material a customer sends in to be machined (free issue), against their challan: a draft is
 * edited or deleted; received, it takes the next number of its yearly series (CMR/2026-27/0001)
 * and the bars go into stock as the customer's, never mixed with the company's own; cancelled,
 * they come out again (refused when some of it has already been used). The stores clerk who
 * books goods receipts books these too.
 */
export const CUSTOMER_MATERIAL_FLOW = defineReceiptFlow({
  noun: 'customer material receipt',
  draft: 'receipt',
  received: 'material',
});
