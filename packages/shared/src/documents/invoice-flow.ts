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
 * number of the gap-free yearly series, paid by payments (issued → partially paid → paid) and
 * cancelled keeping its number while no payment stands against it.
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
  },
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
