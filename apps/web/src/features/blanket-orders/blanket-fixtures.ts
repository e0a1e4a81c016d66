import type { BlanketOrder, BlanketOrderLine, BlanketOrderSummary, CustomerOption, Permission } from '@lathe/shared';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';

/*
 * Test data of the blanket order screens: Bharat Auto Components' open order BO/2026-27/0001 for
 * the flange bush (60,000 pieces, ₹35.50 from 1 April, raised to ₹38.00 from 1 October for the
 * steel price) and the sleeve (open-ended, ₹12.40, down to ₹12.10 from 1 November). October's
 * 48,000 bushes were invoiced at ₹35.50 before the rise was agreed: 48,000 × ₹2.50 = ₹1,20,000.00
 * calls for a debit note; 2,000 sleeves billed at ₹12.40 after the price-down call for a credit
 * note of ₹600.00, already made. Ids are real UUIDs, as the schemas check them.
 */
export const IDS = {
  customer: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
  otherCustomer: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc04',
  bush: '8b2e3f40-5d6c-4e7f-a081-9c0d1e2f3041',
  sleeve: 'ad405162-7f8e-4091-a2a3-1e2f30415263',
  pin: 'ad405162-7f8e-4091-a2a3-1e2f30415264',
  active: 'b0000000-0000-4000-8000-000000000001',
  draft: 'b0000000-0000-4000-8000-000000000002',
  bushLine: 'b1000000-0000-4000-8000-000000000001',
  sleeveLine: 'b1000000-0000-4000-8000-000000000002',
  octoberRelease: 'c2000000-0000-4000-8000-000000000001',
  novemberRelease: 'c2000000-0000-4000-8000-000000000002',
  bushInvoice: 'd3000000-0000-4000-8000-000000000001',
  sleeveInvoice: 'd3000000-0000-4000-8000-000000000002',
  bushInvoiceLine: 'd4000000-0000-4000-8000-000000000001',
  sleeveInvoiceLine: 'd4000000-0000-4000-8000-000000000002',
  creditNote: 'e5000000-0000-4000-8000-000000000001',
} as const;

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

const BUSH_LINE: BlanketOrderLine = {
  id: IDS.bushLine,
  lineNumber: 1,
  productId: IDS.bush,
  drawingNumber: 'FB-2231',
  description: 'Flange bush, zinc plated',
  hsnCode: '84839000',
  gstRate: 18,
  totalQuantity: 60_000,
  prices: [
    { effectiveFrom: '2026-04-01', rate: 35.5, reason: null },
    { effectiveFrom: '2026-10-01', rate: 38, reason: 'Steel price rise, BAC letter PUR/311' },
  ],
  rate: 38,
  released: 52_000,
  dispatched: 48_000,
  invoiced: 48_000,
  leftToRelease: 8_000,
};

const SLEEVE_LINE: BlanketOrderLine = {
  id: IDS.sleeveLine,
  lineNumber: 2,
  productId: IDS.sleeve,
  drawingNumber: 'SL-0907',
  description: 'Sleeve',
  hsnCode: '84839000',
  gstRate: 18,
  totalQuantity: null,
  prices: [
    { effectiveFrom: '2026-04-01', rate: 12.4, reason: null },
    { effectiveFrom: '2026-11-01', rate: 12.1, reason: 'Annual price-down agreed' },
  ],
  rate: 12.1,
  released: 6_000,
  dispatched: 4_000,
  invoiced: 2_000,
  leftToRelease: null,
};

