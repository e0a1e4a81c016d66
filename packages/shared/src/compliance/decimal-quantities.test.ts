import { describe, expect, it } from 'vitest';
import { computeGst } from '../money/gst.js';
import { lineAmountPaise } from '../money/money.js';
import { gstLinesTable } from '../print/print-gst.js';
import { taxDocumentLines } from '../print/tax-document-print.js';
import { noteInputSchemaFor } from '../schemas/gst-note.js';
import { invoiceInputSchema, invoiceLineFiguresSchema, ORDER_LINE_WHOLE } from '../schemas/invoice.js';
import { eInvoiceArithmetic, eInvoiceOf } from './e-invoice.js';
import { type GstDocument, type GstDocumentType, withGstFigures } from './gst-document.js';
import { QUANTITY_DECIMALS, quantityText, unitAllowsDecimals, unitQuantityRefusal } from './gst-units.js';
import { type Gstr1Document, gstr1Of } from './gstr1.js';

/*
 * Quantities with decimals where the unit measures (KGS, MTR …): the one rule, the money
 * worked by hand, the invoice's and the note's schemas, and the portals' files.
 */

describe('unitAllowsDecimals', () => {
  it('allows decimals in the portal’s measuring units, in any case', () => {
    for (const unit of ['KGS', 'kgs', ' Mtr ', 'LTR', 'TON', 'QTL', 'GMS', 'SQM', 'CBM', 'MLT', 'KLR', 'CMS', 'MTS']) {
      expect(unitAllowsDecimals(unit), unit).toBe(true);
    }
  });

  it('keeps counted units, OTH, a unit off the list and none to whole numbers', () => {
    for (const unit of ['NOS', 'PCS', 'SET', 'BOX', 'BAG', 'PAC', 'UNT', 'DOZ', 'THD', 'OTH', 'kg', '', null]) {
      expect(unitAllowsDecimals(unit), String(unit)).toBe(false);
    }
  });

  it('refuses a fraction of a counted unit by its portal code, and nothing else', () => {
    expect(unitQuantityRefusal(2.5, 'NOS')).toBe('Quantity must be a whole number for NOS');
    expect(unitQuantityRefusal(2.5, 'pcs')).toBe('Quantity must be a whole number for PCS');
    expect(unitQuantityRefusal(2.5, 'kg')).toBe('Quantity must be a whole number for kg');
    expect(unitQuantityRefusal(2, 'NOS')).toBeUndefined();
    expect(unitQuantityRefusal(12.5, 'KGS')).toBeUndefined();
    expect(QUANTITY_DECIMALS).toBe(3);
  });

  it('writes a quantity with Indian grouping and its decimals, none trailing', () => {
    expect(quantityText(1000)).toBe('1,000');
    expect(quantityText(12.5)).toBe('12.5');
    expect(quantityText(123456.125)).toBe('1,23,456.125');
    expect(quantityText(0.333)).toBe('0.333');
  });
});

describe('the money of a quantity with decimals, worked by hand', () => {
  it('counts quantity × rate in thousandths × paise, rounding half a paisa away from zero', () => {
    // 12.500 kg × ₹86.40: 12500 × 8640 = 1,08,000,000 thousandth-paise = 1,08,000 paise.
    expect(lineAmountPaise(12.5, 8640)).toBe(108_000);
    // 0.333 kg × ₹10.01: 333 × 1001 = 3,33,333 → 333.333 paise → ₹3.33.
    expect(lineAmountPaise(0.333, 1001)).toBe(333);
    // 7.500 kg × ₹12.33: 7500 × 1233 = 92,47,500 → 9,247.5 paise → rounds up to ₹92.48.
    expect(lineAmountPaise(7.5, 1233)).toBe(9248);
  });

  it('taxes a 12.5 kg line within the state: ₹1,080.00 + 9 % + 9 %, rounded to ₹1,274', () => {
    const gst = computeGst({ intraState: true, lines: [{ quantity: 12.5, rate: 86.4, gstRate: 18, hsnCode: '7204' }] });
    // CGST = SGST = 9 % of ₹1,080.00 = ₹97.20; total ₹1,274.40, rounded down by 40 paise.
    expect(gst.lines[0]).toEqual({ taxable: 108_000, cgst: 9720, sgst: 9720, igst: 0, tax: 19_440, total: 127_440 });
    expect(gst.grandTotal).toBe(127_400);
    expect(gst.roundOff).toBe(-40);
  });
});

