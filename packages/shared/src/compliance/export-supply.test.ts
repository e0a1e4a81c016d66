import { describe, expect, it } from 'vitest';
import { exportDeclaration, exportTaxBasis, exportTypesFor, lutProblem } from '../documents/export-supply.js';
import { computeGst } from '../money/gst.js';
import { customerCreateSchema } from '../schemas/customer.js';
import { exportTypeProblem } from '../schemas/export-supply.js';
import { invoiceInputSchema } from '../schemas/invoice.js';
import { eInvoiceArithmetic, eInvoiceOf, eInvoiceProblems } from './e-invoice.js';
import { eWayBillArithmetic, eWayBillOf, eWayBillProblems } from './e-way-bill.js';
import type { GstDocument } from './gst-document.js';
import { type Gstr1Document, gstr1Of } from './gstr1.js';

/*
 * SEZ supplies and exports, worked by hand. Two lines, each at 18 %:
 *   2,000 impeller hubs at ₹42.50 = ₹85,000.00
 *     500 sleeves      at ₹63.25 = ₹31,625.00          taxable ₹1,16,625.00
 * With payment of IGST: 18 % of 85,000.00 = 15,300.00 and of 31,625.00 = 5,692.50, IGST ₹20,992.50;
 *   1,16,625.00 + 20,992.50 = 1,37,617.50, rounded to ₹1,37,618.00 (round-off +0.50).
 * Without payment (under the LUT): no tax, ₹1,16,625.00.
 * In US dollars at ₹83.25: 1,16,625.00 ÷ 83.25 = 1,400.9009… → USD 1,400.90.
 */

const LINES = [
  { description: 'Impeller hub', hsnCode: '84139190', quantity: 2000, rate: 42.5, gstRate: 18 },
  { description: 'Sleeve', hsnCode: '84139190', quantity: 500, rate: 63.25, gstRate: 18 },
];

const seller: GstDocument['seller'] = {
  name: 'Lathe Precision Components Pvt. Ltd.',
  gstin: '27AADCL4821M1ZW',
  address: 'Plot No. J-184, Sector 7, MIDC Bhosari, Pune 411026',
  stateCode: '27',
  phone: null,
  email: null,
};

function documentOf(withPayment: boolean, exportSupply: GstDocument['exportSupply'], buyer: GstDocument['buyer']) {
  const igst = withPayment ? [15300, 5692.5] : [0, 0];
  return {
    type: 'INV' as const,
    number: 'INV/2026-27/0043',
    date: '2026-11-27',
    seller,
    buyer,
    lines: LINES.map((line, i) => {
      const taxable = i === 0 ? 85000 : 31625;
      const tax = igst[i] as number;
      return { ...line, unit: 'NOS', taxable, cgst: 0, sgst: 0, igst: tax, total: taxable + tax };
    }),
    totals: withPayment
      ? { taxable: 116625, cgst: 0, sgst: 0, igst: 20992.5, roundOff: 0.5, grandTotal: 137618 }
      : { taxable: 116625, cgst: 0, sgst: 0, igst: 0, roundOff: 0, grandTotal: 116625 },
    exportSupply,
  };
}

const EXPORT_BUYER: GstDocument['buyer'] = {
  name: 'Great Lakes Pump Co',
  gstin: null,
  billingAddress: '1200 Harbor Blvd, Long Beach CA 90802, USA',
  shippingAddress: null,
  placeOfSupplyCode: '96',
};
/** An SEZ unit in the seller's own state: still IGST. */
const SEZ_BUYER: GstDocument['buyer'] = {
  name: 'Deccan SEZ Components',
  gstin: '27AAGCD5310K1ZP',
  billingAddress: 'Unit 5, Magarpatta SEZ, Hadapsar, Pune 411028',
  shippingAddress: null,
  placeOfSupplyCode: '27',
};
const exportSupply = (type: 'export_with_payment' | 'export_without_payment') => ({
  type,
  portCode: 'INNSA1',
  shippingBillNumber: '7896542',
  shippingBillDate: '2026-11-29',
  foreignCurrency: 'USD',
  exchangeRate: 83.25,
  countryCode: 'US',
});
const sezSupply = (type: 'sez_with_payment' | 'sez_without_payment') => ({
  type,
  portCode: null,
  shippingBillNumber: null,
  shippingBillDate: null,
  foreignCurrency: null,
  exchangeRate: null,
  countryCode: null,
});
const rules = { aboveFiveCrore: true };

