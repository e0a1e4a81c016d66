import {
  addDays,
  type ChallanDocument,
  E_WAY_BILL_SCHEMA,
  type EWayBill,
  type EWayBillDocument,
  type EWayBillFile,
  eWayBillArithmetic,
  eWayBillFile,
  eWayBillOf,
  eWayBillProblems,
  eWayBillTransportSchema,
  type GstDocument,
  INVOICE_TO_FOLLOW,
  isServiceHsn,
} from '@lathe/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstDocumentOf } from '../../../test/gst-document-arbitraries.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

/*
 * Every e-way bill Lathe offers passes the portal's schema (as mended: e-way-bill-schema.ts) and
 * its arithmetic, on generated documents: tax invoices and delivery challans (each purpose),
 * within and between states, at every GST rate and unit, shipped to the billing address or
 * elsewhere, with every mode of transport typed as a user types it.
 */

const check = schemaCheck<EWayBillFile>(E_WAY_BILL_SCHEMA);

/** Documents with goods: an e-way bill moves goods, so at least one line is not a service. */
const withGoods = (document: GstDocument) => document.lines.some((line) => !isServiceHsn(line.hsnCode));
const invoice = gstDocumentOf(['INV']).filter(withGoods);
const challan = fc
  .tuple(
    invoice,
    fc.constantFrom<ChallanDocument['purpose']>(
      INVOICE_TO_FOLLOW,
      { subSupplyType: 4 },
      { subSupplyType: 8, description: 'Sent for "trials" & checking' },
    ),
  )
  .map(
    ([{ type: _type, reference: _reference, ...document }, purpose]): ChallanDocument => ({
      ...document,
      type: 'CHL',
      number: `DC/2026-27/${document.number?.slice(-4)}`,
      purpose,
    }),
  );
const eWayBillDocument: fc.Arbitrary<EWayBillDocument> = fc.oneof(invoice, challan);

const vehicle = fc.constantFrom('MH14HG0917', 'mh-14 hg 0917', 'KA 12 A 1234', 'DL1CAB1234', '22BH1234AA', 'KA121234');
/** Transport as the panel sends it (text, blanks for what is left out), dated on or after the document. */
const transportFor = (date: string) =>
  fc
    .record({
      transMode: fc.constantFrom('1', '2', '3', '4'),
      transDistance: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 4000 })).map(String),
      vehicleNo: fc.oneof(vehicle, fc.constant('')),
      vehicleType: fc.constantFrom('R', 'O'),
      transporterId: fc.constantFrom('', '27AAACT2727Q1ZW', '29aabct1332l1zq'),
      transporterName: fc.constantFrom('', 'Shree Ganesh Roadways (Pune)', 'V-Trans India Ltd.', '"Fast" Carriers\\Co'),
      transDocNo: fc.constantFrom('', 'LR-2026/118', 'RR123456'),
      transDocDays: fc.integer({ min: 0, max: 10 }),
    })
    .map(({ transDocDays, ...fields }) => ({
      ...fields,
      transDocDate: fields.transDocNo ? addDays(date, transDocDays) : '',
    }))
    .map((input) => eWayBillTransportSchema.safeParse(input))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data as NonNullable<typeof parsed.data>);

const consignment = eWayBillDocument
  .chain((document) => fc.tuple(fc.constant(document), transportFor(document.date)))
  // The portal's one rule on the pair: at most 100 km between two places of one PIN code.
  .filter(([document, transport]) => eWayBillProblems(document, transport).length === 0);

