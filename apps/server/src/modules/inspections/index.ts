/**
 * What other modules use of inspections: an invoice's PDI reports, as the attachments of its
 * e-mail; each product's latest PDI, which a dispatch and the dispatch desk read; how a dispatch's
 * pieces map to invoices and to the work orders they were made in, which traceability reads.
 */
export { dispatchesOfInvoice, invoicesOfDispatch, workOrdersOfDispatch } from './inspection-trace.js';
export { latestPdisOf } from './latest-pdi.js';
export { type MailAttachment, pdiReportsOfInvoice } from './pdi-attachments.js';
