import { addDays, materialKey, todayIn } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { stockBalances, stockMovements } from '../../db/schema/index.js';

/*
 * The ledger's guarantees, through the API and straight in the database: never below zero, even
 * with issues racing each other; append-only; oldest heats drawn first; balances as of a day.
 */

let h: Harness;
let kit: StockKit;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
});
afterAll(() => h.close());

/** A bar of its own per test, so the tests' stock never meets. */
const bar = (grade: string) => ({ itemType: 'material', grade, rodSize: '25 mm Round' });

const ledgerSum = async (itemKey: string) => {
  const [row] = await h.db
    .select({ quantity: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(eq(stockMovements.itemKey, itemKey));
  return Number(row?.quantity);
};

describe('never below zero', () => {
  it('10 issues of 300 kg at once against 2,000 kg: exactly 6 go through, 200 kg stay, the ledger adds up to it', async () => {
    const item = bar('EN8RACE');
    const key = materialKey('EN8RACE', 'Ø25');
    await kit.stockIn(item, 2000, 'H1');
    const token = await h.adminToken();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('POST', '/api/stock/movements', {
          token,
          body: { kind: 'issue', ...item, quantity: 300, movementDate: '2024-02-01' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 400, 400, 400, 400]);
    const refused = answers.find((res) => res.statusCode === 400)?.json();
    expect(refused.errors.quantity).toBe('Only 200 kg of EN8RACE Ø25 in stock');
    const [balance] = await h.db.select().from(stockBalances).where(eq(stockBalances.itemKey, key));
    expect(balance?.quantity).toBe(200);
    expect(await ledgerSum(key)).toBe(200);
    expect((await kit.balanceOf(key)).quantity).toBe(200);
  });

  it('refuses an issue of more than the heat named holds, naming the heat, and moves nothing', async () => {
    const item = bar('EN8HEAT');
    const key = materialKey('EN8HEAT', 'Ø25');
    await kit.stockIn(item, 100, 'H-A');
    await kit.stockIn(item, 100, 'H-B');
    const res = await kit.record({
      kind: 'issue',
      ...item,
      heatNumber: 'H-A',
      quantity: 150,
      movementDate: '2024-02-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ quantity: 'Only 100 kg of EN8HEAT Ø25, heat H-A in stock' });
    expect(await ledgerSum(key)).toBe(200);
  });

  it('refuses goods going out on a day before they came in', async () => {
    const item = bar('EN8EARLY');
    await kit.stockIn(item, 100, 'H1', '2024-03-01');
    const named = await kit.record({
      kind: 'issue',
      ...item,
      heatNumber: 'H1',
      quantity: 10,
      movementDate: '2024-02-01',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors.quantity).toBe(
      'EN8EARLY Ø25, heat H1 first came in on 01/03/2024: nothing of it can go out on an earlier day',
    );
    const oldest = await kit.record({ kind: 'issue', ...item, quantity: 10, movementDate: '2024-02-01' });
    expect(oldest.statusCode).toBe(400);
  });
});

describe('append-only', () => {
  it('the database refuses to change or remove a movement', async () => {
    await kit.stockIn(bar('EN8LOCK'), 50, 'H1');
    const key = materialKey('EN8LOCK', 'Ø25');
    const update = h.db.update(stockMovements).set({ quantity: 5000 }).where(eq(stockMovements.itemKey, key));
    await expect(update).rejects.toThrow();
    const remove = h.db.delete(stockMovements).where(eq(stockMovements.itemKey, key));
    await expect(remove).rejects.toThrow();
    expect(await ledgerSum(key)).toBe(50);
  });
});

describe('first in, first out', () => {
  it('an issue with no heat takes the oldest heat first, then the next; bars go with the kg', async () => {
    const item = bar('EN8FIFO');
    const key = materialKey('EN8FIFO', 'Ø25');
    await kit.stockIn(item, 100, 'NEW', '2024-02-01', 10);
    await kit.stockIn(item, 100, 'OLD', '2024-01-01', 10);
    const res = await kit.record({ kind: 'issue', ...item, quantity: 150, bars: 15, movementDate: '2024-03-01' });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res.json().map((m: { heatNumber: string; quantity: number; bars: number }) => [m.heatNumber, m.quantity, m.bars]),
    ).toEqual([
      ['OLD', -100, -10],
      ['NEW', -50, -5],
    ]);
    const balance = await kit.balanceOf(key);
    expect(balance).toMatchObject({ quantity: 50, bars: 5 });
    expect(balance.heats).toEqual([{ heatNumber: 'NEW', quantity: 50, bars: 5, firstIn: '2024-02-01' }]);
  });

  it('refuses an issue bigger than every heat together, on its quantity', async () => {
    const item = bar('EN8SHORT');
    await kit.stockIn(item, 30, 'A');
    await kit.stockIn(item, 20.5, 'B');
    const res = await kit.record({ kind: 'issue', ...item, quantity: 60, movementDate: '2024-03-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ quantity: 'Only 50.5 kg of EN8SHORT Ø25 in stock' });
  });
});

describe('bars follow the kg', () => {
  it('kg moved without bars take the bars they stand for; the last kg take the last bars (no "0 kg, 22 bars")', async () => {
    const item = bar('EN8BARS');
    const key = materialKey('EN8BARS', 'Ø25');
    // 100 kg in 22 bars: 4.545… kg a bar.
    await kit.stockIn(item, 100, 'H', '2024-01-01', 22);
    const move = async (kind: string, quantity: number) => {
      const res = await kit.record({ kind, ...item, heatNumber: 'H', quantity, movementDate: '2024-01-05' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()[0].bars as number;
    };
    // 50 kg out: 50 kg fill 11 bars, so 11 go.
    expect(await move('issue', 50)).toBe(-11);
    expect(await kit.balanceOf(key)).toMatchObject({ quantity: 50, bars: 11 });
    // 25 kg back: 75 kg are 16.5 bars, a part-used bar still a bar: 17.
    expect(await move('return', 25)).toBe(6);
    // 74.9 kg out leave 0.1 kg: one part-used bar.
    expect(await move('issue', 74.9)).toBe(-16);
    expect(await kit.balanceOf(key)).toMatchObject({ quantity: 0.1, bars: 1 });
    expect(await move('issue', 0.1)).toBe(-1);
    const [balance] = await h.db.select().from(stockBalances).where(eq(stockBalances.itemKey, key));
    expect(balance).toMatchObject({ quantity: 0, bars: 0 });
  });

  it('a heat that came in without a count of bars keeps none', async () => {
    const item = bar('EN8NOBARS');
    await kit.stockIn(item, 100, 'H');
    const res = await kit.record({ kind: 'issue', ...item, heatNumber: 'H', quantity: 40, movementDate: '2024-01-05' });
    expect(res.json()[0].bars).toBe(0);
  });
});

describe('balances as of a day', () => {
  it('adds up the ledger to the end of the day asked, from either side of it', async () => {
    const item = bar('EN8ASOF');
    const key = materialKey('EN8ASOF', 'Ø25');
    await kit.stockIn(item, 500, 'H1', '2024-01-10');
    await kit.record({ kind: 'issue', ...item, quantity: 120, movementDate: '2024-01-20' });
    await kit.stockIn(item, 200, 'H2', '2024-02-05');
    await kit.record({ kind: 'issue', ...item, heatNumber: 'H2', quantity: 50, movementDate: todayIn() });
    const asOf = async (day: string) => (await kit.balanceOf(key, `&asOf=${day}`)).quantity;
    expect(await asOf('2024-01-09')).toBe(0);
    expect(await asOf('2024-01-10')).toBe(500);
    expect(await asOf('2024-01-19')).toBe(500);
    expect(await asOf('2024-01-20')).toBe(380);
    expect(await asOf('2024-02-05')).toBe(580);
    // Yesterday, nearer to today than to the first movement: read back from today's balance.
    expect(await asOf(addDays(todayIn(), -1))).toBe(580);
    expect(await asOf(todayIn())).toBe(530);
    expect((await kit.balanceOf(key)).quantity).toBe(530);
    const heats = (await kit.balanceOf(key, '&asOf=2024-02-05')).heats;
    expect(heats).toEqual([
      { heatNumber: 'H1', quantity: 380, bars: 0, firstIn: '2024-01-10' },
      { heatNumber: 'H2', quantity: 200, bars: 0, firstIn: '2024-02-05' },
    ]);
  });
});
