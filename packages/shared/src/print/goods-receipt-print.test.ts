import { describe, expect, it } from 'vitest';
import { PRINT_GOODS_RECEIPT as RECEIPT } from '../testing/print-documents.js';
import { goodsReceiptPrint } from './goods-receipt-print.js';
import type { PrintTable } from './print-model.js';

const linesOf = (receipt = RECEIPT) => goodsReceiptPrint(receipt, null).body[0] as PrintTable;

describe('the goods receipt note print model', () => {
  it('prints who received, the GRN, its order, the supplier’s invoice and the supplier', () => {
    const model = goodsReceiptPrint(RECEIPT, null);
    expect(model).toMatchObject({
      name: 'Goods receipt note',
      title: 'Goods Receipt Note',
      copies: ['Stores copy'],
      mark: null,
      file: { title: 'GRN/2026-27/0003', subject: 'Goods receipt from Shree Steels' },
      letterhead: { label: 'Received by', name: 'Acme Precision Pvt Ltd' },
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'GRN No.: GRN/2026-27/0003',
      'Receipt date: 12/05/2026',
      'PO No.: PO/2026-27/0007',
      'PO date: 04/05/2026',
      'Supplier: Shree Steels',
      'Supplier invoice: SS/2026/118 dated 11/05/2026',
      'Vehicle No.: MH12AB1234',
    ]);
    // The order's number is the field the screen turns into a link.
    expect(model.particulars.fields[2]?.key).toBe('poNumber');
    expect(model.parties).toEqual([
      {
        label: 'Supplier',
        name: 'Shree Steels',
        address: 'Plot 7, MIDC Chakan\nPune 410501',
        fields: [
          { label: 'GSTIN', value: 'Unregistered' },
          { label: 'State', value: 'Maharashtra' },
          { label: 'Supplier code', value: 'SS01' },
        ],
      },
    ]);
  });

  it('prints each line’s quantities to the gram with Indian grouping, bars, heat and whether its certificate is on file', () => {
    expect(linesOf().rows.map((row) => row.cells.map((c) => c.text))).toEqual([
      ['1', 'Bright bar EN8 Ø25', 'KGS', '2,000', '2,000', '1,980', '20', '33', 'H123', 'Yes'],
      ['2', 'Collet 25 mm', 'NOS', '4', '3', '3', '0', '', '', 'No'],
      ['3', 'EN31 Ø40 — Round bar', 'KGS', '600', '512.4', '512.4', '0', '8', 'K-77', 'No'],
    ]);
    expect(linesOf().rows.map((row) => row.label)).toEqual(['Line 1', 'Line 2', 'Line 3']);
  });

  it('says why anything was rejected, the remarks, and where stores, quality and the company sign', () => {
    const model = goodsReceiptPrint(RECEIPT, null);
    expect(model.body.slice(1)).toEqual([
      { kind: 'section', label: 'Rejections', lines: ['Line 1: 20 KGS rejected — Two bars bent in transit'] },
      { kind: 'section', label: 'Remarks', lines: ['Unloaded at bay 2'] },
    ]);
    expect(model.foot.signatures.map((s) => s.over)).toEqual([
      'Received by (Stores)',
      'Inspected by (Quality)',
      'For Acme Precision Pvt Ltd',
    ]);
    expect(model.foot.note).toBe('MTC: mill test certificate on file for the heat.');
  });

  it('marks a draft (unnumbered, watermarked) and a cancelled receipt with why', () => {
    const draft = goodsReceiptPrint({ ...RECEIPT, status: 'draft', grnNumber: null }, null);
    expect(draft).toMatchObject({
      mark: { text: 'DRAFT — the goods are not in stock until received', tone: 'draft' },
      watermark: 'DRAFT',
      copies: [],
      file: { title: 'Draft goods receipt' },
    });
    expect(draft.particulars.fields[0]?.value).toBe('Draft (numbered when received)');
    const cancelled = goodsReceiptPrint({ ...RECEIPT, status: 'cancelled', cancelReason: 'Wrong grade sent' }, null);
    expect(cancelled.mark).toEqual({ text: 'CANCELLED — Wrong grade sent', tone: 'void' });
  });
});
