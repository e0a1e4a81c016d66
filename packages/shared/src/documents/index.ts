export * from './flow.js';
export * from './gst-note-flow.js';
export * from './invoice-copies.js';
export * from './invoice-flow.js';
export { type Progress, progressOf } from './progress.js';
export * from './sales-order-flow.js';
export * from './tax-type.js';
