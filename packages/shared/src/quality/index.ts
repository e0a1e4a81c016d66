export * from './box-label.js';
export * from './gauge-due.js';
export * from './spc.js';
export * from './trace-path.js';
