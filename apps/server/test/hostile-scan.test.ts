import { randomUUID } from 'node:crypto';
import { addDays, financialYearOf, materialKey, todayIn } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eWayBillNumber, ROAD_TRANSPORT } from './e-way-bill-fixtures.js';
import { ADMIN, createHarness, type Harness } from './harness.js';
import { gstinFor } from './invoice-test-kit.js';
import { irnBodyFor } from './irn-fixtures.js';
import { writeBill } from './payables-test-kit.js';
import { type RecordFactory, recordFactory } from './record-fixtures.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';

/*
 * The hostile scan: every operation of the app's own OpenAPI document, every path parameter,
 * query parameter and body field (into arrays and objects as the schema describes), each
 * replaced in turn by each hostile value below that its type reads (hostileFor) while the rest of
 * the request stays valid (real records where the field names one). No input may answer 5xx; hostile text must be
 * refused with a 4xx wherever it comes in. A route or field added later is scanned the day it
 * is registered.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

/** The parts of an OpenAPI schema object the walk reads. */
interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  minimum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `/api/customers/{id}`. */
  path: string;
  op: Operation;
}
type Where = 'path' | 'query' | 'body';
type Key = string | number;

/** Text no field may hold (packages/shared text-safety.ts): each must be a 4xx. */
const HOSTILE_TEXT: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['ESC', '\u001B[31mx'],
  ['lone surrogate', '\uD800'],
  ['bidi override', '\u202Eabc'],
];
/** Values of the wrong size, shape or calendar: any 4xx (or a 2xx where a field may take them), never a 5xx. */
const HOSTILE_OTHER: [string, unknown][] = [
  ['1e308', 1e308],
  ['2**53', 2 ** 53],
  // The largest number an integer check lets through: it reaches the service and the database.
  ['2**53 - 1', Number.MAX_SAFE_INTEGER],
  ['-1e308', -1e308],
  ['0001-01-01', '0001-01-01'],
  // ISO's year 0000: a date to JavaScript and to z.iso.date, no day to PostgreSQL.
  ['0000-01-01', '0000-01-01'],
  ['9999-12-31', '9999-12-31'],
  ['2026-02-30', '2026-02-30'],
  ['empty string', ''],
  ['10,000 characters', 'x'.repeat(10_000)],
  // Two items: in a query string that is the key given twice, not one plain value.
  ['array', ['x', 'y']],
  ['null', null],
];
type Hostile = [label: string, value: unknown, text: boolean];
const HOSTILE: Hostile[] = [
  ...HOSTILE_TEXT.map(([label, value]): Hostile => [label, value, true]),
  ...HOSTILE_OTHER.map(([label, value]): Hostile => [label, value, false]),
];
const only = (...labels: string[]) => HOSTILE.filter(([label]) => labels.includes(label));
/** A value of the wrong type: each is refused by the same type check, so one stands for the rest of its kind. */
const WRONG_TYPE = ['NUL', '1e308', 'empty string', 'array', 'null'];
/**
 * The values a field is sent, by what it reads: a number every number and the wrong types; a
 * string NUL, one more hostile text, the length and (where no format pins it) every date; a uuid,
 * e-mail or choice the same but the dates (plain text to it); a boolean, list or object the wrong
 * types. Sending a number field four texts, or a text field four numbers, would meet the one type
 * check four times over. Which hostile text a string field gets besides NUL is its turn (`where`,
 * the route and field named): every field meets the input guard, each of the four kinds meets a
 * quarter of the fields, and packages/shared's hostile-input property test sends every kind to
 * every text field of every schema. A date field gets every date; free text, in turn, one of the
 * two no calendar has (what a date column would refuse with an error, were one behind it).
 */
function hostileFor(schema: Schema, name: string, where: string): Hostile[] {
  const option = schema.anyOf?.find((o) => o.type !== 'null') ?? schema;
  if (option.type === 'integer' || option.type === 'number') {
    return only(...WRONG_TYPE, '2**53', '2**53 - 1', '-1e308');
  }
  if (option.type !== 'string') return only(...WRONG_TYPE);
  const pinned = option.enum || option.format === 'uuid' || option.format === 'email';
  const turn = [...where].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const textOfTurn = HOSTILE_TEXT[turn % HOSTILE_TEXT.length]?.[0];
  const dates = pinned ? [] : isDateField(option, name) ? ALL_DATES : [NO_DAY_DATES[turn % NO_DAY_DATES.length]];
  return HOSTILE.filter(
    ([label, , text]) =>
      (text && label === textOfTurn) ||
      WRONG_TYPE.includes(label) ||
      label === '10,000 characters' ||
      dates.includes(label),
  );
}

const ALL_DATES = ['0001-01-01', '0000-01-01', '9999-12-31', '2026-02-30'];
/** The dates no calendar has: text to a free-text field, an error to a date column. */
const NO_DAY_DATES = ['0000-01-01', '2026-02-30'];
/**
 * A field that holds a day: a date format, or a name that says so, "…Date", "dateOf…" or the day
 * something happened on, "…On" (inspectedOn, packedOn, calibratedOn): the valid request gives it DAY.
 */
const isDateField = (schema: Schema, name: string) =>
  schema.format === 'date' || /date$|^dateOf/i.test(name) || /[a-z]On$/.test(name);

/**
 * Operations not scanned: the API documentation itself (not in the document anyway) and the
 * binary answers (the invoice PDF; its one input, the id, is the same uuid parameter every
 * other `{id}` route is scanned with).
 */
