import { describe, expect, it } from 'vitest';
import { ledgerRunsBalance } from './ledger-balance.js';

describe('ledgerRunsBalance', () => {
  const item = { itemKey: 'EN8|Ø25' };

  it('runs a balance down one item’s movements, all of them', () => {
    expect(ledgerRunsBalance(item)).toBe(true);
    expect(ledgerRunsBalance({ ...item, kind: '', search: '' })).toBe(true);
  });

  it('runs none without an item, or when a kind, a document, an order or a search picks some movements', () => {
    expect(ledgerRunsBalance({})).toBe(false);
    expect(ledgerRunsBalance({ ...item, kind: 'issue' })).toBe(false);
    expect(ledgerRunsBalance({ ...item, sourceId: 'd0000000-0000-4000-8000-000000000004' })).toBe(false);
    expect(ledgerRunsBalance({ ...item, salesOrderId: 'b0000000-0000-4000-8000-000000000003' })).toBe(false);
    expect(ledgerRunsBalance({ ...item, search: 'H1' })).toBe(false);
  });
});
