import { financialYearOf, SERIES_PREFIX, seriesNumber } from '@lathe/shared';
import type { documentSeries } from '../../src/db/schema/index.js';
import type { PlannedInvoice } from './invoice-plan.js';
import type { PlannedOrder } from './order-plan.js';
import { CANCELLED_INVOICE_REASON } from './references.js';

/*
 * Numbers as the server gives them: an order its SO number on confirmation, an invoice its
 * INV number on issue, each from the yearly series of its date, gap-free and in the order
 * they happened. Cancelled invoices keep theirs; drafts have none.
 */

type SeriesRow = typeof documentSeries.$inferInsert;

function series() {
  const last = new Map<string, SeriesRow>();
  return {
    take(prefix: string, date: string): string {
      const financialYear = financialYearOf(date);
      const key = `${prefix} ${financialYear}`;
      const row = last.get(key) ?? { prefix, financialYear, lastNumber: 0 };
      row.lastNumber += 1;
      last.set(key, row);
      return seriesNumber(prefix, financialYear, row.lastNumber);
    },
    rows: () => [...last.values()],
  };
}

const byDateThenMoment =
  <T>(date: (item: T) => string, moment: (item: T) => Date | null) =>
  (a: T, b: T) =>
    date(a) < date(b) ? -1 : date(a) > date(b) ? 1 : (moment(a)?.getTime() ?? 0) - (moment(b)?.getTime() ?? 0);

/** Numbers the confirmed orders and issued invoices; returns the series' last numbers to store. */
export function numberDocuments(orders: readonly PlannedOrder[], invoices: readonly PlannedInvoice[]): SeriesRow[] {
  const numbers = series();
  const confirmed = orders.filter((order) => order.confirmedAt !== null);
  confirmed.sort(
    byDateThenMoment(
      (order) => order.orderDate,
      (order) => order.confirmedAt,
    ),
  );
  for (const order of confirmed) order.orderNumber = numbers.take(SERIES_PREFIX.salesOrder, order.orderDate);

  const issued = invoices.filter((invoice) => invoice.issuedAt !== null);
  issued.sort(
    byDateThenMoment(
      (invoice) => invoice.invoiceDate,
      (invoice) => invoice.issuedAt,
    ),
  );
  for (const invoice of issued) invoice.invoiceNumber = numbers.take(SERIES_PREFIX.invoice, invoice.invoiceDate);
  for (const invoice of issued) {
    const replacement = invoice.replacedBy?.invoiceNumber;
    if (replacement) invoice.cancelReason = CANCELLED_INVOICE_REASON(replacement);
  }
  return numbers.rows();
}
