import { gstinCheckChar, MAX_IMPORT_ROWS } from '@lathe/shared';
import { count, eq, like, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { customers } from '../../db/schema/index.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const GSTIN = `29AABCB1234C1Z${gstinCheckChar('29AABCB1234C1Z')}`;
type Row = Record<string, string>;
const importRows = (rows: Row[], options: { dryRun?: boolean; firstLine?: number } = {}, as = token) =>
  h.call('POST', '/api/customers/import', { token: as, body: { rows, ...options } });
const create = async (body: object) => {
  const res = await h.call('POST', '/api/customers', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const byCode = async (partyCode: string) =>
  (await h.db.select().from(customers).where(eq(customers.partyCode, partyCode)))[0];
const countLike = async (pattern: string) =>
  (await h.db.select({ n: count() }).from(customers).where(like(customers.partyCode, pattern)))[0]?.n;

describe('customer import', () => {
  let existing: { id: string; updatedAt: string };
  const file: Row[] = [
    // line 2: new
    {
      partyCode: 'IMP-NEW',
      name: 'Bharat Forge',
      gstin: GSTIN.toLowerCase(),
      state: 'karnataka',
      paymentTermsDays: '45',
    },
    // line 3: the existing customer, in another case: an update
    {
      partyCode: 'imp-old',
      name: 'Kirloskar Renamed',
      contactPerson: '',
      email: 'NEW@K.EXAMPLE',
      paymentTermsDays: '',
    },
    // line 4: nothing right
    {
      partyCode: ' ',
      name: '',
      gstin: 'NOT-A-GSTIN',
      state: 'Atlantis',
      paymentTermsDays: 'thirty',
      isActive: 'maybe',
    },
    // line 5: the same party code again
    { partyCode: 'Imp-New', name: 'Second Bharat' },
    // line 6: new, inactive
    { partyCode: 'IMP-NEW-2', name: 'Mahindra', isActive: 'no', phone: "'+91 22 2490 1441" },
  ];

  beforeAll(async () => {
    existing = await create({
      partyCode: 'IMP-OLD',
      name: 'Kirloskar',
      contactPerson: 'Anil',
      email: 'old@k.example',
      phone: '020 2545 0000',
      paymentTermsDays: 60,
      isActive: false,
    });
  });

  it('a dry run reports each line and writes nothing', async () => {
    const res = await importRows(file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ dryRun: true, created: 2, updated: 1, rejected: 2 });
    expect(report.rows).toEqual([
      { line: 2, key: 'IMP-NEW', action: 'create' },
      expect.objectContaining({ line: 3, key: 'imp-old', action: 'update' }),
      {
        line: 4,
        key: '',
        action: 'reject',
        errors: {
          partyCode: 'Party code is required',
          name: 'Customer name is required',
          gstin: 'GSTIN is invalid',
          state: 'Choose a state from the list',
          paymentTermsDays: 'Payment terms must be a whole number of days',
          isActive: 'Active must be true or false',
        },
      },
      { line: 5, key: 'Imp-New', action: 'reject', errors: { partyCode: 'Duplicate partyCode in this file' } },
      { line: 6, key: 'IMP-NEW-2', action: 'create' },
    ]);
    expect(await countLike('IMP-%')).toBe(1);
    expect((await byCode('IMP-OLD'))?.version).toBe(1);
  });

  it('numbers lines from firstLine, for a file sent in chunks', async () => {
    const report = (await importRows(file.slice(3), { dryRun: true, firstLine: 1001 })).json();
    // The chunk alone has no earlier IMP-NEW, so line 1001 would create it.
    expect(report.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([
      [1001, 'create'],
      [1002, 'create'],
    ]);
  });

  it('creates and updates the valid rows in one go and skips the rejected ones', async () => {
    const res = await importRows(file);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ dryRun: false, created: 2, updated: 1, rejected: 2 });
    expect(report.rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'update',
      'reject',
      'reject',
      'create',
    ]);

    expect(await byCode('IMP-NEW')).toMatchObject({
      name: 'Bharat Forge',
      gstin: GSTIN,
      state: 'Karnataka',
      paymentTermsDays: 45,
      isActive: true,
      version: 1,
    });
    expect(await byCode('IMP-NEW-2')).toMatchObject({ isActive: false, phone: '+91 22 2490 1441' });
    // The update: filled cells written, a blank optional cell cleared, a blank cell with a
    // default (payment terms) and columns the file lacks (phone, active) kept.
    const updated = await byCode('imp-old');
    expect(updated).toMatchObject({
      id: existing.id,
      name: 'Kirloskar Renamed',
      contactPerson: null,
      email: 'new@k.example',
      phone: '020 2545 0000',
      paymentTermsDays: 60,
      isActive: false,
      version: 2,
    });
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(new Date(existing.updatedAt).getTime());
    expect(await byCode('IMP-OLD')).toBeUndefined();
    expect(await h.db.select().from(customers).where(eq(customers.name, 'Second Bharat'))).toEqual([]);
    expect(await countLike('IMP-%')).toBe(2);
    expect(await countLike('imp-%')).toBe(1);
    const api = await h.call('GET', '/api/customers?search=imp-&sortBy=partyCode&sortOrder=asc', { token });
    expect(api.json().total).toBe(3);
  });

  it('writes nothing at all when one write fails', async () => {
    // The inserts go first, then the updates: the failing update must take the insert back with it.
    await h.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$`);
    await h.db.execute(
      sql`create trigger refuse_boom before update on customers for each row execute function refuse_boom()`,
    );
    try {
      const res = await importRows([
        { partyCode: 'TX-OK', name: 'Fine' },
        { partyCode: 'imp-old', name: 'Boom' },
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('boom');
    } finally {
      await h.db.execute(sql`drop trigger refuse_boom on customers`);
      await h.db.execute(sql`drop function refuse_boom`);
    }
    expect(await countLike('TX-%')).toBe(0);
    expect(await byCode('imp-old')).toMatchObject({ name: 'Kirloskar Renamed', version: 2 });
  });

  it('refuses to touch a deleted customer', async () => {
    const gone = await create({ partyCode: 'IMP-GONE', name: 'Closed' });
    expect((await h.call('DELETE', `/api/customers/${gone.id}`, { token })).statusCode).toBe(204);
    const report = (await importRows([{ partyCode: 'imp-gone', name: 'Back?' }])).json();
    expect(report).toMatchObject({ created: 0, updated: 0, rejected: 1 });
    expect(report.rows[0].errors).toEqual({ partyCode: 'A deleted customer has this party code; restore it first' });
    expect(await byCode('IMP-GONE')).toMatchObject({ name: 'Closed', isDeleted: true, version: 2 });
  });

  it('rejects updates from a user who may create but not edit', async () => {
    const creator = (await h.userWith([{ scope: 'customers', actions: ['create'] }])).accessToken;
    const res = await importRows(
      [
        { partyCode: 'imp-old', name: 'Sneaky rename' },
        { partyCode: 'IMP-BY-CREATOR', name: 'Allowed' },
      ],
      {},
      creator,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0, rejected: 1 });
    expect(res.json().rows[0].errors).toEqual({ partyCode: 'You do not have permission to update existing records' });
    expect(await byCode('imp-old')).toMatchObject({ name: 'Kirloskar Renamed' });
    expect(await byCode('IMP-BY-CREATOR')).toBeDefined();
    const editor = (await h.userWith([{ scope: 'customers', actions: ['edit'] }])).accessToken;
    expect((await importRows([{ partyCode: 'IMP-E', name: 'E' }], {}, editor)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed request', async () => {
    const notRows = await h.call('POST', '/api/customers/import', { token, body: { rows: 'x' } });
    expect(notRows.statusCode).toBe(400);
    expect(notRows.json().errors).toHaveProperty('rows');
    const tooMany = await importRows(
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})),
      { dryRun: true },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`At most ${MAX_IMPORT_ROWS} rows per import`);
    const empty = await importRows([]);
    expect(empty.json()).toEqual({ dryRun: false, created: 0, updated: 0, rejected: 0, rows: [] });
  });

  // Two imports of 5,500 rows: about 10 s on a quiet machine, over the default 30 s on a loaded one.
  it('handles thousands of rows in batches', { timeout: 120_000 }, async () => {
    // More rows than one statement carries (5,000), so the batches are exercised.
    const n = 5500;
    const rows = Array.from({ length: n }, (_, i) => ({
      partyCode: `BULK-${String(i).padStart(5, '0')}`,
      name: `Bulk customer ${i}`,
      paymentTermsDays: String(i % 90),
    }));
    const created = (await importRows(rows)).json();
    expect(created).toMatchObject({ created: n, updated: 0, rejected: 0 });
    expect(await countLike('BULK-%')).toBe(n);
    const renamed = rows.map((r, i) => ({ ...r, name: `Renamed ${i}`, isActive: i % 2 ? 'yes' : 'no' }));
    const updated = (await importRows(renamed, { firstLine: 5 })).json();
    expect(updated).toMatchObject({ created: 0, updated: n, rejected: 0 });
    expect(updated.rows[n - 1]).toMatchObject({ line: n + 4, key: 'BULK-05499', action: 'update' });
    expect(await byCode('BULK-01234')).toMatchObject({
      name: 'Renamed 1234',
      paymentTermsDays: 1234 % 90,
      isActive: false,
      version: 2,
    });
    expect(await byCode('BULK-05499')).toMatchObject({ name: 'Renamed 5499', isActive: true, version: 2 });
  });

  it('keeps text that array literals would mangle exactly as given', async () => {
    const tricky = ['NULL', 'a,b {c} "d"', 'back\\slash \\"', 'line\nbreak', "it's"];
    const rows = tricky.map((text, i) => ({ partyCode: `TRICKY-${i}`, name: text, contactPerson: text }));
    expect((await importRows(rows)).json()).toMatchObject({ created: tricky.length, rejected: 0 });
    const again = rows.map((r) => ({ ...r, billingAddress: r.name }));
    expect((await importRows(again)).json()).toMatchObject({ updated: tricky.length, rejected: 0 });
    for (const [i, text] of tricky.entries()) {
      expect(await byCode(`TRICKY-${i}`)).toMatchObject({ name: text, contactPerson: text, billingAddress: text });
    }
  });

  it('imports its own export back unchanged', async () => {
    await create({
      partyCode: 'RT-1',
      name: 'Round, "Trip" Ltd',
      contactPerson: 'Priya',
      email: 'priya@rt.example',
      phone: '+91 80 4000 1234',
      gstin: GSTIN,
      billingAddress: 'Plot 4, Peenya\nBengaluru',
      shippingAddress: '=SUM(A1)',
      state: 'Karnataka',
      paymentTermsDays: 0,
      isActive: false,
    });
    await create({ partyCode: 'RT-2', name: 'Plain' });
    const list = async () =>
      (await h.call('GET', '/api/customers?search=RT-&sortBy=partyCode&sortOrder=asc', { token })).json().data;
    const before = await list();
    const exported = await h.call('GET', '/api/customers/export?search=RT-', { token });
    const rows = Papa.parse<Row>(exported.body, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(2);
    const report = (await importRows(rows)).json();
    expect(report).toMatchObject({ created: 0, updated: 2, rejected: 0 });
    const after = await list();
    const unchanged = (c: Record<string, unknown>) => {
      const { version: _v, updatedAt: _u, ...rest } = c;
      return rest;
    };
    expect(after.map(unchanged)).toEqual(before.map(unchanged));
    expect(after.map((c: { version: number }) => c.version)).toEqual([2, 2]);
  });

  it('reads headers as people write them: a blank cell under "Contact Person" clears it, a missing column keeps its value', async () => {
    await create({ partyCode: 'HDR-1', name: 'Header Works', contactPerson: 'Ravi', email: 'ravi@hdr.example' });
    const report = (
      await importRows([
        { 'Party Code': 'HDR-1', 'CUSTOMER NAME': 'x', Name: 'Header Works Pvt Ltd', 'Contact Person': '' },
      ])
    ).json();
    expect(report).toMatchObject({ created: 0, updated: 1, rejected: 0 });
    expect(await byCode('HDR-1')).toMatchObject({
      name: 'Header Works Pvt Ltd',
      contactPerson: null,
      email: 'ravi@hdr.example',
    });
  });

  it("a dry run shows each update's changes, stored value then the file's, and none for a row that changes nothing", async () => {
    await create({
      partyCode: 'DIFF-1',
      name: 'Diff Works',
      state: 'Goa',
      paymentTermsDays: 30,
      contactPerson: 'Asha',
    });
    await create({ partyCode: 'DIFF-2', name: 'Same Works' });
    const report = (
      await importRows(
        [
          { partyCode: 'DIFF-1', name: 'Diff Works Pvt Ltd', state: 'Goa', paymentTermsDays: '45', contactPerson: '' },
          { partyCode: 'DIFF-2', name: 'Same Works' },
          { partyCode: 'DIFF-3', name: 'New Works' },
        ],
        { dryRun: true },
      )
    ).json();
    expect(report.rows).toEqual([
      {
        line: 2,
        key: 'DIFF-1',
        action: 'update',
        changes: {
          name: { before: 'Diff Works', after: 'Diff Works Pvt Ltd' },
          contactPerson: { before: 'Asha', after: null },
          paymentTermsDays: { before: 30, after: 45 },
        },
      },
      { line: 3, key: 'DIFF-2', action: 'update', changes: {} },
      { line: 4, key: 'DIFF-3', action: 'create' },
    ]);
    expect((await byCode('DIFF-1'))?.name).toBe('Diff Works');
  });
});
