/**
 * What the reliability drills share: a throwaway database (the bench's), the built server
 * started as production starts it on a fixed port of the drills' range, an API client that
 * tells "no answer" from an answer, and direct SQL once the server is stopped.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type BenchDatabase, createBenchDatabase } from '../bench/database.js';
import { type LaunchedServer, launchServer } from '../bench/server-process.js';
import { openDatabase } from '../src/db/client.js';

export { buildServer } from '../bench/server-process.js';
export type DrillDatabase = BenchDatabase;

export const ADMIN = { email: 'drill@example.com', password: `drill-${randomBytes(9).toString('hex')}` };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const between = (min: number, max: number) => min + Math.random() * (max - min);
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The drill's database: embedded in a temp folder, or a throwaway database on `serverUrl` (dropped after). */
export async function createDrillDatabase(serverUrl: string | undefined): Promise<DrillDatabase> {
  return createBenchDatabase(serverUrl);
}

/** The options every drill takes beside its own: clients, its port, the PostgreSQL server, no build. */
export const commonDrillOptions = (port: number) =>
  ({
    clients: { type: 'string', default: '4' },
    port: { type: 'string', default: String(port) },
    'database-url': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  }) as const;

/** `--database-url`, else DRILL_DATABASE_URL: the PostgreSQL server to make the throwaway database on. */
export const databaseUrlOf = (given: string | undefined) => given || process.env.DRILL_DATABASE_URL || undefined;

export type ServerProcess = LaunchedServer & { kill(signal: NodeJS.Signals): void };

/** The built server on the drill's database and port, as its admin; see launchServer. */
export async function startServer(
  database: DrillDatabase,
  port: number,
  { timeoutMs = 120_000, env = {} }: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const launched = await launchServer(database, port, {
    timeoutMs,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
  });
  return { ...launched, kill: (signal) => launched.child.kill(signal) };
}

/** What the server answered, or `null` status when no answer came (refused, reset, timed out). */
export interface Answer<T = Record<string, unknown>> {
  status: number | null;
  body: T;
  headers: Headers | null;
  /** Why there was no answer. */
  failure?: string;
}

/** The API as a client sees it. */
export function apiClient(origin: string, token?: string) {
  return async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
  ): Promise<Answer<T>> {
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {}
      return { status: res.status, body: parsed as T, headers: res.headers };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { status: null, body: {} as T, headers: null, failure: cause?.code ?? (error as Error).name };
    }
  };
}
export type Api = ReturnType<typeof apiClient>;

export async function signIn(origin: string, admin: { email: string; password: string } = ADMIN): Promise<string> {
  const res = await apiClient(origin)<{ accessToken?: string }>('POST', '/api/auth/login', admin);
  if (res.status !== 200 || !res.body.accessToken) throw new Error(`Signing in answered ${res.status}`);
  return res.body.accessToken;
}

/** Runs `fn` on the drill's database directly (the embedded one only while no server holds it). */
export async function withDirectSql<T>(
  database: DrillDatabase,
  fn: (query: <R = Record<string, unknown>>(text: ReturnType<typeof sql>) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  const opened = await openDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    return await fn(async <R>(text: ReturnType<typeof sql>) => {
      const result = (await opened.db.execute(text)) as unknown as { rows: R[] };
      return result.rows;
    });
  } finally {
    await opened.close();
  }
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function printChecks(checks: Check[]) {
  for (const check of checks)
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}${check.detail ? ` — ${check.detail}` : ''}`);
}

/** The company, customers (one in another state, for IGST) and products the write load needs, made through the API. */
export async function seedMasters(call: Api) {
  const must = async (what: string, answer: Promise<Answer>) => {
    const res = await answer;
    if (res.status === null || res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string; partyCode: string };
  };
  await must(
    'Company settings',
    call('PUT', '/api/company-settings', {
      name: 'Acme Precision Components Pvt Ltd',
      address: 'Plot 14, MIDC Bhosari, Pune 411026',
      state: 'Maharashtra',
      bankName: 'State Bank of India',
      bankAccountNumber: '12345678901',
      bankIfsc: 'SBIN0001234',
    }),
  );
  const customers: { id: string; products: string[] }[] = [];
  for (const [i, state] of ['Maharashtra', 'Maharashtra', 'Karnataka'].entries()) {
    const customer = await must(
      'Customer',
      call('POST', '/api/customers', {
        partyCode: `DRILL-${i + 1}`,
        name: `Drill customer ${i + 1}`,
        state,
        billingAddress: 'Gat 22, Chakan, Pune',
        paymentTermsDays: 30,
      }),
    );
    const products: string[] = [];
    for (let p = 1; p <= 2; p++) {
      const product = await must(
        'Product',
        call('POST', '/api/products', {
          partyCode: customer.partyCode,
          assembly: 'Fuel pump',
          product_description: `Plunger sleeve ${p}`,
          drawing_number: `DRG-${i + 1}-${p}`,
          product_type: 'Turned component',
          rod_size: '22 mm',
          grade: 'EN8D',
          hsnCode: '84139190',
          gstRate: 18,
        }),
      );
      products.push(product.id);
    }
    customers.push({ id: customer.id, products });
  }
  return customers;
}

/** Counts rows of the main tables (what a drill checks before and after). */
export const countRows = (query: <R>(text: ReturnType<typeof sql>) => Promise<R[]>) =>
  query<{ orders: number; invoices: number; payments: number; customers: number }>(sql`
    select (select count(*)::int from sales_orders) as orders, (select count(*)::int from invoices) as invoices,
           (select count(*)::int from payments) as payments, (select count(*)::int from customers) as customers`).then(
    (rows) => rows[0] as { orders: number; invoices: number; payments: number; customers: number },
  );
