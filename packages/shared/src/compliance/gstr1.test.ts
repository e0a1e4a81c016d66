import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GstDocumentType, withGstFigures } from './gst-document.js';
import { type Gstr1Document, gstr1Of } from './gstr1.js';

const SELLER = {
  name: 'Lathe Precision Components Pvt. Ltd.',
  gstin: '27AADCL4821M1ZA',
  address: 'Plot J-184, MIDC Bhosari, Pune 411026',
  stateCode: '27',
  phone: null,
  email: null,
};

/** A document with its figures computed as Lathe computes them. */
function doc(
  type: GstDocumentType,
  number: string,
  buyer: { gstin: string | null; state: string },
  lines: { quantity: number; rate: number; gstRate: number; hsnCode?: string }[],
  extra: Partial<Gstr1Document> = {},
): Gstr1Document {
  const { lines: docLines, totals } = withGstFigures(
    lines.map((l) => ({ ...l, hsnCode: l.hsnCode ?? '84139190', description: 'Impeller hub', unit: 'NOS' })),
    buyer.state === '27',
  );
  return {
    type,
    number,
    date: '2026-11-20',
    seller: SELLER,
    buyer: {
      name: 'Buyer',
      gstin: buyer.gstin,
      billingAddress: null,
      shippingAddress: null,
      placeOfSupplyCode: buyer.state,
    },
    lines: docLines,
    totals,
    cancelled: false,
    ...extra,
  };
}

const KAVERI = { gstin: '29AAKCK5282C1ZJ', state: '29' };
const DECCAN = { gstin: '27AAKCD1234C1Z5', state: '27' };

describe('GSTR-1 of a month', () => {
  it('puts each document in its table, notes net of their sign, and lists the documents issued', () => {
    const { json, reconciliation } = gstr1Of('27AADCL4821M1ZA', '2026-11', [
      doc('INV', 'INV/2026-27/0041', KAVERI, [{ quantity: 1000, rate: 42.5, gstRate: 18 }]),
      doc('INV', 'INV/2026-27/0042', DECCAN, [
        { quantity: 100, rate: 10, gstRate: 12 },
        { quantity: 5, rate: 100, gstRate: 0 },
      ]),
      doc('INV', 'INV/2026-27/0043', { gstin: null, state: '24' }, [{ quantity: 1000, rate: 150, gstRate: 18 }]),
      doc('INV', 'INV/2026-27/0044', { gstin: null, state: '27' }, [{ quantity: 10, rate: 100, gstRate: 18 }]),
      doc('INV', 'INV/2026-27/0045', DECCAN, [{ quantity: 1, rate: 1, gstRate: 18 }], { cancelled: true }),
      doc('CRN', 'CN/2026-27/0007', KAVERI, [{ quantity: 100, rate: 42.5, gstRate: 18 }]),
      doc('DBN', 'DN/2026-27/0002', DECCAN, [{ quantity: 100, rate: 1, gstRate: 12 }]),
    ]);
    expect(json).toMatchObject({ gstin: '27AADCL4821M1ZA', fp: '112026' });
    expect(json.b2b).toEqual([
      {
        ctin: '27AAKCD1234C1Z5',
        inv: [
          {
            inum: 'INV/2026-27/0042',
            idt: '20-11-2026',
            val: 1620,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1201, itm_det: { txval: 1000, rt: 12, camt: 60, samt: 60, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: '29AAKCK5282C1ZJ',
        inv: [
          {
            inum: 'INV/2026-27/0041',
            idt: '20-11-2026',
            val: 50150,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 42500, rt: 18, iamt: 7650, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cl?.[0]).toMatchObject({ pos: '24', inv: [{ inum: 'INV/2026-27/0043', val: 177000 }] });
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 1000, camt: 90, samt: 90, csamt: 0 },
    ]);
    expect(json.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 500, ngsup_amt: 0 }] });
    expect(json.cdnr?.map((c) => [c.ctin, c.nt.map((n) => [n.ntty, n.nt_num, n.val])])).toEqual([
      ['27AAKCD1234C1Z5', [['D', 'DN/2026-27/0002', 112]]],
      ['29AAKCK5282C1ZJ', [['C', 'CN/2026-27/0007', 5015]]],
    ]);
    expect(json.hsn?.hsn_b2b.map((r) => [r.hsn_sc, r.rt, r.qty, r.txval])).toEqual([
      ['84139190', 0, 5, 500],
      ['84139190', 12, 200, 1100],
      ['84139190', 18, 900, 38250],
    ]);
    expect(json.hsn?.hsn_b2c.map((r) => [r.hsn_sc, r.rt, r.qty, r.txval])).toEqual([['84139190', 18, 1010, 151000]]);
    expect(json.doc_issue?.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: 'INV/2026-27/0041', to: 'INV/2026-27/0045', totnum: 5, cancel: 1, net_issue: 4 }],
      },
      {
        doc_num: 4,
        doc_typ: 'Debit Note',
        docs: [{ num: 1, from: 'DN/2026-27/0002', to: 'DN/2026-27/0002', totnum: 1, cancel: 0, net_issue: 1 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: 'CN/2026-27/0007', to: 'CN/2026-27/0007', totnum: 1, cancel: 0, net_issue: 1 }],
      },
    ]);
    expect(reconciliation.balanced).toBe(true);
    expect(reconciliation.books.at(-1)).toEqual({
      label: 'Net as per the books',
      count: 6,
      taxable: 42500 + 1500 + 150000 + 1000 - 4250 + 100,
      igst: 7650 + 27000 - 765,
      cgst: 60 + 90 + 6,
      sgst: 60 + 90 + 6,
    });
  });

  it('reconciles books, return and HSN summary for any month of documents', () => {
    const party = fc.constantFrom(KAVERI, DECCAN, { gstin: null, state: '27' }, { gstin: null, state: '24' });
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 5000 }),
      rate: fc.integer({ min: 1, max: 500_000 }).map((p) => p / 100),
      gstRate: fc.constantFrom(0, 5, 12, 18, 28),
      hsnCode: fc.constantFrom('84139190', '73181500', '848190'),
    });
    const document = fc.record({
      type: fc.constantFrom<GstDocumentType>('INV', 'INV', 'CRN', 'DBN'),
      party,
      lines: fc.array(line, { minLength: 1, maxLength: 5 }),
      cancelled: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(document, { maxLength: 20 }), (docs) => {
        const month = docs.map((d, i) =>
          doc(d.type, `${d.type}/${i + 1}`, d.party, d.lines, { cancelled: d.cancelled, referenceValue: 200_000 }),
        );
        expect(gstr1Of('27AADCL4821M1ZA', '2026-11', month).reconciliation.balanced).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
