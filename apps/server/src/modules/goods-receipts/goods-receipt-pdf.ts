import { type GoodsReceipt, type GoodsReceiptLine, indianDate, purchaseQuantityText, type Seller } from '@lathe/shared';
import { fill, LEFT, letterhead, lines, PAD, type PdfLayout, renderPdf, WIDTH } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/** The supplier as the purchase order printed them. */
export interface ReceiptSupplier {
  name: string;
  code: string | null;
  gstin: string | null;
  address: string | null;
  state: string | null;
}

/** What the GRN prints beyond the receipt itself: its order's date and supplier. */
export interface ReceiptPrint {
  receipt: GoodsReceipt;
  poDate: string;
  supplier: ReceiptSupplier;
}

const quantity = (value: number) => purchaseQuantityText(value);

/** "EN8 Ø25 — Bright bar EN8 Ø25": a bar's grade and size before what the order called it. */
const describe = (line: GoodsReceiptLine) =>
  line.kind === 'bar_stock' && line.grade && line.rodSize && !line.description.includes(line.grade)
    ? `${line.grade} ${line.rodSize} — ${line.description}`
    : line.description;

function signatures(layout: PdfLayout, company: Seller) {
  layout.ensure(70);
  const third = WIDTH / 3;
  const top = layout.y;
  ['Received by (Stores)', 'Inspected by (Quality)', `For ${company.name ?? ''}`].forEach((label, i) => {
    layout.box(LEFT + i * third, top, third, 60);
    layout.text(i === 2 ? 'Authorised Signatory' : 'Signature', LEFT + i * third + PAD, top + 46, third - 2 * PAD);
    layout.text(label, LEFT + i * third + PAD, top + PAD, third - 2 * PAD, { bold: true });
  });
  layout.y = top + 66;
}

/**
 * The goods receipt note as a PDF for the stores' file: the company that received, the GRN's
 * number and date, the purchase order and the supplier's invoice it came with, the supplier, and
 * each line's received, accepted and rejected quantities with the heat number and whether its
 * mill test certificate is on file; why anything was rejected; signatures of stores and quality.
 */
export function renderGoodsReceiptPdf({ receipt, poDate, supplier }: ReceiptPrint, company: Seller): Promise<Buffer> {
  const state =
    receipt.status === 'draft'
      ? 'DRAFT - goods not yet taken into stock'
      : receipt.status === 'cancelled'
        ? `CANCELLED${receipt.cancelReason ? `: ${receipt.cancelReason}` : ''}`
        : 'Stores copy';
  return renderPdf(
    {
      Title: receipt.grnNumber ?? 'Draft goods receipt',
      Subject: `Goods receipt from ${receipt.supplierName}`,
      Author: company.name ?? '',
    },
    (layout, doc) => {
      letterhead(layout, doc, {
        title: 'GOODS RECEIPT NOTE',
        note: state,
        seller: company,
        sellerLabel: 'Received by',
        label: 'Goods Receipt',
        particulars: lines(
          `GRN No.: ${receipt.grnNumber ?? 'Draft (numbered when received)'}`,
          `Receipt Date: ${indianDate(receipt.receiptDate)}`,
          `PO No.: ${receipt.poNumber} dated ${indianDate(poDate)}`,
          `Supplier Invoice No.: ${receipt.supplierInvoiceNumber ?? '-'}`,
          receipt.supplierInvoiceDate && `Supplier Invoice Date: ${indianDate(receipt.supplierInvoiceDate)}`,
          receipt.vehicleNumber && `Vehicle No.: ${receipt.vehicleNumber}`,
        ),
      });
      const from = lines(
        supplier.name,
        supplier.address,
        supplier.gstin ? `GSTIN: ${supplier.gstin}` : 'GSTIN: Unregistered',
        supplier.state && `State: ${supplier.state}`,
        supplier.code && `Supplier Code: ${supplier.code}`,
      );
      const height = layout.block(LEFT, layout.y, WIDTH, 'Supplier', from, { boldFirst: true });
      layout.box(LEFT, layout.y, WIDTH, height);
      layout.y += height + 6;

      layout.table(
        fill<GoodsReceiptLine>([
          { header: '#', width: 18, align: 'right', value: (l) => String(l.lineNumber) },
          { header: 'Description', width: 0, flex: true, value: describe },
          { header: 'Unit', width: 30, value: (l) => l.unit },
          { header: 'Ordered', width: 52, align: 'right', value: (l) => quantity(l.orderedQuantity) },
          { header: 'Received', width: 52, align: 'right', value: (l) => quantity(l.receivedQuantity) },
          { header: 'Accepted', width: 52, align: 'right', value: (l) => quantity(l.acceptedQuantity) },
          { header: 'Rejected', width: 50, align: 'right', value: (l) => quantity(l.rejectedQuantity) },
          { header: 'Bars', width: 32, align: 'right', value: (l) => (l.bars === null ? '' : String(l.bars)) },
          { header: 'Heat No.', width: 56, value: (l) => l.heatNumber ?? '' },
          { header: 'MTC', width: 28, align: 'center', value: (l) => (l.certificate ? 'Yes' : 'No') },
        ]),
        receipt.lines,
      );
      layout.y += 6;
      const rejected = receipt.lines.filter((line) => line.rejectionReason);
      if (rejected.length > 0) {
        layout.y = layout.text('Rejections', LEFT, layout.y, WIDTH, { bold: true }) + 2;
        for (const line of rejected) {
          const text = `Line ${line.lineNumber}: ${quantity(line.rejectedQuantity)} ${line.unit} rejected - ${line.rejectionReason}`;
          layout.ensure(layout.heightOf(text, WIDTH) + 2);
          layout.y = layout.text(text, LEFT, layout.y, WIDTH) + 2;
        }
        layout.y += 4;
      }
      if (receipt.remarks) layout.y = layout.text(`Remarks: ${receipt.remarks}`, LEFT, layout.y, WIDTH) + 6;
      signatures(layout, company);
      layout.text('MTC: mill test certificate on file for the heat.', LEFT, layout.y, WIDTH, {
        size: 6.5,
        align: 'center',
      });
    },
  );
}

/** The PDF's file name: the GRN's number, or a draft's id. */
export const goodsReceiptPdfName = (receipt: Pick<GoodsReceipt, 'id' | 'grnNumber'>) =>
  pdfFileName(receipt.grnNumber ?? `draft-grn-${receipt.id.slice(0, 8)}`);