const line = (fields: Record<string, unknown>) => ({
  description: 'MS turning scrap',
  hsnCode: '7204',
  unit: 'KGS',
  quantity: '12.5',
  rate: '86.40',
  gstRate: '18',
  ...fields,
});
const invoice = (...lines: Record<string, unknown>[]) => ({
  customerId: '0f4d2b8e-3c1a-4e5f-9a7b-1c2d3e4f5a6b',
  invoiceDate: '2026-11-20',
  lines,
});
/** The messages of a refused input by path ("lines.0.quantity"). */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the invoice schema’s quantity', () => {
  it('takes 12.5 KGS as typed, and 3 decimals at most', () => {
    const parsed = invoiceInputSchema.parse(invoice(line({})));
    expect(parsed.lines[0]?.quantity).toBe(12.5);
    expect(invoiceInputSchema.parse(invoice(line({ quantity: '0.333' }))).lines[0]?.quantity).toBe(0.333);
    expect(messages(invoiceInputSchema.safeParse(invoice(line({ quantity: '12.5005' }))))).toEqual({
      'lines.0.quantity': 'Maximum 3 decimal places',
    });
    expect(messages(invoiceInputSchema.safeParse(invoice(line({ quantity: '0' }))))).toEqual({
      'lines.0.quantity': 'Must be more than 0',
    });
  });

  it('refuses 2.5 NOS on the line’s quantity, beside the line’s other messages', () => {
    expect(messages(invoiceInputSchema.safeParse(invoice(line({}), line({ unit: 'NOS', quantity: 2.5 }))))).toEqual({
      'lines.1.quantity': 'Quantity must be a whole number for NOS',
    });
    expect(messages(invoiceInputSchema.safeParse(invoice(line({ unit: 'nos', quantity: '2.5', rate: '' }))))).toEqual({
      'lines.0.quantity': 'Quantity must be a whole number for NOS',
      'lines.0.rate': 'Rate is required',
    });
    expect(invoiceInputSchema.parse(invoice(line({ unit: 'NOS', quantity: '25' }))).lines[0]?.quantity).toBe(25);
  });

  it('keeps a line of a sales order to whole pieces whatever its unit', () => {
    const orderLine = line({ salesOrderLineId: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d', unit: 'KGS', quantity: 2.5 });
    expect(messages(invoiceInputSchema.safeParse({ ...invoice(orderLine), salesOrderId: null }))).toEqual({
      'lines.0.quantity': ORDER_LINE_WHOLE,
    });
  });

  it('bounds a decimal line’s money exactly: 9,999,999.999 kg × ₹9,99,99,999.99 is refused on its rate', () => {
    const huge = line({ quantity: '9999999.999', rate: '99999999.99' });
    expect(messages(invoiceInputSchema.safeParse(invoice(huge)))).toEqual({
      'lines.0.rate': 'The line amount is too large',
    });
  });

  it('gives the preview a line’s figures only when its unit allows its quantity', () => {
    expect(invoiceLineFiguresSchema.safeParse(line({})).success).toBe(true);
    expect(messages(invoiceLineFiguresSchema.safeParse(line({ unit: 'SET', quantity: '1.5' })))).toEqual({
      quantity: 'Quantity must be a whole number for SET',
    });
  });
});

describe('the note schema for its invoice’s lines', () => {
  const KGS_LINE = '11111111-1111-4111-8111-111111111111';
  const NOS_LINE = '22222222-2222-4222-8222-222222222222';
  const invoiceLines = [
    { id: KGS_LINE, unit: 'KGS' },
    { id: NOS_LINE, unit: 'NOS' },
  ];
  const note = (...lines: { invoiceLineId: string; quantity: unknown }[]) => ({
    kind: 'credit',
    invoiceId: '33333333-3333-4333-8333-333333333333',
    noteDate: '2026-11-25',
    reason: 'goods_returned',
    lines: lines.map((l) => ({ ...l, rate: '86.40' })),
  });
  const schema = noteInputSchemaFor(invoiceLines);

  it('credits 2.25 KGS, and refuses 2.5 of the NOS line on its quantity', () => {
    expect(schema.parse(note({ invoiceLineId: KGS_LINE, quantity: '2.25' })).lines[0]?.quantity).toBe(2.25);
    const refused = schema.safeParse(
      note({ invoiceLineId: KGS_LINE, quantity: '2.25' }, { invoiceLineId: NOS_LINE, quantity: '2.5' }),
    );
    expect(messages(refused)).toEqual({ 'lines.1.quantity': 'Quantity must be a whole number for NOS' });
  });

  it('does not judge a line naming no line of the invoice (the line’s own message says so)', () => {
    const refused = schema.safeParse(note({ invoiceLineId: '', quantity: '2.5' }));
    expect(messages(refused)).toEqual({ 'lines.0.invoiceLineId': 'Choose a line of the invoice' });
  });
});

