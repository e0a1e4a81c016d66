import { type InvoiceFacts, MAX_SERIES_NUMBER } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLines, payments } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { invoiceFigures } from '../../lib/tax-document-totals.js';
import type { CompanyService } from '../company/index.js';
import { deliveryAddressFor } from '../customers/index.js';
import { lockOrder } from '../sales-orders/index.js';
import { assertReportable } from './invoice-e-invoice.js';
import { exportOnIssue, invoiceTaxBasis } from './invoice-export.js';
import type { InvoiceRecord } from './invoice-lock.js';
import { addInvoiced, checkOrderLines, lockOrderFor } from './invoice-orders.js';
import { customerFor, customerSnapshot, sellerOf } from './invoice-parties.js';
import { notesStandingOn } from './invoice-rows.js';

export const FILL_COMPANY_SETTINGS = 'Fill in the company settings (name and state) before issuing invoices';

export const seriesFull = (financialYear: string) =>
  `The invoice series of ${financialYear} is full: GST allows ${MAX_SERIES_NUMBER} numbers of this length a year`;

/**
 * draft → issued, the invoice's own part inside the kit's transaction: the customer copied on
 * again and the company frozen as the seller, the totals computed again with the company's
 * state now (and, while e-invoicing applies, refused if it could not be reported), the order
 * lines' invoiced quantities taken under the order's row lock. The kit
 * then takes the number last, once nothing can refuse any more (a rolled-back issue gives it
 * back, so the series has no gaps). The lines' description, HSN code and rate are what the
 * draft holds: they are what prints.
 */
export const issueStep = (company: CompanyService) => ({
  async prepare(tx: DbOrTx, current: InvoiceRecord) {
    const settings = await company.get(tx);
    if (!settings.name || !settings.state) throw conflict(FILL_COMPANY_SETTINGS);
    const customer = await customerFor(tx, current.customerId);
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, current.id))
      .orderBy(asc(invoiceLines.lineNumber));
    // The delivery address the draft names is copied again and frozen with the customer.
    const deliveryAddress = await deliveryAddressFor(tx, customer.id, current.deliveryAddressId, {
      kept: [current.deliveryAddressId],
    });
    const snapshot = customerSnapshot(customer, deliveryAddress);
    // An SEZ supply or export: still what the customer's category allows, its LUT valid today and frozen.
    const zeroRated = exportOnIssue(settings, current, customer);
    const basis = invoiceTaxBasis(settings.state, snapshot.placeOfSupply, current.exportType);
    const figures = invoiceFigures(basis.taxType, lines, basis.zeroRated);
    assertReportable(
      settings,
      { ...current, ...zeroRated },
      snapshot,
      lines.map((line, i) => ({ ...line, ...figures.lines[i] }) as typeof line),
      figures.totals,
    );
    if (current.salesOrderId) {
      await lockOrderFor(tx, current.salesOrderId, customer.id);
      await checkOrderLines(tx, current.salesOrderId, lines);
      await addInvoiced(tx, current.salesOrderId, lines, 1);
    }
    for (const [i, line] of lines.entries()) {
      await tx
        .update(invoiceLines)
        .set(figures.lines[i] as object)
        .where(eq(invoiceLines.id, line.id));
    }
    return { ...snapshot, ...figures.totals, ...zeroRated, seller: sellerOf(settings) };
  },
});

/**
 * issued → cancelled, keeping its number (the flow refuses it while payments stand): what it
 * invoiced goes back to the order's lines (a completed order is confirmed again).
 */
export const cancelStep = {
  async prepare(tx: DbOrTx, current: InvoiceRecord) {
    if (current.salesOrderId) {
      await lockOrder(tx, current.salesOrderId);
      const lines = await tx
        .select({ salesOrderLineId: invoiceLines.salesOrderLineId, quantity: invoiceLines.quantity })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, current.id));
      await addInvoiced(tx, current.salesOrderId, lines, -1);
    }
    return undefined;
  },
};

/**
 * What the invoice flow's needs read: its status, whether any payment stands against it, and
 * when the portal acknowledged its IRN (cancelled there only within 24 hours), read now.
 */
export async function invoiceFacts(tx: DbOrTx, current: InvoiceRecord): Promise<InvoiceFacts> {
  const paid = await tx.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, current.id)).limit(1);
  return {
    status: current.status as InvoiceFacts['status'],
    amountPaid: current.amountPaid,
    payments: paid,
    irnAckDate: current.irnAckDate,
    now: new Date(),
    notesStanding: await notesStandingOn(tx, current.id),
  };
}
