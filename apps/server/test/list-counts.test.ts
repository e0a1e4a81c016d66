import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';

/**
 * An unfiltered list's total is read from `list_counts`, kept by triggers, and the names the
 * lists sort by are copied onto the rows by triggers: both must follow every change.
 */

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) => {
  const res = await h.call(method, url, { token, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json();
};
const totalOf = async (url: string) => (await call('GET', url)).total as number;

describe('list totals kept by triggers', () => {
  it('follows customers created, soft-deleted, restored and counts deleted ones only when asked', async () => {
    const made = [];
    for (const code of ['CNT-1', 'CNT-2', 'CNT-3']) {
      made.push(await call('POST', '/api/customers', { partyCode: code, name: `Count ${code}` }));
    }
    expect(await totalOf('/api/customers')).toBe(3);
    await call('DELETE', `/api/customers/${made[0].id}`);
    expect(await totalOf('/api/customers')).toBe(2);
    expect(await totalOf('/api/customers?includeDeleted=true')).toBe(3);
    await call('DELETE', `/api/customers/${made[0].id}/restore`);
    expect(await totalOf('/api/customers')).toBe(3);
  });

  it('follows products created and deleted, bulk inserts, and not a rolled-back insert', async () => {
    const body = (drawing: string) => ({
      partyCode: 'CNT-1',
      assembly: 'Pump',
      product_description: 'Sleeve',
      drawing_number: drawing,
      product_type: 'Turned component',
      rod_size: '22 mm',
      grade: 'EN8',
    });
    const first = await call('POST', '/api/products', body('CNT-A'));
    await call('POST', '/api/products', body('CNT-B'));
    expect(await totalOf('/api/products')).toBe(2);
    await call('DELETE', `/api/products/${first.id}`);
    expect(await totalOf('/api/products')).toBe(1);

    await h.db.execute(
      sql`insert into machines (machine_no, machine_name) select 'CNT-M' || g, 'Lathe' from generate_series(1, 25) g`,
    );
    await h.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into machines (machine_no, machine_name) values ('CNT-X', 'Lathe')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await totalOf('/api/machines')).toBe(25);
    expect(await totalOf('/api/machines?search=CNT-M1')).toBe(11);
  });
});

describe('names copied for sorting', () => {
  it("sorts employees by their department's and designation's current names", async () => {
    const lathe = await call('POST', '/api/departments', { name: 'Lathe shop' });
    const milling = await call('POST', '/api/departments', { name: 'Milling' });
    const setter = await call('POST', '/api/designations', { name: 'Setter', departmentId: lathe.id });
    const employee = (code: string, departmentId: string) =>
      call('POST', '/api/employees', { employeeCode: code, firstName: 'A', lastName: code, departmentId });
    await employee('SORT-1', lathe.id);
    const second = await employee('SORT-2', milling.id);
    const codes = async (sort: string) =>
      (await call('GET', `/api/employees?sortBy=${sort}&sortOrder=ASC`)).data.map(
        (e: { employeeCode: string }) => e.employeeCode,
      );
    expect(await codes('departmentName')).toEqual(['SORT-1', 'SORT-2']);
    await call('PATCH', `/api/departments/${lathe.id}`, { id: lathe.id, name: 'Turning', version: lathe.version });
    expect(await codes('departmentName')).toEqual(['SORT-2', 'SORT-1']);

    await call('PATCH', `/api/employees/${second.id}`, {
      id: second.id,
      designationId: setter.id,
      departmentId: lathe.id,
      version: second.version,
    });
    expect(await codes('designationName')).toEqual(['SORT-2', 'SORT-1']);
    const moved = await call('GET', '/api/employees?sortBy=departmentName&sortOrder=ASC');
    expect(moved.data.map((e: { departmentName: string }) => e.departmentName)).toEqual(['Turning', 'Turning']);
  });

  it("sorts sales orders by their customer's current name", async () => {
    const part = (partyCode: string) =>
      call('POST', '/api/products', {
        partyCode,
        assembly: 'Pump',
        product_description: 'Sleeve',
        drawing_number: `ORD-${partyCode}`,
        product_type: 'Turned component',
        rod_size: '22 mm',
        grade: 'EN8',
      });
    const customers = await call('GET', '/api/customers?sortBy=partyCode&sortOrder=ASC');
    const [a, b] = customers.data as { id: string; partyCode: string; name: string; version: number }[];
    if (!a || !b) throw new Error('two customers from the first test');
    for (const customer of [a, b]) {
      const product = await part(customer.partyCode);
      await call('POST', '/api/sales-orders', {
        customerId: customer.id,
        orderDate: '2026-11-01',
        lines: [{ productId: product.id, quantity: 1, rate: 10 }],
      });
    }
    const customerOrder = async () =>
      (await call('GET', '/api/sales-orders?sortBy=customerName&sortOrder=ASC')).data.map(
        (o: { customerName: string }) => o.customerName,
      );
    expect(await customerOrder()).toEqual([a.name, b.name]);
    await call('PUT', `/api/customers/${a.id}`, { ...a, name: 'Zenith Forgings', version: a.version });
    expect(await customerOrder()).toEqual([b.name, 'Zenith Forgings']);
    // A search is counted, never read off the list's total.
    expect(await totalOf('/api/sales-orders')).toBe(2);
    expect(await totalOf('/api/sales-orders?search=Zenith')).toBe(1);
    expect(await totalOf('/api/sales-orders?status=confirmed')).toBe(0);
  });
});
