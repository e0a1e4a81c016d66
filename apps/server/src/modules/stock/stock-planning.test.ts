import { materialKey, todayIn } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';

/*
 * Material planning: what the confirmed orders still need of each bar, less what was issued
 * against them, less own stock, less what is on order; and an issue against an order moving
 * kg from stock to the order without changing what is short.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let customer: Json;
let orderA: Json;
let orderB: Json;
let unknownProduct: Json;
const EN24 = { itemType: 'material', grade: 'EN24', rodSize: 'Ø32' };
const KEY = materialKey('EN24', 'Ø32');

/** A purchase order of bar stock to a supplier, straight in its tables: `quantity` kg ordered, `received` kg in. */
async function barOrder(status: string, quantity: number, received: number) {
  const supplier = await kit.admin('POST', '/api/suppliers', {
    name: `Bars ${kit.tag()}`,
    supplierCode: `B-${kit.tag()}`,
  });
  const [order] = await h.db
    .insert(purchaseOrders)
    .values({ status, supplierId: supplier.id, supplierName: supplier.name, poDate: '2024-01-02', taxType: 'intra' })
    .returning({ id: purchaseOrders.id });
  await h.db.insert(purchaseOrderLines).values({
    purchaseOrderId: order?.id as string,
    lineNumber: 1,
    kind: 'bar_stock',
    grade: 'EN 24',
    rodSize: 'Ø32',
    materialKey: KEY,
    description: 'EN24 bright bar Ø32',
    unit: 'KGS',
    quantity,
    receivedQuantity: received,
    rate: 100,
    gstRate: 18,
    taxable: quantity * 100,
    cgst: 0,
    sgst: 0,
    igst: 0,
    total: quantity * 100,
  });
}

const planning = async (query = '') => (await kit.admin('GET', `/api/stock/planning?limit=100${query}`)).data as Json[];
const rowOf = async (key = KEY) => (await planning()).find((row) => row.id === key);

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  customer = await kit.customer();
  const p1 = await kit.product(customer.partyCode, { grade: 'EN24', rodSize: '32 mm Round', weight: 2.5 });
  const p2 = await kit.product(customer.partyCode, { grade: 'en 24', rodSize: 'Ø32', weight: 1.2 });
  unknownProduct = await kit.product(customer.partyCode, { grade: 'EN24', rodSize: 'Dia 32' });
  const p4 = await kit.product(customer.partyCode, { grade: 'C45', rodSize: '20', weight: 0.5 });
  // A: 400 × 2.5 kg, of which 100 are dispatched (300 × 2.5 = 750 kg still needed); and 10 of unknown weight.
  orderA = await kit.confirmedOrder(customer.id, [
    [p1.id, 400],
    [unknownProduct.id, 10],
  ]);
  await kit.admin('POST', `/api/sales-orders/${orderA.id}/dispatches`, {
    dispatchDate: '2024-01-20',
    lines: [{ orderLineId: orderA.lines[0].id, quantity: 100 }],
    pdiOverride: true,
  });
  // B: 500 × 1.2 kg = 600 kg; and 100 × 0.5 kg of another bar.
  orderB = await kit.confirmedOrder(customer.id, [
    [p2.id, 500],
    [p4.id, 100],
  ]);
  // A draft's needs are nobody's yet.
  await kit.admin('POST', '/api/sales-orders', {
    customerId: customer.id,
    orderDate: '2024-01-05',
    lines: [{ productId: p1.id, quantity: 1000, rate: 10 }],
  });
  // Own stock 800 kg; a customer's free-issue material of the same bar is not the company's to plan with.
  await kit.stockIn(EN24, 800, 'H1');
  await kit.stockIn({ ...EN24, ownerId: customer.id }, 300, 'FREE');
  // On order: 500 of which 100 received on a confirmed PO; a draft's and a cancelled PO's are not coming.
  await barOrder('partly_received', 500, 100);
  await barOrder('draft', 1000, 0);
  await barOrder('cancelled', 1000, 0);
});
afterAll(() => h.close());

