import { boxQrText, indianDate, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pageCount, pdfText, titleOf } from '../../../test/pdf-facts.js';
import { boxes, inspections, workOrderMaterials, workOrders } from '../../db/schema/index.js';
import { insertWorkOrder } from '../inspections/inspection-fixture.js';
import { A4_PAGE, THERMAL_PAGE } from './box-label-pdf.js';

/*
 * Boxes against the real app and database: work orders written by the inspections' fixture with
 * their good pieces set as production leaves them, a lot PDI written into the inspections table
 * (the lot PDI form is its own module's), sales orders written confirmed by the invoice kit and
 * dispatched through their route.
 */

const kit = invoiceTestKit();
const today = todayIn();

interface Made {
  product: { id: string; drawing_number: string; partyCode: string };
  customerId: string;
  order: { id: string; woNumber: string | null };
}

/** A customer's flange bush packed 200 to a box, and a released work order of it that made `made` good pieces from two heats. */
async function workOrderMade(made: number, fields: Record<string, unknown> = { qty_in_box: 200 }): Promise<Made> {
  const buyer = await kit.customer();
  const product = await kit.product(buyer.partyCode, { product_description: 'Flange bush', ...fields });
  const order = await insertWorkOrder(kit.h.db, { productId: product.id, quantity: 2000, heats: ['H2304', 'H2291'] });
  await kit.h.db
    .update(workOrders)
    .set({ goodQuantity: made, status: 'in_progress' })
    .where(eq(workOrders.id, order.id));
  return { product, customerId: buyer.id, order };
}

/** The lot's PDI, as the lot inspection form records it: a PDI of the work order, of no dispatch. */
async function lotPdi(made: Made, result: 'pass' | 'fail', inspectedOn = today) {
  await kit.h.db.insert(inspections).values({
    kind: 'pdi',
    workOrderId: made.order.id,
    productId: made.product.id,
    inspectedOn,
    sampleSize: 5,
    lotQuantity: 1050,
    result,
  });
}

const pack = (workOrderId: string, quantity: number | string, fields: object = {}) =>
  kit.call('POST', '/api/boxes/pack', { workOrderId, quantity, packedOn: today, ...fields });

const scan = (orderId: string, code: string) =>
  kit.call('GET', `/api/boxes/scan?orderId=${orderId}&code=${encodeURIComponent(code)}`);

const dispatch = (orderId: string, body: object) =>
  kit.call('POST', `/api/sales-orders/${orderId}/dispatches`, { dispatchDate: today, pdiOverride: true, ...body });

