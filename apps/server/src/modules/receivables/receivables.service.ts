import {
  AGEING_BUCKETS,
  type Ageing,
  type CompanySettings,
  companyLetterhead,
  financialYearBounds,
  financialYearOf,
  fromPaise,
  indianDate,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
  type Statement,
  type StatementEntry,
  type StatementQuery,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, gstNotes, invoices, payments } from '../../db/schema/index.js';
import { runAccount } from '../../lib/account-run.js';
import { ageingBucketSums } from '../../lib/ageing-buckets.js';
import { notFound } from '../../lib/errors.js';
import { owedSql } from '../invoices/index.js';
import { renderStatementPdf, statementPdfName } from './receivables-pdf.js';

/** Who a statement is addressed to, as the customer record has it: its e-mail greets them by name. */
export interface StatementParty {
  partyCode: string;
  name: string;
  address: string | null;
  gstin: string | null;
  state: string | null;
  email: string | null;
  contactPerson: string | null;
}

/** Invoices that bill the customer: issued, part paid or paid (a draft bills nothing yet, a cancelled one nothing at all). */
const BILLED = notInArray(invoices.status, ['draft', 'cancelled']);
const UNPAID = inArray(invoices.status, ['issued', 'partially_paid']);

/**
 * Receivables: one customer's statement of account, and the ageing of what every customer owes.
 * Money is added up in paise, so a statement's balances are exact to the paisa.
 */