describe('the tax of a zero-rated supply', () => {
  it('is IGST at the line’s rate with payment, and nothing under the LUT, whatever the states', () => {
    const withPayment = computeGst({ ...(exportTaxBasis('sez_with_payment') ?? { intraState: true }), lines: LINES });
    expect(withPayment.lines.map((l) => [l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      [8_500_000, 0, 0, 1_530_000],
      [3_162_500, 0, 0, 569_250],
    ]);
    expect([withPayment.igstTotal, withPayment.roundOff, withPayment.grandTotal]).toEqual([2_099_250, 50, 13_761_800]);
    const underLut = computeGst({
      ...(exportTaxBasis('export_without_payment') ?? { intraState: true }),
      lines: LINES,
    });
    expect([underLut.taxTotal, underLut.grandTotal]).toEqual([0, 11_662_500]);
    // The HSN summary keeps the rate it was supplied at.
    expect(underLut.hsnSummary).toEqual([
      { hsnCode: '84139190', gstRate: 18, taxable: 11_662_500, cgst: 0, sgst: 0, igst: 0, tax: 0 },
    ]);
    expect(exportTaxBasis(null)).toBeNull();
  });

  it('lets an SEZ customer be supplied as SEZ, an overseas one as exports, a customer in India as neither', () => {
    expect(exportTypesFor('sez')).toEqual(['sez_with_payment', 'sez_without_payment']);
    expect(exportTypesFor('overseas')).toEqual(['export_with_payment', 'export_without_payment']);
    expect(exportTypeProblem('regular', null)).toBeNull();
    expect(exportTypeProblem('regular', 'export_with_payment')).toBe(
      'Only an SEZ or overseas customer is supplied with or without payment of IGST',
    );
    expect(exportTypeProblem('sez', null)).toBe('Choose with or without payment of IGST');
    expect(exportTypeProblem('overseas', 'sez_without_payment')).toBe(
      'A supply abroad is an export, not an SEZ supply',
    );
  });

  it('needs a LUT valid on the invoice date to supply without payment', () => {
    const lut = { lutNumber: 'AD270326012345X', lutValidFrom: '2026-04-01', lutValidTo: '2027-03-31' };
    expect(lutProblem('export_without_payment', lut, '2026-11-27')).toBeNull();
    expect(
      lutProblem('export_with_payment', { lutNumber: null, lutValidFrom: null, lutValidTo: null }, '2026-11-27'),
    ).toBeNull();
    expect(lutProblem('sez_without_payment', lut, '2027-04-01')).toBe(
      'The LUT AD270326012345X is valid from 01/04/2026 to 31/03/2027, not on 01/04/2027: renew it or supply with payment of IGST',
    );
    expect(lutProblem('sez_without_payment', { ...lut, lutNumber: null }, '2026-11-27')).toMatch(
      /needs the company’s LUT/,
    );
  });

  it('prints the declaration of rule 46', () => {
    expect(exportDeclaration('export_without_payment')).toBe(
      'Supply meant for export under bond or letter of undertaking without payment of integrated tax',
    );
    expect(exportDeclaration('sez_with_payment')).toBe(
      'Supply to SEZ unit or SEZ developer for authorised operations on payment of integrated tax',
    );
  });
});

describe('the customer’s GST category and the invoice’s export details', () => {
  const customer = { partyCode: 'GLP01', name: 'Great Lakes Pump Co' };
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('gives an overseas customer a country and a currency and no GSTIN or state; an SEZ unit a GSTIN', () => {
    const ok = customerCreateSchema.parse({ ...customer, gstCategory: 'overseas', countryCode: 'us', currency: 'usd' });
    expect([ok.countryCode, ok.currency, ok.state]).toEqual(['US', 'USD', undefined]);
    expect(
      issuesOf(
        customerCreateSchema.safeParse({
          ...customer,
          gstCategory: 'overseas',
          gstin: '27AAGCD5310K1ZP',
          countryCode: 'IN',
        }),
      ),
    ).toEqual([
      ['gstin', 'An overseas customer has no GSTIN'],
      ['state', 'An overseas customer has no Indian state: its place of supply is Other Country (96)'],
      ['countryCode', 'An overseas customer is outside India'],
      ['currency', 'Choose the currency the overseas customer is billed in'],
    ]);
    expect(issuesOf(customerCreateSchema.safeParse({ ...customer, gstCategory: 'sez' }))).toEqual([
      ['gstin', 'An SEZ unit or developer has a GSTIN: fill it in'],
    ]);
    expect(
      issuesOf(
        customerCreateSchema.safeParse({ ...customer, gstCategory: 'overseas', countryCode: 'ZZ', currency: 'XYZ' }),
      ),
    ).toEqual([
      ['countryCode', 'Country must be an ISO 3166 two-letter code, such as US or DE'],
      ['currency', 'Currency must be an ISO 4217 three-letter code, such as USD or EUR'],
    ]);
  });

  it('keeps an export’s port, shipping bill and currency to exports, each with what it needs', () => {
    const draft = {
      customerId: '8c0c7a5e-1f3b-4f6a-9d0e-2b1c3d4e5f60',
      invoiceDate: '2026-11-27',
      lines: [{ description: 'Impeller hub', quantity: 2000, rate: 42.5, gstRate: 18 }],
    };
    expect(issuesOf(invoiceInputSchema.safeParse({ ...draft, portCode: 'INNSA1', exchangeRate: 83.25 }))).toEqual([
      ['portCode', 'Only an export has this'],
      ['exchangeRate', 'Only an export has this'],
    ]);
    expect(
      issuesOf(
        invoiceInputSchema.safeParse({
          ...draft,
          exportType: 'export_without_payment',
          portCode: 'NSA1',
          shippingBillNumber: '78965420',
          foreignCurrency: 'USD',
          exchangeRate: 83.12345,
        }),
      ),
    ).toEqual([
      ['portCode', 'Port code must be the 6-character customs code, such as INNSA1'],
      ['shippingBillNumber', 'Shipping bill number must be up to 7 digits'],
      ['exchangeRate', 'Exchange rate must be more than 0, with at most 4 decimals'],
    ]);
    const parsed = invoiceInputSchema.parse({
      ...draft,
      exportType: 'export_without_payment',
      portCode: 'innsa1',
      shippingBillNumber: '7896542',
      shippingBillDate: '2026-11-29',
      foreignCurrency: 'usd',
      exchangeRate: '83.25',
    });
    expect([parsed.portCode, parsed.foreignCurrency, parsed.exchangeRate]).toEqual(['INNSA1', 'USD', 83.25]);
  });
});

describe('the e-invoice of an export or an SEZ supply', () => {
  it('reports an export under the LUT as EXPWOP: URP buyer in 96 with PIN 999999, ExpDtls, no tax at the rate', () => {
    const { json, problems } = eInvoiceOf(
      documentOf(false, exportSupply('export_without_payment'), EXPORT_BUYER),
      rules,
    );
    expect(problems).toBeUndefined();
    expect(json?.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'EXPWOP', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json?.BuyerDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Great Lakes Pump Co',
      Pos: '96',
      Addr1: '1200 Harbor Blvd, Long Beach CA 90802',
      Loc: 'USA',
      Pin: 999999,
      Stcd: '96',
    });
    expect(json?.ExpDtls).toEqual({
      ShipBNo: '7896542',
      ShipBDt: '29/11/2026',
      Port: 'INNSA1',
      RefClm: 'N',
      ForCur: 'USD',
      CntCode: 'US',
    });
    expect(json?.ItemList.map((item) => [item.GstRt, item.IgstAmt, item.TotItemVal])).toEqual([
      [18, 0, 85000],
      [18, 0, 31625],
    ]);
    expect(json?.ValDtls).toMatchObject({ AssVal: 116625, IgstVal: 0, TotInvVal: 116625, TotInvValFc: 1400.9 });
    expect(json?.ShipDtls).toBeUndefined();
    expect(eInvoiceArithmetic(json as NonNullable<typeof json>)).toEqual([]);
  });

  it('reports an export with payment as EXPWP, claiming the refund of the IGST paid', () => {
    const { json } = eInvoiceOf(documentOf(true, exportSupply('export_with_payment'), EXPORT_BUYER), rules);
    expect(json?.TranDtls.SupTyp).toBe('EXPWP');
    expect(json?.ExpDtls?.RefClm).toBe('Y');
    expect(json?.ValDtls).toMatchObject({ IgstVal: 20992.5, RndOffAmt: 0.5, TotInvVal: 137618, TotInvValFc: 1653.07 });
    expect(eInvoiceArithmetic(json as NonNullable<typeof json>)).toEqual([]);
  });

  it('reports an SEZ supply in the seller’s own state as SEZWP or SEZWOP, to the unit’s GSTIN, without ExpDtls', () => {
    const withPayment = eInvoiceOf(documentOf(true, sezSupply('sez_with_payment'), SEZ_BUYER), rules).json;
    expect(withPayment?.TranDtls.SupTyp).toBe('SEZWP');
    expect(withPayment?.BuyerDtls).toMatchObject({ Gstin: '27AAGCD5310K1ZP', Pos: '27', Stcd: '27', Pin: 411028 });
    expect(withPayment?.ExpDtls).toBeUndefined();
    expect(eInvoiceArithmetic(withPayment as NonNullable<typeof withPayment>)).toEqual([]);
    const underLut = eInvoiceOf(documentOf(false, sezSupply('sez_without_payment'), SEZ_BUYER), rules).json;
    expect(underLut?.TranDtls.SupTyp).toBe('SEZWOP');
    expect(eInvoiceArithmetic(underLut as NonNullable<typeof underLut>)).toEqual([]);
  });

  it('catches tax charged on a supply without payment, and CGST on an SEZ supply', () => {
    const json = eInvoiceOf(documentOf(true, sezSupply('sez_with_payment'), SEZ_BUYER), rules).json as NonNullable<
      ReturnType<typeof eInvoiceOf>['json']
    >;
    expect(eInvoiceArithmetic({ ...json, TranDtls: { ...json.TranDtls, SupTyp: 'SEZWOP' } })).toContain(
      'item 1: tax on a supply without payment',
    );
    const item = json.ItemList[0] as (typeof json.ItemList)[number];
    const intra = { ...item, IgstAmt: 0, CgstAmt: 7650, SgstAmt: 7650 };
    expect(eInvoiceArithmetic({ ...json, ItemList: [intra] })).toContain(
      'item 1: CGST/SGST on an SEZ or export supply',
    );
  });

  it('names what keeps an export from the portal: its address abroad and its country', () => {
    const document = documentOf(
      false,
      { ...exportSupply('export_without_payment'), countryCode: null },
      {
        ...EXPORT_BUYER,
        billingAddress: 'Long Beach',
      },
    );
    expect(eInvoiceProblems(document, rules)).toEqual([
      {
        field: 'customerId',
        message: "The customer's billing address needs its street and, after a comma, its town or country",
      },
      { field: 'countryCode', message: 'An export names the country it goes to' },
    ]);
  });
});

