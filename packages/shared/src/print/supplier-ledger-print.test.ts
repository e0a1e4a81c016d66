import { describe, expect, it } from 'vitest';
import type { SupplierLedger } from '../schemas/payables.js';
import { PRINT_COMPANY } from '../testing/print-documents.js';
import type { PrintNote, PrintTable } from './print-model.js';
import { supplierLedgerPrint } from './supplier-ledger-print.js';

/*
 * By hand: ₹10,000.00 owed on 01/05. A bill of ₹1,18,000.00 on 05/05 (TDS ₹100 under 194Q) and a
 * payment of ₹1,00,000.00 on 20/05: 10,000 + 1,18,000 = 1,28,000; − 100 = 1,27,900;
 * − 1,00,000 = 27,900 payable. Debits 1,00,100, credits 1,18,000.
 */
const LEDGER: SupplierLedger = {
  supplierId: 's1',
  supplierCode: 'SS01',
  supplierName: 'Shree Steels',
  supplierAddress: 'Gat 40, Bhosari, Pune',
  supplierGstin: '27AABCS1234M1Z5',
  supplierState: 'Maharashtra',
  supplierPan: 'AABCS1234M',
  from: '2026-05-01',
  to: '2026-05-31',
  openingBalance: 10000,
  entries: [
    {
      date: '2026-05-05',
      kind: 'bill',
      reference: 'PB/2026-27/0004',
      detail: 'Invoice SS/112 of 04/05/2026 · due 03/06/2026',
      debit: 0,
      credit: 118000,
      balance: 128000,
      billId: 'b1',
      paymentId: null,
    },
    {
      date: '2026-05-05',
      kind: 'tds',
      reference: 'PB/2026-27/0004',
      detail: 'u/s 194Q at 0.1%',
      debit: 100,
      credit: 0,
      balance: 127900,
      billId: 'b1',
      paymentId: null,
    },
    {
      date: '2026-05-20',
      kind: 'payment',
      reference: 'PV/2026-27/0002',
      detail: 'Cheque · 004512 · against PB/2026-27/0004',
      debit: 100000,
      credit: 0,
      balance: 27900,
      billId: null,
      paymentId: 'p1',
    },
  ],
  totalDebit: 100100,
  totalCredit: 118000,
  closingBalance: 27900,
  company: PRINT_COMPANY,
};

const cellsOf = (rows: PrintTable['rows']) =>
  rows.map((row) => row.cells.map((c) => (c.detail ? `${c.text} / ${c.detail}` : c.text)));

describe("the print model of a supplier's ledger", () => {
  it('names the period, the company as the buyer and the supplier with its code and PAN', () => {
    const model = supplierLedgerPrint(LEDGER, null);
    expect(model).toMatchObject({
      title: 'Statement of Account',
      subtitle: 'For the period 01/05/2026 to 31/05/2026',
      file: { title: 'Ledger SS01 01/05/2026 to 31/05/2026', subject: 'Ledger of Shree Steels' },
      letterhead: { label: 'Buyer' },
    });
    expect(model.parties[0]?.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'GSTIN: 27AABCS1234M1Z5',
      'State: Maharashtra (Code 27)',
      'Supplier code: SS01',
      'PAN: AABCS1234M',
    ]);
  });

  it('prints the opening balance, bills as credits, TDS and payments as debits, and the closing balance', () => {
    const [table, note] = supplierLedgerPrint(LEDGER, null).body as [PrintTable, PrintNote];
    expect(cellsOf(table.rows)).toEqual([
      ['01/05/2026', 'Opening balance', '', '', '₹10,000.00'],
      [
        '05/05/2026',
        'Bill PB/2026-27/0004 / Invoice SS/112 of 04/05/2026 · due 03/06/2026',
        '',
        '₹1,18,000.00',
        '₹1,28,000.00',
      ],
      ['05/05/2026', 'TDS on PB/2026-27/0004 / u/s 194Q at 0.1%', '₹100.00', '', '₹1,27,900.00'],
      [
        '20/05/2026',
        'Payment PV/2026-27/0002 / Cheque · 004512 · against PB/2026-27/0004',
        '₹1,00,000.00',
        '',
        '₹27,900.00',
      ],
    ]);
    expect(cellsOf(table.foot)).toEqual([
      ['31/05/2026', 'Closing balance', '₹1,00,100.00', '₹1,18,000.00', '₹27,900.00'],
    ]);
    expect(note.text).toBe('Balance payable to you as on 31/05/2026: ₹27,900.00');
  });

  it('calls a balance below nothing an advance with the supplier', () => {
    const [, note] = supplierLedgerPrint({ ...LEDGER, closingBalance: -500 }, null).body as [PrintTable, PrintNote];
    expect(note.text).toBe('Advance paid to you as on 31/05/2026: ₹500.00');
  });
});
