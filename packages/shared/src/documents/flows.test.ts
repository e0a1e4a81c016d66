import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../permissions.js';
import type { NoteStatus } from '../schemas/gst-note.js';
import { TAX_TYPE_CASES } from '../testing/tax-type-cases.js';
import { failedText, nounOf, offers, refusalOf, statusRefusal, titleOf } from './flow.js';
import { creditNoteDeadline, NOTE_FLOW } from './gst-note-flow.js';
import { INVOICE_FLOW, type InvoiceFacts } from './invoice-flow.js';
import { SALES_ORDER_FLOW, type SalesOrderFacts } from './sales-order-flow.js';
import { taxTypeFor } from './tax-type.js';

const holder = (permissions: Permission[]) => ({ permissions });
const everything = holder(ALL_PERMISSIONS);
const line = (quantity: number, dispatchedQuantity = 0, invoicedQuantity = 0) => ({
  quantity,
  dispatchedQuantity,
  invoicedQuantity,
});
const order = (status: SalesOrderFacts['status'], lines = [line(10)]): SalesOrderFacts => ({ status, lines });
const invoice = (status: InvoiceFacts['status'], amountPaid = 0): InvoiceFacts => ({
  status,
  amountPaid,
  payments: amountPaid ? [{}] : [],
});

describe('the sales order flow', () => {
  it('lets a draft be edited, deleted, confirmed and cancelled, and nothing else', () => {
    const draft = order('draft');
    const allowed = Object.keys(SALES_ORDER_FLOW.steps).filter(
      (step) => refusalOf(SALES_ORDER_FLOW, step as keyof typeof SALES_ORDER_FLOW.steps, draft) === null,
    );
    expect(allowed).toEqual(['edit', 'delete', 'confirm', 'cancel']);
  });

  it("refuses with the server's messages, naming the status", () => {
    expect(statusRefusal(SALES_ORDER_FLOW, 'confirm', 'confirmed')).toBe(
      'Only a draft order can be confirmed; this one is confirmed',
    );
    expect(statusRefusal(SALES_ORDER_FLOW, 'close', 'draft')).toBe(
      'Only a confirmed order can be short-closed; this one is draft',
    );
    expect(statusRefusal(SALES_ORDER_FLOW, 'cancel', 'closed')).toBe('A closed order cannot be cancelled');
    expect(statusRefusal(SALES_ORDER_FLOW, 'dispatch', 'draft')).toBe(
      'Only a confirmed order takes dispatches; this one is draft',
    );
  });

  it('cancels a confirmed order only while nothing was dispatched or invoiced on it', () => {
    expect(refusalOf(SALES_ORDER_FLOW, 'cancel', order('confirmed'))).toBeNull();
    expect(refusalOf(SALES_ORDER_FLOW, 'cancel', order('confirmed', [line(10), line(5, 1)]))).toBe(
      'This order has dispatches; short-close it instead',
    );
    expect(refusalOf(SALES_ORDER_FLOW, 'cancel', order('confirmed', [line(10, 0, 2)]))).toBe(
      'This order has invoices; short-close it instead',
    );
  });

  it('offers dispatch and invoice only while something is left, to a user with the permission', () => {
    const done = order('confirmed', [line(10, 10, 4)]);
    expect(offers(SALES_ORDER_FLOW, 'dispatch', done, everything)).toBe(false);
    expect(offers(SALES_ORDER_FLOW, 'invoice', done, everything)).toBe(true);
    expect(offers(SALES_ORDER_FLOW, 'invoice', order('completed', [line(10, 10, 10)]), everything)).toBe(false);
    const viewer = holder([{ scope: 'sales-orders', actions: ['view', 'edit'] }]);
    // Dispatching is its own permission, not editing orders.
    expect(offers(SALES_ORDER_FLOW, 'dispatch', order('confirmed'), viewer)).toBe(false);
    const dispatcher = holder([{ scope: 'dispatches', actions: ['create'] }]);
    expect(offers(SALES_ORDER_FLOW, 'dispatch', order('confirmed'), dispatcher)).toBe(true);
    expect(offers(SALES_ORDER_FLOW, 'close', order('confirmed'), dispatcher)).toBe(false);
    expect(offers(SALES_ORDER_FLOW, 'invoice', order('confirmed'), viewer)).toBe(false);
    expect(offers(SALES_ORDER_FLOW, 'delete', order('draft'), viewer)).toBe(false);
  });
});

