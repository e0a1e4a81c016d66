import type { Ageing, Statement } from '@lathe/shared';
import { PRINT_STATEMENT } from '@lathe/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AgeingPage } from './ageing-page';
import { StatementPage } from './statement-page';

const AGEING: Ageing = {
  asOf: '2026-11-27',
  rows: [
    {
      customerId: 'c1',
      partyCode: 'KVP01',
      customerName: 'Kaveri Pumps',
      notDue: 118,
      days0to30: 236,
      days31to60: 300,
      days61to90: 0,
      over90: 472,
      total: 1126,
      oldestDaysOverdue: 120,
    },
  ],
  totals: { notDue: 118, days0to30: 236, days31to60: 300, days61to90: 0, over90: 472, total: 1126 },
};

/** The printed statement example (PRINT_STATEMENT: an invoice, a payment and a credit note), for customer c1. */
const STATEMENT: Statement = { ...PRINT_STATEMENT, customerId: 'c1' };

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('receivables', { timeout: 15_000 }, () => {
  it("ages what each customer owes by days past due, each opening the customer's statement", async () => {
    stubFetch((req) => (req.path === '/api/receivables/ageing' ? json(AGEING) : errorBody(404, 'Not found')));
    const { container } = renderRoutes(
      [{ path: '/receivables/ageing', element: <AgeingPage /> }],
      '/receivables/ageing',
    );
    const table = await screen.findByRole('table', { name: 'What each customer owes by days past due' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Customer', 'Not due', '0–30 days', '31–60 days', '61–90 days', '90+ days', 'Total', 'Oldest overdue']);
    expect(rows(table)).toEqual([
      ['KVP01Kaveri Pumps', '₹118.00', '₹236.00', '₹300.00', '—', '₹472.00', '₹1,126.00', '120 days'],
      ['Total', '₹118.00', '₹236.00', '₹300.00', '₹0.00', '₹472.00', '₹1,126.00', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'KVP01' })).toHaveAttribute('href', '/receivables/statement/c1');
    expect(screen.getByText('As of 27/11/2026, by days past the due date')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the statement for the period in the URL, with Indian figures, and changes with the dates typed', async () => {
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    const { calls } = stubFetch((req) =>
      req.path === '/api/customers/c1/statement' ? json(STATEMENT) : errorBody(404, 'Not found'),
    );
    const { router } = renderRoutes(
      [{ path: '/receivables/statement/:customerId', element: <StatementPage /> }],
      '/receivables/statement/c1?from=2026-04-21&to=2026-05-31',
    );
    const table = await screen.findByRole('table', { name: 'Statement of account' });
    expect(rows(table)).toEqual([
      ['21/04/2026', 'Opening balance', '', '', '₹680.00'],
      ['25/04/2026', 'Invoice INV/2026-27/0002Due 25/05/2026', '₹2,36,000.00', '', '₹2,36,680.00'],
      [
        '02/05/2026',
        'Payment against INV/2026-27/0002Bank transfer (NEFT/RTGS) · UTR 8812',
        '',
        '₹1,00,000.00',
        '₹1,36,680.00',
      ],
      ['20/05/2026', 'Credit Note CN/2026-27/0001Against INV/2026-27/0002', '', '₹11,800.00', '₹1,24,880.00'],
      // Debits 2,36,000.00; credits 1,00,000.00 + 11,800.00; 680.00 + 2,36,000.00 − 1,11,800.00 due.
      ['31/05/2026', 'Closing balance', '₹2,36,000.00', '₹1,11,800.00', '₹1,24,880.00'],
    ]);
    const heading = screen.getByRole('heading', { level: 1, name: 'Statement of Account' });
    expect(heading.nextElementSibling).toHaveTextContent('KVP01 — Kaveri Pumps, 21/04/2026 to 31/05/2026');
    // The customer's name leads to its page.
    expect(screen.getByRole('link', { name: 'Kaveri Pumps' })).toHaveAttribute('href', '/customers/view/c1');
    expect(calls[0]?.query.get('from')).toBe('2026-04-21');

    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.setup().clear(from);
    await userEvent.setup().type(from, '01042026');
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-04-01'));
    await waitFor(() => expect(calls.at(-1)?.query.get('from')).toBe('2026-04-01'));
  });

  it('e-mails and downloads the statement of the period on the screen', async () => {
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    const draft = {
      to: ['accounts@kaveri.example'],
      cc: [],
      subject: 'Statement of account 21/04/2026 to 31/05/2026 from Acme',
      message: 'Dear Kaveri Pumps,',
      attachment: 'Statement-KVP01-2026-04-21-2026-05-31.pdf',
      mailConfigured: true,
    };
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/customers/c1/statement') return json(STATEMENT);
      if (req.path === '/api/customers/c1/statement/email' && req.method === 'GET') return json(draft);
      if (req.path === '/api/customers/c1/statement/email') return json({ ...draft, sentAt: '2026-11-27T10:00:00Z' });
      return errorBody(404, 'Not found');
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/receivables/statement/:customerId', element: <StatementPage /> }],
      '/receivables/statement/c1?from=2026-04-21&to=2026-05-31',
    );
    await user.click(await screen.findByRole('link', { name: 'E-mail Statement' }));
    const panel = await screen.findByRole('region', { name: 'E-mail statement of Kaveri Pumps' });
    expect(await within(panel).findByRole('textbox', { name: /^To/ })).toHaveValue('accounts@kaveri.example');
    await user.click(within(panel).getByRole('button', { name: 'Send E-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-04-21&to=2026-05-31'));
    const sent = calls.find((c) => c.method === 'POST');
    expect([sent?.query.get('from'), sent?.query.get('to')]).toEqual(['2026-04-21', '2026-05-31']);

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/customers/c1/statement/pdf')).toBe(true));
    const pdf = calls.find((c) => c.path === '/api/customers/c1/statement/pdf');
    expect(pdf?.query.get('from')).toBe('2026-04-21');
  });
});
