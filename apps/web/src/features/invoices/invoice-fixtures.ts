import type { InvoiceProposal } from '@lathe/shared';
import {
  amountInWords,
  type CompanySettings,
  type CustomerOption,
  computeGst,
  fromPaise,
  type Invoice,
  type InvoiceSummary,
  NO_EXPORT_DETAILS,
  type ProductOption,
} from '@lathe/shared';

/** Test data of the invoice screens: a Pune company, one customer in Maharashtra and one in Karnataka. */
export const IDS = {
  deccan: '11111111-1111-4111-8111-111111111111',
  karnataka: '22222222-2222-4222-8222-222222222222',
  sleeve: '33333333-3333-4333-8333-333333333333',
  spacer: '44444444-4444-4444-8444-444444444444',
  order: '55555555-5555-4555-8555-555555555555',
  orderLine1: '66666666-6666-4666-8666-666666666666',
  orderLine2: '77777777-7777-4777-8777-777777777777',
  draft: '88888888-8888-4888-8888-888888888888',
  issued: '99999999-9999-4999-8999-999999999999',
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
  bankName: 'State Bank of India',
  bankAccountName: 'Acme Precision Pvt Ltd',
  bankAccountNumber: '32145678901',
  bankIfsc: 'SBIN0001234',
  bankBranch: 'Bhosari',
  logo: null,
  invoiceTerms: 'Interest at 18% p.a. on payments after the due date.',
  eInvoicing: false,
  transferMinutes: 0,
  version: 3,
  updatedAt: '2026-04-01T10:00:00.000Z',
};

export const CUSTOMERS: CustomerOption[] = [
  { id: IDS.deccan, partyCode: 'DAC01', name: 'Deccan Auto Components', state: 'Maharashtra', paymentTermsDays: 30 },
  { id: IDS.karnataka, partyCode: 'KGW01', name: 'Karnataka Gear Works', state: 'Karnataka', paymentTermsDays: 45 },
];

export const PRODUCTS: ProductOption[] = [
  {
    id: IDS.sleeve,
    partyCode: 'DAC01',
    drawingNumber: 'DAC-2231-B',
    description: 'Nozzle holder sleeve',
    hsnCode: '84099990',
    gstRate: 18,
    lastRate: null,
  },
  {
    id: IDS.spacer,
    partyCode: 'DAC01',
    drawingNumber: 'DAC-1180',
    description: 'Spacer ring',
    hsnCode: '73182990',
    gstRate: 12,
    lastRate: null,
  },
];

export const summary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: IDS.issued,
  invoiceNumber: 'INV/2026-27/0001',
  status: 'issued',
  displayStatus: 'issued',
  overdue: false,
  customerId: IDS.deccan,
  salesOrderId: null,
  salesOrderNumber: null,
  invoiceDate: '2026-04-10',
  dueDate: '2026-05-10',
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  customerGstin: '27AAACD1234F1Z5',
  billingAddress: 'Gat 112, Chakan\nPune 410501',
  shippingAddress: null,
  placeOfSupply: 'Maharashtra',
  placeOfSupplyCode: '27',
  deliveryAddressId: null,
  shipToPlace: null,
  shipToState: null,
  shipToPin: null,
  shipToGstin: null,
  taxType: 'intra',
  customerPoNumber: 'PO-7781',
  customerPoDate: '2026-04-02',
  vehicleReference: 'MH12 AB 1234',
  notes: null,
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  taxTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountPaid: 0,
  adjustment: 0,
  balanceDue: 0,
  issuedAt: '2026-04-10T10:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  eWayBillNumber: null,
  eWayBillDate: null,
  eWayBillValidUntil: null,
  eWayBillPending: false,
  ...NO_EXPORT_DETAILS,
  version: 2,
  createdAt: '2026-04-10T09:00:00.000Z',
  updatedAt: '2026-04-10T10:00:00.000Z',
  ...overrides,
});

const LINES = [
  { productId: IDS.sleeve, description: 'Nozzle holder sleeve', drawingNumber: 'DAC-2231-B', hsnCode: '84099990' },
  { productId: IDS.spacer, description: 'Spacer ring', drawingNumber: 'DAC-1180', hsnCode: '73182990' },
];

/** An invoice whose every figure is computeGst's, as the server stores it: 400 sleeves and 1,000 rings. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const base = summary(overrides);
  const intraState = base.taxType === 'intra';
  const inputs = [
    { quantity: 400, rate: 42.5, gstRate: 18, hsnCode: '84099990' },
    { quantity: 1000, rate: 6.35, gstRate: 12, hsnCode: '73182990' },
  ];
  const gst = computeGst({ intraState, lines: inputs });
  const rupees = fromPaise;
  const amountPaid = base.amountPaid;
  return {
    ...base,
    taxableTotal: rupees(gst.taxableTotal),
    cgstTotal: rupees(gst.cgstTotal),
    sgstTotal: rupees(gst.sgstTotal),
    igstTotal: rupees(gst.igstTotal),
    taxTotal: rupees(gst.taxTotal),
    roundOff: rupees(gst.roundOff),
    grandTotal: rupees(gst.grandTotal),
    balanceDue: rupees(gst.grandTotal) - amountPaid,
    seller: { ...COMPANY },
    lines: inputs.map((input, index) => {
      const figures = gst.lines[index] as (typeof gst.lines)[number];
      return {
        id: `line-${index + 1}`,
        lineNumber: index + 1,
        salesOrderLineId: null,
        unit: 'NOS',
        ...(LINES[index] as (typeof LINES)[number]),
        quantity: input.quantity,
        rate: input.rate,
        gstRate: input.gstRate,
        taxable: rupees(figures.taxable),
        cgst: rupees(figures.cgst),
        sgst: rupees(figures.sgst),
        igst: rupees(figures.igst),
        total: rupees(figures.total),
      };
    }),
    payments: [],
    hsnSummary: gst.hsnSummary.map((row) => ({
      hsnCode: row.hsnCode,
      gstRate: row.gstRate,
      taxable: rupees(row.taxable),
      cgst: rupees(row.cgst),
      sgst: rupees(row.sgst),
      igst: rupees(row.igst),
      tax: rupees(row.tax),
    })),
    amountInWords: amountInWords(gst.grandTotal),
    irn: null,
    irnAckNumber: null,
    irnAckDate: null,
    irnSignedQr: null,
    notesStanding: 0,
    ...overrides,
  };
}

export const PROPOSAL: InvoiceProposal = {
  customerId: IDS.deccan,
  salesOrderId: IDS.order,
  salesOrderNumber: 'SO/2026-27/0007',
  invoiceDate: '2026-04-20',
  dueDate: '2026-05-20',
  customerPoNumber: 'PO-7781',
  customerPoDate: '2026-04-02',
  vehicleReference: null,
  deliveryAddressId: null,
  lines: [
    {
      salesOrderLineId: IDS.orderLine1,
      productId: IDS.sleeve,
      description: 'Nozzle holder sleeve',
      drawingNumber: 'DAC-2231-B',
      hsnCode: '84099990',
      unit: 'NOS',
      quantity: 40,
      remaining: 40,
      dispatchable: 40,
      rate: 42.5,
      gstRate: 18,
      lineNumber: 2,
    },
  ],
};
