import { tallyLedgerNames } from './tally-ledgers.js';
import type { TallyBillSource, TallyInvoiceSource, TallyVoucher } from './tally-vouchers.js';

/*
 * The documents the Tally export's tests work by hand (tally-vouchers.test.ts, tally-xml.test.ts):
 * a local invoice that rounds down, a bill from another state with an ineligible line and TDS.
 */

/** The company's own names for two accounts; the rest are the defaults. */
export const LEDGERS = tallyLedgerNames({ salesLocal: 'Sales @ Local & Works', bank: 'HDFC Bank A/c 0042' });

/** Entries as `ledger: rupees` (debit positive), in their order: what the hand-worked figures compare with. */
export const entriesOf = (voucher: TallyVoucher) =>
  voucher.entries.map((entry) => [entry.ledger, entry.amount / 100, ...(entry.bills ? [entry.bills] : [])]);

export const KAVERI = 'Kaveri Pumps & Valves <Unit 2>';

/** 100 × ₹11.80 = ₹1,180.00 at 18 % within Maharashtra: CGST ₹106.20 + SGST ₹106.20 = ₹1,392.40, printed ₹1,392.00. */
export const INVOICE: TallyInvoiceSource = {
  id: '00000000-0000-4000-8000-000000000042',
  number: 'INV/2026-27/0042',
  date: '2026-12-05',
  party: KAVERI,
  taxType: 'intra',
  exportSupply: false,
  taxable: 1180,
  cgst: 106.2,
  sgst: 106.2,
  igst: 0,
  roundOff: -0.4,
  grandTotal: 1392,
  customerPoNumber: '4500012345',
};

/** From Karnataka: steel 50,000.00 + IGST 9,000.00 (eligible); canteen 2,000.00 + IGST 100.00 (17(5), ineligible); TDS 194Q ₹50. */
export const BILL: TallyBillSource = {
  id: '00000000-0000-4000-8000-000000000077',
  number: 'PB/2026-27/0077',
  date: '2026-12-08',
  party: 'Sree Steels',
  supplierInvoiceNumber: 'SI-778',
  supplierInvoiceDate: '2026-12-06',
  taxType: 'inter',
  reverseCharge: false,
  roundOff: 0,
  grandTotal: 61_100,
  tdsSection: '194Q',
  tdsRate: 0.1,
  tdsAmount: 50,
  lines: [
    { taxable: 50_000, cgst: 0, sgst: 0, igst: 9_000, itcStatus: 'eligible' },
    { taxable: 2_000, cgst: 0, sgst: 0, igst: 100, itcStatus: 'ineligible' },
  ],
};
