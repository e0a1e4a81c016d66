import { materialKey } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';

/*
 * Material planning weighs the bar a piece takes by the product's geometry when it has one (issue
 * 27), and by its raw material weight when it has not: one product of each, on one bar.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
const KEY = materialKey('SS316', 'Ø55');
/** A 40 mm part off 3 m bars of SS316 Ø55: 3 mm parting tool, 0.5 mm facing, 150 mm end loss. */
const GEOMETRY = { final_length: 40, partingWidthMm: 3, facingAllowanceMm: 0.5, barLengthMm: 3000, barEndLossMm: 150 };

const rowOf = async (key: string) =>
  ((await kit.admin('GET', '/api/stock/planning?limit=100')).data as Json[]).find((row) => row.id === key);

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
});
afterAll(() => h.close());

describe('material planning and the bar a piece takes', () => {
  it("counts a product with geometry at its bar's share and one without at its raw material weight", async () => {
    const customer = await kit.customer();
    const geometric = await kit.product(customer.partyCode, {
      grade: 'SS316',
      rodSize: 'Ø55',
      weight: 0.9,
      figures: GEOMETRY,
    });
    const weighed = await kit.product(customer.partyCode, { grade: 'ss 316', rodSize: '55 mm Round', weight: 0.9 });
    await kit.confirmedOrder(customer.id, [
      [geometric.id, 100],
      [weighed.id, 50],
    ]);
    // Geometry: cut 40 + 3 + 0.5 = 43.5 mm; (3000 − 150) / 43.5 = 65.5 → 65 pieces a bar. π × 27.5² = 2,375.829 mm²
    // × 3000 mm = 7,127.488 cm³ × 8.0 g/cm³ = 57,019.9 g a bar; ÷ 65 = 877.2 g → 0.877 kg a piece; × 100 = 87.7 kg
    // (not 100 × 0.9 = 90). The other product has no geometry: 50 × 0.9 = 45 kg. Together 132.7 kg, none in stock:
    // buy 133 kg (whole kg), which is 133 / 57.02 = 2.33 → 3 bars.
    expect(await rowOf(KEY)).toMatchObject({
      needKg: 132.7,
      inStockKg: 0,
      shortageKg: 132.7,
      unknownWeight: [],
      suggestion: expect.objectContaining({ kg: 133, bars: 3 }),
    });
  });

  it('falls back to the raw material weight when the grade has no density, and names a product with neither', async () => {
    const customer = await kit.customer();
    const key = materialKey('Inconel 718', 'Ø20');
    const known = await kit.product(customer.partyCode, {
      grade: 'Inconel 718',
      rodSize: 'Ø20',
      weight: 0.3,
      figures: GEOMETRY,
    });
    const unknown = await kit.product(customer.partyCode, { grade: 'Inconel 718', rodSize: 'Ø20', figures: GEOMETRY });
    await kit.confirmedOrder(customer.id, [
      [known.id, 10],
      [unknown.id, 10],
    ]);
    // 10 × 0.3 = 3 kg; the other's bar a piece cannot be said.
    expect(await rowOf(key)).toMatchObject({
      needKg: 3,
      suggestion: expect.objectContaining({ kg: 3, bars: null }),
      unknownWeight: [{ productId: unknown.id, drawingNumber: unknown.drawing_number, description: 'Shaft' }],
    });
  });
});