/** BO/2026-27/0001, active, with its releases and what was billed at the old price. */
export const makeBlanketOrder = (overrides: Partial<BlanketOrder> = {}): BlanketOrder => ({
  id: IDS.active,
  blanketNumber: 'BO/2026-27/0001',
  status: 'active',
  customerId: IDS.customer,
  customerName: 'Bharat Auto Components',
  customerPartyCode: 'BAC01',
  customerPoNumber: 'BAC/OPO/2627/118',
  customerPoDate: '2026-03-25',
  validFrom: '2026-04-01',
  validTo: '2027-03-31',
  expired: false,
  paymentTerms: '45 days from invoice',
  remarks: null,
  lineCount: 2,
  statusReason: null,
  activatedAt: '2026-03-30T05:30:00.000Z',
  closedAt: null,
  cancelledAt: null,
  version: 4,
  createdAt: '2026-03-28T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
  customerGstin: '33AABCB1234C1Z5',
  customerState: 'Tamil Nadu',
  lines: [BUSH_LINE, SLEEVE_LINE],
  releases: [
    { orderId: IDS.octoberRelease, orderNumber: 'SO/2026-27/0211', status: 'completed', month: '2026-10' },
    { orderId: IDS.novemberRelease, orderNumber: 'SO/2026-27/0240', status: 'confirmed', month: '2026-11' },
  ],
  billedAtOldPrice: [
    {
      invoiceId: IDS.bushInvoice,
      invoiceNumber: 'INV/2026-27/0143',
      invoiceDate: '2026-10-14',
      invoiceLineId: IDS.bushInvoiceLine,
      blanketLineId: IDS.bushLine,
      drawingNumber: 'FB-2231',
      quantity: 48_000,
      billedRate: 35.5,
      rate: 38,
      difference: 120_000,
      noteId: null,
    },
    {
      invoiceId: IDS.sleeveInvoice,
      invoiceNumber: 'INV/2026-27/0151',
      invoiceDate: '2026-11-05',
      invoiceLineId: IDS.sleeveInvoiceLine,
      blanketLineId: IDS.sleeveLine,
      drawingNumber: 'SL-0907',
      quantity: 2_000,
      billedRate: 12.4,
      rate: 12.1,
      difference: -600,
      noteId: IDS.creditNote,
    },
  ],
  ...overrides,
});

/** An active order nothing has been released against yet: it may still be cancelled. */
export const makeUnreleased = (overrides: Partial<BlanketOrder> = {}): BlanketOrder =>
  makeBlanketOrder({
    lines: [
      {
        ...BUSH_LINE,
        prices: [BUSH_LINE.prices[0] as BlanketOrderLine['prices'][number]],
        rate: 35.5,
        released: 0,
        dispatched: 0,
        invoiced: 0,
        leftToRelease: 60_000,
      },
    ],
    lineCount: 1,
    releases: [],
    billedAtOldPrice: [],
    ...overrides,
  });

/** A draft: no number, each line's one price from the order's start. */
export const makeDraft = (overrides: Partial<BlanketOrder> = {}): BlanketOrder =>
  makeBlanketOrder({
    id: IDS.draft,
    blanketNumber: null,
    status: 'draft',
    activatedAt: null,
    version: 2,
    lines: [
      {
        ...BUSH_LINE,
        prices: [{ effectiveFrom: '2026-04-01', rate: 35.5, reason: null }],
        rate: 35.5,
        released: 0,
        dispatched: 0,
        invoiced: 0,
        leftToRelease: 60_000,
      },
      {
        ...SLEEVE_LINE,
        prices: [{ effectiveFrom: '2026-04-01', rate: 12.4, reason: null }],
        rate: 12.4,
        released: 0,
        dispatched: 0,
        invoiced: 0,
      },
    ],
    releases: [],
    billedAtOldPrice: [],
    ...overrides,
  });

/** A row of the list. */
export const summary = (overrides: Partial<BlanketOrderSummary> = {}): BlanketOrderSummary => {
  const {
    customerGstin: _g,
    customerState: _s,
    lines: _lines,
    releases: _releases,
    billedAtOldPrice: _billed,
    ...row
  } = makeBlanketOrder();
  return { ...row, ...overrides };
};

/** The customer and product pickers, as the server answers them, and an empty history. */
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
  if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
  return undefined;
}

export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Sales', permissions } });
