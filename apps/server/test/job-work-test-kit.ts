import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { stockBalances, stockMovements, stockTrackedProducts } from '../src/db/schema/index.js';
import { postMovements, type StockMovementInput } from '../src/modules/stock/stock-ledger.js';
import { createHarness, type Harness } from './harness.js';
import { gstinFor, productBody } from './invoice-test-kit.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

/**
 * What the job-work and customer-material test files share: a harness on a fresh database with
 * the company in Maharashtra, masters made through the API, and stock put in (or read) through
 * the ledger itself, as a goods receipt or the stores would.
 */
export function jobWorkTestKit() {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await createHarness();
    await kit.ok('PUT', '/api/company-settings', {
      name: 'Acme Precision Components Pvt Ltd',
      address: 'Plot 14, MIDC Bhosari, Pune 411026',
      state: 'Maharashtra',
      gstin: gstinFor('27', 'AABCA1234K'),
    });
  });
  afterAll(() => harness?.close());

  const h = () => {
    if (!harness) throw new Error('The harness opens in beforeAll');
    return harness;
  };

  /** An API call as the admin (or the token given), answered as it is. */
  async function call(method: Method, url: string, body?: object, token?: string) {
    return h().call(method, url, { token: token ?? (await h().adminToken()), body });
  }

  /** An API call that must answer `status`; its body. */
  async function ok(method: Method, url: string, body?: object, status = method === 'POST' ? 201 : 200) {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.statusCode === 204 ? null : (res.json() as Json);
  }

  /** A refusal: the status, and the body's message and field errors. */
  async function refused(method: Method, url: string, body: object | undefined, status: number) {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as { message: string; errors?: Record<string, string> };
  }

  const kit = {
    h,
    call,
    ok,
    refused,

    /** A job worker: a supplier in Maharashtra (registered) unless told otherwise. */
    jobWorker: (fields: Record<string, unknown> = {}) =>
      ok('POST', '/api/suppliers', {
        name: `Shree Platers ${randomUUID().slice(0, 4)}`,
        supplierCode: `JW-${randomUUID().slice(0, 6)}`,
        gstin: gstinFor('27', 'AAFCS1234P'),
        address: 'Gat 112, Bhosari, Pune 411026',
        state: 'Maharashtra',
        ...fields,
      }),

    customer: () => {
      const partyCode = `C-${randomUUID().slice(0, 8)}`;
      return ok('POST', '/api/customers', { partyCode, name: `Customer ${partyCode}`, state: 'Maharashtra' });
    },

    /** A product of a new customer; its finished stock kept when `tracked`. */
    async product(tracked: boolean) {
      const customer = await kit.customer();
      const product = await ok('POST', '/api/products', productBody(customer.partyCode));
      if (tracked) await h().db.insert(stockTrackedProducts).values({ productId: product.id });
      return product;
    },

    /** Stock put in through the ledger (a production or goods receipt would do the same). */
    stockIn: (movements: Omit<StockMovementInput, 'kind'>[]) =>
      h().db.transaction((tx) =>
        postMovements(
          tx,
          movements.map((m) => ({ kind: 'receipt', ...m })),
        ),
      ),

    /** What is in stock of an item now: per heat, and the total (the company's own unless `owner`). */
    async balance(itemKey: string, owner = '') {
      const rows = await h()
        .db.select({ heat: stockBalances.heatNumber, quantity: stockBalances.quantity, bars: stockBalances.bars })
        .from(stockBalances)
        .where(and(eq(stockBalances.itemKey, itemKey), eq(stockBalances.ownerKey, owner)));
      const byHeat = Object.fromEntries(rows.map((row) => [row.heat, row.quantity]));
      return { byHeat, total: rows.reduce((sum, row) => sum + Math.round(row.quantity * 1000), 0) / 1000 };
    },

    /** The ledger's movements a document posted, oldest first: kind, heat and signed quantity. */
    async movementsOf(sourceId: string) {
      const rows = await h()
        .db.select()
        .from(stockMovements)
        .where(eq(stockMovements.sourceId, sourceId))
        .orderBy(stockMovements.id);
      return rows.map((row) => ({
        kind: row.kind,
        heat: row.heatNumber,
        quantity: row.quantity,
        owner: row.ownerId,
        number: row.sourceNumber,
      }));
    },
  };
  return kit;
}
