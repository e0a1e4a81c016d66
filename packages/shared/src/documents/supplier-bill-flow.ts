import { toPaise } from '../money/money.js';
import { owedOnBillPaise } from '../payables/allocation.js';
import { defineFlow } from './flow.js';

export const SUPPLIER_BILL_STATUSES = ['draft', 'held', 'booked', 'partly_paid', 'paid', 'cancelled'] as const;
export type SupplierBillStatus = (typeof SUPPLIER_BILL_STATUSES)[number];

export const SUPPLIER_BILL_STATUS_LABELS: Record<SupplierBillStatus, string> = {
  draft: 'Draft',
  held: 'Held for approval',
  booked: 'Booked',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** What the bill's rules read: its status and money (rupees). */
export interface SupplierBillFacts {
  status: SupplierBillStatus;
  grandTotal: number;
  tdsAmount: number;
  amountPaid: number;
}

/** What is still owed on a bill: its total less the TDS deducted and what was paid, never below zero (paise). */
export const owedOnBill = (bill: Pick<SupplierBillFacts, 'grandTotal' | 'tdsAmount' | 'amountPaid'>) =>
  Math.max(0, owedOnBillPaise(bill));

const label = (status: SupplierBillStatus) => SUPPLIER_BILL_STATUS_LABELS[status].toLowerCase();

/**
 * A supplier's bill: a draft (edited whole, or deleted) is booked with the next number of its
 * yearly series (PB/2026-27/0001) by one step whose three-way match decides where it goes — booked
 * when it matches its order and receipts, held (numbered too) when it does not, until someone
 * approves it with a reason. A booked bill is paid by supplier payments (partly paid, paid), or
 * cancelled with a reason while nothing is paid, keeping its number and giving back what it billed.
 */
export const SUPPLIER_BILL_FLOW = defineFlow<SupplierBillStatus, SupplierBillFacts, SupplierBillStep>({
  noun: 'supplier bill',
  shortNoun: 'bill',
  statuses: SUPPLIER_BILL_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'supplier-bills', action: 'edit' },
      refusal: (status) => `Only a draft bill can be edited; this one is ${label(status)}`,
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'supplier-bills', action: 'delete' },
      refusal: () => 'Only a draft bill can be deleted; cancel a booked one',
    },
    book: {
      from: ['draft'],
      to: 'booked',
      orTo: ['held'],
      permission: { scope: 'supplier-bill-status', action: 'create' },
      numbered: true,
      refusal: (status) => `Only a draft bill can be booked; this one is ${label(status)}`,
      screen: {
        take: 'ask',
        label: 'Book',
        icon: 'receipt',
        summary:
          'Books a draft bill with the next PB number: matched three ways against its order and receipts, it is booked, or held for approval when it does not match',
        question: ({ about }) =>
          `Book this bill${about ? ` from ${about}` : ''}? It takes the next PB number and can no longer be edited; if it does not match its order and receipts it is held for approval.`,
        done: ({ number, short }) =>
          short
            ? `Supplier bill ${number ?? ''} held for approval: it does not match its order and receipts`
            : `Supplier bill ${number ?? ''} booked`,
        failed: 'Failed to book supplier bill',
      },
    },
    approve: {
      from: ['held'],
      to: 'booked',
      permission: { scope: 'supplier-bill-status', action: 'edit' },
      reason: true,
      reasonRequired: 'Give the reason for approving the mismatch',
      refusal: (status) => `Only a bill held for approval can be approved; this one is ${label(status)}`,
      screen: {
        take: 'reason',
        label: 'Approve',
        icon: 'check',
        summary: 'Books a bill held for a mismatch, with the reason it may stand as billed',
        panel: {
          title: ({ number }) => `Approve supplier bill ${number ?? ''}`,
          intro: 'The bill is booked as the supplier billed it, mismatches and all; the reason is kept with it.',
          confirm: 'Approve and book',
          keep: 'Keep it held',
        },
        done: ({ number }) => `Supplier bill ${number ?? ''} approved and booked`,
        failed: 'Failed to approve supplier bill',
      },
    },
    cancel: {
      from: ['held', 'booked'],
      to: 'cancelled',
      permission: { scope: 'supplier-bill-status', action: 'delete' },
      reason: true,
      reasonRequired: 'Give the reason for cancelling',
      refusal: (status) =>
        status === 'draft'
          ? 'A draft bill is deleted, not cancelled'
          : status === 'cancelled'
            ? 'This bill is already cancelled'
            : 'Payments are set against this bill; remove them before cancelling it',
      needs: [
        {
          holds: (bill) => toPaise(bill.amountPaid) === 0,
          refusal: 'Payments are set against this bill; remove them before cancelling it',
        },
      ],
      screen: {
        take: 'reason',
        label: 'Cancel Bill',
        icon: 'ban',
        emphasis: 'danger',
        summary:
          'Cancels a held or booked bill nothing is paid against: it keeps its number and gives back the quantities it billed',
        panel: {
          title: ({ number }) => `Cancel supplier bill ${number ?? ''}`,
          intro:
            'The number stays used and the bill stays on record, marked cancelled; what it billed of the order and receipts may be billed again.',
          confirm: 'Confirm cancellation',
          keep: 'Keep the bill',
        },
        done: ({ number }) => `Supplier bill ${number ?? ''} cancelled`,
        failed: 'Failed to cancel supplier bill',
      },
    },
    pay: {
      from: ['booked', 'partly_paid'],
      permission: { scope: 'supplier-payments', action: 'create' },
      refusal: (status) =>
        status === 'held'
          ? 'This bill is held for approval; it can be paid once approved'
          : `Only a booked bill can be paid; this one is ${label(status)}`,
      offeredWhen: (bill) => owedOnBill(bill) > 0,
    },
  },
  saveAnd: { step: 'book', summary: 'Saves the draft bill and books it (or holds it for approval) in one go' },
});

export type SupplierBillStep = 'edit' | 'delete' | 'book' | 'approve' | 'cancel' | 'pay';