export function createReceivablesService(db: Db) {
  const service = {
    /**
     * The customer's invoices and payments from `from` to `to`, with the balance before, after each
     * and at the end; addressed to the customer as its record has it, from the company as it is now.
     */
    async statement(customerId: string, query: StatementQuery, company: CompanySettings): Promise<Statement> {
      const today = todayIn();
      const to = query.to ?? today;
      const from = query.from ?? financialYearBounds(financialYearOf(to)).start;
      const [customer] = await db
        .select({
          id: customers.id,
          partyCode: customers.partyCode,
          name: customers.name,
          address: customers.billingAddress,
          gstin: customers.gstin,
          state: customers.state,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer) throw notFound('Customer');

      const billed = await db
        .select({
          id: invoices.id,
          number: invoices.invoiceNumber,
          date: invoices.invoiceDate,
          dueDate: invoices.dueDate,
          total: invoices.grandTotal,
        })
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), BILLED, lte(invoices.invoiceDate, to)))
        .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
      const numberOf = new Map(billed.map((i) => [i.id, i.number ?? '']));
      const paid = billed.length
        ? await db
            .select({
              invoiceId: payments.invoiceId,
              date: payments.paymentDate,
              amount: payments.amount,
              tdsAmount: payments.tdsAmount,
              tdsSection: payments.tdsSection,
              mode: payments.mode,
              reference: payments.reference,
            })
            .from(payments)
            .where(
              and(
                inArray(
                  payments.invoiceId,
                  billed.map((i) => i.id),
                ),
                lte(payments.paymentDate, to),
              ),
            )
            .orderBy(asc(payments.paymentDate), asc(payments.createdAt))
        : [];

      const notes = billed.length
        ? await db
            .select({
              id: gstNotes.id,
              kind: gstNotes.kind,
              number: gstNotes.noteNumber,
              date: gstNotes.noteDate,
              invoiceId: gstNotes.invoiceId,
              invoiceNumber: gstNotes.invoiceNumber,
              total: gstNotes.grandTotal,
            })
            .from(gstNotes)
            .where(and(eq(gstNotes.customerId, customerId), eq(gstNotes.status, 'issued'), lte(gstNotes.noteDate, to)))
            .orderBy(asc(gstNotes.noteDate), asc(gstNotes.issuedAt))
        : [];

      let opening = 0;
      const moves: (Omit<StatementEntry, 'balance' | 'debit' | 'credit'> & { debit: number; credit: number })[] = [];
      for (const note of notes) {
        // A debit note bills the customer more; a credit note (pieces returned, a rate lowered) less.
        const paise = note.kind === 'credit' ? -toPaise(note.total) : toPaise(note.total);
        if (note.date < from) opening += paise;
        else {
          moves.push({
            date: note.date,
            kind: note.kind === 'credit' ? 'credit-note' : 'debit-note',
            reference: note.number ?? '',
            detail: `Against ${note.invoiceNumber}`,
            debit: Math.max(paise, 0),
            credit: Math.max(-paise, 0),
            invoiceId: note.invoiceId,
            noteId: note.id,
          });
        }
      }
      for (const invoice of billed) {
        const paise = toPaise(invoice.total);
        if (invoice.date < from) opening += paise;
        else {
          moves.push({
            date: invoice.date,
            kind: 'invoice',
            reference: invoice.number ?? '',
            detail: `Due ${indianDate(invoice.dueDate)}`,
            debit: paise,
            credit: 0,
            invoiceId: invoice.id,
            noteId: null,
          });
        }
      }
      for (const payment of paid) {
        const paise = toPaise(payment.amount);
        const tds = toPaise(payment.tdsAmount);
        if (payment.date < from) opening -= paise + tds;
        else {
          // Tax the customer deducted at source is a credit of its own, as the certificate shows it.
          if (tds > 0) {
            moves.push({
              date: payment.date,
              kind: 'payment',
              reference: numberOf.get(payment.invoiceId) ?? '',
              detail: payment.tdsSection ? `TDS u/s ${payment.tdsSection}` : 'TDS deducted',
              debit: 0,
              credit: tds,
              invoiceId: payment.invoiceId,
              noteId: null,
            });
          }
          const mode = PAYMENT_MODE_LABELS[payment.mode as PaymentMode] ?? payment.mode;
          moves.push({
            date: payment.date,
            kind: 'payment',
            reference: numberOf.get(payment.invoiceId) ?? '',
            detail: payment.reference ? `${mode} · ${payment.reference}` : mode,
            debit: 0,
            credit: paise,
            invoiceId: payment.invoiceId,
            noteId: null,
          });
        }
      }
      // By date; on one day the invoices first, then the notes against them, then the payments.
      const order = { invoice: 0, 'debit-note': 1, 'credit-note': 1, payment: 2 } as const;
      return {
        customerId: customer.id,
        partyCode: customer.partyCode,
        customerName: customer.name,
        customerAddress: customer.address,
        customerGstin: customer.gstin,
        customerState: customer.state,
        from,
        to,
        ...runAccount(moves, opening, order, 'debit'),
        company: companyLetterhead(company),
      };
    },

    /** Who a statement is addressed to: the customer's name, address, GSTIN, state and e-mail. */
    async party(customerId: string): Promise<StatementParty> {
      const [row] = await db
        .select({
          partyCode: customers.partyCode,
          name: customers.name,
          address: customers.billingAddress,
          gstin: customers.gstin,
          state: customers.state,
          email: customers.email,
          contactPerson: customers.contactPerson,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!row) throw notFound('Customer');
      return row;
    },

    /**
     * What every customer owes today, by how long it is past due; the biggest balance first. With
     * a customer, that customer's row alone (none when it owes nothing), its totals the same
     * figures: the customer page's ageing. 404 for a customer that never existed.
     */
    async ageing(customerId?: string): Promise<Ageing> {
      if (customerId !== undefined) {
        const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
        if (!customer) throw notFound('Customer');
      }
      const today = todayIn();
      const owed = owedSql;
      const overdue = sql`(${today}::date - ${invoices.dueDate})`;
      const columns = ageingBucketSums(owed, overdue);
      const rows = await db
        .select({
          customerId: customers.id,
          partyCode: customers.partyCode,
          customerName: customers.name,
          ...columns,
          total: sql<string>`sum(${owed})::text`,
          oldestDaysOverdue: sql<number>`greatest(max(${overdue}), 0)::int`,
        })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .where(and(UNPAID, customerId === undefined ? undefined : eq(invoices.customerId, customerId)))
        .groupBy(customers.id, customers.partyCode, customers.name)
        .orderBy(sql`sum(${owed}) desc`, asc(customers.partyCode));
      const keys = [...AGEING_BUCKETS.map((b) => b.key), 'total'] as const;
      // NUMERIC sums are exact in the database; the driver hands them over as text.
      const parsed: Ageing['rows'] = rows.map((row) => ({
        customerId: row.customerId,
        partyCode: row.partyCode,
        customerName: row.customerName,
        oldestDaysOverdue: row.oldestDaysOverdue,
        ...(Object.fromEntries(keys.map((key) => [key, Number(row[key])])) as Record<(typeof keys)[number], number>),
      }));
      const totals = Object.fromEntries(
        keys.map((key) => [key, fromPaise(parsed.reduce((sum, row) => sum + toPaise(row[key]), 0))]),
      ) as Ageing['totals'];
      return { asOf: today, rows: parsed, totals };
    },

    /**
     * The statement as a document: the statement, whom it is addressed to, its PDF's file name,
     * and the PDF, drawn only when asked for (the download, the e-mail that attaches it).
     */
    async statementDocument(customerId: string, query: StatementQuery, company: CompanySettings) {
      const [statement, party] = await Promise.all([
        service.statement(customerId, query, company),
        service.party(customerId),
      ]);
      return {
        statement,
        party,
        fileName: statementPdfName(statement),
        pdf: () => renderStatementPdf(statement, company),
      };
    },
  };
  return service;
}

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
