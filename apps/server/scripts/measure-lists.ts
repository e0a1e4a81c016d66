/**
 * `npm run measure:lists [-- --rows 100000]`: fills a throwaway database with N customers,
 * suppliers, employees, machines and products, then times the list calls the API makes (page 1 of
 * every sort, a deep page, partial-text search) through the real services, and reports
 * whether each query used an index. Embedded database by default; PostgreSQL when
 * MEASURE_DATABASE_URL names a server (a scratch database is created and dropped there).
 */
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ListQuery, ListResult } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { createCustomersService } from '../src/modules/customers/customers.service.js';
import { createEmployeesService } from '../src/modules/employees/employees.service.js';
import { createMachinesService } from '../src/modules/machines/machines.service.js';
import { createProductsService } from '../src/modules/products/products.service.js';
import { createSuppliersService } from '../src/modules/suppliers/suppliers.service.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const ROWS = Number(values.rows);
const RUNS = 7;

async function openScratch(): Promise<{ database: Database; label: string }> {
  const server = process.env.MEASURE_DATABASE_URL;
  if (!server) return { database: await openDatabase({}), label: 'PGlite (embedded, in memory)' };
  const name = `lathe_measure_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  const version = (await database.db.execute(sql`show server_version`)) as unknown as {
    rows: { server_version: string }[];
  };
  return {
    label: `PostgreSQL ${version.rows[0]?.server_version ?? ''}`.trim(),
    database: {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: server });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    },
  };
}

/** Bulk rows by SQL: seconds, not minutes. Text mixes words and codes so trigram search has work to do. */
async function fill(database: Database) {
  const { db } = database;
  const word = (n: string) =>
    `(array['Precision','Auto','Hydraulics','Engineering','Pumps','Valves','Gears','Forge','Castings','Fasteners'])[1 + (${n} % 10)]`;
  const state = `(array['Maharashtra','Gujarat','Karnataka','Tamil Nadu','Haryana','Punjab','Telangana','West Bengal'])[1 + (g % 8)]`;
  await db.execute(
    sql.raw(`
    insert into customers (party_code, name, contact_person, email, phone, state, payment_terms_days, is_deleted, created_at)
    select 'P' || lpad(g::text, 7, '0'), ${word('g')} || ' ' || ${word('g / 10')} || ' ' || substr(md5(g::text), 1, 6),
           'Contact ' || substr(md5((g * 7)::text), 1, 8), 'buyer' || g || '@example.in', '+91 98' || lpad((g % 100000000)::text, 8, '0'),
           ${state}, 15 * (g % 5), g % 50 = 0, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into suppliers (supplier_code, name, contact_person, state, materials, created_at)
    select 'S' || lpad(g::text, 7, '0'), ${word('g')} || ' Traders ' || substr(md5(g::text), 1, 6),
           'Contact ' || substr(md5((g * 3)::text), 1, 8), ${state}, 'EN' || (g % 40) || ' bright bars', now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into employees (employee_code, first_name, last_name, email, date_of_joining, created_at)
    select 'E' || lpad(g::text, 7, '0'), 'First' || substr(md5(g::text), 1, 5), 'Last' || substr(md5((g * 11)::text), 1, 6),
           'e' || g || '@example.in', date '2010-01-01' + (g % 5000), now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into machines (machine_no, machine_name, setup_no, created_at)
    select 'M-' || lpad(g::text, 7, '0'), ${word('g')} || ' lathe ' || substr(md5(g::text), 1, 4),
           case when g % 3 = 0 then '' else 'S' || (g % 9) end, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`),
  );
  // Products of the first thousand customers, as a real shop has: many parts per customer.
  await db.execute(
    sql.raw(`
    insert into products (party_code, assembly, product_description, drawing_number, product_type, rod_size, grade,
                          raw_material_weight, net_weight, rough_first_cycle_time_sec, qty_in_box, gst_rate, created_at)
    select 'P' || lpad((1 + g % least(${ROWS}, 1000))::text, 7, '0'), ${word('g')} || ' assembly',
           (array['Banjo bolt','Valve spool','Nozzle sleeve','Piston pin','Union nut','Hub','Spacer','Adaptor'])[1 + (g % 8)] || ' ' || substr(md5(g::text), 1, 4),
           'DRG-' || lpad(g::text, 7, '0') || '-' || chr(65 + g % 26),
           (array['Turned component','Threaded fitting','Hex part','Ground shaft'])[1 + (g % 4)], (12 + g % 30) || ' mm Round',
           'EN' || (1 + g % 40), 0.2 + (g % 500) / 1000.0, 0.15 + (g % 400) / 1000.0, 20 + (g % 600) / 10.0, 100 * (1 + g % 10), 18,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`),
  );
  await db.execute(sql`analyze`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function time<T>(run: () => Promise<T>): Promise<number> {
  await run(); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

type Lister = { list(query: ListQuery<string>): Promise<ListResult<unknown>> };

async function main() {
  const { database, label } = await openScratch();
  const rows: string[] = [];
  try {
    await database.migrate();
    const started = performance.now();
    await fill(database);
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    const services: [string, Lister, string[], string][] = [
      [
        'customers',
        createCustomersService(database.db) as unknown as Lister,
        ['createdAt', 'partyCode', 'name', 'state'],
        'gear',
      ],
      [
        'suppliers',
        createSuppliersService(database.db) as unknown as Lister,
        ['createdAt', 'name', 'supplierCode'],
        'bright',
      ],
      [
        'employees',
        createEmployeesService(database.db) as unknown as Lister,
        ['createdAt', 'employeeCode', 'lastName'],
        'a3f',
      ],
      [
        'machines',
        createMachinesService(database.db) as unknown as Lister,
        ['createdAt', 'machineNo', 'machineName'],
        '00042',
      ],
      [
        'products',
        createProductsService(database.db) as unknown as Lister,
        ['createdAt', 'partyCode', 'drawing_number', 'product_description', 'product_type'],
        '0004217',
      ],
    ];
    for (const [name, service, sorts, term] of services) {
      const base = { page: 1, limit: 10, search: '', sortOrder: 'DESC' as const };
      for (const sortBy of sorts) {
        rows.push(
          `| ${name} | page 1, sort ${sortBy} | ${(await time(() => service.list({ ...base, sortBy }))).toFixed(1)} |`,
        );
      }
      const deep = Math.floor(ROWS / 20);
      rows.push(
        `| ${name} | page ${deep}, sort createdAt | ${(await time(() => service.list({ ...base, page: deep, sortBy: 'createdAt' }))).toFixed(1)} |`,
      );
      rows.push(
        `| ${name} | search "${term}" | ${(await time(() => service.list({ ...base, search: term, sortBy: 'createdAt' }))).toFixed(1)} |`,
      );
    }
    const plan = (await database.db.execute(
      sql`explain analyze select count(*) from customers where not is_deleted and search_text ilike '%gear%'`,
    )) as unknown as { rows: Record<string, string>[] };
    const searchPlan = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    console.log(
      `\n${label}, ${ROWS.toLocaleString('en')} rows per table (seeded in ${seedSeconds} s), ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, median of ${RUNS} calls through the service (rows and total):\n`,
    );
    console.log('| list | call | ms |\n|---|---|---|');
    console.log(rows.join('\n'));
    console.log(
      `\nPlan of the count behind a broad customer search ("gear" matches about one row in five):\n\n\`\`\`\n${searchPlan}\n\`\`\``,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
