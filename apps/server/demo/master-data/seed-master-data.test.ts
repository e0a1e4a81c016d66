import { customerCreateSchema, employeeCreateSchema, supplierCreateSchema } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, employees, suppliers } from '../../src/db/schema/index.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { seedMasterData } from './seed-master-data.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && !(v instanceof Date)));

describe('demo master data', () => {
  it('fills every table once, even when run twice', async () => {
    const first = await seedMasterData(h.db);
    expect(first).toBe('12 departments, 25 designations, 32 employees, 13 machines, 8 suppliers, 18 customers');
    expect(await seedMasterData(h.db)).toBe(first);
  });

  it('passes the same validation as the forms: GSTINs, states, phones and e-mails', async () => {
    for (const row of await h.db.select().from(customers)) {
      expect(customerCreateSchema.safeParse(plain(row)).error?.issues).toBeUndefined();
    }
    for (const row of await h.db.select().from(suppliers)) {
      expect(supplierCreateSchema.safeParse(plain(row)).error?.issues).toBeUndefined();
    }
    for (const row of await h.db.select().from(employees)) {
      expect(employeeCreateSchema.safeParse(plain(row)).error?.issues).toBeUndefined();
    }
  });
});
