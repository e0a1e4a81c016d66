import { describe, expect, it } from 'vitest';
import { eWayBillEntrySchema, eWayBillTransportSchema } from '../schemas/e-way-bill.js';
import { messagesOf } from '../schemas/input-arbitraries.js';
import {
  type ChallanDocument,
  E_WAY_BILL_THRESHOLD,
  eWayBillOf,
  eWayBillProblems,
  eWayBillText,
  INVOICE_TO_FOLLOW,
  isEWayBillPending,
} from './e-way-bill.js';
import type { GstDocument } from './gst-document.js';

const invoice: GstDocument = {
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
    shippingAddress: null,
    placeOfSupplyCode: '29',
  },
  lines: [
    {
      description: 'Impeller hub Ø42 "EN8"',
      hsnCode: '84139190',
      unit: 'nos',
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
  totals: { taxable: 50000, cgst: 0, sgst: 0, igst: 9000, roundOff: 0, grandTotal: 59000 },
};
const road = eWayBillTransportSchema.parse({ transMode: '1', transDistance: '842', vehicleNo: 'ka-01 ab 1234' });

describe('eWayBillOf', () => {
  it('writes a tax invoice as an outward supply with the portal’s field names, types and characters', () => {
    expect(eWayBillOf(invoice, road).json).toEqual({
      userGstin: '27AADCL4821M1ZW',
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: 'INV/2026-27/0042',
      docDate: '27/11/2026',
      transType: 1,
      fromGstin: '27AADCL4821M1ZW',
      fromTrdName: 'Lathe Precision Components Pvt. Ltd.',
      fromAddr1: 'Plot No. J-184, Sector 7, MIDC Bhosari',
      fromPlace: 'Pune',
      fromPincode: 411026,
      fromStateCode: 27,
      actualFromStateCode: 27,
      toGstin: '29KAVPV5282C1ZJ',
      toTrdName: 'Kaveri Pumps & Valves Ltd',
      toAddr1: 'Plot 46, Peenya Industrial Area',
      toPlace: 'Bengaluru',
      toPincode: 560058,
      toStateCode: 29,
      actualToStateCode: 29,
      totalValue: 50000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 9000,
      cessValue: 0,
      TotNonAdvolVal: 0,
      OthValue: 0,
      totInvValue: 59000,
      transMode: 1,
      transDistance: 842,
      vehicleNo: 'KA01AB1234',
      vehicleType: 'R',
      itemList: [
        {
          itemNo: 1,
          productName: 'Impeller hub 42 EN8',
          productDesc: 'Impeller hub 42 EN8',
          hsnCode: 84139190,
          quantity: 1000,
          qtyUnit: 'NOS',
          taxableAmount: 50000,
          sgstRate: 0,
          cgstRate: 0,
          igstRate: 18,
          cessRate: 0,
          cessNonAdvol: 0,
        },
      ],
    });
  });

  it('writes a challan with its purpose, an unregistered buyer as URP, and goods shipped elsewhere as Bill To - Ship To', () => {
    const challan: ChallanDocument = {
      ...invoice,
      type: 'CHL',
      number: 'DC/2026-27/0007',
      purpose: INVOICE_TO_FOLLOW,
      buyer: { ...invoice.buyer, gstin: null, shippingAddress: 'Stores gate 2, KIADB, Tumakuru 572106' },
    };
    const rail = eWayBillTransportSchema.parse({
      transMode: '2',
      transDistance: 0,
      transDocNo: 'RR/2026/118',
      transDocDate: '2026-11-28',
      transporterName: 'Indian Railways (Goods)',
    });
    expect(eWayBillOf(challan, rail).json).toMatchObject({
      docType: 'CHL',
      subSupplyType: 8,
      subSupplyDesc: 'Invoice to follow',
      transType: 2,
      toGstin: 'URP',
      toAddr1: 'Stores gate 2, KIADB',
      toPlace: 'Tumakuru',
      toPincode: 572106,
      transMode: 2,
      transDistance: 0,
      transDocNo: 'RR/2026/118',
      transDocDate: '28/11/2026',
      transporterName: 'Indian Railways Goods',
    });
    expect(eWayBillOf({ ...challan, purpose: { subSupplyType: 4 } }, rail).json).not.toHaveProperty('subSupplyDesc');
  });

  it('names each field that keeps a document from being an e-way bill', () => {
    const broken: GstDocument = {
      ...invoice,
      number: null,
      seller: { ...invoice.seller, gstin: null },
      buyer: { ...invoice.buyer, billingAddress: 'Peenya, Bengaluru', placeOfSupplyCode: null },
      lines: [{ ...(invoice.lines[0] as GstDocument['lines'][number]), hsnCode: '998898', unit: 'PC' }],
    };
    const late = eWayBillTransportSchema.parse({
      transMode: '3',
      transDistance: 10,
      transDocNo: 'AWB-1',
      transDocDate: '2026-11-26',
    });
    expect(eWayBillProblems(broken, late)).toEqual([
      { field: 'seller', message: "Fill in the company's GSTIN in Company Settings" },
      { field: 'customerId', message: "Choose the customer's state: it is the place of supply" },
      {
        field: 'customerId',
        message: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
      },
      { field: 'number', message: 'Only a numbered invoice has an e-way bill: issue it first' },
      { field: 'lines', message: 'Only goods have an e-way bill: every line is a service (HSN 99…)' },
      { field: 'lines.0.unit', message: 'Line 1: unit PC is not a GST unit (UQC, such as NOS, PCS, KGS or SET)' },
      { field: 'transDocDate', message: 'The transport document cannot be dated before the invoice (27/11/2026)' },
    ]);
    const samePin = { ...invoice, buyer: { ...invoice.buyer, billingAddress: 'Gat 12, Bhosari, Pune 411026' } };
    expect(eWayBillProblems(samePin, road)).toEqual([
      { field: 'transDistance', message: 'Both addresses have the same PIN code: at most 100 km' },
    ]);
  });

  it('keeps only the characters the portal takes in its texts', () => {
    expect(eWayBillText('Shed "B", Survey 14\\2 (East)\n', 100)).toBe('Shed B, Survey 14 2 East');
    expect(eWayBillText('x'.repeat(30), 20)).toHaveLength(20);
    expect(eWayBillText(null, 20)).toBe('');
  });
});

describe('the transport and the e-way bill typed back', () => {
  it('follows the portal’s rule for each mode, and writes a vehicle number as it is registered', () => {
    expect(messagesOf(eWayBillTransportSchema, { transMode: '1', transDistance: '50' })).toEqual({
      vehicleNo: "Enter the vehicle number, or the transporter's ID for the transporter to add it",
    });
    expect(
      eWayBillTransportSchema.safeParse({ transMode: '1', transDistance: '50', transporterId: '27aaact2727q1zw' }).data
        ?.transporterId,
    ).toBe('27AAACT2727Q1ZW');
    expect(messagesOf(eWayBillTransportSchema, { transMode: '1', transDistance: 50, vehicleNo: 'Tempo 42' })).toEqual({
      vehicleNo: 'Enter the vehicle number as registered, e.g. MH14HG0917',
    });
    expect(messagesOf(eWayBillTransportSchema, { transMode: '4', transDistance: '4001', transDocNo: 'BL 7' })).toEqual({
      transDistance: 'Enter 0 to 4,000 km',
      transDocNo: 'Up to 15 letters, digits, / and -',
    });
    expect(messagesOf(eWayBillTransportSchema, { transMode: '4', transDistance: '0', transDocNo: 'BL-7' })).toEqual({
      vehicleNo: "By ship, enter the vessel's number",
      transDocDate: "Enter the transport document's date",
    });
    expect(messagesOf(eWayBillTransportSchema, { transMode: '2', transDistance: '12.5' })).toEqual({
      transDistance: 'Enter whole kilometres',
    });
    expect(messagesOf(eWayBillTransportSchema, { transMode: '3', transDistance: '12' })).toEqual({
      transDocNo: "By air, enter the transport document's number",
    });
  });

  it('takes the number as the portal prints it, and a validity from the day it was generated', () => {
    expect(
      eWayBillEntrySchema.parse({
        eWayBillNumber: ' 3310 0123 4567 ',
        eWayBillDate: '2026-11-27',
        validUntil: '2026-11-28',
      }),
    ).toEqual({ eWayBillNumber: '331001234567', eWayBillDate: '2026-11-27', validUntil: '2026-11-28' });
    expect(
      messagesOf(eWayBillEntrySchema, {
        eWayBillNumber: '33100123456',
        eWayBillDate: '2026-11-27',
        validUntil: '2026-11-26',
      }),
    ).toEqual({
      eWayBillNumber: 'An e-way bill number is 12 digits',
      validUntil: 'Valid until cannot be before the date generated',
    });
    expect(
      messagesOf(eWayBillEntrySchema, {
        eWayBillNumber: '331001234567',
        eWayBillDate: '2026-11-27',
        validUntil: '2026-11-26',
      }),
    ).toEqual({ validUntil: 'Valid until cannot be before the date generated' });
    expect(messagesOf(eWayBillEntrySchema, {})).toEqual({
      eWayBillNumber: 'Enter the e-way bill number',
      eWayBillDate: 'Enter the date it was generated',
      validUntil: 'Enter the date it is valid until',
    });
  });
});

describe('isEWayBillPending', () => {
  const issued = { status: 'issued', grandTotal: 59000, eWayBillNumber: null, hasGoods: true };
  it('is an invoice that stands, with goods worth more than ₹50,000 and no e-way bill yet', () => {
    expect(isEWayBillPending(issued)).toBe(true);
    expect(isEWayBillPending({ ...issued, status: 'paid' })).toBe(true);
    expect(isEWayBillPending({ ...issued, grandTotal: E_WAY_BILL_THRESHOLD })).toBe(false);
    expect(isEWayBillPending({ ...issued, grandTotal: 50000.01 })).toBe(true);
    expect(isEWayBillPending({ ...issued, status: 'draft' })).toBe(false);
    expect(isEWayBillPending({ ...issued, status: 'cancelled' })).toBe(false);
    expect(isEWayBillPending({ ...issued, hasGoods: false })).toBe(false);
    expect(isEWayBillPending({ ...issued, eWayBillNumber: '331001234567' })).toBe(false);
  });
});
