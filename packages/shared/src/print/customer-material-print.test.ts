import { describe, expect, it } from 'vitest';
import { PRINT_CUSTOMER_MATERIAL as RECEIPT } from '../testing/print-documents.js';
import { customerMaterialPrint } from './customer-material-print.js';
import type { PrintTable } from './print-model.js';

describe("the print model of a receipt of customer's material", () => {
  it('prints who received, the receipt, whose material against which of their challans', () => {
    const model = customerMaterialPrint(RECEIPT, null);
    expect(model).toMatchObject({
      name: 'Customer material receipt',
      title: "Receipt of Customer's Material",
      copies: ['Held for the customer, not our stock'],
      mark: null,
      file: { title: 'CMR/2026-27/0001', subject: 'Material received from Kirloskar Pumps' },
      letterhead: { label: 'Received by', name: 'Acme Precision Pvt Ltd' },
      parties: [],
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Receipt No.: CMR/2026-27/0001',
      'Receipt date: 02/11/2026',
      'Customer: Kirloskar Pumps',
      'Their challan: DC/4471 dated 01/11/2026',
    ]);
  });

  it('prints each lot of bars in kilograms to the gram, and the totals across the first four columns', () => {
    const [table, remarks] = customerMaterialPrint(RECEIPT, null).body as [PrintTable, unknown];
    expect(table.rows.map((row) => row.cells.map((c) => c.text))).toEqual([
      ['1', 'EN19', 'Ø32', 'K-2231', '512.400', '20', 'Two bars rusty at the ends'],
      ['2', 'EN8', 'Ø25', 'A1', '300.125', '', ''],
    ]);
    // 512.400 + 300.125 = 812.525 kg; 20 bars, the second lot counted by weight alone.
    expect(table.foot).toEqual([
      {
        key: 'total',
        strong: true,
        cells: [{ text: 'Total', span: 4 }, { text: '812.525' }, { text: '20' }, { text: '' }],
      },
    ]);
    expect(remarks).toEqual({
      kind: 'section',
      label: 'Remarks',
      lines: ['Free issue bars for our parts on their orders'],
    });
  });

  it('is signed by the stores for the company; a draft and a cancelled receipt say so', () => {
    expect(customerMaterialPrint(RECEIPT, null).foot).toEqual({
      sections: [],
      signatures: [{ over: 'For Acme Precision Pvt Ltd', under: 'Stores' }],
      note: 'This is a computer-generated receipt.',
    });
    const draft = customerMaterialPrint({ ...RECEIPT, status: 'draft', receiptNumber: null }, null);
    expect(draft).toMatchObject({
      mark: { text: 'DRAFT — not yet received into stock', tone: 'draft' },
      watermark: 'DRAFT',
      file: { title: 'Draft customer material receipt' },
    });
    expect(draft.particulars.fields[0]?.value).toBe('Draft (numbered when received)');
    const cancelled = customerMaterialPrint({ ...RECEIPT, status: 'cancelled', cancelReason: 'Wrong customer' }, null);
    expect(cancelled.mark).toEqual({ text: 'CANCELLED — Wrong customer', tone: 'void' });
  });
});
