import type { Invoice, InvoiceLine, Seller } from '@lathe/shared';
import { formatIndianNumber } from '@lathe/shared';
import {
  type Column,
  type Doc,
  fill,
  GREY,
  LEFT,
  letterhead,
  lines,
  money,
  PAD,
  type PdfLayout,
  percent,
  stateWithCode,
  WIDTH,
} from './pdf-layout.js';

/*
 * A GST tax document on the page kit: the tax invoice (CGST Rule 46) and the credit and debit
 * notes (Rule 53) share it. Seller and buyer with GSTIN and state code, the document's
 * particulars, HSN, quantity, rate, taxable value and tax per line, totals with the round-off,
 * the amount in words, the HSN-wise tax summary, bank details and the signature block; amounts
 * in ₹ with Indian grouping (12,34,567.00). Each caller says what its document is and prints
 * one copy per call of `drawTaxDocument`.
 */

/** A line as the document prints it. */
export type TaxDocumentLine = Pick<
  InvoiceLine,
  | 'lineNumber'
  | 'description'
  | 'hsnCode'
  | 'quantity'
  | 'unit'
  | 'rate'
  | 'taxable'
  | 'gstRate'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'total'
> & { drawingNumber?: string | null };

/** What a tax document prints, whatever it is. */
export interface TaxDocumentPdf
  extends Pick<
    Invoice,
    | 'customerName'
    | 'customerGstin'
    | 'customerPartyCode'
    | 'billingAddress'
    | 'shippingAddress'
    | 'placeOfSupply'
    | 'placeOfSupplyCode'
    | 'taxType'
    | 'taxableTotal'
    | 'cgstTotal'
    | 'sgstTotal'
    | 'igstTotal'
    | 'taxTotal'
    | 'roundOff'
    | 'grandTotal'
    | 'amountInWords'
    | 'hsnSummary'
  > {
  /** "TAX INVOICE", "CREDIT NOTE". */
  title: string;
  /** The particulars block's label: "Invoice", "Credit Note". */
  label: string;
  /** "invoice", "credit note": the foot's "This is a computer-generated …". */
  noun: string;
  particulars: string[];
  seller: Seller;
  lines: TaxDocumentLine[];
  /** The seller's terms of sale: the invoice's (company settings); none on a note, which sells nothing. */
  terms: string | null;
  /** Printed beside the terms. */
  notes: string | null;
  /** Something drawn with the title (the IRN and its QR code). */
  band?: (layout: PdfLayout, doc: Doc, titleTop: number) => void;
}

function drawHeader(layout: PdfLayout, doc: Doc, invoice: TaxDocumentPdf, note: string) {
  letterhead(layout, doc, {
    title: invoice.title,
    note,
    seller: invoice.seller,
    ...(invoice.band ? { band: (titleTop: number) => invoice.band?.(layout, doc, titleTop) } : {}),
    label: invoice.label,
    particulars: invoice.particulars,
  });
  const half = WIDTH / 2;

  // Buyer: bill to and ship to (the billing address when no other is given).
  const buyer = (address: string | null) =>
    lines(
      invoice.customerName,
      address,
      invoice.customerGstin ? `GSTIN: ${invoice.customerGstin}` : 'GSTIN: Unregistered',
      invoice.placeOfSupply && `State: ${stateWithCode(invoice.placeOfSupply, invoice.placeOfSupplyCode)}`,
      `Party Code: ${invoice.customerPartyCode}`,
    );
  const buyerTop = layout.y;
  const billHeight = layout.block(LEFT, buyerTop, half, 'Bill to', buyer(invoice.billingAddress), { boldFirst: true });
  const shipHeight = layout.block(
    LEFT + half,
    buyerTop,
    half,
    'Ship to',
    buyer(invoice.shippingAddress ?? invoice.billingAddress),
    {
      boldFirst: true,
    },
  );
  const buyerHeight = Math.max(billHeight, shipHeight);
  layout.box(LEFT, buyerTop, half, buyerHeight);
  layout.box(LEFT + half, buyerTop, half, buyerHeight);
  layout.y = buyerTop + buyerHeight + 4;
}

/** The figures a tax lines table prints for each line, whatever else the line carries. */
type TaxLine = Pick<
  TaxDocumentLine,
  'lineNumber' | 'hsnCode' | 'quantity' | 'unit' | 'rate' | 'taxable' | 'gstRate' | 'cgst' | 'sgst' | 'igst' | 'total'
