import { NO_EXPORT_DETAILS } from '../schemas/export-supply.js';
import type { Note } from '../schemas/gst-note.js';
import type { Invoice, Seller } from '../schemas/invoice.js';
import { PRINT_COMPANY } from './print-documents.js';

/*
 * A tax invoice and a credit note against it as the API answers them, their figures worked by
 * hand, for the print model's tests: the builders' own, and the PDF's and the print view's.
 */

/** The company as an invoice freezes it on issue: the letterhead with the bank and the terms of sale. */
export const PRINT_SELLER: Seller = {
  ...PRINT_COMPANY,
  bankName: 'State Bank of India',
  bankAccountName: 'Acme Precision Pvt Ltd',
  bankAccountNumber: '32145678901',
  bankIfsc: 'SBIN0001234',
  bankBranch: 'Bhosari',
  logo: null,
  invoiceTerms: 'Interest at 18% p.a. on payments after the due date.',
};

const CUSTOMER = {
  customerId: '1d0e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  customerGstin: '27AAACD1234F1Z5',
  billingAddress: 'Gat 112, Chakan\nPune 410501',
  placeOfSupply: 'Maharashtra',
  placeOfSupplyCode: '27',
};

/**
 * INV/2026-27/0042 of 10/04/2026 to Deccan Auto Components, Chakan (within Maharashtra):
 *   1. 400 nozzle holder sleeves at ₹42.50 = ₹17,000.00; CGST 9% ₹1,530.00, SGST the same; ₹20,060.00.
 *   2. 1,000 spacer rings at ₹6.37 = ₹6,370.00; CGST 6% ₹382.20, SGST the same; ₹7,134.40.
 * Taxable ₹23,370.00; CGST 1,530.00 + 382.20 = ₹1,912.20, SGST the same, tax ₹3,824.40;
 * 23,370.00 + 3,824.40 = 27,194.40, rounded to ₹27,194.00 with a round-off of −₹0.40. Its IRN
 * was acknowledged at 15:20 India time on the day (09:50 UTC).
 */
export const PRINT_INVOICE: Invoice = {
  id: '2e1f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7',
  invoiceNumber: 'INV/2026-27/0042',
  status: 'issued',
  displayStatus: 'issued',
  overdue: false,
  ...CUSTOMER,
  salesOrderId: '3f2a4b5c-6d7e-4f80-9102-b3c4d5e6f708',
  salesOrderNumber: 'SO/2026-27/0012',
  invoiceDate: '2026-04-10',
  dueDate: '2026-05-10',
  shippingAddress: 'Plant 2, MIDC Chakan\nPune 410501',
  deliveryAddressId: null,
  shipToPlace: null,
  shipToState: null,
  shipToPin: null,
  shipToGstin: null,
  taxType: 'intra',
  customerPoNumber: 'PO-7781',
  customerPoDate: '2026-04-02',
  vehicleReference: 'MH12 AB 1234',
  notes: 'Packed in 20 cartons',
  taxableTotal: 23370,
  cgstTotal: 1912.2,
  sgstTotal: 1912.2,
  igstTotal: 0,
  taxTotal: 3824.4,
  roundOff: -0.4,
  grandTotal: 27194,
  amountPaid: 0,
  adjustment: 0,
  balanceDue: 27194,
  issuedAt: '2026-04-10T09:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  eWayBillNumber: '331001234567',
  eWayBillDate: '2026-04-10',
  eWayBillValidUntil: '2026-04-12',
  eWayBillPending: false,
  ...NO_EXPORT_DETAILS,
  version: 3,
  createdAt: '2026-04-10T08:30:00.000Z',
  updatedAt: '2026-04-10T09:50:11.000Z',
  seller: PRINT_SELLER,
  lines: [
    {
      id: '4a3b5c6d-7e8f-4091-a213-c4d5e6f70819',
      lineNumber: 1,
      salesOrderLineId: null,
      productId: null,
      description: 'Nozzle holder sleeve',
      drawingNumber: 'DAC-2231-B',
      hsnCode: '84099990',
      unit: 'NOS',
      quantity: 400,
      rate: 42.5,
      gstRate: 18,
      taxable: 17000,
      cgst: 1530,
      sgst: 1530,
      igst: 0,
      total: 20060,
    },
    {
      id: '5b4c6d7e-8f90-41a2-b324-d5e6f708192a',
      lineNumber: 2,
      salesOrderLineId: null,
      productId: null,
      description: 'Spacer ring',
      drawingNumber: 'DAC-1180',
      hsnCode: '73182990',
      unit: 'NOS',
      quantity: 1000,
      rate: 6.37,
      gstRate: 12,
      taxable: 6370,
      cgst: 382.2,
      sgst: 382.2,
      igst: 0,
      total: 7134.4,
    },
  ],
  payments: [],
  hsnSummary: [
    { hsnCode: '73182990', gstRate: 12, taxable: 6370, cgst: 382.2, sgst: 382.2, igst: 0, tax: 764.4 },
    { hsnCode: '84099990', gstRate: 18, taxable: 17000, cgst: 1530, sgst: 1530, igst: 0, tax: 3060 },
  ],
  amountInWords: 'Rupees Twenty-Seven Thousand One Hundred Ninety-Four Only',
  irn: 'c99683e7777a0e307351d5c43250f1b552ef19cfbf0fe7ca63dffe5c1e256e64',
  irnAckNumber: '112010036563310',
  irnAckDate: '2026-04-10T09:50:11.000Z',
  irnSignedQr: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiSU5WLzIwMjYtMjcvMDA0MiJ9.c2lnbmVkLWJ5LW5pYw',
  notesStanding: 1,
};

