import { fromPaise, type ReceiptData, type ReceiptResult } from '@lathe/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { lockInvoice } from './invoice-lock.js';
import { balancePaise, recordPayment } from './payments.js';

/**
 * One amount received from a customer, split across several of their invoices: a payment on each,
 * in one transaction, so either every invoice is settled as asked or none is. Each invoice is
 * locked and checked as a single payment is (issued, not more than its balance, not dated before
 * it: so the receipt is dated no earlier than any invoice it pays); one of another customer, or
 * named twice, is refused on its line.
 */
export async function recordReceipt(db: Db, data: ReceiptData, userId: string): Promise<ReceiptResult> {
  return db.transaction(async (tx) => {
    const seen = new Set<string>();
    for (const [i, allocation] of data.allocations.entries()) {
      const field = (name: string) => `allocations.${i}.${name}`;
      if (seen.has(allocation.invoiceId)) {
        throw badRequest('This invoice is listed twice', { [field('invoiceId')]: 'This invoice is listed twice' });
      }
      seen.add(allocation.invoiceId);
      const invoice = await lockInvoice(tx, allocation.invoiceId);
      if (invoice.customerId !== data.customerId) {
        const message = 'This invoice is not of the customer';
        throw badRequest(message, { [field('invoiceId')]: message });
      }
      try {
        await recordPayment(
          tx,
          invoice,
          {
            paymentDate: data.paymentDate,
            mode: data.mode,
            reference: data.reference,
            notes: data.notes,
            amount: allocation.amount,
            tdsAmount: allocation.tdsAmount,
            tdsSection: allocation.tdsSection,
          },
          userId,
        );
      } catch (error) {
        // A refusal of one line names the line: `amount` becomes `allocations.2.amount`; the
        // receipt's own date stays `paymentDate` (its message names the invoice it precedes).
        const fields = error instanceof AppError ? error.errors : undefined;
        if (fields) {
          const moved = Object.fromEntries(
            Object.entries(fields).map(([name, message]) => [name === 'paymentDate' ? name : field(name), message]),
          );
          throw badRequest(Object.values(moved)[0] ?? 'Invalid receipt', moved);
        }
        throw error;
      }
    }
    const ids = data.allocations.map((a) => a.invoiceId);
    const rows = await tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        status: invoices.status,
        grandTotal: invoices.grandTotal,
        adjustment: invoices.adjustment,
        amountPaid: invoices.amountPaid,
      })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    const byId = new Map(
      rows.map(({ grandTotal, adjustment, amountPaid, ...rest }) => [
        rest.id,
        { ...rest, balanceDue: fromPaise(balancePaise({ grandTotal, adjustment, amountPaid })) },
      ]),
    );
    // In the order the receipt named them; every one exists, each was locked above.
    const settled = ids.map((id) => byId.get(id) as NonNullable<ReturnType<typeof byId.get>>);
    return { invoices: settled };
  });
}