describe('packing a work order', () => {
  it("cuts the pieces into full boxes of the product's 200, then one part box, box n of 6, with the heats its bar came from", async () => {
    const made = await workOrderMade(1500);
    const res = await pack(made.order.id, '1050');
    expect(res.statusCode, res.body).toBe(201);
    const packing = res.json();
    expect(packing).toMatchObject({
      workOrderId: made.order.id,
      woNumber: made.order.woNumber,
      drawingNumber: made.product.drawing_number,
      description: 'Flange bush',
      packedOn: today,
      quantity: 1050,
      dispatchedBoxes: 0,
    });
    expect(
      packing.boxes.map((b: { boxNo: number; boxCount: number; quantity: number }) => [
        b.boxNo,
        b.boxCount,
        b.quantity,
      ]),
    ).toEqual([
      [1, 6, 200],
      [2, 6, 200],
      [3, 6, 200],
      [4, 6, 200],
      [5, 6, 200],
      [6, 6, 50],
    ]);
    // Nothing drawn yet: the heats reserved, in order.
    expect(packing.boxes.map((b: { heatNumbers: string }) => b.heatNumbers)).toEqual(Array(6).fill('H2291, H2304'));
    const codes: string[] = packing.boxes.map((b: { code: string }) => b.code);
    expect(codes.every((code) => /^BX\d{7}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(6);

    // 1,500 made, 1,050 packed: 450 left, packed this time 100 to a box, from the heat production drew.
    expect(await kit.ok('GET', `/api/boxes/pack/${made.order.id}`)).toMatchObject({
      made: 1500,
      packed: 1050,
      left: 450,
      perBox: 200,
      packable: true,
      heatNumbers: 'H2291, H2304',
      packings: [{ packingId: packing.packingId, quantity: 1050, boxCount: 6, dispatchedBoxes: 0 }],
    });
    await kit.h.db
      .update(workOrderMaterials)
      .set({ issuedQuantity: 12.5 })
      .where(eq(workOrderMaterials.heatNumber, 'H2304'));
    const second = await kit.ok(
      'POST',
      '/api/boxes/pack',
      { workOrderId: made.order.id, quantity: 450, perBox: '100', packedOn: today },
      201,
    );
    expect(second.boxes.map((b: { quantity: number; heatNumbers: string }) => [b.quantity, b.heatNumbers])).toEqual([
      [100, 'H2304'],
      [100, 'H2304'],
      [100, 'H2304'],
      [100, 'H2304'],
      [50, 'H2304'],
    ]);

    // The list: newest first, a packing's boxes by number; filtered by work order; found by code or its digits.
    const listed = await kit.ok('GET', `/api/boxes?workOrderId=${made.order.id}&limit=20`);
    expect(listed.total).toBe(11);
    expect(listed.data.map((b: { code: string }) => b.code)).toEqual([
      ...second.boxes.map((b: { code: string }) => b.code).reverse(),
      ...[...codes].reverse(),
    ]);
    const third = codes[2] as string;
    expect(
      (await kit.ok('GET', `/api/boxes?search=${third.toLowerCase()}`)).data.map((b: { code: string }) => b.code),
    ).toEqual([third]);
    // Its digits alone find it too (among whatever else holds them: a work order's number, a drawing).
    expect(
      (await kit.ok('GET', `/api/boxes?search=${Number(third.slice(2))}&limit=100`)).data.map(
        (b: { code: string }) => b.code,
      ),
    ).toContain(third);
    expect((await kit.ok('GET', `/api/boxes?productId=${made.product.id}&state=packed`)).total).toBe(11);
    expect((await kit.ok('GET', `/api/boxes?productId=${made.product.id}&state=dispatched`)).total).toBe(0);
    expect((await kit.ok('GET', `/api/boxes/packings/${packing.packingId}`)).boxes).toHaveLength(6);
  });

  it('refuses more than the work order made and has not packed, naming it, and packs nothing', async () => {
    const made = await workOrderMade(1050);
    const over = await pack(made.order.id, 2000);
    expect(over.statusCode).toBe(409);
    expect(over.json().errors).toEqual({
      quantity: `Only 1,050 pieces of ${made.order.woNumber} are made and not yet packed`,
    });
    expect((await pack(made.order.id, 1000)).statusCode).toBe(201);
    const rest = await pack(made.order.id, 51);
    expect(rest.json().errors).toEqual({
      quantity: `Only 50 pieces of ${made.order.woNumber} are made and not yet packed`,
    });
    expect((await pack(made.order.id, 50)).statusCode).toBe(201);
    expect((await pack(made.order.id, 1)).json().errors).toEqual({
      quantity: `No pieces of ${made.order.woNumber} are made and not yet packed`,
    });
    expect(await kit.h.db.select().from(boxes).where(eq(boxes.workOrderId, made.order.id))).toHaveLength(6);
  });

  it('refuses a draft work order, a product without parts per box unless given, and bad input, with the field', async () => {
    const noPacking = await workOrderMade(300, {});
    expect((await pack(noPacking.order.id, 100)).json().errors).toEqual({
      perBox: 'The product has no parts per box; enter the parts per box',
    });
    expect((await pack(noPacking.order.id, 100, { perBox: 40 })).json().boxes).toHaveLength(3);

    const buyer = await kit.customer();
    const product = await kit.product(buyer.partyCode, { qty_in_box: 10 });
    const draft = await insertWorkOrder(kit.h.db, { productId: product.id, status: 'draft' });
    const refused = await pack(draft.id, 5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Only a released, in-progress or completed work order's pieces are packed; this one is draft",
    );
    const bad = await kit.call('POST', '/api/boxes/pack', {
      workOrderId: noPacking.order.id,
      quantity: 0,
      perBox: 100001,
      packedOn: '2099-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      quantity: 'Must be at least 1',
      perBox: 'Must be a whole number from 1 to 1,00,000',
      packedOn: 'The packing date cannot be in the future',
    });
  });
});

describe('scanning boxes into a dispatch', () => {
  /** 1,050 made and packed (6 boxes), the lot passed; an order for 1,200 of it. */
  async function packedAndOrdered() {
    const made = await workOrderMade(1050);
    await lotPdi(made, 'pass');
    const packing = await kit.ok(
      'POST',
      '/api/boxes/pack',
      { workOrderId: made.order.id, quantity: 1050, packedOn: today },
      201,
    );
    const order = await kit.order(made.customerId, [{ productId: made.product.id, quantity: 1200, rate: 35.5 }]);
    const codes: string[] = packing.boxes.map((b: { code: string }) => b.code);
    return { made, packing, order, codes };
  }

  it('finds the box from the QR text or the code typed, and the line it fills', async () => {
    const { made, packing, order, codes } = await packedAndOrdered();
    const first = packing.boxes[0];
    const qr = boxQrText({ ...first, woNumber: made.order.woNumber });
    for (const typed of [qr, ` ${(codes[0] as string).toLowerCase()} `]) {
      const found = await scan(order.id, typed);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({
        box: { code: codes[0], quantity: 200, boxNo: 1, boxCount: 6, dispatchId: null },
        orderLineId: order.lineIds[0],
        lineNumber: 1,
        leftOnOrder: 1200,
      });
    }
    const garbled = await scan(order.id, 'BX12');
    expect(garbled.statusCode).toBe(400);
  });

  it('refuses an unknown code, a box of another part, one with nothing left on the order and one from an uninspected lot, saying why', async () => {
    const { made, order, codes } = await packedAndOrdered();

    const unknown = await scan(order.id, 'BX9999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No box BX9999999', errors: { code: 'No box BX9999999' } });

    // Another part of the same customer, packed and inspected, on an order that does not have it.
    const other = await workOrderMade(200);
    await lotPdi(other, 'pass');
    const otherBox = (
      await kit.ok('POST', '/api/boxes/pack', { workOrderId: other.order.id, quantity: 200, packedOn: today }, 201)
    ).boxes[0];
    const stranger = await scan(order.id, otherBox.code);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe(
      `Box ${otherBox.code} holds ${other.product.drawing_number}, which this order does not have`,
    );

    // The part on an order with nothing left of it.
    const sent = await kit.order(made.customerId, [
      { productId: made.product.id, quantity: 500, rate: 35.5, dispatchedQuantity: 500 },
    ]);
    expect((await scan(sent.id, codes[0] as string)).json().message).toBe(
      `Box ${codes[0]} holds ${made.product.drawing_number}, with no quantity left to dispatch on this order`,
    );
    // A box of 200 on an order with 50 left.
    const short = await kit.order(made.customerId, [{ productId: made.product.id, quantity: 50, rate: 35.5 }]);
    expect((await scan(short.id, codes[0] as string)).json().message).toBe(
      `Box ${codes[0]} holds 200 pieces of ${made.product.drawing_number}; only 50 are left to dispatch on this order`,
    );

    // The lot's latest PDI failed: the pass before it no longer counts.
    await lotPdi(made, 'fail');
    const failed = await scan(order.id, codes[0] as string);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toBe(
      `Box ${codes[0]} is from ${made.order.woNumber}, whose lot has no passed inspection`,
    );
    // A dispatch's PDI of the product is not the lot's.
    const neverInspected = await workOrderMade(200);
    const box = (
      await kit.ok(
        'POST',
        '/api/boxes/pack',
        { workOrderId: neverInspected.order.id, quantity: 200, packedOn: today },
        201,
      )
    ).boxes[0];
    const itsOrder = await kit.order(neverInspected.customerId, [
      { productId: neverInspected.product.id, quantity: 200, rate: 1 },
    ]);
    expect((await scan(itsOrder.id, box.code)).json().message).toBe(
      `Box ${box.code} is from ${neverInspected.order.woNumber}, whose lot has no passed inspection`,
    );
  });

  it('records a dispatch from scanned boxes, marks them dispatched, and refuses a second scan of one', async () => {
    const { made, packing, order, codes } = await packedAndOrdered();
    const five = codes.slice(0, 5);

    // The boxes must hold what the dispatch sends of their part.
    const differs = await dispatch(order.id, {
      lines: [{ orderLineId: order.lineIds[0], quantity: 900 }],
      boxCodes: five,
    });
    expect(differs.statusCode).toBe(400);
    expect(differs.json().errors).toEqual({
      boxCodes: `The boxes of ${made.product.drawing_number} hold 1,000 pieces; the dispatch sends 900`,
    });
    const twice = await dispatch(order.id, {
      lines: [{ orderLineId: order.lineIds[0], quantity: 400 }],
      boxCodes: [codes[0], codes[0]],
    });
    expect(twice.json().errors).toEqual({ 'boxCodes.1': `Box ${codes[0]} is scanned twice` });

    const sent = await dispatch(order.id, {
      lines: [{ orderLineId: order.lineIds[0], quantity: 1000 }],
      boxCodes: five.map((code, i) =>
        i === 0 ? boxQrText({ ...packing.boxes[0], woNumber: made.order.woNumber }) : code,
      ),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const challan = sent.json().dispatches[0];
    expect(challan.boxes).toEqual(
      five.map((code) => ({ code, drawingNumber: made.product.drawing_number, quantity: 200 })),
    );
    expect(sent.json().lines[0].dispatchedQuantity).toBe(1000);

    const stored = await kit.h.db.select().from(boxes).where(eq(boxes.packingId, packing.packingId));
    expect(
      stored
        .filter((b) => b.dispatchId === challan.id)
        .map((b) => b.code)
        .sort(),
    ).toEqual([...five].sort());
    expect((await kit.ok('GET', `/api/boxes?workOrderId=${made.order.id}&state=dispatched`)).data[0]).toMatchObject({
      challanNumber: challan.challanNumber,
      dispatchDate: today,
      salesOrderId: order.id,
    });

    // Scanned again, on this order or another, the box says where it went.
    const again = await scan(order.id, codes[0] as string);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Box ${codes[0]} was dispatched on ${challan.challanNumber} on ${indianDate(today)}`,
    );
    const resent = await dispatch(order.id, {
      lines: [{ orderLineId: order.lineIds[0], quantity: 200 }],
      boxCodes: [codes[1]],
    });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().errors).toEqual({
      'boxCodes.0': `Box ${codes[1]} was dispatched on ${challan.challanNumber} on ${indianDate(today)}`,
    });

    // The challan lists its boxes.
    const pdf = await kit.call('GET', `/api/sales-orders/${order.id}/dispatches/${challan.id}/pdf`);
    expect(pdfText(pdf.rawPayload).join('\n')).toContain(`Boxes (5)`);

    // A packing with a box on a dispatch stays packed; one without is unpacked.
    const unpack = await kit.call('DELETE', `/api/boxes/packings/${packing.packingId}`);
    expect(unpack.statusCode).toBe(409);
    expect(unpack.json().message).toBe(
      `Box ${codes[0]} of this packing was dispatched on ${challan.challanNumber}; a dispatched box cannot be unpacked`,
    );
    const spare = await workOrderMade(100);
    const loose = await kit.ok(
      'POST',
      '/api/boxes/pack',
      { workOrderId: spare.order.id, quantity: 100, packedOn: today },
      201,
    );
    expect((await kit.call('DELETE', `/api/boxes/packings/${loose.packingId}`)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/boxes/packings/${loose.packingId}`)).statusCode).toBe(404);
    expect((await kit.ok('GET', `/api/boxes/pack/${spare.order.id}`)).left).toBe(100);
  });

  it('leaves a dispatch without boxes as it was', async () => {
    const { order } = await packedAndOrdered();
    const sent = await dispatch(order.id, { lines: [{ orderLineId: order.lineIds[0], quantity: 10 }] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().dispatches[0].boxes).toEqual([]);
  });
});

describe('the labels', () => {
  /** The MediaBox of every page: width and height in points. */
  const pageSizes = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);

  it('print each box on A4 sheets of ten, or one to a 100 × 50 mm thermal label, with its fields, code and box n of N', async () => {
    await kit.setCompany({ name: 'Acme Precision Components Pvt Ltd' });
    const made = await workOrderMade(2400);
    const packing = await kit.ok(
      'POST',
      '/api/boxes/pack',
      { workOrderId: made.order.id, quantity: 2250, packedOn: today },
      201,
    );
    expect(packing.boxes).toHaveLength(12);

    const a4 = await kit.call('GET', `/api/boxes/labels.pdf?packingId=${packing.packingId}`);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['content-disposition']).toContain(`box-labels-${made.order.woNumber?.replaceAll('/', '-')}.pdf`);
    const sheet = a4.rawPayload;
    expect(pageCount(sheet)).toBe(2);
    for (const [width, height] of pageSizes(sheet)) {
      expect(width).toBeCloseTo(595.28, 1);
      expect(height).toBeCloseTo(841.89, 1);
    }
    expect(titleOf(sheet)).toBe(`Box labels ${made.order.woNumber}`);
    const text = pdfText(sheet);
    for (const words of [
      'Acme Precision Components Pvt Ltd',
      'Box 1 of 12',
      'Box 12 of 12',
      made.product.drawing_number,
      'Flange bush',
      '200 Nos',
      '50 Nos',
      'H2291, H2304',
      made.order.woNumber,
      indianDate(today),
      packing.boxes[11].code,
      'Part No.',
      'Heat No.',
      'Packed On',
    ]) {
      expect(text, words as string).toContain(words);
    }

    const thermal = await kit.call('GET', `/api/boxes/labels.pdf?packingId=${packing.packingId}&format=thermal`);
    const labels = thermal.rawPayload;
    expect(pageCount(labels)).toBe(12);
    const sizes = pageSizes(labels);
    expect(sizes).toHaveLength(12);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(THERMAL_PAGE.width, 1);
      expect(height).toBeCloseTo(THERMAL_PAGE.height, 1);
      expect(((width as number) * 25.4) / 72).toBeCloseTo(100, 1);
      expect(((height as number) * 25.4) / 72).toBeCloseTo(50, 1);
    }
    expect(pdfText(labels)).toContain(packing.boxes[0].code);
    expect(A4_PAGE.width).toBeCloseTo(595.28, 2);

    expect(
      (await kit.call('GET', `/api/boxes/labels.pdf?packingId=${packing.packingId}&format=zebra`)).statusCode,
    ).toBe(400);
    expect(
      (await kit.call('GET', '/api/boxes/labels.pdf?packingId=0195d1b4-0000-7000-8000-000000000001')).statusCode,
    ).toBe(404);
  });
});

