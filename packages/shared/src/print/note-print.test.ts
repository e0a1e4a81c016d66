import { describe, expect, it } from 'vitest';
import { amountInWords } from '../money/amount-in-words.js';
import { computeGst, hsnSummary } from '../money/gst.js';
import { fromPaise, toPaise } from '../money/money.js';
import { PRINT_NOTE as NOTE } from '../testing/print-tax-documents.js';
import { notePrint } from './note-print.js';
import type { PrintModel, PrintTable, PrintTotals } from './print-model.js';

const tables = (model: PrintModel) => model.body.filter((b): b is PrintTable => b.kind === 'table');
const cells = (table: PrintTable) => [...table.rows, ...table.foot].map((row) => row.cells.map((c) => c.text));
const totalsOf = (model: PrintModel) => model.body.find((b): b is PrintTotals => b.kind === 'totals');
const labelled = (fields: readonly { label: string; value: string }[]) => fields.map((f) => `${f.label}: ${f.value}`);

describe('the credit and debit note print model', () => {
  it('rests on figures the GST arithmetic gives: the hand-worked note is what the server would store', () => {
    const gst = computeGst({ intraState: true, lines: NOTE.lines });
    expect(gst.lines.map((l) => fromPaise(l.cgst))).toEqual([382.5, 9.56]);
    expect([gst.taxableTotal, gst.cgstTotal, gst.roundOff, gst.grandTotal].map(fromPaise)).toEqual([
      4409.25, 392.06, -0.37, 5193,
    ]);
    expect(amountInWords(toPaise(NOTE.grandTotal))).toBe(NOTE.amountInWords);
    const rows = hsnSummary(
      gst.lines.map((figures, i) => ({ ...(NOTE.lines[i] as (typeof NOTE.lines)[number]), ...figures })),
    );
    expect(rows.map((r) => [r.hsnCode, fromPaise(r.taxable), fromPaise(r.cgst), fromPaise(r.tax)])).toEqual(
      NOTE.hsnSummary.map((r) => [r.hsnCode, r.taxable, r.cgst, r.tax]),
    );
  });

  it('names what it is under which section, the invoice it adjusts, why, and the recipient', () => {
    const model = notePrint(NOTE);
    expect(model).toMatchObject({
      name: 'Credit Note',
      title: 'Credit Note',
      subtitle: 'Under section 34 of the CGST Act',
      file: {
        title: 'CN/2026-27/0003',
        subject: 'Credit Note to Deccan Auto Components',
        author: 'Acme Precision Pvt Ltd',
      },
      copies: ['Original for recipient'],
      mark: null,
      watermark: null,
      band: null,
    });
    expect(model.letterhead).toMatchObject({ label: 'Seller', name: 'Acme Precision Pvt Ltd' });
    expect(model.particulars.label).toBe('Note');
    expect(labelled(model.particulars.fields)).toEqual([
      'Note No.: CN/2026-27/0003',
      'Note date: 02/05/2026',
      'Against Invoice No.: INV/2026-27/0042 dated 10/04/2026',
      'Place of supply: Maharashtra (Code 27)',
      'Reason: Goods returned (rejected pieces)',
      'Tax: CGST + SGST (intra-state)',
    ]);
    expect(model.parties.map((p) => [p.label, p.name, p.address, ...labelled(p.fields)])).toEqual([
      [
        'Recipient',
        'Deccan Auto Components',
        'Gat 112, Chakan\nPune 410501',
        'GSTIN: 27AAACD1234F1Z5',
        'State: Maharashtra (Code 27)',
        'Party code: DAC01',
      ],
    ]);
  });

  it('prints the lines with the tax as the invoice charged it, the totals, the words, the HSN-wise summary, the remarks and the signature', () => {
    const model = notePrint(NOTE);
    const [lines, hsn] = tables(model) as [PrintTable, PrintTable];
    expect(lines.label).toBe('Note lines');
    expect(cells(lines)).toEqual([
      [
        '1',
        'Nozzle holder sleeve',
        '84099990',
        '100',
        'NOS',
        '42.50',
        '4,250.00',
        '18%',
        '382.50',
        '382.50',
        '5,015.00',
      ],
      ['2', 'Spacer ring', '73182990', '25', 'NOS', '6.37', '159.25', '12%', '9.56', '9.56', '178.37'],
    ]);
    expect(lines.rows.map((r) => r.cells[1]?.detail)).toEqual([undefined, undefined]);
    expect(totalsOf(model)).toEqual({
      kind: 'totals',
      label: 'Note totals',
      rows: [
        { label: 'Taxable value', value: '₹4,409.25' },
        { label: 'CGST', value: '₹392.06' },
        { label: 'SGST', value: '₹392.06' },
        { label: 'Round off', value: '-₹0.37' },
        { label: 'Grand Total', value: '₹5,193.00', strong: true },
      ],
      words: { label: 'Amount in words', value: 'Rupees Five Thousand One Hundred Ninety-Three Only' },
    });
    // The note states no total tax of its own: CGST + SGST + IGST.
    expect(cells(hsn)).toEqual([
      ['73182990', '159.25', '12%', '9.56', '9.56', '19.12'],
      ['84099990', '4,250.00', '18%', '382.50', '382.50', '765.00'],
      ['Total', '4,409.25', '', '392.06', '392.06', '784.12'],
    ]);
    // The invoice's terms of sale and bank are not a note's.
    expect(model.foot).toEqual({
      sections: [{ kind: 'section', label: 'Remarks', lines: ['Rejected at incoming inspection, GRN 4471'] }],
      signatures: [{ over: 'For Acme Precision Pvt Ltd', under: 'Authorised Signatory' }],
      note: 'This is a computer-generated credit note.',
    });
  });

  it('titles a debit note so; a draft or a cancelled note prints once, saying what it is', () => {
    const debit = notePrint({ ...NOTE, kind: 'debit', noteNumber: 'DN/2026-27/0001', remarks: null });
    expect(debit).toMatchObject({
      name: 'Debit Note',
      title: 'Debit Note',
      particulars: { label: 'Note' },
      foot: { sections: [], note: 'This is a computer-generated debit note.' },
    });
    const draft = notePrint({ ...NOTE, status: 'draft', noteNumber: null });
    expect(draft).toMatchObject({
      mark: { text: 'DRAFT — not a credit note until issued', tone: 'draft' },
      watermark: 'DRAFT',
      copies: [],
      file: { title: 'Draft credit note' },
    });
    expect(draft.particulars.fields[0]).toEqual({ label: 'Note No.', value: 'Draft (numbered on issue)' });
    const cancelled = notePrint({ ...NOTE, status: 'cancelled', cancelReason: 'Raised against the wrong line' });
    expect(cancelled).toMatchObject({
      mark: { text: 'CANCELLED — Raised against the wrong line', tone: 'void' },
      copies: [],
    });
  });

  it('taxes an inter-state note with IGST alone', () => {
    const inter = notePrint({ ...NOTE, taxType: 'inter', cgstTotal: 0, sgstTotal: 0, igstTotal: 784.12 });
    expect(tables(inter)[0]?.columns.map((c) => c.header)).toContain('IGST (₹)');
    expect(totalsOf(inter)?.rows.map((r) => r.label)).toEqual(['Taxable value', 'IGST', 'Round off', 'Grand Total']);
    expect(inter.particulars.fields.at(-1)).toEqual({ label: 'Tax', value: 'IGST (inter-state)' });
  });
});
