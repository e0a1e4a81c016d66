import { randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS, addDays, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boxes,
  controlPlans,
  dispatches,
  gaugeCalibrations,
  goodsReceipts,
  inspections,
  invoices,
  machineDowntime,
  payments,
  productionEntries,
  purchaseOrders,
  roles,
  salesOrders,
  stockMovements,
  supplierBills,
  supplierPayments,
  users,
  workOrders,
} from '../src/db/schema/index.js';
import type { RouteEntry } from '../src/plugins/access.js';
import { label } from './access-kit.js';
import { ADMIN, createHarness, type Harness } from './harness.js';
import { writeBill } from './payables-test-kit.js';
import { type RecordFactory, recordFactory } from './record-fixtures.js';

/**
 * Mass assignment: every create and update route of the route table, the sign-up and the
 * lifecycle actions that write numbers, statuses and money, each sent the fields a client must
 * not set (ids, versions, timestamps, audit and owner fields, soft-delete flags, numbers, statuses
 * and totals the server computes, a user's hash, credentials version and direct permissions).
 * The contract's rule (docs/decisions.md, "unknown fields are ignored on input"; the zod bodies
 * strip what they do not declare) is that such fields are ignored: the request succeeds and the
 * stored record carries the server's values, never the forged ones.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

// Opened while the file is collected, so each create and update route becomes a test of its own.
const h: Harness = await createHarness();
afterAll(() => h.close());
const make: RecordFactory = recordFactory(h);
let adminId: string;
let someoneElse: string;

beforeAll(async () => {
  await make.company();
  adminId = (await h.login(ADMIN.email, ADMIN.password)).user.id;
  someoneElse = (await make.user()).id;
});

const LONG_AGO = '2001-02-03T04:05:06.000Z';

/** What no create or update body may set, on any record. */
const forgedRecordFields = (create: boolean) => ({
  id: randomUUID(),
  ...(create ? { version: 99 } : {}),
  createdAt: LONG_AGO,
  updatedAt: LONG_AGO,
  created_at: LONG_AGO,
  updated_at: LONG_AGO,
  createdBy: someoneElse,
  updatedBy: someoneElse,
  created_by: someoneElse,
  ownerId: someoneElse,
  deletedAt: LONG_AGO,
  isDeleted: true,
});

/** Fields read with a record but computed or copied by the server, per resource. */
const FORGED_BY_RESOURCE: Record<string, () => Record<string, unknown>> = {
  users: () => ({
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$forged$forged',
    password_hash: 'forged',
    credentialsVersion: 99,
    permissions: ALL_PERMISSIONS,
    role: { id: randomUUID(), name: 'Admin', permissions: ALL_PERMISSIONS },
    roles: [{ id: randomUUID(), name: 'Admin' }],
  }),
  roles: () => ({ userCount: 42 }),
  departments: () => ({}),
  designations: () => ({ departmentName: 'Forged department' }),
  employees: () => ({ departmentName: 'Forged department', designationName: 'Forged designation' }),
  machines: () => ({}),
  suppliers: () => ({}),
  'supplier-payments': () => ({
    paymentNumber: 'PV/2026-27/9999',
    supplierName: 'Forged supplier',
    supplierCode: 'FORGED',
    allocatedAmount: 777,
    advance: 555,
    createdBy: randomUUID(),
  }),
  customers: () => ({}),
  products: () => ({ customerName: 'Forged customer' }),
  'sales-orders': () => ({
    orderNumber: 'SO/FORGED/0001',
    status: 'completed',
    totalAmount: 999_999,
    confirmedAt: LONG_AGO,
    closedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    statusReason: 'Forged',
    customerName: 'Forged customer',
    customerPartyCode: 'FORGED',
    dispatchStatus: 'Fully',
    invoiceStatus: 'Fully',
    late: true,
    dispatches: [{ id: randomUUID(), dispatchDate: '2001-02-03' }],
    invoices: [{ id: randomUUID() }],
  }),
  invoices: () => ({
    invoiceNumber: 'INV/FORGED/01',
    status: 'paid',
    displayStatus: 'paid',
    issuedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    cancelReason: 'Forged',
    taxableTotal: 1,
    cgstTotal: 1,
    sgstTotal: 1,
    igstTotal: 1,
    taxTotal: 1,
    roundOff: 0.99,
    grandTotal: 1,
    amountPaid: 999_999,
    balanceDue: 4321,
    customerName: 'Forged customer',
    customerPartyCode: 'FORGED',
    customerGstin: '27AAPFU0939F1ZV',
    placeOfSupply: 'Kerala',
    placeOfSupplyCode: '32',
    taxType: 'inter',
    seller: { name: 'Forged seller' },
    payments: [{ id: randomUUID(), amount: 999_999 }],
    amountInWords: 'Forged',
  }),
  'blanket-orders': () => ({
    blanketNumber: 'BO/FORGED/0001',
    status: 'active',
    expired: true,
    activatedAt: LONG_AGO,
    closedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    statusReason: 'Forged',
    customerName: 'Forged customer',
    customerPartyCode: 'FORGED',
    customerGstin: '27AAPFU0939F1ZV',
    customerState: 'Kerala',
    lineCount: 99,
    releases: [{ orderId: randomUUID(), orderNumber: 'SO/FORGED' }],
    billedAtOldPrice: [{ invoiceId: randomUUID(), difference: 999 }],
  }),
  'delivery-schedules': () => ({
    revision: 9,
    customerName: 'Forged customer',
    customerPartyCode: 'FORGED',
    lineCount: 99,
    scheduled: 99_999,
    dispatched: 99_999,
    releaseOrder: { id: randomUUID(), orderNumber: 'SO/FORGED', status: 'completed' },
    revisions: [{ id: randomUUID(), revision: 9 }],
  }),
  quotations: () => ({
    quotationNumber: 'QT/FORGED/0001',
    revision: 7,
    status: 'won',
    expired: true,
    sentAt: LONG_AGO,
    wonAt: LONG_AGO,
    lostAt: LONG_AGO,
    convertedAt: LONG_AGO,
    statusReason: 'Forged',
    customerName: 'Forged customer',
    customerPartyCode: 'FORGED',
    customerGstin: '27AAPFU0939F1ZV',
    customerAddress: 'Forged address',
    customerState: 'Kerala',
    lineCount: 99,
    seller: { name: 'Forged seller' },
    revisions: [{ id: randomUUID(), revision: 9 }],
    salesOrder: { id: randomUUID(), orderNumber: 'SO/FORGED/0001' },
  }),
  'purchase-orders': () => ({
    poNumber: 'PO/FORGED/0001',
    status: 'received',
    confirmedAt: LONG_AGO,
    shortClosedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    statusReason: 'Forged',
    supplierName: 'Forged supplier',
    supplierCode: 'FORGED',
    supplierGstin: '27AAPFU0939F1ZV',
    supplierAddress: 'Forged address',
    supplierState: 'Kerala',
    taxType: 'inter',
    taxableTotal: 1,
    cgstTotal: 1,
    sgstTotal: 1,
    igstTotal: 1,
    taxTotal: 1,
    roundOff: 0.99,
    grandTotal: 1,
    lineCount: 99,
    linesReceived: 99,
    receiptProgress: 'Fully',
    buyer: { name: 'Forged buyer' },
    amountInWords: 'Forged',
    goodsReceipts: [{ id: randomUUID(), grnNumber: 'GRN/FORGED/0001' }],
  }),
  'supplier-bills': () => ({
    billNumber: 'PB/FORGED/0001',
    status: 'paid',
    supplierName: 'Forged supplier',
    supplierCode: 'FORGED',
    supplierGstin: '27AAPFU0939F1ZV',
    supplierAddress: 'Forged address',
    supplierState: 'Kerala',
    poNumber: 'PO/FORGED/0001',
    supplierInvoiceKey: 'FORGED',
    financialYear: '2001-02',
    taxType: 'inter',
    taxableTotal: 1,
    cgstTotal: 1,
    sgstTotal: 1,
    igstTotal: 1,
    taxTotal: 1,
    linesTotal: 1,
    roundOff: 0.99,
    grandTotal: 1,
    tdsSection: '194C',
    tdsRate: 20,
    tdsBase: 1,
    tdsAmount: 999,
    tdsNote: 'Forged',
    amountPaid: 999,
    owed: 1,
    matchStatus: 'mismatched',
    mismatchCount: 9,
    mismatches: [{ line: 1, field: 'rate', ordered: 1, received: null, billed: 2 }],
    itc: { eligible: 1, ineligible: 1, reversed: 1 },
    heldAt: LONG_AGO,
    bookedAt: LONG_AGO,
    approvedAt: LONG_AGO,
    approvedBy: randomUUID(),
    approvedByName: 'Forged approver',
    cancelledAt: LONG_AGO,
    statusReason: 'Forged',
    buyer: { name: 'Forged buyer' },
    amountInWords: 'Forged',
  }),
  'goods-receipts': () => ({
    grnNumber: 'GRN/FORGED/0001',
    status: 'received',
    receivedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    cancelReason: 'Forged',
    poNumber: 'PO/FORGED/0001',
    supplierId: randomUUID(),
    supplierName: 'Forged supplier',
  }),
  notes: () => ({
    noteNumber: 'CN/FORGED/01',
    status: 'issued',
    issuedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    cancelReason: 'Forged',
    invoiceNumber: 'INV/FORGED/01',
    invoiceDate: '2001-02-03',
    customerId: randomUUID(),
    customerName: 'Forged customer',
    customerPartyCode: 'FORGED',
    customerGstin: '27AAPFU0939F1ZV',
    placeOfSupply: 'Kerala',
    taxType: 'inter',
    taxableTotal: 1,
    cgstTotal: 1,
    grandTotal: 1,
    seller: { name: 'Forged seller' },
    amountInWords: 'Forged',
  }),
  'job-work-challans': () => ({
    challanNumber: 'JWC/FORGED/0001',
    status: 'received',
    sentAt: LONG_AGO,
    closedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    statusReason: 'Forged',
    jobWorkerName: 'Forged job worker',
    jobWorkerGstin: '27AAPFU0939F1ZV',
    jobWorkerAddress: 'Forged address',
    jobWorkerState: 'Kerala',
    totalValue: 1,
    quantity: 999_999,
    pendingQuantity: 0,
    unit: 'FORGED',
    daysOut: 999,
    overdue: true,
    overdueOn: '2001-02-03',
    overdueGoods: 'tools',
  }),
  'work-orders': () => ({
    woNumber: 'WO/FORGED/0001',
    status: 'completed',
    releasedAt: LONG_AGO,
    inProgressAt: LONG_AGO,
    completedAt: LONG_AGO,
    closedShortAt: LONG_AGO,
    statusReason: 'Forged',
    productDescription: 'Forged description',
    drawingNumber: 'FORGED',
    salesOrderId: randomUUID(),
    salesOrderNumber: 'SO/FORGED/0001',
    customerId: randomUUID(),
    customerName: 'Forged customer',
    goodQuantity: 999,
    rejectedQuantity: 999,
    leftToMake: 0,
    firstPiecePassed: true,
    operations: [
      {
        id: randomUUID(),
        seq: 1,
        kind: 'spm',
        cycleTimeSec: 1,
        goodQuantity: 999,
        lockedMachineId: randomUUID(),
        lockedStart: '2001-02-03T04:05',
      },
    ],
    materials: [{ itemKey: 'FORGED|KEY', heatNumber: 'FORGED', reservedQuantity: 999, issuedQuantity: 999 }],
    materialNeed: { item: 'FORGED|KEY', neededKg: 1, reservedKg: 999, shortKg: 0 },
  }),
  gauges: () => ({
    state: 'overdue',
    lastCalibratedOn: '2001-02-03',
    dueOn: '2099-12-31',
    calibrations: [{ id: randomUUID(), calibratedOn: '2001-02-03', result: 'pass', nextDueOn: '2099-12-31' }],
    readings: [{ inspectionId: randomUUID(), kind: 'pdi', characteristic: 'Forged' }],
  }),
  'customer-materials': () => ({
    receiptNumber: 'CMR/FORGED/0001',
    status: 'received',
    receivedAt: LONG_AGO,
    cancelledAt: LONG_AGO,
    cancelReason: 'Forged',
    customerName: 'Forged customer',
    totalKg: 999_999,
    totalBars: 999,
  }),
};