describe('e-way bill JSON', () => {
  it('passes the schema and the portal arithmetic for every generated invoice and challan', () => {
    fc.assert(
      fc.property(consignment, ([document, transport]) => {
        const { json, problems } = eWayBillOf(document, transport);
        expect(problems).toBeUndefined();
        expect(schemaProblems(check, eWayBillFile([json as EWayBill]))).toEqual([]);
        expect(eWayBillArithmetic(json as EWayBill)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('names the document as the portal does, and tells intra-state from inter-state tax', () => {
    const seen = { invoice: false, challan: false, intra: false, inter: false, shipped: false };
    fc.assert(
      fc.property(consignment, ([document, transport]) => {
        const json = eWayBillOf(document, transport).json as EWayBill;
        expect(json.supplyType).toBe('O');
        if (document.type === 'CHL') {
          seen.challan = true;
          expect(json.docType).toBe('CHL');
          expect(json.subSupplyType).toBe(document.purpose.subSupplyType);
          expect(Boolean(json.subSupplyDesc)).toBe(document.purpose.subSupplyType === 8);
        } else {
          seen.invoice = true;
          expect([json.docType, json.subSupplyType, json.subSupplyDesc]).toEqual(['INV', 1, undefined]);
        }
        const intra = document.seller.stateCode === document.buyer.placeOfSupplyCode;
        if (intra) seen.intra = true;
        else seen.inter = true;
        if (json.transType === 2) seen.shipped = true;
        for (const item of json.itemList) {
          expect(intra ? item.igstRate : item.cgstRate + item.sgstRate).toBe(0);
        }
        expect(json.toStateCode).toBe(Number(document.buyer.placeOfSupplyCode));
        expect(Boolean(json.vehicleType)).toBe(Boolean(json.vehicleNo));
      }),
      { numRuns: 200 },
    );
    expect(seen).toEqual({ invoice: true, challan: true, intra: true, inter: true, shipped: true });
  });

  it('the schema and the arithmetic catch what the portal would refuse', () => {
    const [document, transport] = fc.sample(consignment, { numRuns: 1, seed: 11 })[0] as [
      EWayBillDocument,
      ReturnType<typeof eWayBillTransportSchema.parse>,
    ];
    const json = eWayBillOf(document, transport).json as EWayBill;
    const problems = (bill: object) => schemaProblems(check, eWayBillFile([bill as EWayBill]));
    expect(problems({ ...json, docDate: '2026-11-27' })).toEqual([
      '/billLists/0/docDate must match pattern "^[0-3][0-9]/[0-1][0-9]/[2][0][1-2][0-9]$"',
    ]);
    expect(problems({ ...json, transMode: 5 })).toEqual([
      '/billLists/0/transMode must be equal to one of the allowed values',
    ]);
    expect(problems({ ...json, vehicleNo: 'mh14hg0917' })).toEqual([
      '/billLists/0/vehicleNo must match pattern "^[A-Z0-9]{7,15}$"',
    ]);
    expect(problems({ ...json, transactionType: 1 })).toEqual(['/billLists/0 must NOT have additional properties']);
    expect(problems({ ...json, toTrdName: 'Kaveri "Pumps"' })).toEqual([
      '/billLists/0/toTrdName must match pattern "^[A-Za-z0-9 @#&,./-]*$"',
    ]);
    expect(problems({ ...json, fromPincode: 41102 })).toEqual(['/billLists/0/fromPincode must be >= 100000']);
    expect(eWayBillArithmetic({ ...json, totInvValue: json.totInvValue + 1 })).toEqual([
      'totInvValue ≠ totalValue + taxes + cess + OthValue',
    ]);
    expect(eWayBillArithmetic({ ...json, totalValue: json.totalValue + 0.001 })).toEqual([
      'totalValue has more than 2 decimals',
    ]);
    expect(eWayBillArithmetic({ ...json, cgstValue: json.cgstValue + 1, sgstValue: json.sgstValue + 1 })).toEqual(
      expect.arrayContaining(['CGST + SGST ≠ their rates of the items']),
    );
  });

  it('refuses a document that moves no goods: services only, a credit or debit note', () => {
    fc.assert(
      fc.property(gstDocumentOf(['INV', 'CRN', 'DBN']), (document) => {
        const problems = eWayBillProblems(document).map((p) => p.message);
        if (document.type !== 'INV') {
          expect(problems).toContain('A credit or debit note moves no goods: it has no e-way bill');
        }
        expect(problems.includes('Only goods have an e-way bill: every line is a service (HSN 99…)')).toBe(
          !withGoods(document),
        );
      }),
      { numRuns: 100 },
    );
  });
});
