import { randomUUID } from 'node:crypto';
import { partKey } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { dispatches, stockMovements } from '../../db/schema/index.js';

/*
 * Finished stock: which products keep it (the switch), and a dispatch of such a product taking
 * its pieces out of stock in the dispatch's own transaction, refused on the line when short;
 * products not kept in stock dispatch as they always did.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let customer: Json;
let tracked: Json;
let untracked: Json;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  customer = await kit.customer();
  tracked = await kit.product(customer.partyCode);
  untracked = await kit.product(customer.partyCode);
});
afterAll(() => h.close());

const part = (product: Json) => ({ itemType: 'part', productId: product.id });
/** Records a dispatch of the order as the admin: `quantities` per line, in the order's line order. */
const send = async (order: Json, quantities: number[], dispatchDate = '2024-03-01') =>
  h.call('POST', `/api/sales-orders/${order.id}/dispatches`, {
    token: await h.adminToken(),
    body: {
      dispatchDate,
      lines: quantities.map((quantity, i) => ({ orderLineId: order.lines[i].id, quantity })),
      pdiOverride: true,
    },
  });
const movementsOf = (productId: string) =>
  h.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.itemKey, partKey(productId)));

describe('which products keep finished stock', () => {
  it('a product starts untracked; the switch turns it on and off, and the list shows the tracked ones', async () => {
    expect(await kit.admin('GET', `/api/stock/tracked-products/${tracked.id}`)).toMatchObject({
      productId: tracked.id,
      tracked: false,
      trackedSince: null,
      drawingNumber: tracked.drawing_number,
    });
    const on = await kit.admin('PUT', `/api/stock/tracked-products/${tracked.id}`);
    expect(on).toMatchObject({ tracked: true, inStock: 0, partyCode: customer.partyCode });
    // Again: nothing changes.
    expect(await kit.admin('PUT', `/api/stock/tracked-products/${tracked.id}`)).toMatchObject({
      trackedSince: on.trackedSince,
    });
    const list = await kit.admin('GET', '/api/stock/tracked-products?sortBy=drawingNumber&sortOrder=ASC');
    expect(list.data.map((row: Json) => row.productId)).toEqual([tracked.id]);
    expect(list.total).toBe(1);

    await kit.admin('PUT', `/api/stock/tracked-products/${untracked.id}`);
    await kit.admin('DELETE', `/api/stock/tracked-products/${untracked.id}`);
    expect((await kit.admin('GET', `/api/stock/tracked-products/${untracked.id}`)).tracked).toBe(false);
    const missing = await h.call('PUT', `/api/stock/tracked-products/${randomUUID()}`, {
      token: await h.adminToken(),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a dispatch of a tracked product', () => {
  it('is refused on the line when its pieces are short, and nothing is dispatched', async () => {
    await kit.admin('PUT', `/api/stock/tracked-products/${tracked.id}`);
    await kit.stockIn(part(tracked), 60, '', '2024-01-01');
    const order = await kit.confirmedOrder(customer.id, [
      [tracked.id, 100],
      [untracked.id, 50],
    ]);
    const res = await send(order, [80, 50]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'lines.0.quantity': `Only 60 pieces of ${tracked.drawing_number} in stock` });
    expect(await h.db.select().from(dispatches).where(eq(dispatches.orderId, order.id))).toEqual([]);
    const read = await kit.admin('GET', `/api/sales-orders/${order.id}`);
    expect(read.lines.map((line: Json) => line.dispatchedQuantity)).toEqual([0, 0]);
  });

  it('takes its pieces out of stock, named by the challan, beside an untracked line that moves no stock', async () => {
    const order = await kit.confirmedOrder(customer.id, [
      [tracked.id, 100],
      [untracked.id, 50],
    ]);
    const before = (await kit.balanceOf(partKey(tracked.id))).quantity;
    const res = await send(order, [40, 50]);
    expect(res.statusCode, res.body).toBe(201);
    const [sent] = res.json().dispatches;
    expect((await kit.balanceOf(partKey(tracked.id))).quantity).toBe(before - 40);
    const drawn = (await movementsOf(tracked.id)).filter((m) => m.kind === 'dispatch');
    expect(drawn).toEqual([
      expect.objectContaining({
        kind: 'dispatch',
        itemType: 'part',
        productId: tracked.id,
        quantity: -40,
        movementDate: '2024-03-01',
        salesOrderId: order.id,
        sourceType: 'dispatch',
        sourceId: sent.id,
        sourceNumber: sent.challanNumber,
      }),
    ]);
    expect(sent.challanNumber).toMatch(/^DC\//);
    expect(await movementsOf(untracked.id)).toEqual([]);
    // The ledger finds the dispatch's movement by its document.
    const ledger = await kit.admin('GET', `/api/stock/movements?sourceId=${sent.id}`);
    expect(ledger.data).toHaveLength(1);
    expect(ledger.data[0]).toMatchObject({ sourceNumber: sent.challanNumber, salesOrderNumber: order.orderNumber });
  });

  it('switched off, a product dispatches without stock again, and its stock stays', async () => {
    await kit.admin('DELETE', `/api/stock/tracked-products/${tracked.id}`);
    const left = (await kit.balanceOf(partKey(tracked.id))).quantity;
    const order = await kit.confirmedOrder(customer.id, [[tracked.id, 500]]);
    const res = await send(order, [500]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await kit.balanceOf(partKey(tracked.id))).quantity).toBe(left);
  });
});
