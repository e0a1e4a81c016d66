import { randomUUID } from 'node:crypto';
import { type AuditEntry, gstinCheckChar } from '@lathe/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from '../../../test/harness.js';
import { productBody } from '../../../test/invoice-test-kit.js';
import { auditLog, customers, documentSeries } from '../../db/schema/index.js';

/*
 * The record changes in the audit trail: written by the database's triggers in the same
 * transaction as the change, with the actor, address and route the request put there.
 */

let h: Harness;
let token: string;
let clerk: TestUser;
const IP = '10.20.30.40';
const GSTIN = `27AABCA1234K1Z${gstinCheckChar('27AABCA1234K1Z')}`;

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  clerk = await h.userWith([
    { scope: 'customers', actions: ['view', 'create', 'edit', 'delete'] },
    { scope: 'products', actions: ['view', 'create'] },
    { scope: 'sales-orders', actions: ['view', 'create', 'edit'] },
    { scope: 'invoices', actions: ['view', 'create', 'edit'] },
    { scope: 'dispatches', actions: ['create'] },
    // Its products have no PDI on record: the clerk dispatches them on the override.
    { scope: 'pdi-override', actions: ['create'] },
    { scope: 'invoice-status', actions: ['create'] },
    { scope: 'payments', actions: ['create'] },
  ]);
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call as the clerk from IP that must answer `status`; its body. */
async function ok(method: Method, url: string, body?: object, status = 200, as = clerk.accessToken) {
  const res = await h.call(method, url, { token: as, body, ip: IP });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.statusCode === 204 ? null : res.json();
}

async function history(entity: string, id: string, as = token): Promise<AuditEntry[]> {
  return (await ok('GET', `/api/${entity}/${id}/history?limit=100`, undefined, 200, as)).data;
}

const changeOf = (entry: AuditEntry | undefined, field: string) => entry?.changes.find((c) => c.field === field);
const fields = (entry: AuditEntry | undefined) => entry?.changes.map((c) => c.field) ?? [];

async function newCustomer() {
  const partyCode = `AUD-${randomUUID().slice(0, 8)}`;
  return ok('POST', '/api/customers', { partyCode, name: 'Audit Forgings', state: 'Maharashtra' }, 201);
}

const newProduct = (partyCode: string) => ok('POST', '/api/products', productBody(partyCode), 201);