/** What a job-work challan line's stock item and what came back of it are: the server's, never the body's. */
const FORGED_JOB_WORK_LINE = {
  id: '00000000-0000-4000-8000-000000000001',
  lineNumber: 77,
  itemKey: 'FORGED|KEY',
  returnedQuantity: 5,
  goodQuantity: 5,
  rejectedQuantity: 5,
  scrapKg: 5,
  pendingQuantity: 0,
  // Section 143's limit and the deemed supply's invoice are the server's too.
  lastDay: '2001-02-03',
  overdueOn: '2001-02-04',
  overdue: true,
  deemedSupplyInvoiceId: '00000000-0000-4000-8000-000000000002',
  deemedSupplyInvoiceNumber: 'INV/FORGED/0001',
  deemedSupplyInvoiceStatus: 'issued',
};

/** A draft job-work challan as the server makes it: no number, nothing sent or back, the line's own stock item. */
function expectServerChallan(saved: Json, quantity: number, value: number) {
  expect(saved).toMatchObject({ status: 'draft', challanNumber: null, sentAt: null, statusReason: null });
  expect(saved).toMatchObject({
    totalValue: value,
    quantity,
    pendingQuantity: quantity,
    daysOut: null,
    overdue: false,
    overdueGoods: null,
  });
  expect(saved.lines[0]).toMatchObject({
    lineNumber: 1,
    itemKey: `part:${saved.lines[0].productId}`,
    returnedQuantity: 0,
    goodQuantity: 0,
    rejectedQuantity: 0,
    scrapKg: 0,
    pendingQuantity: quantity,
    lastDay: null,
    overdue: false,
    deemedSupplyInvoiceId: null,
    deemedSupplyInvoiceNumber: null,
    deemedSupplyInvoiceStatus: null,
  });
}

/** Line fields the server computes or copies from the product (sales orders and invoices). */
const FORGED_LINE = {
  id: '00000000-0000-4000-8000-000000000001',
  lineNumber: 77,
  amount: 999_999,
  taxable: 999_999,
  cgst: 999_999,
  sgst: 999_999,
  igst: 999_999,
  total: 999_999,
  dispatchedQuantity: 5,
  invoicedQuantity: 5,
};

/** What a purchase order line's receipts and stock item are: the server's, never the body's. */
const FORGED_PURCHASE_LINE = {
  ...FORGED_LINE,
  materialKey: 'FORGED|KEY',
  receivedQuantity: 99,
  leftToReceive: 0,
};

/** What a blanket order line shows of its product, and what the releases against it add up to. */
const FORGED_BLANKET_LINE = {
  id: randomUUID(),
  lineNumber: 42,
  drawingNumber: 'FORGED-DRG',
  description: 'Forged description',
  hsnCode: '99999999',
  gstRate: 0,
  prices: [{ effectiveFrom: '2001-01-01', rate: 1, reason: 'Forged' }],
  released: 99,
  dispatched: 99,
  invoiced: 99,
  leftToRelease: 0,
};

/** A draft blanket order as the server makes it: no number, its product's own words, one price from its start. */
async function expectServerBlanketOrder(saved: Json) {
  expect(saved).toMatchObject({ status: 'draft', blanketNumber: null, activatedAt: null, releases: [] });
  const product = await make.admin('GET', `/api/products/${saved.lines[0].productId}`);
  expect(saved.lines[0]).toMatchObject({
    lineNumber: 1,
    drawingNumber: product.drawing_number,
    description: product.product_description,
    gstRate: product.gstRate,
    prices: [{ effectiveFrom: '2026-04-01', rate: 35.5, reason: null }],
    released: 0,
  });
}

/** What a schedule line shows of its release. */
const FORGED_SCHEDULE_LINE = {
  id: randomUUID(),
  orderLineId: randomUUID(),
  dispatched: 400,
  leftToDispatch: 1,
  rate: 1,
  firm: false,
  state: 'on_time',
};

/** What a quotation line shows of its product, and the cost sheets the server works out. */
const FORGED_QUOTATION_LINE = {
  id: randomUUID(),
  lineNumber: 42,
  drawingNumber: 'FORGED-DRG',
  description: 'Forged description',
  hsnCode: '99999999',
  gstRate: 0,
};

/** An enquiry as the server makes it: no number, revision 0, the product's own words and the sheet worked out. */
async function expectServerQuotation(saved: Json) {
  expect(saved).toMatchObject({
    status: 'enquiry',
    quotationNumber: null,
    revision: 0,
    sentAt: null,
    salesOrder: null,
  });
  const product = await make.admin('GET', `/api/products/${saved.lines[0].productId}`);
  expect(saved.lines[0]).toMatchObject({
    lineNumber: 1,
    drawingNumber: product.drawing_number,
    description: product.product_description,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
  });
  expect(saved.lines[0].breaks[0].sheet.material).toBe(14.52);
}

const purchaseOrderCreatedBy = async (id: string) =>
  (await h.db.select({ createdBy: purchaseOrders.createdBy }).from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]
    ?.createdBy;

/** What a goods receipt line shows of its order line, never taken from the body. */
const FORGED_RECEIPT_LINE = {
  kind: 'service',
  description: 'Forged description',
  unit: 'NOS',
  orderedQuantity: 999_999,
  orderReceivedQuantity: 999_999,
  certificate: { id: randomUUID(), fileName: 'forged.pdf' },
};

/** A draft goods receipt as the server makes it: no number, the order's supplier, its line's own kind. */
async function expectServerReceipt(saved: Json, accepted: number) {
  const order = await make.admin('GET', `/api/purchase-orders/${saved.purchaseOrderId}`);
  expect(saved).toMatchObject({ status: 'draft', grnNumber: null, receivedAt: null, poNumber: order.poNumber });
  expect(saved).toMatchObject({ supplierId: order.supplierId, supplierName: order.supplierName });
  expect(saved.lines[0]).toMatchObject({
    lineNumber: 1,
    kind: 'bar_stock',
    description: order.lines[0].description,
    unit: 'KGS',
    orderedQuantity: order.lines[0].quantity,
    orderReceivedQuantity: 0,
    acceptedQuantity: accepted,
    certificate: null,
  });
  const [row] = await h.db
    .select({ createdBy: goodsReceipts.createdBy })
    .from(goodsReceipts)
    .where(eq(goodsReceipts.id, saved.id));
  expect(row?.createdBy).toBe(adminId);
}

/** Each forged field the record shows must not carry the forged value. */
function expectNotApplied(record: Json, forged: Record<string, unknown>, where: string) {
  for (const [key, value] of Object.entries(forged)) {
    if (!(key in record)) continue;
    if (Array.isArray(value) && Array.isArray(record[key])) {
      for (const item of record[key]) {
        for (const sent of value as Record<string, unknown>[])
          expect(item, `${where}: ${key}[]`).not.toMatchObject(sent);
      }
      continue;
    }
    expect(record[key], `${where}: ${key}`).not.toEqual(value);
  }
}

/** Dates the server set: recent, never the forged ones. */
function expectServerTimes(record: Json, where: string, createdBefore?: string) {
  for (const key of ['createdAt', 'updatedAt', 'created_at', 'updated_at']) {
    if (!(key in record)) continue;
    expect(record[key], `${where}: ${key}`).not.toBe(LONG_AGO);
    expect(Date.now() - Date.parse(record[key]), `${where}: ${key} is recent`).toBeLessThan(10 * 60_000);
  }
  if (createdBefore) expect(record.createdAt, `${where}: createdAt kept`).toBe(createdBefore);
}

