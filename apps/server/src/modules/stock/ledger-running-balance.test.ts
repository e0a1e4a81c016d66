import { addDays, materialKey, todayIn } from '@lathe/shared';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { postMovements } from './stock-ledger.js';

/*
 * The ledger's running balance (issue 29): one item's movements, each with the item's stock right
 * after it, in ledger order (date, then as recorded), carried across pages both ways and into the
 * CSV; none when a kind, a document or a search picks only some of the movements.
 */

let h: Harness;
let kit: StockKit;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
});
afterAll(() => h.close());

const bar = (grade: string) => ({ itemType: 'material', grade, rodSize: '25 mm Round' });

// biome-ignore lint/suspicious/noExplicitAny: movements as the API answers them
type Json = any;

/** A ledger page's rows as [date, quantity, balance after, bars after]; the balance null when there is none. */
async function ledger(query: string) {
  const page = await kit.admin('GET', `/api/stock/movements?sortBy=movementDate${query}`);
  return page.data.map((row: Json) => [
    row.movementDate,
    row.quantity,
    row.balanceAfter?.quantity ?? null,
    row.balanceAfter?.bars ?? null,
  ]);
}

/** Records a movement, which must go through. */
async function recorded(body: object) {
  const res = await kit.record(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json[];
}

describe('one item across two months', () => {
  const item = bar('EN8RUN');
  const itemKey = encodeURIComponent(materialKey('EN8RUN', 'Ø25'));
  const today = todayIn();
  let orderId: string;

  beforeAll(async () => {
    // Recorded in this order (the ids' order), 25 kg a bar throughout:
    //   #1 05/01 +500 kg +20 bars (H1)   #2 20/01 −125 kg −5 bars (H1)
    //   #3 10/02 +200 kg +8 bars (H2)    #4 10/02 −50 kg −2 bars (H2)
    //   #5 20/01 +25 kg +1 bar (H1): a return dated back, recorded after February's movements
    //   #6 20/02 −100 kg −4 bars (H1)    #7 today −10.35 kg −1 bar (H2)
    // Ledger order (date, then as recorded) and the balance after each, by hand:
    //   #1 05/01 +500    → 500 kg, 20 bars
    //   #2 20/01 −125    → 375 kg, 15 bars
    //   #5 20/01 +25     → 400 kg, 16 bars
    //   #3 10/02 +200    → 600 kg, 24 bars
    //   #4 10/02 −50     → 550 kg, 22 bars
    //   #6 20/02 −100    → 450 kg, 18 bars
    //   #7 today −10.35  → 439.65 kg, 17 bars
    const customer = await kit.customer();
    const product = await kit.product(customer.partyCode, { grade: 'EN8RUN', weight: 1 });
    orderId = (await kit.confirmedOrder(customer.id, [[product.id, 10]])).id;
    await kit.stockIn(item, 500, 'H1', '2024-01-05', 20);
    await recorded({ kind: 'issue', ...item, heatNumber: 'H1', quantity: 125, bars: 5, movementDate: '2024-01-20' });
    await kit.stockIn(item, 200, 'H2', '2024-02-10', 8);
    await recorded({
      kind: 'issue',
      ...item,
      heatNumber: 'H2',
      quantity: 50,
      bars: 2,
      movementDate: '2024-02-10',
      salesOrderId: orderId,
    });
    await recorded({ kind: 'return', ...item, heatNumber: 'H1', quantity: 25, bars: 1, movementDate: '2024-01-20' });
    await recorded({ kind: 'issue', ...item, heatNumber: 'H1', quantity: 100, bars: 4, movementDate: '2024-02-20' });
    await recorded({
      kind: 'adjustment',
      ...item,
      heatNumber: 'H2',
      quantity: -10.35,
      bars: -1,
      movementDate: today,
      reason: 'Scrap',
    });
  });

  it('newest first, three a page: a page starts from the movements before it, that day’s earlier ones too', async () => {
    // Page 1's oldest is #4 (10/02): 400 kg at the end of 09/02 (months before February, read
    // forward) and #3 of the same day recorded before it, +200: 600 before #4.
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=DESC&limit=3&page=1`)).toEqual([
      [today, -10.35, 439.65, 17],
      ['2024-02-20', -100, 450, 18],
      ['2024-02-10', -50, 550, 22],
    ]);
    // Page 2's oldest is #2 (20/01), the first of its day: 500 kg at the end of 19/01, read back
    // from today's 439.65 less the months after January (February +50, this month −10.35) and
    // less 20–31/01 (−125 + 25): 439.65 − 39.65 + 100.
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=DESC&limit=3&page=2`)).toEqual([
      ['2024-02-10', 200, 600, 24],
      ['2024-01-20', 25, 400, 16],
      ['2024-01-20', -125, 375, 15],
    ]);
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=DESC&limit=3&page=3`)).toEqual([['2024-01-05', 500, 500, 20]]);
  });

  it('oldest first, two a page: the same balances; #5 starts its page after #2 of its day, on the page before', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => ledger(`&itemKey=${itemKey}&sortOrder=ASC&limit=2&page=${page}`)),
    );
    expect(pages).toEqual([
      [
        ['2024-01-05', 500, 500, 20],
        ['2024-01-20', -125, 375, 15],
      ],
      [
        ['2024-01-20', 25, 400, 16],
        ['2024-02-10', 200, 600, 24],
      ],
      [
        ['2024-02-10', -50, 550, 22],
        ['2024-02-20', -100, 450, 18],
      ],
      [[today, -10.35, 439.65, 17]],
    ]);
  });

  it('days narrow the rows, not the balance: the first row of February starts from January’s', async () => {
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=ASC&from=2024-02-01&to=2024-02-28`)).toEqual([
      ['2024-02-10', 200, 600, 24],
      ['2024-02-10', -50, 550, 22],
      ['2024-02-20', -100, 450, 18],
    ]);
  });

  it('a kind, a search, an order or no item picks some movements: no balance', async () => {
    const none = (rows: unknown[][]) => rows.every((row) => row[2] === null && row[3] === null);
    const issues = await ledger(`&itemKey=${itemKey}&kind=issue`);
    expect(issues).toHaveLength(3);
    expect(none(issues)).toBe(true);
    const searched = await ledger(`&itemKey=${itemKey}&search=H2`);
    expect(searched).toHaveLength(3);
    expect(none(searched)).toBe(true);
    const forOrder = await ledger(`&itemKey=${itemKey}&salesOrderId=${orderId}`);
    expect(forOrder).toEqual([['2024-02-10', -50, null, null]]);
    expect(none(await ledger('&sortOrder=DESC&limit=20'))).toBe(true);
  });

  it('the CSV has the balance beside each movement when the ledger is one item’s, and not otherwise', async () => {
    const token = await h.adminToken();
    const csv = async (query: string) => {
      const res = await h.call('GET', `/api/stock/movements/export?sortBy=movementDate${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return Papa.parse<string[]>(res.body.replace(/^\uFEFF/, '').trim()).data;
    };
    const [header, ...rows] = await csv(`&itemKey=${itemKey}&sortOrder=DESC`);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(header?.slice(at('Quantity'), at('Balance Bars') + 1)).toEqual([
      'Quantity',
      'Unit',
      'Bars',
      'Balance',
      'Balance Bars',
    ]);
    // A quantity out is written as "'-100": the export's guard against a cell read as a formula.
    expect(
      rows.map((row) => [row[at('Date')], row[at('Quantity')], row[at('Balance')], row[at('Balance Bars')]]),
    ).toEqual([
      [today, "'-10.35", '439.65', '17'],
      ['2024-02-20', "'-100", '450', '18'],
      ['2024-02-10', "'-50", '550', '22'],
      ['2024-02-10', '200', '600', '24'],
      ['2024-01-20', '25', '400', '16'],
      ['2024-01-20', "'-125", '375', '15'],
      ['2024-01-05', '500', '500', '20'],
    ]);
    const [kindHeader] = await csv(`&itemKey=${itemKey}&kind=issue`);
    expect(kindHeader).not.toContain('Balance');
  });
});

describe('owners, parts and a document dated ahead', () => {
  it('with a customer named, that customer’s material; without, every owner’s stock of the item together', async () => {
    const item = bar('EN8OWN');
    const itemKey = encodeURIComponent(materialKey('EN8OWN', 'Ø25'));
    const customer = await kit.customer();
    // Own 100 kg on 02/03, the customer's 40 kg on 03/03, 15 kg of the customer's issued on 04/03.
    await kit.stockIn(item, 100, 'H1', '2024-03-02');
    await kit.stockIn({ ...item, ownerId: customer.id }, 40, 'C1', '2024-03-03');
    await recorded({
      kind: 'issue',
      ...item,
      ownerId: customer.id,
      heatNumber: 'C1',
      quantity: 15,
      movementDate: '2024-03-04',
    });
    expect(await ledger(`&itemKey=${itemKey}&ownerId=${customer.id}&sortOrder=DESC&limit=1&page=2`)).toEqual([
      ['2024-03-03', 40, 40, 0],
    ]);
    expect(await ledger(`&itemKey=${itemKey}&ownerId=${customer.id}&sortOrder=DESC&limit=1`)).toEqual([
      ['2024-03-04', -15, 25, 0],
    ]);
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=DESC&limit=2`)).toEqual([
      ['2024-03-04', -15, 125, 0],
      ['2024-03-03', 40, 140, 0],
    ]);
  });

  it('parts are counted in pieces, with no bars', async () => {
    const customer = await kit.customer();
    const product = await kit.product(customer.partyCode);
    const part = { itemType: 'part', productId: product.id };
    await kit.stockIn(part, 300, '', '2024-04-01');
    await recorded({ kind: 'adjustment', ...part, quantity: -20, movementDate: '2024-04-02', reason: 'Rejected' });
    expect(await ledger(`&itemKey=${encodeURIComponent(`part:${product.id}`)}&sortOrder=ASC`)).toEqual([
      ['2024-04-01', 300, 300, null],
      ['2024-04-02', -20, 280, null],
    ]);
  });

  it('a movement dated after today (a document dated ahead) is not counted before it', async () => {
    const item = bar('EN8AHEAD');
    const key = materialKey('EN8AHEAD', 'Ø25');
    await kit.stockIn(item, 70, 'H1', addDays(todayIn(), -3));
    const tomorrow = addDays(todayIn(), 1);
    await h.db.transaction((tx) =>
      postMovements(tx, [
        { kind: 'receipt', movementDate: tomorrow, itemKey: key, itemType: 'material', heatNumber: 'H2', quantity: 30 },
      ]),
    );
    await recorded({ kind: 'issue', ...item, heatNumber: 'H1', quantity: 5, movementDate: todayIn() });
    // Newest first, one a page: tomorrow's receipt, then today's issue; page 1 starts from the end of today.
    const itemKey = encodeURIComponent(key);
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=DESC&limit=1`)).toEqual([[tomorrow, 30, 95, 0]]);
    expect(await ledger(`&itemKey=${itemKey}&sortOrder=DESC&limit=1&page=2`)).toEqual([[todayIn(), -5, 65, 0]]);
  });
});
