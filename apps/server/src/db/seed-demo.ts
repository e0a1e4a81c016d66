/**
 * `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL) with
 * realistic demo roles, staff accounts, master data (departments, designations, employees,
 * machines, suppliers, customers), about 300 products of those customers, and a year of their
 * sales orders, dispatches, invoices and payments with the company settings the invoices print,
 * the stores' side of it (purchases, goods receipts, bar stock, job work), and the plant's last
 * month (machine capacity, holidays, work orders, inspections, production shift by shift), for
 * trying the app. Safe to run twice. Stop the server first when using the embedded database: only one
 * process may open it.
 */
import { actionsOf, type Permission, type Scope } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { hashPassword } from '../lib/password.js';
import { openDatabase } from './client.js';
import { seedMasterData } from './demo/master-data.js';
import { seedProduction } from './demo/production/seed-production.js';
import { seedProducts } from './demo/products/seed-products.js';
import { seedSales } from './demo/sales/seed-sales.js';
import { seedStores } from './demo/stores/seed-stores.js';
import { roles, users } from './schema/index.js';
import { seedInitialData } from './seed.js';

const DEMO_PASSWORD = 'demo-password';

const view = (...scopes: string[]): Permission[] => scopes.map((scope) => ({ scope, actions: ['view'] }));
const manage = (...scopes: string[]): Permission[] =>
  scopes.map((scope) => ({ scope, actions: ['view', 'create', 'edit', 'delete'] }));

/** Every action of document-step scopes (dispatches, payments, …): each of them is the job itself. */
const steps = (...scopes: Scope[]): Permission[] => scopes.map((scope) => ({ scope, actions: [...actionsOf(scope)] }));

const DEMO_ROLES: Record<string, Permission[]> = {
  'Production Planner': [
    ...view(
      'dashboard',
      'customers',
      'sales-orders',
      'purchase-orders',
      'stock',
      'job-work',
      'production',
      'inspection',
    ),
    ...manage('machines', 'products', 'work-orders', 'schedule'),
    ...steps('work-order-status'),
  ],
  'Production Supervisor': [...view('dashboard', 'work-orders', 'schedule'), ...manage('production', 'inspection')],
  'Quality Inspector': [...view('dashboard', 'work-orders', 'sales-orders'), ...manage('inspection')],
  Sales: [
    ...view('dashboard', 'products'),
    ...manage('customers', 'sales-orders', 'invoices'),
    ...steps('dispatches', 'sales-order-status', 'invoice-status', 'emails'),
  ],
  'Dispatch Clerk': [...view('customers', 'products', 'sales-orders'), ...steps('dispatches')],
  Accounts: [
    ...view('dashboard', 'customers', 'sales-orders'),
    { scope: 'invoices', actions: ['view', 'create', 'edit'] },
    ...steps('invoice-status', 'payments', 'emails'),
  ],
  Stores: [
    ...view('dashboard', 'customers', 'products', 'machines', 'sales-orders'),
    ...manage('suppliers', 'purchase-orders', 'goods-receipts', 'stock', 'job-work'),
    ...steps('purchase-order-status'),
  ],
  'HR Executive': [...view('dashboard'), ...manage('employees', 'departments', 'designations')],
  Viewer: view('dashboard', 'customers', 'employees', 'machines', 'suppliers', 'products', 'sales-orders', 'invoices'),
};

const DEMO_STAFF: [first: string, last: string, role: string, active?: boolean][] = [
  ['Rajesh', 'Kulkarni', 'Production Planner'],
  ['Sunita', 'Deshpande', 'Production Planner'],
  ['Imran', 'Shaikh', 'Production Planner'],
  ['Anita', 'Joshi', 'Sales'],
  ['Vikram', 'Patil', 'Sales'],
  ['Farah', 'Khan', 'Sales', false],
  ['Suresh', 'Pillai', 'Stores'],
  ['Lakshmi', 'Rao', 'Stores'],
  ['Gurpreet', 'Singh', 'Stores'],
  ['Meena', 'Iyer', 'HR Executive'],
  ['Arjun', 'Mehta', 'Viewer'],
  ['Kavita', 'Bhosale', 'Viewer'],
  ['Sanjay', 'Gupta', 'Viewer', false],
  ['Neha', 'Chavan', 'Production Planner'],
  ['Prakash', 'Naik', 'Sales'],
  ['Ramesh', 'Jadhav', 'Dispatch Clerk'],
  ['Pooja', 'Kale', 'Accounts'],
  ['Sachin', 'Pawar', 'Production Supervisor'],
  ['Mahesh', 'Shinde', 'Production Supervisor'],
  ['Pooja', 'Wagh', 'Quality Inspector'],
  ['Kiran', 'Sawant', 'Quality Inspector'],
];

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const seeded = await seedInitialData(database.db, { email: config.adminEmail, password: config.adminPassword });
    if (seeded.generatedPassword) {
      console.log(`Created the admin ${seeded.adminEmail} with the password: ${seeded.generatedPassword}`);
    }
    const db = database.db;
    const roleIds = new Map<string, string>();
    for (const [name, permissions] of Object.entries(DEMO_ROLES)) {
      const [existing] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.name}) = lower(${name})`);
      const id =
        existing?.id ?? (await db.insert(roles).values({ name, permissions }).returning({ id: roles.id }))[0]?.id;
      if (id) roleIds.set(name, id);
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let added = 0;
    for (const [firstName, lastName, role, isActive = true] of DEMO_STAFF) {
      const email = `${firstName}.${lastName}@example.com`.toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) continue;
      await db.insert(users).values({ email, passwordHash, firstName, lastName, isActive, roleId: roleIds.get(role) });
      added++;
    }
    console.log(`Demo data: ${Object.keys(DEMO_ROLES).length} roles, ${added} new staff accounts.`);
    console.log(`Master data: ${await seedMasterData(db)}.`);
    console.log(`Products: ${await seedProducts(db)}.`);
    console.log(`Sales: ${await seedSales(db)}.`);
    console.log(`Stores: ${await seedStores(db)}.`);
    console.log(`Production: ${await seedProduction(db)}.`);
    console.log(`Demo staff sign in as firstname.lastname@example.com with the password "${DEMO_PASSWORD}".`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
