import {
  type DeliveryAddress,
  E_INVOICE_SCHEMA,
  E_WAY_BILL_SCHEMA,
  type EInvoice,
  type EWayBillFile,
  type Invoice,
  type SalesOrder,
  todayIn,
} from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

/*
 * The case through the API: a customer billed in Karnataka takes delivery at its Hosur
 * plant (PIN 635126, Tamil Nadu). The order names the address, the dispatch copies it, the
 * invoice of the dispatch takes it and issuing freezes it; the e-invoice writes ShipDtls.Stcd 33
 * and both e-way bills toStateCode 29 (the place of supply) and actualToStateCode 33.
 */

const kit = invoiceTestKit();
const today = todayIn();
const road = new URLSearchParams({ transMode: '1', transDistance: '930', vehicleNo: 'MH12AB1234' });
const eInvoiceCheck = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);
const eWayBillCheck = schemaCheck<EWayBillFile>(E_WAY_BILL_SCHEMA);
const KARNATAKA_GSTIN = gstinFor('29', 'AAKCK5282C');

const hosur = {
  label: 'Hosur plant',
  address: 'Plot 12, SIPCOT Industrial Complex, Phase II',
  place: 'Hosur',
  state: 'Tamil Nadu',
  pin: '635126',
};

/** The Karnataka customer with its Hosur address and one product. */
async function karnatakaCustomer() {
  const customer = await kit.customer({
    state: 'Karnataka',
    gstin: KARNATAKA_GSTIN,
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
  });
  const address = (await kit.ok(
    'POST',
    `/api/customers/${customer.id}/delivery-addresses`,
    hosur,
    201,
  )) as DeliveryAddress;
  const part = await kit.product(customer.partyCode, { product_description: 'Impeller hub', gstRate: 18 });
  return { customer, address, part };
}

/** A confirmed order of 2,000 pieces at ₹50, saved and confirmed through the API. */
const confirmedOrder = (customerId: string, productId: string, deliveryAddressId: string | null) =>
  kit.ok(
    'POST',
    '/api/sales-orders/confirm',
    {
      customerId,
      orderDate: today,
      deliveryAddressId,
      lines: [{ productId, quantity: 2000, rate: 50 }],
    },
    201,
  ) as Promise<SalesOrder>;

const dispatch = async (order: SalesOrder, quantity: number, fields: Record<string, unknown> = {}) =>
  (
    (await kit.ok(
      'POST',
      `/api/sales-orders/${order.id}/dispatches`,
      {
        dispatchDate: today,
        vehicleReference: 'MH12AB1234',
        lines: [{ orderLineId: order.lines[0]?.id, quantity }],
        pdiOverride: true,
        ...fields,
      },
      201,
    )) as SalesOrder
  ).dispatches[0] as SalesOrder['dispatches'][number];

