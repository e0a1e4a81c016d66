/** What other modules use of SPC: the characteristics out of control lately, which the notifications raise. */
export { type OutOfControl, outOfControl } from './spc-alerts.js';
