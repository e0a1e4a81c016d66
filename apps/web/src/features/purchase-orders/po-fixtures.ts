import {
  amountInWords,
  type CompanySettings,
  computeGst,
  fromPaise,
  leftToReceive,
  type Permission,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type PurchaseOrderSummary,
  type SupplierOption,
  toPaise,
} from '@lathe/shared';
import { makeUser } from '../../test/fixtures';

/** Test data of the purchase order screens: a Pune company buying bar stock from Chakan and from Bengaluru. */
export const IDS = {
  shree: '11111111-1111-4111-8111-111111111111',
  kaveri: '22222222-2222-4222-8222-222222222222',
  confirmed: '33333333-3333-4333-8333-333333333333',
  draft: '44444444-4444-4444-8444-444444444444',
  bar: '55555555-5555-4555-8555-555555555555',
  collet: '66666666-6666-4666-8666-666666666666',
  grn: '77777777-7777-4777-8777-777777777777',
} as const;

export const COMPANY: CompanySettings = {
  name: 'Acme Precision Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari\nPune 411026',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  email: 'accounts@acme.example',
  phone: '020 2712 3456',
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankIfsc: null,
  bankBranch: null,
  logo: null,
  invoiceTerms: null,
  eInvoicing: false,
  transferMinutes: 0,
  version: 1,
  updatedAt: '2026-04-01T00:00:00.000Z',
};

export const SUPPLIERS: SupplierOption[] = [
  { id: IDS.shree, name: 'Shree Steels', supplierCode: 'SS01', gstin: '27AAFCS1234K1ZX', state: 'Maharashtra' },
  { id: IDS.kaveri, name: 'Kaveri Alloys', supplierCode: 'KA02', gstin: '29AAFCK1234K1ZT', state: 'Karnataka' },
];

export const summary = (overrides: Partial<PurchaseOrderSummary> = {}): PurchaseOrderSummary => ({
  id: IDS.confirmed,
  poNumber: 'PO/2026-27/0001',
  status: 'confirmed',
  supplierId: IDS.shree,
  supplierName: 'Shree Steels',
  supplierCode: 'SS01',
  supplierGstin: '27AAFCS1234K1ZX',
  poDate: '2026-05-11',
  deliveryDate: '2026-05-25',
  paymentTerms: '30 days from receipt',
  remarks: null,
  taxType: 'intra',
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  lineCount: 2,
  linesReceived: 0,
  receiptProgress: 'Not',
  confirmedAt: '2026-05-11T10:00:00.000Z',
  shortClosedAt: null,
  cancelledAt: null,
  statusReason: null,
  version: 2,
  createdAt: '2026-05-11T09:00:00.000Z',
  updatedAt: '2026-05-11T10:00:00.000Z',
  ...overrides,
});

type LineFacts = Pick<
  PurchaseOrderLine,
  'id' | 'kind' | 'grade' | 'rodSize' | 'description' | 'hsnCode' | 'unit' | 'quantity' | 'rate' | 'gstRate'
> &
  Partial<Pick<PurchaseOrderLine, 'bars' | 'deliveryDate' | 'receivedQuantity'>>;

/** 250.5 kg of EN8 Ø25 at ₹78.50 and four collets at ₹1,250, both at 18 %. */
export const LINES: LineFacts[] = [
  {
    id: IDS.bar,
    kind: 'bar_stock',
    grade: 'EN8',
    rodSize: 'Ø25',
    description: 'Bright bar EN8 Ø25',
    hsnCode: '72142090',
    unit: 'KGS',
    quantity: 250.5,
    bars: 12,
    rate: 78.5,
    gstRate: 18,
  },
  {
    id: IDS.collet,
    kind: 'bought_out',
    grade: null,
    rodSize: null,
    description: 'Collet 25 mm',
    hsnCode: '84669310',
    unit: 'NOS',
    quantity: 4,
    rate: 1250,
    gstRate: 18,
    deliveryDate: '2026-05-20',
  },
];

/** An order whose figures are computeGst's, as the server stores them. */
export function makePurchaseOrder(overrides: Partial<PurchaseOrder> = {}, lines: LineFacts[] = LINES): PurchaseOrder {
  const base = summary(overrides);
  const gst = computeGst({ intraState: base.taxType === 'intra', lines });
  const withFigures = lines.map((line, i): PurchaseOrderLine => {
    const figures = gst.lines[i] as (typeof gst.lines)[number];
    const received = line.receivedQuantity ?? 0;
    return {
      bars: null,
      deliveryDate: null,
      ...line,
      lineNumber: i + 1,
      materialKey: line.grade && line.rodSize ? `${line.grade}|${line.rodSize}`.toUpperCase() : null,
      receivedQuantity: received,
      leftToReceive: leftToReceive({ quantity: line.quantity, receivedQuantity: received }),
      taxable: fromPaise(figures.taxable),
      cgst: fromPaise(figures.cgst),
      sgst: fromPaise(figures.sgst),
      igst: fromPaise(figures.igst),
      total: fromPaise(figures.total),
    };
  });
  return {
    ...base,
    taxableTotal: fromPaise(gst.taxableTotal),
    cgstTotal: fromPaise(gst.cgstTotal),
    sgstTotal: fromPaise(gst.sgstTotal),
    igstTotal: fromPaise(gst.igstTotal),
    roundOff: fromPaise(gst.roundOff),
    grandTotal: fromPaise(gst.grandTotal),
    lineCount: lines.length,
    supplierAddress: 'Plot 7, MIDC Chakan\nPune 410501',
    supplierState: 'Maharashtra',
    buyer: {
      name: COMPANY.name,
      address: COMPANY.address,
      state: COMPANY.state,
      stateCode: COMPANY.stateCode,
      gstin: COMPANY.gstin,
      pan: COMPANY.pan,
      email: COMPANY.email,
      phone: COMPANY.phone,
    },
    taxTotal: fromPaise(gst.taxTotal),
    lines: withFigures,
    hsnSummary: gst.hsnSummary.map((row) => ({
      ...row,
      taxable: fromPaise(row.taxable),
      cgst: fromPaise(row.cgst),
      sgst: fromPaise(row.sgst),
      igst: fromPaise(row.igst),
      tax: fromPaise(row.tax),
    })),
    amountInWords: amountInWords(toPaise(fromPaise(gst.grandTotal))),
    goodsReceipts: [],
    ...overrides,
  };
}

export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Clerk', permissions } });