describe('the Karnataka → Hosur case through orders, dispatches and invoices', () => {
  it('writes Tamil Nadu (33) in ShipDtls and as the e-way bills’ actual destination, Karnataka as the place of supply', async () => {
    const { customer, address, part } = await karnatakaCustomer();
    const order = await confirmedOrder(customer.id, part.id, address.id);
    expect(order.deliveryAddressId).toBe(address.id);

    // The dispatch copies the order's address.
    const sent = await dispatch(order, 1000);
    expect(sent).toMatchObject({
      deliveryAddressId: address.id,
      shipToAddress: hosur.address,
      shipToPlace: 'Hosur',
      shipToState: 'Tamil Nadu',
      shipToPin: '635126',
      shipToGstin: null,
    });

    const challanRes = await kit.call('GET', `/api/sales-orders/${order.id}/dispatches/${sent.id}/e-way-bill?${road}`);
    expect(challanRes.statusCode, challanRes.body).toBe(200);
    const challanFile = challanRes.json() as EWayBillFile;
    expect(schemaProblems(eWayBillCheck, challanFile)).toEqual([]);
    expect(challanFile.billLists[0]).toMatchObject({
      docType: 'CHL',
      transType: 2,
      toGstin: KARNATAKA_GSTIN,
      toPlace: 'Hosur',
      toPincode: 635126,
      toStateCode: 29,
      actualToStateCode: 33,
    });

    // The invoice of the dispatch takes where its goods went.
    const proposal = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${order.id}&dispatchId=${sent.id}`);
    expect(proposal.deliveryAddressId).toBe(address.id);
    const { lineNumber: _n, remaining: _r, dispatchable: _d, ...line } = proposal.lines[0];
    const draft = (await kit.ok(
      'POST',
      '/api/invoices',
      {
        customerId: customer.id,
        salesOrderId: order.id,
        invoiceDate: today,
        deliveryAddressId: proposal.deliveryAddressId,
        lines: [line],
      },
      201,
    )) as Invoice;
    expect(draft).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      taxType: 'inter',
      shippingAddress: hosur.address,
      shipToPlace: 'Hosur',
      shipToState: 'Tamil Nadu',
      shipToPin: '635126',
      // 1,000 × ₹50 = ₹50,000; IGST 18 % (Maharashtra → Karnataka) ₹9,000.
      taxableTotal: 50000,
      igstTotal: 9000,
      cgstTotal: 0,
      grandTotal: 59000,
    });
    const issued = (await kit.ok('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version })) as Invoice;

    // Issuing froze it: the address changed afterwards leaves the invoice as issued.
    await kit.ok('PUT', `/api/customers/${customer.id}/delivery-addresses/${address.id}`, {
      ...hosur,
      address: 'Plot 99, SIPCOT Phase I',
      version: address.version,
    });
    const reread = (await kit.ok('GET', `/api/invoices/${issued.id}`)) as Invoice;
    expect(reread.shippingAddress).toBe(hosur.address);

    const eInvoiceRes = await kit.call('GET', `/api/invoices/${issued.id}/e-invoice`);
    expect(eInvoiceRes.statusCode, eInvoiceRes.body).toBe(200);
    const eInvoice = eInvoiceRes.json() as EInvoice;
    expect(schemaProblems(eInvoiceCheck, eInvoice)).toEqual([]);
    expect(eInvoice.BuyerDtls).toMatchObject({ Gstin: KARNATAKA_GSTIN, Pos: '29', Stcd: '29' });
    expect(eInvoice.ShipDtls).toEqual({
      Gstin: 'URP',
      LglNm: customer.name,
      Addr1: hosur.address,
      Loc: 'Hosur',
      Pin: 635126,
      Stcd: '33',
    });

    // A credit note of it reports the same destination.
    const note = await kit.ok(
      'POST',
      '/api/notes',
      {
        kind: 'credit',
        invoiceId: issued.id,
        noteDate: today,
        reason: 'goods_returned',
        lines: [{ invoiceLineId: issued.lines[0]?.id, quantity: 10, rate: 50 }],
      },
      201,
    );
    const noteIssued = await kit.ok('POST', `/api/notes/${note.id}/issue`, { version: note.version });
    const noteRes = await kit.call('GET', `/api/notes/${noteIssued.id}/e-invoice`);
    expect(noteRes.statusCode, noteRes.body).toBe(200);
    expect((noteRes.json() as EInvoice).ShipDtls).toMatchObject({ Loc: 'Hosur', Pin: 635126, Stcd: '33' });

    const billRes = await kit.call('GET', `/api/invoices/${issued.id}/e-way-bill?${road}`);
    expect(billRes.statusCode, billRes.body).toBe(200);
    const bill = (billRes.json() as EWayBillFile).billLists[0];
    expect(schemaProblems(eWayBillCheck, billRes.json())).toEqual([]);
    expect(bill).toMatchObject({ transType: 2, toStateCode: 29, actualToStateCode: 33, toPincode: 635126 });
  });

  it('lets a dispatch go to another of the customer’s addresses or its own, and an invoice be made without one', async () => {
    const { customer, address, part } = await karnatakaCustomer();
    const order = await confirmedOrder(customer.id, part.id, address.id);
    const own = await dispatch(order, 100, { deliveryAddressId: '' });
    // The customer's own address, as it was (it has no shipping address: the billing one).
    expect(own).toMatchObject({
      deliveryAddressId: null,
      shipToAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
      shipToState: null,
    });
    const reordered = (await kit.ok('GET', `/api/sales-orders/${order.id}`)) as SalesOrder;
    const peenya = (await kit.ok(
      'POST',
      `/api/customers/${customer.id}/delivery-addresses`,
      {
        label: 'Peenya stores',
        address: 'Stores gate 2, KIADB',
        place: 'Bengaluru',
        state: 'Karnataka',
        pin: '560058',
      },
      201,
    )) as DeliveryAddress;
    const elsewhere = await dispatch(reordered, 100, { deliveryAddressId: peenya.id });
    expect(elsewhere).toMatchObject({ deliveryAddressId: peenya.id, shipToState: 'Karnataka', shipToPin: '560058' });

    // The challan prints where the goods went, with the state and PIN.
    const pdf = await kit.call('GET', `/api/sales-orders/${order.id}/dispatches/${elsewhere.id}/pdf`);
    expect(pdf.statusCode).toBe(200);

    // A direct invoice may name one, or none (the customer's own shipping address).
    const direct = (await kit.ok(
      'POST',
      '/api/invoices',
      kit.draftBody(customer.id, [{ quantity: 1, rate: 100 }], { deliveryAddressId: peenya.id }),
      201,
    )) as Invoice;
    expect(direct).toMatchObject({ deliveryAddressId: peenya.id, shipToPlace: 'Bengaluru' });
    const none = (await kit.ok('POST', '/api/invoices', kit.draftBody(customer.id, [{}]), 201)) as Invoice;
    expect(none).toMatchObject({ deliveryAddressId: null, shipToState: null, shippingAddress: null });
  });

  it('refuses another customer’s address, and a deactivated one on a new document, but keeps it where it was named', async () => {
    const { customer, address, part } = await karnatakaCustomer();
    const other = await karnatakaCustomer();
    const foreign = await kit.call('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: today,
      deliveryAddressId: other.address.id,
      lines: [{ productId: part.id, quantity: 10, rate: 50 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      deliveryAddressId: "This is not one of the customer's delivery addresses",
    });

    const order = await confirmedOrder(customer.id, part.id, address.id);
    await kit.ok('PUT', `/api/customers/${customer.id}/delivery-addresses/${address.id}`, {
      ...hosur,
      isActive: false,
      version: address.version,
    });
    const refused = await kit.call(
      'POST',
      '/api/invoices',
      kit.draftBody(customer.id, [{}], { deliveryAddressId: address.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.deliveryAddressId).toBe(
      'The delivery address "Hosur plant" is no longer in use; choose another',
    );
    // The order named it before: its dispatch still goes there.
    expect(await dispatch(order, 10)).toMatchObject({ deliveryAddressId: address.id, shipToPin: '635126' });
  });
});
