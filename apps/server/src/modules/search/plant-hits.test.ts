import type { RecordKind, Scope } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { recordFactory } from '../../../test/record-fixtures.js';
import { kindsAndIds, searchAs, tokenWithout } from '../../../test/search-test-kit.js';

/** Ctrl/Cmd+K over the plant: work orders, machines and employees. */
const h: Harness = await createHarness();
afterAll(() => h.close());
const make = recordFactory(h);
const search = searchAs(h);

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;
let product: Json;
let salesOrder: Json;
let forOrder: Json;
let forStock: Json;
let machine: Json;
let employee: Json;

/** Impeller hub KV-4410: a released work order for a sales order's line, a draft one for stock; a machine; an operator. */
beforeAll(async () => {
  const customer = await make.customer();
  product = await make.admin('POST', '/api/products', {
    ...make.bodies.plannedProduct(customer.partyCode),
    drawing_number: 'KV-4410',
    product_description: 'Impeller hub',
  });
  const drafted = await make.admin('POST', '/api/sales-orders', make.bodies.salesOrder(customer.id, product.id));
  salesOrder = await make.admin('POST', `/api/sales-orders/${drafted.id}/confirm`, { version: drafted.version }, 200);
  forOrder = await make.admin('POST', '/api/work-orders/release', {
    ...make.bodies.workOrder(product.id),
    salesOrderLineId: salesOrder.lines[0].id,
  });
  forStock = await make.admin('POST', '/api/work-orders', make.bodies.workOrder(product.id));
  machine = await make.admin('POST', '/api/machines', { machineNo: 'VMC-07', machineName: 'Haas VF-2' });
  employee = await make.admin('POST', '/api/employees', {
    employeeCode: 'E-7781',
    firstName: 'Sunita',
    lastName: 'Deshmukh',
  });
});

describe('GET /api/search: the plant', () => {
  it('finds a work order by its number, its product’s drawing or description, and its sales order’s number', async () => {
    const released = {
      kind: 'work-order',
      id: forOrder.id,
      title: forOrder.woNumber,
      detail: `KV-4410 Impeller hub · ${salesOrder.orderNumber} · released`,
    };
    const draft = {
      kind: 'work-order',
      id: forStock.id,
      title: 'Draft work order',
      detail: 'KV-4410 Impeller hub · for stock · draft',
    };
    expect(await search(forOrder.woNumber)).toEqual([released]);
    expect(kindsAndIds(await search(salesOrder.orderNumber))).toEqual([
      ['sales-order', salesOrder.id],
      ['work-order', forOrder.id],
    ]);
    const byDrawing = await search('KV-4410');
    expect(byDrawing[0]).toMatchObject({ kind: 'product', id: product.id });
    // Both made on the same day: the one made later first only by chance of the ids.
    expect(byDrawing.slice(1)).toHaveLength(2);
    expect(byDrawing.slice(1)).toEqual(expect.arrayContaining([released, draft]));
    expect((await search('impeller hub')).filter((hit) => hit.kind === 'work-order')).toHaveLength(2);
  });

  it('finds a machine by number or name and an employee by code or name', async () => {
    const machineHit = { kind: 'machine', id: machine.id, title: 'VMC-07', detail: 'Haas VF-2' };
    expect(await search('VMC-07')).toEqual([machineHit]);
    expect(await search('haas')).toEqual([machineHit]);
    const employeeHit = { kind: 'employee', id: employee.id, title: 'E-7781', detail: 'Sunita Deshmukh' };
    expect(await search('E-7781')).toEqual([employeeHit]);
    expect(await search('Sunita Deshmukh')).toEqual([employeeHit]);
  });

  it.each<[Scope, RecordKind, string]>([
    ['work-orders', 'work-order', 'KV-4410'],
    ['machines', 'machine', 'VMC-07'],
    ['employees', 'employee', 'Deshmukh'],
  ])('answers a user who may not view %s none of its %s hits, and the rest as before', async (scope, kind, text) => {
    const everything = await search(text);
    expect(everything.map((hit) => hit.kind)).toContain(kind);
    expect(await search(text, await tokenWithout(h, scope))).toEqual(everything.filter((hit) => hit.kind !== kind));
  });
});
