import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../text-safety.js';
import { BILL, entriesOf, INVOICE, KAVERI, LEDGERS } from './tally-fixtures.js';
import { TALLY_LEDGERS, tallyLedgerNames, tallyLedgersSchema } from './tally-ledgers.js';
import {
  assertBalanced,
  noteVoucher,
  paymentVoucher,
  purchaseVoucher,
  receiptVoucher,
  salesVoucher,
  type TallyVoucher,
  tallySummaryOf,
  UnbalancedVoucherError,
} from './tally-vouchers.js';

const sum = (voucher: TallyVoucher) => voucher.entries.reduce((total, entry) => total + entry.amount, 0);

describe('ledger names', () => {
  it("posts to the company's own name where it gave one and the default elsewhere", () => {
    expect(LEDGERS.salesLocal).toBe('Sales @ Local & Works');
    expect(LEDGERS.bank).toBe('HDFC Bank A/c 0042');
    expect(LEDGERS.salesInterState).toBe('Sales Inter-State');
    expect(LEDGERS.tdsPayable194q).toBe('TDS Payable u/s 194Q');
    expect(tallyLedgerNames(null).cash).toBe('Cash');
    expect(tallyLedgerNames({ roundOff: '   ' }).roundOff).toBe(TALLY_LEDGERS.roundOff.default);
  });

  it('keeps only the names given, trimmed, and refuses what Tally cannot take as a ledger name', () => {
    expect(tallyLedgersSchema.parse({ salesLocal: '  Sales Local 18% ', bank: '', cash: null, unknown: 'x' })).toEqual({
      salesLocal: 'Sales Local 18%',
    });
    expect(tallyLedgersSchema.parse(undefined)).toEqual({});
    const issues = (input: unknown) =>
      tallyLedgersSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(issues({ bank: 'x'.repeat(101), cash: 'Cash\nBox', roundOff: 'Round\u0007Off' })).toEqual([
      ['bank', 'A ledger name is at most 100 characters'],
      ['cash', 'A ledger name is one line: no tabs or line breaks'],
      ['roundOff', CONTROL_CHARACTERS_MESSAGE],
    ]);
    expect(tallyLedgersSchema.safeParse({ bank: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('vouchers from the documents, debit positive, each adding up to nothing', () => {
  it('a sale: the party debited the grand total (a new reference), sales and the output taxes credited, the round-off debited', () => {
    const voucher = salesVoucher(INVOICE, LEDGERS);
    const bill = [{ name: 'INV/2026-27/0042', type: 'New Ref', amount: 139_200 }];
    // Dr 1,392.00 + 0.40 = Cr 1,180.00 + 106.20 + 106.20 = 1,392.40
    expect(entriesOf(voucher)).toEqual([
      [KAVERI, 1392, bill],
      ['Sales @ Local & Works', -1180],
      ['Output CGST', -106.2],
      ['Output SGST', -106.2],
      ['Round Off', 0.4],
    ]);
    expect(voucher).toMatchObject({
      type: 'Sales',
      number: 'INV/2026-27/0042',
      date: '2026-12-05',
      party: KAVERI,
      reference: '4500012345',
      remoteId: 'lathe-invoice-00000000-0000-4000-8000-000000000042',
      narration: 'Invoice INV/2026-27/0042 against PO 4500012345',
      value: 139_200,
    });
    expect(sum(voucher)).toBe(0);
    expect(voucher.entries.find((e) => e.ledger === KAVERI)?.party).toBe(true);
  });

  it('an inter-state sale rounded up credits the round-off; an export under the LUT posts to exports and charges no tax', () => {
    // 1 × ₹250.50 + IGST 18 % ₹45.09 = ₹295.59, printed ₹296.00: rounded up ₹0.41
    const upward = salesVoucher(
      { ...INVOICE, taxType: 'inter', taxable: 250.5, cgst: 0, sgst: 0, igst: 45.09, roundOff: 0.41, grandTotal: 296 },
      LEDGERS,
    );
    expect(entriesOf(upward).map(([ledger, amount]) => [ledger, amount])).toEqual([
      [KAVERI, 296],
      ['Sales Inter-State', -250.5],
      ['Output IGST', -45.09],
      ['Round Off', -0.41],
    ]);
    // 1,000 × ₹50 to a buyer abroad, under the LUT: ₹50,000, no IGST.
    const exported = salesVoucher(
      {
        ...INVOICE,
        taxType: 'inter',
        exportSupply: true,
        taxable: 50_000,
        cgst: 0,
        sgst: 0,
        roundOff: 0,
        grandTotal: 50_000,
        customerPoNumber: null,
      },
      LEDGERS,
    );
    expect(entriesOf(exported).map(([ledger, amount]) => [ledger, amount])).toEqual([
      [KAVERI, 50_000],
      ['Sales Exports and SEZ', -50_000],
    ]);
    expect(exported.narration).toBe('Invoice INV/2026-27/0042');
  });

  it('a credit note turns the sale round, against the invoice; a debit note adds to it', () => {
    // 10 × ₹11.80 = ₹118.00 + CGST ₹10.62 + SGST ₹10.62 = ₹139.24, printed ₹139.00
    const figures = { taxable: 118, cgst: 10.62, sgst: 10.62, igst: 0, roundOff: -0.24, grandTotal: 139 };
    const note = {
      ...INVOICE,
      ...figures,
      id: '00000000-0000-4000-8000-000000000007',
      kind: 'credit' as const,
      number: 'CN/2026-27/0007',
      date: '2026-12-20',
      invoiceNumber: 'INV/2026-27/0042',
      invoiceDate: '2026-12-05',
      reason: 'goods_returned',
    };
    const credit = noteVoucher(note, LEDGERS);
    // Dr 118.00 + 10.62 + 10.62 = 139.24 = Cr 139.00 + 0.24
    expect(entriesOf(credit)).toEqual([
      [KAVERI, -139, [{ name: 'INV/2026-27/0042', type: 'Agst Ref', amount: -13_900 }]],
      ['Sales @ Local & Works', 118],
      ['Output CGST', 10.62],
      ['Output SGST', 10.62],
      ['Round Off', -0.24],
    ]);
    expect(credit).toMatchObject({
      kind: 'credit-notes',
      type: 'Credit Note',
      reference: 'INV/2026-27/0042',
      narration: 'Credit note CN/2026-27/0007 against invoice INV/2026-27/0042 of 05/12/2026 (goods returned)',
    });
    const debit = noteVoucher(
      { ...note, kind: 'debit', number: 'DN/2026-27/0003', reason: 'rate_correction' },
      LEDGERS,
    );
    expect(debit).toMatchObject({ kind: 'debit-notes', type: 'Debit Note' });
    expect(entriesOf(debit)[0]).toEqual([
      KAVERI,
      139,
      [{ name: 'INV/2026-27/0042', type: 'Agst Ref', amount: 13_900 }],
    ]);
    expect(entriesOf(debit)[1]).toEqual(['Sales @ Local & Works', -118]);
  });

  it('a bill: the ineligible line’s tax is a cost in purchases, the eligible line’s is input tax; TDS debits the party', () => {
    const voucher = purchaseVoucher(BILL, LEDGERS);
    // Purchases 50,000 + 2,000 + the canteen's IGST 100 = 52,100; input IGST 9,000 (the steel's only).
    // Dr 52,100 + 9,000 + 50 = 61,150 = Cr 61,100 + 50
    expect(entriesOf(voucher)).toEqual([
      ['Sree Steels', -61_100, [{ name: 'SI-778', type: 'New Ref', amount: -6_110_000 }]],
      ['Purchase Inter-State', 52_100],
      ['Input IGST', 9_000],
      ['Sree Steels', 50, [{ name: 'SI-778', type: 'Agst Ref', amount: 5_000 }]],
      ['TDS Payable u/s 194Q', -50],
    ]);
    expect(voucher).toMatchObject({
      type: 'Purchase',
      number: 'PB/2026-27/0077',
      date: '2026-12-08',
      reference: 'SI-778',
      referenceDate: '2026-12-06',
      value: 6_110_000,
      narration: 'Bill PB/2026-27/0077 of supplier invoice SI-778 dated 06/12/2026; TDS u/s 194Q at 0.1% ₹50.00',
    });
  });

  it('a reversed credit is costed as an ineligible one; 194C goes to its own ledger; a local bill splits CGST and SGST', () => {
    // 40,000 hardening (CGST 3,600 + SGST 3,600) eligible; 1,000 (CGST 90 + SGST 90) reversed; TDS 1 % = 410.
    const voucher = purchaseVoucher(
      {
        ...BILL,
        taxType: 'intra',
        grandTotal: 48_380,
        tdsSection: '194C',
        tdsRate: 1,
        tdsAmount: 410,
        lines: [
          { taxable: 40_000, cgst: 3_600, sgst: 3_600, igst: 0, itcStatus: 'eligible' },
          { taxable: 1_000, cgst: 90, sgst: 90, igst: 0, itcStatus: 'reversed' },
        ],
      },
      LEDGERS,
    );
    expect(entriesOf(voucher).map(([ledger, amount]) => [ledger, amount])).toEqual([
      ['Sree Steels', -48_380],
      ['Purchase Local', 41_180],
      ['Input CGST', 3_600],
      ['Input SGST', 3_600],
      ['Sree Steels', 410],
      ['TDS Payable u/s 194C', -410],
    ]);
  });

  it('a reverse-charge bill owes the supplier its taxable value: no tax in the voucher, the narration says what is payable', () => {
    // 4,000 at 5 %: CGST 100 + SGST 100 payable by the plant; the supplier's invoice says 4,000 (its round-off as stored: −200).
    const voucher = purchaseVoucher(
      {
        ...BILL,
        taxType: 'intra',
        reverseCharge: true,
        roundOff: -200,
        grandTotal: 4_000,
        tdsSection: null,
        tdsRate: null,
        tdsAmount: 0,
        lines: [{ taxable: 4_000, cgst: 100, sgst: 100, igst: 0, itcStatus: 'eligible' }],
      },
      LEDGERS,
    );
    expect(entriesOf(voucher).map(([ledger, amount]) => [ledger, amount])).toEqual([
      ['Sree Steels', -4_000],
      ['Purchase Local', 4_000],
    ]);
    expect(voucher.narration).toBe(
      'Bill PB/2026-27/0077 of supplier invoice SI-778 dated 06/12/2026; reverse charge: GST ₹200.00 payable by us, not in this voucher',
    );
  });

  it('a receipt with TDS: the bank and TDS receivable debited, the party credited both against the invoice', () => {
    // ₹1,392.00 settled: ₹1,390.82 by UPI and ₹1.18 deducted (0.1 % of ₹1,180.00 under 194Q)
    const voucher = receiptVoucher(
      {
        id: '00000000-0000-4000-8000-0000000000aa',
        date: '2026-12-30',
        party: KAVERI,
        invoiceNumber: 'INV/2026-27/0042',
        amount: 1390.82,
        tdsAmount: 1.18,
        tdsSection: '194Q',
        mode: 'upi',
        reference: 'UPI123',
      },
      LEDGERS,
    );
    expect(entriesOf(voucher)).toEqual([
      ['HDFC Bank A/c 0042', 1390.82],
      ['TDS Receivable', 1.18],
      [KAVERI, -1392, [{ name: 'INV/2026-27/0042', type: 'Agst Ref', amount: -139_200 }]],
    ]);
    expect(voucher).toMatchObject({
      type: 'Receipt',
      number: null,
      reference: 'UPI123',
      value: 139_200,
      narration:
        'Received against invoice INV/2026-27/0042 by UPI ref UPI123; TDS u/s 194Q ₹1.18 deducted by the customer',
    });
    const cash = receiptVoucher(
      {
        ...voucher,
        id: 'c',
        invoiceNumber: 'INV/2026-27/0042',
        amount: 500,
        tdsAmount: 0,
        tdsSection: null,
        mode: 'cash',
        reference: null,
      },
      LEDGERS,
    );
    expect(entriesOf(cash).map(([ledger, amount]) => [ledger, amount])).toEqual([
      ['Cash', 500],
      [KAVERI, -500],
    ]);
  });

  it('a payment: the party debited against the bills it settles and on account for the advance, the bank credited', () => {
    // ₹70,000 by cheque: ₹61,050 settles SI-778 (61,100 less TDS 50), ₹8,950 is an advance.
    const voucher = paymentVoucher(
      {
        id: '00000000-0000-4000-8000-0000000000bb',
        number: 'PV/2026-27/0007',
        date: '2026-12-31',
        party: 'Sree Steels',
        amount: 70_000,
        mode: 'cheque',
        reference: '000123',
        allocations: [{ bill: 'SI-778', amount: 61_050 }],
      },
      LEDGERS,
    );
    expect(entriesOf(voucher)).toEqual([
      [
        'Sree Steels',
        70_000,
        [
          { name: 'SI-778', type: 'Agst Ref', amount: 6_105_000 },
          { name: 'PV/2026-27/0007', type: 'On Account', amount: 895_000 },
        ],
      ],
      ['HDFC Bank A/c 0042', -70_000],
    ]);
    expect(voucher.narration).toBe('Payment PV/2026-27/0007 by cheque ref 000123; ₹8,950.00 on account (advance)');
  });

  it('refuses a voucher whose figures do not add up, naming it and both sides', () => {
    // A stored total a paisa off its lines: ₹1,392.01 against ₹1,392.40 − ₹0.40.
    expect(() => salesVoucher({ ...INVOICE, grandTotal: 1392.01 }, LEDGERS)).toThrow(
      new UnbalancedVoucherError(
        { type: 'Sales', number: 'INV/2026-27/0042', party: KAVERI, date: INVOICE.date },
        139_241,
        139_240,
      ),
    );
    expect(() => salesVoucher({ ...INVOICE, grandTotal: 1392.01 }, LEDGERS)).toThrow(
      'Sales voucher INV/2026-27/0042 does not balance: debits ₹1,392.41, credits ₹1,392.40',
    );
    const voucher = salesVoucher(INVOICE, LEDGERS);
    const [party, ...rest] = voucher.entries;
    expect(() =>
      assertBalanced({ ...voucher, entries: [{ ...(party as (typeof voucher.entries)[number]), bills: [] }, ...rest] }),
    ).toThrow('the bill references of Kaveri Pumps & Valves <Unit 2> do not add up');
  });
});

describe('the summary', () => {
  it('counts and totals each kind, names the ledgers to have in Tally and warns of a round-off beyond a rupee', () => {
    const sale = salesVoucher(INVOICE, LEDGERS);
    const bill = purchaseVoucher(BILL, LEDGERS);
    // A reverse-charge bill booked with the tax in its total: ₹4,200 against ₹4,000 taxable, a ₹200 "round-off".
    const taxInTotal = purchaseVoucher(
      {
        ...BILL,
        id: 'rcm',
        number: 'PB/2026-27/0078',
        reverseCharge: true,
        roundOff: 0,
        grandTotal: 4_200,
        tdsSection: null,
        tdsRate: null,
        tdsAmount: 0,
        lines: [{ taxable: 4_000, cgst: 0, sgst: 0, igst: 200, itcStatus: 'eligible' }],
      },
      LEDGERS,
    );
    expect(tallySummaryOf(['sales', 'purchases', 'payments'], [sale, bill, taxInTotal], LEDGERS.roundOff)).toEqual({
      kinds: [
        { kind: 'sales', label: 'Sales (invoices)', count: 1, total: 139_200 },
        // 61,100 + 4,200
        { kind: 'purchases', label: 'Purchases (supplier bills)', count: 2, total: 6_530_000 },
        { kind: 'payments', label: 'Payments (to suppliers)', count: 0, total: 0 },
      ],
      ledgers: [
        'Input IGST',
        'Output CGST',
        'Output SGST',
        'Purchase Inter-State',
        'Round Off',
        'Sales @ Local & Works',
        'TDS Payable u/s 194Q',
      ],
      parties: 2,
      warnings: [
        'Purchase PB/2026-27/0078 of Sree Steels: round-off of ₹200.00, more than a rupee. Check its total before importing.',
      ],
    });
  });
});
