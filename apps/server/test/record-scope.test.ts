import {
  ALL_PERMISSIONS,
  addDays,
  materialKey,
  type Permission,
  type PermissionCheck,
  type Scope,
  todayIn,
} from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/plugins/access.js';
import {
  accessKind,
  allExcept,
  allExceptScopes,
  createProbe,
  describeAccess,
  grantsOf,
  label,
  only,
  type Probe,
} from './access-kit.js';
import { eWayBillBody, roadTransportQuery } from './e-way-bill-fixtures.js';
import { createHarness, type Harness } from './harness.js';
import { irnBodyFor } from './irn-fixtures.js';
import { writeBill } from './payables-test-kit.js';
import { type RecordFactory, recordFactory } from './record-fixtures.js';
import { startSmtpTestServer } from './smtp-test-server.js';

/**
 * Every route that names a record in its path (`:id`, `:email`, `:code`, `:paymentId` …), taken
 * from the route table: a real record is made for it, then users lacking the route's scope, or
 * only its action, are refused (403) and the record reads back exactly as before. A user with
 * the permission then succeeds on the same record and body, so the refusal was the guard's and
 * not a bad request's. A new route with a path parameter fails here until its resource has a
 * fixture below.
 */

// Opened while the file is collected, so each route of the table becomes a test of its own.
// A real mail server, so the routes that e-mail a record succeed for whoever may send.
const smtp = await startSmtpTestServer();
const h: Harness = await createHarness({ SMTP_URL: smtp.url });
afterAll(async () => {
  await h.close();
  await smtp.close();
});
const EMAIL = { to: ['buyer@example.com'], subject: 'Your document', message: 'Please find it attached.' };
const make: RecordFactory = recordFactory(h);
let withoutScope: Probe;
let withoutAction: Probe;

beforeAll(async () => {
  await make.company();
  withoutScope = await createProbe(h, 'role');
  withoutAction = await createProbe(h, 'direct');
});

interface Fixture {
  /** A value for each path parameter. */
  params: Record<string, string>;
  /** A valid body for a write: what would change the record if the guard let it through. */
  body?: object;
  /** The path read back as the admin (status and body) to see that nothing changed. */
  readBack: string;
  /** A query string the route needs (`?transMode=1…`). */
  query?: string;
}

/** `/:id/issue` for `POST /api/invoices/:id/issue`: the route's path under its resource. */
const tailOf = (route: RouteEntry) => route.url.split('/').slice(3).join('/').replace(/^/, '/');
const resourceOf = (route: RouteEntry) => route.url.split('/')[2] as string;
const key = (route: RouteEntry) => `${route.method} ${tailOf(route)}`;

/** Fails on a write route the fixture has no body for. */
function bodyFor(route: RouteEntry, bodies: Record<string, object>): object | undefined {
  if (route.method === 'GET' || route.method === 'DELETE') return bodies[key(route)];
  const body = bodies[key(route)];
  if (!body) throw new Error(`No body for ${label(route)}: add one to its fixture in record-scope.test.ts`);
  return body;
}