describe('the invoice flow', () => {
  it('issues only a draft', () => {
    expect(refusalOf(INVOICE_FLOW, 'issue', invoice('draft'))).toBeNull();
    expect(refusalOf(INVOICE_FLOW, 'issue', invoice('issued'))).toBe('Only a draft invoice can be issued');
  });

  it('cancels an issued invoice without payments, and says why it will not otherwise', () => {
    expect(refusalOf(INVOICE_FLOW, 'cancel', invoice('issued'))).toBeNull();
    expect(refusalOf(INVOICE_FLOW, 'cancel', invoice('draft'))).toBe(
      'A draft invoice cannot be cancelled; delete it instead',
    );
    expect(refusalOf(INVOICE_FLOW, 'cancel', invoice('cancelled'))).toBe('This invoice is already cancelled');
    expect(refusalOf(INVOICE_FLOW, 'cancel', invoice('partially_paid', 100))).toBe('Remove its payments first');
  });

  it('cancels an invoice with an IRN only within 24 hours of its acknowledgement', () => {
    const ackDate = '2026-04-12T08:35:31.000Z';
    const at = (now: string) => ({ ...invoice('issued'), irnAckDate: ackDate, now: new Date(now) });
    expect(refusalOf(INVOICE_FLOW, 'cancel', at('2026-04-13T08:35:31.000Z'))).toBeNull();
    expect(refusalOf(INVOICE_FLOW, 'cancel', at('2026-04-13T08:35:32.000Z'))).toBe(
      'Its IRN is more than 24 hours old: the portal no longer cancels it; raise a credit note instead',
    );
    expect(refusalOf(INVOICE_FLOW, 'cancel', { ...at('2026-05-01T00:00:00.000Z'), irnAckDate: null })).toBeNull();
    // Paid and past the 24 hours: removing the payments would not help, so that is not what is said.
    expect(
      refusalOf(INVOICE_FLOW, 'cancel', { ...at('2026-04-14T00:00:00.000Z'), ...invoice('partially_paid', 100) }),
    ).toMatch(/^Its IRN is more than 24 hours old/);
  });

  it('records or clears an IRN on an issued invoice, however far paid, for whoever issues', () => {
    for (const step of ['recordIrn', 'removeIrn'] as const) {
      expect(refusalOf(INVOICE_FLOW, step, invoice('paid', 100))).toBeNull();
      expect(INVOICE_FLOW.steps[step].permission).toEqual(INVOICE_FLOW.steps.issue.permission);
    }
    expect(refusalOf(INVOICE_FLOW, 'recordIrn', invoice('draft'))).toBe('Issue the invoice first: a draft has no IRN');
    expect(refusalOf(INVOICE_FLOW, 'recordIrn', invoice('cancelled'))).toBe('A cancelled invoice takes no IRN');
    expect(refusalOf(INVOICE_FLOW, 'removeIrn', invoice('cancelled'))).toBe(
      'The IRN of a cancelled invoice stays on record',
    );
  });

  it('takes payments only while money is due', () => {
    expect(refusalOf(INVOICE_FLOW, 'pay', invoice('partially_paid', 100))).toBeNull();
    expect(refusalOf(INVOICE_FLOW, 'pay', invoice('paid', 100))).toBe('This invoice is already paid in full');
    expect(refusalOf(INVOICE_FLOW, 'pay', invoice('draft'))).toBe(
      'Payments can be recorded only against an issued invoice',
    );
  });

  it('numbers exactly the steps that lead out of draft', () => {
    expect(
      Object.entries(INVOICE_FLOW.steps)
        .filter(([, s]) => s.numbered)
        .map(([name]) => name),
    ).toEqual(['issue']);
    expect(
      Object.entries(SALES_ORDER_FLOW.steps)
        .filter(([, s]) => s.numbered)
        .map(([name]) => name),
    ).toEqual(['confirm']);
  });
});

