/** Asked before a receipt is received, from its form or its page. */
export const receiveQuestion = (poNumber: string | null) =>
  `Receive these goods? The GRN takes the next number, the accepted quantities count against ${poNumber ?? 'the purchase order'} and bar stock goes into stock by heat.`;

/** "Goods receipt GRN/2026-27/0001 received". */
export const receivedText = (receipt: { grnNumber: string | null }) =>
  `Goods receipt ${receipt.grnNumber ?? ''} received`;
