import { todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { jobWorkTestKit } from '../../../test/job-work-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';

const kit = jobWorkTestKit();

const materialBody = (customerId: string, lines: object[], fields: Record<string, unknown> = {}) => ({
  customerId,
  receiptDate: '2026-11-02',
  customerChallanNumber: 'DC/4471',
  customerChallanDate: '2026-11-01',
  lines,
  ...fields,
});

const bars = (quantity: number, fields: Record<string, unknown> = {}) => ({
  grade: 'EN19',
  rodSize: '32 mm Round',
  heatNumber: 'K-2231',
  quantity,
  bars: 20,
  ...fields,
});

describe("customer's free-issue material", () => {
  it("goes into stock as the customer's under their heat, numbered in its own series, apart from our own", async () => {
    const customer = await kit.customer();
    const draft = await kit.ok('POST', '/api/customer-materials', materialBody(customer.id, [bars(512.4)]));
    expect(draft).toMatchObject({
      status: 'draft',
      receiptNumber: null,
      customerName: customer.name,
      totalKg: 512.4,
      totalBars: 20,
    });
    expect(draft.lines[0]).toMatchObject({ grade: 'EN19', rodSize: 'Ø32', itemKey: 'EN19|Ø32', heatNumber: 'K-2231' });
    expect((await kit.balance('EN19|Ø32', customer.id)).total).toBe(0);

    const received = await kit.ok(
      'POST',
      `/api/customer-materials/${draft.id}/receive`,
      { version: draft.version },
      200,
    );
    expect(received).toMatchObject({ status: 'received', receiptNumber: 'CMR/2026-27/0001' });
    expect(received.receivedAt).not.toBeNull();
    expect(await kit.balance('EN19|Ø32', customer.id)).toEqual({ byHeat: { 'K-2231': 512.4 }, total: 512.4 });
    expect(await kit.movementsOf(draft.id)).toEqual([
      { kind: 'free_issue_in', heat: 'K-2231', quantity: 512.4, owner: customer.id, number: 'CMR/2026-27/0001' },
    ]);

    // Our own stock of the same bar has none of it: a challan of our own EN19 Ø32 cannot draw the customer's.
    expect((await kit.balance('EN19|Ø32')).total).toBe(0);
    const jobWorker = await kit.jobWorker();
    const challan = await kit.call('POST', '/api/job-work-challans/send', {
      supplierId: jobWorker.id,
      challanDate: todayIn(),
      process: 'Straightening',
      lines: [
        {
          itemType: 'material',
          grade: 'EN19',
          rodSize: 'Ø32',
          description: 'EN19 Ø32 bars',
          unit: 'KGS',
          quantity: 100,
          value: 9000,
          gstRate: 18,
        },
      ],
    });
    expect(challan.statusCode).toBe(400);
    expect(challan.json().errors).toEqual({ 'lines.0.quantity': 'Only 0 kg of EN19 Ø32 in stock' });

    // The list and its CSV.
    const list = await kit.ok('GET', `/api/customer-materials?customerId=${customer.id}`);
    expect(list.data).toEqual([expect.objectContaining({ id: draft.id, totalKg: 512.4, status: 'received' })]);
    const csv = await kit.call('GET', `/api/customer-materials/export?customerId=${customer.id}`);
    expect(csv.body).toContain('CMR/2026-27/0001,received,2026-11-02');

    const pdf = await kit.call('GET', `/api/customer-materials/${draft.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toEqual(
      expect.arrayContaining(["RECEIPT OF CUSTOMER'S MATERIAL", 'Receipt No.: CMR/2026-27/0001', 'K-2231', '512.400']),
    );
  });

  it('comes out again when cancelled, with why; refused once some of it has been used', async () => {
    const customer = await kit.customer();
    const received = await kit.ok(
      'POST',
      '/api/customer-materials/receive',
      materialBody(customer.id, [bars(300, { heatNumber: 'A1' }), bars(200, { heatNumber: 'A2', bars: null })]),
    );
    expect(received.totalBars).toBe(20);
    expect((await kit.refused('POST', `/api/customer-materials/${received.id}/cancel`, {}, 400)).errors).toEqual({
      reason: 'Give the reason for cancelling',
    });
    const cancelled = await kit.ok(
      'POST',
      `/api/customer-materials/${received.id}/cancel`,
      { reason: 'Booked against the wrong customer' },
      200,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Booked against the wrong customer' });
    expect((await kit.balance('EN19|Ø32', customer.id)).total).toBe(0);

    // Some of a second lot issued to production: cancelling would take more out than is left.
    const again = await kit.ok('POST', '/api/customer-materials/receive', materialBody(customer.id, [bars(300)]));
    await kit.stockIn([
      {
        movementDate: '2026-11-03',
        itemKey: 'EN19|Ø32',
        itemType: 'material',
        grade: 'EN19',
        rodSize: 'Ø32',
        ownerId: customer.id,
        heatNumber: 'K-2231',
        quantity: -120,
      },
    ]);
    const used = await kit.refused('POST', `/api/customer-materials/${again.id}/cancel`, { reason: 'x' }, 400);
    expect(used.errors).toEqual({ 'lines.0.quantity': 'Only 180 kg of EN19 Ø32, heat K-2231 in stock' });
    expect((await kit.ok('GET', `/api/customer-materials/${again.id}`)).status).toBe('received');
  });

  it('takes only drafts for edits, and a customer who is there', async () => {
    const customer = await kit.customer();
    const draft = await kit.ok('POST', '/api/customer-materials', materialBody(customer.id, [bars(10)]));
    const edited = await kit.ok(
      'PUT',
      `/api/customer-materials/${draft.id}`,
      materialBody(customer.id, [bars(12.5, { rodSize: 'Hex 17', grade: 'EN8D' })], { version: draft.version }),
    );
    expect(edited.lines).toEqual([expect.objectContaining({ itemKey: 'EN8D|HEX 17', quantity: 12.5 })]);
    await kit.ok('POST', `/api/customer-materials/${draft.id}/receive`, {}, 200);
    expect(
      (await kit.refused('PUT', `/api/customer-materials/${draft.id}`, materialBody(customer.id, [bars(1)]), 409))
        .message,
    ).toBe('Only a draft receipt can be edited');

    const errors = async (body: object) => (await kit.refused('POST', '/api/customer-materials', body, 400)).errors;
    expect(await errors(materialBody('00000000-0000-4000-8000-000000000001', [bars(1)]))).toEqual({
      customerId: 'Customer not found',
    });
    expect(
      await errors(
        materialBody(customer.id, [bars(0, { grade: '', bars: 1.5 })], {
          customerChallanNumber: '',
          customerChallanDate: '2026-11-05',
        }),
      ),
    ).toEqual({
      customerChallanNumber: "The customer's challan number is required",
      'lines.0.grade': 'Grade is required',
      'lines.0.quantity': 'Must be more than 0',
      'lines.0.bars': 'Must be a whole number',
    });
  });

  it('is the stores’ business: goods-receipts permissions, not job work', async () => {
    const customer = await kit.customer();
    const stores = await kit.h().userWith([{ scope: 'goods-receipts', actions: ['view', 'create'] }]);
    const jobWork = await kit.h().userWith([{ scope: 'job-work', actions: ['view', 'create', 'edit', 'delete'] }]);
    const body = materialBody(customer.id, [bars(5)]);
    expect((await kit.call('POST', '/api/customer-materials/receive', body, stores.accessToken)).statusCode).toBe(201);
    expect((await kit.call('GET', '/api/customer-materials', undefined, jobWork.accessToken)).statusCode).toBe(403);
    const made = await kit.ok('POST', '/api/customer-materials/receive', body);
    // Cancelling is the delete of goods receipts.
    expect(
      (await kit.call('POST', `/api/customer-materials/${made.id}/cancel`, { reason: 'x' }, stores.accessToken))
        .statusCode,
    ).toBe(403);
  });
});
