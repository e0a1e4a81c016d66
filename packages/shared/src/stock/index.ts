export * from './ledger-balance.js';
export * from './material.js';