describe('the e-way bill of an export or an SEZ supply', () => {
  const transport = {
    transMode: '1' as const,
    transDistance: 150,
    vehicleNo: 'MH12AB1234',
    transporterId: null,
    transporterName: null,
    transDocNo: null,
    transDocDate: null,
  };
  const port = {
    address: 'Gate 4, JNPT Container Terminal',
    place: 'Nhava Sheva',
    stateCode: '27',
    pin: '400707',
    gstin: null,
  };

  it('runs an export to the port of export: Export (3), URP, state 99, the port’s state as actualToStateCode', () => {
    const document = documentOf(false, exportSupply('export_without_payment'), {
      ...EXPORT_BUYER,
      shippingAddress: port.address,
      shipTo: port,
    });
    const { json, problems } = eWayBillOf(document, transport);
    expect(problems).toBeUndefined();
    expect(json).toMatchObject({
      subSupplyType: 3,
      transType: 2,
      toGstin: 'URP',
      toTrdName: 'Great Lakes Pump Co',
      toPlace: 'Nhava Sheva',
      toPincode: 400707,
      toStateCode: 99,
      actualToStateCode: 27,
      igstValue: 0,
      totInvValue: 116625,
    });
    expect(json?.itemList.map((item) => item.igstRate)).toEqual([0, 0]);
    expect(eWayBillArithmetic(json as NonNullable<typeof json>)).toEqual([]);
  });

  it('asks for the port when an export has no delivery address', () => {
    const problems = eWayBillProblems(documentOf(true, exportSupply('export_with_payment'), EXPORT_BUYER), transport);
    expect(problems).toEqual([
      {
        field: 'deliveryAddressId',
        message: "An export's e-way bill runs to the port of export: choose the port as the invoice's delivery address",
      },
    ]);
  });

  it('sends an SEZ supply to the unit’s GSTIN and state, IGST at the rate even within the state', () => {
    const { json } = eWayBillOf(documentOf(true, sezSupply('sez_with_payment'), SEZ_BUYER), transport);
    expect(json).toMatchObject({ subSupplyType: 1, toGstin: '27AAGCD5310K1ZP', toStateCode: 27, igstValue: 20992.5 });
    expect(json?.itemList.map((item) => [item.igstRate, item.cgstRate])).toEqual([
      [18, 0],
      [18, 0],
    ]);
    expect(eWayBillArithmetic(json as NonNullable<typeof json>)).toEqual([]);
  });
});