const SKIPPED = [
  /^GET \/api\/docs/,
  /^GET \/api\/(invoices|notes)\/\{id\}\/pdf$/,
  /^GET \/api\/purchase-orders\/\{id\}\/pdf$/,
  /^GET \/api\/goods-receipts\/\{id\}\/pdf$/,
  /^GET \/api\/(job-work-challans|customer-materials)\/\{id\}\/pdf$/,
  /^GET \/api\/(work-orders|inspections)\/\{id\}\/pdf$/,
  /^GET \/api\/supplier-bills\/\{id\}\/pdf$/,
  // A mill test certificate as uploaded (a PDF or a scan).
  /^GET \/api\/material-certificates\/\{id\}$/,
];

/** A document date inside the 2000–2099 window, and on or after every fixture's own date. */
const DAY = todayIn();
const PASSWORD = 'Spindle-Lathe-Quiet-42';

/** Routes whose valid request the scan cannot make, and what they answer instead. */
const ROUTES_REFUSING_THE_VALID_REQUEST: Record<string, number> = {
  // It takes a refresh token as the bearer, not the admin's access token; it has no other input.
  'POST /api/auth/refresh': 401,
  // It takes a file as its raw body (a PDF or a scan, not JSON); sent none, it says so. Its own tests upload files.
  'POST /api/material-certificates': 400,
  // A gauge's calibration certificate, likewise (gauges.test.ts uploads them).
  'POST /api/gauges/certificates': 400,
  // A customer's schedule file as the raw body, likewise; its own tests import workbooks and CSVs.
  'POST /api/delivery-schedules/import/preview': 400,
  'POST /api/delivery-schedules/import': 400,
};

/**
 * The lone surrogate cannot travel in a URL: the address is UTF-8 and no UTF-8 spells it. Its
 * WTF-8 bytes are sent, as a hostile client would, and the server reads them as U+FFFD (an
 * ordinary character) or refuses the address; either answer is fine, a 5xx is not.
 */
function encodeUrlPart(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i] as string);
  }
  return out;
}

/** A hostile value as URL text, or undefined where a URL cannot carry it (null; an array in a path). */
function urlValues(value: unknown, where: 'path' | 'query'): string[] | undefined {
  if (value === null) return undefined;
  if (Array.isArray(value)) return where === 'query' ? value.map(String) : undefined;
  return [String(value)];
}

let h: Harness;
let make: RecordFactory;
/** Records the valid part of each request names: none of the scanned routes changes them. */
/** The shared part's open order, which the schedules' routes release against (made once). */
let scheduleBlanket: Promise<Json> | undefined;
let shared: {
  customer: Json;
  product: Json;
  role: Json;
  user: Json;
  department: Json;
  designation: Json;
  order: Json;
};

