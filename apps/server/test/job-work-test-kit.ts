import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { stockBalances, stockMovements, stockTrackedProducts } from '../src/db/schema/index.js';
import { postMovements, type StockMovementInput } from '../src/modules/stock/stock-ledger.js';
import { apiCalls } from './api-calls.js';
import { createHarness, type Harness } from './harness.js';
import { gstinFor, productBody } from './invoice-test-kit.js';

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

  const { call, ok, refused } = apiCalls(h);

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
