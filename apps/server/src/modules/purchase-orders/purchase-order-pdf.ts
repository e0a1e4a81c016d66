import {
  type CompanySettings,
  indianDate,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrder,
  type PurchaseOrderLine,
  purchaseQuantityText,
} from '@lathe/shared';
import { LEFT, letterhead, lines, type PdfLayout, renderPdf, stateWithCode, WIDTH } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { drawSignedFoot, drawTaxLines, drawTaxTotals, type TaxLinesFormat } from '../../lib/tax-document-pdf.js';

/*
 * A purchase order as the supplier receives it, on the invoices' page kit (Noto Sans, so amounts
 * carry ₹ and Indian grouping): the company's letterhead as the buyer, the order's particulars,
 * the supplier and where to deliver, then the tax invoice's own lines table (with the input GST
 * as the supplier will charge it), totals box and signed foot from tax-document-pdf, the
 * terms taking the place of the bank details.
 */

const half = WIDTH / 2;

/** A line's description with what identifies it further: its bars and its own delivery date. */
const describe = (line: PurchaseOrderLine) =>
  lines(
    line.description,
    line.bars ? `Bars: ${line.bars}` : null,
    line.deliveryDate ? `Deliver by ${indianDate(line.deliveryDate)}` : null,
  ).join('\n');

const poLines: TaxLinesFormat<PurchaseOrderLine> = { describe, quantity: purchaseQuantityText, quantityWidth: 50 };

function drawParties(layout: PdfLayout, order: PurchaseOrder) {
  const supplier = lines(
    order.supplierName,
    order.supplierCode && `Supplier Code: ${order.supplierCode}`,
    order.supplierAddress,
    order.supplierGstin ? `GSTIN: ${order.supplierGstin}` : 'GSTIN: Unregistered',
    order.supplierState && `State: ${order.supplierState}`,
  );
  const deliverTo = lines(
    order.buyer.name ?? '',
    order.buyer.address,
    order.buyer.state && `State: ${stateWithCode(order.buyer.state, order.buyer.stateCode)}`,
  );
  const top = layout.y;
  const height = Math.max(
    layout.block(LEFT, top, half, 'Supplier', supplier, { boldFirst: true }),
    layout.block(LEFT + half, top, half, 'Deliver to', deliverTo, { boldFirst: true }),
  );
  layout.box(LEFT, top, half, height);
  layout.box(LEFT + half, top, half, height);
  layout.y = top + height + 4;
}

function drawFooter(layout: PdfLayout, order: PurchaseOrder) {
  const terms = lines(
    order.paymentTerms && `Payment: ${order.paymentTerms}`,
    order.remarks,
    `Quote ${order.poNumber ? `PO No. ${order.poNumber}` : 'our PO number'} on your invoice and delivery challan.`,
    order.lines.some((line) => line.kind === 'bar_stock') &&
      'Send the mill test certificate of each heat with the bar stock; bars are accepted by heat number.',
  );
  drawSignedFoot(layout, [{ label: 'Terms', body: terms, width: WIDTH * 0.68 }], order.buyer.name, 'purchase order');
}

/** What the line under the title says: a draft is no order yet; a closed one says why. */
function stateNote(order: PurchaseOrder): string {
  if (order.status === 'draft') return 'DRAFT - not an order until confirmed';
  if (order.status === 'cancelled' || order.status === 'short_closed') {
    const label = PURCHASE_ORDER_STATUS_LABELS[order.status].toUpperCase();
    return order.statusReason ? `${label}: ${order.statusReason}` : label;
  }
  return 'Original for supplier';
}

/** The order as a PDF, with the company (its letterhead and logo) as the buyer. */
export function renderPurchaseOrderPdf(order: PurchaseOrder, company: CompanySettings): Promise<Buffer> {
  const particulars = lines(
    `PO No.: ${order.poNumber ?? 'Draft (numbered on confirmation)'}`,
    `PO Date: ${indianDate(order.poDate)}`,
    order.deliveryDate && `Delivery by: ${indianDate(order.deliveryDate)}`,
    `Tax: ${order.taxType === 'intra' ? 'CGST + SGST (within the state)' : 'IGST (inter-state)'}`,
  );
  return renderPdf(
    {
      Title: order.poNumber ?? 'Draft purchase order',
      Subject: `Purchase order to ${order.supplierName}`,
      Author: company.name ?? '',
    },
    (layout, doc) => {
      letterhead(layout, doc, {
        title: 'PURCHASE ORDER',
        note: stateNote(order),
        seller: { ...company, ...order.buyer },
        sellerLabel: 'Buyer',
        label: 'Purchase Order',
        particulars,
      });
      drawParties(layout, order);
      drawTaxLines(layout, order.taxType, order.lines, poLines);
      layout.y += 6;
      drawTaxTotals(layout, order);
      drawFooter(layout, order);
    },
  );
}

/** The PDF's file name: the order's number, or a draft's id. */
export const purchaseOrderPdfName = (order: Pick<PurchaseOrder, 'id' | 'poNumber'>) =>
  pdfFileName(order.poNumber ?? `draft-purchase-order-${order.id.slice(0, 8)}`);
