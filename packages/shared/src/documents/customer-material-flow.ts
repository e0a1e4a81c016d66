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
  receive: {
    label: 'Receive',
    icon: 'package-plus',
    summary: "Receives a draft with the next number of its yearly series; the bars go into stock as the customer's",
    question: () => "Receive this material? It takes the next number and the bars go into the customer's stock.",
    done: ({ number }) => `Material received: ${number ?? ''}`,
    failed: 'Failed to receive material',
  },
  cancel: {
    label: 'Cancel Receipt',
    icon: 'ban',
    summary: "Cancels a received receipt, with why; the bars come out of the customer's stock (refused once used)",
    panel: {
      title: ({ number }) => `Cancel receipt ${number ?? ''}`,
      intro:
        "The number stays used and the receipt stays on record, marked cancelled; the bars come out of the customer's stock (refused once some of them have been used).",
      confirm: 'Confirm cancellation',
      keep: 'Keep receipt',
    },
    done: ({ number }) => `Receipt ${number ?? ''} cancelled`,
    failed: 'Failed to cancel receipt',
  },
  // The form's Save & Receive goes without the receive question, as it always has.
  saveAnd: { summary: 'Saves the draft receipt and receives it in one go', unasked: true },
});
