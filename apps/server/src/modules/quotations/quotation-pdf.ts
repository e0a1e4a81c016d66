import { type CompanySettings, type Quotation, quotationPrint, quotationReference } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** The quotation as the customer reads it: its print model (no cost sheet) on the page kit. */
export const renderQuotationPdf = (quotation: Quotation, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(quotationPrint(quotation, company.logo));

/** The PDF's file name: the number and revision, or a draft's id. */
export const quotationPdfName = (quotation: Pick<Quotation, 'id' | 'quotationNumber' | 'revision'>) =>
  pdfFileName(quotationReference(quotation) ?? `draft-quotation-${quotation.id.slice(0, 8)}`);
