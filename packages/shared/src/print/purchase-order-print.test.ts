import { describe, expect, it } from 'vitest';
import { amountInWords } from '../money/amount-in-words.js';
import { computeGst, hsnSummary } from '../money/gst.js';
import { fromPaise, toPaise } from '../money/money.js';
import { PRINT_PURCHASE_ORDER as ORDER } from '../testing/print-documents.js';
import type { PrintModel, PrintTable, PrintTotals } from './print-model.js';
import { printTexts } from './print-texts.js';
import { purchaseOrderPrint } from './purchase-order-print.js';

const tables = (model: PrintModel) => model.body.filter((b): b is PrintTable => b.kind === 'table');
const cells = (table: PrintTable) => [...table.rows, ...table.foot].map((row) => row.cells.map((c) => c.text));
const totalsOf = (model: PrintModel) => model.body.find((b): b is PrintTotals => b.kind === 'totals');

describe('the purchase order print model', () => {
  it('rests on figures the GST arithmetic gives: the hand-worked order is what the server would store', () => {
    const gst = computeGst({ intraState: true, lines: ORDER.lines });
    expect(gst.lines.map((l) => fromPaise(l.total))).toEqual([23203.81, 5664]);
    expect([gst.taxableTotal, gst.cgstTotal, gst.roundOff, gst.grandTotal].map(fromPaise)).toEqual([
      24464.25, 2201.78, 0.19, 28868,
    ]);
    expect(amountInWords(toPaise(ORDER.grandTotal))).toBe(ORDER.amountInWords);
    const rows = hsnSummary(
      gst.lines.map((figures, i) => ({ ...(ORDER.lines[i] as (typeof ORDER.lines)[number]), ...figures })),
    );
    expect(rows.map((r) => [r.hsnCode, fromPaise(r.taxable), fromPaise(r.cgst), fromPaise(r.tax)])).toEqual(
      ORDER.hsnSummary.map((r) => [r.hsnCode, r.taxable, r.cgst, r.tax]),
    );
  });

  it('prints the buyer, the particulars, the supplier and where to deliver', () => {
    const model = purchaseOrderPrint(ORDER, null);
    expect(model).toMatchObject({
      name: 'Purchase order',
      title: 'Purchase Order',
      file: { title: 'PO/2026-27/0001', subject: 'Purchase order to Shree Steels', author: 'Acme Precision Pvt Ltd' },
      copies: ['Original for supplier'],
      mark: null,
      watermark: null,
    });
    expect(model.letterhead).toEqual({
      label: 'Buyer',
      name: 'Acme Precision Pvt Ltd',
      address: 'Plot 14, MIDC Bhosari\nPune 411026',
      logo: null,
      fields: [
        { label: 'GSTIN', value: '27AAPFU0939F1ZV' },
        { label: 'State', value: 'Maharashtra (Code 27)' },
        { label: 'PAN', value: 'AAPFU0939F' },
        { label: 'Contact', value: 'Phone 020 2712 3456 · accounts@acme.example' },
      ],
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'PO No.: PO/2026-27/0001',
      'PO date: 11/05/2026',
      'Delivery by: 25/05/2026',
      'Payment terms: 30 days from receipt',
      'Tax: CGST + SGST (intra-state)',
    ]);
    expect(model.parties.map((p) => [p.label, p.name, ...p.fields.map((f) => `${f.label}: ${f.value}`)])).toEqual([
      ['Supplier', 'Shree Steels', 'GSTIN: 27AAFCS1234K1ZX', 'State: Maharashtra', 'Supplier code: SS01'],
      ['Deliver to', 'Acme Precision Pvt Ltd', 'State: Maharashtra (Code 27)'],
    ]);
  });

  it('prints the lines to the gram with their CGST and SGST, the totals, the words and the HSN-wise summary', () => {
    const model = purchaseOrderPrint(ORDER, null);
    const [lines, hsn] = tables(model) as [PrintTable, PrintTable];
    expect(lines.columns.map((c) => c.header)).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Unit',
      'Rate (₹)',
      'Taxable value (₹)',
      'GST %',
      'CGST (₹)',
      'SGST (₹)',
      'Total (₹)',
    ]);
    expect(cells(lines)).toEqual([
      [
        '1',
        'Bright bar EN8 Ø25',
        '72142090',
        '250.5',
        'KGS',
        '78.50',
        '19,664.25',
        '18%',
        '1,769.78',
        '1,769.78',
        '23,203.81',
      ],
      ['2', 'Collet 25 mm', '84669310', '4', 'NOS', '1,200.00', '4,800.00', '18%', '432.00', '432.00', '5,664.00'],
    ]);
    expect(lines.rows.map((r) => r.cells[1]?.detail)).toEqual(['12 bars', 'Deliver by 20/05/2026']);
    expect(totalsOf(model)).toEqual({
      kind: 'totals',
      label: 'Purchase order totals',
      rows: [
        { label: 'Taxable value', value: '₹24,464.25' },
        { label: 'CGST', value: '₹2,201.78' },
        { label: 'SGST', value: '₹2,201.78' },
        { label: 'Round off', value: '₹0.19' },
        { label: 'Grand Total', value: '₹28,868.00', strong: true },
      ],
      words: { label: 'Amount in words', value: 'Rupees Twenty-Eight Thousand Eight Hundred Sixty-Eight Only' },
    });
    expect(hsn.title).toBe('HSN-wise tax summary');
    expect(cells(hsn)).toEqual([
      ['72142090', '19,664.25', '18%', '1,769.78', '1,769.78', '3,539.56'],
      ['84669310', '4,800.00', '18%', '432.00', '432.00', '864.00'],
      ['Total', '24,464.25', '', '2,201.78', '2,201.78', '4,403.56'],
    ]);
    expect(model.foot).toEqual({
      sections: [
        {
          kind: 'section',
          label: 'Terms',
          lines: [
            'Deliver to stores, gate 2',
            'Quote PO No. PO/2026-27/0001 on your invoice and delivery challan.',
            'Send the mill test certificate of each heat with the bar stock; bars are accepted by heat number.',
          ],
        },
      ],
      signatures: [{ over: 'For Acme Precision Pvt Ltd', under: 'Authorised Signatory' }],
      note: 'This is a computer-generated purchase order.',
    });
  });

  it('prints IGST alone across states', () => {
    const inter = { ...ORDER, taxType: 'inter' as const, cgstTotal: 0, sgstTotal: 0, igstTotal: 4403.56 };
    const model = purchaseOrderPrint(inter, null);
    expect(tables(model)[0]?.columns.map((c) => c.header)).toContain('IGST (₹)');
    expect(tables(model)[0]?.columns.map((c) => c.header)).not.toContain('CGST (₹)');
    expect(totalsOf(model)?.rows.map((r) => r.label)).toEqual(['Taxable value', 'IGST', 'Round off', 'Grand Total']);
    expect(model.particulars.fields.at(-1)).toEqual({ label: 'Tax', value: 'IGST (inter-state)' });
  });

  it('marks a draft as no order yet, unnumbered and watermarked; a short-closed one with why, and no copy line', () => {
    const draft = purchaseOrderPrint({ ...ORDER, status: 'draft', poNumber: null }, null);
    expect(draft).toMatchObject({
      mark: { text: 'DRAFT — not an order until confirmed', tone: 'draft' },
      watermark: 'DRAFT',
      copies: [],
      file: { title: 'Draft purchase order' },
    });
    expect(draft.particulars.fields[0]).toEqual({ label: 'PO No.', value: 'Draft (numbered on confirmation)' });
    expect(printTexts(draft)).toContain('Quote our PO number on your invoice and delivery challan.');
    const closed = purchaseOrderPrint({ ...ORDER, status: 'short_closed', statusReason: 'Rest not needed' }, null);
    expect(closed).toMatchObject({ mark: { text: 'SHORT-CLOSED — Rest not needed', tone: 'void' }, copies: [] });
  });
});
