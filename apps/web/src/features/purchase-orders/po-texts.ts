/** Asked before a purchase order is confirmed, from its form or its page. */
export const confirmQuestion = (supplierName: string | null | undefined) =>
  `Confirm this purchase order${supplierName ? ` to ${supplierName}` : ''}? It takes the next PO number and can no longer be edited.`;

/** "Purchase order PO/2026-27/0001 confirmed". */
export const confirmedText = (order: { poNumber: string | null }) => `Purchase order ${order.poNumber ?? ''} confirmed`;
