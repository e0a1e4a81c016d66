export * from './gauge-due.js';
