import { type SupplierBill, supplierBillPrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** The bill as a PDF: its print model (the company, with its logo, as the buyer) on the page kit. */
export const renderSupplierBillPdf = (bill: SupplierBill, logo: string | null): Promise<Buffer> =>
  renderPrintPdf(supplierBillPrint(bill, logo));

/** The PDF's file name: the bill's number, or a draft's id. */
export const supplierBillPdfName = (bill: Pick<SupplierBill, 'id' | 'billNumber'>) =>
  pdfFileName(bill.billNumber ?? `draft-supplier-bill-${bill.id.slice(0, 8)}`);
