import {
  INVOICE_FLOW,
  type Invoice,
  type IrnData,
  invoiceGstDocument,
  irnCancellable,
  irnProblems,
} from '@lathe/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { AppError, conflict } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { type InvoiceRecord, lockInvoice } from './invoice-lock.js';

/*
 * The IRN of an e-invoiced invoice: the Invoice Registration Portal's answer (IRN, acknowledgement
 * number and date, signed QR code), recorded by hand once the e-invoice JSON was uploaded there, and
 * cleared again when it was typed against the wrong invoice. The signed QR code is read, not
 * verified (NIC's public key is not at hand: packages/shared/src/compliance/signed-qr.ts), and
 * must name this invoice, its IRN, both GSTINs and its total. Each runs in the kit's transaction
 * with the invoice row locked, so the audit trigger records it as a change of the invoice.
 */

const IRN_INDEX = 'invoices_irn_unique';

/** The unique index on the IRN refused the write: the PostgreSQL error behind the driver's. */
function isIrnTaken(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === IRN_INDEX;
  }
  return false;
}

const shortIrn = (irn: string) => `${irn.slice(0, 8)}…${irn.slice(-8)}`;

/** The IRN already on another invoice: 409 naming it, on the IRN field. */
async function irnTaken(tx: DbOrTx, id: string, irn: string): Promise<AppError> {
  const [other] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.irn, irn), ne(invoices.id, id)));
  const message = `This IRN is already recorded on invoice ${other?.invoiceNumber ?? '(another invoice)'}`;
  return conflict(message, { irn: message });
}

/**
 * Records the portal's answer on the locked invoice: issued, however far paid (the flow's
 * `recordIrn`), to a registered buyer. A different IRN already recorded must be removed first;
 * the same one may be recorded again (a corrected acknowledgement). 400 on the field for a QR
 * of another document or an acknowledgement before the invoice date; 409 naming the invoice that
 * already holds the IRN.
 */
async function recordIrn(tx: DbOrTx, row: InvoiceRecord, data: IrnData, invoice: Invoice) {
  assertStep(INVOICE_FLOW, 'recordIrn', row.status);
  if (!row.customerGstin) {
    throw conflict('The customer has no GSTIN: a supply to an unregistered buyer is not e-invoiced');
  }
  if (row.irn && row.irn !== data.irn) {
    const message = `This invoice already has the IRN ${shortIrn(row.irn)}: remove it first if it is wrong`;
    throw conflict(message, { irn: message });
  }
  const problems = irnProblems(data, invoiceGstDocument(invoice));
  const first = Object.values(problems)[0];
  if (first) throw new AppError(400, first, problems);
  try {
    // A savepoint: a refused write leaves the transaction usable, to name the invoice holding the IRN.
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(invoices)
        .set({
          irn: data.irn,
          irnAckNumber: data.ackNumber,
          irnAckDate: new Date(data.ackDate),
          irnSignedQr: data.signedQrCode,
          ...touched(invoices),
        })
        .where(eq(invoices.id, row.id));
    });
  } catch (error) {
    if (isIrnTaken(error)) throw await irnTaken(tx, row.id, data.irn);
    throw error;
  }
}

/** Clears a wrong entry from an invoice that is not cancelled (the flow's `removeIrn`). */
async function removeIrn(tx: DbOrTx, row: InvoiceRecord) {
  assertStep(INVOICE_FLOW, 'removeIrn', row.status);
  if (!row.irn) throw conflict('This invoice has no IRN recorded');
  // After 24 hours the IRN stands at the portal for good: clearing it here would only let the
  // invoice be cancelled past the rule.
  if (!irnCancellable(row.irnAckDate)) {
    throw conflict('Its IRN is more than 24 hours old and stands at the portal: it stays on the invoice');
  }
  await tx
    .update(invoices)
    .set({ irn: null, irnAckNumber: null, irnAckDate: null, irnSignedQr: null, ...touched(invoices) })
    .where(eq(invoices.id, row.id));
}

/** What the IRN routes call, on the invoices' document kit (its transaction and read). */
export function invoiceIrn(documents: {
  change(id: string, apply: (tx: DbOrTx) => Promise<void>): Promise<Invoice>;
  get(id: string, tx?: DbOrTx): Promise<Invoice>;
}) {
  return {
    recordIrn: (id: string, data: IrnData) =>
      documents.change(id, async (tx) => {
        const row = await lockInvoice(tx, id, data.version);
        await recordIrn(tx, row, data, await documents.get(id, tx));
      }),
    removeIrn: (id: string, version?: number) =>
      documents.change(id, async (tx) => removeIrn(tx, await lockInvoice(tx, id, version))),
  };
}
