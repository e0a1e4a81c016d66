import type { TallySummary } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decideAccess } from '../../app/access';
import { navItemsFor } from '../../app/nav';
import { flattenNav } from '../../components/layout/nav-types';
import { useAuthStore } from '../../lib/auth-store';
import { routeMeta } from '../../lib/route-table';
import { axeViolations } from '../../test/axe';
import { type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith, viewing } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { TallyExportPage } from './tally-export-page';

const PERIOD = '/tally/export?from=2026-10-01&to=2026-12-31';

/** The quarter's file as the server sums it up, for the kinds asked. */
function summaryOf(kinds: string[]): TallySummary {
  const rows: TallySummary['kinds'] = [
    { kind: 'sales', label: 'Sales (invoices)', count: 42, total: 1_23_45_678.9 },
    { kind: 'credit-notes', label: 'Credit notes', count: 2, total: 2_360 },
    { kind: 'debit-notes', label: 'Debit notes', count: 0, total: 0 },
    { kind: 'purchases', label: 'Purchases (supplier bills)', count: 17, total: 8_45_000 },
    { kind: 'receipts', label: 'Receipts (customer payments)', count: 30, total: 98_76_543.21 },
    { kind: 'payments', label: 'Payments (to suppliers)', count: 9, total: 6_00_000 },
  ];
  return {
    from: '2026-10-01',
    to: '2026-12-31',
    company: 'Deccan Precision (2026-27)',
    kinds: rows.filter((row) => kinds.includes(row.kind)),
    ledgers: ['Output CGST', 'Output SGST', 'Round Off', 'Sales Local'],
    parties: 14,
    warnings: [],
    fileName: 'tally-vouchers-2026-10-01-to-2026-12-31.xml',
  };
}

