import { financialYearOf, MAX_SERIES_NUMBER, SERIES_PREFIX, seriesNumber, todayIn } from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { documentSeries } from '../../db/schema/index.js';
import { FILL_COMPANY_SETTINGS } from './invoice-issue.js';

// No company settings yet: the first test is about issuing without them.
const kit = invoiceTestKit({ company: false });

const fy = financialYearOf(todayIn());
const number = (n: number) => seriesNumber(SERIES_PREFIX.invoice, fy, n);
const issue = (id: string) => kit.call('POST', `/api/invoices/${id}/issue`, {});

async function lastNumber(financialYear = fy) {
  const [row] = await kit.h.db
    .select({ lastNumber: documentSeries.lastNumber })
    .from(documentSeries)
    .where(and(eq(documentSeries.prefix, 'INV'), eq(documentSeries.financialYear, financialYear)));
  return row?.lastNumber ?? 0;
}

describe('invoice numbers', () => {
  it('refuses to issue before the company settings name the company and its state', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const res = await issue(draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FILL_COMPANY_SETTINGS);
    // Without a state, and without a GSTIN to take it from.
    await kit.setCompany({ state: null, gstin: null });
    expect((await issue(draft.id)).statusCode).toBe(409);
    expect(await lastNumber()).toBe(0);
    await kit.setCompany();
    expect((await kit.issue(draft.id)).invoiceNumber).toBe(number(1));
  });

  it('gives 50 drafts issued at once 50 consecutive numbers, with no gap and no repeat', async () => {
    const customer = await kit.customer();
    const drafts = [];
    for (let i = 0; i < 50; i++) {
      drafts.push(await kit.draft(kit.draftBody(customer.id, [{ quantity: i + 1 }])));
    }
    const responses = await Promise.all(drafts.map((d) => issue(d.id)));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const numbers = responses.map((res) => res.json().invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => number(i + 2)));
    expect(await lastNumber()).toBe(51);
  });

  it('gives no number to an issue refused after its checks, so the next issue takes the next number', async () => {
    const { customer, order } = await kit.oneLineOrder(10, 5);
    const body = kit.orderDraftBody(order, [{ line: 0, quantity: 6 }]);
    const first = await kit.draft(body);
    const second = await kit.draft(body);
    expect((await kit.issue(first.id)).invoiceNumber).toBe(number(52));

    const refused = await issue(second.id);
    expect(refused.statusCode).toBe(400);
    expect(await lastNumber()).toBe(52);

    const next = await kit.draft(kit.draftBody(customer.id, [{}]));
    expect((await kit.issue(next.id)).invoiceNumber).toBe(number(53));
  });

  it('starts each financial year at 0001, and refuses past the 9999 a 16-character number allows', async () => {
    const customer = await kit.customer();
    const lastYear = await kit.draft(kit.draftBody(customer.id, [{}], { invoiceDate: '2025-06-15' }));
    expect((await kit.issue(lastYear.id)).invoiceNumber).toBe('INV/2025-26/0001');

    await kit.h.db
      .insert(documentSeries)
      .values({ prefix: 'INV', financialYear: '2024-25', lastNumber: MAX_SERIES_NUMBER });
    const full = await kit.draft(kit.draftBody(customer.id, [{}], { invoiceDate: '2025-03-31' }));
    const res = await issue(full.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/series of 2024-25 is full/);
    expect(await lastNumber('2024-25')).toBe(MAX_SERIES_NUMBER);
    expect(await kit.get(full.id)).toMatchObject({ status: 'draft', invoiceNumber: null });
  });
});