describe('material planning', () => {
  it('need − issued − own stock − on order, per bar, however its grade and rod size were typed', async () => {
    expect(await rowOf()).toEqual({
      id: KEY,
      grade: 'EN24',
      rodSize: 'Ø32',
      needKg: 1350,
      issuedKg: 0,
      inStockKg: 800,
      onOrderKg: 400,
      shortageKg: 150,
      ordersCount: 2,
      unknownWeight: [
        {
          productId: unknownProduct.id,
          drawingNumber: unknownProduct.drawing_number,
          description: 'Shaft',
        },
      ],
      // Orders long due: needed today, and the purchase order due in 2024 counted today too; 150 kg
      // to buy from the bar's last supplier (7 days' lead time, no minimum), a week too late already.
      shortFrom: todayIn(),
      lateReceipts: false,
      suggestion: expect.objectContaining({ kg: 150, needBy: todayIn(), late: true, leadTimeDays: 7 }),
    });
    expect(await rowOf(materialKey('C45', 'Ø20'))).toMatchObject({ needKg: 50, inStockKg: 0, shortageKg: 50 });
  });

  it('an issue of 500 kg against an order: stock down 500, the order’s remaining need down 500, shortage unchanged', async () => {
    const before = await rowOf();
    const res = await kit.record({
      kind: 'issue',
      ...EN24,
      quantity: 500,
      salesOrderId: orderA.id,
      movementDate: '2024-02-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[0]).toMatchObject({
      quantity: -500,
      salesOrderId: orderA.id,
      salesOrderNumber: orderA.orderNumber,
    });
    const after = await rowOf();
    expect(after.inStockKg).toBe(before.inStockKg - 500);
    expect(after.issuedKg).toBe(before.issuedKg + 500);
    expect(after.needKg - after.issuedKg).toBe(before.needKg - before.issuedKg - 500);
    expect(after.shortageKg).toBe(before.shortageKg);
    // The free-issue material was not touched.
    expect((await kit.balances(`&itemKey=${encodeURIComponent(KEY)}&owner=customer`))[0].quantity).toBe(300);
  });

  it('a return against the order gives back to stock what it takes off the issued', async () => {
    const before = await rowOf();
    const res = await kit.record({
      kind: 'return',
      ...EN24,
      quantity: 100,
      salesOrderId: orderA.id,
      movementDate: '2024-02-02',
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await rowOf();
    expect(after).toMatchObject({ issuedKg: before.issuedKg - 100, inStockKg: before.inStockKg + 100 });
    expect(after.shortageKg).toBe(before.shortageKg);
  });

  it('counts what was issued to an order only up to what the order needs', async () => {
    await kit.stockIn(EN24, 1000, 'H2');
    const before = await rowOf();
    // B needs 600 kg; 700 are issued to it.
    const res = await kit.record({
      kind: 'issue',
      ...EN24,
      quantity: 700,
      salesOrderId: orderB.id,
      movementDate: '2024-02-03',
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await rowOf();
    expect(after.issuedKg).toBe(before.issuedKg + 600);
    expect(after.inStockKg).toBe(before.inStockKg - 700);
  });

  it('bar issued to an order and made into pieces that were dispatched covers nothing more (75.336 kg short, not 0)', async () => {
    // 500 × SS316 Ø55 at 0.876 kg, 300 dispatched; 100 kg in, issued to the order; the 114 pieces it made dispatched.
    const ss316 = { itemType: 'material', grade: 'SS316', rodSize: 'Ø55' };
    const product = await kit.product(customer.partyCode, { grade: 'SS316', rodSize: 'Ø55', weight: 0.876 });
    const order = await kit.confirmedOrder(customer.id, [[product.id, 500]]);
    const dispatch = (quantity: number, dispatchDate: string) =>
      kit.admin('POST', `/api/sales-orders/${order.id}/dispatches`, {
        dispatchDate,
        lines: [{ orderLineId: order.lines[0].id, quantity }],
        pdiOverride: true,
      });
    await dispatch(300, '2024-01-20');
    await kit.stockIn(ss316, 100, 'SS-1', '2024-01-21');
    const issue = await kit.record({
      kind: 'issue',
      ...ss316,
      quantity: 100,
      salesOrderId: order.id,
      movementDate: '2024-01-22',
    });
    expect(issue.statusCode, issue.body).toBe(201);
    await dispatch(114, '2024-01-25');
    // 86 pieces still to make × 0.876 kg; nothing in stock, nothing on order, nothing issued left at the work.
    expect(await rowOf(materialKey('SS316', 'Ø55'))).toMatchObject({
      needKg: 75.336,
      issuedKg: 0,
      inStockKg: 0,
      onOrderKg: 0,
      shortageKg: 75.336,
    });
  });

  it('refuses an issue against an order that is not confirmed', async () => {
    const draft = await kit.admin('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: '2024-01-05',
      lines: [{ productId: orderA.lines[0].productId, quantity: 1, rate: 10 }],
    });
    const res = await kit.record({
      kind: 'issue',
      ...EN24,
      quantity: 1,
      salesOrderId: draft.id,
      movementDate: '2024-02-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ salesOrderId: 'Material is issued against a confirmed order' });
  });

  it('lists what is short first, keeps only the short when asked, and exports the rows as CSV', async () => {
    const rows = await planning();
    const shortages = rows.map((row) => row.shortageKg);
    expect(shortages).toEqual([...shortages].sort((a, b) => b - a));
    const short = await planning('&short=true');
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((row) => row.shortageKg > 0)).toBe(true);
    const csv = await h.call('GET', '/api/stock/planning/export?short=true', { token: await h.adminToken() });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Grade,Rod Size,Need (kg),Issued (kg),In Stock (kg),On Order (kg),Shortage (kg)');
    expect(csv.body).toContain('C45,Ø20,50,0,0,0,50,1,');
  });
});
