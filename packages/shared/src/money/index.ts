export * from './amount-in-words.js';
export * from './financial-year.js';
export * from './gst.js';
export * from './indian-format.js';
export * from './money.js';
export * from './series-within.js';
