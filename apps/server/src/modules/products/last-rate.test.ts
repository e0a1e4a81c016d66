import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/** A new order line starts from the rate of the customer's latest order of the product. */
const kit = invoiceTestKit();

describe("the product picker's last rate", () => {
  it("is the customer's latest order of the product (not a cancelled one, not another customer's)", async () => {
    const buyer = await kit.customer();
    const other = await kit.customer();
    const part = await kit.product(buyer.partyCode);
    const option = async (customerId: string) =>
      (await kit.ok('GET', `/api/products/options?customerId=${customerId}&search=${part.drawing_number}`))[0];
    expect((await option(buyer.id)).lastRate).toBeNull();
    await kit.order(buyer.id, [{ productId: part.id, quantity: 10, rate: 41.25 }], { orderDate: '2026-04-01' });
    await kit.order(buyer.id, [{ productId: part.id, quantity: 10, rate: 43.5 }], { orderDate: '2026-05-01' });
    await kit.order(buyer.id, [{ productId: part.id, quantity: 10, rate: 99 }], {
      orderDate: '2026-06-01',
      status: 'cancelled',
    });
    expect((await option(buyer.id)).lastRate).toBe(43.5);
    // Another customer's orders do not count (the product is the buyer's; the other sees none of them).
    expect(await kit.ok('GET', `/api/products/options?customerId=${other.id}`)).toEqual([]);
  });
});
