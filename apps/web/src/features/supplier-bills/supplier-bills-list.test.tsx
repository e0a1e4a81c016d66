import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { BOOKED, DRAFT, HELD, IDS, summaryOf, userWith } from './supplier-bill-fixtures';
import { SupplierBillsListPage } from './supplier-bills-list-page';

const ROUTES = [
  { path: '/supplier-bills', element: <SupplierBillsListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];
const ROWS = [summaryOf(BOOKED), { ...summaryOf(HELD), id: 'a0000000-0000-4000-8000-000000000001' }, summaryOf(DRAFT)];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/supplier-bills' && req.method === 'GET') {
      return json({ data: rows, total: rows.length, page: 1, limit: 10, totalPages: rows.length ? 1 : 0 });
    }
    return errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/supplier-bills' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('supplier bills list', () => {
  it('shows each bill: number to its page, date, supplier and invoice, status, due, total and owed', async () => {
    serve();
    renderRoutes(ROUTES, '/supplier-bills');
    expect(screen.getByRole('heading', { name: 'Supplier Bills' })).toBeInTheDocument();
    const [booked, held] = await screen.findAllByRole('link', { name: 'PB/2026-27/0004' });
    expect(booked).toHaveAttribute('href', `/supplier-bills/view/${IDS.booked}`);
    expect(cells(booked?.closest('tr') as HTMLElement)).toEqual([
      'PB/2026-27/0004',
      '22/05/2026',
      'SS01 Shree SteelsInvoice SS/26-27/0420',
      'Booked',
      '19/06/2026',
      '₹90,666.00',
      // Less the ₹77 TDS.
      '₹90,589.00',
    ]);
    expect(cells(held?.closest('tr') as HTMLElement)[3]).toBe('Held for approval2 mismatches');
    const draft = screen.getByRole('link', { name: 'Draft bill from Shree Steels' });
    expect(cells(draft.closest('tr') as HTMLElement).at(-1)).toBe('—');
    expect(screen.getByRole('link', { name: /New Supplier Bill/ })).toHaveAttribute('href', '/supplier-bills/new');
  });

  it('sends the status chosen, kept in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/supplier-bills');
    await screen.findAllByRole('link', { name: 'PB/2026-27/0004' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Held for approval');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'held' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('held');
  });

  it('offers no New button to whoever may only view', async () => {
    useAuthStore.getState().userLoaded(userWith([{ scope: 'supplier-bills', actions: ['view'] }]));
    serve();
    renderRoutes(ROUTES, '/supplier-bills');
    await screen.findAllByRole('link', { name: 'PB/2026-27/0004' });
    expect(screen.queryByRole('link', { name: /New Supplier Bill/ })).not.toBeInTheDocument();
  });
});
