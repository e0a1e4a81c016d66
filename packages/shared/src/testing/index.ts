export * from '../production/schedule-bench.js';
export * from './added-steps.js';
export * from './print-documents.js';
export * from './print-examples.js';
export * from './print-quotation.js';
export * from './print-supplier-bill.js';
export * from './print-tax-documents.js';
export * from './tax-type-cases.js';
