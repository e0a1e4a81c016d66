import type { SalesOrder, SalesOrderLine } from '@lathe/shared';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json } from '../../test/fake-fetch';

/** Test data for the sales order screens: ids are real UUIDs, as the schemas check them. */
export const ID = {
  customer: '0b5c6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a01',
  otherCustomer: '0b5c6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a02',
  sleeve: '5e1f0a7c-2b3d-4c5e-9f60-7a8b9c0d1e01',
  spacer: '5e1f0a7c-2b3d-4c5e-9f60-7a8b9c0d1e02',
  pin: '5e1f0a7c-2b3d-4c5e-9f60-7a8b9c0d1e03',
  draft: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  confirmed: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02',
  line1: 'c1000000-0000-4000-8000-000000000001',
  line2: 'c1000000-0000-4000-8000-000000000002',
  line3: 'c1000000-0000-4000-8000-000000000003',
};

export const CUSTOMERS = [
  { id: ID.customer, partyCode: 'DAC01', name: 'Deccan Auto Components', state: 'Maharashtra', paymentTermsDays: 30 },
  { id: ID.otherCustomer, partyCode: 'KIR02', name: 'Kirloskar Pumps', state: 'Maharashtra', paymentTermsDays: 45 },
];

export const PRODUCT_OPTIONS = [
  { id: ID.sleeve, customerId: ID.customer, drawingNumber: 'DAC-2231-B', description: 'Nozzle holder sleeve' },
  { id: ID.spacer, customerId: ID.customer, drawingNumber: 'DAC-1187-A', description: 'Injector spacer' },
  { id: ID.pin, customerId: ID.otherCustomer, drawingNumber: 'KIR-0450', description: 'Impeller pin' },
].map((p) => ({
  ...p,
  partyCode: p.customerId === ID.customer ? 'DAC01' : 'KIR02',
  hsnCode: '84099990',
  gstRate: 18,
  // The customer last ordered the spacer at ₹11.50.
  lastRate: p.id === ID.spacer ? 11.5 : null,
}));

const needs = (machiningHours: number, rawMaterialKg: number | null, bags: number | null, boxes: number | null) => ({
  machiningHours,
  rawMaterialKg,
  bags,
  boxes,
  cartons: null,
});

function line(overrides: Partial<SalesOrderLine>): SalesOrderLine {
  return {
    id: ID.line1,
    lineNumber: 1,
    productId: ID.sleeve,
    drawingNumber: 'DAC-2231-B',
    description: 'Nozzle holder sleeve',
    hsnCode: '84099990',
    gstRate: 18,
    quantity: 100,
    rate: 12.35,
    amount: 1235,
    deliveryDate: null,
    dispatchedQuantity: 0,
    invoicedQuantity: 0,
    dispatchStatus: 'Not',
    invoiceStatus: 'Not',
    late: false,
    needs: needs(3.08, 24.5, 2, 1),
    ...overrides,
  };
}

const base: Omit<
  SalesOrder,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'totalAmount'
  | 'lineCount'
  | 'dispatchStatus'
  | 'invoiceStatus'
  | 'version'
  | 'lines'
> = {
  customerId: ID.customer,
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  orderDate: '2026-04-06',
  customerPoNumber: 'PO-4471',
  customerPoDate: '2026-04-02',
  deliveryDate: '2026-05-15',
  deliveryAddressId: null,
  notes: null,
  confirmedAt: null,
  closedAt: null,
  cancelledAt: null,
  statusReason: null,
  createdAt: '2026-04-06T09:00:00.000Z',
  updatedAt: '2026-04-06T09:00:00.000Z',
  dispatches: [],
  invoices: [],
  needs: needs(3.08, 24.5, 2, 1),
  late: false,
};

/** A draft of one line: 100 sleeves at ₹12.35. */
export const draftOrder: SalesOrder = {
  ...base,
  id: ID.draft,
  orderNumber: null,
  status: 'draft',
  totalAmount: 1235,
  lineCount: 1,
  dispatchStatus: 'Not',
  invoiceStatus: 'Not',
  version: 2,
  lines: [line({})],
};

/**
 * A late confirmed order of three lines: #1 40 of 100 sent and invoiced, #2 all 50 sent,
 * #3 none of 20 sent. Lines #1 and #3 are open for dispatch, #2 is done.
 */
export const confirmedOrder: SalesOrder = {
  ...base,
  id: ID.confirmed,
  orderNumber: 'SO/2026-27/0007',
  status: 'confirmed',
  notes: 'Pack in VCI bags',
  totalAmount: 250000,
  lineCount: 3,
  dispatchStatus: 'Partly',
  invoiceStatus: 'Partly',
  late: true,
  confirmedAt: '2026-04-07T10:00:00.000Z',
  version: 3,
  lines: [
    line({
      quantity: 100,
      rate: 1500,
      amount: 150000,
      dispatchedQuantity: 40,
      invoicedQuantity: 40,
      dispatchStatus: 'Partly',
      invoiceStatus: 'Partly',
      deliveryDate: '2026-04-20',
      late: true,
    }),
    line({
      id: ID.line2,
      lineNumber: 2,
      productId: ID.spacer,
      drawingNumber: 'DAC-1187-A',
      description: 'Injector spacer',
      quantity: 50,
      rate: 1000,
      amount: 50000,
      dispatchedQuantity: 50,
      dispatchStatus: 'Fully',
      needs: needs(1.25, null, 1, null),
    }),
    line({
      id: ID.line3,
      lineNumber: 3,
      quantity: 20,
      rate: 2500,
      amount: 50000,
      needs: needs(0.62, 4.9, 1, 1),
    }),
  ],
  needs: needs(4.95, 29.4, 4, 2),
  dispatches: [
    {
      id: 'd1',
      challanNumber: 'DC/2026-27/0003',
      dispatchDate: '2026-04-15',
      vehicleReference: 'MH12 AB 1234',
      notes: 'Part shipment',
      deliveryAddressId: null,
      shipToAddress: 'Gat 112, Chakan\nPune 410501',
      shipToPlace: null,
      shipToState: null,
      shipToPin: null,
      shipToGstin: null,
      eWayBillNumber: null,
      eWayBillDate: null,
      eWayBillValidUntil: null,
      createdAt: '2026-04-15T08:00:00.000Z',
      lines: [
        { orderLineId: ID.line2, lineNumber: 2, drawingNumber: 'DAC-1187-A', quantity: 50 },
        { orderLineId: ID.line1, lineNumber: 1, drawingNumber: 'DAC-2231-B', quantity: 40 },
      ],
    },
  ],
  invoices: [
    { id: 'i1', invoiceNumber: 'INV/2026-27/0012', status: 'issued', invoiceDate: '2026-04-16', grandTotal: 70800 },
  ],
};

export const listPage = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

/** The customer and product pickers, answered as the server does. */
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
  return undefined;
}
