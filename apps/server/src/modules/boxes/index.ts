/**
 * What other modules use of boxes: the rules a dispatch checks its scanned boxes by (the scan
 * check's own, read again in the dispatch's transaction), marking them dispatched, and the boxes
 * each dispatch sent.
 */
export { checkDispatchBoxes, markBoxesDispatched } from './box-rules.js';
export { boxesOfDispatches } from './dispatch-boxes.js';
