import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, servePickers, summary, userWith } from './blanket-fixtures';
import { BlanketOrdersListPage } from './blanket-orders-list-page';

const ROUTES = [
  { path: '/blanket-orders', element: <BlanketOrdersListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary({ expired: true }),
  summary({
    id: IDS.draft,
    blanketNumber: null,
    status: 'draft',
    customerId: IDS.otherCustomer,
    customerName: 'Kirloskar Pumps',
    customerPartyCode: 'KIR02',
    customerPoNumber: 'KPL/BO/77',
    validFrom: '2026-12-01',
    validTo: '2027-11-30',
    lineCount: 1,
  }),
];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/blanket-orders' && req.method === 'GET') return json(pageOf(rows));
    return servePickers(req) ?? errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/blanket-orders' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('blanket orders list', () => {
  it('shows each order: number, customer, their order number, validity, lines and status with Expired', async () => {
    serve();
    renderRoutes(ROUTES, '/blanket-orders');
    expect(screen.getByRole('heading', { name: 'Blanket Orders' })).toBeInTheDocument();
    const number = await screen.findByRole('link', { name: 'BO/2026-27/0001' });
    expect(number).toHaveAttribute('href', `/blanket-orders/view/${IDS.active}`);
    expect(cells(number.closest('tr') as HTMLElement)).toEqual([
      'BO/2026-27/0001',
      'BAC01 Bharat Auto Components',
      'BAC/OPO/2627/118',
      '01/04/2026',
      '31/03/2027',
      '2',
      'ActiveExpired',
    ]);
    // A draft has no number: it opens by "Draft".
    const draft = screen.getByRole('link', { name: 'Draft blanket order for Kirloskar Pumps' });
    expect(draft).toHaveAttribute('href', `/blanket-orders/view/${IDS.draft}`);
    expect(cells(draft.closest('tr') as HTMLElement)).toEqual([
      'Draft',
      'KIR02 Kirloskar Pumps',
      'KPL/BO/77',
      '01/12/2026',
      '30/11/2027',
      '1',
      'Draft',
    ]);
    expect(screen.getByRole('link', { name: /New Blanket Order/ })).toHaveAttribute('href', '/blanket-orders/new');
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('offers New Blanket Order only to whoever may create sales orders', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'sales-orders', actions: ['view'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/blanket-orders');
    await screen.findByText('BO/2026-27/0001');
    expect(screen.queryByRole('link', { name: /New Blanket Order/ })).not.toBeInTheDocument();
  });

  it('says so when no order matches', async () => {
    serve([]);
    renderRoutes(ROUTES, '/blanket-orders');
    expect(await screen.findByText('No blanket orders found')).toBeInTheDocument();
  });

  it('keeps the status and customer chosen in the URL and sends them, with the search and sort', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/blanket-orders');
    await screen.findByText('BO/2026-27/0001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'active' }));
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'kir');
    await user.click(await screen.findByRole('option', { name: 'KIR02 — Kirloskar Pumps' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ status: 'active', customerId: IDS.otherCustomer }),
    );
    await user.click(screen.getByRole('button', { name: /Valid To/ }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ sortBy: 'validTo' }));
    await user.type(screen.getByLabelText('Search'), 'OPO');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ search: 'OPO', status: 'active' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      status: 'active',
      customerId: IDS.otherCustomer,
    });
  });
});
