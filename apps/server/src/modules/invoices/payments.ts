import { formatRupees, fromPaise, INVOICE_FLOW, indianDate, type PaymentData, sumPaise, toPaise } from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, payments } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/** The locked invoice row a payment (or a note) is written against. */
export interface PayableInvoice {
  id: string;
  status: string;
  grandTotal: number;
  /** Its issued notes: debit notes' totals less credit notes'. */
  adjustment: number;
  amountPaid: number;
}

/** What the customer is to pay on the invoice, in paise: its total with its notes. */
export const payablePaise = (invoice: Pick<PayableInvoice, 'grandTotal' | 'adjustment'>) =>
  sumPaise([toPaise(invoice.grandTotal), toPaise(invoice.adjustment)]);

/** What is still due on it, in paise. */
export const balancePaise = (invoice: Pick<PayableInvoice, 'grandTotal' | 'adjustment' | 'amountPaid'>) =>
  payablePaise(invoice) - toPaise(invoice.amountPaid);

/**
 * The stored status for what has been paid of what is payable: nothing → issued, part →
 * partially paid, all → paid (a credit note that leaves nothing to pay settles it too).
 */
export function paymentStatus(paidPaise: number, payable: number): 'issued' | 'partially_paid' | 'paid' {
  if (paidPaise >= payable) return 'paid';
  return paidPaise === 0 ? 'issued' : 'partially_paid';
}

/** Writes what is paid and, from it and what is payable, the status. */
export async function settle(tx: DbOrTx, invoice: PayableInvoice, paidPaise: number) {
  await tx
    .update(invoices)
    .set({
      amountPaid: fromPaise(paidPaise),
      adjustment: invoice.adjustment,
      status: paymentStatus(paidPaise, payablePaise(invoice)),
      ...touched(invoices),
    })
    .where(eq(invoices.id, invoice.id));
}

/** The refusal of a payment dated before the invoice it pays, naming the invoice (a receipt pays several). */
const paymentBeforeInvoice = (invoice: { invoiceNumber: string | null; invoiceDate: string }) =>
  `Payment date cannot be before the date of ${invoice.invoiceNumber}, ${indianDate(invoice.invoiceDate)}`;

/**
 * Records a payment against an issued or partly paid invoice, locked by the caller, and
 * moves it to partially paid or paid. What it settles is the money received and the TDS the
 * customer deducted; more than the balance due is refused on `amount`, a date before the
 * invoice's on `paymentDate` (the schema refuses one more than a year ahead).
 */
export async function recordPayment(
  tx: DbOrTx,
  invoice: PayableInvoice & { invoiceNumber: string | null; invoiceDate: string },
  data: PaymentData,
  userId: string,
) {
  assertStep(INVOICE_FLOW, 'pay', invoice.status);
  if (data.paymentDate < invoice.invoiceDate) throw invalidField('paymentDate', paymentBeforeInvoice(invoice));
  const balance = balancePaise(invoice);
  const settled = toPaise(data.amount) + toPaise(data.tdsAmount);
  if (settled > balance) {
    const what = data.tdsAmount > 0 ? 'Payment and TDS are' : 'Payment is';
    throw invalidField('amount', `${what} more than the balance due (${formatRupees(balance)})`);
  }
  await tx.insert(payments).values({
    invoiceId: invoice.id,
    paymentDate: data.paymentDate,
    amount: data.amount,
    tdsAmount: data.tdsAmount,
    tdsSection: data.tdsSection ?? null,
    mode: data.mode,
    reference: data.reference ?? null,
    notes: data.notes ?? null,
    createdBy: userId,
  });
  await settle(tx, invoice, sumPaise([toPaise(invoice.amountPaid), settled]));
}

/**
 * Removes a payment recorded by mistake and sets the amount paid and the status again from
 * the payments that remain. A cancelled invoice is left as it is.
 */
export async function removePayment(tx: DbOrTx, invoice: PayableInvoice, paymentId: string) {
  assertStep(INVOICE_FLOW, 'removePayment', invoice.status);
  const removed = await tx
    .delete(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.invoiceId, invoice.id)))
    .returning({ id: payments.id });
  if (removed.length === 0) throw notFound('Payment');
  const left = await tx
    .select({ amount: payments.amount, tdsAmount: payments.tdsAmount })
    .from(payments)
    .where(eq(payments.invoiceId, invoice.id));
  await settle(tx, invoice, sumPaise(left.flatMap((p) => [toPaise(p.amount), toPaise(p.tdsAmount)])));
}
