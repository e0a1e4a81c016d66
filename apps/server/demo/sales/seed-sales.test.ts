import {
  addDays,
  companySettingsInputSchema,
  computeGst,
  type ExportType,
  financialYearOf,
  fromPaise,
  isInvoiceOverdue,
  isOrderLate,
  isValidGstin,
  isWithoutPayment,
  lineAmountPaise,
  OTHER_COUNTRY,
  SERIES_PREFIX,
  sumPaise,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  companySettings,
  customers,
  dispatches,
  dispatchLines,
  documentSeries,
  invoiceLines,
  invoices,
  payments,
  products,
  salesOrderLines,
  salesOrders,
} from '../../src/db/schema/index.js';
import { openTestDatabase } from '../../test/test-database.js';
import { seedMasterData } from '../master-data/seed-master-data.js';
import { seedProducts } from '../products/seed-products.js';
import { seedCompanySettings } from './company.js';
import { planSales } from './sales-plan.js';
import { loadPlanInputs, seedSales } from './seed-sales.js';

let database: Database;
let summary: string;
const now = new Date();
const today = todayIn('Asia/Kolkata', now);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedMasterData(database.db);
  await seedProducts(database.db);
  summary = await seedSales(database.db, { now });
});
afterAll(() => database.close());

/** Everything the seed wrote, read back once. */
let cached: ReturnType<typeof readTables> | undefined;
const readAll = () => {
  cached ??= readTables();
  return cached;
};

async function readTables() {
  const db = database.db;
  const [orders, lines, sent, sentLines, bills, billLines, paid, customerRows, productRows, series, settings] =
    await Promise.all([
      db.select().from(salesOrders),
      db.select().from(salesOrderLines),
      db.select().from(dispatches),
      db.select().from(dispatchLines),
      db.select().from(invoices),
      db.select().from(invoiceLines),
      db.select().from(payments),
      db.select().from(customers),
      db.select().from(products),
      db.select().from(documentSeries),
      db.select().from(companySettings),
    ]);
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  return {
    orders,
    lines,
    linesOf: group(lines, (line) => line.orderId),
    sent,
    sentOf: group(sent, (dispatch) => dispatch.orderId),
    sentLines,
    bills,
    billLinesOf: group(billLines, (line) => line.invoiceId),
    billLines,
    paidOf: group(paid, (payment) => payment.invoiceId),
    paid,
    customer: new Map(customerRows.map((row) => [row.id, row])),
    product: new Map(productRows.map((row) => [row.id, row])),
    series,
    settings: settings[0],
  };
}

const ISSUED = ['issued', 'partially_paid', 'paid'];

