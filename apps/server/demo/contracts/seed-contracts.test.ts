import { todayIn } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-facts.js';
import { seedMasterData } from '../master-data/seed-master-data.js';
import { seedProducts } from '../products/seed-products.js';
import { FLANGE_BUSH_DRAWING, seedContracts } from './seed-contracts.js';

let h: Harness;
let summary: string;
const now = new Date();
const month = todayIn('Asia/Kolkata', now).slice(0, 7);

beforeAll(async () => {
  h = await createHarness();
  await seedMasterData(h.db);
  await seedProducts(h.db);
  summary = await seedContracts(h.db, now);
});
afterAll(() => h.close());

const get = async (url: string) => {
  const res = await h.call('GET', url, { token: await h.adminToken() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo contracts', () => {
  it('holds a season of revised schedules for two customers, released and dispatched against', async () => {
    expect(summary).toMatch(/^2 blanket orders, 8 delivery schedules in \d+ revisions, \d+ dispatches against them/);
    const schedules = (await get('/api/delivery-schedules?limit=50')).data;
    expect(new Set(schedules.map((s: { customerId: string }) => s.customerId)).size).toBe(2);
    expect(schedules.every((s: { releaseOrder: unknown }) => s.releaseOrder !== null)).toBe(true);
    // Every month but perhaps this one, if it has only just begun, was revised at least once.
    const past = schedules.filter((s: { month: string }) => s.month < month);
    expect(past).toHaveLength(6);
    expect(past.every((s: { revision: number; dispatched: number }) => s.revision >= 1 && s.dispatched > 0)).toBe(true);
    const [first] = past;
    const schedule = await get(`/api/delivery-schedules/${first.id}`);
    expect(schedule.revisions[1].difference.length).toBeGreaterThan(0);
  });

  it('gives last month a delivery performance to read, and prices from active blanket orders', async () => {
    const [last] = (await get('/api/delivery-schedules?limit=50')).data
      .map((s: { month: string }) => s.month)
      .filter((m: string) => m < month)
      .sort()
      .reverse();
    const report = await get(`/api/delivery-schedules/performance?month=${last}`);
    expect(report.customers).toHaveLength(2);
    for (const customer of report.customers) {
      expect(customer.otifPercent).toBeGreaterThan(50);
      expect(customer.otifPercent).toBeLessThanOrEqual(100);
    }
    const blankets = (await get('/api/blanket-orders?status=active')).data;
    expect(blankets).toHaveLength(2);
    const blanket = await get(`/api/blanket-orders/${blankets[0].id}`);
    expect(blanket.lines.some((line: { prices: unknown[] }) => line.prices.length === 2)).toBe(true);
  });

  it('quotes the flange bush at the cost worked by hand in docs/decisions.md, and its PDF offers the prices alone', async () => {
    const found = (await get(`/api/quotations?search=RFQ/DAC/2611`)).data;
    expect(found).toHaveLength(1);
    const quotation = await get(`/api/quotations/${found[0].id}`);
    const [line] = quotation.lines;
    expect(line.drawingNumber).toBe(FLANGE_BUSH_DRAWING);
    // material 14.52, machining 6.25 + 1.93, setups 0.34 + 0.19, rejection 0.47, outside 4.40,
    // packing 0.35, works 28.45, overheads 3.41, margin 3.19: ₹35.05 at 1,000 (₹34.53 at 5,000).
    expect(line.breaks[0].sheet).toMatchObject({
      material: 14.52,
      machining: 8.18,
      setup: 0.53,
      rejection: 0.47,
      outside: 4.4,
      packing: 0.35,
      works: 28.45,
      overheads: 3.41,
      margin: 3.19,
      price: 35.05,
    });
    expect(line.breaks.map((b: { price: number; sheet: { price: number } }) => [b.price, b.sheet.price])).toEqual([
      [35.5, 35.05],
      [34.75, 34.53],
    ]);
    const pdf = await h.call('GET', `/api/quotations/${quotation.id}/pdf`, { token: await h.adminToken() });
    const words = pdfText(pdf.rawPayload).join(' | ');
    expect(words).toContain('35.50');
    expect(words).toContain('34.75');
    expect(words).not.toContain('35.05');
  });

  it('has quotations in every state a sales office keeps, and is safe to run twice', async () => {
    const statuses = new Set((await get('/api/quotations?limit=50')).data.map((q: { status: string }) => q.status));
    expect([...statuses].sort()).toEqual(['converted', 'enquiry', 'lost', 'revised', 'sent']);
    expect(await seedContracts(h.db, now)).toBe('8 delivery schedules already there');
  });
});
