import { type Invoice, invoicePrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/**
 * The GST tax invoice as a PDF: its print model (the seller frozen on issue, with its logo; an
 * issued invoice in its three copies, each from a new page; the IRN and its QR code beside the
 * title) on the page kit. The document's Title is the invoice number, so a viewer's window and a
 * search of the file name it.
 */
export const renderInvoicePdf = (invoice: Invoice, options: { compress?: boolean } = {}): Promise<Buffer> =>
  renderPrintPdf(invoicePrint(invoice), options);

/** The PDF's file name: the invoice's number, or a draft's id. */
export const invoicePdfName = (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
  pdfFileName(invoice.invoiceNumber ?? `draft-${invoice.id.slice(0, 8)}`);