describe('demo sales', () => {
  it('adds a year of orders, dispatches, invoices and payments once, even when run twice', async () => {
    const match = /^(\d+) sales orders, (\d+) dispatches, (\d+) invoices, (\d+) payments$/.exec(summary);
    expect(match, summary).not.toBeNull();
    const [orders, sent, bills, paid] = (match ?? []).slice(1).map(Number);
    expect(orders).toBeGreaterThanOrEqual(180);
    expect(orders).toBeLessThanOrEqual(300);
    expect(sent).toBeGreaterThan(orders ?? 0);
    expect(bills).toBeGreaterThanOrEqual(sent ?? 0);
    expect(paid).toBeGreaterThan((bills ?? 0) / 2);

    const lineCount = async () => (await database.db.select({ n: count() }).from(salesOrderLines))[0]?.n;
    const before = await lineCount();
    expect(await seedSales(database.db, { now })).toBe(summary);
    expect(await lineCount()).toBe(before);
  });

  it('spreads the orders over the last twelve months, each of its customer’s own products', async () => {
    const { orders, linesOf, customer, product } = await readAll();
    const dates = orders.map((order) => order.orderDate).sort();
    const [oldest = '', newest = ''] = [dates[0], dates.at(-1)];
    expect(oldest >= addDays(today, -366) && oldest <= addDays(today, -330), oldest).toBe(true);
    expect(newest <= today && newest >= addDays(today, -3), newest).toBe(true);
    let ownDates = 0;
    for (const order of orders) {
      const lines = linesOf.get(order.id) ?? [];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(5);
      expect((order.customerPoDate ?? '') <= order.orderDate).toBe(true);
      expect(order.customerPoNumber).toMatch(/^(4500\d{6}|PO\/\d\d-\d\d\/\d{4}|[A-Z]{3}\/PUR\/\d\d-\d\d\/\d{5})$/);
      const lead = (Date.parse(order.deliveryDate ?? '') - Date.parse(order.orderDate)) / 86_400_000;
      expect(lead).toBeGreaterThanOrEqual(14);
      expect(lead).toBeLessThanOrEqual(42);
      for (const line of lines) {
        const part = product.get(line.productId);
        expect(part?.partyCode).toBe(customer.get(order.customerId)?.partyCode);
        expect([line.drawingNumber, line.description]).toEqual([part?.drawingNumber, part?.productDescription]);
        expect(line.rate).toBeGreaterThanOrEqual(5);
        expect(line.rate).toBeLessThanOrEqual(450);
        expect(line.quantity).toBeGreaterThanOrEqual(100);
        if (part?.qtyInBox) expect(line.quantity % part.qtyInBox).toBe(0);
        expect(line.amount).toBe(fromPaise(lineAmountPaise(line.quantity, toPaise(line.rate))));
        if (line.deliveryDate) ownDates++;
      }
      expect(order.totalAmount).toBe(fromPaise(sumPaise(lines.map((line) => toPaise(line.amount)))));
    }
    expect(ownDates).toBeGreaterThan(0);
  });

  it('keeps every order line’s dispatched and invoiced quantities equal to its dispatches and issued invoices', async () => {
    const { lines, sentLines, bills, billLines } = await readAll();
    const status = new Map(bills.map((bill) => [bill.id, bill.status]));
    for (const line of lines) {
      const dispatched = sentLines.filter((l) => l.orderLineId === line.id).reduce((sum, l) => sum + l.quantity, 0);
      const invoiced = billLines
        .filter((l) => l.salesOrderLineId === line.id && ISSUED.includes(status.get(l.invoiceId) ?? ''))
        .reduce((sum, l) => sum + l.quantity, 0);
      expect([line.dispatchedQuantity, line.invoicedQuantity]).toEqual([dispatched, invoiced]);
      expect(line.invoicedQuantity).toBeLessThanOrEqual(line.dispatchedQuantity);
    }
  });

  it('completes exactly the orders fully dispatched and invoiced; closes, cancels and drafts as it says', async () => {
    const { orders, linesOf, sentOf, bills, sent } = await readAll();
    const byStatus = (status: string) => orders.filter((order) => order.status === status);
    for (const order of orders) {
      const lines = linesOf.get(order.id) ?? [];
      const full = lines.every((l) => l.dispatchedQuantity === l.quantity && l.invoicedQuantity === l.quantity);
      if (order.status === 'completed' || order.status === 'confirmed') {
        expect(order.status === 'completed', order.orderNumber ?? '').toBe(full);
      }
      if (order.status === 'closed') {
        expect(full).toBe(false);
        expect(lines.some((l) => l.dispatchedQuantity > 0)).toBe(true);
        expect(order.statusReason).toBeTruthy();
        expect(order.closedAt).not.toBeNull();
      }
      if (order.status === 'cancelled' || order.status === 'draft') {
        expect(sentOf.get(order.id)).toBeUndefined();
        expect(bills.some((bill) => bill.salesOrderId === order.id)).toBe(false);
      }
      expect(order.orderNumber === null).toBe(order.status === 'draft');
      expect(order.confirmedAt === null).toBe(order.status === 'draft');
    }
    expect(byStatus('draft').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('draft').length).toBeLessThanOrEqual(4);
    expect(byStatus('cancelled').every((order) => order.statusReason && order.cancelledAt)).toBe(true);
    expect(byStatus('cancelled').length).toBe(2);
    expect(byStatus('closed').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('completed').length).toBeGreaterThan(orders.length / 2);
    const orderDate = new Map(orders.map((order) => [order.id, order.orderDate]));
    for (const dispatch of sent) {
      expect(dispatch.dispatchDate >= (orderDate.get(dispatch.orderId) ?? today)).toBe(true);
      expect(dispatch.dispatchDate <= today).toBe(true);
      expect(dispatch.vehicleReference).toBeTruthy();
    }
  });

  it('taxes every invoice as computeGst does and never takes more than its total', async () => {
    const { bills, billLinesOf, paidOf, customer, settings } = await readAll();
    for (const bill of bills) {
      const label = bill.invoiceNumber ?? bill.id;
      const lines = (billLinesOf.get(bill.id) ?? []).sort((a, b) => a.lineNumber - b.lineNumber);
      // An SEZ supply or export is IGST, or without any under the LUT.
      const gst = computeGst({
        intraState:
          !bill.exportType && (!settings?.state || !bill.placeOfSupply || bill.placeOfSupply === settings.state),
        zeroRated: isWithoutPayment(bill.exportType as ExportType | null),
        lines: lines.map((l) => ({ quantity: l.quantity, rate: l.rate, gstRate: l.gstRate, hsnCode: l.hsnCode })),
      });
      lines.forEach((line, i) => {
        const figures = gst.lines[i];
        expect([line.taxable, line.cgst, line.sgst, line.igst, line.total], label).toEqual(
          [figures?.taxable, figures?.cgst, figures?.sgst, figures?.igst, figures?.total].map((p) => fromPaise(p ?? 0)),
        );
        expect(line.unit).toBe('NOS');
        expect(line.hsnCode).toMatch(/^\d{8}$/);
      });
      expect(
        [bill.taxableTotal, bill.cgstTotal, bill.sgstTotal, bill.igstTotal, bill.roundOff, bill.grandTotal],
        label,
      ).toEqual(
        [gst.taxableTotal, gst.cgstTotal, gst.sgstTotal, gst.igstTotal, gst.roundOff, gst.grandTotal].map(fromPaise),
      );

      const received = paidOf.get(bill.id) ?? [];
      const paid = sumPaise(received.map((payment) => toPaise(payment.amount)));
      expect(toPaise(bill.amountPaid), label).toBe(paid);
      expect(toPaise(bill.grandTotal) - paid, label).toBeGreaterThanOrEqual(0);
      const expected =
        bill.status === 'draft' || bill.status === 'cancelled'
          ? bill.status
          : paid === 0
            ? 'issued'
            : paid === toPaise(bill.grandTotal)
              ? 'paid'
              : 'partially_paid';
      expect(bill.status, label).toBe(expected);
      if (bill.status === 'draft' || bill.status === 'cancelled') expect(received).toEqual([]);
      for (const payment of received) {
        expect(payment.paymentDate >= bill.invoiceDate && payment.paymentDate <= today, label).toBe(true);
        expect(payment.reference).toBeTruthy();
      }

      const buyer = customer.get(bill.customerId);
      expect(bill.dueDate).toBe(addDays(bill.invoiceDate, buyer?.paymentTermsDays ?? -1));
      expect([bill.customerPartyCode, bill.customerGstin, bill.placeOfSupply]).toEqual([
        buyer?.partyCode,
        buyer?.gstin,
        buyer?.gstCategory === 'overseas' ? OTHER_COUNTRY.name : buyer?.state,
      ]);
      expect(bill.exportType === null, label).toBe(buyer?.gstCategory === 'regular');
      expect(bill.placeOfSupplyCode).toMatch(/^\d\d$/);
      if (bill.status === 'draft') {
        expect([bill.invoiceNumber, bill.seller, bill.issuedAt]).toEqual([null, null, null]);
      } else {
        expect(bill.seller?.name).toBe(settings?.name);
        expect(bill.seller?.stateCode).toBe('27');
      }
    }
    expect(bills.filter((bill) => bill.status === 'draft').length).toBe(2);
    const cancelled = bills.filter((bill) => bill.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    expect(cancelled.every((bill) => bill.invoiceNumber && bill.cancelReason && bill.cancelledAt)).toBe(true);
    // Both kinds of tax: customers in Maharashtra and beyond.
    expect(bills.some((bill) => bill.cgstTotal > 0) && bills.some((bill) => bill.igstTotal > 0)).toBe(true);
  });

  it('numbers orders and invoices 1…n in date order in each financial year, and the series go on from there', async () => {
    const { orders, bills, series } = await readAll();
    const check = (prefix: string, documents: { number: string | null; date: string }[]) => {
      const numbered = documents.filter((d): d is { number: string; date: string } => d.number !== null);
      const years = new Map<string, { n: number; date: string }[]>();
      for (const { number, date } of numbered) {
        const [p, year = '', n] = number.split('/');
        expect([p, year]).toEqual([prefix, financialYearOf(date)]);
        years.set(year, [...(years.get(year) ?? []), { n: Number(n), date }]);
      }
      expect(years.size).toBeGreaterThanOrEqual(1);
      for (const [year, list] of years) {
        list.sort((a, b) => a.n - b.n);
        expect(list.map((d) => d.n)).toEqual(list.map((_, i) => i + 1));
        const dates = list.map((d) => d.date);
        expect(dates).toEqual([...dates].sort());
        expect(series.find((row) => row.prefix === prefix && row.financialYear === year)?.lastNumber).toBe(list.length);
      }
      expect(series.filter((row) => row.prefix === prefix).length).toBe(years.size);
    };
    check(
      SERIES_PREFIX.salesOrder,
      orders.map((order) => ({ number: order.orderNumber, date: order.orderDate })),
    );
    check(
      SERIES_PREFIX.invoice,
      bills.map((bill) => ({ number: bill.invoiceNumber, date: bill.invoiceDate })),
    );
  });

  it('leaves the dashboard something to show: late orders, orders due this week, overdue receivables', async () => {
    const { orders, linesOf, bills } = await readAll();
    const late = orders.filter((order) =>
      isOrderLate(
        { status: order.status, deliveryDate: order.deliveryDate, lines: linesOf.get(order.id) ?? [] },
        today,
      ),
    );
    expect(late.length).toBeGreaterThanOrEqual(3);
    expect(late.length).toBeLessThanOrEqual(10);
    const dueThisWeek = orders.filter(
      (order) =>
        order.status === 'confirmed' &&
        order.deliveryDate !== null &&
        order.deliveryDate >= today &&
        order.deliveryDate <= addDays(today, 7),
    );
    expect(dueThisWeek.length).toBeGreaterThanOrEqual(3);
    const overdue = bills.filter((bill) => isInvoiceOverdue(bill, today));
    expect(overdue.length).toBeGreaterThanOrEqual(5);
    const outstanding = bills.filter((bill) => ISSUED.includes(bill.status) && bill.amountPaid < bill.grandTotal);
    expect(overdue.length).toBeLessThan(outstanding.length);
    expect(bills.filter((bill) => bill.status === 'paid').length).toBeGreaterThan(bills.length / 2);
    expect(bills.some((bill) => bill.status === 'partially_paid')).toBe(true);
  });

  it('names the company so that its settings pass the form’s validation, and leaves them alone once named', async () => {
    const { settings } = await readAll();
    if (!settings) throw new Error('No company settings');
    const { id: _id, updatedAt: _updatedAt, ...fields } = settings;
    expect(companySettingsInputSchema.safeParse(fields).error?.issues).toBeUndefined();
    expect(isValidGstin(settings?.gstin ?? '')).toBe(true);
    expect(settings?.gstin?.slice(0, 2)).toBe('27');
    expect(settings?.gstin?.slice(2, 12)).toBe(settings?.pan);
    expect(settings?.bankAccountNumber).toMatch(/^\d{14}$/);
    expect(settings?.bankIfsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(settings?.logo).toBeNull();

    await database.db.update(companySettings).set({ name: 'Our Own Name' }).where(eq(companySettings.id, 1));
    const seller = await seedCompanySettings(database.db);
    expect(seller.name).toBe('Our Own Name');
    await database.db.update(companySettings).set({ name: settings?.name }).where(eq(companySettings.id, 1));
  });

  it('plans the same year for the same day, and numbers a new financial year from 1', async () => {
    const project = (plan: ReturnType<typeof planSales>) => ({
      orders: plan.orders.map((o) => [
        o.orderNumber,
        o.orderDate,
        o.customer.partyCode,
        o.fate,
        o.lines.map((l) => [l.product.drawingNumber, l.quantity, l.ratePaise, l.dispatched, l.invoiced]),
        o.dispatches.map((d) => [d.date, d.vehicleReference]),
      ]),
      invoices: plan.invoices.map((i) => [
        i.invoiceNumber,
        i.status,
        i.gst.grandTotal,
        i.payments.map((p) => [p.paymentDate, p.amountPaise, p.reference]),
      ]),
      series: plan.series,
    });
    const plan = async (at: Date) => {
      const { customerList, productList, context } = await loadPlanInputs(database.db, at);
      return project(planSales(customerList, productList, context, 'Maharashtra'));
    };
    expect(await plan(now)).toEqual(await plan(now));

    // Ten days into April: last year's series ran long, this year's has just begun.
    const april = await plan(new Date('2027-04-10T06:30:00Z'));
    const thisYear = april.series.filter((row) => row.financialYear === '2027-28');
    expect(thisYear.map((row) => row.prefix).sort()).toEqual(['INV', 'SO']);
    expect(thisYear.every((row) => row.lastNumber < 40)).toBe(true);
    expect(
      april.series.find((row) => row.prefix === 'INV' && row.financialYear === '2026-27')?.lastNumber,
    ).toBeGreaterThan(200);
  });
});
