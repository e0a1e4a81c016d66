import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_SORTABLE,
  DEFAULT_PAGE_SIZE,
  DEPARTMENT_SORTABLE,
  DESIGNATION_SORTABLE,
  EMPLOYEE_SORTABLE,
  GAUGE_SORTABLE,
  MACHINE_SORTABLE,
  MAX_PAGE_SIZE,
  PRODUCT_SORTABLE,
  ROLE_SORTABLE,
  SUPPLIER_SORTABLE,
  USER_SORTABLE,
} from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';

/*
 * The list contract (contract §2), once for every list that has nothing but it: page and limit
 * (10 by default, 1 to 100), total and totalPages, newest first unless asked, every allowed sort
 * either way, a search that matches part of a value in any case and reads % and _ as themselves,
 * and the contract's messages for a page, limit, sort or order it does not take. What a list
 * searches and filters is its own, tested beside it.
 */

let h: Harness;
let token: string;
/** Records the rows of some lists name: a department, a role, a customer. */
let named: { departments: string[]; roleId: string; partyCode: string };

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  const post = async (path: string, body: object) => {
    const res = await h.call('POST', `/api/${path}`, { token, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const departments = [
    await post('departments', { name: 'Contract A' }),
    await post('departments', { name: 'Contract B' }),
  ];
  named = {
    departments: departments.map((d) => d.id),
    roleId: (await post('roles', { name: 'Contract staff', permissions: [] })).id,
    partyCode: (await post('customers', { partyCode: 'CONTRACT', name: 'Contract Forgings' })).partyCode,
  };
});
afterAll(() => h?.close());

/** Rows a list gets: this many, over two pages of the default size. */
const ROWS = 12;
/** States in an order every collation agrees on (one word each). */
const STATES = ['Goa', 'Gujarat', 'Haryana', 'Karnataka', 'Kerala', 'Maharashtra', 'Punjab'];
/** Two digits of a number, so a tag and a number sort alike in every collation. */
const two = (n: number) => String(n).padStart(2, '0');
/** The rows' numbers in another order than they are made in: a sort by a field is not a sort by creation. */
const shuffled = (n: number, step: number) => two((n * step) % 13);

interface ListUnderContract {
  /** Its path under /api. */
  path: string;
  sortable: readonly string[];
  /**
   * Row n (1 to ROWS) of the rows tagged `tag`: the tag in a field the list searches, and every
   * sortable field set, text as the tag and digits, so that every collation orders them alike.
   */
  row: (tag: string, n: number) => object;
}

const LISTS: ListUnderContract[] = [
  {
    path: 'departments',
    sortable: DEPARTMENT_SORTABLE,
    row: (tag, n) => ({ name: `${tag} ${shuffled(n, 5)}`, isActive: n % 3 !== 0 }),
  },
  {
    path: 'designations',
    sortable: DESIGNATION_SORTABLE,
    row: (tag, n) => ({
      name: `${tag} ${shuffled(n, 5)}`,
      departmentId: named.departments[n % 2],
      isActive: n % 3 !== 0,
    }),
  },
  {
    path: 'machines',
    sortable: MACHINE_SORTABLE,
    row: (tag, n) => ({
      machineNo: `${tag}-${shuffled(n, 5)}`,
      machineName: `${tag} ${shuffled(n, 7)}`,
      setupNo: `S${shuffled(n, 3)}`,
    }),
  },
  {
    path: 'suppliers',
    sortable: SUPPLIER_SORTABLE,
    row: (tag, n) => ({
      name: `${tag} ${shuffled(n, 5)}`,
      supplierCode: `${tag}-${shuffled(n, 7)}`,
      contactPerson: `${tag} ${shuffled(n, 3)}`,
      state: STATES[n % STATES.length],
      isActive: n % 3 !== 0,
    }),
  },
  {
    path: 'employees',
    sortable: EMPLOYEE_SORTABLE,
    row: (tag, n) => ({
      employeeCode: `${tag}-${shuffled(n, 5)}`,
      firstName: `${tag} ${shuffled(n, 7)}`,
      lastName: `L${shuffled(n, 3)}`,
      dateOfJoining: `2024-03-${shuffled(n, 11)}`,
      isActive: n % 3 !== 0,
    }),
  },
  {
    path: 'customers',
    sortable: CUSTOMER_SORTABLE,
    row: (tag, n) => ({
      partyCode: `${tag}${shuffled(n, 5)}`,
      name: `${tag} ${shuffled(n, 7)}`,
      contactPerson: `${tag} ${shuffled(n, 3)}`,
      state: STATES[n % STATES.length],
      paymentTermsDays: (n * 7) % 60,
      isActive: n % 3 !== 0,
    }),
  },
  {
    path: 'products',
    sortable: PRODUCT_SORTABLE,
    row: (tag, n) => ({
      partyCode: named.partyCode,
      assembly: 'Fuel pump',
      product_description: `${tag} ${shuffled(n, 5)}`,
      drawing_number: `${tag}-${shuffled(n, 7)}`,
      product_type: `${tag} ${shuffled(n, 3)}`,
      rod_size: '22 mm',
      grade: 'EN8D',
    }),
  },
  {
    path: 'users',
    sortable: USER_SORTABLE,
    row: (tag, n) => ({
      email: `${tag.toLowerCase()}-${shuffled(n, 5)}@example.com`,
      password: 'contract-password-1',
      firstName: `${tag} ${shuffled(n, 7)}`,
      lastName: `L${shuffled(n, 3)}`,
      roleId: named.roleId,
      isActive: n % 3 !== 0,
    }),
  },
  {
    path: 'roles',
    sortable: ROLE_SORTABLE,
    row: (tag, n) => ({ name: `${tag} ${shuffled(n, 5)}`, permissions: [] }),
  },
  {
    // Never calibrated, so none has a due date, and by due date is the tie-breaker's order either way.
    path: 'gauges',
    sortable: GAUGE_SORTABLE,
    row: (tag, n) => ({
      code: `${tag}-${shuffled(n, 5)}`,
      name: `${tag} ${shuffled(n, 7)}`,
      gaugeType: `${tag} ${shuffled(n, 3)}`,
      location: `Rack ${n}`,
      calibrationFrequencyDays: 30 * n,
    }),
  },
];

// biome-ignore lint/suspicious/noExplicitAny: rows as the API answers them
type Row = Record<string, any>;

/** ASC order of two values as the database sorts them: nulls last, false before true. */
function ascending(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

describe('the list contract', () => {
  it.each(LISTS)('$path: pages, sorts and searches as every list does', async ({ path, sortable, row }) => {
    const tag = `Zq${randomUUID().slice(0, 6)}`;
    for (let n = 1; n <= ROWS; n++) {
      const res = await h.call('POST', `/api/${path}`, { token, body: row(tag, n) });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Part of the tag, in the other case: the search matches part of a value, in any case.
    const search = tag.slice(1).toUpperCase();
    const get = (query: string) => h.call('GET', `/api/${path}?search=${search}&${query}`, { token });
    const list = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(200);
      return res.json() as { data: Row[]; total: number; page: number; limit: number; totalPages: number };
    };

    const first = await list('');
    expect(first).toMatchObject({ total: ROWS, page: 1, limit: DEFAULT_PAGE_SIZE, totalPages: 2, totalCapped: false });
    expect(first.data).toHaveLength(DEFAULT_PAGE_SIZE);
    // Newest first unless asked.
    const created = first.data.map((r) => r.createdAt ?? r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const second = await list('page=2');
    expect(second).toMatchObject({ total: ROWS, page: 2, totalPages: 2 });
    expect(second.data).toHaveLength(ROWS - DEFAULT_PAGE_SIZE);
    expect(new Set([...first.data, ...second.data].map((r) => r.id)).size).toBe(ROWS);
    const small = await list('limit=5&page=3');
    expect(small).toMatchObject({ total: ROWS, page: 3, limit: 5, totalPages: 3 });
    expect(small.data).toHaveLength(2);

    // Every allowed sort, either way and in either case: the order of the field, the reverse of it.
    for (const sortBy of sortable) {
      const up = (await list(`sortBy=${sortBy}&sortOrder=asc&limit=${MAX_PAGE_SIZE}`)).data;
      const down = (await list(`sortBy=${sortBy}&sortOrder=DESC&limit=${MAX_PAGE_SIZE}`)).data;
      const values = up.map((r) => r[sortBy]);
      expect(values, `${path} by ${sortBy}`).toEqual([...values].sort(ascending));
      expect(
        down.map((r) => r.id),
        `${path} by ${sortBy} DESC`,
      ).toEqual(up.map((r) => r.id).reverse());
    }

    // % and _ are what they are, not wildcards.
    for (const wildcard of ['%25', '_']) {
      const res = await h.call('GET', `/api/${path}?search=${tag.slice(0, 2)}${wildcard}${tag.slice(3)}`, { token });
      expect(res.json().total, `${path}: ${wildcard} is a wildcard`).toBe(0);
    }

    const refused = async (query: string, field: string, message: string) => {
      const res = await get(query);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    };
    await refused('sortBy=password', 'sortBy', `Sort by one of: ${sortable.join(', ')}`);
    await refused('sortOrder=up', 'sortOrder', 'Sort order must be ASC or DESC');
    await refused(`limit=${MAX_PAGE_SIZE + 1}`, 'limit', `Limit must be between 1 and ${MAX_PAGE_SIZE}`);
    await refused('limit=0', 'limit', `Limit must be between 1 and ${MAX_PAGE_SIZE}`);
    await refused('page=0', 'page', 'Page must be 1 or more');
  });
});
