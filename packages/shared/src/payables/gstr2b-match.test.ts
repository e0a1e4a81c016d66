import { describe, expect, it } from 'vitest';
import {
  type Gstr2bMatchAction,
  type Gstr2bMatchBill,
  type Gstr2bMatchDocument,
  gstr2bDifferences,
  gstr2bDocumentKey,
  inGstr2bView,
  reconcileGstr2b,
} from './gstr2b-match.js';
import { supplierInvoiceKey } from './supplier-invoice-key.js';

const STEEL = '27AAACB1234F1Z5';
const COATERS = '29AABCK5678L1ZQ';

let ids = 0;
/** A 2B invoice of ₹10,000 + CGST ₹900 + SGST ₹900 = ₹11,800 of Bharat Steels, dated 10/10/2026. */
function document(fields: Partial<Gstr2bMatchDocument> = {}): Gstr2bMatchDocument {
  const number = fields.number ?? 'BS/26-27/101';
  return {
    id: `d${++ids}`,
    kind: 'invoice',
    supplierGstin: STEEL,
    supplierName: 'Bharat Steels',
    number,
    numberKey: supplierInvoiceKey(number),
    financialYear: '2026-27',
    date: '2026-10-10',
    taxable: 10_000,
    igst: 0,
    cgst: 900,
    sgst: 900,
    cess: 0,
    value: 11_800,
    placeOfSupply: '27',
    reverseCharge: false,
    itcAvailable: 'Y',
    itcReason: null,
    supplierPeriod: '102026',
    supplierFiledOn: '2026-11-11',
    ...fields,
  };
}

/** The bill booked of that invoice, as typed from the paper: number, date and figures the same. */
function bill(fields: Partial<Gstr2bMatchBill> = {}): Gstr2bMatchBill {
  const number = fields.supplierInvoiceNumber ?? 'BS/26-27/101';
  return {
    id: `b${++ids}`,
    billNumber: `PB/2026-27/${String(ids).padStart(4, '0')}`,
    status: 'booked',
    supplierName: 'Bharat Steels',
    supplierGstin: STEEL,
    supplierInvoiceNumber: number,
    supplierInvoiceKey: supplierInvoiceKey(number),
    supplierInvoiceDate: '2026-10-10',
    financialYear: '2026-27',
    billDate: '2026-10-12',
    taxable: 10_000,
    igst: 0,
    cgst: 900,
    sgst: 900,
    value: 11_800,
    reverseCharge: false,
    inMonth: true,
    carriedFrom: null,
    inOther2b: false,
    linkedElsewhere: false,
    ...fields,
  };
}

const action = (fields: Partial<Gstr2bMatchAction> & Pick<Gstr2bMatchAction, 'action'>): Gstr2bMatchAction => ({
  id: `a${++ids}`,
  documentKey: null,
  billId: null,
  reason: null,
  byName: 'Accounts',
  at: '2026-11-14T10:00:00.000Z',
  ...fields,
});

const reconcile = (
  documents: Gstr2bMatchDocument[],
  bills: Gstr2bMatchBill[],
  actions: Gstr2bMatchAction[] = [],
  tolerance = 1,
) => reconcileGstr2b({ documents, bills, actions, tolerance });