describe('who may pack and scan', () => {
  it('is the boxes scope for boxes and the dispatch permission for the scan check', async () => {
    const made = await workOrderMade(400);
    const packing = await kit.ok(
      'POST',
      '/api/boxes/pack',
      { workOrderId: made.order.id, quantity: 400, packedOn: today },
      201,
    );
    const order = await kit.order(made.customerId, [{ productId: made.product.id, quantity: 400, rate: 1 }]);
    const viewer = await kit.h.userWith([{ scope: 'boxes', actions: ['view'] }]);
    const clerk = await kit.h.userWith([{ scope: 'dispatches', actions: ['create'] }]);
    const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
      kit.h.call(method, url, { token, body });

    expect((await as(viewer.accessToken, 'GET', '/api/boxes')).statusCode).toBe(200);
    expect(
      (await as(viewer.accessToken, 'GET', `/api/boxes/labels.pdf?packingId=${packing.packingId}`)).statusCode,
    ).toBe(200);
    const body = { workOrderId: made.order.id, quantity: 1, packedOn: today };
    expect((await as(viewer.accessToken, 'POST', '/api/boxes/pack', body)).statusCode).toBe(403);
    expect((await as(viewer.accessToken, 'DELETE', `/api/boxes/packings/${packing.packingId}`)).statusCode).toBe(403);
    const code = packing.boxes[0].code;
    expect((await as(viewer.accessToken, 'GET', `/api/boxes/scan?orderId=${order.id}&code=${code}`)).statusCode).toBe(
      403,
    );
    expect((await as(clerk.accessToken, 'GET', '/api/boxes')).statusCode).toBe(403);
    // The clerk may scan; this lot has no passed inspection yet.
    expect((await as(clerk.accessToken, 'GET', `/api/boxes/scan?orderId=${order.id}&code=${code}`)).statusCode).toBe(
      409,
    );
  });
});
