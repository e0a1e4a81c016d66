import { todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/** "Invoice this dispatch": an invoice proposed from what one dispatch sent, with its vehicle. */
const kit = invoiceTestKit();
const today = todayIn();

async function dispatch(orderId: string, lines: { orderLineId: string; quantity: number }[], vehicle = 'MH12AB1234') {
  const order = await kit.ok(
    'POST',
    `/api/sales-orders/${orderId}/dispatches`,
    { dispatchDate: today, vehicleReference: vehicle, lines, pdiOverride: true },
    201,
  );
  return order.dispatches[0].id as string;
}

describe('an invoice of one dispatch', () => {
  it('proposes what the dispatch sent and its vehicle; each line says how much is dispatched and not invoiced', async () => {
    const buyer = await kit.customer();
    const [a, b, c] = [
      await kit.product(buyer.partyCode),
      await kit.product(buyer.partyCode),
      await kit.product(buyer.partyCode),
    ];
    const order = await kit.order(buyer.id, [
      { productId: a.id, quantity: 100, rate: 10 },
      { productId: b.id, quantity: 50, rate: 20 },
      { productId: c.id, quantity: 30, rate: 30 },
    ]);
    await dispatch(order.id, [{ orderLineId: order.lineIds[0] as string, quantity: 30 }], 'MH14XY0001');
    const second = await dispatch(order.id, [
      { orderLineId: order.lineIds[0] as string, quantity: 20 },
      { orderLineId: order.lineIds[1] as string, quantity: 50 },
    ]);

    const proposal = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${order.id}&dispatchId=${second}`);
    expect(proposal.vehicleReference).toBe('MH12AB1234');
    expect(
      proposal.lines.map((l: { lineNumber: number; quantity: number; dispatchable: number }) => [
        l.lineNumber,
        l.quantity,
        l.dispatchable,
      ]),
    ).toEqual([
      [1, 20, 50],
      [2, 50, 50],
    ]);
    // The whole order: what remains to invoice, with what is dispatched of each (line 3: nothing yet).
    const whole = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${order.id}`);
    expect(whole.vehicleReference).toBeNull();
    expect(whole.lines.map((l: { quantity: number; dispatchable: number }) => [l.quantity, l.dispatchable])).toEqual([
      [100, 50],
      [50, 50],
      [30, 0],
    ]);
  });

  it('refuses a dispatch of another order, and one whose goods are all invoiced', async () => {
    const { order } = await kit.oneLineOrder(10, 5);
    const { order: other } = await kit.oneLineOrder(10, 5);
    const sent = await dispatch(order.id, [{ orderLineId: order.lineIds[0] as string, quantity: 10 }]);
    const wrong = await kit.call('GET', `/api/invoices/proposal?salesOrderId=${other.id}&dispatchId=${sent}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ dispatchId: 'Dispatch not found on this order' });

    const proposal = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${order.id}&dispatchId=${sent}`);
    await kit.issueNew(
      kit.orderDraftBody(order, [{ line: 0, quantity: 10 }], { vehicleReference: proposal.vehicleReference }),
    );
    const done = await kit.call('GET', `/api/invoices/proposal?salesOrderId=${order.id}&dispatchId=${sent}`);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Everything this dispatch sent has been invoiced');
  });
});
