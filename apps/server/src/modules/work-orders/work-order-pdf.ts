import { type CompanySettings, type WorkOrder, workOrderPrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/**
 * The work order as a PDF (the shop floor's job card): its print model on the page kit, with the
 * company's logo and the plant's transfer time for the operations without their own.
 */
export const renderWorkOrderPdf = (order: WorkOrder, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(workOrderPrint(order, company.logo, company.transferMinutes));

/** The PDF's file name: the work order's number, or a draft's id. */
export const workOrderPdfName = (order: Pick<WorkOrder, 'id' | 'woNumber'>) =>
  pdfFileName(order.woNumber ?? `draft-work-order-${order.id.slice(0, 8)}`);
