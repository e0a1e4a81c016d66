import { describe, expect, it } from 'vitest';
import { INVOICE_COPIES } from '../documents/invoice-copies.js';
import { amountInWords } from '../money/amount-in-words.js';
import { computeGst, hsnSummary } from '../money/gst.js';
import { fromPaise, toPaise } from '../money/money.js';
import { PRINT_INVOICE as INVOICE } from '../testing/print-tax-documents.js';
import { invoicePrint } from './invoice-print.js';
import type { PrintModel, PrintTable, PrintTotals } from './print-model.js';

const tables = (model: PrintModel) => model.body.filter((b): b is PrintTable => b.kind === 'table');
const cells = (table: PrintTable) => [...table.rows, ...table.foot].map((row) => row.cells.map((c) => c.text));
const totalsOf = (model: PrintModel) => model.body.find((b): b is PrintTotals => b.kind === 'totals');
const labelled = (fields: readonly { label: string; value: string }[]) => fields.map((f) => `${f.label}: ${f.value}`);

describe('the tax invoice print model', () => {
  it('rests on figures the GST arithmetic gives: the hand-worked invoice is what the server would store', () => {
    const gst = computeGst({ intraState: true, lines: INVOICE.lines });
    expect(gst.lines.map((l) => fromPaise(l.total))).toEqual([20060, 7134.4]);
    expect([gst.taxableTotal, gst.cgstTotal, gst.taxTotal, gst.roundOff, gst.grandTotal].map(fromPaise)).toEqual([
      23370, 1912.2, 3824.4, -0.4, 27194,
    ]);
    expect(amountInWords(toPaise(INVOICE.grandTotal))).toBe(INVOICE.amountInWords);
    const rows = hsnSummary(
      gst.lines.map((figures, i) => ({ ...(INVOICE.lines[i] as (typeof INVOICE.lines)[number]), ...figures })),
    );
    expect(rows.map((r) => [r.hsnCode, fromPaise(r.taxable), fromPaise(r.cgst), fromPaise(r.tax)])).toEqual(
      INVOICE.hsnSummary.map((r) => [r.hsnCode, r.taxable, r.cgst, r.tax]),
    );
  });

  it('prints the seller, the particulars with the order, the vehicle and the e-way bill, the IRN, and whom to bill and ship to', () => {
    const model = invoicePrint(INVOICE);
    expect(model).toMatchObject({
      name: 'Tax invoice',
      title: 'Tax Invoice',
      file: {
        title: 'INV/2026-27/0042',
        subject: 'Tax invoice to Deccan Auto Components',
        author: 'Acme Precision Pvt Ltd',
      },
      copies: ['Original for recipient', 'Duplicate for transporter', 'Triplicate for supplier'],
      mark: null,
      watermark: null,
    });
    expect(model.letterhead).toMatchObject({ label: 'Seller', name: 'Acme Precision Pvt Ltd', logo: null });
    expect(labelled(model.letterhead.fields)).toEqual([
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra (Code 27)',
      'PAN: AAPFU0939F',
      'Contact: Phone 020 2712 3456 · accounts@acme.example',
    ]);
    expect(model.particulars.label).toBe('Invoice');
    expect(labelled(model.particulars.fields)).toEqual([
      'Invoice No.: INV/2026-27/0042',
      'Invoice date: 10/04/2026',
      'Due date: 10/05/2026',
      'Place of supply: Maharashtra (Code 27)',
      'Customer PO: PO-7781 dated 02/04/2026',
      'Sales order: SO/2026-27/0012',
      'Vehicle / LR: MH12 AB 1234',
      'e-Way Bill No.: 331001234567 valid until 12/04/2026',
      'Tax: CGST + SGST (intra-state)',
    ]);
    // Acknowledged at 09:50 UTC: 15:20 in India.
    expect(model.band).toEqual({
      label: 'e-Invoice',
      fields: [
        { label: 'IRN', value: INVOICE.irn },
        { label: 'Ack No.', value: '112010036563310' },
        { label: 'Ack Date', value: '10/04/2026 15:20' },
      ],
      qr: { text: INVOICE.irnSignedQr, alt: 'Signed QR code of the e-invoice' },
    });
    expect(model.parties.map((p) => [p.label, p.name, p.address, ...labelled(p.fields)])).toEqual([
      [
        'Bill to',
        'Deccan Auto Components',
        'Gat 112, Chakan\nPune 410501',
        'GSTIN: 27AAACD1234F1Z5',
        'State: Maharashtra (Code 27)',
        'Party code: DAC01',
      ],
      [
        'Ship to',
        'Deccan Auto Components',
        'Plant 2, MIDC Chakan\nPune 410501',
        'GSTIN: 27AAACD1234F1Z5',
        'State: Maharashtra (Code 27)',
        'Party code: DAC01',
      ],
    ]);
  });

  it('prints the lines with their drawing numbers and tax, the totals with a negative round-off, the words, the notes and the HSN-wise summary', () => {
    const model = invoicePrint(INVOICE);
    const [lines, hsn] = tables(model) as [PrintTable, PrintTable];
    expect(lines.label).toBe('Invoice lines');
    expect(cells(lines)).toEqual([
      [
        '1',
        'Nozzle holder sleeve',
        '84099990',
        '400',
        'NOS',
        '42.50',
        '17,000.00',
        '18%',
        '1,530.00',
        '1,530.00',
        '20,060.00',
      ],
      ['2', 'Spacer ring', '73182990', '1,000', 'NOS', '6.37', '6,370.00', '12%', '382.20', '382.20', '7,134.40'],
    ]);
    expect(lines.rows.map((r) => r.cells[1]?.detail)).toEqual(['Drg. No. DAC-2231-B', 'Drg. No. DAC-1180']);
    expect(totalsOf(model)).toEqual({
      kind: 'totals',
      label: 'Invoice totals',
      rows: [
        { label: 'Taxable value', value: '₹23,370.00' },
        { label: 'CGST', value: '₹1,912.20' },
        { label: 'SGST', value: '₹1,912.20' },
        { label: 'Round off', value: '-₹0.40' },
        { label: 'Grand Total', value: '₹27,194.00', strong: true },
      ],
      words: { label: 'Amount in words', value: 'Rupees Twenty-Seven Thousand One Hundred Ninety-Four Only' },
    });
    expect(model.body.find((b) => b.kind === 'section')).toEqual({
      kind: 'section',
      label: 'Notes',
      lines: ['Packed in 20 cartons'],
    });
    expect(cells(hsn)).toEqual([
      ['73182990', '6,370.00', '12%', '382.20', '382.20', '764.40'],
      ['84099990', '17,000.00', '18%', '1,530.00', '1,530.00', '3,060.00'],
      ['Total', '23,370.00', '', '1,912.20', '1,912.20', '3,824.40'],
    ]);
  });

  it('signs off with the bank details, the terms of sale and the signature', () => {
    const { foot } = invoicePrint(INVOICE);
    expect(foot.sections.map((s) => [s.label, ...s.lines, ...labelled(s.fields ?? [])])).toEqual([
      [
        'Bank details',
        'Bank: State Bank of India',
        'Account name: Acme Precision Pvt Ltd',
        'Account no.: 32145678901',
        'IFSC: SBIN0001234',
        'Branch: Bhosari',
      ],
      ['Terms and conditions', 'Interest at 18% p.a. on payments after the due date.'],
    ]);
    expect(foot.signatures).toEqual([{ over: 'For Acme Precision Pvt Ltd', under: 'Authorised Signatory' }]);
    expect(foot.note).toBe('This is a computer-generated invoice.');
    const bare = invoicePrint({
      ...INVOICE,
      notes: null,
      seller: { ...INVOICE.seller, bankName: null, bankAccountNumber: null, invoiceTerms: null },
    });
    expect(bare.foot.sections).toEqual([]);
    expect(bare.body.map((b) => b.kind)).toEqual(['table', 'totals', 'table']);
  });

  it('prints IGST alone across states, and what it does not know as such', () => {
    const inter = invoicePrint({
      ...INVOICE,
      taxType: 'inter',
      placeOfSupply: null,
      placeOfSupplyCode: null,
      customerGstin: null,
      cgstTotal: 0,
      sgstTotal: 0,
      igstTotal: 3824.4,
    });
    expect(tables(inter)[0]?.columns.map((c) => c.header)).toContain('IGST (₹)');
    expect(tables(inter)[0]?.columns.map((c) => c.header)).not.toContain('CGST (₹)');
    expect(totalsOf(inter)?.rows.map((r) => r.label)).toEqual(['Taxable value', 'IGST', 'Round off', 'Grand Total']);
    expect(labelled(inter.particulars.fields)).toEqual(
      expect.arrayContaining(['Place of supply: Not known', 'Tax: IGST (inter-state)']),
    );
    expect(labelled(inter.parties[0]?.fields ?? [])).toEqual(['GSTIN: Unregistered', 'Party code: DAC01']);
  });

  it('prints three copies once issued, whether or not paid; a draft or a cancelled invoice once, saying what it is', () => {
    for (const status of ['issued', 'partially_paid', 'paid'] as const) {
      expect(invoicePrint({ ...INVOICE, status }).copies).toEqual([...INVOICE_COPIES]);
    }
    const draft = invoicePrint({ ...INVOICE, status: 'draft', invoiceNumber: null, irn: null });
    expect(draft).toMatchObject({
      mark: { text: 'DRAFT — not a tax invoice until issued', tone: 'draft' },
      watermark: 'DRAFT',
      copies: [],
      band: null,
      file: { title: 'Draft invoice' },
    });
    expect(draft.particulars.fields[0]).toEqual({ label: 'Invoice No.', value: 'Draft (numbered on issue)' });
    const cancelled = invoicePrint({ ...INVOICE, status: 'cancelled', cancelReason: 'Raised twice' });
    expect(cancelled).toMatchObject({
      mark: { text: 'CANCELLED — Raised twice', tone: 'void' },
      watermark: null,
      copies: [],
    });
    expect(invoicePrint({ ...INVOICE, status: 'cancelled', cancelReason: null }).mark?.text).toBe('CANCELLED');
  });

  it('prints an IRN without its QR code as its words alone, and nothing of an e-way bill not yet recorded', () => {
    const model = invoicePrint({ ...INVOICE, irnSignedQr: null, irnAckNumber: null, eWayBillNumber: null });
    expect(model.band).toEqual({
      label: 'e-Invoice',
      fields: [{ label: 'IRN', value: INVOICE.irn }, expect.anything()],
      qr: null,
    });
    expect(model.particulars.fields.map((f) => f.label)).not.toContain('e-Way Bill No.');
  });
});