/** Makes a record for a route of each resource. */
const FIXTURES: Record<string, (route: RouteEntry) => Promise<Fixture>> = {
  async users(route) {
    const user = await make.user();
    const role = await make.role();
    return {
      params: { id: user.id, email: user.email },
      readBack: `/api/users/${user.id}`,
      body: bodyFor(route, {
        'PUT /:id': { firstName: 'Renamed', lastName: 'User', roleId: role.id, isActive: false, version: user.version },
      }),
    };
  },
  async roles(route) {
    const role = await make.role();
    return {
      params: { id: role.id },
      readBack: `/api/roles/${role.id}`,
      body: bodyFor(route, { 'PUT /:id': { name: `Renamed ${role.name}`, permissions: ALL_PERMISSIONS } }),
    };
  },
  async departments(route) {
    const row = await make.department();
    return {
      params: { id: row.id },
      readBack: `/api/departments/${row.id}`,
      body: bodyFor(route, { 'PATCH /:id': { name: `Renamed ${row.name}`, isActive: false } }),
    };
  },
  async designations(route) {
    const row = await make.designation();
    const whole = { name: `Renamed ${row.name}`, description: 'Changed', isActive: false };
    return {
      params: { id: row.id },
      readBack: `/api/designations/${row.id}`,
      body: bodyFor(route, { 'PUT /:id': whole, 'PATCH /:id': { isActive: false } }),
    };
  },
  async employees(route) {
    const row = await make.employee();
    return {
      params: { id: row.id },
      readBack: `/api/employees/${row.id}`,
      body: bodyFor(route, {
        'PUT /:id': { employeeCode: row.employeeCode, firstName: 'Changed', lastName: 'Name', isActive: false },
        'PATCH /:id': { isActive: false },
      }),
    };
  },
  async machines(route) {
    const row = await make.machine();
    return {
      params: { id: row.id },
      readBack: `/api/machines/${row.id}`,
      body: bodyFor(route, { 'PATCH /:id': { machineName: 'Renamed machine' } }),
    };
  },
  async suppliers(route) {
    const row = await make.supplier();
    return {
      params: { id: row.id },
      readBack: `/api/suppliers/${row.id}`,
      body: bodyFor(route, {
        'PUT /:id': { name: 'Renamed supplier', supplierCode: row.supplierCode, isActive: false },
        'PATCH /:id': { isActive: false },
      }),
    };
  },
  async customers(route) {
    const row = await make.customer();
    // Restoring needs a deleted customer, which only the list shows when asked for deleted rows.
    const restore = key(route) === 'DELETE /:id/restore';
    if (restore) await make.admin('DELETE', `/api/customers/${row.id}`, undefined, 204);
    // A delivery address of the customer's (issue 32), read back with its list.
    const addresses = route.url.includes('/delivery-addresses');
    const hosur = {
      label: 'Hosur plant',
      address: 'Plot 12, SIPCOT',
      place: 'Hosur',
      state: 'Tamil Nadu',
      pin: '635126',
    };
    const address = addresses
      ? await make.admin('POST', `/api/customers/${row.id}/delivery-addresses`, hosur, 201)
      : undefined;
    return {
      params: { id: row.id, code: row.partyCode, ...(address ? { addressId: address.id } : {}) },
      readBack: restore
        ? `/api/customers?includeDeleted=true&search=${encodeURIComponent(row.partyCode)}`
        : addresses
          ? `/api/customers/${row.id}/delivery-addresses`
          : `/api/customers/${row.id}`,
      body: bodyFor(route, {
        'PUT /:id': { ...make.bodies.customer(), partyCode: row.partyCode, name: 'Renamed customer', isActive: false },
        'POST /:id/statement/email': EMAIL,
        'POST /:id/delivery-addresses': { ...hosur, label: 'Hosur stores' },
        'PUT /:id/delivery-addresses/:addressId': { ...hosur, label: 'Hosur main gate' },
      }),
    };
  },
  async products(route) {
    const row = await make.product();
    return {
      params: { id: row.id },
      readBack: `/api/products/${row.id}`,
      body: bodyFor(route, { 'PATCH /:id': { product_description: 'Changed description', gstRate: 5 } }),
    };
  },
  async 'sales-orders'(route) {
    // A challan (its PDF, its e-way bill) is of a dispatch: the order is confirmed and one is recorded first.
    const challan = tailOf(route).startsWith('/:id/dispatches/:dispatchId/');
    const confirmed = challan || ['POST /:id/close', 'POST /:id/cancel', 'POST /:id/dispatches'].includes(key(route));
    const order = await make.salesOrder(confirmed ? 'confirmed' : 'draft');
    const line = order.lines[0];
    const dispatchId = challan
      ? (await make.admin('POST', `/api/sales-orders/${order.id}/dispatches`, make.bodies.dispatch(line.id)))
          .dispatches[0].id
      : '';
    // A dispatch by whoever holds dispatches: create alone needs the product's PDI passed: on an earlier dispatch of it.
    if (key(route) === 'POST /:id/dispatches') {
      const earlier = await make.admin(
        'POST',
        `/api/sales-orders/${order.id}/dispatches`,
        make.bodies.dispatch(line.id),
      );
      await make.admin('POST', '/api/inspections/pdi', make.bodies.pdi(earlier.dispatches[0].id));
    }
    // Clearing an e-way bill needs one recorded.
    const eWayBill = `/api/sales-orders/${order.id}/dispatches/${dispatchId}/e-way-bill`;
    if (key(route) === 'DELETE /:id/dispatches/:dispatchId/e-way-bill')
      await make.admin('PUT', eWayBill, eWayBillBody());
    return {
      params: { id: order.id, dispatchId },
      readBack: `/api/sales-orders/${order.id}`,
      query: key(route) === 'GET /:id/dispatches/:dispatchId/e-way-bill' ? roadTransportQuery : '',
      body: bodyFor(route, {
        'PUT /:id': {
          customerId: order.customerId,
          orderDate: order.orderDate,
          notes: 'Changed',
          lines: [{ productId: line.productId, quantity: 99, rate: 1 }],
        },
        'POST /:id/confirm': { version: order.version },
        // Save and confirm: the draft replaced, then confirmed, in one request.
        'PUT /:id/confirm': {
          customerId: order.customerId,
          orderDate: order.orderDate,
          notes: 'Changed',
          lines: [{ productId: line.productId, quantity: 99, rate: 1 }],
          version: order.version,
        },
        'POST /:id/close': { version: order.version, reason: 'Customer reduced the quantity' },
        'POST /:id/cancel': { version: order.version, reason: 'Customer withdrew the order' },
        'POST /:id/dispatches': make.bodies.dispatch(line.id),
        'PUT /:id/dispatches/:dispatchId/e-way-bill': eWayBillBody(),
      }),
    };
  },
  async invoices(route) {
    const state = {
      'POST /:id/cancel': 'issued',
      'POST /:id/payments': 'issued',
      'DELETE /:id/payments/:paymentId': 'paid-in-part',
      'GET /:id/email': 'issued',
      'POST /:id/email': 'issued',
      'GET /:id/e-invoice': 'issued',
      'GET /:id/e-way-bill': 'issued',
      'PUT /:id/e-way-bill': 'issued',
      'DELETE /:id/e-way-bill': 'issued',
      'PUT /:id/irn': 'issued',
      'DELETE /:id/irn': 'issued',
    } as const;
    const invoice = await make.invoice(state[key(route) as keyof typeof state] ?? 'draft');
    const line = invoice.lines[0];
    // The portal's answer for this invoice (its QR code names it); clearing needs one recorded.
    const irn = key(route).endsWith('/irn') ? await irnBodyFor(invoice) : {};
    if (key(route) === 'DELETE /:id/irn') await make.admin('PUT', `/api/invoices/${invoice.id}/irn`, irn);
    // Clearing an e-way bill needs one recorded.
    if (key(route) === 'DELETE /:id/e-way-bill') {
      await make.admin('PUT', `/api/invoices/${invoice.id}/e-way-bill`, eWayBillBody());
    }
    return {
      params: { id: invoice.id, paymentId: invoice.payments[0]?.id ?? '' },
      readBack: `/api/invoices/${invoice.id}`,
      query: key(route) === 'GET /:id/e-way-bill' ? roadTransportQuery : '',
      body: bodyFor(route, {
        'PUT /:id': {
          customerId: invoice.customerId,
          invoiceDate: invoice.invoiceDate,
          notes: 'Changed',
          lines: [{ description: 'Changed line', quantity: 50, rate: line.rate, gstRate: 5 }],
        },
        'POST /:id/issue': { version: invoice.version },
        // Save and issue: the draft replaced, then issued, in one request.
        'PUT /:id/issue': {
          customerId: invoice.customerId,
          invoiceDate: invoice.invoiceDate,
          notes: 'Changed',
          lines: [{ description: 'Changed line', quantity: 50, rate: line.rate, gstRate: 5 }],
          version: invoice.version,
        },
        'POST /:id/cancel': { version: invoice.version, reason: 'Raised against the wrong customer' },
        'POST /:id/payments': make.bodies.payment(),
        'POST /:id/email': EMAIL,
        'PUT /:id/e-way-bill': eWayBillBody(),
        'PUT /:id/irn': irn,
      }),
    };
  },
  async notes(route) {
    const issued = ['POST /:id/cancel', 'GET /:id/e-invoice'].includes(key(route));
    const note = await make.note(issued ? 'issued' : 'draft');
    const body = make.bodies.note({ id: note.invoiceId, invoiceDate: note.invoiceDate, lines: [] });
    const draft = { ...body, lines: [{ invoiceLineId: note.lines[0].invoiceLineId, quantity: 2, rate: 100 }] };
    return {
      params: { id: note.id },
      readBack: `/api/notes/${note.id}`,
      body: bodyFor(route, {
        'PUT /:id': draft,
        'POST /:id/issue': { version: note.version },
        'PUT /:id/issue': { ...draft, version: note.version },
        'POST /:id/cancel': { version: note.version, reason: 'Pieces accepted after rework' },
      }),
    };
  },
  async quotations(route) {
    const sentSteps = ['POST /:id/win', 'POST /:id/lose', 'POST /:id/revise'];
    const wonSteps = ['POST /:id/convert', 'POST /:id/blanket'];
    let quotation = await make.quotation(
      sentSteps.includes(key(route)) || wonSteps.includes(key(route)) ? 'sent' : 'enquiry',
    );
    if (wonSteps.includes(key(route))) {
      quotation = await make.admin('POST', `/api/quotations/${quotation.id}/win`, { version: quotation.version }, 200);
    }
    const draft = {
      ...make.bodies.quotation(quotation.customerId, quotation.lines[0].productId),
      remarks: 'Changed',
    };
    return {
      params: { id: quotation.id },
      readBack: `/api/quotations/${quotation.id}`,
      body: bodyFor(route, {
        'PUT /:id': { ...draft, version: quotation.version },
        'POST /:id/send': { version: quotation.version },
        'PUT /:id/send': { ...draft, version: quotation.version },
        'POST /:id/win': { version: quotation.version },
        'POST /:id/lose': { version: quotation.version, reason: 'Price above their target' },
        'POST /:id/revise': { version: quotation.version },
        'POST /:id/convert': { version: quotation.version },
        'POST /:id/blanket': { version: quotation.version },
      }),
    };
  },
  async 'blanket-orders'(route) {
    const active = ['POST /:id/close', 'POST /:id/cancel', 'POST /:id/prices'].includes(key(route));
    const order = await make.blanketOrder(active ? 'active' : 'draft');
    const draft = { ...make.bodies.blanketOrder(order.customerId, order.lines[0].productId), remarks: 'Changed' };
    return {
      params: { id: order.id },
      readBack: `/api/blanket-orders/${order.id}`,
      body: bodyFor(route, {
        'PUT /:id': { ...draft, version: order.version },
        'POST /:id/activate': { version: order.version },
        'PUT /:id/activate': { ...draft, version: order.version },
        'POST /:id/close': { version: order.version, reason: 'The open order has ended' },
        'POST /:id/cancel': { version: order.version, reason: 'Placed by mistake' },
        'POST /:id/prices': {
          lineId: order.lines[0].id,
          effectiveFrom: '2026-10-01',
          rate: 37,
          reason: 'Steel price increase',
          version: order.version,
        },
      }),
    };
  },
  async 'delivery-schedules'(route) {
    const { schedule, product } = await make.deliverySchedule();
    // A dispatch by whoever holds dispatches: create alone needs the product's PDI passed: on an earlier dispatch of it.
    let version = schedule.version;
    if (key(route) === 'POST /:id/dispatches') {
      const earlier = await make.admin('POST', `/api/delivery-schedules/${schedule.id}/dispatches`, {
        dispatchDate: todayIn(),
        lines: [{ productId: product.id, quantity: 2 }],
        pdiOverride: true,
      });
      const order = await make.admin('GET', `/api/sales-orders/${earlier.releaseOrder.id}`);
      await make.admin('POST', '/api/inspections/pdi', make.bodies.pdi(order.dispatches[0].id));
      version = earlier.version;
    }
    return {
      params: { id: schedule.id },
      readBack: `/api/delivery-schedules/${schedule.id}`,
      body: bodyFor(route, {
        'POST /:id/dispatches': { dispatchDate: todayIn(), lines: [{ productId: product.id, quantity: 10 }], version },
      }),
    };
  },
  async 'purchase-orders'(route) {
    const confirmed = ['POST /:id/close', 'POST /:id/cancel'].includes(key(route));
    const order = await make.purchaseOrder(confirmed ? 'confirmed' : 'draft');
    const draft = {
      ...make.bodies.purchaseOrder(order.supplierId),
      remarks: 'Changed',
      lines: [{ kind: 'bought_out', description: 'Changed line', quantity: 9, rate: 10, gstRate: 5 }],
    };
    return {
      params: { id: order.id },
      readBack: `/api/purchase-orders/${order.id}`,
      body: bodyFor(route, {
        'PUT /:id': draft,
        'POST /:id/confirm': { version: order.version },
        // Save and confirm: the draft replaced, then confirmed, in one request.
        'PUT /:id/confirm': { ...draft, version: order.version },
        'POST /:id/close': { version: order.version, reason: 'The rest is not needed' },
        'POST /:id/cancel': { version: order.version, reason: 'Ordered from another supplier' },
      }),
    };
  },
  async 'goods-receipts'(route) {
    const receipt = await make.goodsReceipt(key(route) === 'POST /:id/cancel' ? 'received' : 'draft');
    const draft = {
      purchaseOrderId: receipt.purchaseOrderId,
      receiptDate: receipt.receiptDate,
      remarks: 'Changed',
      lines: [
        {
          purchaseOrderLineId: receipt.lines[0].purchaseOrderLineId,
          receivedQuantity: 20,
          acceptedQuantity: 15,
          rejectedQuantity: 5,
          rejectionReason: 'Bent bars',
          heatNumber: 'H-CHANGED',
        },
      ],
    };
    return {
      params: { id: receipt.id },
      readBack: `/api/goods-receipts/${receipt.id}`,
      body: bodyFor(route, {
        'PUT /:id': draft,
        'POST /:id/receive': { version: receipt.version },
        // Save and receive: the draft replaced, then received, in one request.
        'PUT /:id/receive': { ...draft, version: receipt.version },
        'POST /:id/cancel': { version: receipt.version, reason: 'Wrong material sent' },
      }),
    };
  },
  async 'material-certificates'() {
    // A certificate is read through the goods receipt whose line names it.
    const certificate = await make.certificate();
    const order = await make.purchaseOrder('confirmed');
    const body = make.bodies.goodsReceipt(order);
    const receipt = await make.admin('POST', '/api/goods-receipts', {
      ...body,
      lines: body.lines.map((line) => ({ ...line, certificateId: certificate.id })),
    });
    return { params: { id: certificate.id }, readBack: `/api/goods-receipts/${receipt.id}` };
  },
  async 'job-work-challans'(route) {
    if (key(route).endsWith('/deemed-supply')) {
      // Goods out 400 days: past the inputs' year, an invoice for them is proposed to the job
      // worker, a customer with the job worker's GSTIN made from the proposal.
      const supplier = await make.supplier();
      const product = await make.product();
      const challan = await make.admin('POST', '/api/job-work-challans/send', {
        ...make.bodies.jobWorkChallan(supplier.id, product.id),
        challanDate: addDays(todayIn(), -400),
      });
      const proposal = await make.admin('GET', `/api/job-work-challans/${challan.id}/deemed-supply`);
      const customer = await make.admin('POST', '/api/customers', proposal.newCustomer);
      return {
        params: { id: challan.id },
        readBack: `/api/job-work-challans/${challan.id}`,
        body: bodyFor(route, { 'POST /:id/deemed-supply': { customerId: customer.id, version: challan.version } }),
      };
    }
    const sent = ['POST /:id/close', 'POST /:id/cancel', 'POST /:id/receipts'].includes(key(route));
    const challan = await make.jobWorkChallan(sent ? 'sent' : 'draft');
    const line = challan.lines[0];
    const draft = {
      supplierId: challan.supplierId,
      challanDate: challan.challanDate,
      process: 'Centreless grinding',
      lines: [{ ...line, quantity: 99, value: 990, hsnCode: line.hsnCode }],
    };
    return {
      params: { id: challan.id },
      readBack: `/api/job-work-challans/${challan.id}`,
      body: bodyFor(route, {
        'PUT /:id': draft,
        'POST /:id/send': { version: challan.version },
        // Save and send: the draft replaced, then sent, in one request.
        'PUT /:id/send': { ...draft, version: challan.version },
        'POST /:id/close': { version: challan.version, reason: 'The rest was scrapped at the plater' },
        'POST /:id/cancel': { version: challan.version, reason: 'Sent to the wrong plater' },
        'POST /:id/receipts': make.bodies.jobWorkReceipt(line.id),
      }),
    };
  },
  async 'customer-materials'(route) {
    const receipt = await make.customerMaterial(key(route) === 'POST /:id/cancel' ? 'received' : 'draft');
    const draft = { ...make.bodies.customerMaterial(receipt.customerId), remarks: 'Changed' };
    return {
      params: { id: receipt.id },
      readBack: `/api/customer-materials/${receipt.id}`,
      body: bodyFor(route, {
        'PUT /:id': draft,
        'POST /:id/receive': { version: receipt.version },
        // Save and receive: the draft replaced, then received, in one request.
        'PUT /:id/receive': { ...draft, version: receipt.version },
        'POST /:id/cancel': { version: receipt.version, reason: 'Booked against the wrong customer' },
      }),
    };
  },
  /** Whether a product keeps finished stock: switching it off needs it switched on first. */
  async stock(route) {
    if (route.url.includes('/planning/')) {
      // A bar a confirmed order needs (the fixtures' product is EN8D Ø22); its suggestion drafted from a supplier.
      await make.salesOrder('confirmed');
      const id = materialKey('EN8D', '22 mm');
      const supplier = await make.supplier();
      const fixture: Fixture = {
        params: { id },
        readBack: `/api/stock/planning/${encodeURIComponent(id)}/projection`,
        body: bodyFor(route, { 'POST /planning/:id/purchase-order': { supplierId: supplier.id, quantityKg: 1 } }),
      };
      return fixture;
    }
    const product = await make.product();
    if (route.method === 'DELETE') await make.admin('PUT', `/api/stock/tracked-products/${product.id}`);
    return {
      params: { productId: product.id },
      readBack: `/api/stock/tracked-products/${product.id}`,
      body: bodyFor(route, { 'PUT /tracked-products/:productId': {} }),
    };
  },
  /** A product's stock keeping, switched on: its history is read by the product's id. */
  async 'stock-tracking'() {
    const product = await make.product();
    await make.admin('PUT', `/api/stock/tracked-products/${product.id}`);
    return { params: { id: product.id }, readBack: `/api/stock/tracked-products/${product.id}` };
  },
  async 'work-orders'(route) {
    const released = key(route) === 'POST /:id/close';
    const order = await make.workOrder(released ? 'released' : 'draft');
    const draft = { ...make.bodies.workOrder(order.productId), quantity: 750, remarks: 'Changed' };
    return {
      params: { id: order.id },
      readBack: `/api/work-orders/${order.id}`,
      body: bodyFor(route, {
        'PUT /:id': { ...draft, version: order.version },
        'POST /:id/release': { version: order.version },
        // Save and release: the draft replaced, then released, in one request.
        'PUT /:id/release': { ...draft, version: order.version },
        'POST /:id/close': { version: order.version, reason: 'The customer cut the schedule' },
      }),
    };
  },
  /** A first piece (its work order's form too), or a PDI for the PDI form; each read back by its id. */
  async inspections(route): Promise<Fixture> {
    if (key(route) === 'GET /pdi/template/:dispatchId') {
      const { dispatch, order } = await make.dispatch();
      return { params: { dispatchId: dispatch.id }, readBack: `/api/sales-orders/${order.id}` };
    }
    const { inspection, workOrder } = await make.firstPiece();
    return {
      params: { id: inspection.id, workOrderId: workOrder.id },
      readBack: `/api/inspections/${inspection.id}`,
    };
  },
  /** Production entries and reasons, and the entry form's view of a work order. */
  async production(route) {
    if (tailOf(route).startsWith('/reasons/')) {
      const reason = await make.productionReason();
      return {
        params: { id: reason.id },
        readBack: '/api/production/reasons?kind=rejection',
        body: bodyFor(route, { 'PATCH /reasons/:id': { name: `Renamed ${reason.name}`, active: false } }),
      };
    }
    const entry = await make.productionEntry();
    return {
      params: { id: key(route) === 'GET /work-orders/:id' ? entry.workOrderId : entry.id },
      readBack: `/api/production/entries/${entry.id}`,
      body: bodyFor(route, {
        'PUT /entries/:id': make.bodies.entryCorrection(entry, {
          goodQuantity: 90,
          rejectedQuantity: 0,
          downtimeMinutes: 0,
          remarks: 'Recounted',
          version: entry.version,
        }),
      }),
    };
  },
  /** A pinned operation of a released work order, a machine's capacity or downtime window, a plant holiday. */
  async schedule(route): Promise<Fixture> {
    if (tailOf(route).startsWith('/holidays/')) {
      const holiday = await make.holiday();
      return { params: { date: holiday.date }, readBack: `/api/schedule/holidays?year=${holiday.date.slice(0, 4)}` };
    }
    if (tailOf(route).includes('/downtime/')) {
      const { machine, window } = await make.downtime();
      return { params: { id: machine.id, downtimeId: window.id }, readBack: `/api/schedule/machines/${machine.id}` };
    }
    const machine = await make.machine();
    if (tailOf(route).startsWith('/machines/')) {
      return {
        params: { id: machine.id },
        readBack: `/api/schedule/machines/${machine.id}`,
        body: bodyFor(route, {
          'PUT /machines/:id': make.bodies.machineCapacity(1),
          'POST /machines/:id/downtime': make.bodies.downtime(),
        }),
      };
    }
    const order = await make.workOrder('released');
    const operation = order.operations[0];
    const pin = { machineId: machine.id, start: `${addDays(todayIn(), 7)}T09:00`, version: order.version };
    // Unpinning needs a pin.
    if (route.method === 'DELETE') await make.admin('PUT', `/api/schedule/operations/${operation.id}/lock`, pin);
    return {
      params: { id: operation.id },
      readBack: `/api/work-orders/${order.id}`,
      body: bodyFor(route, { 'PUT /operations/:id/lock': pin }),
    };
  },
  /**
   * A gauge calibrated with its certificate (an uncalibrated one to delete: one a calibration
   * names is retired, not deleted); a certificate is read by its own id.
   */
  async gauges(route) {
    const gauge = key(route) === 'DELETE /:id' ? await make.gauge() : await make.calibratedGauge();
    const certificate = gauge.calibrations[0]?.certificate?.id;
    return {
      params: {
        id: key(route) === 'GET /certificates/:id' ? certificate : gauge.id,
        calibrationId: gauge.calibrations[0]?.id ?? '',
      },
      readBack: `/api/gauges/${gauge.id}`,
      body: bodyFor(route, {
        'PUT /:id': { ...make.bodies.gauge(), code: gauge.code, name: 'Renamed caliper', version: gauge.version },
        'POST /:id/calibrations': make.bodies.calibration(),
      }),
    };
  },
  /** A product's control plan, revision 1: read, printed, and saved as revision 2. */
  async 'control-plans'(route) {
    const plan = await make.controlPlan();
    return {
      params: { productId: plan.product.id },
      readBack: `/api/control-plans/${plan.product.id}`,
      body: bodyFor(route, {
        'PUT /:productId': { ...make.bodies.controlPlan(), remarks: 'Revised', version: plan.version },
      }),
    };
  },
  /** A work order's 100 good pieces packed in four boxes: its pack form and the packing. */
  async boxes() {
    const { packing, order } = await make.packing();
    return {
      params: { workOrderId: order.id, packingId: packing.packingId },
      readBack: `/api/boxes/packings/${packing.packingId}`,
    };
  },
  /**
   * What each trace starts from: a dispatch, an issued invoice, a packed box (by its code), a heat
   * received on a goods receipt (by its number).
   */
  async traceability(route): Promise<Fixture> {
    const kind = route.url.split('/')[3];
    if (kind === 'dispatch') {
      const { dispatch, order } = await make.dispatch();
      return { params: { key: dispatch.id }, readBack: `/api/sales-orders/${order.id}` };
    }
    if (kind === 'invoice') {
      const invoice = await make.invoice('issued');
      return { params: { key: invoice.id }, readBack: `/api/invoices/${invoice.id}` };
    }
    if (kind === 'box') {
      const { packing } = await make.packing();
      return { params: { key: packing.boxes[0].code }, readBack: `/api/boxes/packings/${packing.packingId}` };
    }
    const receipt = await make.goodsReceipt('received');
    return { params: { key: receipt.lines[0].heatNumber }, readBack: `/api/goods-receipts/${receipt.id}` };
  },
  async 'production-entries'() {
    const entry = await make.productionEntry();
    return { params: { id: entry.id }, readBack: `/api/production/entries/${entry.id}` };
  },
  async 'production-reasons'() {
    const reason = await make.productionReason();
    return { params: { id: reason.id }, readBack: '/api/production/reasons' };
  },
  async 'supplier-bills'(route) {
    // A bill of a received 10 kg of bar at the order's ₹78.50: ₹785 + ₹70.65 + ₹70.65 = ₹926.30; held at ₹80.
    const receipt = await make.goodsReceipt('received');
    const body = (rate: number, total: number) => ({
      supplierId: receipt.supplierId,
      purchaseOrderId: receipt.purchaseOrderId,
      supplierInvoiceNumber: `SB-${receipt.id.slice(0, 8)}`,
      supplierInvoiceDate: todayIn(),
      billDate: todayIn(),
      invoiceTotal: total,
      lines: [
        {
          purchaseOrderLineId: receipt.lines[0].purchaseOrderLineId,
          goodsReceiptLineId: receipt.lines[0].id,
          description: 'Bright bar EN8',
          quantity: 10,
          rate,
          gstRate: 18,
        },
      ],
    });
    const state = { 'POST /:id/approve': 'held', 'POST /:id/cancel': 'booked' }[key(route)] ?? 'draft';
    const made = await make.admin('POST', '/api/supplier-bills', state === 'held' ? body(80, 944) : body(78.5, 926.3));
    const bill =
      state === 'draft'
        ? made
        : await make.admin('POST', `/api/supplier-bills/${made.id}/book`, { version: made.version }, 200);
    const changed = { ...body(78.5, 926.3), remarks: 'Changed' };
    return {
      params: { id: bill.id },
      readBack: `/api/supplier-bills/${bill.id}`,
      body: bodyFor(route, {
        'PUT /:id': changed,
        'POST /:id/book': { version: bill.version },
        // Save and book: the draft replaced, then booked, in one request.
        'PUT /:id/book': { ...changed, version: bill.version },
        'POST /:id/approve': { version: bill.version, reason: 'Rate revised by mail' },
        'POST /:id/cancel': { version: bill.version, reason: 'Entered twice' },
      }),
    };
  },
  async 'supplier-payments'(route) {
    // A payment of ₹1,000 left whole as an advance, and a booked bill of the supplier to set it against.
    const supplier = await make.supplier();
    const bill = await writeBill(h.db, supplier, { taxable: 100, billDate: '2026-04-01' });
    const payment = await make.admin('POST', '/api/supplier-payments', {
      supplierId: supplier.id,
      paymentDate: '2026-04-02',
      amount: 1000,
      mode: 'bank_transfer',
    });
    return {
      params: { id: payment.id },
      readBack: `/api/supplier-payments/${payment.id}`,
      body: bodyFor(route, { 'POST /:id/allocations': { allocations: [{ billId: bill.id, amount: 118 }] } }),
    };
  },
  async gst() {
    // A bill's deferral in January 2031's GSTR-2B reconciliation, undone by its id.
    const { actionId, month } = await make.gstr2bDeferral();
    return { params: { id: actionId }, readBack: `/api/gst/gstr-2b?month=${month}` };
  },
  async 'gstr-2b'() {
    // A month's GSTR-2B import: its history, the decisions on it included.
    const { importId, month } = await make.gstr2bDeferral();
    return { params: { id: importId }, readBack: `/api/gst/gstr-2b?month=${month}` };
  },
  async payables() {
    // The supplier's ledger is read by its id.
    const supplier = await make.supplier();
    return { params: { supplierId: supplier.id }, readBack: `/api/suppliers/${supplier.id}` };
  },
};

