import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText, titleOf } from '../../../test/pdf-facts.js';
import { gauges } from '../../db/schema/index.js';

/*
 * Control plans against the real app and database: products made through their routes, gauges
 * written straight into their table (the gauges module is tested on its own).
 */

const kit = invoiceTestKit();
const today = todayIn();

/** A gauge of the plant, due on `dueOn` (null: never calibrated). */
async function gauge(fields: { dueOn?: string | null; status?: 'active' | 'retired'; gaugeType?: string } = {}) {
  const code = `VC-${randomUUID().slice(0, 6)}`;
  const [row] = await kit.h.db
    .insert(gauges)
    .values({
      code,
      name: 'Vernier caliper 0–150 mm',
      gaugeType: fields.gaugeType ?? 'Vernier caliper',
      calibrationFrequencyDays: 365,
      lastCalibratedOn: today,
      dueOn: fields.dueOn === undefined ? addDays(today, 200) : fields.dueOn,
      status: fields.status ?? 'active',
    })
    .returning({ id: gauges.id });
  return { id: (row as { id: string }).id, code };
}

/** Final OD 24.98 −0.02/+0, critical, 5 pieces every 2 hours at every stage. */
const od = (gaugeId: string | null) => ({
  characteristic: 'Final OD',
  special: 'critical',
  nominal: 24.98,
  lowerTolerance: -0.02,
  upperTolerance: 0,
  unit: 'mm',
  method: 'At 3 places',
  gaugeType: 'Vernier caliper',
  gaugeId,
  sampleSize: 5,
  frequency: 'Every 2 hours',
  firstPiece: true,
  inProcess: true,
  pdi: true,
  reactionPlan: 'Stop the machine, segregate since the last good check, reset the tool offset',
});
const BURRS = {
  characteristic: 'Free of burrs',
  nominal: null,
  sampleSize: 1,
  frequency: 'Per setup',
  inProcess: true,
  reactionPlan: 'Deburr the lot',
};

async function product(fields: Record<string, unknown> = { final_od: 24.98, final_length: 40 }) {
  const buyer = await kit.customer();
  return kit.product(buyer.partyCode, fields);
}

