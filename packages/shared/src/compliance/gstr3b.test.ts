import { describe, expect, it } from 'vitest';
import type { ExportSupply } from './export-details.js';
import type { GstDocumentLine, GstDocumentType } from './gst-document.js';
import {
  type Gstr3bBill,
  type Gstr3bBillLine,
  type Gstr3bOutwardDocument,
  gstr3bJsonOf,
  gstr3bOf,
  gstr3bPeriod,
} from './gstr3b.js';

const SELLER = {
  name: 'Lathe Precision Components Pvt. Ltd.',
  gstin: '27AADCL4821M1ZA',
  address: 'Plot J-184, MIDC Bhosari, Pune 411026',
  stateCode: '27',
  phone: null,
  email: null,
};

/** A line of `taxable` at `gstRate`, its tax worked by hand: CGST + SGST within Maharashtra, IGST across states. */
function line(taxable: number, gstRate: number, inter: boolean, igst?: number): GstDocumentLine {
  const tax = Math.round(taxable * gstRate) / 100;
  const half = tax / 2;
  return {
    description: 'Impeller hub',
    hsnCode: '84139190',
    unit: 'NOS',
    quantity: 1,
    rate: taxable,
    gstRate,
    taxable,
    cgst: inter ? 0 : half,
    sgst: inter ? 0 : half,
    igst: inter ? (igst ?? tax) : 0,
    total: taxable + tax,
  };
}

let ids = 0;
function doc(
  type: GstDocumentType,
  buyer: { gstin: string | null; pos: string },
  lines: GstDocumentLine[],
  extra: Partial<Gstr3bOutwardDocument> = {},
): Gstr3bOutwardDocument {
  ids += 1;
  return {
    id: `doc-${ids}`,
    type,
    number: `${type}/${ids}`,
    date: '2026-11-20',
    seller: SELLER,
    buyer: {
      name: `Buyer ${ids}`,
      gstin: buyer.gstin,
      billingAddress: null,
      shippingAddress: null,
      placeOfSupplyCode: buyer.pos,
    },
    lines,
    totals: { taxable: 0, cgst: 0, sgst: 0, igst: 0, roundOff: 0, grandTotal: 0 },
    cancelled: false,
    ...extra,
  };
}

const exportOf = (type: ExportSupply['type']): ExportSupply => ({
  type,
  portCode: 'INNSA1',
  shippingBillNumber: null,
  shippingBillDate: null,
  foreignCurrency: null,
  exchangeRate: null,
  countryCode: null,
});

function bill(
  status: string,
  taxType: 'intra' | 'inter',
  lines: (Omit<Gstr3bBillLine, 'itcStatus'> & { itcStatus?: Gstr3bBillLine['itcStatus'] })[],
  extra: Partial<Gstr3bBill> = {},
): Gstr3bBill {
  ids += 1;
  return {
    id: `bill-${ids}`,
    number: `PB/2026-27/${ids}`,
    status,
    date: '2026-11-12',
    supplierName: `Supplier ${ids}`,
    supplierGstin: '27AAACB1234C1Z5',
    taxType,
    reverseCharge: false,
    lines: lines.map((l) => ({ itcStatus: 'eligible', ...l })),
    ...extra,
  };
}
const billLine = (
  taxable: number,
  gstRate: number,
  inter: boolean,
  itcStatus: Gstr3bBillLine['itcStatus'] = 'eligible',
) => {
  const { cgst, sgst, igst } = line(taxable, gstRate, inter);
  return { gstRate, taxable, cgst, sgst, igst, itcStatus };
};

const KARNATAKA = { gstin: '29AAKCK5282C1ZJ', pos: '29' };
const PUNE = { gstin: '27AAKCD1234C1Z5', pos: '27' };

