import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { recordFactory } from '../../../test/record-fixtures.js';
import { kindsAndIds, searchAs, tokenWithout } from '../../../test/search-test-kit.js';

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

  it('finds a credit or debit note by its number, its invoice’s number or its customer, for whoever may see invoices', async () => {
    const make = recordFactory(kit.h);
    const search = searchAs(kit.h);
    const note = await make.note('issued');
    const noteHit = {
      kind: 'note',
      id: note.id,
      title: note.noteNumber,
      detail: `${note.invoiceNumber} · ${note.customerName} · issued`,
    };
    expect(await search(note.noteNumber)).toEqual([noteHit]);
    const byInvoice = await search(note.invoiceNumber);
    expect(kindsAndIds(byInvoice)).toEqual([
      ['invoice', note.invoiceId],
      ['note', note.id],
    ]);
    expect(byInvoice[1]).toEqual(noteHit);
    expect(kindsAndIds(await search(note.customerName))).toEqual([
      ['invoice', note.invoiceId],
      ['note', note.id],
      ['customer', note.customerId],
    ]);
    // Notes are the invoices' (their screens and routes are): without invoices, neither.
    const withoutInvoices = await tokenWithout(kit.h, 'invoices');
    expect(kindsAndIds(await search(note.customerName, withoutInvoices))).toEqual([['customer', note.customerId]]);
  });
});
