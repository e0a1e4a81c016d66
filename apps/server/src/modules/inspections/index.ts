/** What other modules use of inspections: an invoice's PDI reports, as the attachments of its e-mail. */
export { type MailAttachment, pdiReportsOfInvoice } from './pdi-attachments.js';
