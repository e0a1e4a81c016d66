import {
  amountInWords,
  computeGst,
  fromPaise,
  type Note,
  type NoteSummary,
  type Permission,
  type Seller,
} from '@lathe/shared';
import { makeUser } from '../../test/fixtures';
import type { NoteInvoice } from './api';

/** Test data of the note screens: a Pune company's invoice to a customer in Maharashtra, and notes against it. */
export const IDS = {
  invoice: '11111111-1111-4111-8111-111111111111',
  customer: '22222222-2222-4222-8222-222222222222',
  hub: '33333333-3333-4333-8333-333333333333',
  ring: '44444444-4444-4444-8444-444444444444',
  draft: '55555555-5555-4555-8555-555555555555',
  issued: '66666666-6666-4666-8666-666666666666',
} as const;

export const SELLER: Seller = {
  name: 'Acme Precision Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari\nPune 411026',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  email: 'accounts@acme.example',
  phone: '020 2712 3456',
  bankName: 'State Bank of India',
  bankAccountName: 'Acme Precision Pvt Ltd',
  bankAccountNumber: '32145678901',
  bankIfsc: 'SBIN0001234',
  bankBranch: 'Bhosari',
  logo: null,
  invoiceTerms: null,
};

const invoiceLine = (
  id: string,
  lineNumber: number,
  description: string,
  hsnCode: string,
  quantity: number,
  rate: number,
  gstRate: number,
) => {
  const gst = computeGst({ intraState: true, lines: [{ quantity, rate, gstRate, hsnCode }] });
  const figures = gst.lines[0] as (typeof gst.lines)[number];
  return {
    id,
    lineNumber,
    salesOrderLineId: null,
    productId: null,
    description,
    drawingNumber: null,
    hsnCode,
    unit: 'NOS',
    quantity,
    rate,
    gstRate,
    taxable: fromPaise(figures.taxable),
    cgst: fromPaise(figures.cgst),
    sgst: fromPaise(figures.sgst),
    igst: fromPaise(figures.igst),
    total: fromPaise(figures.total),
  };
};

/** INV/2026-27/0001 of 10/04/2026: 1,000 impeller hubs at ₹42.50 (18%) and 1,000 spacer rings at ₹6.35 (12%). */
export const INVOICE: NoteInvoice = {
  id: IDS.invoice,
  invoiceNumber: 'INV/2026-27/0001',
  invoiceDate: '2026-04-10',
  status: 'issued',
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  taxType: 'intra',
  grandTotal: 57262,
  balanceDue: 57262,
  lines: [
    invoiceLine(IDS.hub, 1, 'Impeller hub', '84139190', 1000, 42.5, 18),
    invoiceLine(IDS.ring, 2, 'Spacer ring', '73182990', 1000, 6.35, 12),
  ],
};

export const summary = (overrides: Partial<NoteSummary> = {}): NoteSummary => ({
  id: IDS.issued,
  noteNumber: 'CN/2026-27/0001',
  kind: 'credit',
  status: 'issued',
  invoiceId: IDS.invoice,
  invoiceNumber: 'INV/2026-27/0001',
  invoiceDate: '2026-04-10',
  customerId: IDS.customer,
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  customerGstin: '27AAACD1234F1Z5',
  noteDate: '2026-05-02',
  reason: 'goods_returned',
  remarks: null,
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  issuedAt: '2026-05-02T10:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-05-02T09:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

/** A note whose figures are computeGst's, as the server stores them: 100 returned hubs at ₹42.50 by default. */
export function makeNote(
  overrides: Partial<Note> = {},
  lines: { quantity: number; rate: number }[] = [{ quantity: 100, rate: 42.5 }],
): Note {
  const base = summary(overrides);
  const taxType = overrides.taxType ?? 'intra';
  const hub = INVOICE.lines[0] as NoteInvoice['lines'][number];
  const gst = computeGst({
    intraState: taxType === 'intra',
    lines: lines.map((line) => ({ ...line, gstRate: hub.gstRate, hsnCode: hub.hsnCode })),
  });
  return {
    ...base,
    taxableTotal: fromPaise(gst.taxableTotal),
    cgstTotal: fromPaise(gst.cgstTotal),
    sgstTotal: fromPaise(gst.sgstTotal),
    igstTotal: fromPaise(gst.igstTotal),
    roundOff: fromPaise(gst.roundOff),
    grandTotal: fromPaise(gst.grandTotal),
    billingAddress: 'Gat 112, Chakan\nPune 410501',
    shippingAddress: null,
    placeOfSupply: 'Maharashtra',
    placeOfSupplyCode: '27',
    taxType,
    seller: { ...SELLER },
    lines: lines.map((line, index) => {
      const figures = gst.lines[index] as (typeof gst.lines)[number];
      return {
        id: `note-line-${index + 1}`,
        lineNumber: index + 1,
        invoiceLineId: hub.id,
        description: hub.description,
        hsnCode: hub.hsnCode,
        unit: hub.unit,
        quantity: line.quantity,
        rate: line.rate,
        gstRate: hub.gstRate,
        taxable: fromPaise(figures.taxable),
        cgst: fromPaise(figures.cgst),
        sgst: fromPaise(figures.sgst),
        igst: fromPaise(figures.igst),
        total: fromPaise(figures.total),
      };
    }),
    hsnSummary: gst.hsnSummary.map((row) => ({
      hsnCode: row.hsnCode,
      gstRate: row.gstRate,
      taxable: fromPaise(row.taxable),
      cgst: fromPaise(row.cgst),
      sgst: fromPaise(row.sgst),
      igst: fromPaise(row.igst),
      tax: fromPaise(row.tax),
    })),
    amountInWords: amountInWords(gst.grandTotal),
    ...overrides,
  };
}

/** A signed-in user holding just these permissions. */
export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Clerk', permissions } });
