import { addDays, todayIn } from '@lathe/shared';
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

  it('finds quotations, blanket orders and delivery schedules by number, customer or month, for whoever may see each', async () => {
    const make = recordFactory(kit.h);
    const search = searchAs(kit.h);
    const customer = await kit.customer({ name: 'Bharat Auto Components' });
    const part = await kit.product(customer.partyCode);
    // Yesterday's enquiry, never sent (no number yet); today's offer, sent and revised under its number.
    const yesterday = addDays(todayIn(), -1);
    const enquiry = await make.admin('POST', '/api/quotations', {
      ...make.bodies.quotation(customer.id, part.id),
      enquiryReference: 'ENQ-118',
      enquiryDate: yesterday,
      quotationDate: yesterday,
    });
    const offer = await make.admin('POST', '/api/quotations/send', make.bodies.quotation(customer.id, part.id));
    const revised = await make.admin('POST', `/api/quotations/${offer.id}/revise`, { version: offer.version }, 200);
    const revisionId = revised.revisions[1].id;
    // The customer's open order, and June's schedule released against it as a sales order.
    const drafted = await make.admin('POST', '/api/blanket-orders', {
      ...make.bodies.blanketOrder(customer.id, part.id),
      customerPoNumber: 'OPO/26/7781',
    });
    const blanket = await make.admin(
      'POST',
      `/api/blanket-orders/${drafted.id}/activate`,
      { version: drafted.version },
      200,
    );
    const schedule = await make.admin(
      'POST',
      '/api/delivery-schedules',
      make.bodies.deliverySchedule(customer.id, part.id),
    );

    const quotationHits = [
      {
        kind: 'quotation',
        id: revisionId,
        title: `${offer.quotationNumber} Rev 1`,
        detail: 'Bharat Auto Components · enquiry',
      },
      { kind: 'quotation', id: offer.id, title: offer.quotationNumber, detail: 'Bharat Auto Components · revised' },
    ];
    const draftHit = {
      kind: 'quotation',
      id: enquiry.id,
      title: 'Draft quotation',
      detail: 'Bharat Auto Components · ENQ-118 · enquiry',
    };
    const blanketHit = {
      kind: 'blanket-order',
      id: blanket.id,
      title: blanket.blanketNumber,
      detail: 'Bharat Auto Components · OPO/26/7781 · active',
    };
    const scheduleHit = {
      kind: 'delivery-schedule',
      id: schedule.id,
      title: 'Bharat Auto Components · June 2026',
      detail: `${customer.partyCode} · Rev 0 · ${schedule.releaseOrder.orderNumber}`,
    };
    // By number (a revision after the later one), by enquiry reference, by the customer's PO, by month.
    expect(await search(offer.quotationNumber)).toEqual(quotationHits);
    expect(await search('ENQ-118')).toEqual([draftHit]);
    expect(await search(blanket.blanketNumber)).toEqual([blanketHit]);
    expect(kindsAndIds(await search('OPO/26/7781'))).toEqual([
      ['sales-order', schedule.releaseOrder.id],
      ['blanket-order', blanket.id],
    ]);
    expect(await search('2026-06')).toEqual([scheduleHit]);
    // By the customer: the draft too, newest first, in the menu's order.
    const byCustomer = await search('Bharat Auto');
    expect(byCustomer.filter((hit) => hit.kind !== 'customer')).toEqual([
      ...quotationHits,
      draftHit,
      blanketHit,
      scheduleHit,
    ]);

    // Quotations are their own scope's; blanket orders and schedules the sales orders' (as their routes).
    const kindsFor = async (scope: 'quotations' | 'sales-orders') =>
      (await search('Bharat Auto', await tokenWithout(kit.h, scope))).map((hit) => hit.kind);
    expect(await kindsFor('quotations')).toEqual(['blanket-order', 'delivery-schedule', 'customer']);
    expect(await kindsFor('sales-orders')).toEqual(['quotation', 'quotation', 'quotation', 'customer']);
  });
});
