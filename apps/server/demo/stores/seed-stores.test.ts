import { addDays, financialYearOf, SERIES_PREFIX, todayIn } from '@lathe/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  customerMaterialReceipts,
  documentSeries,
  goodsReceiptLines,
  goodsReceipts,
  jobWorkChallanLines,
  jobWorkChallans,
  purchaseOrderLines,
  purchaseOrders,
  salesOrders,
  stockBalances,
  stockMovements,
  stockTrackedProducts,
  suppliers,
  users,
} from '../../src/db/schema/index.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { createJobWorkService } from '../../src/modules/job-work/job-work.service.js';
import { createStockService } from '../../src/modules/stock/stock.service.js';
import { openTestDatabase } from '../../test/test-database.js';
import { seedMasterData } from '../master-data/seed-master-data.js';
import { seedProducts } from '../products/seed-products.js';
import { seedSales } from '../sales/seed-sales.js';
import { loadStoresInputs, STORES_EMAIL, type StoresInputs } from './inputs.js';
import { barOf } from './materials.js';
import { seedStores } from './seed-stores.js';
import { planStores } from './stores-plan.js';

let database: Database;
let summary: string;
let storesUserId: string;
let inputs: StoresInputs;
let plan: ReturnType<typeof planStores>;
let replanned: ReturnType<typeof planStores>;
const now = new Date();
const today = todayIn('Asia/Kolkata', now);

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await seedMasterData(db);
  await seedProducts(db);
  await seedSales(db, { now });
  const [stores] = await db
    .insert(users)
    .values({ email: STORES_EMAIL, passwordHash: 'not-a-hash', firstName: 'Suresh', lastName: 'Pillai' })
    .returning({ id: users.id });
  storesUserId = stores?.id ?? '';
  // The plan from the same inputs, twice: nothing in it may depend on the clock or chance.
  inputs = await loadStoresInputs(db, now);
  plan = planStores(inputs);
  replanned = planStores(await loadStoresInputs(db, now));
  summary = await seedStores(db, { now });
}, 180_000);
afterAll(() => database.close());

/** What the seed wrote, read back once. */
let cached: ReturnType<typeof readTables> | undefined;
const readAll = () => {
  cached ??= readTables();
  return cached;
};

async function readTables() {
  const db = database.db;
  const [
    orders,
    orderLines,
    receipts,
    receiptLines,
    movements,
    balances,
    challans,
    challanLines,
    free,
    tracked,
    series,
  ] = await Promise.all([
    db.select().from(purchaseOrders),
    db.select().from(purchaseOrderLines),
    db.select().from(goodsReceipts),
    db.select().from(goodsReceiptLines),
    db.select().from(stockMovements),
    db.select().from(stockBalances),
    db.select().from(jobWorkChallans),
    db.select().from(jobWorkChallanLines),
    db.select().from(customerMaterialReceipts),
    db.select().from(stockTrackedProducts),
    db.select().from(documentSeries),
  ]);
  return {
    orders,
    orderLines,
    receipts,
    receiptLines,
    movements,
    balances,
    challans,
    challanLines,
    free,
    tracked,
    series,
  };
}

const grams = (kg: number) => Math.round(kg * 1000);
const statusCount = (rows: { status: string }[], status: string) => rows.filter((row) => row.status === status).length;