>;

/** How a document describes its lines and prints their quantities in the lines table. */
export interface TaxLinesFormat<L> {
  describe: (line: L) => string;
  quantity: (quantity: number) => string;
  /** The quantity column's width: wider where quantities carry decimals. */
  quantityWidth: number;
}

const invoiceLines: TaxLinesFormat<TaxDocumentLine> = {
  describe: (l) => (l.drawingNumber ? `${l.description}\nDrg. No. ${l.drawingNumber}` : l.description),
  quantity: (quantity) => formatIndianNumber(quantity, 0),
  quantityWidth: 40,
};

/** The lines with their taxable value and tax (CGST + SGST within the state, IGST across), in ₹. */
export function drawTaxLines<L extends TaxLine>(
  layout: PdfLayout,
  taxType: TaxDocumentPdf['taxType'],
  rows: L[],
  format: TaxLinesFormat<L>,
) {
  layout.y = layout.text('Amounts in ₹', LEFT, layout.y, WIDTH, { size: 6.5, align: 'right' }) + 2;
  const taxColumns: Column<L>[] =
    taxType === 'intra'
      ? [
          { header: 'CGST', width: 50, align: 'right', value: (l) => money(l.cgst) },
          { header: 'SGST', width: 50, align: 'right', value: (l) => money(l.sgst) },
        ]
      : [{ header: 'IGST', width: 60, align: 'right', value: (l) => money(l.igst) }];
  layout.table(
    fill<L>([
      { header: '#', width: 18, align: 'right', value: (l) => String(l.lineNumber) },
      { header: 'Description', width: 0, flex: true, value: format.describe },
      { header: 'HSN', width: 44, value: (l) => l.hsnCode ?? '' },
      { header: 'Qty', width: format.quantityWidth, align: 'right', value: (l) => format.quantity(l.quantity) },
      { header: 'Unit', width: 26, value: (l) => l.unit },
      { header: 'Rate', width: 52, align: 'right', value: (l) => money(l.rate) },
      { header: 'Taxable', width: 62, align: 'right', value: (l) => money(l.taxable) },
      { header: 'GST %', width: 34, align: 'right', value: (l) => percent(l.gstRate) },
      ...taxColumns,
      { header: 'Total', width: 64, align: 'right', value: (l) => money(l.total) },
    ]),
    rows,
  );
}

/** What the totals box reads. */
export type TaxTotals = Pick<
  TaxDocumentPdf,
  'taxType' | 'taxableTotal' | 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'roundOff' | 'grandTotal' | 'amountInWords'
>;

/** The totals box (taxable value, tax, round-off, grand total) and the amount in words. */
export function drawTaxTotals(layout: PdfLayout, invoice: TaxTotals) {
  const rows: [string, string, boolean?][] = [
    ['Taxable value', money(invoice.taxableTotal)],
    ...(invoice.taxType === 'intra'
      ? ([
          ['CGST', money(invoice.cgstTotal)],
          ['SGST', money(invoice.sgstTotal)],
        ] as [string, string][])
      : ([['IGST', money(invoice.igstTotal)]] as [string, string][])),
    ['Round off', money(invoice.roundOff)],
    ['Grand Total (₹)', money(invoice.grandTotal), true],
  ];
  const width = 220;
  const x = LEFT + WIDTH - width;
  layout.ensure(rows.length * 14 + 40);
  // Noto Sans's line box starts well above its capitals: 1.5 pt down centres them in the row.
  for (const [label, value, bold] of rows) {
    layout.box(x, layout.y, width, 14, bold ? GREY : undefined);
    layout.text(label, x + PAD, layout.y + 1.5, 120, { bold });
    layout.text(value, x + 120, layout.y + 1.5, width - 120 - PAD, { bold, align: 'right' });
    layout.y += 14;
  }
  layout.y += 6;
  const words = `Amount in words: ${invoice.amountInWords}`;
  layout.ensure(layout.heightOf(words, WIDTH, { bold: true }) + 8);
  layout.y = layout.text(words, LEFT, layout.y, WIDTH, { bold: true }) + 10;
}

