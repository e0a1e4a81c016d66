import {
  computeGst,
  E_INVOICE_SCHEMA,
  type EInvoice,
  eInvoiceArithmetic,
  eInvoiceOf,
  fromPaise,
  GST_RATES,
  GST_UNITS,
  type GstDocument,
  gstinCheckChar,
  INDIAN_STATES,
  invoiceInputSchema,
} from '@lathe/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

/*
 * Every e-invoice Lathe offers passes the portal's published schema and its arithmetic, on
 * generated documents: invoices, credit notes and debit notes, within and between states, at
 * every GST rate, with the round-off going either way.
 */

const check = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);

const gstin = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};
const state = fc.constantFrom(...INDIAN_STATES.filter((s) => /^\d{2}$/.test(s.code) && s.code !== '97'));
const pan = fc.stringMatching(/^[A-Z]{3}[CF][A-Z]\d{4}[A-Z]$/);
const town = fc.constantFrom('Pune', 'Nashik', 'Bengaluru', 'Ahmedabad', 'Coimbatore', 'Hooghly');
const pin = fc.integer({ min: 100000, max: 999999 });
const address = fc
  .tuple(fc.constantFrom('Plot 40', 'Gat No. 112/3', 'Shed "B", Survey 14\\2', 'J-184, Sector 7'), town, pin)
  .map(([street, place, code]) => `${street}, MIDC Area\n${place} - ${code}`);
const line = fc.record({
  description: fc.constantFrom('Hex bolt M10 x 40', 'Hydraulic fitting body', 'Shaft Ø25 "EN8"'),
  hsnCode: fc.constantFrom('73181500', '848190', '84833000', '998898'),
  unit: fc.constantFrom(...Object.keys(GST_UNITS)),
  quantity: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1_000_000 })),
  rate: fc
    .oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000_000 }))
    .map((paise) => paise / 100),
  gstRate: fc.constantFrom(...GST_RATES),
});

const document = fc
  .record({
    type: fc.constantFrom('INV', 'CRN', 'DBN') as fc.Arbitrary<GstDocument['type']>,
    serial: fc.integer({ min: 1, max: 9999 }),
    day: fc.date({ min: new Date('2017-07-01'), max: new Date('2029-12-31'), noInvalidDate: true }),
    sellerState: state,
    buyerState: state,
    sameState: fc.boolean(),
    sellerPan: pan,
    buyerPan: pan,
    sellerAddress: address,
    billing: address,
    shipping: fc.option(address, { nil: null }),
    // What the invoice form and the API accept: each line and the total below the money bound.
    lines: fc
      .array(line, { minLength: 1, maxLength: 12 })
      .filter((l) => invoiceInputSchema.shape.lines.safeParse(l).success),
  })
  .map((d): GstDocument => {
    const buyerState = d.sameState ? d.sellerState : d.buyerState;
    const gst = computeGst({ intraState: buyerState.code === d.sellerState.code, lines: d.lines });
    const date = d.day.toISOString().slice(0, 10);
    const prefix = { INV: 'INV', CRN: 'CN', DBN: 'DN' }[d.type];
    return {
      type: d.type,
      number: `${prefix}/2026-27/${String(d.serial).padStart(4, '0')}`,
      date,
      seller: {
        name: 'Lathe Precision Components Pvt. Ltd.',
        gstin: gstin(d.sellerState.code, d.sellerPan),
        address: d.sellerAddress,
        stateCode: d.sellerState.code,
        phone: '+91 20 2712 4580',
        email: 'accounts@latheprecision.in',
      },
      buyer: {
        name: 'Kaveri Pumps & Valves Ltd',
        gstin: gstin(buyerState.code, d.buyerPan),
        billingAddress: d.billing,
        shippingAddress: d.shipping,
        placeOfSupplyCode: buyerState.code,
      },
      lines: d.lines.map((l, i) => {
        const figures = gst.lines[i] as (typeof gst.lines)[number];
        return {
          ...l,
          taxable: fromPaise(figures.taxable),
          cgst: fromPaise(figures.cgst),
          sgst: fromPaise(figures.sgst),
          igst: fromPaise(figures.igst),
          total: fromPaise(figures.total),
        };
      }),
      totals: {
        taxable: fromPaise(gst.taxableTotal),
        cgst: fromPaise(gst.cgstTotal),
        sgst: fromPaise(gst.sgstTotal),
        igst: fromPaise(gst.igstTotal),
        roundOff: fromPaise(gst.roundOff),
        grandTotal: fromPaise(gst.grandTotal),
      },
      reference: d.type === 'INV' ? undefined : { number: 'INV/2026-27/0042', date },
    };
  });

