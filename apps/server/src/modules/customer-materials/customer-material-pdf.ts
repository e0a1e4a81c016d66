import { type CompanySettings, type CustomerMaterial, customerMaterialPrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** The receipt as a PDF: its print model (the company, with its logo, as who received) on the page kit. */
export const renderCustomerMaterialPdf = (receipt: CustomerMaterial, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(customerMaterialPrint(receipt, company.logo));

export const customerMaterialPdfName = (receipt: Pick<CustomerMaterial, 'id' | 'receiptNumber'>) =>
  pdfFileName(receipt.receiptNumber ?? `draft-material-${receipt.id.slice(0, 8)}`);
