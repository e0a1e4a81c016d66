/**
 * What other modules use of blanket orders: the customer's parts on active ones (delivery schedules
 * release against them), and a new draft (a won quotation converted).
 */
export { activeBlanketLines } from './blanket-lines.js';
export { createBlanketDraft } from './blanket-order-drafts.js';
export { releasedByLine } from './blanket-order-rows.js';
export type { BlanketOrdersService } from './blanket-orders.service.js';
