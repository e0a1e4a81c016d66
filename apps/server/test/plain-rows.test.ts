import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, products, salesOrders, users } from '../src/db/schema/index.js';
import { withPlainRows } from '../src/lib/plain-rows.js';
import { createHarness, type Harness } from './harness.js';
import { recordFactory } from './record-fixtures.js';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  const make = recordFactory(h);
  await make.company();
  await make.invoice('paid-in-part');
  await make.salesOrder('confirmed');
  await make.user();
});
afterAll(() => h?.close());

// Every kind of column the app reads: uuid, text, integer, numeric, boolean, jsonb, date, timestamptz, nullable ones.
const tables = { products, customers, users, invoices, salesOrders };

describe('rows mapped by withPlainRows', () => {
  for (const [name, table] of Object.entries(tables)) {
    it(`equal drizzle's own mapping of ${name}`, async () => {
      const select = () => h.db.select(getTableColumns(table)).from(table);
      const expected = await select();
      expect(expected.length).toBeGreaterThan(0);
      const prepared = withPlainRows(select().prepare(`plain_rows_${name}`));
      // Mapped by its own loop, not left to drizzle's.
      expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
      const plain = await prepared.execute();
      expect(plain).toEqual(expected);
      // The same types, not only equal-looking values: Dates stay Dates, numbers numbers.
      expect(plain.map((row) => Object.values(row).map((v) => v?.constructor))).toEqual(
        expected.map((row) => Object.values(row).map((v) => v?.constructor)),
      );
    });
  }
});
