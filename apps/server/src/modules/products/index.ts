/** What other modules use of products: the columns a product's bar and its plant needs are worked out from. */
export { BAR_COLUMNS } from './product-bar.js';
export { NEEDS_COLUMNS } from './product-needs.js';
