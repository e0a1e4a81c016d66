import {
  type CompanySettings,
  companyLetterhead,
  type JobWorkChallan,
  type JobWorkChallanLine,
  type JobWorkChallanSummary,
  type JobWorkReceipt,
  type Permission,
  type StockItemOption,
  type SupplierOption,
} from '@lathe/shared';
import { makeUser } from '../../test/fixtures';

/** Test data of the job-work screens: a Pune company sending parts to a plater and bars to a heat treater. */
export const IDS = {
  plater: '11111111-1111-4111-8111-111111111111',
  treater: '22222222-2222-4222-8222-222222222222',
  sent: '33333333-3333-4333-8333-333333333333',
  draft: '44444444-4444-4444-8444-444444444444',
  sleeveLine: '55555555-5555-4555-8555-555555555555',
  barLine: '66666666-6666-4666-8666-666666666666',
  product: '77777777-7777-4777-8777-777777777777',
  receipt: '88888888-8888-4888-8888-888888888888',
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
  { id: IDS.plater, name: 'Shree Platers', supplierCode: 'SP01', gstin: '27AAFCS1234K1ZX', state: 'Maharashtra' },
  { id: IDS.treater, name: 'Deccan Heat Treaters', supplierCode: 'DH02', gstin: '29AAFCD1234K1ZT', state: 'Karnataka' },
];

export const STOCK_ITEMS: StockItemOption[] = [
  {
    itemKey: `part:${IDS.product}`,
    itemType: 'part',
    label: 'DRG-118 Plunger sleeve',
    grade: null,
    rodSize: null,
    productId: IDS.product,
    drawingNumber: 'DRG-118',
    description: 'Plunger sleeve',
    partyCode: 'KPL01',
    customerName: 'Kirloskar Pumps',
    unit: 'NOS',
    hsnCode: '84139190',
    gstRate: 18,
    inStock: 6000,
  },
  {
    itemKey: 'EN8|Ø25',
    itemType: 'material',
    label: 'EN8 Ø25',
    grade: 'EN8',
    rodSize: 'Ø25',
    productId: null,
    drawingNumber: null,
    description: null,
    partyCode: null,
    customerName: null,
    unit: 'KGS',
    hsnCode: '72142090',
    gstRate: 18,
    inStock: 787.5,
  },
];

export const line = (overrides: Partial<JobWorkChallanLine> = {}): JobWorkChallanLine => ({
  id: IDS.sleeveLine,
  lineNumber: 1,
  itemType: 'part',
  itemKey: `part:${IDS.product}`,
  productId: IDS.product,
  grade: null,
  rodSize: null,
  heatNumber: '',
  description: 'DRG-118 Plunger sleeve',
  hsnCode: '84139190',
  unit: 'NOS',
  quantity: 5000,
  value: 125000,
  gstRate: 18,
  returnedQuantity: 3000,
  goodQuantity: 3000,
  rejectedQuantity: 0,
  scrapKg: 0,
  pendingQuantity: 2000,
  ...overrides,
});

export const summary = (overrides: Partial<JobWorkChallanSummary> = {}): JobWorkChallanSummary => ({
  id: IDS.sent,
  challanNumber: 'JWC/2026-27/0001',
  status: 'partly_received',
  supplierId: IDS.plater,
  jobWorkerName: 'Shree Platers',
  jobWorkerGstin: '27AAFCS1234K1ZX',
  jobWorkerState: 'Maharashtra',
  challanDate: '2026-05-04',
  process: 'Zinc plating',
  expectedReturnDate: '2026-05-20',
  totalValue: 155937.5,
  quantity: 5412.5,
  pendingQuantity: 2412.5,
  unit: null,
  daysOut: 207,
  overdue: false,
  overdueOn: '2027-05-05',
  sentAt: '2026-05-04T10:00:00.000Z',
  closedAt: null,
  cancelledAt: null,
  statusReason: null,
  version: 3,
  createdAt: '2026-05-04T09:00:00.000Z',
  updatedAt: '2026-05-15T09:00:00.000Z',
  ...overrides,
});

/** The sent challan: 5,000 sleeves (3,000 back) and 412.5 kg of EN8 bars, nothing of them back. */
export const makeChallan = (overrides: Partial<JobWorkChallan> = {}): JobWorkChallan => ({
  ...summary(),
  jobWorkerAddress: 'Gat 112, Bhosari\nPune 411026',
  vehicleNumber: 'MH-14-HG-0917',
  remarks: null,
  company: companyLetterhead(COMPANY),
  lines: [
    line(),
    line({
      id: IDS.barLine,
      lineNumber: 2,
      itemType: 'material',
      itemKey: 'EN8|Ø25',
      productId: null,
      grade: 'EN8',
      rodSize: 'Ø25',
      heatNumber: 'H-OLD',
      description: 'EN8 Ø25',
      hsnCode: '72142090',
      unit: 'KGS',
      quantity: 412.5,
      value: 30937.5,
      returnedQuantity: 0,
      goodQuantity: 0,
      pendingQuantity: 412.5,
    }),
  ],
  ...overrides,
});

export const RECEIPTS: JobWorkReceipt[] = [
  {
    id: IDS.receipt,
    challanId: IDS.sent,
    receiptDate: '2026-05-15',
    jobWorkerChallanNumber: 'PL/118',
    jobWorkerChallanDate: '2026-05-15',
    remarks: null,
    createdAt: '2026-05-15T09:00:00.000Z',
    lines: [
      {
        id: '99999999-9999-4999-8999-999999999999',
        challanLineId: IDS.sleeveLine,
        lineNumber: 1,
        description: 'DRG-118 Plunger sleeve',
        unit: 'NOS',
        goodQuantity: 3000,
        rejectedQuantity: 0,
        scrapKg: 0,
        rejectionReason: null,
      },
    ],
  },
];

/** A user holding exactly these permissions, without the Admin role. */
export const userWith = (permissions: Permission[]) =>
  makeUser({ roles: [{ id: 'r2', name: 'Stores' }], role: { id: 'r2', name: 'Stores', permissions } });