describe('GSTR-1 with SEZ supplies and exports', () => {
  const month = (documents: GstDocument[]) =>
    gstr1Of(
      '27AADCL4821M1ZW',
      '2026-11',
      documents.map(
        (document, i): Gstr1Document => ({
          ...document,
          number: `INV/2026-27/00${43 + i}`,
          cancelled: false,
        }),
      ),
    );

  it('puts exports in exp by with and without payment, SEZ supplies in b2b as SEWP and SEWOP, and still balances', () => {
    const { json, reconciliation } = month([
      documentOf(true, exportSupply('export_with_payment'), EXPORT_BUYER),
      documentOf(false, exportSupply('export_without_payment'), EXPORT_BUYER),
      documentOf(true, sezSupply('sez_with_payment'), SEZ_BUYER),
      documentOf(false, sezSupply('sez_without_payment'), SEZ_BUYER),
    ]);
    expect(json.exp).toEqual([
      {
        exp_typ: 'WPAY',
        inv: [
          {
            inum: 'INV/2026-27/0043',
            idt: '27-11-2026',
            val: 137618,
            sbpcode: 'INNSA1',
            sbnum: '7896542',
            sbdt: '29-11-2026',
            itms: [{ txval: 116625, rt: 18, iamt: 20992.5, csamt: 0 }],
          },
        ],
      },
      {
        exp_typ: 'WOPAY',
        inv: [
          {
            inum: 'INV/2026-27/0044',
            idt: '27-11-2026',
            val: 116625,
            sbpcode: 'INNSA1',
            sbnum: '7896542',
            sbdt: '29-11-2026',
            itms: [{ txval: 116625, rt: 18, iamt: 0, csamt: 0 }],
          },
        ],
      },
    ]);
    expect(json.b2b).toEqual([
      {
        ctin: '27AAGCD5310K1ZP',
        inv: [
          {
            inum: 'INV/2026-27/0045',
            idt: '27-11-2026',
            val: 137618,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'SEWP',
            itms: [{ num: 1801, itm_det: { txval: 116625, rt: 18, iamt: 20992.5, csamt: 0 } }],
          },
          {
            inum: 'INV/2026-27/0046',
            idt: '27-11-2026',
            val: 116625,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'SEWOP',
            itms: [{ num: 1801, itm_det: { txval: 116625, rt: 18, iamt: 0, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cl).toBeUndefined();
    expect(json.b2cs).toBeUndefined();
    expect(json.doc_issue?.doc_det[0]?.docs[0]).toMatchObject({ totnum: 4, net_issue: 4 });
    // Exports are B2C in the HSN summary (Table 12), SEZ supplies B2B: 2,500 pieces each side.
    expect(json.hsn?.hsn_b2c).toEqual([
      expect.objectContaining({ hsn_sc: '84139190', qty: 5000, rt: 18, txval: 233250, iamt: 20992.5 }),
    ]);
    expect(json.hsn?.hsn_b2b).toEqual([
      expect.objectContaining({ hsn_sc: '84139190', qty: 5000, rt: 18, txval: 233250, iamt: 20992.5 }),
    ]);
    // Books: 4 × 1,16,625.00 taxable, IGST 2 × 20,992.50; the return's sections and the HSN summary the same.
    expect(reconciliation.returns).toContainEqual({
      label: 'Exports (6A)',
      count: 2,
      taxable: 233250,
      igst: 20992.5,
      cgst: 0,
      sgst: 0,
    });
    expect(reconciliation.books.at(-1)).toMatchObject({ taxable: 466500, igst: 41985 });
    expect(reconciliation.balanced).toBe(true);
  });

  it('reports a credit note on an export in cdnur as EXPWP, and one to an SEZ unit in cdnr as SEWOP', () => {
    const credit = (document: GstDocument): GstDocument => ({
      ...document,
      type: 'CRN',
      lines: [{ ...(document.lines[1] as GstDocument['lines'][number]) }],
      totals: { ...document.totals, grandTotal: document.lines[1]?.total as number },
      reference: { number: 'INV/2026-27/0001', date: '2026-11-02' },
    });
    const { json, reconciliation } = month([
      credit(documentOf(true, exportSupply('export_with_payment'), EXPORT_BUYER)),
      credit(documentOf(false, sezSupply('sez_without_payment'), SEZ_BUYER)),
    ]);
    expect(json.cdnur).toEqual([
      expect.objectContaining({
        typ: 'EXPWP',
        ntty: 'C',
        val: 37317.5,
        itms: [expect.objectContaining({ itm_det: expect.objectContaining({ iamt: 5692.5 }) })],
      }),
    ]);
    expect(json.cdnur?.[0]).not.toHaveProperty('pos');
    expect(json.cdnr?.[0]?.nt[0]).toMatchObject({ inv_typ: 'SEWOP', val: 31625 });
    expect(reconciliation.balanced).toBe(true);
  });
});
