export * from './delivery-performance.js';
export * from './schedule-difference.js';
export * from './schedule-import.js';
