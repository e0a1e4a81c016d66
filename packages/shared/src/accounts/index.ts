export * from './tally-kinds.js';
export * from './tally-ledgers.js';
export * from './tally-vouchers.js';
export * from './tally-xml.js';
