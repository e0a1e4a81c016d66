import { describe, expect, it } from 'vitest';
import { eWayBillTransportSchema } from '../schemas/e-way-bill.js';
import { eInvoiceOf, eInvoiceProblems } from './e-invoice.js';
import { E_INVOICE_SCHEMA } from './e-invoice-schema.js';
import { type ChallanDocument, eWayBillOf, INVOICE_TO_FOLLOW } from './e-way-bill.js';
import { type GstDocument, gstPartiesOf } from './gst-document.js';

/*
 * The case: a customer billed in Karnataka (GSTIN 29…) takes delivery at its plant in
 * Hosur, PIN 635126, Tamil Nadu. The place of supply stays Karnataka (IGST Act 10(1)(b): the
 * buyer's state), so the IGST is Karnataka's; the goods go to Tamil Nadu, which the e-invoice's
 * ShipDtls and the e-way bill's actual destination must say.
 */

const seller = {
  name: 'Lathe Precision Components Pvt. Ltd.',
  gstin: '27AADCL4821M1ZW',
  address: 'Plot No. J-184, Sector 7, MIDC Bhosari, Pune 411026',
  stateCode: '27',
  phone: null,
  email: null,
};

const hosur: GstDocument = {
  type: 'INV',
  number: 'INV/2026-27/0042',
  date: '2026-11-27',
  ...gstPartiesOf({
    seller,
    customerName: 'Kaveri Pumps & Valves Ltd',
    customerGstin: '29KAVPV5282C1ZJ',
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    shippingAddress: 'Plot 12, SIPCOT Industrial Complex, Phase II',
    placeOfSupplyCode: '29',
    shipToPlace: 'Hosur',
    shipToState: 'Tamil Nadu',
    shipToPin: '635126',
    shipToGstin: null,
    taxableTotal: 50000,
    cgstTotal: 0,
    sgstTotal: 0,
    igstTotal: 9000,
    roundOff: 0,
    grandTotal: 59000,
  }),
  lines: [
    {
      description: 'Impeller hub',
      hsnCode: '84139190',
      unit: 'NOS',
      quantity: 1000,
      rate: 50,
      gstRate: 18,
      taxable: 50000,
      cgst: 0,
      sgst: 0,
      igst: 9000,
      total: 59000,
    },
  ],
};
const road = eWayBillTransportSchema.parse({ transMode: '1', transDistance: '930', vehicleNo: 'MH12AB1234' });

describe('the Karnataka → Hosur case', () => {
  it('writes Tamil Nadu (33) in the e-invoice’s ShipDtls, Karnataka (29) as the buyer and the place of supply', () => {
    const { json, problems } = eInvoiceOf(hosur, { aboveFiveCrore: true });
    expect(problems).toBeUndefined();
    expect(json?.BuyerDtls).toMatchObject({ Gstin: '29KAVPV5282C1ZJ', Pos: '29', Stcd: '29', Pin: 560058 });
    expect(json?.ShipDtls).toEqual({
      // No consignee GSTIN given, and the buyer's own (29…) cannot stand for a place in Tamil Nadu.
      Gstin: 'URP',
      LglNm: 'Kaveri Pumps & Valves Ltd',
      Addr1: 'Plot 12, SIPCOT Industrial Complex, Phase II',
      Loc: 'Hosur',
      Pin: 635126,
      Stcd: '33',
    });
    // Schema 1.1 does not require ShipDtls' GSTIN, and takes URP where it names one.
    const ship = E_INVOICE_SCHEMA.properties.ShipDtls as {
      required: string[];
      properties: { Gstin: { pattern: string } };
    };
    expect(ship.required).not.toContain('Gstin');
    expect(new RegExp(ship.properties.Gstin.pattern).test('URP')).toBe(true);
  });

  it('names the Hosur plant’s own GSTIN as the consignee’s when it has one', () => {
    const registered = {
      ...hosur,
      buyer: { ...hosur.buyer, shipTo: { ...(hosur.buyer.shipTo as object), gstin: '33KAVPV5282C1ZB' } },
    } as GstDocument;
    expect(eInvoiceOf(registered, { aboveFiveCrore: true }).json?.ShipDtls).toMatchObject({
      Gstin: '33KAVPV5282C1ZB',
      Stcd: '33',
    });
  });

  it('leaves the GSTIN out for another place of the buyer in its own state: the same registration covers it', () => {
    const peenya = {
      ...hosur,
      buyer: {
        ...hosur.buyer,
        shipTo: { address: 'Stores gate 2, KIADB', place: 'Tumakuru', stateCode: '29', pin: '572106', gstin: null },
      },
    } as GstDocument;
    const ship = eInvoiceOf(peenya, { aboveFiveCrore: true }).json?.ShipDtls;
    expect(ship).toMatchObject({ Loc: 'Tumakuru', Pin: 572106, Stcd: '29' });
    expect(ship).not.toHaveProperty('Gstin');
  });

  it('writes the invoice’s e-way bill to Karnataka, actually to Tamil Nadu, Bill To - Ship To', () => {
    const { json, problems } = eWayBillOf(hosur, road);
    expect(problems).toBeUndefined();
    expect(json).toMatchObject({
      transType: 2,
      toGstin: '29KAVPV5282C1ZJ',
      toAddr1: 'Plot 12, SIPCOT Industrial Complex, Phase II',
      toPlace: 'Hosur',
      toPincode: 635126,
      toStateCode: 29,
      actualToStateCode: 33,
      // The tax stays the place of supply's: IGST from Maharashtra to Karnataka.
      igstValue: 9000,
    });
    expect(json?.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0, sgstRate: 0 });
  });

  it('writes the dispatch challan’s e-way bill the same way', () => {
    const challan: ChallanDocument = {
      ...hosur,
      type: 'CHL',
      number: 'DC/2026-27/0007',
      purpose: INVOICE_TO_FOLLOW,
    };
    expect(eWayBillOf(challan, road).json).toMatchObject({
      docType: 'CHL',
      transType: 2,
      toStateCode: 29,
      actualToStateCode: 33,
      toPincode: 635126,
    });
  });

  it('reads the state of a customer’s own shipping address, typed as text, from its PIN', () => {
    const typed: GstDocument = {
      ...hosur,
      buyer: { ...hosur.buyer, shipTo: null, shippingAddress: 'Plot 12, SIPCOT Phase II, Hosur 635126' },
    };
    expect(eInvoiceOf(typed, { aboveFiveCrore: true }).json?.ShipDtls).toMatchObject({
      Loc: 'Hosur',
      Pin: 635126,
      Stcd: '33',
    });
    expect(eWayBillOf(typed, road).json).toMatchObject({ toStateCode: 29, actualToStateCode: 33, transType: 2 });
  });

  it('names a delivery address without its town on the field to mend', () => {
    const placeless = {
      ...hosur,
      buyer: { ...hosur.buyer, shipTo: { ...(hosur.buyer.shipTo as object), place: 'H' } },
    } as GstDocument;
    expect(eInvoiceProblems(placeless, { aboveFiveCrore: true })).toContainEqual({
      field: 'deliveryAddressId',
      message: 'The delivery address names no town (3 to 50 characters)',
    });
  });
});
