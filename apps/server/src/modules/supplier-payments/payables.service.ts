import {
  AGEING_BUCKETS,
  type CompanySettings,
  companyLetterhead,
  financialYearBounds,
  financialYearOf,
  fromPaise,
  indianDate,
  PAYABLE_BILL_STATUSES,
  PAYMENT_MODE_LABELS,
  type PayablesAgeing,
  type PaymentMode,
  type StatementQuery,
  type SupplierLedger,
  type SupplierLedgerEntry,
  sumPaise,
  supplierLedgerPrint,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierBills, supplierPaymentAllocations, supplierPayments, suppliers } from '../../db/schema/index.js';
import { runAccount } from '../../lib/account-run.js';
import { ageingBucketSums } from '../../lib/ageing-buckets.js';
import { notFound } from '../../lib/errors.js';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** Bills that are owed to the supplier: booked, part paid or paid (a held bill waits for approval, a draft is not one yet). */
const IN_LEDGER = ['booked', 'partly_paid', 'paid'];

/** "u/s 194Q at 0.1%". */
const tdsDetail = (section: string | null, rate: number | null) =>
  [section ? `u/s ${section}` : 'TDS deducted', rate ? `at ${rate}%` : null].filter(Boolean).join(' ');

type Move = Omit<SupplierLedgerEntry, 'balance' | 'debit' | 'credit'> & { debit: number; credit: number };

/**
 * Payables: one supplier's ledger (bills credited, TDS and payments debited, the running
 * balance of what is owed to it) and the ageing of every booked bill's balance, with each
 * supplier's open advances beside it. Money is added up in paise.
 */
