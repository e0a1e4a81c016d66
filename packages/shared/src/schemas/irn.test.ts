import { describe, expect, it } from 'vitest';
import type { GstDocument } from '../compliance/gst-document.js';
import { readIrpResponse } from '../compliance/irp-response.js';
import { decodeSignedQr, signedQrProblems } from '../compliance/signed-qr.js';
import { messagesOf } from './input-arbitraries.js';
import { ackInstant, formatAckDate, irnCancellable, irnInputSchema, irnProblems } from './irn.js';

const IRN = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';
const SELLER = '27AABCA1234K1ZX';
const BUYER = '29AAKCK5282C1ZY';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** A JWT as NIC's signed QR code is made, with a signature of no one's. */
const jwt = (data: object | string, payload: object = {}) =>
  [
    base64url(JSON.stringify({ alg: 'RS256', kid: 'NIC', typ: 'JWT' })),
    base64url(JSON.stringify({ data: typeof data === 'string' ? data : JSON.stringify(data), iss: 'NIC', ...payload })),
    base64url('not really signed'),
  ].join('.');

const DOCUMENT: GstDocument = {
  type: 'INV',
  number: 'INV/2026-27/0012',
  date: '2026-04-12',
  seller: { name: 'Acme', gstin: SELLER, address: null, stateCode: '27', phone: null, email: null },
  buyer: { name: 'Kaveri', gstin: BUYER, billingAddress: null, shippingAddress: null, placeOfSupplyCode: '29' },
  lines: [],
  totals: { taxable: 10000, cgst: 0, sgst: 0, igst: 1800, roundOff: 0, grandTotal: 11800 },
};
const QR = {
  SellerGstin: SELLER,
  BuyerGstin: BUYER,
  DocNo: 'INV/2026-27/0012',
  DocTyp: 'INV',
  DocDt: '12/04/2026',
  TotInvVal: 11800,
  ItemCnt: 1,
  MainHsnCode: '84139190',
  Irn: IRN,
  IrnDt: '2026-04-12 14:05:00',
};

describe('the acknowledgement date', () => {
  it('reads the portal’s text as India time, and an ISO date-time in its own zone', () => {
    expect(ackInstant('2026-04-12 14:05:31')?.toISOString()).toBe('2026-04-12T08:35:31.000Z');
    expect(ackInstant('2026-04-12 14:05')?.toISOString()).toBe('2026-04-12T08:35:00.000Z');
    expect(ackInstant('2026-04-12T08:35:31Z')?.toISOString()).toBe('2026-04-12T08:35:31.000Z');
    expect(ackInstant('2026-04-12T14:05:31.5+0530')?.toISOString()).toBe('2026-04-12T08:35:31.500Z');
    for (const wrong of ['12/04/2026 14:05:31', '2026-02-30 10:00:00', '2026-04-12 24:00:00', '2026-04-12', '']) {
      expect(ackInstant(wrong), wrong).toBeNull();
    }
    expect(formatAckDate('2026-04-12T20:00:00.000Z')).toBe('13/04/2026 01:30');
  });

  it('is refused before e-invoicing began and in the future, and stored as an instant', () => {
    const parse = (ackDate: string) =>
      messagesOf(irnInputSchema, { irn: IRN, ackNumber: '1', ackDate, signedQrCode: jwt(QR) });
    expect(parse('2020-09-30 23:59:59')).toEqual({ ackDate: 'E-invoicing began on 01/10/2020: no IRN is older' });
    expect(parse(new Date(Date.now() + 3_600_000).toISOString())).toEqual({
      ackDate: 'The Ack Date cannot be in the future',
    });
    expect(parse('  ')).toEqual({ ackDate: 'Ack Date is required' });
    expect(
      irnInputSchema.parse({
        irn: IRN.toUpperCase(),
        ackNumber: ' 112010036563310 ',
        ackDate: '2026-04-12 14:05:31',
        signedQrCode: `${jwt(QR).slice(0, 40)}\n${jwt(QR).slice(40)}`,
      }),
    ).toEqual({ irn: IRN, ackNumber: '112010036563310', ackDate: '2026-04-12T08:35:31.000Z', signedQrCode: jwt(QR) });
  });
});

