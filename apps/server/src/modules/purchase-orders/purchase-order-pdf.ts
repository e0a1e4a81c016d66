import {
  type CompanySettings,
  indianDate,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrder,
  type PurchaseOrderLine,
  purchaseQuantityText,
} from '@lathe/shared';
import {
  type Column,
  fill,
  GREY,
  LEFT,
  letterhead,
  lines,
  money,
  PAD,
  type PdfLayout,
  percent,
  renderPdf,
  stateWithCode,
  WIDTH,
} from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/*
 * A purchase order as the supplier receives it, on the invoices' page kit (Noto Sans, so amounts
 * carry ₹ and Indian grouping): the company's letterhead as the buyer, the order's particulars,
 * the supplier and where to deliver, the lines with their input GST as the supplier will charge
 * it (CGST + SGST or IGST), the totals with the round-off, the amount in words, the terms and
 * the signature block.
 */

const half = WIDTH / 2;

/** A line's description with what identifies it further: its bars and its own delivery date. */
const describe = (line: PurchaseOrderLine) =>
  lines(
    line.description,
    line.bars ? `Bars: ${line.bars}` : null,
    line.deliveryDate ? `Deliver by ${indianDate(line.deliveryDate)}` : null,
  ).join('\n');

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

function drawLines(layout: PdfLayout, order: PurchaseOrder) {
  layout.y = layout.text('Amounts in ₹', LEFT, layout.y, WIDTH, { size: 6.5, align: 'right' }) + 2;
  const taxColumns: Column<PurchaseOrderLine>[] =
    order.taxType === 'intra'
      ? [
          { header: 'CGST', width: 48, align: 'right', value: (l) => money(l.cgst) },
          { header: 'SGST', width: 48, align: 'right', value: (l) => money(l.sgst) },
        ]
      : [{ header: 'IGST', width: 58, align: 'right', value: (l) => money(l.igst) }];
  layout.table(
    fill<PurchaseOrderLine>([
      { header: '#', width: 18, align: 'right', value: (l) => String(l.lineNumber) },
      { header: 'Description', width: 0, flex: true, value: describe },
      { header: 'HSN', width: 44, value: (l) => l.hsnCode ?? '' },
      { header: 'Qty', width: 50, align: 'right', value: (l) => purchaseQuantityText(l.quantity) },
      { header: 'Unit', width: 28, value: (l) => l.unit },
      { header: 'Rate', width: 52, align: 'right', value: (l) => money(l.rate) },
      { header: 'Taxable', width: 60, align: 'right', value: (l) => money(l.taxable) },
      { header: 'GST %', width: 32, align: 'right', value: (l) => percent(l.gstRate) },
      ...taxColumns,
      { header: 'Total', width: 62, align: 'right', value: (l) => money(l.total) },
    ]),
    order.lines,
  );
}

function drawTotals(layout: PdfLayout, order: PurchaseOrder) {
  const rows: [string, string, boolean?][] = [
    ['Taxable value', money(order.taxableTotal)],
    ...(order.taxType === 'intra'
      ? ([
          ['CGST', money(order.cgstTotal)],
          ['SGST', money(order.sgstTotal)],
        ] as [string, string][])
      : ([['IGST', money(order.igstTotal)]] as [string, string][])),
    ['Round off', money(order.roundOff)],
    ['Grand Total (₹)', money(order.grandTotal), true],
  ];
  const width = 220;
  const x = LEFT + WIDTH - width;
  layout.ensure(rows.length * 14 + 40);
  for (const [label, value, bold] of rows) {
    layout.box(x, layout.y, width, 14, bold ? GREY : undefined);
    layout.text(label, x + PAD, layout.y + 1.5, 120, { bold });
    layout.text(value, x + 120, layout.y + 1.5, width - 120 - PAD, { bold, align: 'right' });
    layout.y += 14;
  }
  layout.y += 6;
  const words = `Amount in words: ${order.amountInWords}`;
  layout.ensure(layout.heightOf(words, WIDTH, { bold: true }) + 8);
  layout.y = layout.text(words, LEFT, layout.y, WIDTH, { bold: true }) + 10;
}

function drawFooter(layout: PdfLayout, order: PurchaseOrder) {
  const terms = lines(
    order.paymentTerms && `Payment: ${order.paymentTerms}`,
    order.remarks,
    `Quote ${order.poNumber ? `PO No. ${order.poNumber}` : 'our PO number'} on your invoice and delivery challan.`,
    order.lines.some((line) => line.kind === 'bar_stock') &&
      'Send the mill test certificate of each heat with the bar stock; bars are accepted by heat number.',
  );
  const termsWidth = WIDTH * 0.68;
  const signWidth = WIDTH - termsWidth;
  const height = Math.max(64, layout.blockHeight(termsWidth - 2 * PAD, 'Terms', terms));
  layout.ensure(height + 16);
  const top = layout.y;
  layout.box(LEFT, top, termsWidth, height);
  layout.block(LEFT, top, termsWidth, 'Terms', terms);
  const x = LEFT + termsWidth;
  layout.box(x, top, signWidth, height);
  layout.text(`For ${order.buyer.name ?? ''}`, x + PAD, top + PAD, signWidth - 2 * PAD, { bold: true, align: 'right' });
  layout.text('Authorised Signatory', x + PAD, top + height - 14, signWidth - 2 * PAD, { align: 'right' });
  layout.y = top + height + 5;
  layout.text('This is a computer-generated purchase order.', LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
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
      drawLines(layout, order);
      layout.y += 6;
      drawTotals(layout, order);
      drawFooter(layout, order);
    },
  );
}

/** The PDF's file name: the order's number, or a draft's id. */
export const purchaseOrderPdfName = (order: Pick<PurchaseOrder, 'id' | 'poNumber'>) =>
  pdfFileName(order.poNumber ?? `draft-purchase-order-${order.id.slice(0, 8)}`);
