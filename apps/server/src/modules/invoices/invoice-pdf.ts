import { formatIndianNumber, INVOICE_COPIES, type Invoice, type InvoiceLine, indianDate } from '@lathe/shared';
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
  renderPdf,
  stateWithCode,
  WIDTH,
} from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/**
 * The GST tax invoice as a PDF (CGST Rule 46): seller and buyer with GSTIN and state code,
 * number and date, place of supply, HSN, quantity, rate, taxable value and tax per line,
 * totals with the round-off, the amount in words, an HSN-wise tax summary, bank details and
 * the signature block. Amounts are labelled with the rupee sign (₹) and Indian-grouped
 * (12,34,567.00). An issued invoice prints in three copies, original, duplicate and triplicate
 * (CGST Rule 48(4)), each from a new page; a draft or a cancelled invoice once, with its note.
 */

/** The line under the title: the copy of an issued invoice, or what a draft or cancelled one is. */
function noteOf(invoice: Invoice, copy: string) {
  return invoice.status === 'draft'
    ? 'DRAFT - not valid as a tax invoice until issued'
    : invoice.status === 'cancelled'
      ? `CANCELLED${invoice.cancelReason ? `: ${invoice.cancelReason}` : ''}`
      : copy;
}

function drawHeader(layout: PdfLayout, doc: Doc, invoice: Invoice, note: string) {
  letterhead(layout, doc, {
    title: 'TAX INVOICE',
    note,
    seller: invoice.seller,
    label: 'Invoice',
    particulars: lines(
      `Invoice No.: ${invoice.invoiceNumber ?? 'Draft (numbered on issue)'}`,
      `Invoice Date: ${indianDate(invoice.invoiceDate)}`,
      `Due Date: ${indianDate(invoice.dueDate)}`,
      invoice.customerPoNumber &&
        `Buyer's PO: ${invoice.customerPoNumber}${invoice.customerPoDate ? ` dated ${indianDate(invoice.customerPoDate)}` : ''}`,
      invoice.salesOrderNumber && `Sales Order: ${invoice.salesOrderNumber}`,
      invoice.vehicleReference && `Vehicle / LR: ${invoice.vehicleReference}`,
      `Place of Supply: ${stateWithCode(invoice.placeOfSupply, invoice.placeOfSupplyCode) || '-'}`,
      `Tax: ${invoice.taxType === 'intra' ? 'CGST + SGST (within the state)' : 'IGST (inter-state)'}`,
    ),
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

function drawLines(layout: PdfLayout, invoice: Invoice) {
  layout.y = layout.text('Amounts in ₹', LEFT, layout.y, WIDTH, { size: 6.5, align: 'right' }) + 2;
  const intra = invoice.taxType === 'intra';
  const taxColumns: Column<InvoiceLine>[] = intra
    ? [
        { header: 'CGST', width: 50, align: 'right', value: (l) => money(l.cgst) },
        { header: 'SGST', width: 50, align: 'right', value: (l) => money(l.sgst) },
      ]
    : [{ header: 'IGST', width: 60, align: 'right', value: (l) => money(l.igst) }];
  layout.table(
    fill<InvoiceLine>([
      { header: '#', width: 18, align: 'right', value: (l) => String(l.lineNumber) },
      {
        header: 'Description',
        width: 0,
        flex: true,
        value: (l) => (l.drawingNumber ? `${l.description}\nDrg. No. ${l.drawingNumber}` : l.description),
      },
      { header: 'HSN', width: 44, value: (l) => l.hsnCode ?? '' },
      { header: 'Qty', width: 40, align: 'right', value: (l) => formatIndianNumber(l.quantity, 0) },
      { header: 'Unit', width: 26, value: (l) => l.unit },
      { header: 'Rate', width: 52, align: 'right', value: (l) => money(l.rate) },
      { header: 'Taxable', width: 62, align: 'right', value: (l) => money(l.taxable) },
      { header: 'GST %', width: 34, align: 'right', value: (l) => percent(l.gstRate) },
      ...taxColumns,
      { header: 'Total', width: 64, align: 'right', value: (l) => money(l.total) },
    ]),
    invoice.lines,
  );
}

function drawTotals(layout: PdfLayout, invoice: Invoice) {
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

function drawHsnSummary(layout: PdfLayout, invoice: Invoice) {
  type Row = Invoice['hsnSummary'][number];
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

function drawFooter(layout: PdfLayout, invoice: Invoice) {
  const { seller } = invoice;
  const bank = lines(
    seller.bankName && `Bank: ${seller.bankName}`,
    seller.bankAccountName && `Account name: ${seller.bankAccountName}`,
    seller.bankAccountNumber && `Account no.: ${seller.bankAccountNumber}`,
    seller.bankIfsc && `IFSC: ${seller.bankIfsc}`,
    seller.bankBranch && `Branch: ${seller.bankBranch}`,
  );
  const terms = lines(seller.invoiceTerms, invoice.notes && `Note: ${invoice.notes}`);
  // Bank details | terms | signature, side by side.
  const widths = [WIDTH * 0.36, WIDTH * 0.36, WIDTH * 0.28] as const;
  const blocks = [
    { label: 'Bank details', body: bank },
    { label: 'Terms', body: terms },
  ];
  const height = Math.max(
    64,
    ...blocks.map(({ label, body }, i) => layout.blockHeight((widths[i] as number) - 2 * PAD, label, body)),
  );
  layout.ensure(height + 16);
  const top = layout.y;
  let x = LEFT;
  blocks.forEach(({ label, body }, i) => {
    layout.box(x, top, widths[i] as number, height);
    layout.block(x, top, widths[i] as number, label, body);
    x += widths[i] as number;
  });
  const signature = widths[2] - 2 * PAD;
  layout.box(x, top, widths[2], height);
  layout.text(`For ${seller.name ?? ''}`, x + PAD, top + PAD, signature, { bold: true, align: 'right' });
  layout.text('Authorised Signatory', x + PAD, top + height - 14, signature, { align: 'right' });
  layout.y = top + height + 5;
  layout.text('This is a computer-generated invoice.', LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
}

/**
 * Renders the invoice to a PDF in memory. The document's Title is the invoice number, so a
 * viewer's window and a search of the file name it.
 */
export function renderInvoicePdf(invoice: Invoice, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    {
      Title: invoice.invoiceNumber ?? 'Draft invoice',
      Subject: `Tax invoice to ${invoice.customerName}`,
      Author: invoice.seller.name ?? '',
    },
    (layout, doc) => {
      // Issued, part paid or paid: all three copies; a draft or a cancelled invoice once.
      const once = invoice.status === 'draft' || invoice.status === 'cancelled';
      const copies = once ? INVOICE_COPIES.slice(0, 1) : INVOICE_COPIES;
      copies.forEach((copy, i) => {
        if (i > 0) {
          doc.addPage();
          layout.y = doc.page.margins.top;
        }
        drawHeader(layout, doc, invoice, noteOf(invoice, copy));
        drawLines(layout, invoice);
        layout.y += 6;
        drawTotals(layout, invoice);
        drawHsnSummary(layout, invoice);
        drawFooter(layout, invoice);
      });
    },
    options,
  );
}

/** The PDF's file name: the invoice's number, or a draft's id. */
export const invoicePdfName = (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
  pdfFileName(invoice.invoiceNumber ?? `draft-${invoice.id.slice(0, 8)}`);
