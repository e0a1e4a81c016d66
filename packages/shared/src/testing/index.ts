export * from '../production/schedule-bench.js';
export * from './tax-type-cases.js';