let smtp: SmtpTestServer;
/** The active supplier the purchase orders' requests name, made on the first of them (routes run side by side share it). */
let purchaseSupplier: Promise<Json> | undefined;
/** A product with a cycle time, which a promise date can be planned for. */
let plannedProduct: Promise<Json> | undefined;
/** The active supplier the job-work challans' requests name as their job worker, made on the first of them. */
let jobWorker: Promise<Json> | undefined;
beforeAll(async () => {
  // A real mail server: the e-mail routes' valid requests are sent, their hostile ones refused.
  smtp = await startSmtpTestServer();
  h = await createHarness({
    SMTP_URL: smtp.url,
    // One request per field and value, thousands in all, as one admin: no budget may run out.
    WRITE_RATE_LIMIT: '1000000',
    EXPORT_RATE_LIMIT: '1000000',
    // The sign-in is scanned too; refused passwords must not lock the account or the address.
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    // And sign-up, scanned field by field from one address.
    SIGNUP_MAX_PER_IP: '1000000',
  });
  const first = recordFactory(h);
  await first.company();
  const { customer, product } = await first.customerWithProduct();
  // The documents the scan makes afresh (hundreds: one each time a write takes its record) are the
  // shared customer's, of the shared product, and one supplier's, as a plant's documents share them.
  make = recordFactory(h, { parties: { customer, product, supplier: await first.supplier() } });
  const role = await make.role();
  const user = await make.admin('POST', '/api/users', make.bodies.user(role.id));
  const department = await make.department();
  const designation = await make.admin('POST', '/api/designations', {
    ...make.bodies.designation(),
    departmentId: department.id,
  });
  const order = await make.admin('POST', '/api/sales-orders', make.bodies.salesOrder(customer.id, product.id));
  await make.admin('POST', `/api/sales-orders/${order.id}/confirm`, { version: order.version }, 200);
  shared = { customer, product, role, user, department, designation, order };
}, 120_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

let sequence = 0;
/** A fresh plausible text ("x" and a count): unique fields (codes, names) then never collide. */
const text = () => `x${(++sequence).toString(36)}`;

/** The records one route's path names, made fresh for it so no other route's writes change them. */
interface RouteRecords {
  params: Record<string, string>;
  /** Values of body fields tied to the route's record (a dispatch names its order's lines). */
  fields: Record<string, unknown>;
  /** The bearer, when the route acts on its caller's own account: a user of its own, not the admin. */
  token?: string;
}

/** Routes on the caller's own account: a password change or a sign-out of the others would end the admin's sessions. */
const OWN_ACCOUNT = /^\/api\/auth\/(me\/password|sessions)/;

/**
 * A user of the route's own, signed in twice: the first session makes the requests, the second is
 * the one a sign-out names; the current password is the one the user was made with.
 */
async function ownAccountRecords(): Promise<RouteRecords> {
  const role = await make.role();
  const body = make.bodies.user(role.id);
  await make.admin('POST', '/api/users', body);
  const here = await h.login(body.email, body.password);
  await h.login(body.email, body.password);
  const list = await h.call('GET', '/api/auth/sessions', { token: here.accessToken });
  const other = (list.json() as { id: string; current: boolean }[]).find((s) => !s.current);
  if (!other) throw new Error(`the second session is not listed: ${list.body}`);
  return {
    params: { id: other.id },
    fields: { currentPassword: body.password, newPassword: PASSWORD },
    token: here.accessToken,
  };
}

/** What a note's body names of its invoice: the invoice, one of its lines, a day on or after it, a piece at ₹1. */
const noteFields = (invoiceId: string, invoiceLineId: string, noteDate: string) => ({
  invoiceId,
  invoiceLineId,
  noteDate,
  quantity: 1,
  rate: 1,
});

/** What a goods receipt's body names of its order: the order, its bar-stock line, 1 kg accepted under a heat, and why it is cancelled. */
const goodsReceiptFields = (purchaseOrderId: string, purchaseOrderLineId: string) => ({
  purchaseOrderId,
  purchaseOrderLineId,
  receivedQuantity: 1,
  acceptedQuantity: 1,
  rejectedQuantity: 0,
  heatNumber: 'H1',
  reason: text(),
});

/**
 * Writes that make the one record of their kind (a dispatch's PDI, a day's holiday, a shift's entry
 * of an operation, a decision on a GSTR-2B row): once one is accepted, the next request names records made afresh.
 */
const ONE_OF_A_KIND = /^\/api\/(inspections\/pdi|schedule\/holidays|production\/entries|gst\/gstr-2b\/actions)$/;

/**
 * Production's valid requests (issue 21) name records made for the route: a product with a cycle
 * time for a new work order, a released work order whose first piece passed for an entry, a
 * released work order for its first-piece form, a dispatch for its PDI, a holiday to remove.
 */
async function productionRecords(
  route: Route,
  names: string[],
  params: Record<string, string>,
  fields: Record<string, unknown>,
) {
  const post = route.method === 'POST';
  if (post && (route.path === '/api/work-orders' || route.path === '/api/work-orders/release')) {
    const customer = await make.customer();
    const product = await make.admin('POST', '/api/products', make.bodies.plannedProduct(customer.partyCode));
    Object.assign(fields, make.bodies.workOrder(product.id));
  }
  if (post && route.path === '/api/production/entries') {
    const { workOrder } = await make.firstPiece();
    const [machine, operator] = [await make.machine(), await make.employee()];
    Object.assign(fields, make.bodies.productionEntry(workOrder, machine.id, operator.id));
  }
  if (post && route.path === '/api/production/reasons') Object.assign(fields, make.bodies.productionReason());
  // Whether a day is a working day asks of a machine on record.
  if (route.path === '/api/production/workday') fields.machineId = (await make.machine()).id;
  if (post && route.path === '/api/schedule/holidays') Object.assign(fields, make.bodies.holiday());
  if (names.includes('workOrderId') || (post && route.path === '/api/inspections/first-piece')) {
    const order = await make.workOrder('released');
    params.workOrderId = order.id;
    Object.assign(fields, make.bodies.firstPiece(order.id));
  }
  if (
    (names.includes('dispatchId') && route.path.startsWith('/api/inspections')) ||
    (post && route.path === '/api/inspections/pdi')
  ) {
    const { dispatch, order } = await make.dispatch();
    params.dispatchId = dispatch.id;
    Object.assign(fields, make.bodies.pdi(dispatch.id), { productId: order.lines[0].productId });
  }
  if (names.includes('date')) params.date = (await make.holiday()).date;
}

/**
 * Proving the parts (issue 31): a product with a control plan for its plan's routes, a packing for
 * a packing's, boxes of an inspected lot with an order that takes them for the scan, a work order
 * with good pieces made for packing and its lot's PDI, a released one on a machine for an
 * in-process inspection, and what each trace starts from.
 */
async function qualityRecords(
  route: Route,
  names: string[],
  params: Record<string, string>,
  fields: Record<string, unknown>,
) {
  const post = route.method === 'POST';
  if (names.includes('productId') && route.path.startsWith('/api/control-plans/')) {
    params.productId = (await make.controlPlan()).product.id;
  }
  // A plan's characteristic is measured on a sample at one stage at least.
  if (route.path.startsWith('/api/control-plans')) Object.assign(fields, { firstPiece: true, sampleSize: 1 });
  if (names.includes('packingId')) params.packingId = (await make.packing()).packing.packingId;
  if (route.path === '/api/boxes/labels.pdf') fields.packingId = (await make.packing()).packing.packingId;
  if (route.path === '/api/boxes/scan') {
    const { salesOrder, codes } = await make.dispatchableBoxes();
    Object.assign(fields, { orderId: salesOrder.id, code: codes[0] });
  }
  // One piece a box, of the 100 the work order made.
  if (post && route.path === '/api/boxes/pack') {
    Object.assign(fields, { workOrderId: (await make.madeWorkOrder()).order.id, perBox: 10 });
  }
  if (post && route.path === '/api/inspections/lot') {
    Object.assign(fields, make.bodies.lotPdi((await make.madeWorkOrder()).order.id, 100));
  }
  if (post && route.path === '/api/inspections/in-process') {
    const order = await make.workOrder('released');
    Object.assign(fields, make.bodies.inProcess(order, (await make.machine()).id));
  }
  if (names.includes('key') || route.path === '/api/traceability/find') {
    const kind = route.path.split('/')[3];
    if (kind === 'dispatch') params.key = (await make.dispatch()).dispatch.id;
    else if (kind === 'invoice') params.key = (await make.invoice('issued')).id;
    else if (kind === 'box') params.key = (await make.packing()).packing.boxes[0].code;
    else {
      // A heat received on a goods receipt: its recall list, and what a typed number finds.
      const heat = (await make.goodsReceipt('received')).lines[0].heatNumber;
      if (kind === 'heat') params.key = heat;
      else fields.q = heat;
    }
  }
}

async function recordsFor(route: Route): Promise<RouteRecords> {
  if (OWN_ACCOUNT.test(route.path)) return ownAccountRecords();
  const params: Record<string, string> = {};
  const fields: Record<string, unknown> = {};
  const names = (route.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  if (names.includes('code')) params.code = shared.customer.partyCode;
  if (names.includes('email')) params.email = shared.user.email;
  if (route.path === '/api/receipts') {
    // A receipt pays an issued invoice of its customer, within the balance.
    const invoice = await make.invoice('issued');
    Object.assign(fields, { customerId: invoice.customerId, invoiceId: invoice.id, amount: 1, tdsAmount: 0 });
  }
  if (route.path === '/api/notes' || route.path === '/api/notes/issue') {
    // A new note adjusts an issued invoice, one piece of its first line at ₹1.
    const invoice = await make.invoice('issued');
    Object.assign(fields, noteFields(invoice.id, invoice.lines[0].id, invoice.invoiceDate));
  }
  if (route.path === '/api/planning/promise' || route.path === '/api/planning/what-if') {
    // A promise plans a product with a cycle time.
    plannedProduct ??= make
      .customer()
      .then((customer: Json) => make.admin('POST', '/api/products', make.bodies.plannedProduct(customer.partyCode)));
    fields.productId = (await plannedProduct).id;
  }
  if (route.path.startsWith('/api/purchase-orders')) {
    // An order names an active supplier; a bought-out line needs its description, short-close and cancel a reason.
    purchaseSupplier ??= make.supplier();
    Object.assign(fields, {
      supplierId: (await purchaseSupplier).id,
      kind: 'bought_out',
      description: text(),
      reason: text(),
    });
  }
  if (route.path.startsWith('/api/quotations')) {
    // Losing a quotation says why.
    fields.reason = text();
  }
  if (route.path.startsWith('/api/blanket-orders')) {
    // An open order of a year around today; closing, cancelling and a new price say why.
    Object.assign(fields, {
      validFrom: addDays(DAY, -30),
      validTo: addDays(DAY, 300),
      effectiveFrom: DAY,
      reason: text(),
    });
  }
  if (route.path.startsWith('/api/delivery-schedules')) {
    // A schedule of this month, received and firm today, for the shared part on an active blanket order.
    scheduleBlanket ??= make.admin('POST', '/api/blanket-orders/activate', {
      ...make.bodies.blanketOrder(shared.customer.id, shared.product.id),
      validFrom: addDays(DAY, -30),
      validTo: addDays(DAY, 300),
    });
    await scheduleBlanket;
    Object.assign(fields, { receivedOn: DAY, firmUntil: DAY });
  }
  if (route.path === '/api/goods-receipts' || route.path === '/api/goods-receipts/receive') {
    // A new goods receipt takes 1 kg of a confirmed order's bar-stock line, under a heat.
    const order = await make.purchaseOrder('confirmed');
    Object.assign(fields, goodsReceiptFields(order.id, order.lines[0].id));
  }
  if (route.path.startsWith('/api/job-work-challans') || route.path.startsWith('/api/customer-materials')) {
    // A challan names an active job worker (its part line the shared product); closing and cancelling say why.
    jobWorker ??= make.supplier();
    Object.assign(fields, { supplierId: (await jobWorker).id, reason: text() });
  }
  if (route.path === '/api/stock/movements' && route.method === 'POST') {
    // An adjustment into stock: the movement a scan can always record, whatever stock there is.
    Object.assign(fields, {
      kind: 'adjustment',
      itemType: 'material',
      grade: 'EN8',
      rodSize: 'Ø25',
      quantity: 5,
      movementDate: DAY,
      reason: 'Counted',
    });
  }
  if (route.path.startsWith('/api/supplier-bills')) {
    // A bill of a received receipt of bar (KGS): its order line and receipt line; approving and cancelling say why.
    const receipt = await make.goodsReceipt('received');
    Object.assign(fields, {
      supplierId: receipt.supplierId,
      purchaseOrderId: receipt.purchaseOrderId,
      purchaseOrderLineId: receipt.lines[0].purchaseOrderLineId,
      goodsReceiptLineId: receipt.lines[0].id,
      unit: 'KGS',
      reason: text(),
    });
  }
  if (route.path.startsWith('/api/supplier-payments') || route.path.startsWith('/api/payables')) {
    // A supplier with a booked bill of ₹11,80,000 (the scan's ₹1 payments never clear it); its ledger is read by its id.
    const supplier = await make.supplier();
    const bill = await writeBill(h.db, supplier, { taxable: 1_000_000, billDate: addDays(DAY, -1) });
    Object.assign(fields, { supplierId: supplier.id, billId: bill.id });
    params.supplierId = supplier.id;
  }
  if (route.path === '/api/gst/gstr-2b/actions') {
    // A bill only in the books of a month with its GSTR-2B imported: deferred into the next.
    const { billId, month } = await make.gstr2bOpenBill();
    Object.assign(fields, { month, action: 'defer', billId });
  }
  await productionRecords(route, names, params, fields);
  await qualityRecords(route, names, params, fields);
  if (!names.includes('id')) return { params, fields };
  const resource = route.path.split('/')[2];
  const tail = route.path.split('/{id}')[1] ?? '';
  let record: Json;
  switch (resource) {
    case 'users':
      record = await make.user();
      // A user's e-mail cannot change: the update names the one it has.
      fields.email = record.email;
      break;
    case 'customers':
      record = await make.customer();
      // Restoring takes a deleted customer.
      if (tail === '/restore') await make.admin('DELETE', `/api/customers/${record.id}`, undefined, 204);
      // A delivery address of the customer's (issue 32) is changed by its id.
      if (tail.startsWith('/delivery-addresses/')) {
        const address = await make.admin('POST', `/api/customers/${record.id}/delivery-addresses`, {
          label: 'Bhosari stores',
          address: 'Plot 14, MIDC Bhosari',
          place: 'Pune',
          state: 'Maharashtra',
          pin: '411026',
        });
        params.addressId = address.id;
      }
      break;
    case 'sales-orders': {
      const challan = tail.startsWith('/dispatches/');
      const confirmed = challan || ['/dispatches', '/close', '/cancel'].includes(tail);
      record = await make.salesOrder(confirmed ? 'confirmed' : 'draft');
      fields.orderLineId = record.lines[0].id;
      // Its product has no PDI on record: the admin's dispatch confirms the override.
      if (tail === '/dispatches') fields.pdiOverride = true;
      // A challan is of a dispatch of the order.
      if (challan) {
        const sent = await make.admin(
          'POST',
          `/api/sales-orders/${record.id}/dispatches`,
          make.bodies.dispatch(record.lines[0].id),
        );
        params.dispatchId = sent.dispatches[0].id;
        if (tail.endsWith('/e-way-bill')) fields.vehicleNo = ROAD_TRANSPORT.vehicleNo;
      }
      break;
    }
    case 'invoices': {
      const state = tail.startsWith('/payments/')
        ? 'paid-in-part'
        : ['/payments', '/cancel', '/email', '/e-invoice', '/irn', '/e-way-bill'].includes(tail)
          ? 'issued'
          : 'draft';
      record = await make.invoice(state);
      if (state === 'paid-in-part') params.paymentId = record.payments[0].id;
      // An e-way bill's download needs a vehicle by road (the query names it).
      if (tail === '/e-way-bill') fields.vehicleNo = ROAD_TRANSPORT.vehicleNo;
      if (tail === '/irn') {
        // The portal's answer for this invoice, its QR code naming it; clearing needs one recorded.
        const irn = await irnBodyFor(record);
        if (route.method === 'DELETE') await make.admin('PUT', `/api/invoices/${record.id}/irn`, irn);
        else Object.assign(fields, irn);
      }
      break;
    }
    case 'purchase-orders':
      record = await make.purchaseOrder(['/close', '/cancel'].includes(tail) ? 'confirmed' : 'draft');
      break;
    case 'quotations': {
      const won = ['/convert', '/blanket'].includes(tail);
      record = await make.quotation(won || ['/win', '/lose', '/revise'].includes(tail) ? 'sent' : 'enquiry');
      if (won) record = await make.admin('POST', `/api/quotations/${record.id}/win`, { version: record.version }, 200);
      break;
    }
    case 'blanket-orders':
      record = await make.blanketOrder(['/close', '/cancel', '/prices'].includes(tail) ? 'active' : 'draft');
      // A new price names a line of the order.
      fields.lineId = record.lines[0].id;
      break;
    case 'delivery-schedules': {
      const { schedule, product } = await make.deliverySchedule();
      record = schedule;
      // A dispatch names a part of the schedule; it has no PDI on record, so it goes on the override.
      if (tail === '/dispatches') Object.assign(fields, { productId: product.id, pdiOverride: true });
      break;
    }
    case 'goods-receipts': {
      record = await make.goodsReceipt(tail === '/cancel' ? 'received' : 'draft');
      Object.assign(fields, goodsReceiptFields(record.purchaseOrderId, record.lines[0].purchaseOrderLineId));
      break;
    }
    case 'job-work-challans':
      if (tail === '/deemed-supply') {
        // Goods out 400 days, past the inputs' year: the invoice is to the customer that is the job worker.
        record = await make.admin('POST', '/api/job-work-challans/send', {
          ...make.bodies.jobWorkChallan(fields.supplierId as string, (await make.product()).id),
          challanDate: addDays(DAY, -400),
        });
        const proposal = await make.admin('GET', `/api/job-work-challans/${record.id}/deemed-supply`);
        fields.customerId =
          proposal.customer?.id ?? (await make.admin('POST', '/api/customers', proposal.newCustomer)).id;
        break;
      }
      record = await make.jobWorkChallan(['/close', '/cancel', '/receipts'].includes(tail) ? 'sent' : 'draft');
      // Goods back name a line of the challan: 1 piece good.
      Object.assign(fields, { challanLineId: record.lines[0].id, goodQuantity: 1 });
      break;
    case 'customer-materials':
      record = await make.customerMaterial(tail === '/cancel' ? 'received' : 'draft');
      break;
    case 'supplier-bills': {
      // 1 kg of the receipt above at ₹1 (the order's ₹78.50: held when booked); approving takes a held
      // bill, cancelling a booked one (approved), the rest a draft.
      const draft = await make.admin('POST', '/api/supplier-bills', {
        supplierId: fields.supplierId,
        purchaseOrderId: fields.purchaseOrderId,
        supplierInvoiceNumber: text(),
        supplierInvoiceDate: DAY,
        billDate: DAY,
        invoiceTotal: 1.18,
        lines: [
          {
            purchaseOrderLineId: fields.purchaseOrderLineId,
            goodsReceiptLineId: fields.goodsReceiptLineId,
            description: text(),
            quantity: 1,
            rate: 1,
            gstRate: 18,
          },
        ],
      });
      record = draft;
      if (tail === '/approve' || tail === '/cancel') {
        record = await make.admin('POST', `/api/supplier-bills/${draft.id}/book`, {}, 200);
      }
      if (tail === '/cancel') {
        record = await make.admin('POST', `/api/supplier-bills/${draft.id}/approve`, { reason: text() }, 200);
      }
      break;
    }
    case 'gst':
      // A decision on a GSTR-2B row, undone by its id.
      record = { id: (await make.gstr2bDeferral()).actionId };
      break;
    case 'gstr-2b':
      // A month's GSTR-2B import, whose history is read.
      record = { id: (await make.gstr2bDeferral()).importId };
      break;
    case 'supplier-payments':
      // A ₹100 advance to the supplier above: set against its bill, or removed.
      record = await make.admin('POST', '/api/supplier-payments', {
        supplierId: fields.supplierId,
        paymentDate: addDays(DAY, -1),
        amount: 100,
        mode: 'cash',
      });
      break;
    case 'notes': {
      record = await make.note(['/cancel', '/e-invoice'].includes(tail) ? 'issued' : 'draft');
      Object.assign(fields, noteFields(record.invoiceId, record.lines[0].invoiceLineId, record.noteDate));
      break;
    }
    case 'work-orders':
      // Edit, delete and release take a draft; closing short a released one, and why.
      record = await make.workOrder(tail === '/close' ? 'released' : 'draft');
      Object.assign(fields, make.bodies.workOrder(record.product.id), { reason: text() });
      break;
    case 'production': {
      if (route.path.startsWith('/api/production/entries')) {
        record = await make.productionEntry();
        Object.assign(fields, make.bodies.entryCorrection(record));
      } else if (route.path.startsWith('/api/production/reasons')) record = await make.productionReason();
      else record = await make.workOrder('released');
      break;
    }
    case 'production-entries':
      record = await make.productionEntry();
      break;
    case 'production-reasons':
      record = await make.productionReason();
      break;
    case 'inspections':
      record = (await make.firstPiece()).inspection;
      break;
    case 'gauges':
      if (route.path === '/api/gauges/certificates/{id}') {
        // A certificate its uploader (the admin) reads.
        record = await make.gaugeCertificate();
      } else if (route.method === 'DELETE' && tail === '') {
        // Deleting takes a gauge no calibration names (one that is named is retired instead).
        record = await make.gauge();
      } else {
        record = await make.calibratedGauge();
        params.calibrationId = record.calibrations[0].id;
      }
      break;
    case 'schedule': {
      if (route.path.startsWith('/api/schedule/operations')) {
        // A released work order's operation, pinned on a machine that runs every kind, a week ahead.
        const order = await make.workOrder('released');
        record = order.operations[0];
        const machine = await make.machine();
        Object.assign(fields, { machineId: machine.id, start: `${addDays(DAY, 7)}T10:00` });
      } else if (route.path.includes('/downtime/')) {
        // A machine's window of maintenance ahead, to remove.
        const { machine, window } = await make.downtime();
        record = machine;
        params.downtimeId = window.id;
      } else if (route.path.endsWith('/downtime')) {
        // A window on a machine of its own, so no two the scan adds overlap.
        record = await make.machine();
        Object.assign(fields, make.bodies.downtime());
      } else {
        record = await make.machine();
        // Its capacity, sent without the version (each accepted save moves it on).
        const { version: _read, ...capacity } = make.bodies.machineCapacity(1);
        Object.assign(fields, capacity);
      }
      break;
    }
    case 'stock':
      // A bar a confirmed order needs (the fixtures' product is EN8D Ø22); its suggestion drafted from an active supplier.
      await make.salesOrder('confirmed');
      record = { id: materialKey('EN8D', '22 mm') };
      purchaseSupplier ??= make.supplier();
      Object.assign(fields, { supplierId: (await purchaseSupplier).id, quantityKg: 1 });
      break;
    case 'stock-tracking':
      // A product's stock keeping, switched on: its history is read by the product's id.
      record = await make.product();
      await make.admin('PUT', `/api/stock/tracked-products/${record.id}`);
      break;
    case 'roles':
    case 'departments':
    case 'designations':
    case 'employees':
    case 'machines':
    case 'suppliers':
    case 'products': {
      const maker = make[resource.replace(/s$/, '') as 'role'];
      record = await maker();
      break;
    }
    default:
      throw new Error(`${route.method} ${route.path}: the scan does not know which record its {id} names`);
  }
  params.id = record.id;
  return { params, fields };
}

const OMIT = Symbol('omit');

/**
 * The valid value of a field the schema alone cannot guess (a real record's id, a GST rate from
 * the list, a state's name, a strong password), OMIT for a field best left out (the version: no
 * stale-version refusal hides what the scan sends), or undefined to derive it from the schema.
 */
function known(route: Route, where: Where, name: string, records: RouteRecords): unknown {
  if (name in records.fields) return records.fields[name];
  const resource = route.path.split('/')[2];
  if (route.path === '/api/auth/login') {
    if (name === 'email') return ADMIN.email;
    if (name === 'password') return ADMIN.password;
  }
  // A period of the GST files with no documents: the scan's own invoices (its company settings
  // scanned too) need not be reportable for the request to be valid.
  if (resource === 'gst' && (name === 'from' || name === 'to')) return name === 'from' ? '2001-04-01' : '2001-04-30';
  // The GSTR-2B file of this month (the month the scan's query names), the portal's days dd-mm-yyyy.
  if (route.path === '/api/gst/gstr-2b/import') {
    const portalDay = DAY.split('-').reverse().join('-');
    const known2b: Record<string, unknown> = {
      rtnprd: `${DAY.slice(5, 7)}${DAY.slice(0, 4)}`,
      supprd: `${DAY.slice(5, 7)}${DAY.slice(0, 4)}`,
      ctin: gstinFor('27', 'AAACB1234F'),
      dt: portalDay,
      gendt: portalDay,
      supfildt: portalDay,
      pos: '27',
      rev: 'N',
      itcavl: 'Y',
      typ: 'C',
    };
    if (name in known2b) return known2b[name];
  }
  // The GSTR-2B reconciliation's tolerance in rupees.
  if (resource === 'gst' && name === 'tolerance') return '1';
  // ITC-04's half-year: of the current financial year.
  if (name === 'financialYear') return financialYearOf(DAY);
  // A delivery address (issue 32): its town and a PIN of the state the scan names (Maharashtra).
  if (route.path.includes('/delivery-addresses')) {
    if (name === 'place') return 'Pune';
    if (name === 'pin') return '411026';
  }
  switch (name) {
    case 'version':
      return OMIT;
    case 'deliveryAddressId':
      // None: the customer's own shipping address (an order, a dispatch or an invoice may name one).
      return OMIT;
    case 'partyCode':
      // A customer's own code is new; everything else names the customer's.
      return resource === 'customers' ? text() : shared.customer.partyCode;
    case 'customerId':
      return shared.customer.id;
    case 'productId':
      return shared.product.id;
    case 'roleId':
      return shared.role.id;
    case 'departmentId':
      return shared.department.id;
    case 'designationId':
      return shared.designation.id;
    case 'salesOrderId':
      // The proposal of an invoice reads an order; an invoice body is scanned without one.
      return where === 'query' ? shared.order.id : OMIT;
    case 'email':
      return `${text()}@example.com`;
    case 'to':
    case 'cc':
      // An e-mailed document's recipients; in a statement's query, `to` is its last day.
      return where === 'body' ? [`${text()}@example.com`] : undefined;
    case 'password':
      return PASSWORD;
    case 'gstin':
      return gstinFor('27', 'AABCA1234K');
    case 'state':
      return 'Maharashtra';
    case 'phone':
      return '020 2545 0000';
    case 'hsnCode':
      return '84139190';
    case 'gstRate':
      return 18;
    case 'eWayBillNumber':
      // Each table's unique index takes a number once.
      return eWayBillNumber();
    case 'validUntil':
      return DAY;
    case 'month':
      // A GST return's month.
      return DAY.slice(0, 7);
    case 'permissions':
      return [{ scope: 'machines', actions: ['view'] }];
    case 'scope':
      return 'machines';
    case 'actions':
      return ['view'];
    case 'rows':
      // CSV rows: column → cell text.
      return resource === 'customers' ? [{ partyCode: text(), name: text() }] : [{ name: text() }];
    default:
      return undefined;
  }
}

/** The schema an object or array value follows: a nullable `anyOf` reads as its structured option. */
function structured(schema: Schema): Schema {
  return schema.anyOf?.find((option) => option.properties || option.items || option.additionalProperties) ?? schema;
}

/** A plausible valid value: strings "x…", numbers 1, uuids fresh, enums their first value, dates DAY. */
function validValue(schema: Schema, name: string, route: Route, where: Where, records: RouteRecords): unknown {
  const given = known(route, where, name, records);
  if (given !== undefined && given !== OMIT) return given;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const option = schema.anyOf.find((o) => o.type !== 'null') ?? {};
    return validValue(option, name, route, where, records);
  }
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `${text()}@example.com`;
      if (isDateField(schema, name)) return DAY;
      return text();
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validValue(schema.items, name, route, where, records)] : [];
    case 'object':
      return validObject(schema, route, where, records);
    default:
      return text();
  }
}

