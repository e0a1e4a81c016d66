/** What other modules use of work orders: the locked work order, its product's figures and options, and a heat's own stock. */
export { lockWorkOrder, type WorkOrderRecord } from './work-order-lock.js';
export { ownStockOfHeat } from './work-order-materials.js';
export { productOptions } from './work-order-options.js';
export { barPerPieceOf, cycleTimesOf, productOf, type WorkOrderProductRow } from './work-order-product.js';