const rules = { aboveFiveCrore: true };

describe('e-invoice JSON', () => {
  it('passes the published schema and the portal arithmetic for every generated document', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const { json, problems } = eInvoiceOf(doc, rules);
        expect(problems).toBeUndefined();
        expect(schemaProblems(check, json)).toEqual([]);
        expect(eInvoiceArithmetic(json as EInvoice)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds off either way within ±50 paise, and tells intra-state from inter-state tax', () => {
    const seen = { up: false, down: false, intra: false, inter: false };
    fc.assert(
      fc.property(document, (doc) => {
        const json = eInvoiceOf(doc, rules).json as EInvoice;
        const { RndOffAmt, IgstVal, CgstVal, SgstVal } = json.ValDtls;
        expect(Math.abs(RndOffAmt)).toBeLessThanOrEqual(0.5);
        if (RndOffAmt > 0) seen.up = true;
        if (RndOffAmt < 0) seen.down = true;
        const intra = doc.seller.stateCode === doc.buyer.placeOfSupplyCode;
        if (intra) seen.intra = true;
        else seen.inter = true;
        expect(intra ? IgstVal : CgstVal + SgstVal).toBe(0);
        expect(json.DocDtls.Typ).toBe(doc.type);
        expect(Boolean(json.RefDtls)).toBe(doc.type !== 'INV');
      }),
      { numRuns: 300 },
    );
    expect(seen).toEqual({ up: true, down: true, intra: true, inter: true });
  });

  it('the schema and the arithmetic catch what the portal would refuse', () => {
    const json = eInvoiceOf(fc.sample(document, { numRuns: 1, seed: 7 })[0] as GstDocument, rules).json as EInvoice;
    const item = json.ItemList[0] as EInvoice['ItemList'][number];
    expect(schemaProblems(check, { ...json, DocDtls: { ...json.DocDtls, No: '0INV/1' } })).toEqual([
      '/DocDtls/No must match pattern "^([a-zA-Z1-9]{1}[a-zA-Z0-9/-]{0,15})$"',
    ]);
    expect(schemaProblems(check, { ...json, SellerDtls: { ...json.SellerDtls, Pin: 41102 } })).toEqual([
      '/SellerDtls/Pin must be >= 100000',
    ]);
    expect(schemaProblems(check, { ...json, ValDtls: { ...json.ValDtls, RndOffAmt: 100 } })).toEqual([
      '/ValDtls/RndOffAmt must be <= 99.99',
    ]);
    expect(schemaProblems(check, { ...json, BuyerDtls: { ...json.BuyerDtls, Gstn: 'x' } })).toEqual([
      '/BuyerDtls must NOT have additional properties',
    ]);
    const wrongItem = { ...item, TotItemVal: item.TotItemVal + 1 };
    expect(eInvoiceArithmetic({ ...json, ItemList: [wrongItem, ...json.ItemList.slice(1)] })).toEqual(
      expect.arrayContaining([`item 1: TotItemVal ≠ AssAmt + taxes`]),
    );
    expect(eInvoiceArithmetic({ ...json, ValDtls: { ...json.ValDtls, AssVal: json.ValDtls.AssVal + 0.01 } })).toEqual(
      expect.arrayContaining(['AssVal ≠ Σ AssAmt']),
    );
  });
});