// The month, worked by hand:
const b2bIntra = doc('INV', PUNE, [line(10_000, 18, false), line(2_000, 0, false)]);
const b2bInter = doc('INV', KARNATAKA, [line(50_000, 18, true)]);
const b2cInter29 = doc('INV', { gstin: null, pos: '29' }, [line(1_000, 18, true)]);
const b2cInter24 = doc('INV', { gstin: null, pos: '24' }, [line(3_000, 12, true)]);
const exportLut = doc('INV', { gstin: null, pos: '96' }, [line(40_000, 18, true, 0)], {
  exportSupply: exportOf('export_without_payment'),
});
const sezPaid = doc('INV', { gstin: '27AAGCS1234F1Z2', pos: '27' }, [line(20_000, 18, true)], {
  exportSupply: exportOf('sez_with_payment'),
});
const cancelled = doc('INV', { gstin: null, pos: '27' }, [line(5_000, 18, false)], { cancelled: true });
const creditB2b = doc('CRN', KARNATAKA, [line(5_000, 18, true)]);
const creditB2c = doc('CRN', { gstin: null, pos: '29' }, [line(100, 18, true)]);
const debitB2b = doc('DBN', PUNE, [line(1_000, 18, false)]);
const documents = [
  b2bIntra,
  b2bInter,
  b2cInter29,
  b2cInter24,
  exportLut,
  sezPaid,
  cancelled,
  creditB2b,
  creditB2c,
  debitB2b,
];

const booked = bill('booked', 'intra', [
  billLine(10_000, 18, false),
  billLine(2_000, 5, false, 'ineligible'),
  billLine(1_500, 0, false),
]);
const partlyPaid = bill('partly_paid', 'inter', [
  billLine(20_000, 18, true),
  billLine(1_000, 18, true, 'reversed'),
  billLine(700, 0, true),
]);
const reverseCharge = bill(
  'paid',
  'intra',
  [billLine(4_000, 5, false), billLine(500, 18, false, 'ineligible'), billLine(300, 0, false)],
  { reverseCharge: true, supplierGstin: null },
);
const bills = [
  booked,
  partlyPaid,
  reverseCharge,
  bill('held', 'intra', [billLine(9_999, 18, false)]),
  bill('cancelled', 'intra', [billLine(8_888, 18, false)]),
  bill('draft', 'inter', [billLine(7_777, 18, true)]),
];

