import { type CompanySettings, type PurchaseOrder, purchaseOrderPrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** The order as a PDF: its print model (the company, with its logo, as the buyer) on the page kit. */
export const renderPurchaseOrderPdf = (order: PurchaseOrder, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(purchaseOrderPrint(order, company.logo));

/** The PDF's file name: the order's number, or a draft's id. */
export const purchaseOrderPdfName = (order: Pick<PurchaseOrder, 'id' | 'poNumber'>) =>
  pdfFileName(order.poNumber ?? `draft-purchase-order-${order.id.slice(0, 8)}`);
