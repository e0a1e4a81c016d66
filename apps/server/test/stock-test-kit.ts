import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Harness } from './harness.js';

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

/**
 * What the stock tests make through the API as the admin: a customer with products (a grade, a
 * rod size and a raw material weight each), confirmed orders of them, and stock put in by
 * adjustments (what an opening stock count records).
 */
export function stockKit(h: Harness) {
  const tag = () => randomUUID().slice(0, 6);

  async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, status?: number) {
    const res = await h.call(method, url, { token: await h.adminToken(), body });
    const expected = status ?? (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
    return res.statusCode === 204 ? null : (res.json() as Json);
  }

  async function customer() {
    const partyCode = `ST-${tag()}`;
    return admin('POST', '/api/customers', { partyCode, name: `Customer ${partyCode}` });
  }

  /**
   * A product of the customer; `weight` is its raw material weight in kg (omit for unknown);
   * `figures`, any other fields of it (the bar's lengths, say).
   */
  async function product(
    partyCode: string,
    {
      grade = 'EN8',
      rodSize = '25 mm Round',
      weight,
      figures = {},
    }: { grade?: string; rodSize?: string; weight?: number; figures?: object } = {},
  ) {
    return admin('POST', '/api/products', {
      partyCode,
      assembly: 'Gearbox',
      product_description: 'Shaft',
      drawing_number: `DRG-${tag()}`,
      product_type: 'Turned component',
      rod_size: rodSize,
      grade,
      ...(weight === undefined ? {} : { raw_material_weight: weight }),
      gstRate: 18,
      ...figures,
    });
  }

  /** A confirmed order of the customer: one line per `[productId, pieces]`. */
  async function confirmedOrder(customerId: string, lines: [string, number][], orderDate = '2024-01-05') {
    const draft = await admin('POST', '/api/sales-orders', {
      customerId,
      orderDate,
      lines: lines.map(([productId, quantity]) => ({ productId, quantity, rate: 10 })),
    });
    return admin('POST', `/api/sales-orders/${draft.id}/confirm`, { version: draft.version }, 200);
  }

  /** Records a movement as the admin; answers the response (any status). */
  async function record(body: object) {
    return h.call('POST', '/api/stock/movements', { token: await h.adminToken(), body });
  }

  /** Puts stock in: an adjustment of `quantity` kg of the bar (or pieces of the part) into the heat. */
  async function stockIn(item: object, quantity: number, heatNumber = '', movementDate = '2024-01-01', bars?: number) {
    const res = await record({
      kind: 'adjustment',
      ...item,
      quantity,
      heatNumber,
      movementDate,
      reason: 'Opening stock count',
      ...(bars === undefined ? {} : { bars }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json[];
  }

  /** The balances list's rows, with the given query. */
  async function balances(query = '') {
    return (await admin('GET', `/api/stock/balances?limit=100&sortBy=item&sortOrder=ASC${query}`)).data as Json[];
  }

  /** An item's own balance row (quantity 0 when it holds nothing). */
  async function balanceOf(itemKey: string, query = '') {
    const rows = await balances(`&itemKey=${encodeURIComponent(itemKey)}&owner=own${query}`);
    return rows[0] ?? { quantity: 0, bars: 0, heats: [] };
  }

  return { admin, customer, product, confirmedOrder, record, stockIn, balances, balanceOf, tag };
}

export type StockKit = ReturnType<typeof stockKit>;