describe('record changes', () => {
  it('logs a customer created, updated, deleted and restored: who, from where, what changed', async () => {
    const created = await newCustomer();
    const path = `/api/customers/${created.id}`;
    const updated = await ok('PUT', path, {
      ...created,
      name: 'Audit Forgings Pvt Ltd',
      paymentTermsDays: 45,
      version: created.version,
    });
    // Saved as it was: nothing changed, nothing logged (the version and time are bookkeeping).
    await ok('PUT', path, { ...updated, version: updated.version });
    await ok('DELETE', path, undefined, 204);
    await ok('DELETE', `${path}/restore`);

    const entries = await history('customers', created.id);
    expect(entries.map((e) => e.event)).toEqual(['restore', 'delete', 'update', 'create']);
    const [restore, remove, update, create] = entries;
    for (const entry of entries) {
      expect(entry).toMatchObject({
        entity: 'customers',
        entityId: created.id,
        part: null,
        recordLabel: created.partyCode,
        actorId: clerk.user.id,
        actorEmail: clerk.email,
        ip: IP,
      });
    }
    expect(create?.route).toBe('POST /api/customers');
    expect(update?.route).toBe(`PUT ${path}`);
    expect(remove?.route).toBe(`DELETE ${path}`);
    expect(restore?.route).toBe(`DELETE ${path}/restore`);

    // Created: every field, before null; no id, version, timestamps or search column.
    expect(changeOf(create, 'partyCode')).toEqual({ field: 'partyCode', before: null, after: created.partyCode });
    expect(changeOf(create, 'paymentTermsDays')).toEqual({ field: 'paymentTermsDays', before: null, after: 30 });
    for (const hidden of ['id', 'version', 'createdAt', 'updatedAt', 'searchText']) {
      expect(fields(create)).not.toContain(hidden);
    }
    // Updated: exactly the changed fields, before and after.
    expect(update?.changes).toEqual([
      { field: 'name', before: 'Audit Forgings', after: 'Audit Forgings Pvt Ltd' },
      { field: 'paymentTermsDays', before: 30, after: 45 },
    ]);
    // A soft delete and its restore are their own events.
    expect(changeOf(remove, 'isDeleted')).toEqual({ field: 'isDeleted', before: false, after: true });
    expect(changeOf(restore, 'isDeleted')).toEqual({ field: 'isDeleted', before: true, after: false });
    expect(new Date(create?.at as string).getTime()).toBeLessThanOrEqual(new Date(restore?.at as string).getTime());
  });

  it('logs a hard delete with every field’s last value', async () => {
    const department = await ok('POST', '/api/departments', { name: `Audit ${randomUUID().slice(0, 6)}` }, 201, token);
    await ok('DELETE', `/api/departments/${department.id}`, undefined, 204, token);
    // The record is gone; its history is not.
    const [gone] = await history('departments', department.id);
    expect(gone).toMatchObject({ event: 'delete', recordLabel: department.name, actorEmail: 'admin@example.com' });
    expect(changeOf(gone, 'name')).toEqual({ field: 'name', before: department.name, after: null });
    expect(changeOf(gone, 'isActive')).toEqual({ field: 'isActive', before: true, after: null });
  });

  it('logs an order with its lines under the order, and its confirmation', async () => {
    const buyer = await newCustomer();
    const part = await newProduct(buyer.partyCode);
    const order = await ok(
      'POST',
      '/api/sales-orders',
      {
        customerId: buyer.id,
        orderDate: '2026-05-04',
        lines: [
          { productId: part.id, quantity: 10, rate: 25 },
          { productId: part.id, quantity: 4, rate: 12.5 },
        ],
      },
      201,
    );
    const confirmed = await ok('POST', `/api/sales-orders/${order.id}/confirm`, { version: order.version });

    const entries = await history('sales-orders', order.id, clerk.accessToken);
    const creates = entries.filter((e) => e.event === 'create');
    expect(creates.map((e) => e.part).sort()).toEqual([null, 'lines', 'lines'].sort());
    const header = creates.find((e) => e.part === null);
    expect(changeOf(header, 'totalAmount')).toEqual({ field: 'totalAmount', before: null, after: 300 });
    expect(changeOf(header, 'customerId')?.after).toBe(buyer.id);
    // The customer's name copied for sorting is not a change of the order.
    expect(fields(header)).not.toContain('customerName');
    const lines = creates.filter((e) => e.part === 'lines');
    expect(lines.map((l) => changeOf(l, 'quantity')?.after).sort()).toEqual([10, 4].sort());
    // A line names its order's id as the entry's record; its own pointer is not repeated.
    expect(lines.every((l) => l.entityId === order.id && !fields(l).includes('orderId'))).toBe(true);

    const [confirmation] = entries;
    expect(confirmation).toMatchObject({
      event: 'update',
      part: null,
      recordLabel: confirmed.orderNumber,
      route: `POST /api/sales-orders/${order.id}/confirm`,
      actorId: clerk.user.id,
    });
    expect(changeOf(confirmation, 'status')).toEqual({ field: 'status', before: 'draft', after: 'confirmed' });
    expect(changeOf(confirmation, 'orderNumber')).toEqual({
      field: 'orderNumber',
      before: null,
      after: confirmed.orderNumber,
    });

    // A dispatch, its lines (a part of a part) and the quantities it moves, all under the order.
    const line = confirmed.lines[0];
    await ok(
      'POST',
      `/api/sales-orders/${order.id}/dispatches`,
      {
        dispatchDate: '2026-05-06',
        vehicleReference: 'MH12 AB 1234',
        lines: [{ orderLineId: line.id, quantity: 3 }],
        pdiOverride: true,
      },
      201,
    );
    const dispatched = (await history('sales-orders', order.id)).filter(
      (e) => e.route === `POST /api/sales-orders/${order.id}/dispatches`,
    );
    expect(dispatched.map((e) => [e.event, e.part, e.entityId, e.recordLabel])).toEqual(
      expect.arrayContaining([
        ['create', 'dispatches', order.id, confirmed.orderNumber],
        ['create', 'dispatch-lines', order.id, confirmed.orderNumber],
        ['update', 'lines', order.id, confirmed.orderNumber],
      ]),
    );
    const moved = dispatched.find((e) => e.part === 'lines');
    expect(moved?.changes).toEqual([{ field: 'dispatchedQuantity', before: 0, after: 3 }]);
    expect(
      changeOf(
        dispatched.find((e) => e.part === 'dispatch-lines'),
        'quantity',
      )?.after,
    ).toBe(3);
  });

  it('logs an invoice issued and paid, the payment under the invoice', async () => {
    await ok(
      'PUT',
      '/api/company-settings',
      { name: 'Acme Precision Components Pvt Ltd', state: 'Maharashtra', gstin: GSTIN },
      200,
      token,
    );
    const buyer = await newCustomer();
    const draft = await ok(
      'POST',
      '/api/invoices',
      {
        customerId: buyer.id,
        invoiceDate: '2026-05-04',
        lines: [{ description: 'Plunger sleeve', quantity: 2, rate: 100, gstRate: 18 }],
      },
      201,
    );
    const issued = await ok('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
    await ok(
      'POST',
      `/api/invoices/${draft.id}/payments`,
      { paymentDate: '2026-05-05', amount: 100, mode: 'upi', reference: 'UPI 42' },
      201,
    );

    const entries = await history('invoices', draft.id, clerk.accessToken);
    const [paid, payment] = entries;
    expect(payment).toMatchObject({
      event: 'create',
      part: 'payments',
      entityId: draft.id,
      recordLabel: issued.invoiceNumber,
      route: `POST /api/invoices/${draft.id}/payments`,
    });
    expect(changeOf(payment, 'amount')).toEqual({ field: 'amount', before: null, after: 100 });
    expect(changeOf(payment, 'reference')?.after).toBe('UPI 42');
    expect(paid).toMatchObject({ event: 'update', part: null });
    expect(changeOf(paid, 'status')).toEqual({ field: 'status', before: 'issued', after: 'partially_paid' });
    expect(changeOf(paid, 'amountPaid')).toEqual({ field: 'amountPaid', before: 0, after: 100 });

    const issue = entries.find((e) => e.route === `POST /api/invoices/${draft.id}/issue` && e.part === null);
    expect(changeOf(issue, 'status')).toEqual({ field: 'status', before: 'draft', after: 'issued' });
    expect(changeOf(issue, 'invoiceNumber')?.after).toBe(issued.invoiceNumber);
    // One transaction's entries share its time and keep the order they were written in (newest first above).
    expect(paid?.at).toBe(payment?.at);
  });

  it('logs a password change as changed, never with the hash', async () => {
    const role = await ok('POST', '/api/roles', { name: 'Audited passwords', permissions: [] }, 201, token);
    const made = { email: 'audited-password@example.com', password: 'user-password-1', roleId: role.id };
    const user = await ok('POST', '/api/users', { ...made, firstName: 'Asha', lastName: 'Rao' }, 201, token);
    const [before] = await history('users', user.id);
    expect(before).toMatchObject({ event: 'create', actorEmail: 'admin@example.com', route: 'POST /api/users' });
    expect(changeOf(before, 'password')).toEqual({ field: 'password', before: null, after: null });

    const current = await ok('GET', `/api/users/${user.id}`, undefined, 200, token);
    const { firstName, lastName, isActive, version } = current;
    const body = { firstName, lastName, isActive, roleId: role.id, password: 'a-new-password-9', version };
    await ok('PUT', `/api/users/${user.id}`, body, 200, token);
    const [change] = await history('users', user.id);
    expect(change).toMatchObject({ event: 'update', actorEmail: 'admin@example.com' });
    expect(change?.changes).toEqual([
      { field: 'password', before: null, after: null },
      { field: 'credentialsVersion', before: null, after: null },
    ]);
    const stored = await h.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.entityId, user.id));
    expect(JSON.stringify(stored)).not.toMatch(/argon2/);
  });

  it('keeps no entry of a change whose transaction failed (a 409 after the lines were written)', async () => {
    const buyer = await newCustomer();
    const part = await newProduct(buyer.partyCode);
    const order = await ok(
      'POST',
      '/api/sales-orders',
      { customerId: buyer.id, orderDate: '2025-03-01', lines: [{ productId: part.id, quantity: 5, rate: 10 }] },
      201,
    );
    const confirmed = await ok('POST', `/api/sales-orders/${order.id}/confirm`, { version: order.version });
    const draft = await ok(
      'POST',
      '/api/invoices',
      {
        customerId: buyer.id,
        salesOrderId: order.id,
        invoiceDate: '2025-03-31',
        lines: [
          {
            salesOrderLineId: confirmed.lines[0].id,
            description: 'Plunger sleeve',
            quantity: 5,
            rate: 10,
            gstRate: 18,
          },
        ],
      },
      201,
    );
    const orderEntries = (await history('sales-orders', order.id)).length;
    // The year's series is full: issuing marks the order line invoiced, then fails on the number.
    await h.db
      .insert(documentSeries)
      .values({ prefix: 'INV', financialYear: '2024-25', lastNumber: 9999 })
      .onConflictDoUpdate({ target: [documentSeries.prefix, documentSeries.financialYear], set: { lastNumber: 9999 } });
    const route = `POST /api/invoices/${draft.id}/issue`;
    const refused = await h.call('POST', `/api/invoices/${draft.id}/issue`, { token: clerk.accessToken, body: {} });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await h.db.select().from(auditLog).where(eq(auditLog.route, route))).toEqual([]);
    expect(await history('sales-orders', order.id)).toHaveLength(orderEntries);

    // With a number free, the same issue commits and so do its entries: the order line's too.
    await h.db
      .update(documentSeries)
      .set({ lastNumber: 1 })
      .where(and(eq(documentSeries.prefix, 'INV'), eq(documentSeries.financialYear, '2024-25')));
    await ok('POST', `/api/invoices/${draft.id}/issue`, {});
    const [invoiced] = await history('sales-orders', order.id);
    expect(invoiced).toMatchObject({ part: 'lines', route, event: 'update' });
    expect(changeOf(invoiced, 'invoicedQuantity')).toEqual({ field: 'invoicedQuantity', before: 0, after: 5 });
  });

  it('writes the entry inside the change’s transaction, and one rolled back leaves none', async () => {
    const partyCode = `ROLL-${randomUUID().slice(0, 6)}`;
    const failed = h.db.transaction(async (tx) => {
      await tx.insert(customers).values({ partyCode, name: 'Rolled back' });
      const [seen] = await tx.select().from(auditLog).where(eq(auditLog.recordLabel, partyCode));
      expect(seen).toMatchObject({ event: 'create', entity: 'customers', actorId: null });
      throw new Error('give up');
    });
    await expect(failed).rejects.toThrow('give up');
    expect(await h.db.select().from(auditLog).where(eq(auditLog.recordLabel, partyCode))).toEqual([]);
  });

  it('logs a write made outside any request with no actor, and a bulk load with the audit off not at all', async () => {
    const code = `SEED-${randomUUID().slice(0, 6)}`;
    await h.db.transaction((tx) => tx.insert(customers).values({ partyCode: code, name: 'Seeded' }));
    const [seeded] = await h.db.select().from(auditLog).where(eq(auditLog.recordLabel, code));
    expect(seeded).toMatchObject({ event: 'create', actorId: null, actorEmail: null, ip: null, route: null });

    const bulk = `BULK-${randomUUID().slice(0, 6)}`;
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lathe.audit', 'off', true)`);
      await tx.insert(customers).values({ partyCode: bulk, name: 'Bulk' });
    });
    expect(await h.db.select().from(auditLog).where(eq(auditLog.recordLabel, bulk))).toEqual([]);
  });

  it('logs the company settings under `company`, the logo as changed without the image', async () => {
    const current = await ok('GET', '/api/company-settings', undefined, 200, token);
    const logo = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    await ok(
      'PUT',
      '/api/company-settings',
      { ...current, stateCode: undefined, updatedAt: undefined, bankIfsc: 'HDFC0000001', logo },
      200,
      token,
    );
    const [entry] = (await ok('GET', '/api/company/history', undefined, 200, token)).data as AuditEntry[];
    expect(entry).toMatchObject({
      event: 'update',
      entity: 'company',
      entityId: null,
      route: 'PUT /api/company-settings',
    });
    expect(changeOf(entry, 'bankIfsc')).toMatchObject({ after: 'HDFC0000001' });
    expect(changeOf(entry, 'logo')).toEqual({ field: 'logo', before: null, after: null });
  });
});
