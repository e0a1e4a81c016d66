import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Permission } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema/index.js';
import { SERVER_ROOT } from '../src/paths.js';
import { invoiceTestKit } from './invoice-test-kit.js';
import { writeBill } from './payables-test-kit.js';
import { type RecordFactory, recordFactory } from './record-fixtures.js';

/**
 * Dispatching, recording payments, issuing, short-closing and cancelling are each granted on
 * their own (issue 18): a dispatch clerk records dispatches without editing orders, accounts
 * records payments without issuing or editing invoices. The route matrix checks every route
 * against its stated permission; these check the jobs people are given.
 */
const kit = invoiceTestKit();

const view = (scope: string): Permission => ({ scope, actions: ['view'] });

describe('a dispatch clerk (sales orders: view, dispatches: create)', () => {
  it('records a dispatch, and cannot edit, short-close or cancel the order', async () => {
    const clerk = await kit.h.userWith([view('sales-orders'), { scope: 'dispatches', actions: ['create'] }]);
    const { order } = await kit.oneLineOrder(100, 50);
    const as = (method: 'POST' | 'PUT', url: string, body: object) =>
      kit.h.call(method, url, { token: clerk.accessToken, body });

    // The clerk holds no PDI override: the product's PDI passed on an earlier dispatch (the admin's, on the override).
    const earlier = await kit.ok(
      'POST',
      `/api/sales-orders/${order.id}/dispatches`,
      { dispatchDate: '2026-04-01', lines: [{ orderLineId: order.lineIds[0], quantity: 10 }], pdiOverride: true },
      201,
    );
    await kit.ok(
      'POST',
      '/api/inspections/pdi',
      {
        dispatchId: earlier.dispatches[0].id,
        inspectedOn: '2026-04-01',
        sampleSize: 1,
        readings: [
          { characteristic: 'Finish', nominal: null, lowerTolerance: null, upperTolerance: null, result: 'pass' },
        ],
      },
      201,
    );
    const dispatched = await as('POST', `/api/sales-orders/${order.id}/dispatches`, {
      dispatchDate: '2026-04-02',
      vehicleReference: 'MH12AB1234',
      lines: [{ orderLineId: order.lineIds[0], quantity: 40 }],
    });
    expect(dispatched.statusCode, dispatched.body).toBe(201);
    expect(dispatched.json().lines[0].dispatchedQuantity).toBe(50);

    for (const step of ['close', 'cancel']) {
      const refused = await as('POST', `/api/sales-orders/${order.id}/${step}`, { reason: 'Customer asked' });
      expect(refused.statusCode, `${step}: ${refused.body}`).toBe(403);
    }
    const created = await as('POST', '/api/sales-orders', {});
    expect(created.statusCode).toBe(403);
  });

  it('is refused a dispatch without dispatches: create, even with sales orders: edit', async () => {
    const editor = await kit.h.userWith([{ scope: 'sales-orders', actions: ['view', 'edit'] }]);
    const { order } = await kit.oneLineOrder(10, 50);
    const res = await kit.h.call('POST', `/api/sales-orders/${order.id}/dispatches`, {
      token: editor.accessToken,
      body: { dispatchDate: '2026-04-02', lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('accounts (invoices: view, payments: create)', () => {
  it('records a payment, and cannot issue, cancel or remove a payment', async () => {
    const accounts = await kit.h.userWith([view('invoices'), { scope: 'payments', actions: ['create'] }]);
    const buyer = await kit.customer();
    const issued = await kit.issueNew(kit.draftBody(buyer.id, [{ quantity: 10, rate: 100 }]));
    const draft = await kit.draft(kit.draftBody(buyer.id, [{ quantity: 1, rate: 100 }]));
    const as = (method: 'POST' | 'DELETE', url: string, body?: object) =>
      kit.h.call(method, url, { token: accounts.accessToken, body });

    const paid = await as('POST', `/api/invoices/${issued.id}/payments`, {
      paymentDate: issued.invoiceDate,
      amount: 500,
      mode: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json().payments[0];

    expect((await as('DELETE', `/api/invoices/${issued.id}/payments/${payment.id}`)).statusCode).toBe(403);
    expect((await as('POST', `/api/invoices/${draft.id}/issue`, {})).statusCode).toBe(403);
    expect((await as('POST', `/api/invoices/${issued.id}/cancel`, { reason: 'Wrong rate' })).statusCode).toBe(403);
  });
});

describe('accounts payable (supplier-payments: view, create)', () => {
  it('pays a booked bill and sets an advance, and cannot remove a payment', async () => {
    const payables = await kit.h.userWith([{ scope: 'supplier-payments', actions: ['view', 'create'] }]);
    const supplier = await kit.ok('POST', '/api/suppliers', { name: 'Step Steels' }, 201);
    const bill = await writeBill(kit.h.db, supplier, { taxable: 1000, billDate: '2026-04-01' }); // ₹1,180
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
      kit.h.call(method, url, { token: payables.accessToken, body });

    const paid = await as('POST', '/api/supplier-payments', {
      supplierId: supplier.id,
      paymentDate: '2026-04-02',
      amount: 1500,
      mode: 'cheque',
      allocations: [{ billId: bill.id, amount: 1180 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().advance).toBe(320);
    expect((await as('GET', `/api/payables/ledger/${supplier.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/supplier-payments/${paid.json().id}`)).statusCode).toBe(403);
  });
});

describe('work orders (issue 21): the planner drafts (work-orders), releasing and closing short are work-order-status', () => {
  // The harness opens in the kit's beforeAll, which runs before this one.
  let make: RecordFactory;
  beforeAll(() => {
    make = recordFactory(kit.h);
  });
  const planned = async () => {
    const customer = await make.customer();
    return make.admin('POST', '/api/products', make.bodies.plannedProduct(customer.partyCode));
  };

  it('a planner drafts, edits and deletes work orders, and cannot release one nor close one short', async () => {
    const planner = await kit.h.userWith([{ scope: 'work-orders', actions: ['view', 'create', 'edit', 'delete'] }]);
    const as = (method: 'POST' | 'PUT', url: string, body: object) =>
      kit.h.call(method, url, { token: planner.accessToken, body });
    const product = await planned();

    const drafted = await as('POST', '/api/work-orders', make.bodies.workOrder(product.id));
    expect(drafted.statusCode, drafted.body).toBe(201);
    const draft = drafted.json();
    const edited = await as('PUT', `/api/work-orders/${draft.id}`, {
      ...make.bodies.workOrder(product.id),
      quantity: 600,
      version: draft.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // Releasing, also as save-and-release of a new or an existing draft, takes work-order-status: create.
    const release = await as('POST', `/api/work-orders/${draft.id}/release`, { version: edited.json().version });
    expect(release.statusCode, release.body).toBe(403);
    const saveAndRelease = await as('POST', '/api/work-orders/release', make.bodies.workOrder(product.id));
    expect(saveAndRelease.statusCode, saveAndRelease.body).toBe(403);
    const replaceAndRelease = await as('PUT', `/api/work-orders/${draft.id}/release`, {
      ...make.bodies.workOrder(product.id),
      version: edited.json().version,
    });
    expect(replaceAndRelease.statusCode, replaceAndRelease.body).toBe(403);
    expect(await make.admin('GET', `/api/work-orders/${draft.id}`)).toMatchObject({
      status: 'draft',
      woNumber: null,
      quantity: 600,
    });
    // Nothing was left behind by the refused save-and-release.
    const drafts = await make.admin('GET', `/api/work-orders?productId=${product.id}`);
    expect(drafts.total).toBe(1);

    const released = await make.workOrder('released');
    const close = await as('POST', `/api/work-orders/${released.id}/close`, {
      version: released.version,
      reason: 'The customer cut the schedule',
    });
    expect(close.statusCode, close.body).toBe(403);
    expect((await make.admin('GET', `/api/work-orders/${released.id}`)).status).toBe('released');
  });

  it('a production manager releases and closes short, and cannot write a draft', async () => {
    const manager = await kit.h.userWith([
      view('work-orders'),
      { scope: 'work-order-status', actions: ['create', 'edit'] },
    ]);
    const as = (method: 'POST' | 'PUT', url: string, body: object) =>
      kit.h.call(method, url, { token: manager.accessToken, body });
    const draft = await make.workOrder('draft');

    const edit = await as('PUT', `/api/work-orders/${draft.id}`, {
      ...make.bodies.workOrder(draft.productId),
      version: draft.version,
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect((await as('POST', '/api/work-orders', make.bodies.workOrder(draft.productId))).statusCode).toBe(403);

    const released = await as('POST', `/api/work-orders/${draft.id}/release`, { version: draft.version });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', woNumber: expect.stringMatching(/^WO\//) });
    const closed = await as('POST', `/api/work-orders/${draft.id}/close`, {
      version: released.json().version,
      reason: 'The customer cut the schedule',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed_short', statusReason: 'The customer cut the schedule' });
  });
});

describe('migration 0010', () => {
  /** The migration's statements, run again on roles and users written the way they were before it. */
  async function migrate() {
    const file = readFileSync(join(SERVER_ROOT, 'drizzle', '0010_step_permissions.sql'), 'utf8');
    await kit.h.db.transaction(async (tx) => {
      for (const statement of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
  }

  it('gives whoever could take a step before (edit on orders or invoices) its new scope, and nobody else', async () => {
    const orderEditor = await kit.h.userWith([{ scope: 'sales-orders', actions: ['view', 'edit'] }]);
    const invoiceViewer = await kit.h.userWith([view('invoices')]);
    const [direct] = await kit.h.db
      .update(users)
      .set({ permissions: [{ scope: 'invoices', actions: ['edit'] }] })
      .where(eq(users.id, invoiceViewer.user.id))
      .returning({ id: users.id });
    // Written as before the migration: no step scopes.
    await kit.h.db
      .update(roles)
      .set({ permissions: [{ scope: 'sales-orders', actions: ['view', 'edit'] }] })
      .where(eq(roles.id, orderEditor.roleId));

    await migrate();
    await migrate();

    const [role] = await kit.h.db.select().from(roles).where(eq(roles.id, orderEditor.roleId));
    expect(role?.permissions).toEqual([
      { scope: 'sales-orders', actions: ['view', 'edit'] },
      { scope: 'dispatches', actions: ['create'] },
      { scope: 'sales-order-status', actions: ['edit', 'delete'] },
    ]);
    const [user] = await kit.h.db
      .select()
      .from(users)
      .where(eq(users.id, direct?.id as string));
    expect(user?.permissions).toEqual([
      { scope: 'invoices', actions: ['edit'] },
      { scope: 'invoice-status', actions: ['create', 'delete'] },
      { scope: 'payments', actions: ['create', 'delete'] },
    ]);
    const [viewerRole] = await kit.h.db.select().from(roles).where(eq(roles.id, invoiceViewer.roleId));
    expect(viewerRole?.permissions).toEqual([view('invoices')]);
  });
});
