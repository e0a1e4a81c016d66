import type { GoodsReceipt, GoodsReceiptLine } from '../schemas/goods-receipt.js';
import { purchaseQuantityText } from '../schemas/purchase-order.js';
import { dated, field, fields, present, printDate } from './print-format.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintColumn, PrintMark, PrintModel, PrintTable } from './print-model.js';

/*
 * The goods receipt note as printed for the stores' file: the company that received, the GRN's
 * number and date, the purchase order and the supplier's invoice it came with, the supplier, each
 * line's ordered, received, accepted and rejected quantities with the heat number and whether its
 * mill test certificate is on file, why anything was rejected, and the signatures of stores and
 * quality.
 */

function markOf(receipt: GoodsReceipt): PrintMark | null {
  if (receipt.status === 'draft') return { text: 'DRAFT — the goods are not in stock until received', tone: 'draft' };
  if (receipt.status === 'cancelled') {
    return { text: `CANCELLED${receipt.cancelReason ? ` — ${receipt.cancelReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** "EN8 Ø25 — Bright bar EN8 Ø25": a bar's grade and size before what the order called it. */
const describe = (line: GoodsReceiptLine) =>
  line.kind === 'bar_stock' && line.grade && line.rodSize && !line.description.includes(line.grade)
    ? `${line.grade} ${line.rodSize} — ${line.description}`
    : line.description;

const quantity = (key: string, header: string, width: number): PrintColumn => ({
  key,
  header,
  width,
  kind: 'quantity',
  align: 'right',
});

function linesTable(receipt: GoodsReceipt): PrintTable {
  return {
    kind: 'table',
    label: 'Goods received',
    title: null,
    columns: [
      { key: 'lineNumber', header: '#', width: 18, kind: 'count', align: 'right' },
      { key: 'description', header: 'Description', width: 0, flex: true, kind: 'text', align: 'left' },
      { key: 'unit', header: 'Unit', width: 30, kind: 'text', align: 'left' },
      quantity('ordered', 'Ordered', 52),
      quantity('received', 'Received', 52),
      quantity('accepted', 'Accepted', 52),
      quantity('rejected', 'Rejected', 50),
      { key: 'bars', header: 'Bars', width: 32, kind: 'count', align: 'right' },
      { key: 'heatNumber', header: 'Heat No.', width: 56, kind: 'text', align: 'left' },
      { key: 'certificate', header: 'MTC', width: 28, kind: 'text', align: 'center' },
    ],
    rows: receipt.lines.map((line) => ({
      key: line.id,
      label: `Line ${line.lineNumber}`,
      cells: [
        { text: String(line.lineNumber) },
        { text: describe(line) },
        { text: line.unit },
        { text: purchaseQuantityText(line.orderedQuantity) },
        { text: purchaseQuantityText(line.receivedQuantity) },
        { text: purchaseQuantityText(line.acceptedQuantity) },
        { text: purchaseQuantityText(line.rejectedQuantity) },
        { text: line.bars === null ? '' : String(line.bars) },
        { text: line.heatNumber ?? '' },
        { text: line.certificate ? 'Yes' : 'No' },
      ],
    })),
    foot: [],
  };
}

/** The GRN as printed, with the company (its letterhead and `logo`) as who received. */
export function goodsReceiptPrint(receipt: GoodsReceipt, logo: string | null): PrintModel {
  const mark = markOf(receipt);
  const rejected = receipt.lines.filter((line) => line.rejectionReason);
  return {
    name: 'Goods receipt note',
    title: 'Goods Receipt Note',
    file: {
      title: receipt.grnNumber ?? 'Draft goods receipt',
      subject: `Goods receipt from ${receipt.supplierName}`,
      author: receipt.company.name ?? '',
    },
    copies: receipt.status === 'received' ? ['Stores copy'] : [],
    mark,
    watermark: receipt.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Received by', receipt.company, logo),
    particulars: {
      label: 'Goods Receipt',
      fields: fields(
        field('GRN No.', receipt.grnNumber ?? 'Draft (numbered when received)'),
        field('Receipt date', printDate(receipt.receiptDate)),
        field('PO No.', receipt.poNumber, 'poNumber'),
        field('PO date', printDate(receipt.poDate)),
        field('Supplier', receipt.supplierName),
        field(
          'Supplier invoice',
          receipt.supplierInvoiceNumber && dated(receipt.supplierInvoiceNumber, receipt.supplierInvoiceDate),
        ),
        field('Vehicle No.', receipt.vehicleNumber),
      ),
    },
    band: null,
    parties: [
      {
        label: 'Supplier',
        name: receipt.supplierName,
        address: receipt.supplierAddress,
        fields: fields(
          field('GSTIN', receipt.supplierGstin ?? 'Unregistered'),
          field('State', receipt.supplierState),
          field('Supplier code', receipt.supplierCode),
        ),
      },
    ],
    body: [
      linesTable(receipt),
      ...(rejected.length > 0
        ? [
            {
              kind: 'section' as const,
              label: 'Rejections',
              lines: rejected.map(
                (line) =>
                  `Line ${line.lineNumber}: ${purchaseQuantityText(line.rejectedQuantity)} ${line.unit} rejected — ${line.rejectionReason}`,
              ),
            },
          ]
        : []),
      ...(receipt.remarks ? [{ kind: 'section' as const, label: 'Remarks', lines: present(receipt.remarks) }] : []),
    ],
    foot: {
      sections: [],
      signatures: [
        { over: 'Received by (Stores)', under: 'Signature' },
        { over: 'Inspected by (Quality)', under: 'Signature' },
        { over: signingFor(receipt.company), under: 'Authorised Signatory' },
      ],
      note: 'MTC: mill test certificate on file for the heat.',
    },
  };
}