function drawHsnSummary(layout: PdfLayout, invoice: TaxDocumentPdf) {
  type Row = TaxDocumentPdf['hsnSummary'][number];
  const total: Row = {
    hsnCode: 'Total',
    gstRate: -1,
    taxable: invoice.taxableTotal,
    cgst: invoice.cgstTotal,
    sgst: invoice.sgstTotal,
    igst: invoice.igstTotal,
    tax: invoice.taxTotal,
  };
  const rate = (row: Row, share: number) => (row.gstRate < 0 ? '' : percent(row.gstRate * share));
  const taxColumns: Column<Row>[] =
    invoice.taxType === 'intra'
      ? [
          { header: 'CGST rate', width: 46, align: 'right', value: (r) => rate(r, 0.5) },
          { header: 'CGST', width: 70, align: 'right', value: (r) => money(r.cgst) },
          { header: 'SGST rate', width: 46, align: 'right', value: (r) => rate(r, 0.5) },
          { header: 'SGST', width: 70, align: 'right', value: (r) => money(r.sgst) },
        ]
      : [
          { header: 'IGST rate', width: 60, align: 'right', value: (r) => rate(r, 1) },
          { header: 'IGST', width: 90, align: 'right', value: (r) => money(r.igst) },
        ];
  layout.ensure(60);
  layout.y = layout.text('HSN-wise tax summary', LEFT, layout.y, WIDTH, { bold: true }) + 3;
  layout.table(
    fill<Row>([
      { header: 'HSN', width: 0, flex: true, value: (r) => r.hsnCode ?? '(none)' },
      { header: 'Taxable value', width: 90, align: 'right', value: (r) => money(r.taxable) },
      ...taxColumns,
      { header: 'Total tax', width: 90, align: 'right', value: (r) => money(r.tax) },
    ]),
    [...invoice.hsnSummary, total],
  );
  layout.y += 10;
}

function drawFooter(layout: PdfLayout, invoice: TaxDocumentPdf) {
  const { seller } = invoice;
  const bank = lines(
    seller.bankName && `Bank: ${seller.bankName}`,
    seller.bankAccountName && `Account name: ${seller.bankAccountName}`,
    seller.bankAccountNumber && `Account no.: ${seller.bankAccountNumber}`,
    seller.bankIfsc && `IFSC: ${seller.bankIfsc}`,
    seller.bankBranch && `Branch: ${seller.bankBranch}`,
  );
  const terms = lines(invoice.terms, invoice.notes && `Note: ${invoice.notes}`);
  // Bank details | terms | signature, side by side.
  drawSignedFoot(
    layout,
    [
      { label: 'Bank details', body: bank, width: WIDTH * 0.36 },
      { label: 'Terms', body: terms, width: WIDTH * 0.36 },
    ],
    seller.name,
    invoice.noun,
  );
}

/**
 * The foot of a document: its blocks side by side, then the signature box "For <signer>" /
 * "Authorised Signatory" across the width left over, and "This is a computer-generated <noun>."
 */
export function drawSignedFoot(
  layout: PdfLayout,
  blocks: { label: string; body: string[]; width: number }[],
  signer: string | null,
  noun: string,
) {
  const height = Math.max(
    64,
    ...blocks.map(({ label, body, width }) => layout.blockHeight(width - 2 * PAD, label, body)),
  );
  layout.ensure(height + 16);
  const top = layout.y;
  let x = LEFT;
  for (const { label, body, width } of blocks) {
    layout.box(x, top, width, height);
    layout.block(x, top, width, label, body);
    x += width;
  }
  const signWidth = LEFT + WIDTH - x;
  const signature = signWidth - 2 * PAD;
  layout.box(x, top, signWidth, height);
  layout.text(`For ${signer ?? ''}`, x + PAD, top + PAD, signature, { bold: true, align: 'right' });
  layout.text('Authorised Signatory', x + PAD, top + height - 14, signature, { align: 'right' });
  layout.y = top + height + 5;
  layout.text(`This is a computer-generated ${noun}.`, LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
}

/** One copy of the document, from the top of the current page; `note` is printed under the title. */
export function drawTaxDocument(layout: PdfLayout, doc: Doc, document: TaxDocumentPdf, note: string) {
  drawHeader(layout, doc, document, note);
  drawTaxLines(layout, document.taxType, document.lines, invoiceLines);
  layout.y += 6;
  drawTaxTotals(layout, document);
  drawHsnSummary(layout, document);
  drawFooter(layout, document);
}
