import { type CompanySettings, type JobWorkChallan, jobWorkPrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/**
 * The challan as a PDF: its print model (the company, with its logo, as consigner) on the page
 * kit, three copies of a sent challan each from a new page, a draft or cancelled one once.
 */
export const renderJobWorkPdf = (challan: JobWorkChallan, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(jobWorkPrint(challan, company.logo));

/** The PDF's file name: the challan's number, or a draft's id. */
export const jobWorkPdfName = (challan: Pick<JobWorkChallan, 'id' | 'challanNumber'>) =>
  pdfFileName(challan.challanNumber ?? `draft-challan-${challan.id.slice(0, 8)}`);
