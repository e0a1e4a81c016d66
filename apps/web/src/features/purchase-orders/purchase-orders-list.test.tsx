import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, SUPPLIERS, summary, userWith } from './po-fixtures';
import { PurchaseOrdersListPage } from './purchase-orders-list-page';

const ROUTES = [
  { path: '/purchase-orders', element: <PurchaseOrdersListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary({ grandTotal: 123456.5, status: 'partly_received', linesReceived: 1, receiptProgress: 'Partly' }),
  summary({
    id: IDS.draft,
    poNumber: null,
    status: 'draft',
    supplierId: IDS.kaveri,
    supplierName: 'Kaveri Alloys',
    supplierCode: 'KA02',
    poDate: '2026-05-15',
    grandTotal: 1180,
    lineCount: 1,
    confirmedAt: null,
  }),
];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/purchase-orders' && req.method === 'GET') {
      return json({ data: rows, total: rows.length, page: 1, limit: 10, totalPages: rows.length ? 1 : 0 });
    }
    if (req.path === '/api/suppliers/options') {
      const text = (req.query.get('search') ?? '').toLowerCase();
      return json(SUPPLIERS.filter((s) => `${s.supplierCode} ${s.name}`.toLowerCase().includes(text)));
    }
    const byId = /^\/api\/suppliers\/options\/(.+)$/.exec(req.path)?.[1];
    if (byId) {
      const supplier = SUPPLIERS.find((s) => s.id === byId);
      return supplier ? json(supplier) : errorBody(404, 'Supplier not found');
    }
    return errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/purchase-orders' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('purchase orders list', () => {
  it('shows each order: number to its page, date, supplier, status, total and how many lines are in', async () => {
    serve();
    renderRoutes(ROUTES, '/purchase-orders');
    expect(screen.getByRole('heading', { name: 'Purchase Orders' })).toBeInTheDocument();
    const number = await screen.findByRole('link', { name: 'PO/2026-27/0001' });
    expect(number).toHaveAttribute('href', `/purchase-orders/view/${IDS.confirmed}`);
    expect(cells(number.closest('tr') as HTMLElement)).toEqual([
      'PO/2026-27/0001',
      '11/05/2026',
      'SS01 Shree Steels₹1,23,456.50',
      'Partly received',
      '₹1,23,456.50',
      '1 of 2 lines in',
    ]);
    // A draft has no number yet: it opens by "Draft", and nothing is awaited on it.
    const draft = screen.getByRole('link', { name: 'Draft purchase order to Kaveri Alloys' });
    expect(draft).toHaveAttribute('href', `/purchase-orders/view/${IDS.draft}`);
    expect(cells(draft.closest('tr') as HTMLElement)).toEqual([
      'Draft',
      '15/05/2026',
      'KA02 Kaveri Alloys₹1,180.00',
      'Draft',
      '₹1,180.00',
      '—',
    ]);
    expect(screen.getByRole('link', { name: /New Purchase Order/ })).toHaveAttribute('href', '/purchase-orders/new');
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('offers no New button to whoever may only view', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'purchase-orders', actions: ['view'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/purchase-orders');
    await screen.findByText('PO/2026-27/0001');
    expect(screen.queryByRole('link', { name: /New Purchase Order/ })).not.toBeInTheDocument();
  });

  it('says so when no order matches', async () => {
    serve([]);
    renderRoutes(ROUTES, '/purchase-orders');
    expect(await screen.findByText('No purchase orders found')).toBeInTheDocument();
  });

  it('keeps the status and supplier chosen in the URL and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/purchase-orders');
    await screen.findByText('PO/2026-27/0001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Partly received');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'partly_received' }));
    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'kaveri');
    await user.click(await screen.findByRole('option', { name: 'KA02 — Kaveri Alloys' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ status: 'partly_received', supplierId: IDS.kaveri }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'partly_received',
      supplierId: IDS.kaveri,
    });
  });

  it('names the supplier of a link by its id', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, `/purchase-orders?supplierId=${IDS.shree}`);
    await screen.findByText('PO/2026-27/0001');
    expect(listQueries(calls)[0]).toMatchObject({ supplierId: IDS.shree, page: '1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('SS01 — Shree Steels'));
  });
});
