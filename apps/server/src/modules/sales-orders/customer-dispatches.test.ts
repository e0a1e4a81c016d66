import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/api-calls.js';
import { createHarness, type Harness } from '../../../test/harness.js';

/** The customer page's recent dispatches: every order's of one customer, newest first, a page at a time. */

let h: Harness;
const { call, ok, refused } = apiCalls(() => h);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Order {
  id: string;
  orderNumber: string;
  lines: { id: string }[];
}

/** A customer with two products (a 100-piece line and a 50-piece line per order). */
async function customerWithProducts(partyCode: string) {
  const customer = await ok('POST', '/api/customers', { partyCode, name: `Works ${partyCode}` });
  const products: string[] = [];
  for (const drawing of [`${partyCode}-A`, `${partyCode}-B`]) {
    const product = await ok('POST', '/api/products', {
      partyCode,
      assembly: 'Gearbox',
      product_description: `Shaft ${drawing}`,
      drawing_number: drawing,
      product_type: 'Turned component',
      rod_size: '30 mm round',
      grade: 'EN19',
    });
    products.push(product.id);
  }
  return { id: customer.id as string, products };
}

async function confirmedOrder(customer: { id: string; products: string[] }): Promise<Order> {
  const draft = await ok('POST', '/api/sales-orders', {
    customerId: customer.id,
    orderDate: '2024-01-05',
    lines: [
      { productId: customer.products[0], quantity: 100, rate: 12.5 },
      { productId: customer.products[1], quantity: 50, rate: 40 },
    ],
  });
  return ok('POST', `/api/sales-orders/${draft.id}/confirm`, {}, 200);
}

/** Dispatches the pieces of each line (0 leaves a line out) on the day; answers the new challan's number. */
async function dispatch(order: Order, quantities: number[], dispatchDate: string, vehicleReference?: string) {
  const after = await ok('POST', `/api/sales-orders/${order.id}/dispatches`, {
    dispatchDate,
    vehicleReference,
    lines: quantities.map((quantity, i) => ({ orderLineId: order.lines[i]?.id, quantity })),
    // These products have no PDI on record: the admin dispatches them anyway, as the desk's override allows.
    pdiOverride: true,
  });
  const made = after.dispatches.find((d: { dispatchDate: string }) => d.dispatchDate === dispatchDate);
  return made.challanNumber as string;
}

describe('a customer’s dispatches', () => {
  it('lists every order’s dispatches of the customer alone, newest first, with their pieces and lines', async () => {
    const buyer = await customerWithProducts('DSP-01');
    const other = await customerWithProducts('DSP-02');
    const first = await confirmedOrder(buyer);
    const second = await confirmedOrder(buyer);
    const february = await dispatch(first, [60, 20], '2024-02-01', 'MH-12-AB-1234');
    const march = await dispatch(second, [0, 10], '2024-03-05');
    const mid = await dispatch(first, [40, 0], '2024-02-15');
    await dispatch(await confirmedOrder(other), [5, 5], '2024-03-10');

    const page = await ok('GET', `/api/customers/${buyer.id}/dispatches`);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 10, totalPages: 1 });
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        orderId: second.id,
        orderNumber: second.orderNumber,
        challanNumber: march,
        dispatchDate: '2024-03-05',
        vehicleReference: null,
        eWayBillNumber: null,
        pieces: 10,
        lineCount: 1,
      },
      expect.objectContaining({ orderId: first.id, challanNumber: mid, dispatchDate: '2024-02-15', pieces: 40 }),
      expect.objectContaining({
        orderId: first.id,
        challanNumber: february,
        dispatchDate: '2024-02-01',
        vehicleReference: 'MH-12-AB-1234',
        // 60 + 20 pieces, on both lines.
        pieces: 80,
        lineCount: 2,
      }),
    ]);

    // A page at a time, oldest first on asking, found by challan number or vehicle.
    const paged = await ok('GET', `/api/customers/${buyer.id}/dispatches?limit=2&sortBy=dispatchDate&sortOrder=ASC`);
    expect(paged).toMatchObject({ total: 3, limit: 2, totalPages: 2 });
    expect(paged.data.map((d: { challanNumber: string }) => d.challanNumber)).toEqual([february, mid]);
    const found = await ok('GET', `/api/customers/${buyer.id}/dispatches?search=${encodeURIComponent(march)}`);
    expect(found.data.map((d: { challanNumber: string }) => d.challanNumber)).toEqual([march]);
    const byVehicle = await ok('GET', `/api/customers/${buyer.id}/dispatches?search=ab-1234`);
    expect(byVehicle.data.map((d: { challanNumber: string }) => d.challanNumber)).toEqual([february]);
  });

  it('answers an empty page for a customer with no dispatches, 404 for none, 400 for a sort it does not know', async () => {
    const quiet = await customerWithProducts('DSP-03');
    await confirmedOrder(quiet);
    expect(await ok('GET', `/api/customers/${quiet.id}/dispatches`)).toMatchObject({ data: [], total: 0 });
    const missing = await refused(
      'GET',
      '/api/customers/00000000-0000-4000-8000-000000000000/dispatches',
      undefined,
      404,
    );
    expect(missing.message).toBe('Customer not found');
    const badSort = await refused('GET', `/api/customers/${quiet.id}/dispatches?sortBy=pieces`, undefined, 400);
    expect(badSort.errors).toEqual({ sortBy: 'Sort by one of: dispatchDate, challanNumber' });
  });

  it('is for whoever may view sales orders: customers: view alone is refused', async () => {
    const buyer = await customerWithProducts('DSP-04');
    const viewer = await h.userWith([{ scope: 'sales-orders', actions: ['view'] }]);
    const customersOnly = await h.userWith([{ scope: 'customers', actions: ['view'] }]);
    const url = `/api/customers/${buyer.id}/dispatches`;
    expect((await call('GET', url, undefined, viewer.accessToken)).statusCode).toBe(200);
    expect((await call('GET', url, undefined, customersOnly.accessToken)).statusCode).toBe(403);
  });
});
