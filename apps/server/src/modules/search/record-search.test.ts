import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/** The header's Ctrl/Cmd+K: records by number, code or name, only of the kinds the user may see. */
const kit = invoiceTestKit();

describe('GET /api/search', () => {
  it('finds orders, invoices, customers and products by number, code or name, for whoever may see each', async () => {
    const buyer = await kit.customer({ name: 'Kaveri Pumps' });
    const part = await kit.product(buyer.partyCode, { product_description: 'Kaveri impeller sleeve' });
    const order = await kit.order(buyer.id, [{ productId: part.id, quantity: 10, rate: 5 }]);
    const invoice = await kit.issueNew(kit.draftBody(buyer.id, [{}]));

    const search = async (text: string, token?: string) => {
      const res = await kit.h.call('GET', `/api/search?search=${encodeURIComponent(text)}`, {
        token: token ?? (await kit.h.adminToken()),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { kind: string; id: string; title: string; detail: string }[];
    };
    const byName = await search('kaveri');
    expect(byName.map((hit) => [hit.kind, hit.id])).toEqual([
      ['invoice', invoice.id],
      ['customer', buyer.id],
      ['product', part.id],
    ]);
    expect(byName.find((hit) => hit.kind === 'customer')).toEqual({
      kind: 'customer',
      id: buyer.id,
      title: buyer.partyCode,
      detail: 'Kaveri Pumps · Maharashtra',
    });
    const byNumber = await search(order.orderNumber);
    expect(byNumber).toEqual([
      { kind: 'sales-order', id: order.id, title: order.orderNumber, detail: 'Kaveri Pumps · confirmed' },
    ]);
    expect((await search(invoice.invoiceNumber)).map((hit) => hit.id)).toEqual([invoice.id]);

    // A user who may see only customers finds only customers.
    const clerk = await kit.h.userWith([{ scope: 'customers', actions: ['view'] }]);
    expect((await search('kaveri', clerk.accessToken)).map((hit) => hit.kind)).toEqual(['customer']);
    expect(await search('')).toEqual([]);
  });
});
