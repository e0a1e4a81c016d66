/**
 * What other modules use of purchase orders: the service (stock's planning drafts an order of a short
 * bar), and the locked order a goods receipt fills.
 */
export { lockPurchaseOrder } from './purchase-order-lock.js';
export { applyReceipt } from './purchase-order-receipts.js';
export type { PurchaseOrdersService } from './purchase-orders.service.js';
