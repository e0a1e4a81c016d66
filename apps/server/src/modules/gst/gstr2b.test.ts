import { beforeAll, describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { COMPANY_GSTIN, gstr2bFile, gstr2bKit, type TwoBInvoice } from './gstr2b-test-kit.js';

/*
 * GSTR-2B of October 2026 against the bills booked through the API: a row of each kind — matched
 * exactly, matched within the ₹1 tolerance, mismatched on the taxable value, on the tax (IGST
 * against CGST + SGST), on the date; a document only in 2B linked to its bill typed with another
 * number; a bill only in the books deferred into November; a credit note only in 2B. Then the
 * month imported again keeps the decisions, and the files the import refuses.
 */

const kit = invoiceTestKit();
const twoB = gstr2bKit(kit);
const OCTOBER = '2026-10';
const NOVEMBER = '2026-11';

// biome-ignore lint/suspicious/noExplicitAny: bills as the API answers them
const bill: Record<string, any> = {};
let steel: { id: string; gstin: string };
let coaters: { id: string; gstin: string };

/** What the portal shows of each invoice (the supplier's GSTR-1), in the 2B of October. */
const steelInvoices = (): TwoBInvoice[] => [
  // A: as booked. B: ₹0.60 more on the taxable value and the value, within ₹1.
  { number: 'BS/26-27/101', date: '2026-10-05', taxable: 10_000, cgst: 900, sgst: 900 },
  { number: 'BS/26-27/102', date: '2026-10-08', taxable: 20_000.6, cgst: 1800, sgst: 1800 },
  // C: the taxable value ₹5,500 where the bill has ₹5,000 (value and tax as the bill).
  { number: 'BS/26-27/103', date: '2026-10-12', taxable: 5_500, cgst: 450, sgst: 450, value: 5_900 },
  // E: dated the 16th; the bill has the 15th.
  { number: 'BS/26-27/104', date: '2026-10-16', taxable: 4_000, cgst: 360, sgst: 360 },
  // F: "BS/26-27/0105" in 2B, booked as "BS/26-27/105": another key (BS26270105, BS2627105).
  { number: 'BS/26-27/0105', date: '2026-10-20', taxable: 3_000, cgst: 270, sgst: 270 },
];
const octoberFile = () =>
  gstr2bFile(OCTOBER, {
    b2b: [
      { ctin: steel.gstin, trdnm: 'Bharat Steels', inv: steelInvoices() },
      // D: an inter-state supply the supplier reported with CGST + SGST ₹720 each; the bill has IGST ₹1,440.
      {
        ctin: coaters.gstin,
        trdnm: 'Kaveri Coaters',
        inv: [{ number: 'KC-0045', date: '2026-10-14', taxable: 8_000, cgst: 720, sgst: 720 }],
      },
    ],
    cdnr: [
      {
        ctin: coaters.gstin,
        trdnm: 'Kaveri Coaters',
        nt: [{ typ: 'C', number: 'KC-CN-7', date: '2026-10-18', taxable: 500, igst: 90 }],
      },
    ],
  });

const reconciliation = (month = OCTOBER, query = '') => kit.ok('GET', `/api/gst/gstr-2b?month=${month}${query}`);
const importFile = (month: string, file: object) => kit.call('POST', `/api/gst/gstr-2b/import?month=${month}`, file);
const act = (body: object) => kit.call('POST', '/api/gst/gstr-2b/actions', body);
// biome-ignore lint/suspicious/noExplicitAny: rows as the API answers them
const rowOf = (rows: any[], number: string) =>
  rows.find((row) => row.document?.number === number || (!row.document && row.bill?.supplierInvoiceNumber === number));

beforeAll(async () => {
  steel = await twoB.supplier('Bharat Steels', 'Maharashtra', 'AAACB1234F');
  coaters = await twoB.supplier('Kaveri Coaters', 'Karnataka', 'AABCK5678L');
  const specs = {
    A: [steel, 'BS/26-27/101', '2026-10-05', 10_000],
    B: [steel, 'BS/26-27/102', '2026-10-08', 20_000],
    C: [steel, 'BS/26-27/103', '2026-10-12', 5_000],
    D: [coaters, 'KC/0045', '2026-10-14', 8_000],
    E: [steel, 'BS/26-27/104', '2026-10-15', 4_000],
    F: [steel, 'BS/26-27/105', '2026-10-20', 3_000],
    G: [steel, 'BS/26-27/106', '2026-10-25', 1_000],
  } as const;
  for (const [name, [party, number, date, taxable]] of Object.entries(specs)) {
    bill[name] = await twoB.bill(party, { number, date, billDate: date, taxable });
  }
  // A draft of October is nothing yet: never a row.
  bill.H = await twoB.bill(steel, { number: 'BS/26-27/107', date: '2026-10-26', taxable: 700, book: false });
}, 120_000);

describe('GSTR-2B reconciliation', () => {
  it('books the bills the test stands on: intra-state CGST + SGST, the Karnataka supplier’s IGST', () => {
    expect(bill.A).toMatchObject({ status: 'booked', taxableTotal: 10_000, cgstTotal: 900, grandTotal: 11_800 });
    // 8,000 × 18 % = 1,440 IGST: ₹9,440.
    expect(bill.D).toMatchObject({ taxType: 'inter', igstTotal: 1_440, cgstTotal: 0, grandTotal: 9_440 });
    expect(bill.D.supplierGstin).toBe(gstinFor('29', 'AABCK5678L'));
  });

  it('before an import, shows the month’s bills only in the books', async () => {
    const before = await reconciliation();
    expect(before).toMatchObject({ month: OCTOBER, gstin: COMPANY_GSTIN, import: null, tolerance: 1 });
    expect(before.counts).toMatchObject({ all: 7, 'only-in-books': 7, open: 7 });
    const refused = await act({ month: OCTOBER, action: 'defer', billId: bill.G.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Import the GSTR-2B of October 2026 first');
  });

  it('imports the month’s file and finds each kind of row, with the fields that differ', async () => {
    const imported = await importFile(OCTOBER, octoberFile());
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      month: OCTOBER,
      documents: 7,
      invoices: 6,
      creditNotes: 1,
      debitNotes: 0,
      ignored: {},
      replaced: null,
    });

    const report = await reconciliation();
    expect(report.import).toMatchObject({ documents: 7, generatedOn: '2026-11-14', fileVersion: '1.0' });
    const { rows } = report;
    expect(rowOf(rows, 'BS/26-27/101')).toMatchObject({ status: 'matched', bill: { id: bill.A.id }, differences: [] });
    // ₹20,000.60 against ₹20,000 (and ₹23,600.60 against ₹23,600): 60 paise apart, within ₹1.
    expect(rowOf(rows, 'BS/26-27/102')).toMatchObject({ status: 'matched', bill: { id: bill.B.id } });
    expect(rowOf(rows, 'BS/26-27/103')).toMatchObject({
      status: 'mismatched',
      differences: [{ field: 'taxable', label: 'Taxable value', twoB: 5_500, books: 5_000 }],
    });
    // "KC-0045" and "KC/0045" are one number.
    expect(rowOf(rows, 'KC-0045')).toMatchObject({
      status: 'mismatched',
      bill: { id: bill.D.id },
      differences: [
        { field: 'igst', label: 'IGST', twoB: 0, books: 1_440 },
        { field: 'cgst', label: 'CGST', twoB: 720, books: 0 },
        { field: 'sgst', label: 'SGST', twoB: 720, books: 0 },
      ],
    });
    expect(rowOf(rows, 'BS/26-27/104')).toMatchObject({
      status: 'mismatched',
      differences: [{ field: 'date', label: 'Invoice date', twoB: '2026-10-16', books: '2026-10-15' }],
    });
    // The document booked under another number: only in 2B, its bill suggested (same value, same day).
    const only2b = rowOf(rows, 'BS/26-27/0105');
    expect(only2b).toMatchObject({ status: 'only-in-2b', bill: null });
    expect(only2b.candidates[0]).toMatchObject({ id: bill.F.id, suggested: true });
    expect(rowOf(rows, 'KC-CN-7')).toMatchObject({
      status: 'only-in-2b',
      document: { kind: 'credit-note', igst: 90, value: 590 },
      candidates: [],
    });
    expect(rowOf(rows, 'BS/26-27/105')).toMatchObject({ status: 'only-in-books', document: null });
    expect(rowOf(rows, 'BS/26-27/106')).toMatchObject({ status: 'only-in-books', document: null });
    expect(rows.some((row: { bill: { id: string } | null }) => row.bill?.id === bill.H.id)).toBe(false);

    expect(report.counts).toEqual({
      all: 9,
      matched: 2,
      mismatched: 3,
      'only-in-2b': 2,
      'only-in-books': 2,
      decided: 0,
      open: 7,
    });
    // 2B: taxable 10,000 + 20,000.60 + 5,500 + 4,000 + 3,000 + 8,000 − 500 (the credit note) = 50,000.60;
    // CGST 900 + 1,800 + 450 + 360 + 270 + 720 = 4,500, SGST the same; IGST −90; ITC 4,500 × 2 − 90 = 8,910.
    expect(report.twoB).toEqual({
      count: 7,
      taxable: 50_000.6,
      igst: -90,
      cgst: 4_500,
      sgst: 4_500,
      cess: 0,
      itc: 8_910,
    });
    // Books: the seven bills, 10,000 + 20,000 + 5,000 + 8,000 + 4,000 + 3,000 + 1,000 = 51,000; IGST 1,440;
    // CGST 900 + 1,800 + 450 + 360 + 270 + 90 = 3,870, SGST the same; ITC 3,870 × 2 + 1,440 = 9,180.
    expect(report.books).toEqual({
      count: 7,
      taxable: 51_000,
      igst: 1_440,
      cgst: 3_870,
      sgst: 3_870,
      cess: 0,
      itc: 9_180,
    });

    // At a tolerance of ₹0.50, the 60 paise are a difference.
    const strict = await reconciliation(OCTOBER, '&tolerance=0.5&view=mismatched');
    expect(strict.counts.mismatched).toBe(4);
    expect(strict.rows.map((row: { document: { number: string } }) => row.document.number)).toEqual([
      'BS/26-27/102',
      'BS/26-27/103',
      'BS/26-27/104',
      'KC-0045',
    ]);
  });

  it('accepts a mismatch with its reason, and refuses one without or a matched row', async () => {
    const { rows } = await reconciliation();
    const c = rowOf(rows, 'BS/26-27/103');
    const noReason = await act({ month: OCTOBER, action: 'accept', documentId: c.document.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Say why the differences are accepted' });
    const accepted = await act({
      month: OCTOBER,
      action: 'accept',
      documentId: c.document.id,
      reason: 'Supplier amends the taxable value in November',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const again = await act({ month: OCTOBER, action: 'accept', documentId: c.document.id, reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This row is already accepted: undo that first');
    const matched = await act({
      month: OCTOBER,
      action: 'accept',
      documentId: rowOf(rows, 'BS/26-27/101').document.id,
    });
    expect(matched.statusCode).toBe(409);
    expect(matched.json().message).toBe('A matched row needs no review');

    const decided = await reconciliation(OCTOBER, '&view=decided');
    expect(decided.rows).toMatchObject([
      {
        status: 'mismatched',
        bill: { id: bill.C.id },
        decision: { action: 'accept', reason: 'Supplier amends the taxable value in November' },
      },
    ]);
    expect(decided.counts).toMatchObject({ mismatched: 2, decided: 1, open: 6 });
  });

  it('links the document to its bill typed with another number, after which the pair is compared', async () => {
    const { rows } = await reconciliation();
    const document = rowOf(rows, 'BS/26-27/0105').document;
    const note = rowOf(rows, 'KC-CN-7').document;
    const credit = await act({ month: OCTOBER, action: 'link', documentId: note.id, billId: bill.G.id });
    expect(credit.statusCode).toBe(409);
    expect(credit.json().message).toBe('A credit note is not a bill: accept or defer it');
    const otherSupplier = await act({ month: OCTOBER, action: 'link', documentId: document.id, billId: bill.D.id });
    expect(otherSupplier.statusCode).toBe(400);
    expect(otherSupplier.json().errors.billId).toMatch(/^Bill PB\/2026-27\/\d{4} is of GSTIN 29/);
    const paired = await act({ month: OCTOBER, action: 'link', documentId: document.id, billId: bill.A.id });
    expect(paired.statusCode).toBe(409);
    expect(paired.json().message).toBe(`Bill ${bill.A.billNumber} is already paired with BS/26-27/101`);

    const linked = await act({ month: OCTOBER, action: 'link', documentId: document.id, billId: bill.F.id });
    expect(linked.statusCode, linked.body).toBe(201);
    const after = await reconciliation();
    expect(rowOf(after.rows, 'BS/26-27/0105')).toMatchObject({
      status: 'matched',
      linked: true,
      linkId: linked.json().id,
      bill: { id: bill.F.id, supplierInvoiceNumber: 'BS/26-27/105' },
      differences: [],
    });
    // The bill is no longer only in the books.
    expect(after.rows.filter((row: { status: string }) => row.status === 'only-in-books')).toHaveLength(1);
    expect(after.counts).toMatchObject({ all: 8, matched: 3, 'only-in-2b': 1, 'only-in-books': 1, open: 4 });
  });

  it('defers a credit note out of the open count, and a bill only in the books into the next month', async () => {
    const { rows } = await reconciliation();
    const note = await act({ month: OCTOBER, action: 'defer', documentId: rowOf(rows, 'KC-CN-7').document.id });
    expect(note.statusCode, note.body).toBe(201);
    const deferred = await act({ month: OCTOBER, action: 'defer', billId: bill.G.id });
    expect(deferred.statusCode, deferred.body).toBe(201);
    const october = await reconciliation();
    expect(october.counts).toMatchObject({ 'only-in-2b': 0, 'only-in-books': 0, decided: 3, open: 2 });
    expect(rowOf(october.rows, 'BS/26-27/106').decision).toMatchObject({ action: 'defer', reason: null });

    // November, not imported yet: the deferred bill is carried into it.
    const november = await reconciliation(NOVEMBER);
    expect(november.rows).toMatchObject([
      { status: 'only-in-books', carriedFrom: OCTOBER, bill: { id: bill.G.id }, decision: null },
    ]);

    // Undoing the credit note's deferral opens it again.
    const undo = await kit.call('DELETE', `/api/gst/gstr-2b/actions/${note.json().id}`);
    expect(undo.statusCode).toBe(204);
    expect((await reconciliation()).counts).toMatchObject({ 'only-in-2b': 1, open: 3 });
    await act({ month: OCTOBER, action: 'defer', documentId: rowOf(rows, 'KC-CN-7').document.id });
  });

  it('keeps the decisions when the month is imported again, the documents replaced', async () => {
    const again = await importFile(OCTOBER, octoberFile());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ documents: 7, replaced: 7 });
    const report = await reconciliation();
    expect(rowOf(report.rows, 'BS/26-27/103').decision).toMatchObject({ action: 'accept' });
    expect(rowOf(report.rows, 'BS/26-27/0105')).toMatchObject({ status: 'matched', linked: true });
    expect(rowOf(report.rows, 'KC-CN-7').decision).toMatchObject({ action: 'defer' });
    expect(report.counts).toEqual({
      all: 8,
      matched: 3,
      mismatched: 2,
      'only-in-2b': 0,
      'only-in-books': 0,
      decided: 3,
      open: 2,
    });
  });

  it('takes first imports of a month made at once, each later one replacing the one before', async () => {
    for (const month of ['2026-06', '2026-07', '2026-08']) {
      const file = gstr2bFile(month, {
        b2b: [
          {
            ctin: steel.gstin,
            trdnm: 'Bharat Steels',
            inv: [{ number: 'BS/26-27/0061', date: `${month}-15`, taxable: 1_000, cgst: 90, sgst: 90 }],
          },
        ],
      });
      const all = await Promise.all([1, 2, 3, 4].map(() => importFile(month, file)));
      expect(
        all.map((res) => res.statusCode),
        all.map((res) => res.body).join('\n'),
      ).toEqual([200, 200, 200, 200]);
      expect(all.filter((res) => res.json().replaced === null)).toHaveLength(1);
      const report = await reconciliation(month);
      expect(report.import).toMatchObject({ documents: 1 });
      expect(report.counts.all).toBe(1);
    }
  });

  it('carries a deferred bill until its invoice appears, and undoes only what nothing stands on', async () => {
    // November's first 2B has another invoice of the supplier, not G's: G is carried in, and deferred again.
    const first = gstr2bFile(NOVEMBER, {
      b2b: [
        {
          ctin: steel.gstin,
          trdnm: 'Bharat Steels',
          inv: [{ number: 'BS/26-27/201', date: '2026-11-03', taxable: 2_500, cgst: 225, sgst: 225 }],
        },
      ],
    });
    expect((await importFile(NOVEMBER, first)).statusCode).toBe(200);
    const carried = await reconciliation(NOVEMBER, '&view=only-in-books');
    expect(carried.rows).toMatchObject([{ bill: { id: bill.G.id }, carriedFrom: OCTOBER }]);
    const again = await act({ month: NOVEMBER, action: 'defer', billId: bill.G.id });
    expect(again.statusCode, again.body).toBe(201);
    // October's deferral is what carried it: undone only after November's decision.
    const { rows } = await reconciliation();
    const octoberDeferral = rowOf(rows, 'BS/26-27/106').decision.id;
    const refused = await kit.call('DELETE', `/api/gst/gstr-2b/actions/${octoberDeferral}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The bill is decided on in November 2026: undo that first');

    // November's 2B regenerated with G's invoice: matched there, and no longer a row of October.
    const regenerated = gstr2bFile(NOVEMBER, {
      b2b: [
        {
          ctin: steel.gstin,
          trdnm: 'Bharat Steels',
          inv: [
            { number: 'BS/26-27/201', date: '2026-11-03', taxable: 2_500, cgst: 225, sgst: 225 },
            { number: 'BS/26-27/106', date: '2026-10-25', taxable: 1_000, cgst: 90, sgst: 90 },
          ],
        },
      ],
    });
    expect((await importFile(NOVEMBER, regenerated)).json()).toMatchObject({ documents: 2, replaced: 1 });
    const november = await reconciliation(NOVEMBER);
    expect(rowOf(november.rows, 'BS/26-27/106')).toMatchObject({ status: 'matched', bill: { id: bill.G.id } });
    const october = await reconciliation();
    expect(october.rows.some((row: { bill: { id: string } | null }) => row.bill?.id === bill.G.id)).toBe(false);
    expect(october.counts).toMatchObject({ all: 7, decided: 2, open: 2 });

    // Undoing the link puts the document and its bill apart again.
    const linkId = rowOf(october.rows, 'BS/26-27/0105').linkId;
    expect((await kit.call('DELETE', `/api/gst/gstr-2b/actions/${linkId}`)).statusCode).toBe(204);
    const apart = await reconciliation();
    expect(rowOf(apart.rows, 'BS/26-27/0105')).toMatchObject({ status: 'only-in-2b', linkId: null });
    expect(rowOf(apart.rows, 'BS/26-27/105')).toMatchObject({ status: 'only-in-books' });
    expect((await kit.call('DELETE', `/api/gst/gstr-2b/actions/${linkId}`)).statusCode).toBe(404);
  });

  it('refuses a file of another company or month, malformed JSON, control characters and huge amounts, naming the field', async () => {
    const otherCompany = await importFile(OCTOBER, gstr2bFile(OCTOBER, { gstin: gstinFor('27', 'AAACZ9999Z') }));
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json().errors).toEqual({
      'data.gstin': `The file is the GSTR-2B of ${gstinFor('27', 'AAACZ9999Z')}, not of this company (${COMPANY_GSTIN})`,
    });
    const september = await importFile(OCTOBER, gstr2bFile('2026-09', {}));
    expect(september.statusCode).toBe(400);
    expect(september.json().errors).toEqual({
      'data.rtnprd': 'The file is the GSTR-2B of September 2026 (rtnprd 092026), not of October 2026',
    });

    const malformed = await kit.h.app.inject({
      method: 'POST',
      url: `/api/gst/gstr-2b/import?month=${OCTOBER}`,
      headers: { authorization: `Bearer ${await kit.h.adminToken()}`, 'content-type': 'application/json' },
      payload: '{"data": {"gstin": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');

    const withNul = octoberFile();
    (withNul.data.docdata.b2b[0]?.inv[0] as { inum: string }).inum = 'BS/26-27/\u0000101';
    const nul = await importFile(OCTOBER, withNul);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ 'data.docdata.b2b.0.inv.0.inum': 'Must not contain control characters' });

    const huge = octoberFile();
    (huge.data.docdata.b2b[0]?.inv[0] as { val: number }).val = 1e15;
    const tooLarge = await importFile(OCTOBER, huge);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual({ 'data.docdata.b2b.0.inv.0.val': 'Must be less than ₹1,00,00,00,000' });

    // Past 10 MiB the body is not read.
    const padded = await importFile(OCTOBER, { ...octoberFile(), chksum: 'x'.repeat(10 * 1024 * 1024) });
    expect(padded.statusCode).toBe(413);
    expect(padded.json().message).toBe('The request body is larger than the 10 MiB limit');

    // The month is as last imported.
    expect((await reconciliation()).import.documents).toBe(7);
  });
});
