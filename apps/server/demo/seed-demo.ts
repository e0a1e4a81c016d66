/**
 * `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL) with
 * realistic demo roles, staff accounts, master data (departments, designations, employees,
 * machines, suppliers, customers), about 300 products of those customers, and a year of their
 * sales orders, dispatches, invoices and payments with the company settings the invoices print
 * (a quarter of SEZ supplies and exports under the company's LUT among them),
 * the stores' side of it (purchases, goods receipts, bar stock, job work) and the accounts' (the
 * suppliers' bills matched against them, the payments to suppliers), and the plant's last
 * month (machine capacity, holidays, work orders, inspections, production shift by shift), and the
 * automotive customers' side (quotations, blanket orders, a season of delivery schedules), and the
 * quality side (gauges, control plans, a month of in-process checks, inspected lots packed in boxes), for
 * trying the app. Safe to run twice. Stop the server first when using the embedded database: only one
 * process may open it.
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedInitialData } from '../src/db/seed.js';
import { seedContracts } from './contracts/seed-contracts.js';
import { seedMasterData } from './master-data/seed-master-data.js';
import { seedPayables } from './payables/seed-payables.js';
import { seedProduction } from './production/seed-production.js';
import { seedProducts } from './products/seed-products.js';
import { seedQuality } from './quality/seed-quality.js';
import { seedSales } from './sales/seed-sales.js';
import { seedStaff } from './staff/seed-staff.js';
import { DEMO_PASSWORD } from './staff/staff.js';
import { seedStores } from './stores/seed-stores.js';

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
    console.log(`Demo data: ${await seedStaff(db)}.`);
    console.log(`Master data: ${await seedMasterData(db)}.`);
    console.log(`Products: ${await seedProducts(db)}.`);
    console.log(`Sales: ${await seedSales(db)}.`);
    console.log(`Stores: ${await seedStores(db)}.`);
    console.log(`Payables: ${await seedPayables(db)}.`);
    console.log(`Production: ${await seedProduction(db)}.`);
    console.log(`Contracts: ${await seedContracts(db)}.`);
    console.log(`Quality: ${await seedQuality(db)}.`);
    console.log(`Demo staff sign in as firstname.lastname@example.com with the password "${DEMO_PASSWORD}".`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
