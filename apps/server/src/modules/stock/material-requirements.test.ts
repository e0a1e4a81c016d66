import { addDays, materialKey, todayIn } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';

/*
 * Material requirements, time-phased (issue 27), worked by hand on one bar, EN9MRP Ø40 at 2 kg a
 * piece, one operation of 60 s: 400 kg in stock, a supplier with 10 days' lead time and a 500 kg
 * minimum who has 100 kg due on day 40, and two confirmed orders with no work order yet.
 *
 *   order A: 300 pieces due on day 30 → 600 kg, needed on day 29 (300 min + 60 setup: one plant day)
 *   order B: 100 pieces due on day 60 → 200 kg, needed on day 59
 *   day 29: 400 − 600 = −200 (short from here); day 40: +100 → −100; day 59: −200 → −300
 *   net short 300 kg (800 needed, 400 + 100 to hand), first needed on day 29
 *   suggestion: 500 kg (the minimum), order by day 19 (10 days before day 29)
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let supplier: Json;
const today = todayIn();
const day = (n: number) => addDays(today, n);
const BAR = { itemType: 'material', grade: 'EN9MRP', rodSize: 'Ø40' };
const KEY = materialKey('EN9MRP', 'Ø40');
const path = `/api/stock/planning/${encodeURIComponent(KEY)}`;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  const customer = await kit.customer();
  const product = await kit.admin('POST', '/api/products', {
    partyCode: customer.partyCode,
    assembly: 'Gearbox',
    product_description: 'Spindle',
    drawing_number: `MRP-${kit.tag()}`,
    product_type: 'Turned component',
    rod_size: '40 mm Round',
    grade: 'EN9MRP',
    raw_material_weight: 2,
    single_setup_cycle_time_sec: 60,
    gstRate: 18,
  });
  for (const [pieces, due] of [
    [300, day(30)],
    [100, day(60)],
  ] as const) {
    const draft = await kit.admin('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: today,
      deliveryDate: due,
      lines: [{ productId: product.id, quantity: pieces, rate: 10 }],
    });
    await kit.admin('POST', `/api/sales-orders/${draft.id}/confirm`, { version: draft.version }, 200);
  }
  await kit.stockIn(BAR, 400, 'H-1', today);
  supplier = await kit.admin('POST', '/api/suppliers', {
    name: `Bright Bars ${kit.tag()}`,
    supplierCode: `BB-${kit.tag()}`,
    leadTimeDays: 10,
    minimumOrderKg: 500,
  });
  const [order] = await h.db
    .insert(purchaseOrders)
    .values({
      status: 'confirmed',
      poNumber: `PO/MRP/${kit.tag()}`,
      supplierId: supplier.id,
      supplierName: supplier.name,
      poDate: today,
      taxType: 'intra',
    })
    .returning({ id: purchaseOrders.id });
  await h.db.insert(purchaseOrderLines).values({
    purchaseOrderId: order?.id as string,
    lineNumber: 1,
    kind: 'bar_stock',
    grade: 'EN9MRP',
    rodSize: 'Ø40',
    materialKey: KEY,
    description: 'EN9MRP bright bar Ø40',
    unit: 'KGS',
    quantity: 100,
    receivedQuantity: 0,
    rate: 92.5,
    gstRate: 18,
    taxable: 9250,
    cgst: 0,
    sgst: 0,
    igst: 0,
    total: 9250,
    deliveryDate: day(40),
  });
});
afterAll(() => h.close());

describe('material requirements by day', () => {
  it('says when the bar runs short, how much nothing covers, and what to order from whom by when', async () => {
    const rows = (await kit.admin('GET', '/api/stock/planning?limit=100')).data as Json[];
    expect(rows.find((row) => row.id === KEY)).toEqual({
      id: KEY,
      grade: 'EN9MRP',
      rodSize: 'Ø40',
      needKg: 800,
      issuedKg: 0,
      inStockKg: 400,
      onOrderKg: 100,
      shortageKg: 300,
      ordersCount: 2,
      unknownWeight: [],
      shortFrom: day(29),
      lateReceipts: false,
      suggestion: {
        kg: 500,
        needBy: day(29),
        orderBy: day(19),
        late: false,
        supplierId: supplier.id,
        supplierName: supplier.name,
        leadTimeDays: 10,
        minimumOrderKg: 500,
        bars: null,
      },
    });
  });

  it('projects the bar day by day: needs on their day, receipts on theirs, the balance after each', async () => {
    const projection = await kit.admin('GET', `${path}/projection`);
    expect(projection).toMatchObject({ id: KEY, today, inStockKg: 400 });
    expect(projection.rows.map((row: Json) => [row.date, row.kind, row.kg, row.balanceKg])).toEqual([
      [day(29), 'demand', 600, -200],
      [day(40), 'receipt', 100, -100],
      [day(59), 'demand', 200, -300],
    ]);
    expect(
      (await h.call('GET', '/api/stock/planning/EN1%7CNOPE/projection', { token: await h.adminToken() })).statusCode,
    ).toBe(404);
  });

  it('makes the suggestion a draft purchase order in one call, at the bar’s last rate, due the day it is needed', async () => {
    const created = await kit.admin('POST', `${path}/purchase-order`, { supplierId: supplier.id, quantityKg: 500 });
    expect(created).toMatchObject({
      status: 'draft',
      supplierId: supplier.id,
      poDate: today,
      deliveryDate: day(29),
      lines: [{ kind: 'bar_stock', grade: 'EN9MRP', rodSize: 'Ø40', quantity: 500, rate: 92.5, gstRate: 18 }],
    });
    const bad = await h.call('POST', `${path}/purchase-order`, {
      token: await h.adminToken(),
      body: { supplierId: supplier.id, quantityKg: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ quantityKg: 'Enter the kg to order' });
    // Only whoever may raise purchase orders makes one.
    const storekeeper = await h.userWith([{ scope: 'stock', actions: ['view'] }]);
    const refused = await h.call('POST', `${path}/purchase-order`, {
      token: storekeeper.accessToken,
      body: { supplierId: supplier.id, quantityKg: 500 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
