import { type CompanySettings, type GoodsReceipt, goodsReceiptPrint } from '@lathe/shared';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** The GRN as a PDF: its print model (the company, with its logo, as who received) on the page kit. */
export const renderGoodsReceiptPdf = (receipt: GoodsReceipt, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(goodsReceiptPrint(receipt, company.logo));

/** The PDF's file name: the GRN's number, or a draft's id. */
export const goodsReceiptPdfName = (receipt: Pick<GoodsReceipt, 'id' | 'grnNumber'>) =>
  pdfFileName(receipt.grnNumber ?? `draft-grn-${receipt.id.slice(0, 8)}`);