describe('GSTR-3B of a month', () => {
  const worksheet = gstr3bOf(documents, bills);

  it('3.1: taxable supplies net of notes, zero-rated, nil-rated and reverse charge inward', () => {
    const { taxable, zeroRated, nilExempt, reverseCharge: rcm, nonGst } = worksheet.outward;
    // (a) 10,000 + 50,000 + 1,000 + 3,000 − 5,000 − 100 + 1,000 (the cancelled invoice left out)
    expect(taxable).toMatchObject({ txval: 59_900, iamt: 9_000 + 180 + 360 - 900 - 18, camt: 990, samt: 990 });
    expect(taxable.documents.map((d) => d.id)).toEqual([
      b2bIntra.id,
      b2bInter.id,
      b2cInter29.id,
      b2cInter24.id,
      creditB2b.id,
      creditB2c.id,
      debitB2b.id,
    ]);
    expect(taxable.documents.find((d) => d.id === creditB2b.id)).toMatchObject({
      kind: 'credit-note',
      txval: -5_000,
      iamt: -900,
    });
    // (b) the export under LUT (no IGST) and the SEZ supply with payment
    expect(zeroRated).toMatchObject({ txval: 60_000, iamt: 3_600, camt: 0, samt: 0 });
    // (c) the 0 % line
    expect(nilExempt).toMatchObject({ txval: 2_000, documents: [expect.objectContaining({ id: b2bIntra.id })] });
    // (d) the reverse-charge bill's taxed lines, whatever their ITC: 4,000 + 500; 100 + 45 each
    expect(rcm).toMatchObject({ txval: 4_500, iamt: 0, camt: 145, samt: 145 });
    expect(nonGst).toMatchObject({ txval: 0, documents: [] });
  });

  it('3.2: inter-state supplies to unregistered persons by place of supply, net of their notes', () => {
    expect(worksheet.interState.unregistered.map(({ pos, txval, iamt }) => ({ pos, txval, iamt }))).toEqual([
      { pos: '24', txval: 3_000, iamt: 360 },
      { pos: '29', txval: 900, iamt: 162 },
    ]);
    expect(worksheet.interState.composition).toEqual([]);
  });

  it('4: all ITC of the booked bills available, blocked and reversed lines taken away in 4(B)(1)', () => {
    const itc = worksheet.itc;
    // (A)(3) reverse charge: 100 + 45 each of CGST and SGST
    expect(itc?.reverseCharge).toMatchObject({ iamt: 0, camt: 145, samt: 145, txval: 0 });
    // (A)(5) IGST 3,600 + 180; CGST 900 + 50 each
    expect(itc?.allOther).toMatchObject({ iamt: 3_780, camt: 950, samt: 950 });
    // (B)(1) the 17(5) lines (50 and 45 each) and the reversed line (180 IGST)
    expect(itc?.reversedRules).toMatchObject({ iamt: 180, camt: 95, samt: 95 });
    expect(itc?.reversedOthers).toMatchObject({ iamt: 0, camt: 0, samt: 0 });
    // (C) = (A) − (B): 3,780 − 180; 145 + 950 − 95
    expect(itc?.net).toMatchObject({ iamt: 3_600, camt: 1_000, samt: 1_000 });
    expect(itc?.net.documents.map((d) => d.id)).toEqual([booked.id, partlyPaid.id, reverseCharge.id]);
    expect(itc?.importGoods.iamt).toBe(0);
  });

  it('5: registered suppliers’ 0 % lines, inter- and intra-state', () => {
    expect(worksheet.inward?.nilExemptInter).toMatchObject({
      txval: 700,
      documents: [expect.objectContaining({ id: partlyPaid.id })],
    });
    // The unregistered supplier's 0 % line (300) is not a nil-rated supply
    expect(worksheet.inward?.nilExemptIntra.txval).toBe(1_500);
  });

  it('writes the JSON as the offline tool names it, amounts in rupees', () => {
    const json = gstr3bJsonOf('27AADCL4821M1ZA', '2026-11', worksheet);
    expect(gstr3bPeriod('2026-11')).toBe('112026');
    expect(json).toEqual({
      gstin: '27AADCL4821M1ZA',
      ret_period: '112026',
      sup_details: {
        osup_det: { txval: 59_900, iamt: 8_622, camt: 990, samt: 990, csamt: 0 },
        osup_zero: { txval: 60_000, iamt: 3_600, csamt: 0 },
        osup_nil_exmp: { txval: 2_000 },
        isup_rev: { txval: 4_500, iamt: 0, camt: 145, samt: 145, csamt: 0 },
        osup_nongst: { txval: 0 },
      },
      inter_sup: {
        unreg_details: [
          { pos: '24', txval: 3_000, iamt: 360 },
          { pos: '29', txval: 900, iamt: 162 },
        ],
        comp_details: [],
        uin_details: [],
      },
      itc_elg: {
        itc_avl: [
          { ty: 'IMPG', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'IMPS', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'ISRC', iamt: 0, camt: 145, samt: 145, csamt: 0 },
          { ty: 'ISD', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'OTH', iamt: 3_780, camt: 950, samt: 950, csamt: 0 },
        ],
        itc_rev: [
          { ty: 'RUL', iamt: 180, camt: 95, samt: 95, csamt: 0 },
          { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 },
        ],
        itc_net: { iamt: 3_600, camt: 1_000, samt: 1_000, csamt: 0 },
        itc_inelg: [
          { ty: 'RUL', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 },
        ],
      },
      inward_sup: {
        isup_details: [
          { ty: 'GST', inter: 700, intra: 1_500 },
          { ty: 'NONGST', inter: 0, intra: 0 },
        ],
      },
    });
  });

  it('adds in paise: three lines of 0.10 make 0.30', () => {
    const tenth = doc('INV', PUNE, [
      { ...line(0.1, 0, false) },
      { ...line(0.1, 0, false) },
      { ...line(0.1, 0, false) },
    ]);
    expect(gstr3bOf([tenth], []).outward.nilExempt.txval).toBe(0.3);
  });

  it('leaves the bills’ figures out when they are not shown, and warns of a figure below zero', () => {
    const hidden = gstr3bOf([creditB2c], null);
    expect(hidden.outward.reverseCharge).toBeNull();
    expect(hidden.itc).toBeNull();
    expect(hidden.inward).toBeNull();
    expect(() => gstr3bJsonOf('27AADCL4821M1ZA', '2026-11', hidden)).toThrow('GSTR-3B needs the supplier bills');
    expect(hidden.warnings).toEqual([
      expect.stringMatching(/^3\.1\(a\) is below zero/),
      expect.stringMatching(/^3\.2 \(place of supply 29\) is below zero/),
    ]);
    expect(worksheet.warnings).toEqual([]);
  });
});
