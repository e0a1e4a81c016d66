import {
  addDays,
  amountInWords,
  DEFAULT_UNIT,
  financialYearOf,
  type INVOICE_SORTABLE,
  type Invoice,
  type InvoiceAction,
  type InvoiceData,
  type InvoiceListFilter,
  type InvoiceProposal,
  type InvoiceSummary,
  type InvoiceTotals,
  type ListQuery,
  type ListResult,
  MAX_SERIES_NUMBER,
  type PaymentData,
  SERIES_PREFIX,
  seriesNumber,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  customers,
  invoiceLines,
  invoices,
  payments,
  products,
  salesOrderLines,
  salesOrders,
} from '../../db/schema/index.js';
import { takeSeriesNumber } from '../../lib/document-series.js';
import { assertVersion, conflict, invalidField, notFound } from '../../lib/errors.js';
import { listPage, type PageRequest, searchCondition, withPage } from '../../lib/list.js';
import { type CompanyService, stateCodeOf } from '../company/company.service.js';
import { settleOrderStatus } from '../sales-orders/order-completion.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import {
  type InvoiceRow,
  type ReadContext,
  selectInvoices,
  sellerOf,
  toInvoiceLine,
  toInvoiceSummary,
  toPayment,
  UNPAID_STATUSES,
} from './invoice-rows.js';
import { hsnSummaryOf, invoiceFigures, isIntraState } from './invoice-totals.js';
import { recordPayment, removePayment } from './payments.js';

type InvoiceSort = (typeof INVOICE_SORTABLE)[number];
type CustomerRow = typeof customers.$inferSelect;
type LineInput = InvoiceData['lines'][number];

export const FILL_COMPANY_SETTINGS = 'Fill in the company settings (name and state) before issuing invoices';
/** Order statuses an invoice may be made from: a completed order has nothing left, but names its lines. */
const INVOICEABLE_ORDER_STATUSES = ['confirmed', 'completed'];

const SORTABLE = {
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  customerName: invoices.customerName,
  grandTotal: invoices.grandTotal,
  status: invoices.status,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
} satisfies Record<InvoiceSort, unknown>;

/** Issued or partly paid and due before today: what `overdue` means, in SQL. */
const overdueCondition = (today: string) =>
  sql`(${inArray(invoices.status, [...UNPAID_STATUSES])} and ${invoices.dueDate} < ${today}::date)`;

function filterCondition(filters: InvoiceListFilter | undefined, today: string): SQL | undefined {
  if (!filters) return undefined;
  const { status, customerId, salesOrderId, overdue } = filters;
  return and(
    status === 'overdue' ? overdueCondition(today) : status ? eq(invoices.status, status) : undefined,
    customerId ? eq(invoices.customerId, customerId) : undefined,
    salesOrderId ? eq(invoices.salesOrderId, salesOrderId) : undefined,
    overdue === undefined ? undefined : overdue ? overdueCondition(today) : not(overdueCondition(today)),
  );
}

/** The buyer as the invoice prints it, copied from the customer on every draft save and on issue. */
function customerSnapshot(customer: CustomerRow) {
  return {
    customerPartyCode: customer.partyCode,
    customerName: customer.name,
    customerGstin: customer.gstin,
    billingAddress: customer.billingAddress,
    shippingAddress: customer.shippingAddress,
    placeOfSupply: customer.state,
    placeOfSupplyCode: stateCodeOf(customer.state),
  };
}

/** A customer a new or issued invoice may name: existing and not deleted (400 on customerId). */
async function customerFor(tx: DbOrTx, id: string): Promise<CustomerRow> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  if (customer.isDeleted) throw invalidField('customerId', 'This customer is deleted; restore it first');
  return customer;
}

/**
 * The order an invoice is made from: this customer's, and confirmed (or completed). Locked
 * on issue and cancel, where the lines' invoiced quantities change under its row lock.
 */
