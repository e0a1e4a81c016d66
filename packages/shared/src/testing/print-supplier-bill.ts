import type { SupplierBill } from '../schemas/supplier-bill.js';
import { PRINT_COMPANY } from './print-documents.js';

/**
 * PB/2026-27/0004, Shree Steels' invoice SS/26-27/0420 against PO/2026-27/0001 (within
 * Maharashtra: CGST + SGST at 9 % each):
 *   1. 1,000.5 kg EN8 Ø25 bar (GRN/2026-27/0003) at ₹72.00 = ₹72,036.00; CGST 9 % = ₹6,483.24,
 *      SGST the same; line total ₹85,002.48; credit eligible.
 *   2. 4 collets at ₹1,200.00 = ₹4,800.00; CGST ₹432.00, SGST ₹432.00; line total ₹5,664.00;
 *      credit reversed (rule 42).
 * Taxable ₹76,836.00; CGST 6,483.24 + 432.00 = ₹6,915.24, SGST the same; the lines come to
 * 76,836.00 + 13,830.48 = ₹90,666.48 and the invoice prints ₹90,666.00: round-off −₹0.48.
 * TDS 194Q, the year already past ₹50,00,000: 0.1 % of ₹76,836.00 = ₹76.836 → ₹77.
 * Owed 90,666 − 77 = ₹90,589.00. Credit eligible 6,483.24 × 2 = ₹12,966.48; reversed 432 × 2 = ₹864.00.
 */
export const PRINT_SUPPLIER_BILL: SupplierBill = {
  id: '5e1f3a0b-7c2d-4e8f-9a10-b2c3d4e5f601',
  billNumber: 'PB/2026-27/0004',
  status: 'booked',
  supplierId: '1c6f9b63-45d2-4e8f-8b54-3a2d7e9fab02',
  supplierName: 'Shree Steels',
  supplierCode: 'SS01',
  supplierGstin: '27AAFCS1234K1ZX',
  supplierAddress: 'Plot 7, MIDC Chakan\nPune 410501',
  supplierState: 'Maharashtra',
  purchaseOrderId: '0b5e8a52-34c1-4d7e-9a43-2f1c6d8e9a01',
  poNumber: 'PO/2026-27/0001',
  supplierInvoiceNumber: 'SS/26-27/0420',
  supplierInvoiceDate: '2026-05-20',
  financialYear: '2026-27',
  billDate: '2026-05-22',
  dueDate: '2026-06-19',
  taxType: 'intra',
  reverseCharge: false,
  taxableTotal: 76836,
  cgstTotal: 6915.24,
  sgstTotal: 6915.24,
  igstTotal: 0,
  roundOff: -0.48,
  grandTotal: 90666,
  tdsSection: '194Q',
  tdsRate: 0.1,
  tdsBase: 76836,
  tdsAmount: 77,
  amountPaid: 0,
  owed: 90589,
  matchStatus: 'matched',
  mismatchCount: 0,
  remarks: null,
  heldAt: null,
  bookedAt: '2026-05-22T10:00:00.000Z',
  approvedAt: null,
  cancelledAt: null,
  statusReason: null,
  version: 2,
  createdAt: '2026-05-22T09:00:00.000Z',
  updatedAt: '2026-05-22T10:00:00.000Z',
  invoiceTotal: 90666,
  buyer: PRINT_COMPANY,
  taxTotal: 13830.48,
  linesTotal: 90666.48,
  lines: [
    {
      id: '6f2a4b1c-8d3e-4f90-8b21-c3d4e5f6a702',
      lineNumber: 1,
      purchaseOrderLineId: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
      goodsReceiptId: '7a3b5c2d-9e4f-4a01-9c32-d4e5f6a7b803',
      goodsReceiptLineId: '8b4c6d3e-af50-4b12-8d43-e5f6a7b8c904',
      grnNumber: 'GRN/2026-27/0003',
      description: 'Bright bar EN8 Ø25',
      hsnCode: '72142090',
      unit: 'KGS',
      quantity: 1000.5,
      rate: 72,
      gstRate: 18,
      taxable: 72036,
      cgst: 6483.24,
      sgst: 6483.24,
      igst: 0,
      total: 85002.48,
      itcStatus: 'eligible',
      itcReason: null,
      ordered: { quantity: 2000, rate: 72, gstRate: 18 },
      received: 1000,
    },
    {
      id: '9c5d7e4f-b061-4c23-9e54-f6a7b8c9da05',
      lineNumber: 2,
      purchaseOrderLineId: '3e8b1d85-67f4-4a01-8d76-5c4f9a1bcd04',
      goodsReceiptId: '7a3b5c2d-9e4f-4a01-9c32-d4e5f6a7b803',
      goodsReceiptLineId: 'ad6e8f50-c172-4d34-8f65-a7b8c9daeb06',
      grnNumber: 'GRN/2026-27/0003',
      description: 'Collet 25 mm',
      hsnCode: '84669310',
      unit: 'NOS',
      quantity: 4,
      rate: 1200,
      gstRate: 18,
      taxable: 4800,
      cgst: 432,
      sgst: 432,
      igst: 0,
      total: 5664,
      itcStatus: 'reversed',
      itcReason: 'Used for an exempt supply (rule 42)',
      ordered: { quantity: 4, rate: 1200, gstRate: 18 },
      received: 4,
    },
  ],
  mismatches: [],
  itc: { eligible: 12966.48, ineligible: 0, reversed: 864 },
  tdsNote: '0.1 % of ₹76,836.00, the part of the year’s ₹52,10,000.00 above ₹50,00,000',
  approvedByName: null,
  hsnSummary: [
    { hsnCode: '72142090', gstRate: 18, taxable: 72036, cgst: 6483.24, sgst: 6483.24, igst: 0, tax: 12966.48 },
    { hsnCode: '84669310', gstRate: 18, taxable: 4800, cgst: 432, sgst: 432, igst: 0, tax: 864 },
  ],
  amountInWords: 'Rupees Ninety Thousand Six Hundred Sixty-Six Only',
};

/**
 * The same bill held: line 1 billed 1,020.5 kg where 1,000 kg came in (1,010 kg is the most 1 %
 * allows), line 2's collets at ₹1,250.00 against the order's ₹1,200.00.
 */
export const PRINT_HELD_SUPPLIER_BILL: SupplierBill = {
  ...PRINT_SUPPLIER_BILL,
  status: 'held',
  matchStatus: 'mismatched',
  mismatchCount: 2,
  heldAt: '2026-05-22T10:00:00.000Z',
  bookedAt: null,
  owed: 90589,
  mismatches: [
    { line: 1, field: 'quantity', ordered: 2000, received: 1000, billed: 1020.5 },
    { line: 2, field: 'rate', ordered: 1200, received: null, billed: 1250 },
  ],
};
