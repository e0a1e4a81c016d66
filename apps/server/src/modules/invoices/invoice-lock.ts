import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export type InvoiceRecord = typeof invoices.$inferSelect;

/**
 * The invoice's row, locked until the transaction ends, so every change of an invoice (edit,
 * issue, cancel, a payment) queues behind the one before it. 404 when there is none. The
 * caller checks the version after the status, so an issued invoice says so before "stale".
 */
export async function lockInvoice(tx: DbOrTx, id: string): Promise<InvoiceRecord> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound('Invoice');
  return row;
}
