import { describe, expect, it } from 'vitest';
import { eInvoiceOf, eInvoiceProblems } from './e-invoice.js';
import type { GstDocument } from './gst-document.js';

const document: GstDocument = {
  type: 'INV',
  number: 'INV/2026-27/0042',
  date: '2026-11-27',
  seller: {
    name: 'Lathe Precision Components Pvt. Ltd.',
    gstin: '27AADCL4821M1ZW',
    address: 'Plot No. J-184, Sector 7, MIDC Bhosari, Pune 411026',
    stateCode: '27',
    phone: '+91 20 2712 4580',
    email: 'accounts@latheprecision.in',
  },
  buyer: {
    name: 'Kaveri Pumps & Valves Ltd',
    gstin: '29KAVPV5282C1ZJ',
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    shippingAddress: 'Stores gate 2, Peenya Industrial Area, Bengaluru 560058',
    placeOfSupplyCode: '29',
  },
  lines: [
    {
      description: 'Impeller hub',
      hsnCode: '84139190',
      unit: 'nos',
      quantity: 1000,
      rate: 42.5,
      gstRate: 18,
      taxable: 42500,
      cgst: 0,
      sgst: 0,
      igst: 7650,
      total: 50150,
    },
  ],
  totals: { taxable: 42500, cgst: 0, sgst: 0, igst: 7650, roundOff: 0, grandTotal: 50150 },
};
const rules = { aboveFiveCrore: true };

describe('eInvoiceOf', () => {
  it('writes the invoice in the portal’s fields: parties with PIN and state code, items, values', () => {
    const { json } = eInvoiceOf(document, rules);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: 'INV/2026-27/0042', Dt: '27/11/2026' },
      SellerDtls: {
        Gstin: '27AADCL4821M1ZW',
        LglNm: 'Lathe Precision Components Pvt. Ltd.',
        Addr1: 'Plot No. J-184, Sector 7, MIDC Bhosari',
        Loc: 'Pune',
        Pin: 411026,
        Stcd: '27',
        Ph: '912027124580',
        Em: 'accounts@latheprecision.in',
      },
      BuyerDtls: { Gstin: '29KAVPV5282C1ZJ', Pos: '29', Loc: 'Bengaluru', Pin: 560058, Stcd: '29' },
      ShipDtls: { Addr1: 'Stores gate 2, Peenya Industrial Area', Loc: 'Bengaluru', Pin: 560058 },
      ItemList: [
        {
          SlNo: '1',
          IsServc: 'N',
          HsnCd: '84139190',
          Qty: 1000,
          Unit: 'NOS',
          UnitPrice: 42.5,
          TotAmt: 42500,
          Discount: 0,
          AssAmt: 42500,
          GstRt: 18,
          IgstAmt: 7650,
          TotItemVal: 50150,
        },
      ],
      ValDtls: { AssVal: 42500, IgstVal: 7650, RndOffAmt: 0, TotInvVal: 50150 },
    });
    expect(json?.RefDtls).toBeUndefined();
  });

  it('refers a note to the invoice it adjusts', () => {
    const { json } = eInvoiceOf(
      {
        ...document,
        type: 'CRN',
        number: 'CN/2026-27/0001',
        reference: { number: 'INV/2026-27/0042', date: '2026-11-02' },
      },
      rules,
    );
    expect(json?.DocDtls.Typ).toBe('CRN');
    expect(json?.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/2026-27/0042', InvDt: '02/11/2026' }] });
  });

  it('names every field that keeps a document from being reported', () => {
    const broken: GstDocument = {
      ...document,
      number: 'inv 42',
      buyer: { ...document.buyer, billingAddress: 'Peenya, Bengaluru', shippingAddress: null },
      lines: [{ ...(document.lines[0] as GstDocument['lines'][number]), hsnCode: '8413', unit: 'PC' }],
    };
    expect(eInvoiceProblems(broken, rules)).toEqual([
      {
        field: 'customerId',
        message: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
      },
      {
        field: 'number',
        message: 'The number inv 42 cannot be reported: 1 to 16 capitals, digits, / and -, not starting with 0',
      },
      {
        field: 'lines.0.hsnCode',
        message: 'Line 1: HSN code must be 6 or 8 digits (aggregate turnover above ₹5 crore)',
      },
      { field: 'lines.0.unit', message: 'Line 1: unit PC is not a GST unit (UQC, such as NOS, PCS, KGS or SET)' },
    ]);
    expect(eInvoiceProblems({ ...broken, number: null }, { aboveFiveCrore: false }).map((p) => p.field)).toEqual([
      'customerId',
      'lines.0.unit',
    ]);
    expect(eInvoiceOf({ ...document, buyer: { ...document.buyer, gstin: null } }, rules).problems?.[0]?.message).toBe(
      'The customer has no GSTIN: a supply to an unregistered buyer is B2C and is not e-invoiced',
    );
  });
});
