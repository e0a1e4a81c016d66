import {
  type CompanySettings,
  creditNoteDeadline,
  eInvoiceProblems,
  financialYearOf,
  formatRupees,
  fromPaise,
  indianDate,
  MAX_SERIES_NUMBER,
  type Note,
  noteGstDocument,
  sumPaise,
  toPaise,
} from '@lathe/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstNoteLines, gstNotes, invoiceLines } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { problemFields } from '../../lib/gst-problem-fields.js';
import type { CompanyService } from '../company/index.js';
import { balancePaise, lockInvoice, type PayableInvoice, rulesOf, settle } from '../invoices/index.js';
import type { NoteRecord } from './note-lock.js';
import { readNote } from './note-rows.js';

export const noteSeriesFull = (financialYear: string) =>
  `The note series of ${financialYear} is full: GST allows ${MAX_SERIES_NUMBER} numbers of this length a year`;

/** What the note's issue or cancel does to what its invoice's customer owes: a credit note lowers it. */
const signed = (note: { kind: string; grandTotal: number }, sign: 1 | -1) =>
  (note.kind === 'credit' ? -sign : sign) * toPaise(note.grandTotal);

/** The invoice with its notes' adjustment changed by `paise`, its status set again from what is paid. */
async function adjust(tx: DbOrTx, invoice: PayableInvoice, paise: number) {
  const adjusted = { ...invoice, adjustment: fromPaise(sumPaise([toPaise(invoice.adjustment), paise])) };
  await settle(tx, adjusted, toPaise(invoice.amountPaid));
}

/**
 * Each line of a credit note credits at most what is left of its invoice line: its taxable value
 * less what the invoice's other issued credit notes took of it (one query for all the lines).
 */
async function assertCreditLeft(tx: DbOrTx, note: Note) {
  const rows = await tx
    .select({
      id: invoiceLines.id,
      worth: invoiceLines.taxable,
      credited: sql<string>`coalesce(sum(${gstNoteLines.taxable}) filter (where ${gstNotes.id} is not null), 0)`,
    })
    .from(invoiceLines)
    .leftJoin(gstNoteLines, eq(gstNoteLines.invoiceLineId, invoiceLines.id))
    .leftJoin(
      gstNotes,
      and(
        eq(gstNotes.id, gstNoteLines.noteId),
        eq(gstNotes.kind, 'credit'),
        eq(gstNotes.status, 'issued'),
        ne(gstNotes.id, note.id),
      ),
    )
    .where(eq(invoiceLines.invoiceId, note.invoiceId))
    .groupBy(invoiceLines.id);
  const left = new Map(rows.map((row) => [row.id, toPaise(row.worth) - toPaise(Number(row.credited))]));
  note.lines.forEach((line, i) => {
    const rest = Math.max(left.get(line.invoiceLineId) ?? 0, 0);
    if (toPaise(line.taxable) > rest) {
      throw conflict(`Line ${i + 1} credits more than is left of its invoice line (${formatRupees(rest)})`, {
        [`lines.${i}.rate`]: `At most ${formatRupees(rest)} is left to credit on this line`,
      });
    }
  });
}

/** While e-invoicing applies, a note to a registered buyer that could not be reported is refused before its number is taken. */
function assertReportableNote(settings: CompanySettings, note: Note) {
  if (!settings.eInvoicing || !note.customerGstin) return;
  const problems = eInvoiceProblems({ ...noteGstDocument(note), number: null }, rulesOf(settings));
  if (problems.length > 0) {
    throw conflict(
      `This note could not be reported as an e-invoice: ${problems.map((p) => p.message).join('; ')}`,
      problemFields(problems),
    );
  }
}

/**
 * draft → issued, inside the kit's transaction, before its number is taken: the invoice
 * locked and still standing; a credit note within section 34's time, crediting no line beyond
 * what it was invoiced at and no more than is still due; then the invoice's adjustment and
 * status changed (a credit note lowers what is owed, a debit note raises it).
 */
export const noteIssueStep = (company: CompanyService) => ({
  async prepare(tx: DbOrTx, row: NoteRecord) {
    const invoice = await lockInvoice(tx, row.invoiceId);
    if (invoice.status === 'cancelled') throw conflict(`Invoice ${invoice.invoiceNumber} is cancelled`);
    const note = await readNote(tx, row.id);
    assertReportableNote(await company.get(tx), note);
    if (note.kind === 'credit') {
      const deadline = creditNoteDeadline(note.invoiceDate);
      if (note.noteDate > deadline) {
        throw conflict(
          `A credit note for an invoice of ${financialYearOf(note.invoiceDate)} cannot be issued after ${indianDate(deadline)} (CGST Act section 34)`,
          { noteDate: `Section 34 allows credit notes for this invoice until ${indianDate(deadline)}` },
        );
      }
      await assertCreditLeft(tx, note);
      const due = balancePaise(invoice);
      if (toPaise(note.grandTotal) > due) {
        throw conflict(
          `Only ${formatRupees(due)} is still due on ${invoice.invoiceNumber}: a credit note cannot be more than that`,
        );
      }
    }
    await adjust(tx, invoice, signed(note, 1));
    return undefined;
  },
});

/**
 * issued → cancelled, keeping its number: the invoice's adjustment given back. Cancelling a
 * debit note whose amount has been paid would leave the invoice overpaid: refused.
 */
export const noteCancelStep = {
  async prepare(tx: DbOrTx, note: NoteRecord) {
    const invoice = await lockInvoice(tx, note.invoiceId);
    const change = signed(note, -1);
    if (balancePaise(invoice) + change < 0) {
      throw conflict(`Payments on ${invoice.invoiceNumber} already count this debit note; remove a payment first`);
    }
    await adjust(tx, invoice, change);
    return undefined;
  },
};
