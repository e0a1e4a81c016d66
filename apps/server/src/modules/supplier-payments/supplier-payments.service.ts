import {
  type AdvanceAllocationData,
  formatRupees,
  fromPaise,
  indianDate,
  type ListQuery,
  type ListResult,
  type OpenBills,
  owedOnBillPaise,
  PAYABLE_BILL_STATUSES,
  SERIES_PREFIX,
  type SupplierPayment,
  type SupplierPaymentData,
  type SupplierPaymentListFilter,
  type SupplierPaymentSort,
  type SupplierPaymentSummary,
  sumPaise,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { supplierBills, supplierPaymentAllocations, supplierPayments, suppliers } from '../../db/schema/index.js';
import { nextDocumentNumber } from '../../lib/document-series.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { allPages, listPage, type PageRequest, withPage } from '../../lib/list.js';
import { touched } from '../../lib/touched.js';
import type { Actor } from '../../plugins/access.js';
import { checkAllocations, lockBills, settleBill } from './bill-settlement.js';
import { supplierPaymentListSpec } from './supplier-payment-list.js';
import { selectPaymentSummaries, toPaymentSummary } from './supplier-payment-rows.js';

const fetchPayments = (db: DbOrTx) => async (page: PageRequest) =>
  (await withPage(selectPaymentSummaries(db), page)).map(toPaymentSummary);

const seriesFull = (financialYear: string) =>
  `The supplier payment series of ${financialYear} is full (9,999 payments)`;

/** The payment as the API answers it, with what of it settles which bill. */
async function readPayment(db: DbOrTx, id: string): Promise<SupplierPayment> {
  const [row] = await selectPaymentSummaries(db).where(eq(supplierPayments.id, id));
  if (!row) throw notFound('Supplier payment');
  const [extra] = await db
    .select({ notes: supplierPayments.notes, version: supplierPayments.version, updatedAt: supplierPayments.updatedAt })
    .from(supplierPayments)
    .where(eq(supplierPayments.id, id));
  const allocations = await db
    .select({
      id: supplierPaymentAllocations.id,
      billId: supplierPaymentAllocations.billId,
      billNumber: supplierBills.billNumber,
      supplierInvoiceNumber: supplierBills.supplierInvoiceNumber,
      billDate: supplierBills.billDate,
      amount: supplierPaymentAllocations.amount,
      allocatedOn: supplierPaymentAllocations.allocatedOn,
    })
    .from(supplierPaymentAllocations)
    .innerJoin(supplierBills, eq(supplierBills.id, supplierPaymentAllocations.billId))
    .where(eq(supplierPaymentAllocations.paymentId, id))
    .orderBy(asc(supplierPaymentAllocations.allocatedOn), asc(supplierPaymentAllocations.createdAt));
  return {
    ...toPaymentSummary(row),
    notes: extra?.notes ?? null,
    version: extra?.version ?? 1,
    updatedAt: (extra?.updatedAt ?? new Date()).toISOString(),
    allocations,
  };
}

/** The payment row, locked: what is set against bills changes only under it. */
async function lockPayment(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(supplierPayments).where(eq(supplierPayments.id, id)).for('update');
  if (!row) throw notFound('Supplier payment');
  return row;
}

/** Writes the allocations of a payment and adds them to the bills, already checked under their locks. */
async function allocate(
  tx: DbOrTx,
  paymentId: string,
  bills: Awaited<ReturnType<typeof lockBills>>,
  allocations: readonly { billId: string; amount: number }[],
  allocatedOn: string,
) {
  if (allocations.length === 0) return;
  await tx
    .insert(supplierPaymentAllocations)
    .values(allocations.map((a) => ({ paymentId, billId: a.billId, amount: a.amount, allocatedOn })));
  for (const allocation of allocations) {
    const bill = bills.get(allocation.billId);
    if (bill) await settleBill(tx, bill, toPaise(allocation.amount));
  }
}

/**
 * Supplier payments (issue 32): one amount paid to a supplier, put against several of its booked
 * bills at once, the rest kept as an advance to set against its later bills; removed when
 * recorded by mistake. Bills are locked in one order and their paid amount and status are kept
 * under their locks, so concurrent payments never pay a bill more than it owes.
 */
export function createSupplierPaymentsService(db: Db) {
  return {
    list: (
      query: ListQuery<SupplierPaymentSort>,
      filters?: SupplierPaymentListFilter,
    ): Promise<ListResult<SupplierPaymentSummary>> =>
      listPage(db, supplierPaymentListSpec(filters), query, fetchPayments(db)),

    /** Every payment matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<SupplierPaymentSort>, 'page' | 'limit'>, filters?: SupplierPaymentListFilter) {
      yield* allPages(supplierPaymentListSpec(filters), query, fetchPayments(db));
    },

    get: (id: string) => readPayment(db, id),

    /**
     * Records a payment: the supplier's name copied, each bill checked under its lock, the
     * allocations written and the bills settled, and the number (PV/2026-27/0001) taken last so a
     * refusal gives it back.
     */
    create: (data: SupplierPaymentData, actor: Actor): Promise<SupplierPayment> =>
      db.transaction(async (tx) => {
        const [supplier] = await tx
          .select({ id: suppliers.id, name: suppliers.name })
          .from(suppliers)
          .where(eq(suppliers.id, data.supplierId));
        if (!supplier) throw invalidField('supplierId', 'Supplier not found');
        const bills = await lockBills(
          tx,
          data.allocations.map((a) => a.billId),
        );
        checkAllocations(bills, data.allocations, supplier.id, {
          field: 'paymentDate',
          date: data.paymentDate,
          what: 'Payment date',
        });
        const allocated = sumPaise(data.allocations.map((a) => toPaise(a.amount)));
        const paymentNumber = await nextDocumentNumber(tx, SERIES_PREFIX.supplierPayment, data.paymentDate, seriesFull);
        const [payment] = await tx
          .insert(supplierPayments)
          .values({
            paymentNumber,
            supplierId: supplier.id,
            supplierName: supplier.name,
            paymentDate: data.paymentDate,
            amount: data.amount,
            allocatedAmount: fromPaise(allocated),
            mode: data.mode,
            reference: data.reference ?? null,
            notes: data.notes ?? null,
            createdBy: actor.id,
          })
          .returning({ id: supplierPayments.id });
        const id = (payment as { id: string }).id;
        await allocate(tx, id, bills, data.allocations, data.paymentDate);
        return readPayment(tx, id);
      }),

    /**
     * Sets a payment's open advance against the supplier's bills on `allocatedOn` (today unless
     * given; not before the payment): no more than the advance left, each bill as a payment checks it.
     */
    allocateAdvance: (id: string, data: AdvanceAllocationData): Promise<SupplierPayment> =>
      db.transaction(async (tx) => {
        const payment = await lockPayment(tx, id);
        const allocatedOn = data.allocatedOn ?? todayIn();
        if (allocatedOn < payment.paymentDate) {
          throw invalidField(
            'allocatedOn',
            `Cannot be before the payment ${payment.paymentNumber}, dated ${indianDate(payment.paymentDate)}`,
          );
        }
        let left = toPaise(payment.amount) - toPaise(payment.allocatedAmount);
        data.allocations.forEach((allocation, i) => {
          const paise = toPaise(allocation.amount);
          if (paise > left) {
            const message =
              left <= 0 ? 'Nothing of the advance is left' : `Only ${formatRupees(left)} of the advance is left`;
            throw invalidField(`allocations.${i}.amount`, message);
          }
          left -= paise;
        });
        const bills = await lockBills(
          tx,
          data.allocations.map((a) => a.billId),
        );
        checkAllocations(bills, data.allocations, payment.supplierId, {
          field: 'allocatedOn',
          date: allocatedOn,
          what: 'The day it is set',
        });
        await allocate(tx, id, bills, data.allocations, allocatedOn);
        await tx
          .update(supplierPayments)
          .set({
            allocatedAmount: sql`${supplierPayments.allocatedAmount} + ${fromPaise(
              sumPaise(data.allocations.map((a) => toPaise(a.amount))),
            )}`,
            ...touched(supplierPayments),
          })
          .where(eq(supplierPayments.id, id));
        return readPayment(tx, id);
      }),

    /** Removes a payment recorded by mistake: what it paid of each bill is taken back and the bill's status set again. */
    remove: (id: string): Promise<void> =>
      db.transaction(async (tx) => {
        await lockPayment(tx, id);
        const allocations = await tx
          .select({ billId: supplierPaymentAllocations.billId, amount: supplierPaymentAllocations.amount })
          .from(supplierPaymentAllocations)
          .where(eq(supplierPaymentAllocations.paymentId, id));
        const bills = await lockBills(tx, [...new Set(allocations.map((a) => a.billId))]);
        for (const allocation of allocations) {
          const bill = bills.get(allocation.billId);
          if (bill) await settleBill(tx, bill, -toPaise(allocation.amount));
        }
        await tx.delete(supplierPayments).where(eq(supplierPayments.id, id));
      }),

    /** The payment form's start: the supplier's booked and part-paid bills oldest due first, and its open advances. */
    async openBills(supplierId: string): Promise<OpenBills> {
      const [supplier] = await db
        .select({ id: suppliers.id, name: suppliers.name })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId));
      if (!supplier) throw notFound('Supplier');
      const rows = await db
        .select({
          id: supplierBills.id,
          billNumber: supplierBills.billNumber,
          supplierInvoiceNumber: supplierBills.supplierInvoiceNumber,
          supplierInvoiceDate: supplierBills.supplierInvoiceDate,
          billDate: supplierBills.billDate,
          dueDate: supplierBills.dueDate,
          status: supplierBills.status,
          grandTotal: supplierBills.grandTotal,
          tdsAmount: supplierBills.tdsAmount,
          amountPaid: supplierBills.amountPaid,
        })
        .from(supplierBills)
        .where(and(eq(supplierBills.supplierId, supplierId), inArray(supplierBills.status, [...PAYABLE_BILL_STATUSES])))
        .orderBy(
          asc(sql`coalesce(${supplierBills.dueDate}, ${supplierBills.billDate})`),
          asc(supplierBills.billDate),
          asc(supplierBills.id),
        );
      const bills = rows.map((row) => ({
        ...row,
        status: row.status as OpenBills['bills'][number]['status'],
        owed: fromPaise(owedOnBillPaise(row)),
      }));
      const advances = (
        await db
          .select({
            paymentId: supplierPayments.id,
            paymentNumber: supplierPayments.paymentNumber,
            paymentDate: supplierPayments.paymentDate,
            amount: supplierPayments.amount,
            allocatedAmount: supplierPayments.allocatedAmount,
          })
          .from(supplierPayments)
          .where(
            and(
              eq(supplierPayments.supplierId, supplierId),
              gt(supplierPayments.amount, supplierPayments.allocatedAmount),
            ),
          )
          .orderBy(asc(supplierPayments.paymentDate), asc(supplierPayments.paymentNumber))
      ).map(({ amount, allocatedAmount, ...rest }) => ({
        ...rest,
        advance: fromPaise(toPaise(amount) - toPaise(allocatedAmount)),
      }));
      return {
        supplierId: supplier.id,
        supplierName: supplier.name,
        bills,
        advances,
        totalOwed: fromPaise(sumPaise(bills.map((b) => toPaise(b.owed)))),
        totalAdvance: fromPaise(sumPaise(advances.map((a) => toPaise(a.advance)))),
      };
    },
  };
}

export type SupplierPaymentsService = ReturnType<typeof createSupplierPaymentsService>;
