import type { Permission, SupplierBill, SupplierBillProposal, SupplierBillSummary } from '@lathe/shared';
import { PRINT_COMPANY, PRINT_HELD_SUPPLIER_BILL, PRINT_SUPPLIER_BILL } from '@lathe/shared/testing';
import { makeUser } from '../../test/fixtures';

/** Test data of the supplier bill screens: Shree Steels' PO/2026-27/0001, a receipt of it, and bills of it. */
export const IDS = {
  order: PRINT_SUPPLIER_BILL.purchaseOrderId as string,
  supplier: PRINT_SUPPLIER_BILL.supplierId,
  barLine: PRINT_SUPPLIER_BILL.lines[0]?.purchaseOrderLineId as string,
  barReceipt: PRINT_SUPPLIER_BILL.lines[0]?.goodsReceiptLineId as string,
  serviceLine: 'be7f9061-d283-4e45-9076-b8c9daebfc07',
  draft: 'cf80a172-e394-4f56-8187-c9daebfc0d08',
  booked: PRINT_SUPPLIER_BILL.id,
} as const;

/** The company as its settings answer (the view's letterhead). */
export const COMPANY = { ...PRINT_COMPANY, logo: null, version: 1, updatedAt: '2026-04-01T00:00:00.000Z' };

/**
 * What PO/2026-27/0001 has left to bill: GRN/2026-27/0003's 1,000 kg of EN8 at ₹72, 18 %, and 500
 * hardening jobs at ₹4 (a service, billed against the order line). The supplier is under 194Q and
 * the year's bills already come to ₹52,00,000, so 0.1 % of the whole taxable value is deducted.
 */
export const PROPOSAL: SupplierBillProposal = {
  purchaseOrder: {
    id: IDS.order,
    poNumber: 'PO/2026-27/0001',
    poDate: '2026-05-11',
    status: 'partly_received',
    supplierId: IDS.supplier,
    supplierName: 'Shree Steels',
    supplierState: 'Maharashtra',
  },
  paymentTermsDays: 30,
  taxType: 'intra',
  tds: {
    section: '194Q',
    companyDeducts194Q: true,
    deducteeType: 'company',
    hasPan: true,
    earlierTaxable: 52_00_000,
    financialYear: '2026-27',
  },
  lines: [
    {
      purchaseOrderLineId: IDS.barLine,
      goodsReceiptId: PRINT_SUPPLIER_BILL.lines[0]?.goodsReceiptId ?? null,
      goodsReceiptLineId: IDS.barReceipt,
      grnNumber: 'GRN/2026-27/0003',
      receiptDate: '2026-05-18',
      kind: 'bar_stock',
      description: 'Bright bar EN8 Ø25',
      hsnCode: '72142090',
      unit: 'KGS',
      quantity: 1000,
      rate: 72,
      gstRate: 18,
      ordered: { quantity: 2000, rate: 72, gstRate: 18 },
      received: 1000,
    },
    {
      purchaseOrderLineId: IDS.serviceLine,
      goodsReceiptId: null,
      goodsReceiptLineId: null,
      grnNumber: null,
      receiptDate: null,
      kind: 'service',
      description: 'Hardening',
      hsnCode: '998898',
      unit: 'NOS',
      quantity: 500,
      rate: 4,
      gstRate: 18,
      ordered: { quantity: 500, rate: 4, gstRate: 18 },
      received: null,
    },
  ],
};

export const BOOKED: SupplierBill = PRINT_SUPPLIER_BILL;
export const HELD: SupplierBill = { ...PRINT_HELD_SUPPLIER_BILL, version: 3 };
export const DRAFT: SupplierBill = {
  ...PRINT_SUPPLIER_BILL,
  id: IDS.draft,
  billNumber: null,
  status: 'draft',
  bookedAt: null,
  version: 1,
  lines: [{ ...(PRINT_SUPPLIER_BILL.lines[0] as SupplierBill['lines'][number]), quantity: 1000, total: 84_960 }],
};

export const summaryOf = (bill: SupplierBill): SupplierBillSummary => {
  const {
    supplierAddress: _a,
    supplierState: _s,
    invoiceTotal: _it,
    buyer: _b,
    taxTotal: _t,
    linesTotal: _l,
    lines: _ls,
    mismatches: _m,
    itc: _i,
    tdsNote: _n,
    approvedByName: _ab,
    hsnSummary: _h,
    amountInWords: _w,
    ...summary
  } = bill;
  return summary;
};

export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Clerk', permissions } });
