import { gstinCheckChar } from '@lathe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { suppliers } from '../../db/schema/index.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const GSTIN = `24AAACJ4321Q1Z${gstinCheckChar('24AAACJ4321Q1Z')}`;
type Row = Record<string, string>;
const importRows = (rows: Row[], options: { dryRun?: boolean } = {}, as = token) =>
  h.call('POST', '/api/suppliers/import', { token: as, body: { rows, ...options } });
const allSuppliers = () => h.db.select().from(suppliers).orderBy(asc(suppliers.name));

describe('supplier import', () => {
  beforeAll(async () => {
    await h.db.insert(suppliers).values({ name: 'Jindal Steel', supplierCode: 'SUP-JSL', materials: 'EN8 bars' });
  });

  const file: Row[] = [
    { supplierCode: 'sup-jsl', name: 'Jindal Steel & Power', materials: 'EN8, EN19 bars', gstin: GSTIN },
    { supplierCode: '', name: 'Local Packing Co', state: 'Gujarat' },
    { name: 'Local Packing Co' },
    { supplierCode: 'SUP-NEW', name: '', email: 'not-an-email' },
    { supplierCode: 'Sup-New', name: 'Second New' },
    { supplierCode: 'SUP-TOOL', name: 'Tooling House', isActive: 'inactive' },
  ];

  it('a dry run reports and writes nothing', async () => {
    const res = await importRows(file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      created: 3,
      updated: 1,
      rejected: 2,
      rows: [
        expect.objectContaining({ line: 2, key: 'sup-jsl', action: 'update' }),
        { line: 3, key: '', action: 'create' },
        { line: 4, key: '', action: 'create' },
        {
          line: 5,
          key: 'SUP-NEW',
          action: 'reject',
          errors: { name: 'Supplier name is required', email: 'Email is invalid' },
        },
        { line: 6, key: 'Sup-New', action: 'reject', errors: { supplierCode: 'Duplicate supplierCode in this file' } },
        { line: 7, key: 'SUP-TOOL', action: 'create' },
      ],
    });
    expect(await allSuppliers()).toHaveLength(1);
  });

  it('updates by supplier code, and always creates a row without one', async () => {
    const res = await importRows(file);
    expect(res.json()).toMatchObject({ dryRun: false, created: 3, updated: 1, rejected: 2 });
    const rows = await allSuppliers();
    expect(rows.map((s) => [s.name, s.supplierCode, s.isActive, s.version])).toEqual([
      ['Jindal Steel & Power', 'sup-jsl', true, 2],
      ['Local Packing Co', null, true, 1],
      ['Local Packing Co', null, true, 1],
      ['Tooling House', 'SUP-TOOL', false, 1],
    ]);
    expect(rows[0]).toMatchObject({ materials: 'EN8, EN19 bars', gstin: GSTIN });
    expect(rows.find((s) => s.state)?.state).toBe('Gujarat');
    // Again: the code-less rows add two more; the coded ones update.
    const again = (await importRows(file)).json();
    expect(again).toMatchObject({ created: 2, updated: 2, rejected: 2 });
    expect(await allSuppliers()).toHaveLength(6);
    const [tool] = await h.db.select().from(suppliers).where(eq(suppliers.supplierCode, 'SUP-TOOL'));
    expect(tool?.version).toBe(2);
  });

  it('rejects updates from a user who may create suppliers but not edit them, and 403 without create', async () => {
    const creator = (await h.userWith([{ scope: 'suppliers', actions: ['create'] }])).accessToken;
    const res = await importRows(
      [
        { supplierCode: 'SUP-TOOL', name: 'Renamed' },
        { supplierCode: 'SUP-NEW-2', name: 'Brand New' },
      ],
      {},
      creator,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      {
        line: 2,
        key: 'SUP-TOOL',
        action: 'reject',
        errors: { supplierCode: 'You do not have permission to update existing records' },
      },
      { line: 3, key: 'SUP-NEW-2', action: 'create' },
    ]);
    const [tool] = await h.db.select().from(suppliers).where(eq(suppliers.supplierCode, 'SUP-TOOL'));
    expect(tool?.name).toBe('Tooling House');
    const viewer = (await h.userWith([{ scope: 'suppliers', actions: ['view', 'edit'] }])).accessToken;
    expect((await importRows([{ name: 'X' }], {}, viewer)).statusCode).toBe(403);
    const customersOnly = (await h.userWith([{ scope: 'customers', actions: ['create', 'edit'] }])).accessToken;
    expect((await importRows([{ name: 'X' }], {}, customersOnly)).statusCode).toBe(403);
    expect((await h.call('POST', '/api/suppliers/import', { body: { rows: [] } })).statusCode).toBe(401);
    const [{ n } = { n: 0 }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(suppliers)
      .where(eq(suppliers.name, 'X'));
    expect(n).toBe(0);
  });
});
