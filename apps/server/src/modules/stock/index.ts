/**
 * What other modules use of stock: the ledger every movement goes through, finished stock a
 * dispatch draws (and the pieces of it on hand), and bar readiness.
 */
export { drawDispatchedStock } from './dispatch-stock.js';
export { finishedStockOf } from './finished-stock.js';
export { drawOldestFirst, postMovements, reversalDate, type StockMovementInput } from './stock-ledger.js';
export { barReadinessOf } from './stock-planning.js';
