import type {
  GoodsReceipt,
  GoodsReceiptLine,
  GoodsReceiptSummary,
  MaterialCertificate,
  Permission,
  ReceivableOrder,
} from '@lathe/shared';
import { makeUser } from '../../test/fixtures';

/** Test data of the goods receipt screens: a purchase order for EN8 bar and collets, and receipts against it. */
export const IDS = {
  order: '11111111-1111-4111-8111-111111111111',
  supplier: '22222222-2222-4222-8222-222222222222',
  bar: '33333333-3333-4333-8333-333333333333',
  collet: '44444444-4444-4444-8444-444444444444',
  draft: '55555555-5555-4555-8555-555555555555',
  received: '66666666-6666-4666-8666-666666666666',
  certificate: '77777777-7777-4777-8777-777777777777',
} as const;

/** PO/2026-27/0007: 2,000 kg EN8 Ø25, of which none has come yet, and 4 collets, 1 in. */
export const ORDER: ReceivableOrder = {
  id: IDS.order,
  poNumber: 'PO/2026-27/0007',
  poDate: '2026-05-04',
  status: 'partly_received',
  supplierId: IDS.supplier,
  supplierName: 'Shree Steels',
  lines: [
    {
      id: IDS.bar,
      lineNumber: 1,
      kind: 'bar_stock',
      description: 'Bright bar EN8 Ø25',
      grade: 'EN8',
      rodSize: 'Ø25',
      unit: 'KGS',
      quantity: 2000,
      bars: null,
      receivedQuantity: 0,
      leftToReceive: 2000,
    },
    {
      id: IDS.collet,
      lineNumber: 2,
      kind: 'bought_out',
      description: 'Collet 25 mm',
      grade: null,
      rodSize: null,
      unit: 'NOS',
      quantity: 4,
      bars: null,
      receivedQuantity: 1,
      leftToReceive: 3,
    },
  ],
};

export const CERTIFICATE: MaterialCertificate = {
  id: IDS.certificate,
  fileName: 'MTC H123 Tata Steel.pdf',
  contentType: 'application/pdf',
  byteSize: 182_044,
  createdAt: '2026-05-12T05:30:00.000Z',
};

const barLine: GoodsReceiptLine = {
  id: '88888888-8888-4888-8888-888888888881',
  lineNumber: 1,
  purchaseOrderLineId: IDS.bar,
  kind: 'bar_stock',
  description: 'Bright bar EN8 Ø25',
  grade: 'EN8',
  rodSize: 'Ø25',
  unit: 'KGS',
  orderedQuantity: 2000,
  orderReceivedQuantity: 1980,
  receivedQuantity: 2000,
  acceptedQuantity: 1980,
  rejectedQuantity: 20,
  bars: 33,
  heatNumber: 'H123',
  certificate: CERTIFICATE,
  rejectionReason: 'Two bars bent in transit',
};

export function summary(fields: Partial<GoodsReceiptSummary> = {}): GoodsReceiptSummary {
  return {
    id: IDS.received,
    grnNumber: 'GRN/2026-27/0003',
    status: 'received',
    purchaseOrderId: IDS.order,
    poNumber: 'PO/2026-27/0007',
    supplierId: IDS.supplier,
    supplierName: 'Shree Steels',
    receiptDate: '2026-05-12',
    supplierInvoiceNumber: 'SS/2026/118',
    supplierInvoiceDate: '2026-05-11',
    vehicleNumber: 'MH12AB1234',
    remarks: null,
    receivedAt: '2026-05-12T06:00:00.000Z',
    cancelledAt: null,
    cancelReason: null,
    version: 2,
    createdAt: '2026-05-12T05:40:00.000Z',
    updatedAt: '2026-05-12T06:00:00.000Z',
    ...fields,
  };
}

/** A receipt of 2,000 kg under heat H123 (1,980 accepted, 20 rejected), received unless told otherwise. */
export function makeReceipt(
  fields: Partial<GoodsReceiptSummary> = {},
  lines: GoodsReceiptLine[] = [barLine],
): GoodsReceipt {
  return {
    ...summary(fields),
    poDate: ORDER.poDate,
    supplierCode: 'SS01',
    supplierGstin: '27AAFCS1234K1ZX',
    supplierAddress: 'Plot 7, MIDC Chakan, Pune',
    supplierState: 'Maharashtra',
    company: {
      name: 'Acme Precision Pvt Ltd',
      address: 'Pune',
      state: 'Maharashtra',
      stateCode: '27',
      gstin: null,
      pan: null,
      email: null,
      phone: null,
    },
    lines,
  };
}

export const draftReceipt = () =>
  makeReceipt({ id: IDS.draft, grnNumber: null, status: 'draft', receivedAt: null, version: 1 }, [
    { ...barLine, orderReceivedQuantity: 0 },
  ]);

export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Stores', permissions } });
