export * from './tax-type-cases.js';