describe('taxTypeFor', () => {
  it.each(TAX_TYPE_CASES)('$seller → $placeOfSupply is $taxType', ({ seller, placeOfSupply, taxType }) => {
    expect(taxTypeFor(seller, placeOfSupply)).toBe(taxType);
  });

  it('compares states without regard to case or stray spaces', () => {
    expect(taxTypeFor('Maharashtra', ' maharashtra ')).toBe('intra');
    expect(taxTypeFor('', 'Karnataka')).toBe('intra');
  });
});

describe('the credit and debit note flow', () => {
  const note = (status: NoteStatus) => ({ status });
  it('issues only a draft and cancels only an issued note, keeping drafts for edit and delete', () => {
    expect(refusalOf(NOTE_FLOW, 'issue', note('draft'))).toBeNull();
    expect(refusalOf(NOTE_FLOW, 'issue', note('issued'))).toBe('Only a draft note can be issued');
    expect(refusalOf(NOTE_FLOW, 'cancel', note('issued'))).toBeNull();
    expect(refusalOf(NOTE_FLOW, 'cancel', note('draft'))).toBe('A draft note cannot be cancelled; delete it instead');
    expect(refusalOf(NOTE_FLOW, 'cancel', note('cancelled'))).toBe('This note is already cancelled');
    expect(refusalOf(NOTE_FLOW, 'edit', note('issued'))).toBe('Only a draft note can be edited');
    expect(NOTE_FLOW.steps.issue.permission).toEqual({ scope: 'invoice-status', action: 'create' });
  });

  it('allows a credit note until 30 November after the end of the invoice’s financial year (section 34)', () => {
    expect(creditNoteDeadline('2025-04-01')).toBe('2026-11-30');
    expect(creditNoteDeadline('2026-03-31')).toBe('2026-11-30');
    expect(creditNoteDeadline('2026-04-01')).toBe('2027-11-30');
  });
});

describe('an invoice with notes', () => {
  it('is not cancelled while a credit or debit note stands against it', () => {
    const invoice = { status: 'issued' as const, amountPaid: 0, payments: [] };
    expect(refusalOf(INVOICE_FLOW, 'cancel', { ...invoice, notesStanding: 1 })).toBe(
      'Cancel its credit and debit notes first',
    );
    expect(refusalOf(INVOICE_FLOW, 'cancel', { ...invoice, notesStanding: 0 })).toBeNull();
  });
});

describe('the words of a document whose flow covers several kinds', () => {
  const flow = { noun: 'note' };
  const credit = { number: 'CN/2026-27/0001', noun: 'Credit Note' };

  it('names it by its own noun, lower-cased in a sentence, else by the flow’s', () => {
    expect(nounOf(flow, credit)).toBe('credit note');
    expect(nounOf(flow, { number: null })).toBe('note');
    expect(nounOf({ noun: 'job work challan', shortNoun: 'challan' }, { number: null })).toBe('challan');
    expect(titleOf(flow, credit)).toBe('Credit Note CN/2026-27/0001');
    expect(titleOf(flow, { number: null }, '(draft)')).toBe('Note (draft)');
  });

  it('words a failure by the document where the step says so, else as written', () => {
    const failed = (document: { noun?: string | undefined; number: string | null }) =>
      `Failed to issue ${nounOf(flow, document)}`;
    expect(failedText({ failed }, credit)).toBe('Failed to issue credit note');
    expect(failedText({ failed }, { number: null })).toBe('Failed to issue note');
    expect(failedText({ failed: 'Failed to issue invoice' }, credit)).toBe('Failed to issue invoice');
  });
});