async function orderFor(tx: DbOrTx, orderId: string, customerId: string, { lock = false } = {}) {
  const query = tx
    .select({ id: salesOrders.id, customerId: salesOrders.customerId, status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw invalidField('salesOrderId', 'Sales order not found');
  if (order.customerId !== customerId) throw invalidField('salesOrderId', 'This sales order is for another customer');
  if (!INVOICEABLE_ORDER_STATUSES.includes(order.status)) {
    const message = `This sales order is ${order.status}; only a confirmed order can be invoiced`;
    throw conflict(message, { salesOrderId: message });
  }
  return order;
}

/**
 * Checks the lines that invoice order lines against the order: each names a line of it (and
 * its product), and together they take no more than remains to invoice (ordered − invoiced
 * by issued invoices). Returns the lines with the order line's product filled in.
 */
async function checkOrderLines<
  L extends { salesOrderLineId?: string | null; productId?: string | null; quantity: number },
>(tx: DbOrTx, orderId: string | null | undefined, lines: readonly L[]): Promise<L[]> {
  const onOrder = orderId
    ? await tx
        .select({
          id: salesOrderLines.id,
          productId: salesOrderLines.productId,
          quantity: salesOrderLines.quantity,
          invoicedQuantity: salesOrderLines.invoicedQuantity,
        })
        .from(salesOrderLines)
        .where(eq(salesOrderLines.orderId, orderId))
    : [];
  const byId = new Map(onOrder.map((line) => [line.id, line]));
  const taken = new Map<string, number>();
  return lines.map((line, i) => {
    if (!line.salesOrderLineId) return line;
    if (!orderId) throw invalidField(`lines.${i}.salesOrderLineId`, 'Choose the sales order this line is from');
    const orderLine = byId.get(line.salesOrderLineId);
    if (!orderLine) throw invalidField(`lines.${i}.salesOrderLineId`, 'This line is not on the sales order');
    if (line.productId && line.productId !== orderLine.productId) {
      throw invalidField(`lines.${i}.productId`, 'This is not the product of the order line');
    }
    const before = taken.get(orderLine.id) ?? 0;
    const left = Math.max(0, orderLine.quantity - orderLine.invoicedQuantity - before);
    if (line.quantity > left) {
      const message = left === 0 ? 'Nothing is left to invoice on this order line' : `Only ${left} left to invoice`;
      throw invalidField(`lines.${i}.quantity`, message);
    }
    taken.set(orderLine.id, before + line.quantity);
    return { ...line, productId: orderLine.productId };
  });
}

/** Every product a line names exists (400 on the line's productId). */
async function checkProducts(tx: DbOrTx, lines: readonly { productId?: string | null }[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((p) => p.id),
  );
  lines.forEach((line, i) => {
    if (line.productId && !found.has(line.productId)) throw invalidField(`lines.${i}.productId`, 'Product not found');
  });
}

/** Moves the invoiced quantities of an order's lines by each line's quantity (+ on issue, − on cancel). */
async function addInvoiced(
  tx: DbOrTx,
  lines: readonly { salesOrderLineId: string | null; quantity: number }[],
  sign: 1 | -1,
) {
  const byOrderLine = new Map<string, number>();
  for (const line of lines) {
    if (line.salesOrderLineId) {
      byOrderLine.set(line.salesOrderLineId, (byOrderLine.get(line.salesOrderLineId) ?? 0) + line.quantity);
    }
  }
  for (const [id, quantity] of byOrderLine) {
    await tx
      .update(salesOrderLines)
      .set({ invoicedQuantity: sql`${salesOrderLines.invoicedQuantity} + ${sign * quantity}` })
      .where(eq(salesOrderLines.id, id));
  }
}

/** The invoice row, locked for the rest of the transaction (404 when there is none). */
async function lockInvoice(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound('Invoice');
  return row;
}

/**
 * Invoices (contract §4): drafts saved whole with the customer copied onto them, issued
 * with the next number of the gap-free yearly series, cancelled keeping the number, and
 * paid by payments. Every write runs in one transaction with the invoice row locked.
 */
export function createInvoicesService(db: Db, company: CompanyService) {
  async function readContext(tx: DbOrTx): Promise<ReadContext> {
    return { today: todayIn(), companyState: (await company.get(tx)).state };
  }

  async function get(id: string, tx: DbOrTx = db): Promise<Invoice> {
    const [row] = await selectInvoices(tx).where(eq(invoices.id, id));
    if (!row) throw notFound('Invoice');
    const settings = await company.get(tx);
    const [lines, paid] = await Promise.all([
      tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.lineNumber)),
      tx
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, id))
        .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id)),
    ]);
    return {
      ...toInvoiceSummary(row, { today: todayIn(), companyState: settings.state }),
      // A draft prints the company as it is now; from issue on, as it was then.
      seller: row.seller ?? sellerOf(settings),
      lines: lines.map(toInvoiceLine),
      payments: paid.map(toPayment),
      hsnSummary: hsnSummaryOf(lines),
      amountInWords: amountInWords(toPaise(row.grandTotal)),
    };
  }

  function listSpec(filters: InvoiceListFilter | undefined, today: string) {
    return {
      table: invoices,
      // Invoice number, party code, customer name and PO number, joined into one generated column.
      searchable: [invoices.searchText],
      sortable: SORTABLE,
      tieBreaker: invoices.id,
      where: filterCondition(filters, today),
    };
  }

  const fetchPage = (context: ReadContext) => async (page: PageRequest) =>
    ((await withPage(selectInvoices(db), page)) as InvoiceRow[]).map((row) => toInvoiceSummary(row, context));

  /** What the matching issued and partly paid invoices still owe, and the part of it past due. */
  async function totalsOf(
    filters: InvoiceListFilter | undefined,
    search: string,
    today: string,
  ): Promise<InvoiceTotals> {
    const owed = sql`${invoices.grandTotal} - ${invoices.amountPaid}`;
    const unpaid = inArray(invoices.status, [...UNPAID_STATUSES]);
    const [row] = await db
      .select({
        outstanding: sql<string>`coalesce(sum(${owed}) filter (where ${unpaid}), 0)`,
        overdue: sql<string>`coalesce(sum(${owed}) filter (where ${overdueCondition(today)}), 0)`,
      })
      .from(invoices)
      .where(and(filterCondition(filters, today), searchCondition([invoices.searchText], search)));
    // NUMERIC sums are exact in the database; the driver hands them over as text.
    return { outstanding: Number(row?.outstanding ?? 0), overdue: Number(row?.overdue ?? 0) };
  }

  /**
   * Validates a draft against the database and computes its columns: the customer copied
   * on, the due date from the payment terms when not given, every line and total through
   * computeGst with the company's state now.
   */
  async function draftColumns(tx: DbOrTx, data: InvoiceData) {
    const customer = await customerFor(tx, data.customerId);
    if (data.salesOrderId) await orderFor(tx, data.salesOrderId, customer.id);
    const lines = await checkOrderLines(tx, data.salesOrderId, data.lines);
    await checkProducts(tx, lines);
    const dueDate = data.dueDate ?? addDays(data.invoiceDate, customer.paymentTermsDays);
    if (dueDate < data.invoiceDate) throw invalidField('dueDate', 'Due date cannot be before the invoice date');
    const snapshot = customerSnapshot(customer);
    const settings = await company.get(tx);
    const figures = invoiceFigures(isIntraState(settings.state, snapshot.placeOfSupply), lines);
    return {
      header: {
        customerId: customer.id,
        salesOrderId: data.salesOrderId ?? null,
        invoiceDate: data.invoiceDate,
        dueDate,
        ...snapshot,
        customerPoNumber: data.customerPoNumber ?? null,
        customerPoDate: data.customerPoDate ?? null,
        vehicleReference: data.vehicleReference ?? null,
        notes: data.notes ?? null,
        ...figures.totals,
      },
      lines: lines.map((line: LineInput, i) => ({
        lineNumber: i + 1,
        productId: line.productId ?? null,
        salesOrderLineId: line.salesOrderLineId ?? null,
        description: line.description,
        drawingNumber: line.drawingNumber ?? null,
        hsnCode: line.hsnCode ?? null,
        unit: line.unit,
        quantity: line.quantity,
        rate: line.rate,
        gstRate: line.gstRate,
        ...(figures.lines[i] as (typeof figures.lines)[number]),
      })),
    };
  }

  async function writeLines(tx: DbOrTx, invoiceId: string, lines: Awaited<ReturnType<typeof draftColumns>>['lines']) {
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
  }

  return {
    get,

    async list(
      query: ListQuery<InvoiceSort>,
      filters?: InvoiceListFilter,
    ): Promise<ListResult<InvoiceSummary> & { totals: InvoiceTotals }> {
      const context = await readContext(db);
      const [page, totals] = await Promise.all([
        listPage(db, listSpec(filters, context.today), query, fetchPage(context)),
        totalsOf(filters, query.search, context.today),
      ]);
      return { ...page, totals };
    },

    /** Every invoice matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<InvoiceSort>, 'page' | 'limit'>, filters?: InvoiceListFilter, batchSize = 2000) {
      const context = await readContext(db);
      for (let page = 1; ; page++) {
        const { data } = await listPage(
          db,
          listSpec(filters, context.today),
          { ...query, page, limit: batchSize },
          fetchPage(context),
          { withTotal: false },
        );
        if (data.length > 0) yield data;
        if (data.length < batchSize) return;
      }
    },

    /**
     * A new invoice for what remains to invoice on a confirmed order: the order's PO, and per
     * line the quantity not yet invoiced at the order's rate, with the product's HSN code and
     * GST rate, and its description as the invoice line may hold it.
     */
    async proposal(salesOrderId: string): Promise<InvoiceProposal> {
      const [order] = await db
        .select({
          id: salesOrders.id,
          orderNumber: salesOrders.orderNumber,
          status: salesOrders.status,
          customerId: salesOrders.customerId,
          customerPoNumber: salesOrders.customerPoNumber,
          customerPoDate: salesOrders.customerPoDate,
          paymentTermsDays: customers.paymentTermsDays,
        })
        .from(salesOrders)
        .innerJoin(customers, eq(customers.id, salesOrders.customerId))
        .where(eq(salesOrders.id, salesOrderId));
      if (!order) throw invalidField('salesOrderId', 'Sales order not found');
      if (!INVOICEABLE_ORDER_STATUSES.includes(order.status)) {
        throw conflict(`This sales order is ${order.status}; only a confirmed order can be invoiced`);
      }
      const lines = await db
        .select({
          id: salesOrderLines.id,
          productId: salesOrderLines.productId,
          quantity: salesOrderLines.quantity,
          invoicedQuantity: salesOrderLines.invoicedQuantity,
          rate: salesOrderLines.rate,
          description: products.productDescription,
          drawingNumber: products.drawingNumber,
          hsnCode: products.hsnCode,
          gstRate: products.gstRate,
        })
        .from(salesOrderLines)
        .innerJoin(products, eq(products.id, salesOrderLines.productId))
        .where(eq(salesOrderLines.orderId, order.id))
        .orderBy(asc(salesOrderLines.lineNumber));
      const open = lines.filter((line) => line.quantity - line.invoicedQuantity > 0);
      if (open.length === 0) throw conflict('Everything on this sales order has been invoiced');
      const invoiceDate = todayIn();
      return {
        customerId: order.customerId,
        salesOrderId: order.id,
        salesOrderNumber: order.orderNumber,
        invoiceDate,
        dueDate: addDays(invoiceDate, order.paymentTermsDays),
        customerPoNumber: order.customerPoNumber,
        customerPoDate: order.customerPoDate,
        lines: open.map((line) => ({
          salesOrderLineId: line.id,
          productId: line.productId,
          // An invoice line holds 300 characters; a product description may run to 500.
          description: line.description.slice(0, 300),
          drawingNumber: line.drawingNumber,
          hsnCode: line.hsnCode,
          unit: DEFAULT_UNIT,
          quantity: line.quantity - line.invoicedQuantity,
          rate: line.rate,
          gstRate: line.gstRate,
        })),
      };
    },

    async create(data: InvoiceData, userId: string): Promise<Invoice> {
      return db.transaction(async (tx) => {
        const { header, lines } = await draftColumns(tx, data);
        const [created] = await tx
          .insert(invoices)
          .values({ ...header, createdBy: userId })
          .returning({ id: invoices.id });
        const id = (created as { id: string }).id;
        await writeLines(tx, id, lines);
        return get(id, tx);
      });
    },

    /** Replaces a draft whole, header and lines; the customer is copied on again. */
    async update(id: string, data: InvoiceData): Promise<Invoice> {
      return db.transaction(async (tx) => {
        const current = await lockInvoice(tx, id);
        if (current.status !== 'draft') throw conflict('Only a draft invoice can be edited');
        assertVersion(current.version, data.version, 'invoice');
        const { header, lines } = await draftColumns(tx, data);
        await tx
          .update(invoices)
          .set({ ...header, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
          .where(eq(invoices.id, id));
        await writeLines(tx, id, lines);
        return get(id, tx);
      });
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockInvoice(tx, id);
        if (current.status !== 'draft') {
          throw conflict('Only a draft invoice can be deleted; cancel an issued invoice instead');
        }
        await tx.delete(invoices).where(eq(invoices.id, id));
      });
    },

    /**
     * draft → issued, in one transaction: the customer copied on again and the company
     * frozen as the seller, the totals computed again with the company's state now, the
     * order lines' invoiced quantities taken under the order's row lock, and last, once
     * nothing can refuse any more, the next number of the invoice series (a rolled-back
     * issue gives it back, so the series has no gaps). The lines' description, HSN code
     * and rate are what the draft holds: they are what prints.
     */
    async issue(id: string, { version }: InvoiceAction): Promise<Invoice> {
      return db.transaction(async (tx) => {
        const current = await lockInvoice(tx, id);
        if (current.status !== 'draft') throw conflict('Only a draft invoice can be issued');
        assertVersion(current.version, version, 'invoice');
        const settings = await company.get(tx);
        if (!settings.name || !settings.state) throw conflict(FILL_COMPANY_SETTINGS);
        const customer = await customerFor(tx, current.customerId);
        const lines = await tx
          .select()
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, id))
          .orderBy(asc(invoiceLines.lineNumber));
        if (current.salesOrderId) {
          await orderFor(tx, current.salesOrderId, customer.id, { lock: true });
          await checkOrderLines(tx, current.salesOrderId, lines);
          await addInvoiced(tx, lines, 1);
          await settleOrderStatus(tx, current.salesOrderId);
        }
        const snapshot = customerSnapshot(customer);
        const figures = invoiceFigures(isIntraState(settings.state, snapshot.placeOfSupply), lines);

        const financialYear = financialYearOf(current.invoiceDate);
        const n = await takeSeriesNumber(tx, SERIES_PREFIX.invoice, financialYear);
        if (n > MAX_SERIES_NUMBER) {
          throw conflict(
            `The invoice series of ${financialYear} is full: GST allows ${MAX_SERIES_NUMBER} numbers of this length a year`,
          );
        }
        for (const [i, line] of lines.entries()) {
          await tx
            .update(invoiceLines)
            .set(figures.lines[i] as object)
            .where(eq(invoiceLines.id, line.id));
        }
        await tx
          .update(invoices)
          .set({
            ...snapshot,
            ...figures.totals,
            invoiceNumber: seriesNumber(SERIES_PREFIX.invoice, financialYear, n),
            status: 'issued',
            seller: sellerOf(settings),
            issuedAt: new Date(),
            version: sql`${invoices.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(invoices.id, id));
        return get(id, tx);
      });
    },

    /**
     * issued → cancelled, keeping its number: what it invoiced goes back to the order's lines
     * (a completed order is confirmed again). Refused while payments stand against it.
     */
    async cancel(id: string, { version, reason }: InvoiceAction): Promise<Invoice> {
      return db.transaction(async (tx) => {
        const current = await lockInvoice(tx, id);
        if (current.status === 'draft') throw conflict('A draft invoice cannot be cancelled; delete it instead');
        if (current.status === 'cancelled') throw conflict('This invoice is already cancelled');
        assertVersion(current.version, version, 'invoice');
        const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, id)).limit(1);
        if (paid || current.amountPaid !== 0) throw conflict('Remove its payments first');
        if (current.salesOrderId) {
          await tx
            .select({ id: salesOrders.id })
            .from(salesOrders)
            .where(eq(salesOrders.id, current.salesOrderId))
            .for('update');
          const lines = await tx
            .select({ salesOrderLineId: invoiceLines.salesOrderLineId, quantity: invoiceLines.quantity })
            .from(invoiceLines)
            .where(eq(invoiceLines.invoiceId, id));
          await addInvoiced(tx, lines, -1);
          await settleOrderStatus(tx, current.salesOrderId);
        }
        await tx
          .update(invoices)
          .set({
            status: 'cancelled',
            cancelledAt: new Date(),
            cancelReason: reason ?? null,
            version: sql`${invoices.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(invoices.id, id));
        return get(id, tx);
      });
    },

    async addPayment(id: string, data: PaymentData, userId: string): Promise<Invoice> {
      return db.transaction(async (tx) => {
        await recordPayment(tx, await lockInvoice(tx, id), data, userId);
        return get(id, tx);
      });
    },

    async removePayment(id: string, paymentId: string): Promise<Invoice> {
      return db.transaction(async (tx) => {
        await removePayment(tx, await lockInvoice(tx, id), paymentId);
        return get(id, tx);
      });
    },

    /** The GST tax invoice as a PDF, named for its number (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const invoice = await get(id);
      const fileName = invoice.invoiceNumber
        ? `${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`
        : `draft-${invoice.id.slice(0, 8)}.pdf`;
      return { fileName, body: await renderInvoicePdf(invoice) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