describe('the signed QR code', () => {
  it('is read without its signature, and must be a JWT whose payload is the portal’s', () => {
    expect(decodeSignedQr(jwt(QR))).toEqual(QR);
    expect(decodeSignedQr(jwt({ ...QR, DocNo: 'ठ₹' }))?.DocNo).toBe('ठ₹');
    expect(decodeSignedQr('abc.def')).toBeNull();
    expect(decodeSignedQr(jwt('not json'))).toBeNull();
    expect(decodeSignedQr(`${jwt(QR).split('.')[0]}.e30.sig`)).toBeNull();
    const parse = (signedQrCode: string) =>
      messagesOf(irnInputSchema, { irn: IRN, ackNumber: '1', ackDate: '2026-04-12 14:05:31', signedQrCode });
    expect(parse('x'.repeat(4001)).signedQrCode).toBe('The signed QR code is at most 4,000 characters');
    expect(parse(jwt('[]')).signedQrCode).toBe('The signed QR code cannot be read: it is not the portal’s');
  });

  it('agrees with the document it names, and says each way it does not', () => {
    expect(signedQrProblems(jwt(QR), IRN, DOCUMENT)).toEqual([]);
    // Case and a decimal point are not differences.
    expect(signedQrProblems(jwt({ ...QR, Irn: IRN.toUpperCase(), TotInvVal: '11800.00' }), IRN, DOCUMENT)).toEqual([]);
    expect(signedQrProblems(jwt({ ...QR, DocNo: 'INV/2026-27/0009' }), IRN, DOCUMENT)).toEqual([
      'The QR code is of invoice INV/2026-27/0009, not INV/2026-27/0012',
    ]);
    expect(
      signedQrProblems(
        jwt({
          ...QR,
          DocTyp: 'CRN',
          Irn: 'f'.repeat(64),
          SellerGstin: BUYER,
          BuyerGstin: SELLER,
          DocDt: '11/04/2026',
          TotInvVal: 1180,
        }),
        IRN,
        DOCUMENT,
      ),
    ).toEqual([
      'The QR code is of a credit note, not an invoice',
      'The QR code carries the IRN ffffffff…ffffffff, not the IRN a5c12dca…2046f229 typed',
      `The QR code's seller GSTIN is ${BUYER}, not ${SELLER}`,
      `The QR code's buyer GSTIN is ${SELLER}, not ${BUYER}`,
      "The QR code's invoice date is 11/04/2026, not 12/04/2026",
      "The QR code's invoice value is ₹1,180.00, not ₹11,800.00",
    ]);
    expect(signedQrProblems(jwt({ ...QR, TotInvVal: undefined }), IRN, DOCUMENT)).toEqual([
      "The QR code's invoice value is (none), not ₹11,800.00",
    ]);
  });

  it('and the acknowledgement date are checked against the document, field by field', () => {
    // 23:30 on the 11th in India: the day before the invoice's.
    const data = { irn: IRN, ackDate: '2026-04-11T18:00:00.000Z', signedQrCode: jwt({ ...QR, DocNo: 'X' }) };
    expect(irnProblems(data, DOCUMENT)).toEqual({
      signedQrCode: 'The QR code is of invoice X, not INV/2026-27/0012',
      ackDate: 'The Ack Date is before the invoice date (12/04/2026)',
    });
    // 01:30 on the 12th in India (20:00 on the 11th in UTC): the invoice's own day.
    expect(irnProblems({ ...data, ackDate: '2026-04-11T20:00:00.000Z', signedQrCode: jwt(QR) }, DOCUMENT)).toEqual({});
  });
});

describe('the 24 hours within which the portal cancels an IRN', () => {
  it('run from the acknowledgement', () => {
    const ack = '2026-04-12T08:35:31.000Z';
    expect(irnCancellable(ack, new Date('2026-04-13T08:35:31.000Z'))).toBe(true);
    expect(irnCancellable(ack, new Date('2026-04-13T08:35:31.001Z'))).toBe(false);
    expect(irnCancellable(null, new Date('2030-01-01'))).toBe(true);
  });
});

describe("reading the portal's answer", () => {
  const fields = { AckNo: 112010036563310, AckDt: '2026-04-12 14:05:31', Irn: IRN, SignedQRCode: jwt(QR) };
  const expected = {
    irn: IRN,
    ackNumber: '112010036563310',
    ackDate: '2026-04-12 14:05:31',
    signedQrCode: jwt(QR),
  };

  it('reads the portal’s own wrapping, a provider’s, and the fields flat', () => {
    const portal = {
      Status: 1,
      ErrorDetails: null,
      Data: JSON.stringify({ ...fields, SignedInvoice: 'x.y.z', Status: 'ACT' }),
      InfoDtls: null,
    };
    expect(readIrpResponse(JSON.stringify(portal))).toEqual({ fields: expected, missing: [] });
    expect(readIrpResponse(JSON.stringify({ success: true, data: fields }))).toEqual({ fields: expected, missing: [] });
    expect(readIrpResponse(JSON.stringify({ Status: '1', Data: fields }))).toEqual({ fields: expected, missing: [] });
    expect(readIrpResponse(`\uFEFF${JSON.stringify([fields])}`)).toEqual({ fields: expected, missing: [] });
    const lower = { ackNo: '42', ackDt: fields.AckDt, irn: IRN, signedQRCode: fields.SignedQRCode };
    expect(readIrpResponse(JSON.stringify({ result: lower }))).toEqual({
      fields: { ...expected, ackNumber: '42' },
      missing: [],
    });
  });

  it('keeps every digit of an acknowledgement number too long for a JavaScript number', () => {
    const text = `{"Status":1,"Data":"{\\"AckNo\\":11201003656331012,\\"AckDt\\":\\"2026-04-12 14:05:31\\",\\"Irn\\":\\"${IRN}\\"}"}`;
    expect(readIrpResponse(text)).toEqual({
      fields: { irn: IRN, ackNumber: '11201003656331012', ackDate: '2026-04-12 14:05:31', signedQrCode: '' },
      missing: ['SignedQRCode'],
    });
  });

  it('says why it cannot: not JSON, the portal’s refusal, no IRN, several answers, too large', () => {
    expect(readIrpResponse('<html>')).toEqual({
      problem: 'This file is not JSON: upload the portal’s answer as it was saved (.json)',
    });
    const refused = { Status: 0, ErrorDetails: [{ ErrorCode: '2150', ErrorMessage: 'Duplicate IRN' }], Data: null };
    expect(readIrpResponse(JSON.stringify(refused))).toEqual({
      problem: 'The portal refused this e-invoice: Duplicate IRN',
    });
    expect(readIrpResponse(JSON.stringify({ Version: '1.1', DocDtls: {} })).problem).toMatch(
      /^No IRN found in this file/,
    );
    expect(readIrpResponse(JSON.stringify([fields, fields])).problem).toBe(
      'This file holds 2 answers: upload the one of this invoice',
    );
    expect(readIrpResponse(' '.repeat(100 * 1024 + 1)).problem).toMatch(/too large/);
  });
});