const SELLER = {
  name: 'Lathe Precision Components Pvt. Ltd.',
  gstin: '27AADCL4821M1ZW',
  address: 'Plot No. J-184, Sector 7, MIDC Bhosari, Pune 411026',
  stateCode: '27',
  phone: null,
  email: null,
};
const BUYER = {
  name: 'Kaveri Pumps & Valves Ltd',
  gstin: '29KAVPV5282C1ZJ',
  billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
  shippingAddress: null,
  placeOfSupplyCode: '29',
};

/** A document of scrap sold by weight, with its figures as Lathe computes them. */
function scrapDocument(type: GstDocumentType, number: string, quantities: number[]): Gstr1Document {
  const { lines, totals } = withGstFigures(
    quantities.map((quantity) => ({
      quantity,
      rate: 86.4,
      gstRate: 18,
      hsnCode: '72044900',
      description: 'MS turning scrap',
      unit: 'KGS',
    })),
    false,
  );
  const reference = type === 'INV' ? undefined : { number: 'INV/2026-27/0041', date: '2026-11-20' };
  return { type, number, date: '2026-11-20', seller: SELLER, buyer: BUYER, lines, totals, reference, cancelled: false };
}

describe('the portals’ files of a quantity with decimals', () => {
  it('sums GSTR-1’s HSN quantity in thousandths: 12.5 + 0.1 + 0.2 kg less a 2.25 kg credit is 10.55', () => {
    const { json } = gstr1Of('27AADCL4821M1ZW', '2026-11', [
      scrapDocument('INV', 'INV/2026-27/0041', [12.5]),
      scrapDocument('INV', 'INV/2026-27/0042', [0.1, 0.2]),
      scrapDocument('CRN', 'CN/2026-27/0001', [2.25]),
    ]);
    expect(json.hsn?.hsn_b2b).toEqual([
      expect.objectContaining({ hsn_sc: '72044900', uqc: 'KGS', qty: 10.55, txval: 911.52, rt: 18 }),
    ]);
  });

  it('writes the e-invoice’s Qty with its decimals, TotAmt = Qty × UnitPrice to the paisa', () => {
    const document: GstDocument = scrapDocument('INV', 'INV/2026-27/0041', [12.5, 0.333]);
    const { json, problems } = eInvoiceOf(document, { aboveFiveCrore: true });
    expect(problems).toBeUndefined();
    if (!json) return;
    expect(json.ItemList.map((item) => [item.Qty, item.Unit, item.UnitPrice, item.TotAmt])).toEqual([
      [12.5, 'KGS', 86.4, 1080],
      [0.333, 'KGS', 86.4, 28.77],
    ]);
    expect(eInvoiceArithmetic(json)).toEqual([]);
    const finer = { ...json, ItemList: json.ItemList.map((item) => ({ ...item, Qty: 12.5001 })) };
    expect(eInvoiceArithmetic(finer)).toContain('item 1: Qty has more than 3 decimals');
  });
});

describe('a tax document’s lines as printed', () => {
  const printed = (quantities: number[]) => {
    const lines = quantities.map((quantity, i) => ({
      id: `line-${i}`,
      lineNumber: i + 1,
      description: 'MS turning scrap',
      hsnCode: '72044900',
      quantity,
      unit: 'KGS',
      rate: 86.4,
      taxable: 0,
      gstRate: 18,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
    }));
    const table = gstLinesTable('inter', lines, taxDocumentLines('Invoice lines', lines));
    const at = table.columns.findIndex((column) => column.key === 'quantity');
    return { width: table.columns[at]?.width, cells: table.rows.map((row) => row.cells[at]?.text) };
  };

  it('prints a quantity with its decimals and Indian grouping, the column wider only when some line has decimals', () => {
    expect(printed([1000, 12.5, 123456.125])).toEqual({ width: 50, cells: ['1,000', '12.5', '1,23,456.125'] });
    expect(printed([1000, 250000])).toEqual({ width: 40, cells: ['1,000', '2,50,000'] });
  });
});
