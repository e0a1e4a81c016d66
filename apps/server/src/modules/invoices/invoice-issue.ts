import { type InvoiceAction, MAX_SERIES_NUMBER, SERIES_PREFIX } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLines, invoices, payments } from '../../db/schema/index.js';
import { nextDocumentNumber } from '../../lib/document-series.js';
import { assertVersion, conflict } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import type { CompanyService } from '../company/company.service.js';
import { lockOrder } from '../sales-orders/order-lock.js';
import { lockInvoice } from './invoice-lock.js';
import { addInvoiced, checkOrderLines, lockOrderFor } from './invoice-orders.js';
import { customerFor, customerSnapshot, sellerOf } from './invoice-parties.js';
import { invoiceFigures, isIntraState } from './invoice-totals.js';

export const FILL_COMPANY_SETTINGS = 'Fill in the company settings (name and state) before issuing invoices';

const seriesFull = (financialYear: string) =>
  `The invoice series of ${financialYear} is full: GST allows ${MAX_SERIES_NUMBER} numbers of this length a year`;

/**
 * draft → issued, inside the caller's transaction: the customer copied on again and the
 * company frozen as the seller, the totals computed again with the company's state now, the
 * order lines' invoiced quantities taken under the order's row lock, and last, once nothing
 * can refuse any more, the next number of the invoice series (a rolled-back issue gives it
 * back, so the series has no gaps). The lines' description, HSN code and rate are what the
 * draft holds: they are what prints.
 */
export async function issueInvoice(
  tx: DbOrTx,
  id: string,
  { version }: InvoiceAction,
  company: CompanyService,
): Promise<void> {
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
    await lockOrderFor(tx, current.salesOrderId, customer.id);
    await checkOrderLines(tx, current.salesOrderId, lines);
    await addInvoiced(tx, current.salesOrderId, lines, 1);
  }
  const snapshot = customerSnapshot(customer);
  const figures = invoiceFigures(isIntraState(settings.state, snapshot.placeOfSupply), lines);

  const invoiceNumber = await nextDocumentNumber(tx, SERIES_PREFIX.invoice, current.invoiceDate, seriesFull);
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
      invoiceNumber,
      status: 'issued',
      seller: sellerOf(settings),
      issuedAt: new Date(),
      ...touched(invoices),
    })
    .where(eq(invoices.id, id));
}

/**
 * issued → cancelled, keeping its number: what it invoiced goes back to the order's lines
 * (a completed order is confirmed again). Refused while payments stand against it.
 */
export async function cancelInvoice(tx: DbOrTx, id: string, { version, reason }: InvoiceAction): Promise<void> {
  const current = await lockInvoice(tx, id);
  if (current.status === 'draft') throw conflict('A draft invoice cannot be cancelled; delete it instead');
  if (current.status === 'cancelled') throw conflict('This invoice is already cancelled');
  assertVersion(current.version, version, 'invoice');
  const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, id)).limit(1);
  if (paid || current.amountPaid !== 0) throw conflict('Remove its payments first');
  if (current.salesOrderId) {
    await lockOrder(tx, current.salesOrderId);
    const lines = await tx
      .select({ salesOrderLineId: invoiceLines.salesOrderLineId, quantity: invoiceLines.quantity })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id));
    await addInvoiced(tx, current.salesOrderId, lines, -1);
  }
  await tx
    .update(invoices)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: reason ?? null,
      ...touched(invoices),
    })
    .where(eq(invoices.id, id));
}