/** What a production entry shows of its machine, operator, work order, operation, reasons and shift: the server's. */
const forgedEntry = () => ({
  machineNo: 'FORGED',
  machineName: 'Forged machine',
  operatorName: 'Forged operator',
  woNumber: 'WO/FORGED/0001',
  productId: randomUUID(),
  productDescription: 'Forged description',
  drawingNumber: 'FORGED',
  operationSeq: 77,
  operationLabel: 'Forged operation',
  operationKind: 'spm',
  rejectionReasonName: 'Forged reason',
  downtimeReasonName: 'Forged reason',
  plannedMinutes: 1440,
  cycleTimeSec: 0.5,
});

/** An entry as the server makes it: the shift's minutes and the cycle time of the day, the names of what it names. */
async function expectServerEntry(saved: Json, goodQuantity: number) {
  const order = await make.admin('GET', `/api/work-orders/${saved.workOrderId}`);
  expect(saved).toMatchObject({
    woNumber: order.woNumber,
    productId: order.productId,
    operationSeq: 1,
    operationLabel: 'Single setup',
    operationKind: 'single_setup',
    plannedMinutes: 480,
    cycleTimeSec: 45,
    goodQuantity,
    rejectionReasonName: null,
  });
  expect(order).toMatchObject({ status: 'in_progress', goodQuantity, leftToMake: 500 - goodQuantity });
  const [row] = await h.db
    .select({ createdBy: productionEntries.createdBy })
    .from(productionEntries)
    .where(eq(productionEntries.id, saved.id));
  expect(row?.createdBy).toBe(adminId);
}

/**
 * What an inspection shows of its subject and what the server judges: the verdicts above all, the
 * kind, the product, the sample and lot, the report's names.
 */
const forgedInspection = () => ({
  result: 'pass',
  productDescription: 'Forged description',
  drawingNumber: 'FORGED',
  partyCode: 'FORGED',
  lotQuantity: 999_999,
  inspectorName: 'Forged inspector',
  workOrderNumber: 'WO/FORGED/0001',
  challanNumber: 'DC/FORGED/0001',
  dispatchDate: '2001-02-03',
  salesOrderId: randomUUID(),
  orderNumber: 'SO/FORGED/0001',
  customerName: 'Forged customer',
  customerPoNumber: 'FORGED',
  invoices: [{ id: randomUUID(), invoiceNumber: 'INV/FORGED/01', invoiceDate: '2001-02-03' }],
  workOrders: [{ id: randomUUID(), woNumber: 'WO/FORGED/0001', heatNumbers: ['FORGED'] }],
});
/** An OD measured 0.1 mm over its tolerance, its verdict forged as a pass. */
const oversizeReading = (pieces: number) => ({
  characteristic: 'OD',
  nominal: 21.5,
  lowerTolerance: -0.02,
  upperTolerance: 0.02,
  measured: Array.from({ length: pieces }, () => 21.6),
  result: 'pass',
  seq: 77,
  min: 21.5,
  max: 21.5,
});

/** What an in-process inspection shows of its operation and machine: the server's, from the ids sent. */
const forgedInProcess = () => ({
  operationLabel: 'Forged operation',
  machineNo: 'FORGED',
  machineName: 'Forged machine',
});

/** An inspection as the server judged and recorded it: failed, on its subject's product, by the signed-in user. */
async function expectServerInspection(saved: Json, kind: 'first_piece' | 'in_process' | 'pdi', productId: string) {
  expect(saved).toMatchObject({ kind, result: 'fail', productId, invoices: [] });
  expect(saved.readings).toEqual([
    expect.objectContaining({ seq: 1, characteristic: 'OD', result: 'fail', min: 21.6, max: 21.6 }),
  ]);
  const [row] = await h.db
    .select({ createdBy: inspections.createdBy })
    .from(inspections)
    .where(eq(inspections.id, saved.id));
  expect(row?.createdBy).toBe(adminId);
}

/** What a supplier bill line's receipt, order and figures are: the server's, never the body's. */
const FORGED_BILL_LINE = {
  ...FORGED_LINE,
  goodsReceiptId: randomUUID(),
  grnNumber: 'GRN/FORGED/0001',
  ordered: { quantity: 1, rate: 1, gstRate: 0 },
  received: 999,
};

/** A draft bill of a received receipt's 10 kg at the order's ₹78.50: ₹785 + ₹70.65 + ₹70.65 = ₹926.30. */
const supplierBillBody = (receipt: Json) => ({
  supplierId: receipt.supplierId,
  purchaseOrderId: receipt.purchaseOrderId,
  supplierInvoiceNumber: `MA-${randomUUID().slice(0, 8)}`,
  supplierInvoiceDate: todayIn(),
  billDate: todayIn(),
  invoiceTotal: 926.3,
  lines: [
    {
      purchaseOrderLineId: receipt.lines[0].purchaseOrderLineId,
      goodsReceiptLineId: receipt.lines[0].id,
      description: 'Bright bar EN8',
      quantity: 10,
      rate: 78.5,
      gstRate: 18,
      ...FORGED_BILL_LINE,
    },
  ],
});

/** The saved draft's own body back, its lines forged again. */
const supplierBillBodyOf = (bill: Json) => ({
  supplierId: bill.supplierId,
  purchaseOrderId: bill.purchaseOrderId,
  supplierInvoiceNumber: bill.supplierInvoiceNumber,
  supplierInvoiceDate: bill.supplierInvoiceDate,
  billDate: bill.billDate,
  invoiceTotal: bill.invoiceTotal,
  lines: bill.lines.map((line: Json) => ({
    purchaseOrderLineId: line.purchaseOrderLineId,
    goodsReceiptLineId: line.goodsReceiptLineId,
    description: line.description,
    quantity: line.quantity,
    rate: line.rate,
    gstRate: line.gstRate,
    ...FORGED_BILL_LINE,
  })),
});

async function expectServerBill(saved: Json) {
  expect(saved).toMatchObject({
    status: 'draft',
    billNumber: null,
    taxType: 'intra',
    taxableTotal: 785,
    cgstTotal: 70.65,
    grandTotal: 926.3,
    roundOff: 0,
    amountPaid: 0,
    matchStatus: 'matched',
    mismatches: [],
    approvedAt: null,
  });
  expect(saved.lines[0]).toMatchObject({
    lineNumber: 1,
    taxable: 785,
    total: 926.3,
    received: 10,
    grnNumber: expect.any(String),
  });
  const [row] = await h.db
    .select({ createdBy: supplierBills.createdBy, approvedBy: supplierBills.approvedBy })
    .from(supplierBills)
    .where(eq(supplierBills.id, saved.id));
  expect(row).toEqual({ createdBy: adminId, approvedBy: null });
}

interface Case {
  /** A valid body for the route (for an update, made from the record as read). */
  body(record?: Json): Promise<object> | object;
  /** A record to update, made fresh. */
  record?(): Promise<Json>;
  /** Fields the record shows but the server sets, beyond its resource's (below a resource's path). */
  forged?(): Record<string, unknown>;
  /** Where the record is read back by its id, when not at `/api/{resource}/{id}`. */
  readBack?(id: string): string;
  /** The record, when it has no path of its own: found in a list by its id. */
  find?(id: string): Promise<Json | undefined>;
  /** Checks beyond the common ones, with the answer and the record read back. */
  check?(saved: Json, sent: Record<string, unknown>): Promise<void> | void;
}

const ok = async (res: { statusCode: number; body: string }, where: string, status: number[]) => {
  expect(status, `${where}: ${res.statusCode} ${res.body.slice(0, 400)}`).toContain(res.statusCode);
  return JSON.parse(res.body) as Json;
};

const createdBy = async (table: typeof invoices | typeof salesOrders, id: string) =>
  (await h.db.select({ createdBy: table.createdBy }).from(table).where(eq(table.id, id)))[0]?.createdBy;