describe('the GSTR-2B match', () => {
  it('pairs a document and a bill by GSTIN, the number however written and the year, and finds them the same', () => {
    // "bs-26-27-101" and "BS/26-27/101" are one key: BS2627101.
    const { rows, counts } = reconcile([document()], [bill({ supplierInvoiceNumber: 'bs-26-27-101' })]);
    expect(rows).toMatchObject([{ status: 'matched', linked: false, differences: [], decision: null }]);
    expect(counts).toMatchObject({ all: 1, matched: 1, mismatched: 0, open: 0 });
  });

  it('lets each amount differ by the tolerance: ₹0.60 passes at ₹1, not at ₹0.50', () => {
    // The supplier's taxable ₹10,000.60 and value ₹11,800.60 against the bill's ₹10,000 and ₹11,800.
    const off = document({ taxable: 10_000.6, value: 11_800.6 });
    expect(reconcile([off], [bill()]).rows[0]?.status).toBe('matched');
    const strict = reconcile([off], [bill()], [], 0.5).rows[0];
    expect(strict?.status).toBe('mismatched');
    expect(strict?.differences).toEqual([
      { field: 'taxable', label: 'Taxable value', twoB: 10_000.6, books: 10_000 },
      { field: 'value', label: 'Invoice value', twoB: 11_800.6, books: 11_800 },
    ]);
  });

  it('names each field that differs with both values: date, tax, cess and reverse charge', () => {
    // The portal has the tax as IGST ₹1,800 where the bill has CGST + SGST ₹900 each; dated a day later,
    // with ₹50 cess the bill does not carry, under reverse charge.
    const differing = document({ date: '2026-10-11', igst: 1800, cgst: 0, sgst: 0, cess: 50, reverseCharge: true });
    // At ₹100 (10,000 paise) the ₹50 of cess is within; the invoice value, ₹11,800 on both, agrees.
    expect(gstr2bDifferences(differing, bill(), 10_000)).toEqual([
      { field: 'date', label: 'Invoice date', twoB: '2026-10-11', books: '2026-10-10' },
      { field: 'igst', label: 'IGST', twoB: 1800, books: 0 },
      { field: 'cgst', label: 'CGST', twoB: 0, books: 900 },
      { field: 'sgst', label: 'SGST', twoB: 0, books: 900 },
      { field: 'reverseCharge', label: 'Reverse charge', twoB: true, books: false },
    ]);
    // At ₹1 (100 paise) the cess differs too.
    expect(gstr2bDifferences(differing, bill(), 100).find((d) => d.field === 'cess')).toEqual({
      field: 'cess',
      label: 'Cess',
      twoB: 50,
      books: 0,
    });
  });

  it('keeps the financial year in the key: the same number a year earlier is another invoice', () => {
    const lastYear = bill({ financialYear: '2025-26', supplierInvoiceDate: '2025-10-10', inMonth: false });
    const { rows } = reconcile([document()], [lastYear]);
    expect(rows.map((row) => row.status)).toEqual(['only-in-2b']);
  });

  it('leaves a document no bill has only in 2B, and offers the supplier’s bills to link, the likely one first', () => {
    // The bill was typed "BS/26-27/0101": another key. Its value is the document's and it is dated two
    // days apart, so it is suggested; the other bill of the supplier (₹5,900, 30/09) is offered after it.
    const typo = bill({ supplierInvoiceNumber: 'BS/26-27/0101', supplierInvoiceDate: '2026-10-08' });
    const older = bill({
      supplierInvoiceNumber: 'BS/26-27/090',
      supplierInvoiceDate: '2026-09-30',
      value: 5900,
      inMonth: false,
    });
    const other = bill({ supplierGstin: COATERS, supplierInvoiceNumber: 'KC/77', supplierName: 'Kaveri Coaters' });
    const { rows, counts } = reconcile([document()], [typo, older, other]);
    const only2b = rows.find((row) => row.status === 'only-in-2b');
    expect(only2b?.candidates.map((c) => [c.id, c.suggested])).toEqual([
      [typo.id, true],
      [older.id, false],
    ]);
    // Both bills of the month are only in the books; the older one, of September, is not this month's.
    expect(rows.filter((row) => row.status === 'only-in-books').map((row) => row.bill?.id)).toEqual([
      typo.id,
      other.id,
    ]);
    expect(counts).toMatchObject({ all: 3, 'only-in-2b': 1, 'only-in-books': 2, open: 3 });
  });

  it('pairs a linked document and bill whatever their numbers, then compares them', () => {
    const typo = bill({
      supplierInvoiceNumber: 'BS/26-27/0101',
      taxable: 10_010,
      value: 11_811.8,
      cgst: 900.9,
      sgst: 900.9,
    });
    const doc = document();
    const link = action({ action: 'link', documentKey: gstr2bDocumentKey(doc), billId: typo.id });
    const [row] = reconcile([doc], [typo], [link]).rows;
    // ₹10,010 against ₹10,000 is ₹10 apart; CGST and SGST ₹0.90 apart, within ₹1; value ₹11.80 apart.
    expect(row).toMatchObject({ status: 'mismatched', linked: true, linkId: link.id });
    expect(row?.differences.map((d) => d.field)).toEqual(['taxable', 'value']);
  });

  it('takes a bill paired by another month’s document, or linked there, out of this month', () => {
    const there = bill({ inOther2b: true });
    const linked = bill({ supplierInvoiceNumber: 'BS/26-27/102', linkedElsewhere: true });
    expect(reconcile([], [there, linked]).rows).toEqual([]);
    // A bill linked elsewhere is not paired here by its number either.
    expect(reconcile([document({ number: 'BS/26-27/102' })], [linked]).rows.map((r) => r.status)).toEqual([
      'only-in-2b',
    ]);
  });

  it('shows a bill carried from the month it was deferred in, and a credit note only in 2B, never a bill', () => {
    const carried = bill({ inMonth: false, carriedFrom: '2026-09', supplierInvoiceDate: '2026-09-20' });
    const note = document({ kind: 'credit-note', number: 'CN/12', taxable: 1000, cgst: 90, sgst: 90, value: 1180 });
    const { rows } = reconcile([note], [carried]);
    expect(rows).toMatchObject([
      { status: 'only-in-books', carriedFrom: '2026-09', bill: { id: carried.id } },
      { status: 'only-in-2b', document: { kind: 'credit-note' }, candidates: [] },
    ]);
  });

  it('closes rows with the accountant’s decisions, and counts what is left open', () => {
    const doc = document({ taxable: 10_100, value: 11_918, cgst: 909, sgst: 909 });
    const booked = bill();
    const extra = document({ number: 'BS/26-27/150' });
    const lone = bill({ supplierInvoiceNumber: 'BS/26-27/160' });
    const actions = [
      action({ action: 'accept', documentKey: gstr2bDocumentKey(doc), billId: booked.id, reason: 'Freight' }),
      action({ action: 'defer', documentKey: gstr2bDocumentKey(extra) }),
    ];
    const { rows, counts } = reconcile([doc, extra], [booked, lone], actions);
    expect(rows.map((row) => [row.status, row.decision?.action ?? null])).toEqual([
      ['mismatched', 'accept'],
      ['only-in-2b', 'defer'],
      ['only-in-books', null],
    ]);
    expect(counts).toEqual({
      all: 3,
      matched: 0,
      mismatched: 0,
      'only-in-2b': 0,
      'only-in-books': 1,
      decided: 2,
      open: 1,
    });
    expect(rows.filter((row) => inGstr2bView(row, 'decided'))).toHaveLength(2);
    expect(rows.filter((row) => inGstr2bView(row, 'only-in-books'))).toHaveLength(1);
  });

  it('adds up each side’s ITC, a credit note taken away and a document without ITC left out', () => {
    const invoice = document();
    const note = document({ kind: 'credit-note', number: 'CN/12', taxable: 1000, cgst: 90, sgst: 90, value: 1180 });
    const blocked = document({
      number: 'BS/26-27/103',
      itcAvailable: 'N',
      taxable: 500,
      cgst: 45,
      sgst: 45,
      value: 590,
    });
    const inter = document({
      supplierGstin: COATERS,
      number: 'KC/1',
      igst: 360,
      cgst: 0,
      sgst: 0,
      taxable: 2000,
      value: 2360,
    });
    const { twoB, books } = reconcile([invoice, note, blocked, inter], [bill()]);
    // Taxable 10,000 − 1,000 + 500 + 2,000 = 11,500; CGST 900 − 90 + 45 = 855; IGST 360;
    // ITC 1,800 − 180 + 360 = 1,980 (the ₹90 not available left out).
    expect(twoB).toEqual({ count: 4, taxable: 11_500, igst: 360, cgst: 855, sgst: 855, cess: 0, itc: 1980 });
    expect(books).toEqual({ count: 1, taxable: 10_000, igst: 0, cgst: 900, sgst: 900, cess: 0, itc: 1800 });
  });
});
