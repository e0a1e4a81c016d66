import type { InvoiceStatus } from '../schemas/invoice.js';
import { IRN_AFTER_24_HOURS, irnCancellable } from '../schemas/irn.js';
import { defineFlow } from './flow.js';

/** What the invoice's rules read: its status and what has been paid against it. */
export interface InvoiceFacts {
  status: InvoiceStatus;
  amountPaid: number;
  payments: readonly unknown[];
  /** When the portal acknowledged its IRN, if it has one: the portal cancels an IRN within 24 hours only. */
  irnAckDate?: Date | string | null;
  /** The moment the rules are read at; the clock's now when left out. */
  now?: Date;
  /** How many issued credit and debit notes stand against it: an invoice with notes is not cancelled. */
  notesStanding?: number;
}

const edit = { scope: 'invoices', action: 'edit' } as const;

/**
 * An invoice's life (contract §4): a draft is edited whole or deleted, issued with the next
 * number of the gap-free yearly series, paid by payments (issued → partially paid → paid), given
 * its IRN, and cancelled keeping its number while no payment stands against it. Payments and the
 * IRN are taken on the invoice's own panels (`pay`, `recordIrn` and the rest have no screen of
 * the kit's); issuing and cancelling are the kit's.
 */
export const INVOICE_FLOW = defineFlow<InvoiceStatus, InvoiceFacts, InvoiceStep>({
  noun: 'invoice',
  statuses: ['draft', 'issued', 'partially_paid', 'paid', 'cancelled'],
  steps: {
    edit: { from: ['draft'], permission: edit, refusal: () => 'Only a draft invoice can be edited' },
    delete: {
      from: ['draft'],
      permission: { scope: 'invoices', action: 'delete' },
      refusal: () => 'Only a draft invoice can be deleted; cancel an issued invoice instead',
    },
    issue: {
      from: ['draft'],
      to: 'issued',
      permission: { scope: 'invoice-status', action: 'create' },
      numbered: true,
      refusal: () => 'Only a draft invoice can be issued',
      screen: {
        take: 'ask',
        label: 'Issue',
        icon: 'send',
        summary: 'Issues a draft with the next number of the yearly series',
        question: () => 'Issue this invoice? It takes the next invoice number and can no longer be edited.',
        done: ({ number }) => `Invoice ${number ?? ''} issued`,
        failed: 'Failed to issue invoice',
      },
    },
    pay: {
      from: ['issued', 'partially_paid'],
      permission: { scope: 'payments', action: 'create' },
      refusal: (status) =>
        status === 'paid'
          ? 'This invoice is already paid in full'
          : 'Payments can be recorded only against an issued invoice',
    },
    removePayment: {
      from: ['draft', 'issued', 'partially_paid', 'paid'],
      permission: { scope: 'payments', action: 'delete' },
      refusal: () => 'The payments of a cancelled invoice cannot be changed',
    },
    // The portal's answer to the e-invoice, recorded by whoever issues (invoice-status: create).
    recordIrn: {
      from: ['issued', 'partially_paid', 'paid'],
      permission: { scope: 'invoice-status', action: 'create' },
      refusal: (status) =>
        status === 'draft' ? 'Issue the invoice first: a draft has no IRN' : 'A cancelled invoice takes no IRN',
    },
    removeIrn: {
      from: ['issued', 'partially_paid', 'paid'],
      permission: { scope: 'invoice-status', action: 'create' },
      refusal: (status) =>
        status === 'draft' ? 'A draft has no IRN' : 'The IRN of a cancelled invoice stays on record',
    },
    // Last: the bar draws the steps in this order, the undoing one at its end.
    cancel: {
      from: ['issued', 'partially_paid', 'paid'],
      to: 'cancelled',
      permission: { scope: 'invoice-status', action: 'delete' },
      reason: true,
      refusal: (status) =>
        status === 'draft'
          ? 'A draft invoice cannot be cancelled; delete it instead'
          : 'This invoice is already cancelled',
      needs: [
        { holds: (invoice) => irnCancellable(invoice.irnAckDate, invoice.now), refusal: IRN_AFTER_24_HOURS },
        {
          holds: (invoice) => invoice.payments.length === 0 && invoice.amountPaid === 0,
          refusal: 'Remove its payments first',
        },
        { holds: (invoice) => !invoice.notesStanding, refusal: 'Cancel its credit and debit notes first' },
      ],
      screen: {
        take: 'reason',
        label: 'Cancel Invoice',
        icon: 'ban',
        summary: 'Cancels an issued invoice without payments; it keeps its number',
        panel: {
          title: ({ number }) => `Cancel invoice ${number ?? ''}`,
          intro: 'The number stays used and the invoice stays on record, marked cancelled.',
          confirm: 'Confirm cancellation',
          keep: 'Keep invoice',
        },
        done: ({ number }) => `Invoice ${number ?? ''} cancelled`,
        failed: 'Failed to cancel invoice',
      },
    },
  },
  // Save & Issue goes without the question: the form asks only about lines beyond what was dispatched.
  saveAnd: { step: 'issue', summary: 'Saves the draft and issues it in one go', unasked: true },
});

export type InvoiceStep = 'edit' | 'delete' | 'issue' | 'pay' | 'removePayment' | 'cancel' | 'recordIrn' | 'removeIrn';

/** Statuses of an invoice that still has money to come in. */
const UNPAID_INVOICE_STATUSES: readonly string[] = ['issued', 'partially_paid'];

/** An issued or partly paid invoice whose due date is before today (due today is not yet overdue). */
export function isInvoiceOverdue(invoice: { status: string; dueDate: string | null }, today: string): boolean {
  return UNPAID_INVOICE_STATUSES.includes(invoice.status) && invoice.dueDate !== null && invoice.dueDate < today;
}

/** The status to show: 'overdue' is never stored, it is the stored status read against today. */
export function invoiceDisplayStatus<Status extends string>(
  invoice: { status: Status; dueDate: string | null },
  today: string,
): Status | 'overdue' {
  return isInvoiceOverdue(invoice, today) ? 'overdue' : invoice.status;
}
