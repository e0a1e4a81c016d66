import {
  advanceAllocationInputSchema,
  documentActionSchema,
  fromPaise,
  indianDate,
  type PaymentMode,
  type SupplierBill,
  sumPaise,
  supplierBillInputSchema,
  supplierPaymentInputSchema,
  taxTypeFor,
  toPaise,
} from '@lathe/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { suppliers } from '../../src/db/schema/index.js';
import { taxOf } from '../../src/lib/tax-document-totals.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { createSupplierBillsService } from '../../src/modules/supplier-bills/supplier-bills.service.js';
import { createSupplierPaymentsService } from '../../src/modules/supplier-payments/supplier-payments.service.js';
import { momentOn } from '../sales/calendar.js';
import { seededRandom } from '../sales/random.js';
import { chequeReference, utr } from '../sales/references.js';
import type { StampBook } from '../stores/backdate.js';
import type { PayablesEvent } from './payables-plan.js';

/*
 * Keys the payables plan in through the services, as the screens would: each bill's draft from
 * the order's proposal (the receipt's lines at the order's rates), changed where the supplier's
 * invoice differs, with the total the supplier printed (its lines rounded to the rupee), then
 * booked, which matches it three ways; payments made from what the payment form offers (the
 * supplier's open bills, oldest due first). Every body is parsed by the shared schema its route
 * parses it with; every figure, number and status is the app's own.
 */

/** ₹2,00,000 in paise: from it the bank sends by RTGS, below by NEFT. */
const RTGS_FROM = 20_000_000;
/** The company's bank, by its IFSC's prefix. */
const OUR_BANK = 'HDFC';
/** The packing supplier, a small trader, is paid by cheque. */
const PAID_BY_CHEQUE = new Set(['SUP-005']);
/** Part of a bill paid now: about half, in ten thousands. */
const part = (owedPaise: number) => Math.max(1_000_000, Math.floor(owedPaise / 2 / 1_000_000) * 1_000_000);

