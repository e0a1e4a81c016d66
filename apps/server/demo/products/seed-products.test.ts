import { type Product, productCreateSchema } from '@lathe/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { seedMasterData } from '../master-data/seed-master-data.js';
import { seedProducts } from './seed-products.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedMasterData(h.db);
});
afterAll(() => h.close());

/** Every product as the API lists it, page by page. */
async function listAll(): Promise<Product[]> {
  const token = await h.adminToken();
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await h.call('GET', `/api/products?limit=100&page=${page}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    all.push(...body.data);
    if (page >= body.totalPages) return all;
  }
}

describe('demo products', () => {
  it('adds about 300 products once, even when run twice', async () => {
    const first = await seedProducts(h.db);
    expect(first).toBe('312 products');
    expect(await seedProducts(h.db)).toBe(first);
    expect((await h.db.select({ n: count() }).from(products))[0]?.n).toBe(312);
  });

  it('passes the same validation as the form, with consistent weights, sizes and packing', async () => {
    const all = await listAll();
    expect(all).toHaveLength(312);
    expect(new Set(all.map((p) => p.drawing_number)).size).toBe(all.length);
    for (const product of all) {
      const label = `${product.drawing_number} ${product.product_description}`;
      expect(productCreateSchema.safeParse(product).error?.issues, label).toBeUndefined();
      expect(product.customerName, label).not.toBeNull();
      if (product.raw_material_weight !== null && product.net_weight !== null) {
        expect(product.raw_material_weight, label).toBeGreaterThan(product.net_weight);
      }
      if (product.final_id !== null && product.final_od !== null) {
        expect(product.final_id, label).toBeLessThan(product.final_od);
      }
      const { qty_in_plastic_bag: bag, qty_in_box: box, qty_in_carton: carton } = product;
      if (bag && box) expect(box % bag, label).toBe(0);
      if (box && carton) expect(carton % box, label).toBe(0);
      // One setup, or a first and a second.
      const single = product.single_setup_cycle_time_sec !== null;
      const twoSetups = product.first_setup_cycle_time_sec !== null && product.second_setup_cycle_time_sec !== null;
      expect(single !== twoSetups, label).toBe(true);
    }
  });

  it('spreads them over every demo customer and the last two years, newest first', async () => {
    const all = await listAll();
    expect(new Set(all.map((p) => p.partyCode)).size).toBe(18);
    const times = all.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const days = (Date.now() - Math.min(...times)) / 86_400_000;
    expect(days).toBeGreaterThan(700);
    expect(days).toBeLessThan(735);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(all.every((p) => p.updated_at === p.created_at)).toBe(true);
  });
});