/**
 * Routes with a path parameter that name no record of a resource: a session the caller signs out
 * is one of the caller's own, open to any signed-in user and found only among theirs (another
 * user's is 404, shown in modules/auth/account.test.ts).
 */
const NOT_RECORD_ROUTES: string[] = ['DELETE /api/auth/sessions/:id'];

const recordRoutes = () =>
  h.app.routeTable.filter((route) => route.url.includes('/:') && !NOT_RECORD_ROUTES.includes(label(route)));

/** Who must be refused: lacking the route's whole scope, and lacking only its action. */
function lackers(route: RouteEntry): { who: string; probe: () => Probe; holds: Permission[] }[] {
  const kind = accessKind(route);
  if (kind.kind === 'admin')
    return [{ who: 'every permission, not Admin', probe: () => withoutScope, holds: ALL_PERMISSIONS }];
  if (kind.kind !== 'permission') {
    throw new Error(`${label(route)} names a record but is open to ${kind.kind}: give it a scope and action`);
  }
  const scopes = [...new Set(kind.checks.map((c) => c.scope))] as Scope[];
  return [
    {
      who: `every permission but the ${scopes.join(', ')} scope`,
      probe: () => withoutScope,
      holds: allExceptScopes(...scopes),
    },
    {
      who: `every permission but ${describeAccess(route)}`,
      probe: () => withoutAction,
      holds: allExcept(...kind.checks),
    },
  ];
}

