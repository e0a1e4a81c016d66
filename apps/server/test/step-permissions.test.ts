import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Permission } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema/index.js';
import { SERVER_ROOT } from '../src/paths.js';
import { invoiceTestKit } from './invoice-test-kit.js';

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

    const dispatched = await as('POST', `/api/sales-orders/${order.id}/dispatches`, {
      dispatchDate: '2026-04-02',
      vehicleReference: 'MH12AB1234',
      lines: [{ orderLineId: order.lineIds[0], quantity: 40 }],
    });
    expect(dispatched.statusCode, dispatched.body).toBe(201);
    expect(dispatched.json().lines[0].dispatchedQuantity).toBe(40);

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
