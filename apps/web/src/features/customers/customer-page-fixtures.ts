import type {
  Ageing,
  Customer,
  CustomerDispatch,
  InvoiceSummary,
  NoteSummary,
  SalesOrderSummary,
  Statement,
} from '@lathe/shared';

/** Kaveri Pumps on 27/11/2026, as the customer page reads it: a hand-worked account. */
export const KAVERI: Customer = {
  id: 'c1',
  partyCode: 'KVP01',
  name: 'Kaveri Pumps',
  contactPerson: 'Suresh Rao',
  email: 'accounts@kaveri.example',
  phone: '+91 98450 12345',
  gstin: '29AABCK1234L1Z5',
  billingAddress: 'Plot 14, Peenya Industrial Area\nBengaluru 560058',
  shippingAddress: 'Gate 3, Plot 16, Peenya Industrial Area\nBengaluru 560058',
  state: 'Karnataka',
  paymentTermsDays: 45,
  isActive: true,
  isDeleted: false,
  deletedAt: null,
  version: 3,
  createdAt: '2026-04-01T09:00:00.000Z',
  updatedAt: '2026-04-01T09:00:00.000Z',
};

export const OPEN_ORDER: SalesOrderSummary = {
  id: 'so1',
  orderNumber: 'SO/2026-27/0042',
  status: 'confirmed',
  customerId: 'c1',
  customerPartyCode: 'KVP01',
  customerName: 'Kaveri Pumps',
  orderDate: '2026-10-02',
  customerPoNumber: 'KP/PO/7781',
  customerPoDate: '2026-09-30',
  deliveryDate: '2026-11-20',
  notes: null,
  totalAmount: 1250000,
  lineCount: 2,
  dispatchStatus: 'Partly',
  invoiceStatus: 'Partly',
  late: true,
  confirmedAt: '2026-10-02T10:00:00.000Z',
  closedAt: null,
  cancelledAt: null,
  statusReason: null,
  version: 4,
  createdAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-10-20T09:00:00.000Z',
};

export const DISPATCH: CustomerDispatch = {
  id: 'd1',
  orderId: 'so1',
  orderNumber: 'SO/2026-27/0042',
  challanNumber: 'DC/2026-27/0107',
  dispatchDate: '2026-11-18',
  vehicleReference: 'KA-01-AB-4321',
  eWayBillNumber: null,
  pieces: 2500,
  lineCount: 2,
};

const invoice = (overrides: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: 'i1',
  invoiceNumber: 'INV/2026-27/0301',
  status: 'issued',
  displayStatus: 'issued',
  overdue: false,
  customerId: 'c1',
  salesOrderId: 'so1',
  salesOrderNumber: 'SO/2026-27/0042',
  invoiceDate: '2026-11-18',
  dueDate: '2027-01-02',
  customerPartyCode: 'KVP01',
  customerName: 'Kaveri Pumps',
  customerGstin: '29AABCK1234L1Z5',
  billingAddress: null,
  shippingAddress: null,
  placeOfSupply: 'Karnataka',
  placeOfSupplyCode: '29',
  taxType: 'inter',
  customerPoNumber: null,
  customerPoDate: null,
  vehicleReference: null,
  notes: null,
  taxableTotal: 100000,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 18000,
  taxTotal: 18000,
  roundOff: 0,
  grandTotal: 118000,
  amountPaid: 0,
  adjustment: 0,
  balanceDue: 118000,
  issuedAt: '2026-11-18T10:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  eWayBillNumber: null,
  eWayBillDate: null,
  eWayBillValidUntil: null,
  eWayBillPending: false,
  version: 2,
  createdAt: '2026-11-18T09:00:00.000Z',
  updatedAt: '2026-11-18T10:00:00.000Z',
  ...overrides,
});

/**
 * ₹1,18,000.00 issued this month, nothing paid; ₹59,000.00 of September's, ₹29,500.00 paid and a
 * ₹5,900.00 credit note against it: ₹23,600.00 still due, past its due date.
 */
export const INVOICES = [
  invoice({}),
  invoice({
    id: 'i0',
    invoiceNumber: 'INV/2026-27/0188',
    status: 'partially_paid',
    displayStatus: 'overdue',
    overdue: true,
    invoiceDate: '2026-09-10',
    dueDate: '2026-10-25',
    grandTotal: 59000,
    amountPaid: 29500,
    adjustment: -5900,
    balanceDue: 23600,
  }),
];

export const NOTE: NoteSummary = {
  id: 'n1',
  noteNumber: 'CN/2026-27/0007',
  kind: 'credit',
  status: 'issued',
  invoiceId: 'i0',
  invoiceNumber: 'INV/2026-27/0188',
  invoiceDate: '2026-09-10',
  customerId: 'c1',
  customerPartyCode: 'KVP01',
  customerName: 'Kaveri Pumps',
  customerGstin: '29AABCK1234L1Z5',
  noteDate: '2026-10-05',
  reason: 'goods_returned',
  remarks: null,
  taxableTotal: 5000,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 900,
  roundOff: 0,
  grandTotal: 5900,
  issuedAt: '2026-10-05T10:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-10-05T09:00:00.000Z',
  updatedAt: '2026-10-05T10:00:00.000Z',
};

/**
 * The year to date: nothing owed on 1 April; billed ₹1,18,000.00 + ₹59,000.00 = ₹1,77,000.00 (debit);
 * ₹29,500.00 paid + the ₹5,900.00 credit note = ₹35,400.00 (credit); ₹1,77,000 − ₹35,400 = ₹1,41,600.00 owed.
 */
export const STATEMENT: Statement = {
  customerId: 'c1',
  partyCode: 'KVP01',
  customerName: 'Kaveri Pumps',
  customerAddress: null,
  customerGstin: null,
  customerState: 'Maharashtra',
  from: '2026-04-01',
  to: '2026-11-27',
  openingBalance: 0,
  entries: [],
  totalDebit: 177000,
  totalCredit: 35400,
  closingBalance: 141600,
  company: {
    name: 'Acme Precision',
    address: null,
    state: 'Maharashtra',
    stateCode: '27',
    gstin: null,
    pan: null,
    email: null,
    phone: null,
  },
};

/**
 * The same ₹1,41,600.00 by age on 27/11/2026: ₹1,18,000.00 not due (due 02/01/2027), ₹23,600.00 due
 * 25/10/2026, 33 days ago: 31–60 days.
 */
export const AGEING: Ageing = {
  asOf: '2026-11-27',
  rows: [
    {
      customerId: 'c1',
      partyCode: 'KVP01',
      customerName: 'Kaveri Pumps',
      notDue: 118000,
      days0to30: 0,
      days31to60: 23600,
      days61to90: 0,
      over90: 0,
      total: 141600,
      oldestDaysOverdue: 33,
    },
  ],
  totals: { notDue: 118000, days0to30: 0, days31to60: 23600, days61to90: 0, over90: 0, total: 141600 },
};