describe('a control plan', () => {
  it("starts from the drawing's figures, is saved whole as revision 1, and each save is the next revision", async () => {
    const part = await product();
    const caliper = await gauge();

    const missing = await kit.call('GET', `/api/control-plans/${part.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No control plan for this product',
      product: {
        id: part.id,
        drawingNumber: part.drawing_number,
        productDescription: part.product_description,
        partyCode: part.partyCode,
        customerName: expect.any(String),
      },
      suggestion: [
        { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
        { characteristic: 'Final length', nominal: 40, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
      ],
    });
    expect((await kit.call('GET', `/api/control-plans/${randomUUID()}`)).json().message).toBe('Product not found');
    const malformed = await kit.call('GET', '/api/control-plans/not-a-product');
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, 'Not found']);

    const first = await kit.ok('PUT', `/api/control-plans/${part.id}`, {
      characteristics: [od(caliper.id), BURRS],
      remarks: 'From drawing rev C',
    });
    expect(first).toMatchObject({
      product: { id: part.id, drawingNumber: part.drawing_number },
      revision: 1,
      revisedOn: today,
      remarks: 'From drawing rev C',
      version: 1,
    });
    expect(first.characteristics).toEqual([
      { ...od(caliper.id), seq: 1, gaugeCode: caliper.code, gaugeName: 'Vernier caliper 0–150 mm' },
      {
        seq: 2,
        characteristic: 'Free of burrs',
        special: '',
        nominal: null,
        lowerTolerance: null,
        upperTolerance: null,
        unit: 'mm',
        method: '',
        gaugeType: '',
        gaugeId: null,
        gaugeCode: null,
        gaugeName: null,
        sampleSize: 1,
        frequency: 'Per setup',
        firstPiece: false,
        inProcess: true,
        pdi: false,
        reactionPlan: 'Deburr the lot',
      },
    ]);
    expect(await kit.ok('GET', `/api/control-plans/${part.id}`)).toEqual(first);

    // Reordered and one dropped: the next revision, the version moved on.
    const second = await kit.ok('PUT', `/api/control-plans/${part.id}`, {
      characteristics: [{ ...BURRS, pdi: true }],
      version: 1,
    });
    expect(second).toMatchObject({ revision: 2, version: 2, remarks: null });
    expect(
      second.characteristics.map((c: { seq: number; characteristic: string }) => [c.seq, c.characteristic]),
    ).toEqual([[1, 'Free of burrs']]);

    const stale = await kit.call('PUT', `/api/control-plans/${part.id}`, { characteristics: [BURRS], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });

    // The product's history holds the plan's changes.
    const history = await kit.ok('GET', `/api/products/${part.id}/history`);
    expect(history.data.some((entry: { part: string | null }) => entry.part === 'control-plan')).toBe(true);
  });

  it('refuses a characteristic listed twice, one no stage measures, a tolerance without a nominal and an unknown or retired gauge', async () => {
    const part = await product();
    const retired = await gauge({ status: 'retired' });
    const put = (characteristics: object[]) => kit.call('PUT', `/api/control-plans/${part.id}`, { characteristics });

    const twice = await put([od(null), { ...BURRS, characteristic: 'final od' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'characteristics.1.characteristic': 'This characteristic is listed twice' });

    const unmeasured = await put([{ ...od(null), firstPiece: false, inProcess: false, pdi: false }]);
    expect(unmeasured.json().errors).toEqual({
      'characteristics.0.firstPiece': 'Tick at least one stage that measures it',
    });
    const inverted = await put([{ ...od(null), upperTolerance: -0.01 }]);
    expect(inverted.json().errors).toEqual({
      'characteristics.0.upperTolerance': 'The upper tolerance must be 0 or above (+0.02)',
    });
    const loose = await put([{ ...BURRS, upperTolerance: 0.1 }]);
    expect(loose.json().errors).toEqual({ 'characteristics.0.upperTolerance': 'A tolerance needs a nominal value' });
    expect((await put([{ ...BURRS, sampleSize: 0 }])).json().errors).toEqual({
      'characteristics.0.sampleSize': 'Sample size must be a whole number from 1 to 1000',
    });
    expect((await put([])).json().errors).toEqual({ characteristics: 'Add at least one characteristic' });

    const gauged = await put([od(randomUUID()), { ...BURRS, gaugeId: retired.id }]);
    expect(gauged.statusCode).toBe(400);
    expect(gauged.json().errors).toEqual({
      'characteristics.0.gaugeId': 'Unknown gauge',
      'characteristics.1.gaugeId': `Gauge ${retired.code} is retired`,
    });
    expect((await kit.call('GET', `/api/control-plans/${part.id}`)).statusCode).toBe(404);

    // A gauge overdue for calibration may stay in the plan: the forms leave it unchosen until calibrated.
    const overdue = await gauge({ dueOn: addDays(today, -1) });
    expect((await put([od(overdue.id)])).statusCode).toBe(200);
  });

  it('lists every product with its plan, searched and filtered, and prints the plan in the AIAG columns', async () => {
    const drawing = `CP-${randomUUID().slice(0, 6)}`;
    const planned = await product({ drawing_number: `${drawing}-A`, final_od: 24.98 });
    const bare = await product({ drawing_number: `${drawing}-B` });
    const caliper = await gauge();
    await kit.ok('PUT', `/api/control-plans/${planned.id}`, { characteristics: [od(caliper.id), BURRS] });

    const rows = async (query: string) => (await kit.ok('GET', `/api/control-plans?${query}`)).data;
    expect(await rows(`search=${drawing}&sortBy=drawingNumber&sortOrder=ASC`)).toEqual([
      {
        productId: planned.id,
        drawingNumber: `${drawing}-A`,
        productDescription: planned.product_description,
        partyCode: planned.partyCode,
        hasPlan: true,
        revision: 1,
        revisedOn: today,
        characteristicCount: 2,
      },
      {
        productId: bare.id,
        drawingNumber: `${drawing}-B`,
        productDescription: bare.product_description,
        partyCode: bare.partyCode,
        hasPlan: false,
        revision: null,
        revisedOn: null,
        characteristicCount: 0,
      },
    ]);
    expect((await rows(`search=${drawing}&plan=with`)).map((r: { productId: string }) => r.productId)).toEqual([
      planned.id,
    ]);
    expect((await rows(`search=${drawing}&plan=without`)).map((r: { productId: string }) => r.productId)).toEqual([
      bare.id,
    ]);
    expect((await kit.call('GET', '/api/control-plans?plan=some')).statusCode).toBe(400);
    const unfiltered = await kit.ok('GET', '/api/control-plans?limit=1');
    expect(unfiltered.total).toBeGreaterThanOrEqual(2);

    const pdf = await kit.call('GET', `/api/control-plans/${planned.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Control-plan-${drawing}-A-Rev-1.pdf"`);
    expect(titleOf(pdf.rawPayload)).toBe(`Control plan ${drawing}-A Rev 1`);
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const fact of [
      'CONTROL PLAN',
      `Part number: ${drawing}-A`,
      'Revision: Rev 1',
      'Reaction plan',
      'Final OD CC 24.98 mm',
      '(24.96 – 24.98) At 3 places',
      caliper.code,
      '5 pcs',
      'Free of burrs Visual 1 pc Per setup In-process Deburr the lot',
      'CC: critical characteristic',
    ]) {
      expect(text).toContain(fact);
    }
    const none = await kit.call('GET', `/api/control-plans/${bare.id}/pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No control plan for this product');
  });

  it('is read with control-plans: view and saved with its edit; nothing without', async () => {
    const part = await product();
    const body = { characteristics: [BURRS] };
    const viewer = await kit.h.userWith([{ scope: 'control-plans', actions: ['view'] }]);
    const editor = await kit.h.userWith([{ scope: 'control-plans', actions: ['view', 'edit'] }]);
    const outsider = await kit.h.userWith([{ scope: 'products', actions: ['view'] }]);
    const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
      kit.h.call(method, url, { token, body: payload });
    const url = `/api/control-plans/${part.id}`;
    expect((await as(viewer.accessToken, 'PUT', url, body)).statusCode).toBe(403);
    expect((await as(editor.accessToken, 'PUT', url, body)).statusCode).toBe(200);
    for (const read of ['/api/control-plans', url, `${url}/pdf`]) {
      expect((await as(outsider.accessToken, 'GET', read)).statusCode, read).toBe(403);
      expect((await as(viewer.accessToken, 'GET', read)).statusCode, read).toBe(200);
    }
  });
});
