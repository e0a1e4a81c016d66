/** What other modules use of sales orders: the open lines' machine hours (dashboard), and the locked order an invoice bills. */
export { openLinesMachineHours } from './line-machine-hours.js';
export { settleOrderStatus } from './order-completion.js';
export { lockOrder } from './order-lock.js';
