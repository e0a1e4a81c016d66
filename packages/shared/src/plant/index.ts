export * from './bar-netting.js';
export * from './bar-per-piece.js';
export * from './bar-requirements.js';
export * from './machine-hours.js';
export * from './operations.js';
export * from './pdi-rule.js';
export * from './plant-needs.js';
export * from './product-figures.js';