/**
 * What the control holds besides the route's permission: a save-and-step (`PUT /:id/{step}`, the
 * route beside `POST /{step}`) changes the draft's content, which needs the draft's edit too
 * (`PUT /:id`'s permission), since a user with only the step steps the draft as it stands.
 */
function contentToo(route: RouteEntry): PermissionCheck[] {
  const step = /^(\/api\/[^/]+)\/:id\/([a-z-]+)$/.exec(route.url);
  const saveAndStep = h.app.routeTable.some((r) => r.method === 'POST' && r.url === `${step?.[1]}/${step?.[2]}`);
  if (route.method !== 'PUT' || !step || !saveAndStep) return [];
  const edit = h.app.routeTable.find((r) => r.method === 'PUT' && r.url === `${step[1]}/:id`);
  const kind = edit && accessKind(edit);
  if (kind?.kind !== 'permission') throw new Error(`${label(route)} saves a draft whose PUT /:id states no permission`);
  return grantsOf(kind)[0] ?? [];
}

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`The fixture gives no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });

describe('routes naming a record', () => {
  it('are all covered by a fixture', () => {
    const uncovered = recordRoutes()
      .filter((route) => !FIXTURES[resourceOf(route)])
      .map(label);
    expect(uncovered, 'add a fixture for each to record-scope.test.ts').toEqual([]);
    expect(recordRoutes().length).toBeGreaterThanOrEqual(35);
  });

  it.each(recordRoutes().map((route) => [label(route), route] as const))(
    '%s: refused without its scope or action, record unchanged; allowed with its permission',
    async (_, route) => {
      const admin = await h.adminToken();
      const read = async (path: string) => {
        const res = await h.call('GET', path, { token: admin });
        return { status: res.statusCode, body: res.json() };
      };
      const fixture = await FIXTURES[resourceOf(route)]?.(route);
      if (!fixture) throw new Error(`No fixture for ${label(route)}`);
      const url = fill(route.url, fixture.params) + (fixture.query ?? '');
      const before = await read(fixture.readBack);
      expect(before.status, 'the fixture reads back').toBe(200);

      for (const { who, probe, holds } of lackers(route)) {
        await probe().grant(holds);
        const res = await h.call(route.method as 'GET', url, { token: probe().token, body: fixture.body });
        expect(res.statusCode, `as ${who}: ${res.body}`).toBe(403);
        expect(await read(fixture.readBack), `as ${who}, the record changed`).toEqual(before);
      }

      // The control: the route's own permission, same record and body, succeeds.
      const kind = accessKind(route);
      let token = admin;
      if (kind.kind === 'permission') {
        await withoutAction.grant(only(...(grantsOf(kind)[0] ?? []), ...contentToo(route)));
        token = withoutAction.token;
      }
      const res = await h.call(route.method as 'GET', url, { token, body: fixture.body });
      const what = `with ${describeAccess(route)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode >= 200 && res.statusCode < 300, what).toBe(true);
    },
  );
});
