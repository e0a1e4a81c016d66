/**
 * What other modules use of invoices: the service and the PDF (e-mail), what is owed and overdue
 * (receivables, notifications), the e-invoice rules (GSTR-1, notes), and the locked invoice and its
 * payments that a credit or debit note adjusts; a draft written in another module's transaction (the
 * invoice job work proposes for goods deemed supplied).
 */
export { invoiceDrafts } from './invoice-drafts.js';
export { noteEInvoice, reportedEInvoice, rulesOf } from './invoice-e-invoice.js';
export { lockInvoice } from './invoice-lock.js';
export { invoicePdfName, renderInvoicePdf } from './invoice-pdf.js';
export { overdueCondition, owedSql } from './invoice-rows.js';
export type { InvoicesService } from './invoices.service.js';
export { balancePaise, type PayableInvoice, settle } from './payments.js';
