/**
 * What other modules use of sales orders: the open lines' machine hours (dashboard), the locked order
 * an invoice bills, and a new draft order (a won quotation converted).
 */
export { openLinesMachineHours } from './line-machine-hours.js';
export { settleOrderStatus } from './order-completion.js';
export { lockOrder } from './order-lock.js';
export { type ReleaseLine, rerateReleaseLines, syncReleaseOrder } from './release-orders.js';
export { createDraft as createOrderDraft } from './sales-orders.service.js';
