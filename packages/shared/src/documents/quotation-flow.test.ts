import { describe, expect, it } from 'vitest';
import type { Permission } from '../permissions.js';
import { offers, refusalOf } from './flow.js';
import { QUOTATION_FLOW, QUOTATION_STATUSES, type QuotationStatus, type QuotationStep } from './quotation-flow.js';

const steps = Object.keys(QUOTATION_FLOW.steps) as QuotationStep[];
const allowedFrom = (status: QuotationStatus) =>
  steps.filter((step) => refusalOf(QUOTATION_FLOW, step, { status }) === null);
const holder = (permissions: Permission[]) => ({ permissions });

describe('the quotation flow', () => {
  it('goes enquiry → sent → won or lost or revised, and won → converted; revised, lost and converted go nowhere else', () => {
    expect(Object.fromEntries(QUOTATION_STATUSES.map((status) => [status, allowedFrom(status)]))).toEqual({
      enquiry: ['edit', 'delete', 'send'],
      sent: ['win', 'lose', 'revise'],
      won: ['convert', 'blanket'],
      lost: ['revise'],
      revised: [],
      converted: [],
    });
  });

  it('numbers the quotation when it is sent, and asks why when it is lost', () => {
    expect(QUOTATION_FLOW.steps.send.numbered).toBe(true);
    expect(QUOTATION_FLOW.steps.lose.reasonRequired).toBe('Give the reason the quotation was lost');
    expect(refusalOf(QUOTATION_FLOW, 'edit', { status: 'sent' })).toBe(
      'Only a quotation not yet sent can be edited; this one is sent: revise it to change the offer',
    );
    expect(refusalOf(QUOTATION_FLOW, 'revise', { status: 'enquiry' })).toBe(
      'A quotation not yet sent is edited, not revised',
    );
  });

  it('lets whoever makes sales orders convert a won quotation, and only them', () => {
    const seller = holder([{ scope: 'quotations', actions: ['view', 'create', 'edit'] }]);
    const both = holder([
      { scope: 'quotations', actions: ['view', 'edit'] },
      { scope: 'sales-orders', actions: ['create'] },
    ]);
    expect(offers(QUOTATION_FLOW, 'convert', { status: 'won' }, seller)).toBe(false);
    expect(offers(QUOTATION_FLOW, 'convert', { status: 'won' }, both)).toBe(true);
    expect(offers(QUOTATION_FLOW, 'win', { status: 'sent' }, seller)).toBe(true);
  });
});