/** The body of each create (`POST /api/{resource}`) and update (`PUT|PATCH /api/{resource}/:id`). */
const CASES: Record<string, Case> = {
  'POST users': {
    body: async () => make.bodies.user((await make.role()).id),
    async check(saved) {
      const [row] = await h.db.select().from(users).where(eq(users.id, saved.id));
      expect(row?.permissions).toEqual([]);
      expect(row?.credentialsVersion).toBe(1);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain('forged');
      expect(saved.role?.name).not.toBe('Admin');
    },
  },
  'PUT users/:id': {
    record: () => make.user(),
    body: (user) => ({ firstName: 'Changed', lastName: user.lastName, roleId: user.role.id, version: user.version }),
    async check(saved) {
      const [row] = await h.db.select().from(users).where(eq(users.id, saved.id));
      expect(row?.permissions).toEqual([]);
      expect(row?.credentialsVersion).toBe(1);
      expect(row?.passwordHash).not.toContain('forged');
      expect(saved.role?.name).not.toBe('Admin');
      // The password still signs in: the forged hash was not stored.
      await h.login(saved.email, 'person-password-1');
    },
  },
  'POST roles': { body: () => make.bodies.role(), check: (saved) => expect(saved.userCount).toBe(0) },
  'PUT roles/:id': {
    record: () => make.role(),
    body: (role) => ({ name: `${role.name} changed`, permissions: role.permissions, version: role.version }),
  },
  'POST departments': { body: () => make.bodies.department() },
  'PATCH departments/:id': {
    record: () => make.department(),
    body: (r) => ({ name: `${r.name} x`, version: r.version }),
  },
  'POST designations': { body: () => make.bodies.designation() },
  'PUT designations/:id': {
    record: () => make.designation(),
    body: (r) => ({ name: `${r.name} x`, description: r.description, version: r.version }),
  },
  'PATCH designations/:id': {
    record: () => make.designation(),
    body: (r) => ({ name: `${r.name} y`, version: r.version }),
  },
  'POST employees': { body: () => make.bodies.employee() },
  'PUT employees/:id': {
    record: () => make.employee(),
    body: (r) => ({ employeeCode: r.employeeCode, firstName: 'Changed', lastName: r.lastName, version: r.version }),
  },
  'PATCH employees/:id': { record: () => make.employee(), body: (r) => ({ firstName: 'Patched', version: r.version }) },
  'POST machines': { body: () => make.bodies.machine() },
  'PATCH machines/:id': { record: () => make.machine(), body: (r) => ({ machineName: 'Changed', version: r.version }) },
  'POST suppliers': { body: () => make.bodies.supplier() },
  'PUT suppliers/:id': {
    record: () => make.supplier(),
    body: (r) => ({ name: 'Changed supplier', supplierCode: r.supplierCode, version: r.version }),
  },
  'PATCH suppliers/:id': { record: () => make.supplier(), body: (r) => ({ materials: 'Brass', version: r.version }) },
  'POST customers': {
    body: () => make.bodies.customer(),
    check: (saved) => expect(saved).toMatchObject({ isDeleted: false, deletedAt: null }),
  },
  'PUT customers/:id': {
    record: () => make.customer(),
    body: (r) => ({ ...make.bodies.customer(), partyCode: r.partyCode, name: 'Changed customer', version: r.version }),
    check: (saved) => expect(saved).toMatchObject({ isDeleted: false, deletedAt: null }),
  },
  'POST products': { body: async () => make.bodies.product((await make.customer()).partyCode) },
  'PATCH products/:id': { record: () => make.product(), body: (r) => ({ grade: 'EN19', version: r.version }) },
  'POST sales-orders': {
    async body() {
      const { customer, product } = await make.customerWithProduct();
      const order = make.bodies.salesOrder(customer.id, product.id);
      return { ...order, lines: order.lines.map((line) => ({ ...line, ...FORGED_LINE, drawingNumber: 'FORGED' })) };
    },
    async check(saved) {
      expect(saved).toMatchObject({ status: 'draft', orderNumber: null, totalAmount: 1255, confirmedAt: null });
      expect(saved.lines[0]).toMatchObject({ lineNumber: 1, amount: 1255, dispatchedQuantity: 0, invoicedQuantity: 0 });
      expect(saved.lines[0].drawingNumber).not.toBe('FORGED');
      expect(await createdBy(salesOrders, saved.id)).toBe(adminId);
    },
  },
  'PUT sales-orders/:id': {
    record: () => make.salesOrder('draft'),
    body: (order) => ({
      customerId: order.customerId,
      orderDate: order.orderDate,
      lines: [{ productId: order.lines[0].productId, quantity: 4, rate: 10, ...FORGED_LINE }],
      version: order.version,
    }),
    async check(saved) {
      expect(saved).toMatchObject({ status: 'draft', orderNumber: null, totalAmount: 40 });
      expect(saved.lines[0]).toMatchObject({ amount: 40, dispatchedQuantity: 0, invoicedQuantity: 0 });
      expect(await createdBy(salesOrders, saved.id)).toBe(adminId);
    },
  },
  'POST invoices': {
    async body() {
      const { customer, product } = await make.customerWithProduct();
      const draft = make.bodies.invoice(customer.id, product.id);
      // The LUT is copied from the company on issue, the country from the customer: never the body's.
      const forgedExport = { lutNumber: 'FORGED-LUT', countryCode: 'US' };
      return { ...draft, ...forgedExport, lines: draft.lines.map((line) => ({ ...line, ...FORGED_LINE })) };
    },
    async check(saved) {
      expect(saved).toMatchObject({
        status: 'draft',
        invoiceNumber: null,
        issuedAt: null,
        amountPaid: 0,
        payments: [],
        lutNumber: null,
        countryCode: null,
      });
      expect(saved).toMatchObject({ taxableTotal: 1000, taxTotal: 180, grandTotal: 1180 });
      expect(saved.lines[0]).toMatchObject({ lineNumber: 1, taxable: 1000, cgst: 90, sgst: 90, igst: 0, total: 1180 });
      expect(saved).toMatchObject({ placeOfSupply: 'Maharashtra', taxType: 'intra' });
      expect(await createdBy(invoices, saved.id)).toBe(adminId);
    },
  },
  'POST notes': {
    async body() {
      const invoice = await make.invoice('issued');
      const draft = make.bodies.note(invoice);
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_LINE })) };
    },
    async check(saved) {
      expect(saved).toMatchObject({ status: 'draft', noteNumber: null, issuedAt: null, taxType: 'intra' });
      expect(saved).toMatchObject({ taxableTotal: 250, cgstTotal: 22.5, grandTotal: 295 });
      expect(saved.lines[0]).toMatchObject({
        lineNumber: 1,
        taxable: 250,
        cgst: 22.5,
        sgst: 22.5,
        igst: 0,
        total: 295,
      });
    },
  },
  'PUT notes/:id': {
    record: () => make.note('draft'),
    body: (note) => ({
      kind: 'debit',
      invoiceId: note.invoiceId,
      noteDate: note.noteDate,
      reason: 'rate_correction',
      lines: [{ invoiceLineId: note.lines[0].invoiceLineId, quantity: 2, rate: 100, ...FORGED_LINE }],
      version: note.version,
    }),
    async check(saved) {
      expect(saved).toMatchObject({
        status: 'draft',
        noteNumber: null,
        kind: 'debit',
        taxableTotal: 200,
        grandTotal: 236,
      });
      expect(saved.lines[0]).toMatchObject({ taxable: 200, total: 236 });
    },
  },
  'POST blanket-orders': {
    async body() {
      const { customer, product } = await make.customerWithProduct();
      const draft = make.bodies.blanketOrder(customer.id, product.id);
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_BLANKET_LINE })) };
    },
    check: (saved) => expectServerBlanketOrder(saved),
  },
  'PUT blanket-orders/:id': {
    record: () => make.blanketOrder('draft'),
    body: (order) => ({
      ...make.bodies.blanketOrder(order.customerId, order.lines[0].productId),
      lines: [{ productId: order.lines[0].productId, rate: 35.5, ...FORGED_BLANKET_LINE }],
      version: order.version,
    }),
    check: (saved) => expectServerBlanketOrder(saved),
  },
  'POST delivery-schedules': {
    async body() {
      const { customer, product } = await make.customerWithProduct();
      await make.admin('POST', '/api/blanket-orders/activate', make.bodies.blanketOrder(customer.id, product.id));
      const schedule = make.bodies.deliverySchedule(customer.id, product.id);
      return { ...schedule, lines: schedule.lines.map((line) => ({ ...line, ...FORGED_SCHEDULE_LINE })) };
    },
    check(saved) {
      expect(saved).toMatchObject({ revision: 0, scheduled: 500, dispatched: 0 });
      expect(saved.lines[0]).toMatchObject({
        quantity: 500,
        dispatched: 0,
        leftToDispatch: 500,
        rate: 35.5,
        firm: true,
      });
      expect(saved.releaseOrder.id).not.toBe(FORGED_SCHEDULE_LINE.orderLineId);
    },
  },
  'POST quotations': {
    async body() {
      const { customer, product } = await make.customerWithProduct();
      const draft = make.bodies.quotation(customer.id, product.id);
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_QUOTATION_LINE })) };
    },
    check: (saved) => expectServerQuotation(saved),
  },
  'PUT quotations/:id': {
    record: () => make.quotation('enquiry'),
    body: (quotation) => ({
      ...make.bodies.quotation(quotation.customerId, quotation.lines[0].productId),
      lines: make.bodies
        .quotation(quotation.customerId, quotation.lines[0].productId)
        .lines.map((line) => ({ ...line, ...FORGED_QUOTATION_LINE })),
      version: quotation.version,
    }),
    check: (saved) => expectServerQuotation(saved),
  },
  'POST purchase-orders': {
    async body() {
      const draft = make.bodies.purchaseOrder((await make.supplier()).id);
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_PURCHASE_LINE })) };
    },
    async check(saved) {
      expect(saved).toMatchObject({ status: 'draft', poNumber: null, confirmedAt: null, taxType: 'intra' });
      expect(saved).toMatchObject({ taxableTotal: 24664.25, cgstTotal: 2219.78, igstTotal: 0, grandTotal: 29104 });
      expect(saved.lines[0]).toMatchObject({
        lineNumber: 1,
        materialKey: 'EN8|Ø25',
        receivedQuantity: 0,
        leftToReceive: 250.5,
        taxable: 19664.25,
        total: 23203.81,
      });
      expect(saved.lines[1]).toMatchObject({ lineNumber: 2, materialKey: null, receivedQuantity: 0 });
      expect(await purchaseOrderCreatedBy(saved.id)).toBe(adminId);
    },
  },
  'PUT purchase-orders/:id': {
    record: () => make.purchaseOrder('draft'),
    body: (order) => ({
      supplierId: order.supplierId,
      poDate: order.poDate,
      lines: [
        { kind: 'service', description: 'Hardening', quantity: 2, rate: 100, gstRate: 18, ...FORGED_PURCHASE_LINE },
      ],
      version: order.version,
    }),
    async check(saved) {
      expect(saved).toMatchObject({ status: 'draft', poNumber: null, taxableTotal: 200, grandTotal: 236 });
      expect(saved.lines[0]).toMatchObject({ taxable: 200, total: 236, receivedQuantity: 0, materialKey: null });
      expect(await purchaseOrderCreatedBy(saved.id)).toBe(adminId);
    },
  },
  'POST supplier-bills': {
    body: async () => supplierBillBody(await make.goodsReceipt('received')),
    check: (saved) => expectServerBill(saved),
  },
  'PUT supplier-bills/:id': {
    record: async () =>
      make.admin('POST', '/api/supplier-bills', supplierBillBody(await make.goodsReceipt('received'))),
    body: (bill) => ({ ...supplierBillBodyOf(bill), version: bill.version }),
    check: (saved) => expectServerBill(saved),
  },
  'POST supplier-payments': {
    async body() {
      const supplier = await make.supplier();
      const bill = await writeBill(h.db, supplier, { taxable: 100, billDate: '2026-04-01' });
      return {
        supplierId: supplier.id,
        paymentDate: '2026-04-02',
        amount: 1000,
        mode: 'cheque',
        allocations: [
          { billId: bill.id, amount: 50, id: randomUUID(), allocatedOn: '2001-01-01', paymentId: randomUUID() },
        ],
      };
    },
    async check(saved) {
      // ₹50 of ₹1,000 on the bill: ₹950 left as the advance; the number is the series'.
      expect(saved).toMatchObject({ allocatedAmount: 50, advance: 950 });
      expect(saved.paymentNumber).toMatch(/^PV\/2026-27\/\d{4}$/);
      expect(saved.allocations).toMatchObject([{ amount: 50, allocatedOn: '2026-04-02' }]);
      const [row] = await h.db
        .select({ createdBy: supplierPayments.createdBy })
        .from(supplierPayments)
        .where(eq(supplierPayments.id, saved.id));
      expect(row?.createdBy).toBe(adminId);
    },
  },
  'POST goods-receipts': {
    async body() {
      const draft = make.bodies.goodsReceipt(await make.purchaseOrder('confirmed'));
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_LINE, ...FORGED_RECEIPT_LINE })) };
    },
    check: (saved) => expectServerReceipt(saved, 10),
  },
  'PUT goods-receipts/:id': {
    record: () => make.goodsReceipt('draft'),
    body: (receipt) => ({
      purchaseOrderId: receipt.purchaseOrderId,
      receiptDate: receipt.receiptDate,
      lines: [
        {
          purchaseOrderLineId: receipt.lines[0].purchaseOrderLineId,
          receivedQuantity: 7,
          acceptedQuantity: 7,
          rejectedQuantity: 0,
          heatNumber: 'H-PUT',
          ...FORGED_LINE,
          ...FORGED_RECEIPT_LINE,
        },
      ],
      version: receipt.version,
    }),
    check: (saved) => expectServerReceipt(saved, 7),
  },
  'PUT invoices/:id': {
    record: () => make.invoice('draft'),
    body: (invoice) => ({
      customerId: invoice.customerId,
      invoiceDate: invoice.invoiceDate,
      lines: [{ description: 'Sleeve', quantity: 2, rate: 100, gstRate: 18, ...FORGED_LINE }],
      version: invoice.version,
    }),
    async check(saved) {
      expect(saved).toMatchObject({ status: 'draft', invoiceNumber: null, taxableTotal: 200, grandTotal: 236 });
      expect(saved.lines[0]).toMatchObject({ taxable: 200, total: 236 });
      expect(await createdBy(invoices, saved.id)).toBe(adminId);
    },
  },
  'POST job-work-challans': {
    async body() {
      const draft = make.bodies.jobWorkChallan((await make.supplier()).id, (await make.product()).id);
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_JOB_WORK_LINE })) };
    },
    check: (saved) => expectServerChallan(saved, 500, 12500),
  },
  'PUT job-work-challans/:id': {
    record: () => make.jobWorkChallan('draft'),
    body: (challan) => ({
      ...make.bodies.jobWorkChallan(challan.supplierId, challan.lines[0].productId),
      lines: [
        {
          ...make.bodies.jobWorkChallan(challan.supplierId, challan.lines[0].productId).lines[0],
          quantity: 40,
          value: 400,
          ...FORGED_JOB_WORK_LINE,
        },
      ],
      version: challan.version,
    }),
    check: (saved) => expectServerChallan(saved, 40, 400),
  },
  'POST customer-materials': {
    async body() {
      const draft = make.bodies.customerMaterial((await make.customer()).id);
      return { ...draft, lines: draft.lines.map((line) => ({ ...line, ...FORGED_JOB_WORK_LINE })) };
    },
    check(saved) {
      expect(saved).toMatchObject({
        status: 'draft',
        receiptNumber: null,
        receivedAt: null,
        totalKg: 250.5,
        totalBars: 10,
      });
      expect(saved.lines[0]).toMatchObject({ lineNumber: 1, itemKey: 'EN19|Ø32' });
    },
  },
  'PUT customer-materials/:id': {
    record: () => make.customerMaterial('draft'),
    body: (receipt) => ({
      ...make.bodies.customerMaterial(receipt.customerId),
      lines: [{ grade: 'EN8', rodSize: 'Hex 17', quantity: 40, ...FORGED_JOB_WORK_LINE }],
      version: receipt.version,
    }),
    check(saved) {
      expect(saved).toMatchObject({ status: 'draft', receiptNumber: null, totalKg: 40, totalBars: 0 });
      expect(saved.lines[0]).toMatchObject({ lineNumber: 1, itemKey: 'EN8|HEX 17', heatNumber: '' });
    },
  },

  'POST work-orders': {
    async body() {
      const customer = await make.customer();
      const product = await make.admin('POST', '/api/products', make.bodies.plannedProduct(customer.partyCode));
      return make.bodies.workOrder(product.id);
    },
    check: (saved) => expectServerWorkOrder(saved, 500),
  },
  'PUT work-orders/:id': {
    record: () => make.workOrder('draft'),
    body: (order) => ({ ...make.bodies.workOrder(order.productId), quantity: 800, version: order.version }),
    check: (saved) => expectServerWorkOrder(saved, 800),
  },
  'POST production/entries': {
    async body() {
      const { workOrder } = await make.firstPiece();
      const machine = await make.machine();
      const operator = await make.employee();
      return make.bodies.productionEntry(workOrder, machine.id, operator.id);
    },
    forged: forgedEntry,
    readBack: (id) => `/api/production/entries/${id}`,
    check: (saved) => expectServerEntry(saved, 100),
  },
  'PUT production/entries/:id': {
    record: () => make.productionEntry(),
    body: (entry) => ({
      ...make.bodies.productionEntry(
        { id: entry.workOrderId, operations: [{ id: entry.operationId }] },
        entry.machineId,
        entry.operatorId,
      ),
      goodQuantity: 90,
      version: entry.version,
    }),
    forged: forgedEntry,
    readBack: (id) => `/api/production/entries/${id}`,
    check: (saved) => expectServerEntry(saved, 90),
  },
  'POST production/reasons': {
    body: () => make.bodies.productionReason(),
    forged: () => ({ active: false, entryCount: 99 }),
    find: findReason,
    check: (saved) => expect(saved).toMatchObject({ kind: 'rejection', active: true, entryCount: 0 }),
  },
  'PATCH production/reasons/:id': {
    record: () => make.productionReason(),
    body: (reason) => ({ name: `${reason.name} renamed`, version: reason.version }),
    // The list a reason is on is chosen when it is made.
    forged: () => ({ kind: 'downtime', entryCount: 99 }),
    find: findReason,
    check: (saved) => expect(saved).toMatchObject({ kind: 'rejection', active: true, entryCount: 0 }),
  },
  'POST inspections/first-piece': {
    async body() {
      const order = await make.workOrder('released');
      return { ...make.bodies.firstPiece(order.id), readings: [oversizeReading(1)] };
    },
    // A first piece's product is its work order's; a PDI names the product the dispatch sends.
    forged: () => ({
      ...forgedInspection(),
      kind: 'pdi',
      decides: false,
      productId: randomUUID(),
      dispatchId: randomUUID(),
      sampleSize: 99,
    }),
    async check(saved, sent) {
      const order = await make.admin('GET', `/api/work-orders/${sent.workOrderId}`);
      await expectServerInspection(saved, 'first_piece', order.productId);
      expect(saved).toMatchObject({
        workOrderNumber: order.woNumber,
        dispatchId: null,
        sampleSize: 1,
        lotQuantity: 500,
        decides: true,
      });
      expect((await make.admin('GET', `/api/work-orders/${order.id}`)).firstPiecePassed).toBe(false);
    },
  },
  'POST inspections/pdi': {
    async body() {
      const { dispatch } = await make.dispatch();
      return { ...make.bodies.pdi(dispatch.id), readings: [oversizeReading(2)] };
    },
    forged: () => ({ ...forgedInspection(), kind: 'first_piece', decides: true, workOrderId: randomUUID() }),
    async check(saved, sent) {
      const [dispatch] = await h.db
        .select()
        .from(dispatches)
        .where(eq(dispatches.id, sent.dispatchId as string));
      const order = await make.admin('GET', `/api/sales-orders/${dispatch?.orderId}`);
      await expectServerInspection(saved, 'pdi', order.lines[0].productId);
      expect(saved).toMatchObject({ workOrderId: null, sampleSize: 2, lotQuantity: 2, orderNumber: order.orderNumber });
    },
  },
  'POST inspections/in-process': {
    async body() {
      const order = await make.workOrder('released');
      const machine = await make.machine();
      return { ...make.bodies.inProcess(order, machine.id), readings: [oversizeReading(2)] };
    },
    forged: () => ({
      ...forgedInspection(),
      ...forgedInProcess(),
      kind: 'pdi',
      decides: true,
      productId: randomUUID(),
      dispatchId: randomUUID(),
    }),
    async check(saved, sent) {
      const order = await make.admin('GET', `/api/work-orders/${sent.workOrderId}`);
      const machine = await make.admin('GET', `/api/machines/${sent.machineId}`);
      await expectServerInspection(saved, 'in_process', order.productId);
      expect(saved).toMatchObject({
        workOrderId: order.id,
        workOrderNumber: order.woNumber,
        operationId: order.operations[0].id,
        machineId: machine.id,
        machineNo: machine.machineNo,
        machineName: machine.machineName,
        trigger: 'setup',
        dispatchId: null,
        sampleSize: 2,
        lotQuantity: 500,
        decides: false,
      });
    },
  },
  'POST inspections/lot': {
    async body() {
      const { order } = await make.madeWorkOrder();
      return { ...make.bodies.lotPdi(order.id, 100), readings: [oversizeReading(2)] };
    },
    // A lot's PDI is of its work order's product, of no dispatch and no machine.
    forged: () => ({
      ...forgedInspection(),
      ...forgedInProcess(),
      kind: 'first_piece',
      decides: true,
      productId: randomUUID(),
      dispatchId: randomUUID(),
      operationId: randomUUID(),
      machineId: randomUUID(),
      trigger: 'setup',
    }),
    async check(saved, sent) {
      const order = await make.admin('GET', `/api/work-orders/${sent.workOrderId}`);
      await expectServerInspection(saved, 'pdi', order.productId);
      expect(saved).toMatchObject({
        workOrderId: order.id,
        workOrderNumber: order.woNumber,
        dispatchId: null,
        operationId: null,
        machineId: null,
        trigger: null,
        sampleSize: 2,
        lotQuantity: 100,
        decides: false,
      });
    },
  },
  'POST gauges': {
    body: () => make.bodies.gauge(),
    check: (saved) =>
      expect(saved).toMatchObject({
        status: 'active',
        state: 'uncalibrated',
        lastCalibratedOn: null,
        dueOn: null,
        calibrations: [],
        readings: [],
      }),
  },
  'PUT gauges/:id': {
    record: () => make.calibratedGauge(),
    body: (gauge) => ({ ...make.bodies.gauge(), code: gauge.code, name: 'Renamed caliper', version: gauge.version }),
    check(saved) {
      // The due date is still its calibration's: today + 90 days.
      expect(saved).toMatchObject({
        name: 'Renamed caliper',
        state: 'calibrated',
        lastCalibratedOn: todayIn(),
        dueOn: addDays(todayIn(), 90),
      });
      expect(saved.calibrations).toHaveLength(1);
    },
  },
  'PUT schedule/machines/:id': {
    async record() {
      const machine = await make.machine();
      return make.admin('GET', `/api/schedule/machines/${machine.id}`);
    },
    body: (capacity) => make.bodies.machineCapacity(capacity.version),
    forged: () => ({
      machineNo: 'FORGED',
      machineName: 'Forged machine',
      available: false,
      saved: false,
      back: '2030-01-01T08:00',
      downtime: [
        { id: randomUUID(), kind: 'breakdown', start: '2030-01-01T08:00', expectedReturn: '2030-01-02T08:00' },
      ],
      measured: { from: '2030-01-01', to: '2030-03-31', plannedMinutes: 1, availability: 1, performance: 9, rate: 9 },
    }),
    readBack: (id) => `/api/schedule/machines/${id}`,
    async check(saved) {
      const machine = await make.admin('GET', `/api/machines/${saved.id}`);
      expect(saved).toMatchObject({
        machineNo: machine.machineNo,
        machineName: machine.machineName,
        status: 'running',
        available: true,
        saved: true,
        efficiencyPercent: 85,
        breaks: [{ start: '12:30', minutes: 30 }],
        back: null,
        downtime: [],
        measured: null,
      });
    },
  },
};

