/**
 * What other modules use of supplier bills: the service (built once in app.ts) and the row lock a
 * supplier payment takes before it writes a bill's amount paid and status.
 */
export { lockSupplierBill, type SupplierBillRecord } from './supplier-bill-lock.js';
export type { SupplierBillsService } from './supplier-bills.service.js';