export async function runPayables(
  db: Db,
  events: readonly PayablesEvent[],
  actor: { id: string },
  book: StampBook,
  now: Date,
) {
  const company = createCompanyService(db);
  const billing = createSupplierBillsService(db, company);
  const payments = createSupplierPaymentsService(db);
  const settings = await company.get(db);
  const supplierList = await db
    .select({ id: suppliers.id, code: suppliers.supplierCode, state: suppliers.state })
    .from(suppliers)
    .orderBy(asc(suppliers.supplierCode));
  const stateOf = new Map(supplierList.map((supplier) => [supplier.id, supplier.state]));
  const codeOf = new Map(supplierList.map((supplier) => [supplier.id, supplier.code]));
  // The references the bank gives, in the order the payments are made.
  const bank = seededRandom(141_026);
  let cheque = 312_440;
  const billIds = new Map<string, string>();
  const advanceIds = new Map<string, string>();
  const payer = { ...actor, isAdmin: false };

  /** Stamps what a payment set against bills, and the bills it settled, with the moment it was set. */
  const stampSettled = (allocations: readonly { id: string; billId: string }[], at: Date) => {
    for (const allocation of allocations) {
      book.stamp('supplierPaymentAllocations', allocation.id, 'createdAt', at);
      book.stamp('supplierBills', allocation.billId, 'updatedAt', at);
    }
  };

  for (const event of events) {
    const at = momentOn(event.date, event.minute, now);
    const after = (minutes: number) => momentOn(event.date, event.minute + minutes, now);
    switch (event.type) {
      case 'bill': {
        const { receipt } = event;
        const proposal = await billing.proposal({ purchaseOrderId: receipt.purchaseOrderId, billDate: event.date });
        const lines = proposal.lines
          .filter((line) => line.goodsReceiptId === receipt.id)
          .map((line) => ({
            purchaseOrderLineId: line.purchaseOrderLineId,
            goodsReceiptLineId: line.goodsReceiptLineId,
            description: line.description,
            hsnCode: line.hsnCode,
            quantity: line.quantity,
            rate: line.rate,
            gstRate: line.gstRate,
            ...(line.goodsReceiptLineId ? event.changes[line.goodsReceiptLineId] : undefined),
          }));
        // What the supplier printed: its lines' value and tax, rounded to the rupee.
        const printed = taxOf(taxTypeFor(settings.state, stateOf.get(receipt.supplierId) ?? null), lines).grandTotal;
        const draft = await billing.create(
          supplierBillInputSchema.parse({
            supplierId: receipt.supplierId,
            purchaseOrderId: receipt.purchaseOrderId,
            supplierInvoiceNumber: receipt.supplierInvoiceNumber,
            supplierInvoiceDate: receipt.supplierInvoiceDate ?? receipt.receiptDate,
            billDate: event.date,
            invoiceTotal: fromPaise(printed),
            remarks: event.remarks,
            lines,
          }),
          actor,
        );
        billIds.set(event.ref, draft.id);
        book.stamp('supplierBills', draft.id, 'createdAt', at);
        if (!event.book) break;
        const booked: SupplierBill = await billing.step('book')(
          draft.id,
          documentActionSchema.parse({ version: draft.version }),
        );
        book.stamp('supplierBills', draft.id, booked.status === 'held' ? 'heldAt' : 'bookedAt', after(3));
        break;
      }
      case 'approve': {
        const id = billIds.get(event.bill) as string;
        const held = await billing.get(id);
        await billing.step('approve')(id, documentActionSchema.parse({ version: held.version, reason: event.reason }));
        book.stamp('supplierBills', id, 'approvedAt', at);
        book.stamp('supplierBills', id, 'bookedAt', at);
        break;
      }
      case 'advance': {
        const payment = await payments.create(
          supplierPaymentInputSchema.parse({
            supplierId: event.supplierId,
            paymentDate: event.date,
            amount: event.amount,
            mode: 'bank_transfer',
            reference: utr(OUR_BANK, event.date, toPaise(event.amount) >= RTGS_FROM, bank),
            notes: `Advance against proforma invoice for ${event.proforma}`,
          }),
          payer,
        );
        advanceIds.set(event.ref, payment.id);
        book.stamp('supplierPayments', payment.id, 'createdAt', at);
        break;
      }
      case 'set-advance': {
        const paymentId = advanceIds.get(event.advance) as string;
        const billId = billIds.get(event.bill) as string;
        const open = await payments.openBills((await billing.get(billId)).supplierId);
        const left = open.advances.find((advance) => advance.paymentId === paymentId)?.advance ?? 0;
        const owed = open.bills.find((bill) => bill.id === billId)?.owed ?? 0;
        const amount = Math.min(left, owed);
        if (amount <= 0) break;
        const payment = await payments.allocateAdvance(
          paymentId,
          advanceAllocationInputSchema.parse({ allocatedOn: event.date, allocations: [{ billId, amount }] }),
        );
        book.stamp('supplierPayments', paymentId, 'updatedAt', at);
        stampSettled(
          payment.allocations.filter((allocation) => allocation.billId === billId),
          at,
        );
        break;
      }
      case 'payment-run': {
        const withheld = new Set(event.withheld.map((ref) => billIds.get(ref)));
        const due = [];
        for (const supplier of supplierList) {
          const open = await payments.openBills(supplier.id);
          const bills = open.bills.filter(
            (bill) => (bill.dueDate ?? bill.billDate) <= event.date && !withheld.has(bill.id) && bill.owed > 0,
          );
          if (bills.length) due.push({ supplier, bills });
        }
        // At the last run the biggest bill due is paid in part: the rest goes with the next run.
        const biggest = event.partly
          ? due.flatMap(({ bills }) => bills).sort((a, b) => b.owed - a.owed || a.id.localeCompare(b.id))[0]
          : undefined;
        for (const [i, { supplier, bills }] of due.entries()) {
          const allocations = bills.map((bill) => ({
            billId: bill.id,
            amount: bill === biggest ? fromPaise(part(toPaise(bill.owed))) : bill.owed,
          }));
          const amount = sumPaise(allocations.map((allocation) => toPaise(allocation.amount)));
          const byCheque = PAID_BY_CHEQUE.has(codeOf.get(supplier.id) ?? '');
          const mode: PaymentMode = byCheque ? 'cheque' : 'bank_transfer';
          const payment = await payments.create(
            supplierPaymentInputSchema.parse({
              supplierId: supplier.id,
              paymentDate: event.date,
              amount: fromPaise(amount),
              mode,
              reference: byCheque ? chequeReference(cheque++) : utr(OUR_BANK, event.date, amount >= RTGS_FROM, bank),
              notes: `Payment run of ${indianDate(event.date)}`,
              allocations,
            }),
            payer,
          );
          const paidAt = momentOn(event.date, event.minute + i * 4, now);
          book.stamp('supplierPayments', payment.id, 'createdAt', paidAt);
          stampSettled(payment.allocations, paidAt);
        }
        break;
      }
    }
  }
}