/** A draft work order as the server makes it: no number, nothing made, the product's figures and operations. */
async function expectServerWorkOrder(saved: Json, quantity: number) {
  const product = await make.admin('GET', `/api/products/${saved.productId}`);
  expect(saved).toMatchObject({
    status: 'draft',
    woNumber: null,
    releasedAt: null,
    completedAt: null,
    statusReason: null,
    productDescription: product.product_description,
    drawingNumber: product.drawing_number,
    salesOrderId: null,
    customerName: null,
    quantity,
    goodQuantity: 0,
    rejectedQuantity: 0,
    leftToMake: quantity,
    materials: [],
    firstPiecePassed: false,
  });
  expect(saved.operations).toEqual([
    expect.objectContaining({ seq: 1, kind: 'single_setup', cycleTimeSec: 45, goodQuantity: 0, lockedStart: null }),
  ]);
  const [row] = await h.db
    .select({ createdBy: workOrders.createdBy })
    .from(workOrders)
    .where(eq(workOrders.id, saved.id));
  expect(row?.createdBy).toBe(adminId);
}

/** A production reason as the reasons list shows it (reasons have no read of their own). */
async function findReason(id: string) {
  const reasons: Json[] = await make.admin('GET', '/api/production/reasons');
  return reasons.find((reason) => reason.id === id);
}