export function createPayablesService(db: Db) {
  const service = {
    /** The supplier's ledger from `from` to `to` (unset: the financial year to date), with the balance before, after each entry and at the end. */
    async ledger(supplierId: string, query: StatementQuery, company: CompanySettings): Promise<SupplierLedger> {
      const to = query.to ?? todayIn();
      const from = query.from ?? financialYearBounds(financialYearOf(to)).start;
      const [supplier] = await db
        .select({
          id: suppliers.id,
          code: suppliers.supplierCode,
          name: suppliers.name,
          address: suppliers.address,
          gstin: suppliers.gstin,
          state: suppliers.state,
          pan: suppliers.pan,
        })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId));
      if (!supplier) throw notFound('Supplier');

      const bills = await db
        .select({
          id: supplierBills.id,
          number: supplierBills.billNumber,
          invoiceNumber: supplierBills.supplierInvoiceNumber,
          invoiceDate: supplierBills.supplierInvoiceDate,
          date: supplierBills.billDate,
          dueDate: supplierBills.dueDate,
          total: supplierBills.grandTotal,
          tds: supplierBills.tdsAmount,
          tdsSection: supplierBills.tdsSection,
          tdsRate: supplierBills.tdsRate,
        })
        .from(supplierBills)
        .where(
          and(
            eq(supplierBills.supplierId, supplierId),
            inArray(supplierBills.status, IN_LEDGER),
            lte(supplierBills.billDate, to),
          ),
        )
        .orderBy(asc(supplierBills.billDate), asc(supplierBills.billNumber));
      const payments = await db
        .select({
          id: supplierPayments.id,
          number: supplierPayments.paymentNumber,
          date: supplierPayments.paymentDate,
          amount: supplierPayments.amount,
          mode: supplierPayments.mode,
          reference: supplierPayments.reference,
        })
        .from(supplierPayments)
        .where(and(eq(supplierPayments.supplierId, supplierId), lte(supplierPayments.paymentDate, to)))
        .orderBy(asc(supplierPayments.paymentDate), asc(supplierPayments.paymentNumber));
      const inPeriod = payments.filter((p) => p.date >= from).map((p) => p.id);
      const settled = inPeriod.length
        ? await db
            .select({ paymentId: supplierPaymentAllocations.paymentId, billNumber: supplierBills.billNumber })
            .from(supplierPaymentAllocations)
            .innerJoin(supplierBills, eq(supplierBills.id, supplierPaymentAllocations.billId))
            .where(inArray(supplierPaymentAllocations.paymentId, inPeriod))
            .orderBy(asc(supplierPaymentAllocations.allocatedOn), asc(supplierBills.billNumber))
        : [];
      const billsOf = new Map<string, string[]>();
      for (const row of settled)
        billsOf.set(row.paymentId, [...(billsOf.get(row.paymentId) ?? []), row.billNumber ?? '']);

      let opening = 0;
      const moves: Move[] = [];
      for (const bill of bills) {
        const total = toPaise(bill.total);
        const tds = toPaise(bill.tds);
        if (bill.date < from) {
          opening += total - tds;
          continue;
        }
        const reference = bill.number ?? bill.invoiceNumber;
        const due = bill.dueDate ? ` · due ${indianDate(bill.dueDate)}` : '';
        const base = { date: bill.date, reference, billId: bill.id, paymentId: null };
        moves.push({
          ...base,
          kind: 'bill',
          detail: `Invoice ${bill.invoiceNumber} of ${indianDate(bill.invoiceDate)}${due}`,
          debit: 0,
          credit: total,
        });
        // The tax deducted at source is paid to the government for the supplier: a debit of its own.
        if (tds > 0)
          moves.push({ ...base, kind: 'tds', detail: tdsDetail(bill.tdsSection, bill.tdsRate), debit: tds, credit: 0 });
      }
      for (const payment of payments) {
        const paise = toPaise(payment.amount);
        if (payment.date < from) {
          opening -= paise;
          continue;
        }
        const mode = PAYMENT_MODE_LABELS[payment.mode as PaymentMode] ?? payment.mode;
        const against = billsOf.get(payment.id);
        const detail = [mode, payment.reference, against?.length ? `against ${against.join(', ')}` : 'advance']
          .filter(Boolean)
          .join(' · ');
        moves.push({
          date: payment.date,
          kind: 'payment',
          reference: payment.number,
          detail,
          debit: paise,
          credit: 0,
          billId: null,
          paymentId: payment.id,
        });
      }
      // By date; on one day the bills first, each with its TDS, then the payments (the sort is stable).
      const order = { bill: 0, tds: 0, payment: 1 } as const;
      return {
        supplierId: supplier.id,
        supplierCode: supplier.code,
        supplierName: supplier.name,
        supplierAddress: supplier.address,
        supplierGstin: supplier.gstin,
        supplierState: supplier.state,
        supplierPan: supplier.pan,
        from,
        to,
        ...runAccount(moves, opening, order, 'credit'),
        company: companyLetterhead(company),
      };
    },

    /** The ledger's statement as a PDF: its file name and the document drawn from the ledger's print model. */
    async ledgerPdf(supplierId: string, query: StatementQuery, company: CompanySettings) {
      const ledger = await service.ledger(supplierId, query, company);
      const name = ledger.supplierCode ?? ledger.supplierName;
      return {
        fileName: pdfFileName(`Ledger-${name}-${ledger.from}-${ledger.to}`),
        pdf: await renderPrintPdf(supplierLedgerPrint(ledger, company.logo)),
      };
    },

    /**
     * What every supplier is owed today on its booked and part-paid bills (grand total − TDS −
     * paid) by days past the due date (the bill date when it has none), in the customers'
     * buckets; each supplier's open advances beside it; the biggest balance first.
     */
    async ageing(): Promise<PayablesAgeing> {
      const today = todayIn();
      const owed = sql`(${supplierBills.grandTotal} - ${supplierBills.tdsAmount} - ${supplierBills.amountPaid})`;
      const overdue = sql`(${today}::date - coalesce(${supplierBills.dueDate}, ${supplierBills.billDate}))`;
      const owing = await db
        .select({
          supplierId: suppliers.id,
          supplierCode: suppliers.supplierCode,
          supplierName: suppliers.name,
          ...ageingBucketSums(owed, overdue),
          total: sql<string>`sum(${owed})::text`,
          oldestDaysOverdue: sql<number>`greatest(max(${overdue}), 0)::int`,
        })
        .from(supplierBills)
        .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
        .where(inArray(supplierBills.status, [...PAYABLE_BILL_STATUSES]))
        .groupBy(suppliers.id, suppliers.supplierCode, suppliers.name);
      const advances = await db
        .select({
          supplierId: suppliers.id,
          supplierCode: suppliers.supplierCode,
          supplierName: suppliers.name,
          advance: sql<string>`sum(${supplierPayments.amount} - ${supplierPayments.allocatedAmount})::text`,
        })
        .from(supplierPayments)
        .innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
        .where(gt(supplierPayments.amount, supplierPayments.allocatedAmount))
        .groupBy(suppliers.id, suppliers.supplierCode, suppliers.name);

      const keys = [...AGEING_BUCKETS.map((b) => b.key), 'total'] as const;
      const zero = Object.fromEntries(keys.map((key) => [key, 0])) as Record<(typeof keys)[number], number>;
      const rows = new Map<string, PayablesAgeing['rows'][number]>();
      // NUMERIC sums are exact in the database; the driver hands them over as text.
      for (const row of owing) {
        rows.set(row.supplierId, {
          supplierId: row.supplierId,
          supplierCode: row.supplierCode,
          supplierName: row.supplierName,
          ...(Object.fromEntries(keys.map((key) => [key, Number(row[key])])) as typeof zero),
          advance: 0,
          net: Number(row.total),
          oldestDaysOverdue: row.oldestDaysOverdue,
        });
      }
      for (const row of advances) {
        const advance = Number(row.advance);
        const existing = rows.get(row.supplierId) ?? {
          supplierId: row.supplierId,
          supplierCode: row.supplierCode,
          supplierName: row.supplierName,
          ...zero,
          advance: 0,
          net: 0,
          oldestDaysOverdue: 0,
        };
        rows.set(row.supplierId, {
          ...existing,
          advance,
          net: fromPaise(toPaise(existing.total) - toPaise(advance)),
        });
      }
      const sorted = [...rows.values()].sort(
        (a, b) => b.total - a.total || b.advance - a.advance || a.supplierName.localeCompare(b.supplierName),
      );
      const totalOf = (key: (typeof keys)[number] | 'advance' | 'net') =>
        fromPaise(sumPaise(sorted.map((row) => toPaise(row[key]))));
      const totals = Object.fromEntries(
        [...keys, 'advance', 'net'].map((key) => [key, totalOf(key as (typeof keys)[number])]),
      ) as PayablesAgeing['totals'];
      return { asOf: today, rows: sorted, totals };
    },
  };
  return service;
}

export type PayablesService = ReturnType<typeof createPayablesService>;
