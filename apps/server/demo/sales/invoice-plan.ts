import { randomUUID } from 'node:crypto';
import {
  addDays,
  type ExportDetailsRead,
  fromPaise,
  type GstResult,
  type InvoiceStatus,
  sumPaise,
  taxTypeFor,
} from '@lathe/shared';
import { taxOf } from '../../src/lib/tax-document-totals.js';
import { paymentStatus } from '../../src/modules/invoices/payments.js';
import { daysBetween, minutesAfter } from './calendar.js';
import type { PlanContext, PlannedDispatch, PlannedLine, PlannedOrder } from './order-plan.js';
import { type PlannedPayment, paymentPlanner } from './payment-plan.js';

/*
 * The invoices of the demo year: one for every dispatch, dated the day the goods left, for
 * what left at the order's rates, taxed as the server taxes. The newest two wait as drafts;
 * two old ones were cancelled for a wrong PO number and issued again.
 */

export interface PlannedInvoice {
  id: string;
  order: PlannedOrder;
  dispatch: PlannedDispatch;
  status: InvoiceStatus;
  invoiceDate: string;
  dueDate: string;
  customerPoNumber: string;
  lines: { orderLine: PlannedLine; quantity: number }[];
  /** The figures in paise, line by line and in total. */
  gst: GstResult;
  /** An SEZ supply or export (zero-rated-plan.ts); null for a supply in India. */
  exportSupply: ExportDetailsRead | null;
  payments: PlannedPayment[];
  createdAt: Date;
  issuedAt: Date | null;
  cancelledAt: Date | null;
  /** Set by numbering.ts, which knows the replacement's number. */
  cancelReason: string | null;
  /** For a cancelled invoice, the one issued in its place. */
  replacedBy: PlannedInvoice | null;
  /** Given by numbering.ts. */
  invoiceNumber: string | null;
}

/** What the invoice's payments add up to, in paise. */
export const paidPaise = (invoice: PlannedInvoice) => sumPaise(invoice.payments.map((payment) => payment.amountPaise));

/** A PO number with its last digit keyed wrong. */
const mistyped = (po: string) => po.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

/** Invoices (and their payments) for every dispatch, oldest first; counts what they invoice on the order lines. */
export function planInvoices(orders: readonly PlannedOrder[], context: PlanContext, sellerState: string | null) {
  const { random, today, now } = context;
  const sent = orders
    .flatMap((order) => order.dispatches.map((dispatch) => ({ order, dispatch })))
    .sort((a, b) => a.dispatch.createdAt.getTime() - b.dispatch.createdAt.getTime());
  const stillOpen = sent.filter(
    ({ order }) => order.fate === 'open' || order.fate === 'dueSoon' || order.fate === 'late',
  );
  const drafts = new Set(stillOpen.slice(-2).map(({ dispatch }) => dispatch.id));
  const reissued = new Set(
    random
      .sample(
        sent.filter(({ order, dispatch }) => {
          const age = daysBetween(dispatch.date, today);
          return order.fate === 'complete' && age >= 100 && age <= 300;
        }),
        2,
      )
      .map(({ dispatch }) => dispatch.id),
  );
  const pay = paymentPlanner(context);

  const invoices: PlannedInvoice[] = [];
  for (const { order, dispatch } of sent) {
    const lines = [...dispatch.lines]
      .sort((a, b) => a.line.lineNumber - b.line.lineNumber)
      .map(({ line, quantity }) => ({ orderLine: line, quantity }));
    // Taxed as the invoices service taxes a draft: the same functions, the same figures.
    const gst = taxOf(
      taxTypeFor(sellerState, order.customer.state),
      lines.map(({ orderLine, quantity }) => ({
        quantity,
        rate: fromPaise(orderLine.ratePaise),
        gstRate: orderLine.product.gstRate,
        hsnCode: orderLine.product.hsnCode,
      })),
    );
    const draft = drafts.has(dispatch.id);
    const invoice = (createdAt: Date, customerPoNumber: string): PlannedInvoice => ({
      id: randomUUID(),
      order,
      dispatch,
      status: draft ? 'draft' : 'issued',
      invoiceDate: dispatch.date,
      dueDate: addDays(dispatch.date, order.customer.paymentTermsDays),
      customerPoNumber,
      lines,
      gst,
      exportSupply: null,
      payments: [],
      createdAt,
      issuedAt: draft ? null : minutesAfter(createdAt, random.int(2, 20), now),
      cancelledAt: null,
      cancelReason: null,
      replacedBy: null,
      invoiceNumber: null,
    });
    let first = invoice(minutesAfter(dispatch.createdAt, random.int(10, 40), now), order.customerPoNumber);
    if (reissued.has(dispatch.id) && first.issuedAt) {
      const wrong = { ...first, customerPoNumber: mistyped(order.customerPoNumber), status: 'cancelled' as const };
      wrong.cancelledAt = minutesAfter(first.issuedAt ?? first.createdAt, random.int(30, 180), now);
      first = invoice(minutesAfter(wrong.cancelledAt, random.int(5, 20), now), order.customerPoNumber);
      wrong.replacedBy = first;
      invoices.push(wrong);
    }
    if (first.status === 'issued') {
      first.payments = pay(first);
      first.status = paymentStatus(paidPaise(first), gst.grandTotal);
      for (const { orderLine, quantity } of lines) orderLine.invoiced += quantity;
    }
    invoices.push(first);
  }
  return invoices;
}