/** `POST users` for `POST /api/users`, `PUT users/:id` for `PUT /api/users/:id`. */
const caseKey = (route: RouteEntry) => `${route.method} ${route.url.replace(/^\/api\//, '')}`;
const resourceOf = (route: RouteEntry) => route.url.split('/')[2] as string;

/**
 * Records written below a resource's path: production entries and reasons, first-piece and PDI
 * inspections, a machine's capacity. (A plant holiday is a date and a name; a pin answers the board.)
 */
const NESTED_CREATE = /^\/api\/(production\/(entries|reasons)|inspections\/(first-piece|pdi|in-process|lot))$/;
const NESTED_UPDATE = /^\/api\/(production\/(entries|reasons)|schedule\/machines)\/:id$/;

/** Creates (`POST /api/{resource}`) and updates (`PUT|PATCH /api/{resource}/:id`) in the route table. */
const writeRoutes = () =>
  h.app.routeTable.filter(
    (route) =>
      // A receipt makes payments, not a record of its own: its forged fields are checked with the payments' below.
      (route.method === 'POST' &&
        (/^\/api\/[\w-]+$/.test(route.url) || NESTED_CREATE.test(route.url)) &&
        !route.url.startsWith('/api/auth') &&
        route.url !== '/api/receipts' &&
        // A certificate is a file as the raw body, not JSON: its id, hash and uploader are the server's (certificates.test.ts).
        route.url !== '/api/material-certificates') ||
      (['PUT', 'PATCH'].includes(route.method) &&
        (/^\/api\/[\w-]+\/:id$/.test(route.url) || NESTED_UPDATE.test(route.url))),
  );

