import { describe, expect, it } from 'vitest';
import { amountInWords } from '../money/amount-in-words.js';
import { computeGst } from '../money/gst.js';
import { fromPaise, toPaise } from '../money/money.js';
import { tdsAmount } from '../payables/tds.js';
import { threeWayMatch } from '../payables/three-way-match.js';
import { PRINT_SUPPLIER_BILL as BILL, PRINT_HELD_SUPPLIER_BILL as HELD } from '../testing/print-supplier-bill.js';
import type { PrintModel, PrintNote, PrintSection, PrintTable, PrintTotals } from './print-model.js';
import { supplierBillPrint } from './supplier-bill-print.js';

const tables = (model: PrintModel) => model.body.filter((b): b is PrintTable => b.kind === 'table');
const cells = (table: PrintTable) => [...table.rows, ...table.foot].map((row) => row.cells.map((c) => c.text));
const totalsOf = (model: PrintModel) => model.body.find((b): b is PrintTotals => b.kind === 'totals');
const notes = (model: PrintModel) => model.body.filter((b): b is PrintNote => b.kind === 'note').map((n) => n.text);
const section = (model: PrintModel, key: string) =>
  model.body.find((b): b is PrintSection => b.kind === 'section' && b.key === key);

describe('the supplier bill print model', () => {
  it('rests on figures the shared rules give: the hand-worked bill is what the server would store', () => {
    const gst = computeGst({ intraState: true, lines: BILL.lines });
    expect(gst.lines.map((l) => fromPaise(l.total))).toEqual([85002.48, 5664]);
    expect([gst.taxableTotal, gst.cgstTotal, gst.taxTotal, gst.totalBeforeRounding].map(fromPaise)).toEqual([
      76836, 6915.24, 13830.48, 90666.48,
    ]);
    // The invoice prints ₹90,666.00: 48 paise off its lines, within the ₹1 the match allows.
    expect(fromPaise(toPaise(BILL.grandTotal) - gst.totalBeforeRounding)).toBe(BILL.roundOff);
    expect(
      threeWayMatch({
        lines: BILL.lines.map((l) => ({ ...l, ordered: l.ordered ?? l, available: l.received ?? 0 })),
        invoiceTotal: BILL.grandTotal,
        linesTotal: BILL.linesTotal,
      }),
    ).toEqual([]);
    // 0.1 % of ₹76,836.00 = ₹76.836 → ₹77; owed 90,666 − 77.
    expect(fromPaise(tdsAmount(toPaise(BILL.tdsBase), BILL.tdsRate))).toBe(BILL.tdsAmount);
    expect(BILL.grandTotal - BILL.tdsAmount).toBe(BILL.owed);
    expect(amountInWords(toPaise(BILL.grandTotal))).toBe(BILL.amountInWords);
  });

  it('prints our number beside the supplier’s invoice, the order and the supplier', () => {
    const model = supplierBillPrint(BILL, null);
    expect(model).toMatchObject({
      name: 'Supplier bill',
      title: 'Purchase Bill',
      file: { title: 'PB/2026-27/0004', subject: 'Bill SS/26-27/0420 from Shree Steels' },
      copies: [],
      mark: null,
      watermark: null,
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Bill No.: PB/2026-27/0004',
      'Bill date: 22/05/2026',
      'Status: Booked',
      'Supplier invoice: SS/26-27/0420',
      'Invoice date: 20/05/2026',
      'Due date: 19/06/2026',
      'PO No.: PO/2026-27/0001',
      'Tax: CGST + SGST (intra-state)',
    ]);
    expect(model.parties.map((p) => [p.label, p.name, ...p.fields.map((f) => `${f.label}: ${f.value}`)])).toEqual([
      ['Supplier', 'Shree Steels', 'GSTIN: 27AAFCS1234K1ZX', 'State: Maharashtra', 'Supplier code: SS01'],
    ]);
  });

  it('prints the lines with their receipt and credit, the totals less TDS and what is owed', () => {
    const model = supplierBillPrint(BILL, null);
    const [lines, hsn] = tables(model) as [PrintTable, PrintTable];
    expect(cells(lines)).toEqual([
      [
        '1',
        'Bright bar EN8 Ø25',
        '72142090',
        '1,000.5',
        'KGS',
        '72.00',
        '72,036.00',
        '18%',
        '6,483.24',
        '6,483.24',
        '85,002.48',
      ],
      ['2', 'Collet 25 mm', '84669310', '4', 'NOS', '1,200.00', '4,800.00', '18%', '432.00', '432.00', '5,664.00'],
    ]);
    expect(lines.rows.map((r) => r.cells[1]?.detail)).toEqual([
      'Against GRN/2026-27/0003',
      'Against GRN/2026-27/0003 · ITC reversed: Used for an exempt supply (rule 42)',
    ]);
    expect(totalsOf(model)?.rows).toEqual([
      { label: 'Taxable value', value: '₹76,836.00' },
      { label: 'CGST', value: '₹6,915.24' },
      { label: 'SGST', value: '₹6,915.24' },
      { label: 'Round off', value: '-₹0.48' },
      { label: 'Grand Total', value: '₹90,666.00', strong: true },
      { label: 'Less TDS u/s 194Q @ 0.1%', value: '-₹77.00' },
      { label: 'Owed', value: '₹90,589.00', strong: true },
    ]);
    expect(cells(hsn).at(-1)).toEqual(['Total', '76,836.00', '', '6,915.24', '6,915.24', '13,830.48']);
    expect(notes(model)).toEqual(['Matches its purchase order and goods receipts']);
    expect(model.foot.sections[0]).toEqual({
      kind: 'section',
      label: 'Input tax credit',
      lines: ['Eligible ₹12,966.48', 'Reversed ₹864.00'],
    });
  });

  it('says what does not match on a held bill, and why an approved one stands', () => {
    const held = supplierBillPrint(HELD, null);
    expect(held.particulars.fields[2]).toEqual({ label: 'Status', value: 'Held for approval' });
    expect(notes(held)).toEqual(['Held for approval: does not match its purchase order and goods receipts']);
    expect(section(held, 'mismatches')?.lines).toEqual([
      'Line 1 quantity: ordered 2,000 KGS, received and not yet billed 1,000 KGS, billed 1,020.5 KGS',
      'Line 2 rate: ordered ₹1,200.00, billed ₹1,250.00',
    ]);
    const approved = supplierBillPrint(
      {
        ...HELD,
        status: 'booked',
        approvedAt: '2026-05-23T09:00:00.000Z',
        approvedByName: 'R. Kulkarni',
        statusReason: 'Weighbridge slip checked',
      },
      null,
    );
    expect(notes(approved)).toEqual(['Booked with mismatches approved']);
    expect(approved.foot.sections[1]?.lines).toEqual(['Approved by R. Kulkarni: Weighbridge slip checked']);
  });

  it('marks a draft as not booked, a cancelled bill with why, and owes nothing on either', () => {
    const draft = supplierBillPrint({ ...BILL, status: 'draft', billNumber: null }, null);
    expect(draft.mark).toEqual({ text: 'DRAFT — not booked', tone: 'draft' });
    expect(draft.watermark).toBe('DRAFT');
    expect(draft.particulars.fields[0]).toEqual({ label: 'Bill No.', value: 'Draft (numbered when booked)' });
    expect(totalsOf(draft)?.rows.map((r) => r.label)).not.toContain('Owed');
    const cancelled = supplierBillPrint({ ...BILL, status: 'cancelled', statusReason: 'Entered twice' }, null);
    expect(cancelled.mark).toEqual({ text: 'CANCELLED — Entered twice', tone: 'void' });
  });
});