/** The required fields, and the optional ones with a known value. */
function validObject(schema: Schema, route: Route, where: Where, records: RouteRecords): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const given = known(route, where, name, records);
    if (given === OMIT) continue;
    if (given !== undefined || schema.required?.includes(name)) {
      out[name] = validValue(field, name, route, where, records);
    }
  }
  return out;
}

/** Every field under `schema`, with its path: properties, array items, and the keys a free-form object is given. */
function* fieldsOf(schema: Schema, value: unknown, path: Key[] = []): Generator<{ path: Key[]; schema: Schema }> {
  const s = structured(schema);
  if (s.properties) {
    for (const [name, field] of Object.entries(s.properties)) {
      yield { path: [...path, name], schema: field };
      yield* fieldsOf(field, (value as Record<string, unknown> | undefined)?.[name], [...path, name]);
    }
  } else if (typeof s.additionalProperties === 'object' && value && typeof value === 'object') {
    for (const name of Object.keys(value)) {
      yield { path: [...path, name], schema: s.additionalProperties };
    }
  }
  if (s.items) {
    yield { path: [...path, 0], schema: s.items };
    yield* fieldsOf(s.items, Array.isArray(value) ? value[0] : undefined, [...path, 0]);
  }
}

/** `base` with the field at `path` replaced; missing containers on the way get their valid value. */
function replaced(
  base: unknown,
  schema: Schema,
  path: Key[],
  value: unknown,
  fill: (schema: Schema, name: string) => unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const s = structured(schema);
  if (typeof key === 'number') {
    const items = s.items ?? {};
    const array = Array.isArray(base) ? [...base] : [];
    array[key] = replaced(array[key] ?? fill(items, ''), items, rest, value, fill);
    return array;
  }
  const field = s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : {});
  const object = { ...((base as Record<string, unknown> | null) ?? {}) };
  object[key] = replaced(object[key] ?? fill(field, key), field, rest, value, fill);
  return object;
}

