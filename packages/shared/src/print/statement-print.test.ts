import { describe, expect, it } from 'vitest';
import { PRINT_STATEMENT as STATEMENT } from '../testing/print-documents.js';
import type { PrintTable } from './print-model.js';
import { statementPrint } from './statement-print.js';

const cellsOf = (rows: PrintTable['rows']) =>
  rows.map((row) => row.cells.map((c) => (c.detail ? `${c.text} / ${c.detail}` : c.text)));

describe("the print model of a customer's statement of account", () => {
  it('prints the period, the company and the customer as its record has them', () => {
    const model = statementPrint(STATEMENT, null);
    expect(model).toMatchObject({
      name: 'Statement of account',
      title: 'Statement of Account',
      subtitle: 'For the period 21/04/2026 to 31/05/2026',
      copies: [],
      file: {
        title: 'Statement KVP01 21/04/2026 to 31/05/2026',
        subject: 'Statement of account of Kaveri Pumps',
        author: 'Acme Precision Pvt Ltd',
      },
      letterhead: { label: 'Seller', name: 'Acme Precision Pvt Ltd' },
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'From: 21/04/2026',
      'To: 31/05/2026',
    ]);
    expect(model.parties).toEqual([
      {
        label: 'Customer',
        name: 'Kaveri Pumps',
        address: 'Plot 9, MIDC Satara\nSatara 415004',
        fields: [
          { label: 'GSTIN', value: '27AABCK1234M1Z5' },
          { label: 'State', value: 'Maharashtra (Code 27)' },
          { label: 'Party code', value: 'KVP01' },
        ],
      },
    ]);
  });

  it('prints the opening balance, each entry with the balance after it, and the closing balance with the totals', () => {
    const [table, balance] = statementPrint(STATEMENT, null).body as [PrintTable, unknown];
    expect(table.columns.map((c) => c.header)).toEqual(['Date', 'Particulars', 'Debit', 'Credit', 'Balance']);
    expect(cellsOf(table.rows)).toEqual([
      ['21/04/2026', 'Opening balance', '', '', '₹680.00'],
      ['25/04/2026', 'Invoice INV/2026-27/0002 / Due 25/05/2026', '₹2,36,000.00', '', '₹2,36,680.00'],
      [
        '02/05/2026',
        'Payment against INV/2026-27/0002 / Bank transfer (NEFT/RTGS) · UTR 8812',
        '',
        '₹1,00,000.00',
        '₹1,36,680.00',
      ],
      ['20/05/2026', 'Credit Note CN/2026-27/0001 / Against INV/2026-27/0002', '', '₹11,800.00', '₹1,24,880.00'],
    ]);
    expect(table.rows.map((row) => row.key)).toEqual(['opening', '0', '1', '2']);
    // 680.00 + 2,36,000.00 − (1,00,000.00 + 11,800.00) = 1,24,880.00
    expect(cellsOf(table.foot)).toEqual([
      ['31/05/2026', 'Closing balance', '₹2,36,000.00', '₹1,11,800.00', '₹1,24,880.00'],
    ]);
    expect(balance).toEqual({
      kind: 'note',
      tone: 'plain',
      text: 'Balance due from you as on 31/05/2026: ₹1,24,880.00',
    });
  });

  it('says what a closing balance below or at nothing means, and closes asking for any difference', () => {
    const note = (closingBalance: number) => statementPrint({ ...STATEMENT, closingBalance }, null).body[1];
    expect(note(-5000)).toMatchObject({ text: 'Advance held for you as on 31/05/2026: ₹5,000.00' });
    expect(note(0)).toMatchObject({ text: 'Nothing is due as on 31/05/2026.' });
    const model = statementPrint({ ...STATEMENT, customerGstin: null }, null);
    expect(model.parties[0]?.fields[0]).toEqual({ label: 'GSTIN', value: 'Unregistered' });
    expect(model.foot).toEqual({
      sections: [],
      signatures: [],
      note: 'Please tell us within 15 days of any difference from your books. This is a computer-generated statement.',
    });
  });
});
