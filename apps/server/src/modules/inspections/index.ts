/**
 * What other modules use of inspections: an invoice's PDI reports, as the attachments of its
 * e-mail; each product's latest PDI, which a dispatch and the dispatch desk read.
 */
export { latestPdisOf } from './latest-pdi.js';
export { type MailAttachment, pdiReportsOfInvoice } from './pdi-attachments.js';
