import {
  billPaymentStatus,
  formatRupees,
  fromPaise,
  indianDate,
  owedOnBillPaise,
  PAYABLE_BILL_STATUSES,
  payableOnBillPaise,
  sumPaise,
  toPaise,
} from '@lathe/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supplierBills } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/** A bill as a payment reads it, locked. */
export interface LockedBill {
  id: string;
  billNumber: string | null;
  supplierId: string;
  status: string;
  supplierInvoiceNumber: string;
  supplierInvoiceDate: string;
  grandTotal: number;
  tdsAmount: number;
  amountPaid: number;
}

/**
 * Locks the bills (FOR UPDATE) in one order, by id, so two payments naming the same bills in
 * another order queue rather than deadlock; what each has paid is read under its lock.
 */
export async function lockBills(tx: DbOrTx, ids: readonly string[]): Promise<Map<string, LockedBill>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: supplierBills.id,
      billNumber: supplierBills.billNumber,
      supplierId: supplierBills.supplierId,
      status: supplierBills.status,
      supplierInvoiceNumber: supplierBills.supplierInvoiceNumber,
      supplierInvoiceDate: supplierBills.supplierInvoiceDate,
      grandTotal: supplierBills.grandTotal,
      tdsAmount: supplierBills.tdsAmount,
      amountPaid: supplierBills.amountPaid,
    })
    .from(supplierBills)
    .where(inArray(supplierBills.id, [...ids]))
    .orderBy(asc(supplierBills.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** How a refusal names a bill: its number, else the supplier's invoice number. */
const nameOf = (bill: LockedBill) => bill.billNumber ?? `Invoice ${bill.supplierInvoiceNumber}`;

/** Why a bill of this status takes no payment, or null when it does. */
function notPayable(bill: LockedBill): string | null {
  if ((PAYABLE_BILL_STATUSES as readonly string[]).includes(bill.status)) return null;
  switch (bill.status) {
    case 'held':
      return `${nameOf(bill)} is held for approval of its mismatches: it can be paid once approved`;
    case 'paid':
      return `${nameOf(bill)} is paid in full`;
    case 'cancelled':
      return `${nameOf(bill)} is cancelled`;
    default:
      return `${nameOf(bill)} is a draft: it can be paid once booked`;
  }
}

/**
 * Checks each allocation against its locked bill: the supplier's, booked or part paid, dated
 * on or after the supplier's invoice, no more than is owed. A refusal names the row
 * (`allocations.1.amount`), or the date field when the day is before the bill.
 */
export function checkAllocations(
  bills: ReadonlyMap<string, LockedBill>,
  allocations: readonly { billId: string; amount: number }[],
  supplierId: string,
  day: { field: string; date: string; what: string },
) {
  allocations.forEach((allocation, i) => {
    const at = (name: string) => `allocations.${i}.${name}`;
    const bill = bills.get(allocation.billId);
    if (!bill) throw invalidField(at('billId'), 'Bill not found');
    if (bill.supplierId !== supplierId)
      throw invalidField(at('billId'), `${nameOf(bill)} is not a bill of this supplier`);
    const refusal = notPayable(bill);
    if (refusal) throw invalidField(at('billId'), refusal);
    if (day.date < bill.supplierInvoiceDate) {
      throw invalidField(
        day.field,
        `${day.what} cannot be before ${nameOf(bill)}'s invoice, dated ${indianDate(bill.supplierInvoiceDate)}`,
      );
    }
    const owed = owedOnBillPaise(bill);
    if (toPaise(allocation.amount) > owed) {
      throw invalidField(at('amount'), `More than is owed on ${nameOf(bill)} (${formatRupees(owed)})`);
    }
  });
}

/** Adds `paise` (negative: takes back) to what a locked bill has paid, and sets its status from it. */
export async function settleBill(tx: DbOrTx, bill: LockedBill, paise: number) {
  const paid = sumPaise([toPaise(bill.amountPaid), paise]);
  const settled = (PAYABLE_BILL_STATUSES as readonly string[]).includes(bill.status) || bill.status === 'paid';
  await tx
    .update(supplierBills)
    .set({
      amountPaid: fromPaise(paid),
      ...(settled ? { status: billPaymentStatus(paid, payableOnBillPaise(bill)) } : {}),
      ...touched(supplierBills),
    })
    .where(eq(supplierBills.id, bill.id));
  bill.amountPaid = fromPaise(paid);
}
