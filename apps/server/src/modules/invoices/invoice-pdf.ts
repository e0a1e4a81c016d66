import { INVOICE_COPIES, type Invoice, indianDate } from '@lathe/shared';
import { lines, renderPdf, stateWithCode } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { drawTaxDocument, type TaxDocumentPdf } from '../../lib/tax-document-pdf.js';
import { drawIrnBand } from './invoice-pdf-irn.js';

/**
 * The GST tax invoice as a PDF (CGST Rule 46) on the shared tax-document page
 * (lib/tax-document-pdf.ts): number and dates, the buyer's PO, the order, the vehicle, the
 * e-way bill, place of supply and tax, and the IRN with its QR code beside the title. An issued
 * invoice prints in three copies, original, duplicate and triplicate (CGST Rule 48(4)), each
 * from a new page; a draft or a cancelled invoice once, with its note.
 */

/** The line under the title: the copy of an issued invoice, or what a draft or cancelled one is. */
function noteOf(invoice: Invoice, copy: string) {
  return invoice.status === 'draft'
    ? 'DRAFT - not valid as a tax invoice until issued'
    : invoice.status === 'cancelled'
      ? `CANCELLED${invoice.cancelReason ? `: ${invoice.cancelReason}` : ''}`
      : copy;
}

/** The invoice as the shared tax-document page prints it. */
export function invoiceDocument(invoice: Invoice): TaxDocumentPdf {
  return {
    ...invoice,
    title: 'TAX INVOICE',
    label: 'Invoice',
    noun: 'invoice',
    terms: invoice.seller.invoiceTerms,
    band: (layout, doc, titleTop) => drawIrnBand(layout, doc, invoice, titleTop),
    particulars: lines(
      `Invoice No.: ${invoice.invoiceNumber ?? 'Draft (numbered on issue)'}`,
      `Invoice Date: ${indianDate(invoice.invoiceDate)}`,
      `Due Date: ${indianDate(invoice.dueDate)}`,
      invoice.customerPoNumber &&
        `Buyer's PO: ${invoice.customerPoNumber}${invoice.customerPoDate ? ` dated ${indianDate(invoice.customerPoDate)}` : ''}`,
      invoice.salesOrderNumber && `Sales Order: ${invoice.salesOrderNumber}`,
      invoice.vehicleReference && `Vehicle / LR: ${invoice.vehicleReference}`,
      invoice.eWayBillNumber &&
        `e-Way Bill No.: ${invoice.eWayBillNumber}${invoice.eWayBillValidUntil ? ` valid until ${indianDate(invoice.eWayBillValidUntil)}` : ''}`,
      `Place of Supply: ${stateWithCode(invoice.placeOfSupply, invoice.placeOfSupplyCode) || '-'}`,
      `Tax: ${invoice.taxType === 'intra' ? 'CGST + SGST (within the state)' : 'IGST (inter-state)'}`,
    ),
  };
}

/**
 * Renders the invoice to a PDF in memory. The document's Title is the invoice number, so a
 * viewer's window and a search of the file name it.
 */
export function renderInvoicePdf(invoice: Invoice, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    {
      Title: invoice.invoiceNumber ?? 'Draft invoice',
      Subject: `Tax invoice to ${invoice.customerName}`,
      Author: invoice.seller.name ?? '',
    },
    (layout, doc) => {
      // Issued, part paid or paid: all three copies; a draft or a cancelled invoice once.
      const once = invoice.status === 'draft' || invoice.status === 'cancelled';
      const copies = once ? INVOICE_COPIES.slice(0, 1) : INVOICE_COPIES;
      const document = invoiceDocument(invoice);
      copies.forEach((copy, i) => {
        if (i > 0) {
          doc.addPage();
          layout.y = doc.page.margins.top;
        }
        drawTaxDocument(layout, doc, document, noteOf(invoice, copy));
      });
    },
    options,
  );
}

/** The PDF's file name: the invoice's number, or a draft's id. */
export const invoicePdfName = (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
  pdfFileName(invoice.invoiceNumber ?? `draft-${invoice.id.slice(0, 8)}`);
