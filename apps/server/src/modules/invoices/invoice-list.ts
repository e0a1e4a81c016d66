import { INVOICE_SORTABLE, type InvoiceListFilter, type InvoiceTotals } from '@lathe/shared';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { type ListSpec, listWhere, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import {
  type InvoiceRow,
  overdueCondition,
  owedSql,
  type ReadContext,
  selectInvoices,
  toInvoiceSummary,
  unpaidCondition,
} from './invoice-rows.js';

export type InvoiceSort = (typeof INVOICE_SORTABLE)[number];

const SORTABLE = sortColumns(INVOICE_SORTABLE, {
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  customerName: invoices.customerName,
  grandTotal: invoices.grandTotal,
  status: invoices.status,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
});

/** Invoice number, party code, customer name and PO number, joined into one generated column. */
const SEARCHABLE = [invoices.searchText];

/** The invoices a month's sales count: dated in it, neither draft nor cancelled. */
const salesOfMonth = (month: string): SQL => sql`(${invoices.status} not in ('draft', 'cancelled')
  and ${invoices.invoiceDate} >= ${`${month}-01`}::date and ${invoices.invoiceDate} < (${`${month}-01`}::date + interval '1 month'))`;

/**
 * The list's filters: status (`overdue` among them), customer, sales order, overdue or not today,
 * still to collect, and a month's sales.
 */
function filterCondition(filters: InvoiceListFilter | undefined, today: string): SQL | undefined {
  if (!filters) return undefined;
  const { status, customerId, salesOrderId, overdue, outstanding, month } = filters;
  return and(
    outstanding ? unpaidCondition : undefined,
    month ? salesOfMonth(month) : undefined,
    status === 'overdue' ? overdueCondition(today) : status ? eq(invoices.status, status) : undefined,
    customerId ? eq(invoices.customerId, customerId) : undefined,
    salesOrderId ? eq(invoices.salesOrderId, salesOrderId) : undefined,
    overdue === undefined ? undefined : overdue ? overdueCondition(today) : not(overdueCondition(today)),
  );
}

/** What the list and its export page through: the whitelisted sorts, the search text, the filters. */
export function invoiceListSpec(filters: InvoiceListFilter | undefined, today: string): ListSpec<InvoiceSort> {
  return {
    table: invoices,
    searchable: SEARCHABLE,
    sortable: SORTABLE,
    tieBreaker: invoices.id,
    filters,
    counted: 'invoices',
    where: filterCondition(filters, today),
  };
}

/** A page of list rows, read against today and the company's state now. */
export const fetchSummaries = (db: DbOrTx, context: ReadContext) => async (page: PageRequest) =>
  ((await withPage(selectInvoices(db), page)) as InvoiceRow[]).map((row) => toInvoiceSummary(row, context));

/** What the matching issued and partly paid invoices still owe, and the part of it past due. */
export async function invoiceTotals(
  db: DbOrTx,
  filters: InvoiceListFilter | undefined,
  search: string,
  today: string,
): Promise<InvoiceTotals> {
  const owed = owedSql;
  const [row] = await db
    .select({
      outstanding: sql<string>`coalesce(sum(${owed}), 0)`,
      overdue: sql<string>`coalesce(sum(${owed}) filter (where ${overdueCondition(today)}), 0)`,
    })
    .from(invoices)
    // The list's own rows, but only the unpaid ones owe anything: read through the status index.
    .where(and(unpaidCondition, listWhere(invoiceListSpec(filters, today), search)));
  // NUMERIC sums are exact in the database; the driver hands them over as text.
  return { outstanding: Number(row?.outstanding ?? 0), overdue: Number(row?.overdue ?? 0) };
}
