/** What other modules use of blanket orders: the price in force for a customer's part on a day (delivery schedules release at it). */
export { activeBlanketLines } from './blanket-lines.js';
export type { BlanketOrdersService } from './blanket-orders.service.js';
