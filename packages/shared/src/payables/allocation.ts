import { fromPaise, sumPaise, toPaise } from '../money/money.js';

/*
 * What a supplier is owed on a bill and how a payment is put against bills: the rules the
 * payment form previews and the server enforces under the bills' row locks. Money in paise.
 */

/** What a bill's figures are, as read (rupees). */
export interface BillFigures {
  grandTotal: number;
  /** Income tax the plant deducts at source and pays to the government, not to the supplier. */
  tdsAmount: number;
  amountPaid: number;
}

/** What is payable to the supplier on a bill, in paise: its total less the TDS deducted. */
export const payableOnBillPaise = (bill: Pick<BillFigures, 'grandTotal' | 'tdsAmount'>) =>
  toPaise(bill.grandTotal) - toPaise(bill.tdsAmount);

/** What is still owed on a bill, in paise: grand total − TDS − paid. */
export const owedOnBillPaise = (bill: BillFigures) => payableOnBillPaise(bill) - toPaise(bill.amountPaid);

/** The statuses a booked bill moves between as it is paid. */
export type BillPaymentStatus = 'booked' | 'partly_paid' | 'paid';

/** The bill's status for what is paid of what is payable: nothing → booked, part → partly paid, all → paid. */
export function billPaymentStatus(paidPaise: number, payablePaise: number): BillPaymentStatus {
  if (paidPaise >= payablePaise) return 'paid';
  return paidPaise === 0 ? 'booked' : 'partly_paid';
}

/** The bill statuses a payment may be put against: booked and partly paid (a held bill waits for approval). */
export const PAYABLE_BILL_STATUSES = ['booked', 'partly_paid'] as const;

/** What part of a payment is left as an advance, in paise: the amount less what is put against bills. */
export const advanceLeftPaise = (amount: number, allocations: readonly { amount: number }[]) =>
  toPaise(amount) - sumPaise(allocations.map((a) => toPaise(a.amount)));

/** An open bill as "Pay all" reads it. */
export interface OwedBill {
  id: string;
  /** The day it falls due (else its bill date): the oldest due is paid first. */
  dueDate: string | null;
  billDate: string;
  owed: number;
}

/** Oldest due first: by due date (the bill date when none), then bill date, then id for a stable order. */
export const oldestDueFirst = <B extends OwedBill>(bills: readonly B[]): B[] =>
  [...bills].sort((a, b) => {
    const dueA = a.dueDate ?? a.billDate;
    const dueB = b.dueDate ?? b.billDate;
    if (dueA !== dueB) return dueA < dueB ? -1 : 1;
    if (a.billDate !== b.billDate) return a.billDate < b.billDate ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });

/**
 * "Pay all": `amount` put against the bills oldest due first, each up to what it owes; with no
 * amount (null), every bill paid in full. Answers each bill's share (rupees, 0 for none) by id,
 * and the amount the payment then is.
 */
export function payOldestFirst(
  bills: readonly OwedBill[],
  amount: number | null,
): { amount: number; shares: Map<string, number> } {
  const ordered = oldestDueFirst(bills);
  const total = sumPaise(ordered.map((b) => toPaise(b.owed)));
  let left = amount === null ? total : toPaise(amount);
  const shares = new Map<string, number>();
  for (const bill of ordered) {
    const take = Math.max(0, Math.min(left, toPaise(bill.owed)));
    shares.set(bill.id, fromPaise(take));
    left -= take;
  }
  return { amount: amount === null ? fromPaise(total) : amount, shares };
}