/**
 * CN/2026-27/0003 of 02/05/2026 against INV/2026-27/0042, for goods returned:
 *   1. 100 sleeves at ₹42.50 = ₹4,250.00; CGST 9% ₹382.50, SGST the same; ₹5,015.00.
 *   2. 25 spacer rings at ₹6.37 = ₹159.25; CGST 6% = 9.555 → ₹9.56, SGST the same; ₹178.37.
 * Taxable ₹4,409.25; CGST 382.50 + 9.56 = ₹392.06, SGST the same; 4,409.25 + 784.12 = 5,193.37,
 * rounded to ₹5,193.00 with a round-off of −₹0.37.
 */
export const PRINT_NOTE: Note = {
  id: '6c5d7e8f-9001-42b3-8435-e6f708192a3b',
  noteNumber: 'CN/2026-27/0003',
  kind: 'credit',
  status: 'issued',
  invoiceId: PRINT_INVOICE.id,
  invoiceNumber: 'INV/2026-27/0042',
  invoiceDate: '2026-04-10',
  ...CUSTOMER,
  shippingAddress: null,
  noteDate: '2026-05-02',
  reason: 'goods_returned',
  remarks: 'Rejected at incoming inspection, GRN 4471',
  taxType: 'intra',
  taxableTotal: 4409.25,
  cgstTotal: 392.06,
  sgstTotal: 392.06,
  igstTotal: 0,
  roundOff: -0.37,
  grandTotal: 5193,
  issuedAt: '2026-05-02T06:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-05-02T05:30:00.000Z',
  updatedAt: '2026-05-02T06:00:00.000Z',
  seller: PRINT_SELLER,
  lines: [
    {
      id: '7d6e8f90-0112-43c4-9546-f708192a3b4c',
      lineNumber: 1,
      invoiceLineId: PRINT_INVOICE.lines[0]?.id ?? '',
      description: 'Nozzle holder sleeve',
      hsnCode: '84099990',
      unit: 'NOS',
      quantity: 100,
      rate: 42.5,
      gstRate: 18,
      taxable: 4250,
      cgst: 382.5,
      sgst: 382.5,
      igst: 0,
      total: 5015,
    },
    {
      id: '8e7f9001-1223-44d5-a657-08192a3b4c5d',
      lineNumber: 2,
      invoiceLineId: PRINT_INVOICE.lines[1]?.id ?? '',
      description: 'Spacer ring',
      hsnCode: '73182990',
      unit: 'NOS',
      quantity: 25,
      rate: 6.37,
      gstRate: 12,
      taxable: 159.25,
      cgst: 9.56,
      sgst: 9.56,
      igst: 0,
      total: 178.37,
    },
  ],
  hsnSummary: [
    { hsnCode: '73182990', gstRate: 12, taxable: 159.25, cgst: 9.56, sgst: 9.56, igst: 0, tax: 19.12 },
    { hsnCode: '84099990', gstRate: 18, taxable: 4250, cgst: 382.5, sgst: 382.5, igst: 0, tax: 765 },
  ],
  amountInWords: 'Rupees Five Thousand One Hundred Ninety-Three Only',
};
