import { addDays, financialYearOf, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';

const kit = invoiceTestKit();
const { call } = kit;

const today = todayIn();
const fy = financialYearOf(today);

/** Two lines whose tax halves round differently from the whole rate (18 % of ₹1,000.50 = ₹180.09). */
const twoLines = (productA: string, productB: string) => [
  { productId: productA, description: 'Plunger sleeve', hsnCode: '84139190', quantity: 10, rate: 100.05, gstRate: 18 },
  { productId: productB, description: 'Guide bush', hsnCode: '84849000', quantity: 3, rate: 250.5, gstRate: 12 },
];

describe('draft invoices', () => {
  it('charges CGST and SGST, half each, to a customer in the company state, and rounds the total to the rupee', async () => {
    const customer = await kit.customer({ state: 'Maharashtra', paymentTermsDays: 45, gstin: gstinFor('27') });
    const a = await kit.product(customer.partyCode);
    const b = await kit.product(customer.partyCode, { hsnCode: '84849000', gstRate: 12 });
    const draft = await kit.draft(kit.draftBody(customer.id, twoLines(a.id, b.id)));

    expect(draft).toMatchObject({
      status: 'draft',
      displayStatus: 'draft',
      invoiceNumber: null,
      dueDate: addDays(today, 45),
      customerPartyCode: customer.partyCode,
      customerName: customer.name,
      customerGstin: gstinFor('27'),
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      taxType: 'intra',
      taxableTotal: 1752,
      cgstTotal: 135.14,
      sgstTotal: 135.14,
      igstTotal: 0,
      taxTotal: 270.28,
      roundOff: -0.28,
      grandTotal: 2022,
      amountPaid: 0,
      balanceDue: 0,
      amountInWords: 'Rupees Two Thousand Twenty-Two Only',
      // A draft shows the company as it is now.
      seller: { name: 'Acme Precision Components Pvt Ltd', state: 'Maharashtra', stateCode: '27' },
    });
    expect(draft.lines).toMatchObject([
      { lineNumber: 1, taxable: 1000.5, cgst: 90.05, sgst: 90.05, igst: 0, total: 1180.6 },
      { lineNumber: 2, taxable: 751.5, cgst: 45.09, sgst: 45.09, igst: 0, total: 841.68 },
    ]);
    expect(draft.hsnSummary).toEqual([
      { hsnCode: '84139190', gstRate: 18, taxable: 1000.5, cgst: 90.05, sgst: 90.05, igst: 0, tax: 180.1 },
      { hsnCode: '84849000', gstRate: 12, taxable: 751.5, cgst: 45.09, sgst: 45.09, igst: 0, tax: 90.18 },
    ]);
    expect(await kit.get(draft.id)).toEqual(draft);
  });

  it('charges IGST to a customer in another state', async () => {
    const customer = await kit.customer({ state: 'Karnataka', gstin: gstinFor('29') });
    const a = await kit.product(customer.partyCode);
    const b = await kit.product(customer.partyCode);
    const draft = await kit.draft(kit.draftBody(customer.id, twoLines(a.id, b.id)));
    expect(draft).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      taxType: 'inter',
      taxableTotal: 1752,
      cgstTotal: 0,
      sgstTotal: 0,
      igstTotal: 270.27,
      taxTotal: 270.27,
      roundOff: -0.27,
      grandTotal: 2022,
    });
    expect(draft.lines.map((l: { igst: number }) => l.igst)).toEqual([180.09, 90.18]);
    expect(draft.hsnSummary.map((r: { igst: number }) => r.igst)).toEqual([180.09, 90.18]);
  });

  it('rounds half a rupee up and writes the paise in words', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{ quantity: 1, rate: 1234567.5, gstRate: 0 }]));
    expect(draft).toMatchObject({ taxableTotal: 1234567.5, roundOff: 0.5, grandTotal: 1234568 });
    expect(draft.amountInWords).toBe('Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Eight Only');
  });

  it('takes the due date given, and refuses one before the invoice date', async () => {
    const customer = await kit.customer();
    const given = await kit.draft(kit.draftBody(customer.id, [{}], { dueDate: addDays(today, 7) }));
    expect(given.dueDate).toBe(addDays(today, 7));
    const res = await call('POST', '/api/invoices', kit.draftBody(customer.id, [{}], { dueDate: addDays(today, -1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ dueDate: 'Due date cannot be before the invoice date' });
  });

  it('refuses an unknown or deleted customer, an unknown product and an empty invoice, naming the field', async () => {
    const before = await kit.h.db.$count(invoices);
    const unknown = await call('POST', '/api/invoices', kit.draftBody('00000000-0000-4000-8000-000000000000', [{}]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ customerId: 'Customer not found' });

    const gone = await kit.customer();
    expect((await call('DELETE', `/api/customers/${gone.id}`)).statusCode).toBe(204);
    const deleted = await call('POST', '/api/invoices', kit.draftBody(gone.id, [{}]));
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().errors).toEqual({ customerId: 'This customer is deleted; restore it first' });

    const customer = await kit.customer();
    const noProduct = await call(
      'POST',
      '/api/invoices',
      kit.draftBody(customer.id, [{}, { productId: '00000000-0000-4000-8000-000000000000' }]),
    );
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().errors).toEqual({ 'lines.1.productId': 'Product not found' });

    const empty = await call('POST', '/api/invoices', kit.draftBody(customer.id, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ lines: 'Add at least one line' });
    expect(await kit.h.db.$count(invoices)).toBe(before);
  });

  it('replaces a draft whole on PUT, refuses a stale version, and deletes a draft', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}, {}]));
    const body = kit.draftBody(customer.id, [{ description: 'Collar', quantity: 4, rate: 50 }], {
      version: draft.version,
      notes: 'Packed in 2 boxes',
    });
    const updated = await kit.ok('PUT', `/api/invoices/${draft.id}`, body);
    expect(updated).toMatchObject({ version: draft.version + 1, notes: 'Packed in 2 boxes', taxableTotal: 200 });
    expect(updated.lines).toHaveLength(1);
    expect(updated.lines[0]).toMatchObject({ lineNumber: 1, description: 'Collar', quantity: 4 });

    const stale = await call('PUT', `/api/invoices/${draft.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });

    expect((await call('DELETE', `/api/invoices/${draft.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/invoices/${draft.id}`)).statusCode).toBe(404);
    expect(await kit.h.db.$count(invoiceLines, eq(invoiceLines.invoiceId, draft.id))).toBe(0);
  });
});

describe('issuing', () => {
  it('numbers the invoice, freezes the seller, and then refuses edits, deletes and a second issue', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{ quantity: 2, rate: 500 }]));
    const issued = await kit.issue(draft.id, { version: draft.version });
    expect(issued).toMatchObject({
      status: 'issued',
      displayStatus: 'issued',
      version: draft.version + 1,
      grandTotal: 1180,
      balanceDue: 1180,
      seller: { name: 'Acme Precision Components Pvt Ltd', stateCode: '27', bankIfsc: 'SBIN0001234' },
    });
    expect(issued.invoiceNumber).toMatch(new RegExp(`^INV/${fy}/\\d{4}$`));
    expect(issued.issuedAt).not.toBeNull();
    // What is frozen is what the invoice prints: not how the books are kept (194Q, Tally) nor the LUT's dates.
    const [kept] = await kit.h.db.select({ seller: invoices.seller }).from(invoices).where(eq(invoices.id, draft.id));
    expect(Object.keys(kept?.seller as object)).not.toContain('tds194q');
    expect(Object.keys(kept?.seller as object)).not.toContain('tallyLedgers');
    expect(Object.keys(kept?.seller as object)).not.toContain('lutValidTo');
    expect(kept?.seller).toMatchObject({ name: 'Acme Precision Components Pvt Ltd', bankIfsc: 'SBIN0001234' });

    const edit = await call('PUT', `/api/invoices/${draft.id}`, kit.draftBody(customer.id, [{}]));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Only a draft invoice can be edited');
    expect((await call('DELETE', `/api/invoices/${draft.id}`)).statusCode).toBe(409);
    const again = await call('POST', `/api/invoices/${draft.id}/issue`, {});
    expect(again.statusCode).toBe(409);
    expect((await kit.get(draft.id)).invoiceNumber).toBe(issued.invoiceNumber);
  });

  it('refuses a stale version', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const res = await call('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version + 1 });
    expect(res.statusCode).toBe(409);
    expect((await kit.get(draft.id)).status).toBe('draft');
  });

  it('keeps an issued invoice as printed when the customer, the product and the company change; a draft follows the customer', async () => {
    const customer = await kit.customer({ name: 'Kirloskar Brothers', gstin: gstinFor('27') });
    const product = await kit.product(customer.partyCode, { product_description: 'Impeller hub' });
    const line = { productId: product.id, description: 'Impeller hub', hsnCode: '84139190', quantity: 5, rate: 80 };
    const issued = await kit.issueNew(kit.draftBody(customer.id, [line]));
    const draft = await kit.draft(kit.draftBody(customer.id, [line]));

    await kit.ok('PUT', `/api/customers/${customer.id}`, {
      partyCode: customer.partyCode,
      name: 'Kirloskar Brothers Ltd (renamed)',
      state: 'Gujarat',
      billingAddress: 'New address, Vadodara',
      paymentTermsDays: 60,
    });
    await kit.ok('PATCH', `/api/products/${product.id}`, { product_description: 'Impeller hub, revised' });
    await kit.setCompany({ name: 'Acme Precision (renamed)' });

    expect(await kit.get(issued.id)).toEqual(issued);

    // The draft shows the company now, and takes the customer again on its next save.
    expect((await kit.get(draft.id)).seller.name).toBe('Acme Precision (renamed)');
    const resaved = await kit.ok(
      'PUT',
      `/api/invoices/${draft.id}`,
      kit.draftBody(customer.id, [line], { version: draft.version }),
    );
    expect(resaved).toMatchObject({
      customerName: 'Kirloskar Brothers Ltd (renamed)',
      billingAddress: 'New address, Vadodara',
      placeOfSupply: 'Gujarat',
      placeOfSupplyCode: '24',
      taxType: 'inter',
      dueDate: addDays(today, 60),
      igstTotal: 72,
    });
    await kit.setCompany();
  });

  it('needs the invoices edit permission', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const clerk = await kit.h.userWith([{ scope: 'invoices', actions: ['view', 'create'] }]);
    const res = await kit.h.call('POST', `/api/invoices/${draft.id}/issue`, { token: clerk.accessToken, body: {} });
    expect(res.statusCode).toBe(403);
    expect((await kit.get(draft.id)).status).toBe('draft');
    const created = await kit.h.call('POST', '/api/invoices', {
      token: clerk.accessToken,
      body: kit.draftBody(customer.id, [{}]),
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('invoices from sales orders', () => {
  it('proposes what remains to invoice on each line, with the product HSN and GST rate and the order rate', async () => {
    const customer = await kit.customer({ paymentTermsDays: 15 });
    const a = await kit.product(customer.partyCode, { product_description: 'Sleeve', hsnCode: '84139190' });
    const b = await kit.product(customer.partyCode, { product_description: 'Bush', hsnCode: '8484', gstRate: 12 });
    const order = await kit.order(customer.id, [
      { productId: a.id, quantity: 100, rate: 42.5 },
      { productId: b.id, quantity: 20, rate: 10 },
    ]);
    await kit.issueNew(
      kit.draftBody(customer.id, [{ salesOrderLineId: order.lineIds[1], quantity: 20, rate: 10 }], {
        salesOrderId: order.id,
      }),
    );
    await kit.issueNew(
      kit.draftBody(customer.id, [{ salesOrderLineId: order.lineIds[0], quantity: 30, rate: 42.5 }], {
        salesOrderId: order.id,
      }),
    );

    const proposal = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${order.id}`);
    expect(proposal).toEqual({
      customerId: customer.id,
      salesOrderId: order.id,
      salesOrderNumber: order.orderNumber,
      invoiceDate: today,
      dueDate: addDays(today, 15),
      customerPoNumber: expect.stringMatching(/^PO-/),
      customerPoDate: '2026-03-28',
      vehicleReference: null,
      // The order names no delivery address: the customer's own.
      deliveryAddressId: null,
      lines: [
        {
          salesOrderLineId: order.lineIds[0],
          lineNumber: 1,
          productId: a.id,
          description: 'Sleeve',
          drawingNumber: a.drawing_number,
          hsnCode: '84139190',
          unit: 'NOS',
          quantity: 70,
          remaining: 70,
          // Nothing dispatched yet: an invoice of it bills goods still in the plant.
          dispatchable: 0,
          rate: 42.5,
          gstRate: 18,
        },
      ],
    });
    // Sent back as it is, it makes a draft.
    const draft = await kit.draft(proposal);
    expect(draft).toMatchObject({ salesOrderId: order.id, salesOrderNumber: order.orderNumber, taxableTotal: 2975 });
  });

  it('proposes nothing from an order that is not confirmed or has nothing left', async () => {
    const customer = await kit.customer();
    const product = await kit.product(customer.partyCode);
    const draftOrder = await kit.order(customer.id, [{ productId: product.id, quantity: 5, rate: 1 }], {
      status: 'draft',
      orderNumber: null,
    });
    const refused = await call('GET', `/api/invoices/proposal?salesOrderId=${draftOrder.id}`);
    expect(refused.statusCode).toBe(409);

    const order = await kit.order(customer.id, [{ productId: product.id, quantity: 5, rate: 1 }]);
    await kit.issueNew(kit.orderDraftBody(order, [{ line: 0, quantity: 5 }]));
    const nothing = await call('GET', `/api/invoices/proposal?salesOrderId=${order.id}`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Everything on this sales order has been invoiced');
  });

  it("refuses more than remains on an order line, another customer's order and a line from elsewhere, writing nothing", async () => {
    const { customer, product, order } = await kit.oneLineOrder(50, 10);
    const before = await kit.h.db.$count(invoices);

    const over = await call('POST', '/api/invoices', kit.orderDraftBody(order, [{ line: 0, quantity: 51 }]));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ 'lines.0.quantity': 'Only 50 left to invoice' });

    // Two lines of one invoice count together.
    const split = await call(
      'POST',
      '/api/invoices',
      kit.orderDraftBody(order, [
        { line: 0, quantity: 30 },
        { line: 0, quantity: 30 },
      ]),
    );
    expect(split.statusCode).toBe(400);
    expect(split.json().errors).toEqual({ 'lines.1.quantity': 'Only 20 left to invoice' });

    const other = await kit.customer();
    const foreign = await call(
      'POST',
      '/api/invoices',
      kit.draftBody(other.id, [{ quantity: 1 }], { salesOrderId: order.id }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ salesOrderId: 'This sales order is for another customer' });

    const otherOrder = await kit.order(customer.id, [{ productId: product.id, quantity: 5, rate: 1 }]);
    const elsewhere = await call(
      'POST',
      '/api/invoices',
      kit.draftBody(customer.id, [{ salesOrderLineId: otherOrder.lineIds[0] }], { salesOrderId: order.id }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ 'lines.0.salesOrderLineId': 'This line is not on the sales order' });

    const cancelledOrder = await kit.order(customer.id, [{ productId: product.id, quantity: 5, rate: 1 }], {
      status: 'cancelled',
    });
    const cancelled = await call(
      'POST',
      '/api/invoices',
      kit.draftBody(customer.id, [{}], { salesOrderId: cancelledOrder.id }),
    );
    expect(cancelled.statusCode).toBe(409);

    expect(await kit.h.db.$count(invoices)).toBe(before);
    expect(await kit.orderState(order.id)).toEqual({ status: 'confirmed', invoiced: [0] });
  });

  it('adds to the invoiced quantity on issue, completes a dispatched order, and cancel gives it back', async () => {
    const customer = await kit.customer();
    const a = await kit.product(customer.partyCode);
    const b = await kit.product(customer.partyCode);
    const order = await kit.order(customer.id, [
      { productId: a.id, quantity: 10, rate: 100, dispatchedQuantity: 10 },
      { productId: b.id, quantity: 4, rate: 25, dispatchedQuantity: 4 },
    ]);
    const first = await kit.draft(kit.orderDraftBody(order, [{ line: 0, quantity: 6 }]));
    await kit.issue(first.id);
    expect(await kit.orderState(order.id)).toEqual({ status: 'confirmed', invoiced: [6, 0] });

    const rest = await kit.draft(
      kit.orderDraftBody(order, [
        { line: 0, quantity: 4 },
        { line: 1, quantity: 4 },
      ]),
    );
    const issued = await kit.issue(rest.id);
    expect(await kit.orderState(order.id)).toEqual({ status: 'completed', invoiced: [10, 4] });

    const cancelled = await kit.ok('POST', `/api/invoices/${rest.id}/cancel`, {
      version: issued.version,
      reason: 'Wrong rate',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      displayStatus: 'cancelled',
      invoiceNumber: issued.invoiceNumber,
      cancelReason: 'Wrong rate',
      balanceDue: 0,
    });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await kit.orderState(order.id)).toEqual({ status: 'confirmed', invoiced: [6, 0] });

    const twice = await call('POST', `/api/invoices/${rest.id}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const cancelDraft = await call('POST', `/api/invoices/${draft.id}/cancel`, {});
    expect(cancelDraft.statusCode).toBe(409);
    expect(cancelDraft.json().message).toBe('A draft invoice cannot be cancelled; delete it instead');
  });

  it('refuses to issue a draft whose quantity another invoice took meanwhile', async () => {
    const { order } = await kit.oneLineOrder(10, 5);
    const body = kit.orderDraftBody(order, [{ line: 0, quantity: 7 }]);
    const one = await kit.draft(body);
    const two = await kit.draft(body);
    await kit.issue(one.id);
    const res = await call('POST', `/api/invoices/${two.id}/issue`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'lines.0.quantity': 'Only 3 left to invoice' });
    expect(await kit.get(two.id)).toMatchObject({ status: 'draft', invoiceNumber: null });
    expect(await kit.orderState(order.id)).toEqual({ status: 'confirmed', invoiced: [7] });
  });
});

describe('the invoice list', () => {
  it('computes overdue from the due date, filters on it and totals what is outstanding', async () => {
    const customer = await kit.customer({ partyCode: `OVERDUE-${Date.now()}` });
    const past = await kit.draft(
      kit.draftBody(customer.id, [{ quantity: 1, rate: 1000, gstRate: 0 }], {
        invoiceDate: addDays(today, -40),
        dueDate: addDays(today, -10),
        customerPoNumber: 'PO-LATE-77',
      }),
    );
    const current = await kit.draft(kit.draftBody(customer.id, [{ quantity: 1, rate: 500, gstRate: 0 }]));
    await kit.draft(kit.draftBody(customer.id, [{ quantity: 1, rate: 9999, gstRate: 0 }]));
    const late = await kit.issue(past.id);
    await kit.issue(current.id);
    await kit.ok('POST', `/api/invoices/${past.id}/payments`, { paymentDate: today, amount: 250.5, mode: 'upi' }, 201);

    expect(late).toMatchObject({ status: 'issued', displayStatus: 'overdue', overdue: true });
    expect(await kit.get(past.id)).toMatchObject({
      status: 'partially_paid',
      displayStatus: 'overdue',
      balanceDue: 749.5,
    });

    const list = await kit.ok('GET', `/api/invoices?customerId=${customer.id}&sortBy=grandTotal&sortOrder=asc`);
    expect(list.total).toBe(3);
    expect(list.data.map((i: { displayStatus: string }) => i.displayStatus)).toEqual(['issued', 'overdue', 'draft']);
    expect(list.totals).toEqual({ outstanding: 1249.5, overdue: 749.5 });

    const overdue = await kit.ok('GET', `/api/invoices?customerId=${customer.id}&status=overdue`);
    expect(overdue.data.map((i: { id: string }) => i.id)).toEqual([past.id]);
    expect(overdue.totals).toEqual({ outstanding: 749.5, overdue: 749.5 });
    const flagged = await kit.ok('GET', `/api/invoices?customerId=${customer.id}&overdue=true`);
    expect(flagged.data.map((i: { id: string }) => i.id)).toEqual([past.id]);
    const notOverdue = await kit.ok('GET', `/api/invoices?customerId=${customer.id}&overdue=false`);
    expect(notOverdue.total).toBe(2);
    const issued = await kit.ok('GET', `/api/invoices?customerId=${customer.id}&status=issued`);
    expect(issued.data.map((i: { id: string }) => i.id)).toEqual([current.id]);

    const searched = await kit.ok('GET', '/api/invoices?search=po-late-77');
    expect(searched.data.map((i: { id: string }) => i.id)).toEqual([past.id]);
    const byNumber = await kit.ok('GET', `/api/invoices?search=${encodeURIComponent(late.invoiceNumber)}`);
    expect(byNumber.data.map((i: { id: string }) => i.id)).toEqual([past.id]);
    const byParty = await kit.ok('GET', `/api/invoices?search=${customer.partyCode.toLowerCase()}`);
    expect(byParty.total).toBe(3);

    const bad = await call('GET', '/api/invoices?status=late');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: 'Unknown status' });
  });

  it('exports the matching invoices as CSV', async () => {
    const customer = await kit.customer({ name: 'Export Check Industries' });
    const issued = await kit.issueNew(kit.draftBody(customer.id, [{ quantity: 3, rate: 1000 }]));
    const res = await call('GET', `/api/invoices/export?customerId=${customer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row, ...rest] = exportedCsv(res).trim().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['Invoice Number', 'Status', 'Display Status']);
    expect(row).toContain(issued.invoiceNumber);
    expect(row).toContain('Export Check Industries');
    expect(row).toContain('3540');
    expect(rest).toEqual([]);
  });
});
