import {
  E_WAY_BILL_SCHEMA,
  type EWayBillFile,
  eWayBillArithmetic,
  indianDate,
  type SalesOrder,
  todayIn,
} from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { eWayBillNumber } from '../../../test/e-way-bill-fixtures.js';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

const kit = invoiceTestKit();
const check = schemaCheck<EWayBillFile>(E_WAY_BILL_SCHEMA);
const today = todayIn();
const road = { transMode: '1', transDistance: '35', vehicleNo: 'MH 12 AB 1234' };

/** A registered customer in Karnataka (an address ending in town and PIN), an order of 2,000 pieces at ₹42.50, and a dispatch of 1,200. */
async function dispatched(customerFields: Record<string, unknown> = {}) {
  const customer = await kit.customer({
    state: 'Karnataka',
    gstin: gstinFor('29', 'AAKCK5282C'),
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
    ...customerFields,
  });
  const part = await kit.product(customer.partyCode, { product_description: 'Plunger sleeve', gstRate: 18 });
  const order = await kit.order(customer.id, [{ productId: part.id, quantity: 2000, rate: 42.5 }]);
  const sent = (await kit.ok(
    'POST',
    `/api/sales-orders/${order.id}/dispatches`,
    {
      dispatchDate: today,
      vehicleReference: 'MH12AB1234',
      lines: [{ orderLineId: order.lineIds[0], quantity: 1200 }],
      pdiOverride: true,
    },
    201,
  )) as SalesOrder;
  return { order, dispatch: sent.dispatches[0] as SalesOrder['dispatches'][number] };
}

const path = (orderId: string, dispatchId: string) =>
  `/api/sales-orders/${orderId}/dispatches/${dispatchId}/e-way-bill`;

describe("a dispatch's challan as an e-way bill", () => {
  it('answers the JSON of the challan: outward, CHL, "Others: Invoice to follow", with the GST the invoice will charge', async () => {
    const { order, dispatch } = await dispatched();
    const res = await kit.call('GET', `${path(order.id, dispatch.id)}?${new URLSearchParams(road)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="e-way-bill-${dispatch.challanNumber?.replaceAll('/', '-')}.json"`,
    );
    const file = res.json() as EWayBillFile;
    expect(schemaProblems(check, file)).toEqual([]);
    const [bill] = file.billLists;
    if (!bill) throw new Error('No bill in the file');
    expect(eWayBillArithmetic(bill)).toEqual([]);
    expect(bill).toMatchObject({
      supplyType: 'O',
      subSupplyType: 8,
      subSupplyDesc: 'Invoice to follow',
      docType: 'CHL',
      docNo: dispatch.challanNumber,
      docDate: indianDate(today),
      toGstin: gstinFor('29', 'AAKCK5282C'),
      toPincode: 560058,
      toStateCode: 29,
      fromPincode: 411026,
      totalValue: 51000,
      igstValue: 9180,
      totInvValue: 60180,
      vehicleNo: 'MH12AB1234',
    });
    expect(bill.itemList).toEqual([
      expect.objectContaining({
        hsnCode: 84139190,
        quantity: 1200,
        qtyUnit: 'NOS',
        taxableAmount: 51000,
        igstRate: 18,
      }),
    ]);
  });

  it('answers 409 naming what the portal would refuse, and 404 for a dispatch of another order', async () => {
    const { order, dispatch } = await dispatched({ billingAddress: 'Peenya, Bengaluru' });
    const res = await kit.call('GET', `${path(order.id, dispatch.id)}?${new URLSearchParams(road)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      customerId: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
    });
    const other = await dispatched();
    const stray = await kit.call('GET', `${path(other.order.id, dispatch.id)}?${new URLSearchParams(road)}`);
    expect(stray.statusCode).toBe(404);
    const put = await kit.call('PUT', path(other.order.id, dispatch.id), {
      eWayBillNumber: eWayBillNumber(),
      eWayBillDate: today,
      validUntil: today,
    });
    expect(put.statusCode).toBe(404);
  });

  it('records the e-way bill on the dispatch with the order locked, refuses one another dispatch holds, and clears it', async () => {
    const { order, dispatch } = await dispatched();
    const before = (await kit.ok('GET', `/api/sales-orders/${order.id}`)) as SalesOrder;
    const number = eWayBillNumber();
    const recorded = (await kit.ok('PUT', path(order.id, dispatch.id), {
      eWayBillNumber: number,
      eWayBillDate: today,
      validUntil: '2099-12-31',
    })) as SalesOrder;
    expect(recorded.version).toBe(before.version + 1);
    expect(recorded.dispatches[0]).toMatchObject({
      id: dispatch.id,
      eWayBillNumber: number,
      eWayBillDate: today,
      eWayBillValidUntil: '2099-12-31',
    });

    const other = await dispatched();
    const taken = await kit.call('PUT', path(other.order.id, other.dispatch.id), {
      eWayBillNumber: number,
      eWayBillDate: today,
      validUntil: today,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      eWayBillNumber: `e-Way Bill No. ${number} is already recorded on challan ${dispatch.challanNumber}`,
    });
    const early = await kit.call('PUT', path(order.id, dispatch.id), {
      eWayBillNumber: eWayBillNumber(),
      eWayBillDate: '2026-01-01',
      validUntil: '2026-01-01',
    });
    expect(early.json().errors).toEqual({
      eWayBillDate: `The e-way bill cannot be dated before the dispatch (${indianDate(today)})`,
    });

    const cleared = (await kit.ok('DELETE', path(order.id, dispatch.id))) as SalesOrder;
    expect(cleared.dispatches[0]).toMatchObject({ eWayBillNumber: null, eWayBillDate: null, eWayBillValidUntil: null });
    expect(cleared.version).toBe(recorded.version + 1);
    // The number is free again, for the dispatch that really carried it.
    expect(
      (
        (await kit.ok('PUT', path(other.order.id, other.dispatch.id), {
          eWayBillNumber: number,
          eWayBillDate: today,
          validUntil: today,
        })) as SalesOrder
      ).dispatches[0]?.eWayBillNumber,
    ).toBe(number);
  });
});
