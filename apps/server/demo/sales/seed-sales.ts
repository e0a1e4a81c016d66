import { todayIn } from '@lathe/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/db/client.js';
import {
  customers,
  dispatches,
  dispatchLines,
  documentSeries,
  invoiceLines,
  invoices,
  payments,
  products,
  roles,
  salesOrderLines,
  salesOrders,
  users,
} from '../../src/db/schema/index.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { seedCompanySettings } from './company.js';
import type { PlannedInvoice } from './invoice-plan.js';
import type { PlanContext } from './order-plan.js';
import { seededRandom } from './random.js';
import { invoiceRows, orderRows } from './rows.js';
import { planSales } from './sales-plan.js';

/*
 * A year of the demo shop's business: sales orders of the demo customers' products, what was
 * dispatched against them, the GST invoices (a quarter of SEZ supplies and exports among them)
 * and the payments received, all dated back from today so the dashboard always shows a live shop
 * (open and late orders, receivables due and overdue). Written in one transaction, straight into
 * the tables, with every figure computed by the shared money functions the server uses.
 */

/** The same dice every run: the same day gives the same year. */
const SEED = 411_026;
/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 250;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function summary(db: DbOrTx): Promise<string> {
  const tables = { 'sales orders': salesOrders, dispatches, invoices, payments };
  const counts: string[] = [];
  // One after another: inside a transaction they share one connection anyway.
  for (const [name, table] of Object.entries(tables)) {
    counts.push(`${(await db.select({ n: count() }).from(table))[0]?.n ?? 0} ${name}`);
  }
  return counts.join(', ');
}

/** The live customers, their products and the Sales staff the plan draws on, and the dice. */
export async function loadPlanInputs(tx: DbOrTx, now: Date) {
  const customerList = await tx
    .select({
      id: customers.id,
      partyCode: customers.partyCode,
      name: customers.name,
      gstin: customers.gstin,
      billingAddress: customers.billingAddress,
      shippingAddress: customers.shippingAddress,
      state: customers.state,
      paymentTermsDays: customers.paymentTermsDays,
      gstCategory: customers.gstCategory,
      countryCode: customers.countryCode,
      currency: customers.currency,
    })
    .from(customers)
    .where(eq(customers.isDeleted, false))
    .orderBy(asc(customers.partyCode));
  const productList = await tx
    .select({
      id: products.id,
      partyCode: products.partyCode,
      drawingNumber: products.drawingNumber,
      productDescription: products.productDescription,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      grade: products.grade,
      rawMaterialWeight: products.rawMaterialWeight,
      netWeight: products.netWeight,
      spmRoughFirstCycleTimeSec: products.spmRoughFirstCycleTimeSec,
      roughFirstCycleTimeSec: products.roughFirstCycleTimeSec,
      roughSecondCycleTimeSec: products.roughSecondCycleTimeSec,
      singleSetupCycleTimeSec: products.singleSetupCycleTimeSec,
      firstSetupCycleTimeSec: products.firstSetupCycleTimeSec,
      secondSetupCycleTimeSec: products.secondSetupCycleTimeSec,
      qtyInBox: products.qtyInBox,
    })
    .from(products)
    .orderBy(asc(products.partyCode), asc(products.drawingNumber), asc(products.id));
  // The demo Sales staff key in orders and invoices, when seed-demo has made them.
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(roles.name, 'Sales'), eq(users.isActive, true)))
    .orderBy(asc(users.email));
  const context: PlanContext = {
    today: todayIn('Asia/Kolkata', now),
    now,
    random: seededRandom(SEED),
    staff: staff.map((user) => user.id),
  };
  return { customerList, productList, context };
}

/**
 * About 240 sales orders over the last twelve months with their dispatches, invoices and
 * payments, and the company settings the invoices print. Nothing is added while any sales
 * order or invoice exists (their numbers would collide), so a second run adds nothing.
 * Returns the counts in the tables.
 */
export async function seedSales(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    const [orderCount] = await tx.select({ n: count() }).from(salesOrders);
    const [invoiceCount] = await tx.select({ n: count() }).from(invoices);
    if ((orderCount?.n ?? 0) > 0 || (invoiceCount?.n ?? 0) > 0) return summary(tx);

    const seller = await seedCompanySettings(tx, todayIn('Asia/Kolkata', now));
    // The LUT the SEZ supplies and exports are made under: the settings', not the seller the invoices freeze.
    const lut = await createCompanyService(tx).get(tx);
    const { customerList, productList, context } = await loadPlanInputs(tx, now);
    const { orders, invoices: invoicePlan, series } = planSales(customerList, productList, context, seller.state, lut);

    const invoicesOf = new Map<string, PlannedInvoice[]>();
    for (const invoice of invoicePlan) {
      invoicesOf.set(invoice.order.id, [...(invoicesOf.get(invoice.order.id) ?? []), invoice]);
    }
    const orderTables = orders.map((order) => orderRows(order, invoicesOf.get(order.id) ?? []));
    const invoiceTables = invoicePlan.map((invoice) => invoiceRows(invoice, seller));

    await insertInBatches(
      orderTables.map((t) => t.header),
      (batch) => tx.insert(salesOrders).values(batch),
    );
    await insertInBatches(
      orderTables.flatMap((t) => t.lines),
      (batch) => tx.insert(salesOrderLines).values(batch),
    );
    await insertInBatches(
      orderTables.flatMap((t) => t.dispatches),
      (batch) => tx.insert(dispatches).values(batch),
    );
    await insertInBatches(
      orderTables.flatMap((t) => t.dispatchLines),
      (batch) => tx.insert(dispatchLines).values(batch),
    );
    await insertInBatches(
      invoiceTables.map((t) => t.header),
      (batch) => tx.insert(invoices).values(batch),
    );
    await insertInBatches(
      invoiceTables.flatMap((t) => t.lines),
      (batch) => tx.insert(invoiceLines).values(batch),
    );
    await insertInBatches(
      invoiceTables.flatMap((t) => t.payments),
      (batch) => tx.insert(payments).values(batch),
    );
    for (const row of series) {
      await tx
        .insert(documentSeries)
        .values(row)
        .onConflictDoUpdate({
          target: [documentSeries.prefix, documentSeries.financialYear],
          set: { lastNumber: row.lastNumber },
        });
    }
    // Each dispatch's delivery challan number, from its date's series (migration 0012).
    await tx.execute(sql`select delivery_challans_number()`);
    return summary(tx);
  });
}
