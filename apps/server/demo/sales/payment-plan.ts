import { randomUUID } from 'node:crypto';
import { addDays, type PaymentMode } from '@lathe/shared';
import { later, momentOn, workingDay } from './calendar.js';
import type { PlannedInvoice } from './invoice-plan.js';
import type { PlanContext } from './order-plan.js';
import { chequeReference, PAYER_BANKS, upiReference, utr } from './references.js';

/*
 * How the demo customers pay: each has a habit (prompt, regular, slow or stretched), some
 * pay an invoice in two instalments, and now and then one is held back for months over a
 * dispute. Whatever would be paid after today is not paid yet, which leaves receivables
 * outstanding and some of them overdue.
 */

export interface PlannedPayment {
  id: string;
  paymentDate: string;
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  createdAt: Date;
}

/** Days after the due date a customer pays, at the least and at the most. */
const HABITS: Record<string, [number, number]> = {
  prompt: [-10, 3],
  regular: [-3, 20],
  slow: [10, 45],
  stretched: [30, 90],
};

/** ₹1,00,000 in paise: above it NEFT/RTGS or a cheque, not UPI; from ₹2,00,000 RTGS. */
const ONE_LAKH = 10_000_000;

/** Plans the payments of invoices one after another, keeping each customer's habit, bank and cheque book. */
export function paymentPlanner(context: PlanContext) {
  const { random, today, now } = context;
  const payers = new Map<string, { delay: [number, number]; bank: string; cheque: number }>();
  const payerOf = (customerId: string) => {
    const known = payers.get(customerId);
    if (known) return known;
    const habit = random.weighted(Object.keys(HABITS), [25, 45, 20, 10]);
    const payer = {
      delay: HABITS[habit] ?? [0, 15],
      bank: random.pick(PAYER_BANKS),
      cheque: random.int(1000, 90_000),
    };
    payers.set(customerId, payer);
    return payer;
  };

  return (invoice: PlannedInvoice): PlannedPayment[] => {
    const payer = payerOf(invoice.order.customer.id);
    const total = invoice.gst.grandTotal;
    // A quality dispute or a lost invoice holds one back now and then.
    const [min, max] = random.chance(0.04) ? [100, 200] : payer.delay;
    const settled = later(addDays(invoice.invoiceDate, 5), addDays(invoice.dueDate, random.int(min, max)));
    const instalments: { date: string; amount: number }[] = [];
    if (total >= 2 * ONE_LAKH && random.chance(0.2)) {
      // Round thousands on account first, the balance later.
      const onAccount = Math.floor((total * (0.4 + 0.3 * random.next())) / 100_000) * 100_000;
      const date = later(addDays(invoice.invoiceDate, 3), addDays(settled, -random.int(10, 25)));
      instalments.push({ date, amount: onAccount }, { date: settled, amount: total - onAccount });
    } else {
      instalments.push({ date: settled, amount: total });
    }
    return instalments
      .map((instalment) => ({ ...instalment, date: workingDay(instalment.date) }))
      .filter((instalment) => instalment.date <= today)
      .map(({ date, amount }): PlannedPayment => {
        const mode: PaymentMode =
          amount > ONE_LAKH
            ? random.weighted(['bank_transfer', 'cheque'], [85, 15])
            : random.weighted(['bank_transfer', 'cheque', 'upi'], [65, 20, 15]);
        const reference =
          mode === 'bank_transfer'
            ? utr(payer.bank, date, amount >= 2 * ONE_LAKH, random)
            : mode === 'cheque'
              ? chequeReference(payer.cheque++)
              : upiReference(random);
        return {
          id: randomUUID(),
          paymentDate: date,
          amountPaise: amount,
          mode,
          reference,
          createdAt: momentOn(date, random.int(90, 480), now),
        };
      });
  };
}