describe('create and update routes', () => {
  it('each have a case here', () => {
    const missing = writeRoutes()
      .map(caseKey)
      .filter((key) => !CASES[key]);
    expect(missing, 'add a case for each to mass-assignment.test.ts').toEqual([]);
    expect(writeRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it.each(writeRoutes().map((route) => [label(route), route] as const))(
    '%s ignores ids, versions, timestamps, audit, owner and computed fields',
    async (_, route) => {
      const spec = CASES[caseKey(route)];
      if (!spec) throw new Error(`No case for ${label(route)}`);
      const create = route.method === 'POST';
      const token = await h.adminToken();
      const before = create ? undefined : await spec.record?.();
      if (!create && !before) throw new Error(`${label(route)} needs a record`);
      const forged = {
        ...forgedRecordFields(create),
        ...(FORGED_BY_RESOURCE[resourceOf(route)]?.() ?? {}),
        ...(spec.forged?.() ?? {}),
      };
      const body = { ...forged, ...(await spec.body(before)) };
      const url = create ? route.url : route.url.replace(':id', before.id);
      const answer = await ok(await h.call(route.method as 'POST', url, { token, body }), label(route), [
        create ? 201 : 200,
      ]);
      const id = create ? answer.id : before.id;
      /** The record under an id as read back, undefined when there is none. */
      const read = async (recordId: string): Promise<Json | undefined> => {
        if (spec.find) return spec.find(recordId);
        const path = spec.readBack?.(recordId) ?? `/api/${resourceOf(route)}/${recordId}`;
        const res = await h.call('GET', path, { token });
        return res.statusCode === 404 ? undefined : ok(res, `${label(route)} read back`, [200]);
      };
      const saved = await read(id);
      expect(saved, `${label(route)} read back`).toBeDefined();
      expect(answer.id).toBe(id);

      expectNotApplied(saved, forged, label(route));
      expectServerTimes(saved, label(route), before?.createdAt);
      expect(saved.version, `${label(route)}: version`).toBe(create ? 1 : before.version + 1);
      // No record was made or moved under the forged id.
      expect(await read(forged.id), `${label(route)}: a record under the forged id`).toBeUndefined();
      await spec.check?.(saved, body);
    },
  );
});

describe('lifecycle actions', () => {
  const token = () => h.adminToken();

  it("a machine's downtime window takes its id, machine, author and time of writing from the server", async () => {
    const machine = await make.machine();
    const other = await make.machine();
    const forgedId = randomUUID();
    const res = await h.call('POST', `/api/schedule/machines/${machine.id}/downtime`, {
      token: await token(),
      body: {
        ...make.bodies.downtime(),
        id: forgedId,
        machineId: other.id,
        createdBy: someoneElse,
        createdAt: LONG_AGO,
        expectedReturn: '2099-01-01T00:00',
      },
    });
    const window = await ok(res, 'add downtime', [201]);
    expect(window.id).not.toBe(forgedId);
    expect(window.machineId).toBe(machine.id);
    expect(window.expectedReturn.slice(11)).toBe('13:00');
    expect(Date.now() - Date.parse(window.createdAt)).toBeLessThan(10 * 60_000);
    const [row] = await h.db.select().from(machineDowntime).where(eq(machineDowntime.id, window.id));
    expect(row?.createdBy).toBe(adminId);
    expect((await make.admin('GET', `/api/schedule/machines/${other.id}`)).downtime).toEqual([]);
  });

  it('issuing numbers, dates and prices an invoice itself', async () => {
    const draft = await make.invoice('draft');
    const res = await h.call('POST', `/api/invoices/${draft.id}/issue`, {
      token: await token(),
      body: { version: draft.version, ...FORGED_BY_RESOURCE.invoices?.(), ...forgedRecordFields(false) },
    });
    const issued = await ok(res, 'issue', [200]);
    expect(issued.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4}$/);
    expect(issued).toMatchObject({ id: draft.id, status: 'issued', grandTotal: 1180, amountPaid: 0 });
    expect(issued.seller.name).toBe('Acme Precision Components Pvt Ltd');
    expect(Date.now() - Date.parse(issued.issuedAt)).toBeLessThan(10 * 60_000);
  });

  it('confirming numbers an order itself', async () => {
    const draft = await make.salesOrder('draft');
    const res = await h.call('POST', `/api/sales-orders/${draft.id}/confirm`, {
      token: await token(),
      body: { version: draft.version, ...FORGED_BY_RESOURCE['sales-orders']?.(), ...forgedRecordFields(false) },
    });
    const confirmed = await ok(res, 'confirm', [200]);
    expect(confirmed.orderNumber).toMatch(/^SO\/\d{4}-\d{2}\/\d{4}$/);
    expect(confirmed).toMatchObject({ id: draft.id, status: 'confirmed', totalAmount: 1255, statusReason: null });
  });

  it('confirming numbers a purchase order itself', async () => {
    const draft = await make.purchaseOrder('draft');
    const res = await h.call('POST', `/api/purchase-orders/${draft.id}/confirm`, {
      token: await token(),
      body: { version: draft.version, ...FORGED_BY_RESOURCE['purchase-orders']?.(), ...forgedRecordFields(false) },
    });
    const confirmed = await ok(res, 'confirm', [200]);
    expect(confirmed.poNumber).toMatch(/^PO\/\d{4}-\d{2}\/\d{4}$/);
    expect(confirmed).toMatchObject({ id: draft.id, status: 'confirmed', grandTotal: 29104, statusReason: null });
  });

  it('receiving numbers a goods receipt itself and counts what the draft accepted', async () => {
    const draft = await make.goodsReceipt('draft');
    const res = await h.call('POST', `/api/goods-receipts/${draft.id}/receive`, {
      token: await token(),
      body: { version: draft.version, ...FORGED_BY_RESOURCE['goods-receipts']?.(), ...forgedRecordFields(false) },
    });
    const received = await ok(res, 'receive', [200]);
    expect(received.grnNumber).toMatch(/^GRN\/\d{4}-\d{2}\/\d{4}$/);
    expect(received).toMatchObject({ id: draft.id, status: 'received', cancelReason: null, poNumber: draft.poNumber });
    expect(received.lines[0]).toMatchObject({ acceptedQuantity: 10, orderReceivedQuantity: 10 });
  });

  it('a payment and a dispatch get their own id, the invoice or order in the path, and the signed-in user', async () => {
    const invoice = await make.invoice('issued');
    const other = await make.invoice('issued');
    const forgedId = randomUUID();
    const paid = await ok(
      await h.call('POST', `/api/invoices/${invoice.id}/payments`, {
        token: await token(),
        body: {
          ...make.bodies.payment(),
          id: forgedId,
          invoiceId: other.id,
          createdBy: someoneElse,
          createdAt: LONG_AGO,
        },
      }),
      'payment',
      [201],
    );
    expect(paid).toMatchObject({ id: invoice.id, status: 'partially_paid', amountPaid: 100 });
    const [payment] = await h.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment?.id).not.toBe(forgedId);
    expect(payment?.createdBy).toBe(adminId);
    expect(payment?.createdAt.toISOString()).not.toBe(LONG_AGO);
    expect((await make.admin('GET', `/api/invoices/${other.id}`)).payments).toEqual([]);

    // A receipt's payments too: their ids, invoices and payer are the server's.
    const receipted = await make.invoice('issued');
    await ok(
      await h.call('POST', '/api/receipts', {
        token: await token(),
        body: {
          customerId: receipted.customerId,
          paymentDate: make.bodies.payment().paymentDate,
          mode: 'cash',
          id: forgedId,
          createdBy: someoneElse,
          createdAt: LONG_AGO,
          allocations: [{ invoiceId: receipted.id, amount: 50, id: forgedId, createdBy: someoneElse }],
        },
      }),
      'receipt',
      [201],
    );
    const [fromReceipt] = await h.db.select().from(payments).where(eq(payments.invoiceId, receipted.id));
    expect(fromReceipt?.id).not.toBe(forgedId);
    expect(fromReceipt?.createdBy).toBe(adminId);
    expect(fromReceipt?.createdAt.toISOString()).not.toBe(LONG_AGO);

    const order = await make.salesOrder('confirmed');
    const sent = await ok(
      await h.call('POST', `/api/sales-orders/${order.id}/dispatches`, {
        token: await token(),
        body: {
          ...make.bodies.dispatch(order.lines[0].id),
          id: forgedId,
          orderId: randomUUID(),
          createdBy: someoneElse,
        },
      }),
      'dispatch',
      [201],
    );
    expect(sent.dispatches).toHaveLength(1);
    const [dispatch] = await h.db.select().from(dispatches).where(eq(dispatches.orderId, order.id));
    expect(dispatch?.id).not.toBe(forgedId);
    expect(dispatch?.createdBy).toBe(adminId);
  });

  it('a calibration takes its id, gauge, due date and recorder from the server', async () => {
    const gauge = await make.gauge();
    const other = await make.gauge();
    const forgedId = randomUUID();
    const saved = await ok(
      await h.call('POST', `/api/gauges/${gauge.id}/calibrations`, {
        token: await token(),
        body: {
          ...make.bodies.calibration(),
          id: forgedId,
          gaugeId: other.id,
          nextDueOn: '2099-12-31',
          recordedBy: 'Forged person',
          certificate: { id: randomUUID(), fileName: 'forged.pdf' },
          createdBy: someoneElse,
          createdAt: LONG_AGO,
          dueOn: '2099-12-31',
          state: 'overdue',
        },
      }),
      'calibration',
      [201],
    );
    // Calibrated today, every 90 days: due in 90 days.
    const due = addDays(todayIn(), 90);
    expect(saved).toMatchObject({ id: gauge.id, state: 'calibrated', lastCalibratedOn: todayIn(), dueOn: due });
    expect(saved.calibrations).toHaveLength(1);
    const [calibration] = saved.calibrations;
    expect(calibration.id).not.toBe(forgedId);
    expect(calibration).toMatchObject({ nextDueOn: due, certificate: null });
    expect(calibration.recordedBy).not.toBe('Forged person');
    expect(Date.now() - Date.parse(calibration.createdAt)).toBeLessThan(10 * 60_000);
    const [row] = await h.db.select().from(gaugeCalibrations).where(eq(gaugeCalibrations.id, calibration.id));
    expect(row).toMatchObject({ gaugeId: gauge.id, createdBy: adminId });
    expect((await make.admin('GET', `/api/gauges/${other.id}`)).calibrations).toEqual([]);
  });

  it("a control plan's revision, day, product and gauges' names are the server's", async () => {
    const product = await make.product();
    const other = await make.product();
    const gauge = await make.calibratedGauge();
    const body = make.bodies.controlPlan();
    const forgedId = randomUUID();
    const saved = await ok(
      await h.call('PUT', `/api/control-plans/${product.id}`, {
        token: await token(),
        body: {
          ...body,
          ...forgedRecordFields(true),
          id: forgedId,
          productId: other.id,
          revision: 42,
          revisedOn: '2001-02-03',
          product: { id: other.id, drawingNumber: 'FORGED', productDescription: 'Forged description' },
          company: { name: 'Forged company' },
          characteristics: body.characteristics.map((characteristic, i) => ({
            ...characteristic,
            ...(i === 0 ? { gaugeId: gauge.id } : {}),
            id: randomUUID(),
            seq: 77 + i,
            gaugeCode: 'FORGED',
            gaugeName: 'Forged gauge',
          })),
        },
      }),
      'control plan',
      [200],
    );
    expect(saved.id).not.toBe(forgedId);
    expect(saved).toMatchObject({
      revision: 1,
      revisedOn: todayIn(),
      version: 1,
      product: { id: product.id, drawingNumber: product.drawing_number },
      company: { name: 'Acme Precision Components Pvt Ltd' },
    });
    expect(saved.characteristics.map((c: Json) => [c.seq, c.characteristic, c.gaugeCode, c.gaugeName])).toEqual([
      [1, 'OD', gauge.code, gauge.name],
      [2, 'Free of burrs', null, null],
    ]);
    expectServerTimes(saved, 'control plan');
    const [row] = await h.db.select().from(controlPlans).where(eq(controlPlans.id, saved.id));
    expect(row?.productId).toBe(product.id);
    expect((await h.call('GET', `/api/control-plans/${other.id}`, { token: await token() })).statusCode).toBe(404);
  });

  it('packing cuts, numbers and codes its boxes itself, of the work order in the body', async () => {
    const { order } = await make.madeWorkOrder();
    const other = await make.madeWorkOrder();
    const forgedId = randomUUID();
    const packing = await ok(
      await h.call('POST', '/api/boxes/pack', {
        token: await token(),
        body: {
          ...make.bodies.pack(order.id, 30, 25),
          ...forgedRecordFields(true),
          packingId: forgedId,
          code: 'BX9999999',
          productId: other.product.id,
          drawingNumber: 'FORGED',
          description: 'Forged description',
          woNumber: 'WO/FORGED/0001',
          heatNumbers: 'FORGED',
          boxNo: 7,
          boxCount: 9,
          dispatchId: randomUUID(),
          dispatchedBoxes: 5,
          boxes: [{ id: forgedId, code: 'BX9999998', quantity: 999 }],
        },
      }),
      'pack',
      [201],
    );
    expect(packing.packingId).not.toBe(forgedId);
    expect(packing).toMatchObject({
      workOrderId: order.id,
      woNumber: order.woNumber,
      drawingNumber: order.drawingNumber,
      quantity: 30,
      dispatchedBoxes: 0,
    });
    // 30 pieces 25 to a box: a full box and a part box of 5, box n of 2.
    expect(
      packing.boxes.map((b: Json) => [b.boxNo, b.boxCount, b.quantity, b.productId, b.dispatchId, b.heatNumbers]),
    ).toEqual([
      [1, 2, 25, order.productId, null, ''],
      [2, 2, 5, order.productId, null, ''],
    ]);
    for (const box of packing.boxes) {
      expect(box.code).toMatch(/^BX\d{7}$/);
      expect([forgedId, 'BX9999999', 'BX9999998']).not.toContain(box.code);
      expect(box.id).not.toBe(forgedRecordFields(true).id);
      expectServerTimes(box, 'box');
      const [row] = await h.db.select().from(boxes).where(eq(boxes.id, box.id));
      expect(row?.createdBy).toBe(adminId);
    }
    expect(await make.admin('GET', `/api/boxes/pack/${other.order.id}`)).toMatchObject({ packed: 0, packings: [] });
  });

  it('a dispatch takes the boxes its codes name, never boxes or ids the body forges', async () => {
    const { salesOrder, codes, packing } = await make.dispatchableBoxes();
    const stray = await make.packing();
    const forgedId = randomUUID();
    const sent = await ok(
      await h.call('POST', `/api/sales-orders/${salesOrder.id}/dispatches`, {
        token: await token(),
        body: {
          dispatchDate: todayIn(),
          lines: [{ orderLineId: salesOrder.lines[0].id, quantity: 20 }],
          boxCodes: codes,
          id: forgedId,
          createdBy: someoneElse,
          boxes: [{ id: stray.packing.boxes[0].id, code: stray.packing.boxes[0].code, quantity: 999 }],
          boxIds: [stray.packing.boxes[0].id],
        },
      }),
      'dispatch with boxes',
      [201],
    );
    const [dispatch] = sent.dispatches;
    expect(dispatch.id).not.toBe(forgedId);
    expect(dispatch.boxes.map((b: Json) => [b.code, b.quantity])).toEqual(codes.map((code) => [code, 10]));
    const marked = await h.db.select().from(boxes).where(eq(boxes.packingId, packing.packingId));
    expect(marked.map((box) => box.dispatchId)).toEqual([dispatch.id, dispatch.id]);
    const [strayRow] = await h.db.select().from(boxes).where(eq(boxes.id, stray.packing.boxes[0].id));
    expect(strayRow?.dispatchId).toBeNull();
  });

  it('a stock movement gets its own id, document, recorder and names; the stock switch its own date', async () => {
    const [movement] = await ok(
      await h.call('POST', '/api/stock/movements', {
        token: await token(),
        body: {
          kind: 'adjustment',
          itemType: 'material',
          grade: 'EN8',
          rodSize: '25 mm Round',
          quantity: 7,
          movementDate: '2024-01-01',
          reason: 'Opening count',
          ...forgedRecordFields(true),
          // Here the owner is whose material moves (a customer's free issue), a field the form sets.
          ownerId: undefined,
          id: 987_654,
          sourceType: 'goods_receipt',
          sourceId: randomUUID(),
          sourceNumber: 'GRN/FORGED/0001',
          label: 'Forged item',
          unit: 'NOS',
          ownerName: 'Forged owner',
          salesOrderNumber: 'SO/FORGED/0001',
          createdByName: 'Forged person',
          heats: [{ heatNumber: 'FORGED', quantity: 999 }],
        },
      }),
      'stock movement',
      [201],
    );
    expect(movement).toMatchObject({
      kind: 'adjustment',
      quantity: 7,
      label: 'EN8 Ø25',
      unit: 'KGS',
      ownerId: null,
      ownerName: null,
      sourceType: null,
      sourceId: null,
      sourceNumber: null,
      salesOrderNumber: null,
    });
    expect(movement.id).not.toBe('987654');
    expect(movement.createdByName).not.toBe('Forged person');
    expect(Date.now() - Date.parse(movement.createdAt)).toBeLessThan(10 * 60_000);
    const [row] = await h.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id, Number(movement.id)));
    expect(row?.createdBy).toBe(adminId);

    const product = await make.product();
    const tracked = await ok(
      await h.call('PUT', `/api/stock/tracked-products/${product.id}`, {
        token: await token(),
        body: { trackedSince: LONG_AGO, inStock: 999, createdBy: someoneElse, productId: randomUUID() },
      }),
      'stock switch',
      [200],
    );
    expect(tracked).toMatchObject({ productId: product.id, tracked: true, inStock: 0 });
    expect(tracked.trackedSince).not.toBe(LONG_AGO);
  });

  it('company settings work out their own state code and version', async () => {
    const current = await make.admin('GET', '/api/company-settings');
    const saved = await make.admin('PUT', '/api/company-settings', {
      name: current.name,
      state: 'Maharashtra',
      version: current.version,
      stateCode: '99',
      updatedAt: LONG_AGO,
      id: randomUUID(),
    });
    expect(saved).toMatchObject({ stateCode: '27', version: current.version + 1 });
    expect(saved.updatedAt).not.toBe(LONG_AGO);
  });

  it('an import ignores id, version, timestamps and soft-delete columns', async () => {
    const partyCode = `IMP-${randomUUID().slice(0, 6)}`;
    const report = await make.admin(
      'POST',
      '/api/customers/import',
      {
        rows: [
          {
            partyCode,
            name: 'Imported customer',
            id: randomUUID(),
            version: '99',
            createdAt: LONG_AGO,
            isDeleted: 'true',
            deletedAt: LONG_AGO,
          },
        ],
      },
      200,
    );
    expect(report).toMatchObject({ created: 1, rejected: 0 });
    const list = await make.admin('GET', `/api/customers?includeDeleted=true&search=${partyCode}`);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ partyCode, isDeleted: false, deletedAt: null, version: 1 });
    expect(list.data[0].createdAt).not.toBe(LONG_AGO);
  });
});