describe('demo stores', () => {
  it('adds purchases, receipts, stock and job work once, even when run twice', async () => {
    const match =
      /^(\d+) purchase orders, (\d+) goods receipts, (\d+) stock movements, (\d+) job-work challans, (\d+) free-issue receipts, (\d+) stock-tracked products$/.exec(
        summary,
      );
    expect(match, summary).not.toBeNull();
    const [orders = 0, receipts = 0, movements = 0, challans = 0, free = 0, tracked = 0] = (match ?? [])
      .slice(1)
      .map(Number);
    // About 30: how many bars the open orders need decides it.
    expect(orders).toBeGreaterThanOrEqual(20);
    expect(orders).toBeLessThanOrEqual(40);
    expect(receipts).toBeGreaterThan(orders * 0.8);
    expect(movements).toBeGreaterThan(receipts * 2);
    expect(challans).toBeGreaterThanOrEqual(8);
    expect(challans).toBeLessThanOrEqual(12);
    expect(free).toBeGreaterThanOrEqual(2);
    expect(free).toBeLessThanOrEqual(3);
    expect(tracked).toBeGreaterThanOrEqual(8);
    expect(tracked).toBeLessThanOrEqual(12);

    const ledger = async () => (await database.db.select({ n: count() }).from(stockMovements))[0]?.n;
    const before = await ledger();
    expect(await seedStores(database.db, { now })).toBe(summary);
    expect(await ledger()).toBe(before);
  });

  it('plans the same story from the same day, and keys in every document it plans', async () => {
    expect(JSON.stringify(replanned)).toBe(JSON.stringify(plan));
    const { orders, challans } = await readAll();
    expect(orders.length).toBe(plan.filter((event) => event.type === 'purchase-order').length);
    expect(challans.length).toBe(plan.filter((event) => event.type === 'challan').length);
  });

  it('spreads the purchase orders over four months, in every status a buyer sees', async () => {
    const { orders } = await readAll();
    for (const order of orders) {
      expect(order.poDate >= addDays(today, -125) && order.poDate <= today, order.poDate).toBe(true);
      expect(order.poNumber === null).toBe(order.status === 'draft');
      expect(order.createdBy).toBe(storesUserId);
      // Keyed in on its own day, as the lists show it.
      expect(todayIn('Asia/Kolkata', order.createdAt)).toBe(order.poDate);
      if (order.status === 'short_closed' || order.status === 'cancelled') expect(order.statusReason).toBeTruthy();
    }
    expect(statusCount(orders, 'draft')).toBe(2);
    expect(statusCount(orders, 'cancelled')).toBe(1);
    expect(statusCount(orders, 'short_closed')).toBe(1);
    expect(statusCount(orders, 'confirmed')).toBeGreaterThanOrEqual(2);
    expect(statusCount(orders, 'confirmed')).toBeLessThanOrEqual(3);
    expect(statusCount(orders, 'partly_received')).toBeGreaterThanOrEqual(3);
    expect(statusCount(orders, 'received')).toBeGreaterThan(orders.length / 2);
    // Bar stock from the steel, brass and aluminium suppliers; packing, oil and plating besides.
    const codes = await database.db.select({ id: suppliers.id, code: suppliers.supplierCode }).from(suppliers);
    const codeOf = new Map(codes.map((row) => [row.id, row.code]));
    const bought = new Set(orders.map((order) => codeOf.get(order.supplierId)));
    for (const code of ['SUP-001', 'SUP-005', 'SUP-006', 'SUP-008']) expect(bought.has(code), code).toBe(true);
    // The mills sell whenever the open orders need one of their bars (that depends on the day's orders).
    for (const code of ['SUP-002', 'SUP-003', 'SUP-007']) {
      const needed = inputs.planning.some(
        (row) => row.needKg > 0 && barOf(row.grade, row.rodSize).supplierCode === code,
      );
      expect(bought.has(code), code).toBe(needed);
    }
    // IGST from Gujarat and Tamil Nadu, CGST + SGST from Pune.
    expect(orders.some((order) => order.igstTotal > 0) && orders.some((order) => order.cgstTotal > 0)).toBe(true);
  });

  it('counts on every order line exactly what its received goods receipts accepted', async () => {
    const { orders, orderLines, receipts, receiptLines } = await readAll();
    const received = new Set(receipts.filter((r) => r.status === 'received').map((r) => r.id));
    for (const line of orderLines) {
      const accepted = receiptLines
        .filter((r) => r.purchaseOrderLineId === line.id && received.has(r.goodsReceiptId))
        .reduce((sum, r) => sum + grams(r.acceptedQuantity), 0);
      expect(grams(line.receivedQuantity)).toBe(accepted);
      expect(accepted).toBeLessThanOrEqual(grams(line.quantity));
    }
    const orderOf = new Map(orders.map((order) => [order.id, order]));
    for (const receipt of receipts) {
      const order = orderOf.get(receipt.purchaseOrderId);
      expect(receipt.receiptDate >= (order?.poDate ?? '') && receipt.receiptDate <= today).toBe(true);
      expect(receipt.supplierInvoiceNumber).toBeTruthy();
      expect((receipt.supplierInvoiceDate ?? '') <= receipt.receiptDate).toBe(true);
    }
    const barLines = receiptLines.filter((line) => line.heatNumber);
    expect(barLines.length).toBeGreaterThan(receipts.length / 2);
    expect(receiptLines.some((line) => line.rejectedQuantity > 0 && line.rejectionReason)).toBe(true);
  });

  it('numbers orders, receipts and challans 1…n in date order in each financial year', async () => {
    const { orders, receipts, challans, free, series } = await readAll();
    const check = (prefix: string, documents: { number: string | null; date: string }[]) => {
      const years = new Map<string, { n: number; date: string }[]>();
      for (const { number, date } of documents) {
        if (!number) continue;
        const [p, year = '', n] = number.split('/');
        expect([p, year]).toEqual([prefix, financialYearOf(date)]);
        years.set(year, [...(years.get(year) ?? []), { n: Number(n), date }]);
      }
      for (const [year, list] of years) {
        list.sort((a, b) => a.n - b.n);
        expect(list.map((d) => d.n)).toEqual(list.map((_, i) => i + 1));
        expect(list.map((d) => d.date)).toEqual(list.map((d) => d.date).sort());
        expect(series.find((row) => row.prefix === prefix && row.financialYear === year)?.lastNumber).toBe(list.length);
      }
    };
    check(
      SERIES_PREFIX.purchaseOrder,
      orders.map((o) => ({ number: o.poNumber, date: o.poDate })),
    );
    check(
      SERIES_PREFIX.goodsReceipt,
      receipts.map((r) => ({ number: r.grnNumber, date: r.receiptDate })),
    );
    check(
      SERIES_PREFIX.jobWorkChallan,
      challans.map((c) => ({ number: c.challanNumber, date: c.challanDate })),
    );
    check(
      SERIES_PREFIX.customerMaterial,
      free.map((r) => ({ number: r.receiptNumber, date: r.receiptDate })),
    );
  });

  it('never takes stock below zero, and every balance is what its ledger adds up to', async () => {
    const { balances, movements } = await readAll();
    const sums = new Map<string, { grams: number; bars: number }>();
    for (const movement of movements) {
      expect(movement.movementDate <= today).toBe(true);
      const key = `${movement.itemKey}|${movement.ownerId ?? ''}|${movement.heatNumber}`;
      const sum = sums.get(key) ?? { grams: 0, bars: 0 };
      sum.grams += grams(movement.quantity);
      sum.bars += movement.bars;
      sums.set(key, sum);
    }
    expect(balances.length).toBe(sums.size);
    for (const balance of balances) {
      expect(balance.quantity).toBeGreaterThanOrEqual(0);
      expect(balance.bars).toBeGreaterThanOrEqual(0);
      const sum = sums.get(`${balance.itemKey}|${balance.ownerKey}|${balance.heatNumber}`);
      expect([grams(balance.quantity), balance.bars], balance.itemKey).toEqual([sum?.grams, sum?.bars]);
    }
    const kinds = new Set(movements.map((movement) => movement.kind));
    for (const kind of ['receipt', 'issue', 'return', 'adjustment', 'job_work_out', 'job_work_in', 'free_issue_in']) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    // Every movement keyed in by the Stores user.
    expect(movements.every((movement) => movement.createdBy === storesUserId)).toBe(true);
  });

  it('issues against open orders, brings a few bars back, and writes off bar ends at the month-end count', async () => {
    const { movements } = await readAll();
    const open = new Set(
      (
        await database.db.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.status, 'confirmed'))
      ).map((order) => order.id),
    );
    const againstOrders = movements.filter((m) => m.kind === 'issue' && m.salesOrderId);
    expect(againstOrders.length).toBeGreaterThanOrEqual(5);
    expect(againstOrders.every((m) => open.has(m.salesOrderId ?? ''))).toBe(true);
    expect(movements.filter((m) => m.kind === 'return').length).toBeGreaterThanOrEqual(2);
    const counts = movements.filter((m) => m.kind === 'adjustment' && m.itemType === 'material');
    expect(counts.length).toBeGreaterThanOrEqual(1);
    for (const m of counts) {
      expect(m.quantity).toBeLessThan(0);
      expect(m.reason).toMatch(/^Physical count \d\d\/\d\d: /);
    }
  });

  it('leaves material planning real shortages and bars it covers', async () => {
    const stock = createStockService(database.db);
    const rows = (await stock.planning.list({ page: 1, limit: 100, search: '', sortBy: 'need', sortOrder: 'DESC' }, {}))
      .data;
    const stocked = rows.filter((row) => row.inStockKg > 0 || row.onOrderKg > 0 || row.issuedKg > 0);
    expect(stocked.filter((row) => row.shortageKg <= 0).length).toBeGreaterThanOrEqual(4);
    expect(stocked.filter((row) => row.shortageKg > 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.onOrderKg > 0)).toBe(true);
  });

  it('keeps finished stock of about ten products from an opening count', async () => {
    const { tracked, movements } = await readAll();
    for (const { productId } of tracked) {
      const opening = movements.filter((m) => m.productId === productId && m.kind === 'adjustment');
      expect(opening.length).toBe(1);
      expect(opening[0]?.quantity).toBeGreaterThan(0);
      expect(opening[0]?.reason).toMatch(/^Opening stock/);
    }
  });

  it('sends plating job work over six months: most back, some partly, two out, one out over a year', async () => {
    const { challans, challanLines } = await readAll();
    for (const line of challanLines) {
      expect(line.goodQuantity + line.rejectedQuantity).toBe(line.returnedQuantity);
      expect(line.returnedQuantity).toBeLessThanOrEqual(line.quantity);
    }
    expect(statusCount(challans, 'received')).toBeGreaterThanOrEqual(4);
    expect(statusCount(challans, 'partly_received')).toBeGreaterThanOrEqual(2);
    expect(statusCount(challans, 'sent')).toBe(2);
    expect(statusCount(challans, 'closed')).toBe(1);
    expect(challanLines.some((line) => line.rejectedQuantity > 0)).toBe(true);
    const recent = challans.filter((challan) => challan.challanDate >= addDays(today, -180));
    expect(recent.length).toBe(challans.length - 1);
    const jobWork = createJobWorkService(database.db, createCompanyService(database.db));
    const overdue = await jobWork.list(
      { page: 1, limit: 20, search: '', sortBy: 'challanDate', sortOrder: 'ASC' },
      { overdue: true },
    );
    expect(overdue.total).toBe(1);
    expect(overdue.data[0]?.pendingQuantity).toBeGreaterThan(0);
  });

  it("receives a customer's free-issue bars against their challans, kept as theirs", async () => {
    const { free, balances } = await readAll();
    expect(free.every((receipt) => receipt.status === 'received' && receipt.customerChallanNumber)).toBe(true);
    expect(new Set(free.map((receipt) => receipt.customerId)).size).toBe(1);
    const theirs = balances.filter((balance) => balance.ownerId === free[0]?.customerId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((balance) => balance.ownerKey === balance.ownerId)).toBe(true);
  });
});
