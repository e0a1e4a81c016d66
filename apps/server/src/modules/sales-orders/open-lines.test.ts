import { addDays, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/**
 * The planner's open order lines: every line still to dispatch on a confirmed order, across
 * orders, with its pending pieces, due date and machine hours; and the order's plant needs for
 * what is still to make, not what was ordered.
 */
const kit = invoiceTestKit();
const today = todayIn();

describe('open order lines', () => {
  it('lists the pending pieces of confirmed orders, due first, with the machine hours they take', async () => {
    const buyer = await kit.customer({ name: 'Kaveri Pumps' });
    // 36 s + 54 s a piece: 90 s.
    const part = await kit.product(buyer.partyCode, {
      rough_first_cycle_time_sec: 36,
      single_setup_cycle_time_sec: 54,
    });
    const other = await kit.product(buyer.partyCode);
    const late = await kit.order(
      buyer.id,
      [
        { productId: part.id, quantity: 1000, rate: 10, dispatchedQuantity: 400 },
        { productId: other.id, quantity: 50, rate: 5, dispatchedQuantity: 50 },
      ],
      { deliveryDate: addDays(today, -3) },
    );
    const later = await kit.order(buyer.id, [{ productId: part.id, quantity: 80, rate: 10 }], {
      deliveryDate: addDays(today, 10),
    });
    await kit.order(buyer.id, [{ productId: part.id, quantity: 70, rate: 10 }], { status: 'closed' });

    const res = await kit.call(
      'GET',
      `/api/sales-orders/open-lines?customerId=${buyer.id}&sortBy=dueDate&sortOrder=ASC`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    expect(data).toEqual([
      expect.objectContaining({
        orderId: late.id,
        orderNumber: late.orderNumber,
        customerName: 'Kaveri Pumps',
        lineNumber: 1,
        drawingNumber: 'DRG-ON-ORDER',
        quantity: 1000,
        dispatchedQuantity: 400,
        pendingQuantity: 600,
        dueDate: addDays(today, -3),
        late: true,
        // No machine runs rough or single-setup work here: each operation at 100 % with an hour's setup.
        // 600 × 36 s = 360 min + 60, 600 × 54 s = 540 min + 60: 1,020 min = 17 h.
        machiningHours: 17,
      }),
      // 80 × 36 s = 48 min + 60, 80 × 54 s = 72 min + 60: 240 min = 4 h.
      expect.objectContaining({ orderId: later.id, pendingQuantity: 80, late: false, machiningHours: 4 }),
    ]);

    // Every sort the list offers runs, each way.
    for (const sortBy of ['dueDate', 'orderNumber', 'customerName', 'drawingNumber']) {
      for (const sortOrder of ['ASC', 'DESC']) {
        const sorted = await kit.call(
          'GET',
          `/api/sales-orders/open-lines?customerId=${buyer.id}&sortBy=${sortBy}&sortOrder=${sortOrder}`,
        );
        expect(sorted.statusCode, `${sortBy} ${sortOrder}: ${sorted.body}`).toBe(200);
        expect(sorted.json().total).toBe(2);
      }
    }
    const byOrder = (
      await kit.call('GET', `/api/sales-orders/open-lines?customerId=${buyer.id}&sortBy=orderNumber&sortOrder=DESC`)
    ).json();
    expect(byOrder.data.map((l: { orderNumber: string }) => l.orderNumber)).toEqual(
      [late.orderNumber, later.orderNumber].sort().reverse(),
    );

    const lateOnly = (await kit.call('GET', `/api/sales-orders/open-lines?customerId=${buyer.id}&late=true`)).json();
    expect(lateOnly.data.map((l: { orderId: string }) => l.orderId)).toEqual([late.id]);
    const searched = (await kit.call('GET', `/api/sales-orders/open-lines?search=${later.orderNumber}`)).json();
    expect(searched.data.map((l: { orderId: string }) => l.orderId)).toEqual([later.id]);

    const csv = exportedCsv(await kit.call('GET', `/api/sales-orders/open-lines/export?customerId=${buyer.id}`));
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Order Number,Customer Party Code,Customer Name,Line Number,Drawing Number,Description,Quantity,Dispatched Quantity,Pending Quantity,Due Date,Late,Machining Hours,Stock On Hand,PDI,PDI Date',
    );
    expect(rows).toHaveLength(2);
  });

  it("works out an order's plant needs for what is still to make", async () => {
    const buyer = await kit.customer();
    // 72 s a piece, 0.5 kg of bar.
    const part = await kit.product(buyer.partyCode, { single_setup_cycle_time_sec: 72, raw_material_weight: 0.5 });
    const order = await kit.order(buyer.id, [{ productId: part.id, quantity: 1000, rate: 10 }]);
    const needs = async () => (await kit.ok('GET', `/api/sales-orders/${order.id}`)).lines[0].needs;
    // 1,000 × 72 s = 1,200 min and an hour's setup (no machine runs single setups): 1,260 min = 21 h.
    expect(await needs()).toMatchObject({ machiningHours: 21, rawMaterialKg: 500 });
    await kit.ok(
      'POST',
      `/api/sales-orders/${order.id}/dispatches`,
      { dispatchDate: today, lines: [{ orderLineId: order.lineIds[0], quantity: 250 }], pdiOverride: true },
      201,
    );
    // 750 × 72 s = 900 min and the setup: 960 min = 16 h.
    expect(await needs()).toMatchObject({ machiningHours: 16, rawMaterialKg: 375 });
  });
});
