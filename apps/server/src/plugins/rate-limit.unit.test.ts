import { describe, expect, it } from 'vitest';
import { budgetOf } from './rate-limit.js';

describe('the budget a route spends', () => {
  it('counts e-mailing a document apart from other writes, and PDFs among the costly reads', () => {
    expect(budgetOf('POST', '/api/invoices/:id/email')).toBe('emails');
    expect(budgetOf('POST', '/api/customers/:id/statement/email')).toBe('emails');
    // Reading the proposed mail is not sending it.
    expect(budgetOf('GET', '/api/invoices/:id/email')).toBeNull();
    expect(budgetOf('POST', '/api/invoices/:id/payments')).toBe('writes');
    expect(budgetOf('GET', '/api/customers/:id/statement/pdf')).toBe('reads');
    expect(budgetOf('GET', '/api/receivables/ageing/pdf')).toBe('reads');
    expect(budgetOf('GET', '/api/payables/ageing')).toBe('reads');
    expect(budgetOf('GET', '/api/payables/ledger/:supplierId')).toBe('reads');
    expect(budgetOf('GET', '/api/payables/ledger/:supplierId/pdf')).toBe('reads');
    expect(budgetOf('GET', '/api/invoices/export')).toBe('exports');
    // A portal's JSON is built and checked on every call; recording what the portal answered is a write.
    expect(budgetOf('GET', '/api/invoices/:id/e-way-bill')).toBe('reads');
    expect(budgetOf('GET', '/api/sales-orders/:id/dispatches/:dispatchId/e-way-bill')).toBe('reads');
    expect(budgetOf('PUT', '/api/invoices/:id/e-way-bill')).toBe('writes');
  });

  it('counts the plans computed on the schedule among the costly reads', () => {
    expect(budgetOf('GET', '/api/planning/promise')).toBe('reads');
    expect(budgetOf('GET', '/api/planning/what-if')).toBe('reads');
    expect(budgetOf('GET', '/api/planning/rough-cut')).toBe('reads');
  });

  it("counts the Tally file among the exports and its summary (a year's vouchers read and built) among the costly reads", () => {
    expect(budgetOf('GET', '/api/tally/export')).toBe('exports');
    expect(budgetOf('GET', '/api/tally/summary')).toBe('reads');
  });

  it("counts a month's returns among the costly reads: GSTR-1, the GSTR-3B worksheet (the month's documents and bills) and its file, the 2B reconciliation", () => {
    for (const route of ['gstr-1', 'gstr-1/json', 'gstr-3b', 'gstr-3b/json', 'gstr-2b']) {
      expect(budgetOf('GET', `/api/gst/${route}`), route).toBe('reads');
    }
  });

  it('leaves the sign-in routes to the sign-in throttle, and counts the account routes as writes', () => {
    for (const route of ['login', 'register', 'refresh', 'logout']) {
      expect(budgetOf('POST', `/api/auth/${route}`), route).toBeNull();
    }
    expect(budgetOf('GET', '/api/auth/me')).toBeNull();
    expect(budgetOf('GET', '/api/auth/sessions')).toBeNull();
    expect(budgetOf('PUT', '/api/auth/me/password')).toBe('writes');
    expect(budgetOf('DELETE', '/api/auth/sessions/:id')).toBe('writes');
    expect(budgetOf('POST', '/api/auth/sessions/end-others')).toBe('writes');
  });
});