function serve(
  answer: (req: FakeRequest) => TallySummary = (req) => summaryOf(req.query.get('kinds')?.split(',') ?? []),
) {
  return stubFetch((req) => {
    if (req.path === '/api/tally/summary') return json(answer(req));
    if (req.path === '/api/tally/export') {
      return new Response('<ENVELOPE></ENVELOPE>', {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': 'attachment; filename="tally-vouchers-2026-10-01-to-2026-12-31.xml"',
        },
      });
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
}

const page = (url = PERIOD) => renderRoutes([{ path: '/tally/export', element: <TallyExportPage /> }], url);

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tally');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('the Tally export', { timeout: 30_000 }, () => {
  it("sums up the period's vouchers kind by kind and downloads them as one XML file", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = serve();
    const user = userEvent.setup();
    const { container } = page();
    const table = await screen.findByRole('table', { name: 'Vouchers in the file, by kind' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sales (invoices)42₹1,23,45,678.90',
      'Credit notes2₹2,360.00',
      'Debit notes0₹0.00',
      'Purchases (supplier bills)17₹8,45,000.00',
      'Receipts (customer payments)30₹98,76,543.21',
      'Payments (to suppliers)9₹6,00,000.00',
    ]);
    expect(screen.getByText('Vouchers for Tally Prime of the documents dated 01/10/2026 to 31/12/2026')).toBeVisible();
    expect(screen.getByText(/For the Tally company "Deccan Precision \(2026-27\)"/)).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Ledgers' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Output CGST', 'Output SGST', 'Round Off', 'Sales Local']);
    expect(screen.getByRole('link', { name: 'Company Settings → Tally' })).toHaveAttribute('href', '/settings/company');
    expect(screen.getByText(/And 14 parties/)).toBeVisible();
    // How to import, in Tally Prime's own words.
    expect(screen.getByRole('heading', { name: 'How to import into Tally Prime' })).toBeVisible();
    expect(
      screen.getByText(/Gateway of Tally → Import → Transactions \(or Alt\+O → Import → Transactions\)/),
    ).toBeVisible();
    expect(calls[0]?.query.get('kinds')).toBe('sales,credit-notes,debit-notes,purchases,receipts,payments');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download Tally XML (100)' }));
    await waitFor(() => expect(saved).toEqual(['tally-vouchers-2026-10-01-to-2026-12-31.xml']));
    const download = calls.find((call) => call.path === '/api/tally/export');
    expect(Object.fromEntries(download?.query ?? [])).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
      kinds: 'sales,credit-notes,debit-notes,purchases,receipts,payments',
    });
  });

  it('writes only the kinds ticked, and asks for one at least', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    page();
    await screen.findByRole('table', { name: 'Vouchers in the file, by kind' });
    for (const label of ['Sales (invoices)', 'Credit notes', 'Debit notes', 'Receipts (customer payments)']) {
      await user.click(screen.getByRole('checkbox', { name: label }));
    }
    await waitFor(() => expect(calls.at(-1)?.query.get('kinds')).toBe('purchases,payments'));
    expect(await screen.findByRole('button', { name: 'Download Tally XML (26)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Purchases (supplier bills)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Payments (to suppliers)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one kind of voucher');
    expect(screen.queryByRole('button', { name: /Download Tally XML/ })).not.toBeInTheDocument();
  });

  it('refuses a period the schema refuses, with its message, before asking the server', async () => {
    const { calls } = serve();
    page('/tally/export?from=2026-12-31&to=2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('To must be on or after From');
    page('/tally/export?from=2026-04-01&to=2027-04-02');
    expect((await screen.findAllByRole('alert')).at(-1)).toHaveTextContent('At most 366 days (a year) in one file');
    expect(calls.filter((call) => call.path === '/api/tally/summary')).toEqual([]);
  });

  it('offers each user only the kinds of documents they may see, and warns of a round-off to check', async () => {
    useAuthStore.setState({ user: makeUserWith(viewing('supplier-bills')) });
    const { calls } = serve((req) => ({
      ...summaryOf(req.query.get('kinds')?.split(',') ?? []),
      company: null,
      warnings: [
        'Purchase PB/2026-27/0078 of Sree Steels: round-off of ₹200.00, more than a rupee. Check its total before importing.',
      ],
    }));
    page();
    await screen.findByRole('table', { name: 'Vouchers in the file, by kind' });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Purchases (supplier bills)',
    ]);
    expect(calls[0]?.query.get('kinds')).toBe('purchases');
    expect(screen.getByRole('status')).toHaveTextContent('round-off of ₹200.00, more than a rupee');
    expect(screen.getByText(/For whichever company is open in Tally/)).toBeVisible();
    // Without roles: edit the settings are named, not linked.
    expect(screen.queryByRole('link', { name: 'Company Settings → Tally' })).not.toBeInTheDocument();
  });

  it('is on the menu under Payables, open to whoever may see invoices, supplier bills or supplier payments', () => {
    const entry = (permissions: Parameters<typeof makeUserWith>[0]) =>
      flattenNav(navItemsFor(makeUserWith(permissions))).find((link) => link.name === 'Tally Export');
    const payables = navItemsFor(makeUser()).find((item) => item.name === 'Payables');
    expect(payables?.subItems?.map((sub) => sub.name)).toContain('Tally Export');
    for (const scope of ['invoices', 'supplier-bills', 'supplier-payments']) {
      expect(entry(viewing(scope))?.needs, scope).toBeUndefined();
      expect(
        decideAccess(routeMeta('/tally/export'), {
          initialized: true,
          loading: false,
          isAuthenticated: true,
          user: makeUserWith(viewing(scope)),
        }),
      ).toBe('allow');
    }
    expect(entry(viewing('goods-receipts'))?.needs).toEqual({ scope: 'invoices', action: 'view' });
    expect(
      decideAccess(routeMeta('/tally/export'), {
        initialized: true,
        loading: false,
        isAuthenticated: true,
        user: makeUserWith(viewing('goods-receipts')),
      }),
    ).toBe('denied');
  });
});