/** The operations of the document, in its order. */
async function documentRoutes(): Promise<Route[]> {
  const res = await h.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({ method: method.toUpperCase() as Route['method'], path, op })),
  );
}

interface Request {
  params: Record<string, string>;
  query: Record<string, string[]>;
  body: unknown;
}

function urlOf(route: Route, request: Request): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeUrlPart(request.params[name] ?? ''));
  const query = Object.entries(request.query)
    .flatMap(([name, values]) => values.map((v) => `${encodeURIComponent(name)}=${encodeUrlPart(v)}`))
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * Routes scanned side by side: each names records made for it alone, so a few can run at once and
 * the database works on one route's request while the next is built (the scan is thousands of
 * requests, and on PostgreSQL mostly a wait for each answer).
 */
const ROUTES_AT_ONCE = 6;

/**
 * Routes that change what other routes' valid requests rely on: scanned one at a time once the rest
 * are done. The company settings' scan leaves them changed (the seller issuing needs, the e-invoicing
 * switch); keeping the shared product in finished stock would make the challans that send it out
 * wait for stock it does not have.
 */
const SCANNED_ALONE = [/^PUT \/api\/company-settings$/, /^(PUT|DELETE) \/api\/stock\/tracked-products\/\{productId\}$/];

/** Runs `scan` on every item, at most `size` at a time; the first error stops the rest and is thrown. */
async function inPool<T>(items: T[], size: number, scan: (item: T) => Promise<void>) {
  let next = 0;
  let failed: { error: unknown } | undefined;
  const lane = async () => {
    while (next < items.length && !failed) {
      const item = items[next++] as T;
      try {
        await scan(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: size }, lane));
  if (failed) throw failed.error;
}

describe('the hostile scan of every route in the OpenAPI document', () => {
  it('answers every hostile path parameter, query value and body field below 500', { timeout: 900_000 }, async () => {
    const routes = (await documentRoutes()).filter(
      ({ method, path }) => !SKIPPED.some((r) => r.test(`${method} ${path}`)),
    );
    expect(routes.length).toBeGreaterThanOrEqual(100);

    const failures: string[] = [];
    /** Valid requests the server refused: the scan of such a route never gets past the checks. */
    const unaccepted: string[] = [];
    let sent = 0;
    const scanRoute = async (route: Route) => {
      let records = await recordsFor(route);
      const parameters = route.op.parameters ?? [];
      const bodySchema = route.op.requestBody?.content['application/json']?.schema;
      const fill = (where: Where) => (schema: Schema, name: string) => validValue(schema, name, route, where, records);
      // Built anew for each request: fresh codes and names, and the route's current records.
      const base = (): Request => ({
        params: Object.fromEntries(
          parameters
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, records.params[p.name] ?? String(fill('path')(p.schema, p.name))]),
        ),
        query: Object.fromEntries(
          parameters
            // The required ones, and those the route's records name (an e-way bill's vehicle).
            .filter((p) => p.in === 'query' && (p.required || p.name in records.fields))
            .map((p) => [p.name, [String(fill('query')(p.schema, p.name))]]),
        ),
        body: bodySchema ? validObject(structured(bodySchema), route, 'body', records) : undefined,
      });
      // Sign-out ends the session it is called with: that is a session of its own, not the admin's.
      const as =
        route.path === '/api/auth/logout'
          ? (await h.login(ADMIN.email, ADMIN.password)).accessToken
          : await h.adminToken();
      const send = async (request: Request) => {
        sent++;
        const res = await h.app.inject({
          method: route.method,
          url: urlOf(route, request),
          headers: { authorization: `Bearer ${records.token ?? as}` },
          ...(request.body !== undefined ? { payload: request.body as object } : {}),
        });
        // A write that took its record (issued, confirmed, dispatched, deleted, paid): the next
        // request gets a fresh one, so each hostile value meets the record in the state it needs.
        const consumed = route.method === 'DELETE' || !/\/\{id\}$/.test(route.path);
        // An own-account write took its user's password or sessions: the next request is a new user's.
        const taken = records.params.id || ONE_OF_A_KIND.test(route.path) || records.token;
        if (res.statusCode < 300 && route.method !== 'GET' && consumed && taken) {
          records = await recordsFor(route);
        }
        return res.statusCode;
      };
      /** Notes a wrong answer: any 5xx, and hostile text let through anywhere (the input guard refuses it in every field). */
      const check = (status: number, where: Where, field: string, label: string, text: boolean) => {
        const at = `${route.method} ${route.path} ${where} ${field} = ${label}`;
        if (status >= 500) failures.push(`${at}: ${status}`);
        // A lone surrogate cannot be written in a URL (encodeUrlPart): what arrives there is U+FFFD.
        else if (text && status < 400 && !(where !== 'body' && label === 'lone surrogate')) {
          failures.push(`${at}: ${status}, expected a 4xx`);
        }
      };

      for (const parameter of parameters) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const where = parameter.in;
        for (const [label, value, isText] of hostileFor(
          parameter.schema,
          parameter.name,
          `${route.method} ${route.path} ${parameter.name}`,
        )) {
          const values = urlValues(value, where);
          if (!values) continue;
          const request = base();
          if (where === 'path') request.params[parameter.name] = values[0] as string;
          else request.query[parameter.name] = values;
          check(await send(request), where, parameter.name, label, isText);
        }
      }
      if (bodySchema) {
        for (const field of fieldsOf(bodySchema, base().body)) {
          const named = `${route.method} ${route.path} ${field.path.join('.')}`;
          for (const [label, value, isText] of hostileFor(field.schema, String(field.path.at(-1)), named)) {
            const request = base();
            request.body = replaced(request.body, bodySchema, field.path, value, fill('body'));
            check(await send(request), 'body', field.path.join('.'), label, isText);
          }
        }
      }
      // The valid request itself: were it refused, every hostile one above stopped at the same check.
      const status = await send(base());
      const refusal = ROUTES_REFUSING_THE_VALID_REQUEST[`${route.method} ${route.path}`];
      if (refusal === undefined ? status >= 300 : status !== refusal) {
        unaccepted.push(`${route.method} ${route.path}: ${status}, expected ${refusal ?? 'a 2xx'}`);
      }

      // The scan of the company settings leaves them changed: put back what issuing an invoice needs.
      if (route.path === '/api/company-settings' && route.method === 'PUT') await make.company();
    };
    const alone = (route: Route) => SCANNED_ALONE.some((r) => r.test(`${route.method} ${route.path}`));
    await inPool(
      routes.filter((route) => !alone(route)),
      ROUTES_AT_ONCE,
      scanRoute,
    );
    for (const route of routes.filter(alone)) await scanRoute(route);
    expect(failures, `${failures.length} of ${sent} hostile requests answered wrongly`).toEqual([]);
    expect(unaccepted, 'routes whose valid request (the base of every hostile one) was refused').toEqual([]);
  });
});
