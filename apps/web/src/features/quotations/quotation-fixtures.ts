import type {
  CompanySettings,
  CostBasis,
  CustomerOption,
  Permission,
  Quotation,
  QuotationLine,
  QuotationSummary,
} from '@lathe/shared';
import { PRINT_COMPANY, PRINT_QUOTATION } from '@lathe/shared/testing';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';

/*
 * Test data of the quotation screens: Bharat Auto Components of Chennai asks a Pune plant for the
 * flange bush costed by hand in packages/shared (plant/piece-cost.test.ts: ₹35.05 a piece at
 * 1,000, ₹34.53 at 5,000 with overheads at 12 %). Ids are real UUIDs, as the schemas check them.
 */
export const IDS = {
  customer: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
  otherCustomer: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc04',
  bush: '8b2e3f40-5d6c-4e7f-a081-9c0d1e2f3041',
  sleeve: 'ad405162-7f8e-4091-a2a3-1e2f30415263',
  pin: 'ad405162-7f8e-4091-a2a3-1e2f30415264',
  sent: PRINT_QUOTATION.id,
  first: '5e0b1c2d-3a49-4b5c-8d6e-6f7a8b9c0d1e',
  draft: 'e1000000-0000-4000-8000-000000000001',
  next: 'e1000000-0000-4000-8000-000000000002',
  salesOrder: 'f1000000-0000-4000-8000-000000000001',
  cnc1: 'c1000000-0000-4000-8000-000000000001',
  cnc2: 'c1000000-0000-4000-8000-000000000002',
  cnc3: 'c1000000-0000-4000-8000-000000000003',
} as const;

export const COMPANY: CompanySettings = {
  ...PRINT_COMPANY,
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

export const CUSTOMERS: CustomerOption[] = [
  { id: IDS.customer, partyCode: 'BAC01', name: 'Bharat Auto Components', state: 'Tamil Nadu', paymentTermsDays: 45 },
  { id: IDS.otherCustomer, partyCode: 'KIR02', name: 'Kirloskar Pumps', state: 'Maharashtra', paymentTermsDays: 30 },
];

const PRODUCT_OPTIONS = [
  { id: IDS.bush, customerId: IDS.customer, drawingNumber: 'FB-2231', description: 'Flange bush, zinc plated' },
  { id: IDS.sleeve, customerId: IDS.customer, drawingNumber: 'SL-0907', description: 'Sleeve' },
  { id: IDS.pin, customerId: IDS.otherCustomer, drawingNumber: 'KIR-0450', description: 'Impeller pin' },
].map((p) => ({
  ...p,
  partyCode: p.customerId === IDS.customer ? 'BAC01' : 'KIR02',
  hsnCode: '84839000',
  gstRate: 18,
  lastRate: null,
}));

/**
 * The flange bush's cost basis: 0.185 kg of bar a piece at ₹78.50 from the last goods receipt,
 * rough 1st side on CNC-1 and rough 2nd side on CNC-3; CNC-2 has no hour rate yet; zinc plating
 * bought by the piece and hardening by the kg (₹22 × 0.150 kg net = ₹3.30 a piece).
 */
export const BUSH_BASIS: CostBasis = {
  productId: IDS.bush,
  drawingNumber: 'FB-2231',
  description: 'Flange bush, zinc plated',
  barKgPerPiece: 0.185,
  netKg: 0.15,
  barRate: 78.5,
  barRateSource: 'grn',
  operations: [
    {
      label: 'Rough 1st side',
      kind: 'rough',
      machineId: IDS.cnc1,
      machineNo: 'CNC-1',
      cycleTimeSec: 42.5,
      efficiencyPercent: 85,
      setupMinutes: 45,
      hourRate: 450,
    },
    {
      label: 'Rough 2nd side',
      kind: 'second_op',
      machineId: IDS.cnc3,
      machineNo: 'CNC-3',
      cycleTimeSec: 18.3,
      efficiencyPercent: 100,
      setupMinutes: 30,
      hourRate: 380,
    },
  ],
  machines: [
    {
      id: IDS.cnc1,
      machineNo: 'CNC-1',
      machineName: 'Ace turning centre',
      kinds: ['rough'],
      efficiencyPercent: 85,
      setupMinutes: 45,
      hourRate: 450,
    },
    {
      id: IDS.cnc2,
      machineNo: 'CNC-2',
      machineName: 'LMW lathe',
      kinds: ['rough'],
      efficiencyPercent: 70,
      setupMinutes: 20,
      hourRate: null,
    },
    {
      id: IDS.cnc3,
      machineNo: 'CNC-3',
      machineName: 'Jyoti lathe',
      kinds: ['second_op'],
      efficiencyPercent: 100,
      setupMinutes: 30,
      hourRate: 380,
    },
  ],
  outsideRates: [
    {
      process: 'Zinc plating',
      supplierName: 'Surya Platers',
      unit: 'NOS',
      rate: 1.1,
      ratePerPiece: 1.1,
      poDate: '2026-10-12',
    },
    {
      process: 'Hardening',
      supplierName: 'Deccan Heat Treaters',
      unit: 'KGS',
      rate: 22,
      ratePerPiece: 3.3,
      poDate: '2026-10-05',
    },
  ],
};

const withValidIds = (lines: QuotationLine[]): QuotationLine[] =>
  lines.map((line, index) => ({ ...line, productId: index === 0 ? IDS.bush : IDS.sleeve }));

/** QT/2026-27/0004 Rev 1, sent: the shared print fixture, its lines naming this screen's products. */
export const makeQuotation = (overrides: Partial<Quotation> = {}): Quotation => ({
  ...PRINT_QUOTATION,
  customerId: IDS.customer,
  lines: withValidIds(PRINT_QUOTATION.lines),
  ...overrides,
});

/** An enquiry not yet sent: no number, the first offer. */
export const makeEnquiry = (overrides: Partial<Quotation> = {}): Quotation =>
  makeQuotation({
    id: IDS.draft,
    quotationNumber: null,
    revision: 0,
    status: 'enquiry',
    sentAt: null,
    revisions: [{ id: IDS.draft, revision: 0, status: 'enquiry', quotationDate: '2026-11-24' }],
    ...overrides,
  });

/** A row of the list. */
export const summary = (overrides: Partial<QuotationSummary> = {}): QuotationSummary => {
  const {
    customerAddress: _a,
    customerGstin: _g,
    customerState: _s,
    seller: _seller,
    lines: _lines,
    revisions: _revisions,
    salesOrder: _order,
    ...row
  } = makeQuotation();
  return { ...row, ...overrides };
};

/** The customer and product pickers, and the bush's cost basis, as the server answers them. */
export function servePickers(req: FakeRequest): Response | undefined {
  const customer = answerCustomerPickers(req, CUSTOMERS);
  if (customer) return customer;
  if (req.path === '/api/products/options') {
    const customerId = req.query.get('customerId');
    if (!customerId) return errorBody(400, 'Customer is required');
    const search = (req.query.get('search') ?? '').toLowerCase();
    return json(
      PRODUCT_OPTIONS.filter(
        (p) =>
          p.customerId === customerId &&
          (p.drawingNumber.toLowerCase().includes(search) || p.description.toLowerCase().includes(search)),
      ).map(({ customerId: _owner, ...option }) => option),
    );
  }
  if (req.path === '/api/quotations/cost-basis') {
    return req.query.get('productId') === IDS.bush ? json(BUSH_BASIS) : errorBody(404, 'Product not found');
  }
  if (req.path === '/api/company-settings') return json(COMPANY);
  if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
  return undefined;
}

export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Estimator', permissions } });
