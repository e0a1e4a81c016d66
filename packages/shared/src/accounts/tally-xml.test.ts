import { describe, expect, it } from 'vitest';
import { readTallyFile, tallyPaise, voucherSum } from '../testing/tally-file.js';
import { parseXml } from '../testing/xml-tree.js';
import { BILL, INVOICE, KAVERI, LEDGERS } from './tally-fixtures.js';
import { purchaseVoucher, receiptVoucher, salesVoucher, type TallyVoucher } from './tally-vouchers.js';
import { tallyAmount, tallyXml, xmlText } from './tally-xml.js';

const sale = salesVoucher(INVOICE, LEDGERS);
const bill = purchaseVoucher(BILL, LEDGERS);
const receipt = receiptVoucher(
  {
    id: '00000000-0000-4000-8000-0000000000aa',
    date: '2026-12-30',
    party: KAVERI,
    invoiceNumber: INVOICE.number,
    amount: 1390.82,
    tdsAmount: 1.18,
    tdsSection: '194Q',
    mode: 'upi',
    reference: 'UPI123',
  },
  LEDGERS,
);

describe("Tally Prime's import file", () => {
  it('is well-formed XML in the Import Data envelope, for the Tally company, a TALLYMESSAGE per voucher', () => {
    const file = readTallyFile(tallyXml('Deccan Precision (2026-27)', [sale, bill, receipt]));
    expect(file).toMatchObject({
      request: 'Import Data',
      report: 'Vouchers',
      company: 'Deccan Precision (2026-27)',
      messages: 3,
    });
    expect(file.vouchers.map((v) => [v.type, v.date, v.number, v.party])).toEqual([
      ['Sales', '20261205', 'INV/2026-27/0042', KAVERI],
      ['Purchase', '20261208', 'PB/2026-27/0077', 'Sree Steels'],
      ['Receipt', '20261230', undefined, KAVERI],
    ]);
    expect(file.vouchers[0]?.attributes).toEqual({
      REMOTEID: 'lathe-invoice-00000000-0000-4000-8000-000000000042',
      VCHTYPE: 'Sales',
      ACTION: 'Create',
      OBJVIEW: 'Accounting Voucher View',
    });
    expect(file.vouchers[0]?.guid).toBe('lathe-invoice-00000000-0000-4000-8000-000000000042');
    expect(file.vouchers[1]?.reference).toBe('SI-778');
  });

  it('writes a debit as a negative amount deemed positive and a credit as a positive one; every voucher adds up to nothing', () => {
    const file = readTallyFile(tallyXml(null, [sale, bill, receipt]));
    for (const voucher of file.vouchers) {
      expect(voucherSum(voucher), voucher.number).toBe(0);
      for (const entry of voucher.entries) {
        expect(entry.deemedPositive, entry.ledger).toBe(entry.amount < 0 ? 'Yes' : 'No');
        const billed = entry.bills.reduce((sum, b) => sum + b.amount, 0);
        if (entry.bills.length > 0) expect(billed, entry.ledger).toBe(entry.amount);
      }
    }
    // The sale: party Dr 1,392.00 and round-off Dr 0.40 against sales Cr 1,180.00 and CGST, SGST Cr 106.20 each.
    expect(file.vouchers[0]?.entries).toEqual([
      {
        ledger: KAVERI,
        deemedPositive: 'Yes',
        party: 'Yes',
        amount: -139_200,
        bills: [{ name: 'INV/2026-27/0042', type: 'New Ref', amount: -139_200 }],
      },
      { ledger: 'Sales @ Local & Works', deemedPositive: 'No', party: 'No', amount: 118_000, bills: [] },
      { ledger: 'Output CGST', deemedPositive: 'No', party: 'No', amount: 10_620, bills: [] },
      { ledger: 'Output SGST', deemedPositive: 'No', party: 'No', amount: 10_620, bills: [] },
      { ledger: 'Round Off', deemedPositive: 'Yes', party: 'No', amount: -40, bills: [] },
    ]);
    // The receipt: bank Dr 1,390.82, TDS receivable Dr 1.18, the party Cr 1,392.00 against the invoice.
    expect(file.vouchers[2]?.entries.map((e) => [e.ledger, e.amount])).toEqual([
      ['HDFC Bank A/c 0042', -139_082],
      ['TDS Receivable', -118],
      [KAVERI, 139_200],
    ]);
    // No STATICVARIABLES without a Tally company: the file goes into whichever company is open.
    expect(file.company).toBeUndefined();
  });

  it('escapes &, <, >, quotes and drops what XML cannot hold', () => {
    expect(xmlText(`Kaveri "Pumps" & Valves <Unit 2> O'Neil`)).toBe(
      'Kaveri &quot;Pumps&quot; &amp; Valves &lt;Unit 2&gt; O&apos;Neil',
    );
    expect(xmlText('Bell\u0007 \uFFFE here\uD800, tab\tand\nline kept')).toBe('Bell  here, tab\tand\nline kept');
    const odd: TallyVoucher = { ...sale, narration: 'Invoice\u0000 INV/2026-27/0042 \u001B[31m"red"' };
    const xml = tallyXml('A & B <Works>', [odd]);
    expect(xml).toContain('<PARTYLEDGERNAME>Kaveri Pumps &amp; Valves &lt;Unit 2&gt;</PARTYLEDGERNAME>');
    expect(xml).toContain('<SVCURRENTCOMPANY>A &amp; B &lt;Works&gt;</SVCURRENTCOMPANY>');
    const file = readTallyFile(xml);
    expect(file.company).toBe('A & B <Works>');
    expect(file.vouchers[0]?.party).toBe(KAVERI);
    expect(file.vouchers[0]?.entries[1]?.ledger).toBe('Sales @ Local & Works');
    expect(file.vouchers[0]?.narration).toBe('Invoice INV/2026-27/0042 [31m"red"');
  });

  it('writes amounts to the paisa without grouping, and reads back what it wrote', () => {
    expect([0, 5, -40, 139_200, -139_200, 99_999_999_999_99].map(tallyAmount)).toEqual([
      '0.00',
      '0.05',
      '-0.40',
      '1392.00',
      '-1392.00',
      '99999999999.99',
    ]);
    expect(tallyPaise('-1180.00')).toBe(-118_000);
    expect(() => tallyPaise('1,180.00')).toThrow('Not an amount with two decimals');
  });

  it('refuses to write a voucher that does not balance, and an empty period is an envelope with no voucher', () => {
    const broken: TallyVoucher = {
      ...sale,
      entries: sale.entries.map((e, i) => (i === 0 ? { ...e, amount: e.amount + 1, bills: undefined } : e)),
    };
    expect(() => tallyXml(null, [sale, broken])).toThrow(
      'Sales voucher INV/2026-27/0042 does not balance: debits ₹1,392.41, credits ₹1,392.40',
    );
    expect(readTallyFile(tallyXml('Deccan', []))).toMatchObject({ messages: 0, vouchers: [] });
  });

  it('is read by a parser that refuses what is not well-formed', () => {
    expect(() => parseXml('<ENVELOPE><A></ENVELOPE>')).toThrow();
    expect(() => parseXml('<A>Kaveri & Valves</A>')).toThrow();
  });
});