describe('who may set a role and the active flag', () => {
  it('signing up gives no role, no permissions and an active account, whatever the body says', async () => {
    const [admin] = await h.db.select().from(roles).where(eq(roles.name, 'Admin'));
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
    const res = await h.call('POST', '/api/auth/register', {
      body: {
        email,
        password: 'signup-password-1',
        name: 'New Person',
        roleId: admin?.id,
        isActive: false,
        ...FORGED_BY_RESOURCE.users?.(),
        ...forgedRecordFields(true),
      },
      ip: '10.77.0.1',
    });
    const session = await ok(res, 'register', [201]);
    expect(session.user).toMatchObject({ email, role: null, roles: [], permissions: [], isActive: true, version: 1 });
    const [row] = await h.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ roleId: null, permissions: [], isActive: true, credentialsVersion: 1 });
    // And the new account is refused everywhere a permission is needed.
    const denied = await h.call('GET', '/api/users', { token: session.accessToken });
    expect(denied.statusCode).toBe(403);
  });

  it('the users form sets them (spec §2: role and Active on the user form, guarded by users: edit)', async () => {
    // The spec puts role and Active on the user form and guards it with users: edit, with no
    // rule of its own for the Admin; the server refuses only what would leave no active admin.
    const clerk = await h.userWith([{ scope: 'users', actions: ['view', 'edit'] }]);
    const target = await make.user();
    const otherRole = await make.role();
    const res = await h.call('PUT', `/api/users/${target.id}`, {
      token: clerk.accessToken,
      body: {
        firstName: target.firstName,
        lastName: target.lastName,
        roleId: otherRole.id,
        isActive: false,
        version: target.version,
        permissions: ALL_PERMISSIONS,
      },
    });
    const saved = await ok(res, 'users form', [200]);
    expect(saved).toMatchObject({ isActive: false, role: { id: otherRole.id }, permissions: [] });

    // Without users: edit, neither can be changed (also not by holding users: create).
    const creator = await h.userWith([{ scope: 'users', actions: ['view', 'create'] }]);
    const refused = await h.call('PUT', `/api/users/${target.id}`, {
      token: creator.accessToken,
      body: { firstName: 'X', lastName: 'Y', roleId: target.role.id, isActive: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(await make.admin('GET', `/api/users/${target.id}`)).toMatchObject({
      isActive: false,
      version: saved.version,
    });
  });

  it('no route lets a user change their own role, permissions or active flag except the users form', () => {
    // Self-service routes (signed in, no permission) take no user fields at all: sign-out and the
    // sessions' routes take no body, the password change only the two passwords (below).
    const selfService = h.app.routeTable.filter((r) => r.access === 'signed-in' && r.method !== 'GET').map(label);
    expect(selfService).toEqual([
      'POST /api/auth/logout',
      'PUT /api/auth/me/password',
      'DELETE /api/auth/sessions/:id',
      'POST /api/auth/sessions/end-others',
    ]);
  });

  it("a user's own password change sets the password and nothing else of theirs", async () => {
    const self = await h.userWith([]);
    const res = await h.call('PUT', '/api/auth/me/password', {
      token: self.accessToken,
      body: {
        currentPassword: self.password,
        newPassword: 'kv3m-Zq7-own-choice',
        roleId: null,
        isActive: false,
        permissions: ALL_PERMISSIONS,
        credentialsVersion: 99,
        email: 'someone-else@example.com',
        ...forgedRecordFields(false),
      },
    });
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await h.db.select().from(users).where(eq(users.id, self.user.id));
    expect(row).toMatchObject({
      email: self.email,
      roleId: self.roleId,
      isActive: true,
      permissions: [],
      credentialsVersion: 1,
      version: self.user.version + 1,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await h.login(self.email, 'kv3m-Zq7-own-choice')).toHaveProperty('accessToken');
  });
});
