import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, summary, userWith } from './goods-receipt-fixtures';
import { GoodsReceiptsListPage } from './goods-receipts-list-page';

const ROUTES = [
  { path: '/goods-receipts', element: <GoodsReceiptsListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary(),
  summary({
    id: IDS.draft,
    grnNumber: null,
    status: 'draft',
    receiptDate: '2026-05-15',
    supplierInvoiceNumber: null,
    supplierInvoiceDate: null,
    receivedAt: null,
  }),
];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/goods-receipts' && req.method === 'GET') {
      return json({ data: rows, total: rows.length, page: 1, limit: 10, totalPages: rows.length ? 1 : 0 });
    }
    return errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/goods-receipts' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('goods receipts list', () => {
  it('shows each receipt: its number to its page, date, PO, supplier, the supplier’s invoice and status', async () => {
    serve();
    renderRoutes(ROUTES, '/goods-receipts');
    expect(screen.getByRole('heading', { name: 'Goods Receipts' })).toBeInTheDocument();
    const number = await screen.findByRole('link', { name: 'GRN/2026-27/0003' });
    expect(number).toHaveAttribute('href', `/goods-receipts/view/${IDS.received}`);
    expect(cells(number.closest('tr') as HTMLElement)).toEqual([
      'GRN/2026-27/0003',
      '12/05/2026',
      'PO/2026-27/0007',
      // A phone reads the order under the supplier.
      'Shree SteelsPO/2026-27/0007',
      'SS/2026/118 · 11/05/2026',
      'Received',
    ]);
    // A draft has no number yet: it opens by "Draft".
    const draft = screen.getByRole('link', { name: 'Draft goods receipt against PO/2026-27/0007' });
    expect(draft).toHaveAttribute('href', `/goods-receipts/view/${IDS.draft}`);
    expect(cells(draft.closest('tr') as HTMLElement)).toEqual([
      'Draft',
      '15/05/2026',
      'PO/2026-27/0007',
      'Shree SteelsPO/2026-27/0007',
      '—',
      'Draft',
    ]);
    expect(screen.getByRole('link', { name: 'New Goods Receipt' })).toHaveAttribute('href', '/goods-receipts/new');
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('offers New Goods Receipt only to whoever may make one', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'goods-receipts', actions: ['view'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/goods-receipts');
    await screen.findByText('GRN/2026-27/0003');
    expect(screen.queryByRole('link', { name: 'New Goods Receipt' })).not.toBeInTheDocument();
  });

  it('says so when no receipt matches', async () => {
    serve([]);
    renderRoutes(ROUTES, '/goods-receipts');
    expect(await screen.findByText('No goods receipts found')).toBeInTheDocument();
  });

  it('keeps the status chosen in the URL and sends it; a purchase order’s link narrows the list until shown all', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, `/goods-receipts?purchaseOrderId=${IDS.order}`);
    await screen.findByText('GRN/2026-27/0003');
    expect(listQueries(calls)[0]).toMatchObject({ purchaseOrderId: IDS.order, page: '1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ status: 'draft', purchaseOrderId: IDS.order }),
    );
    await user.click(screen.getByRole('button', { name: 'One purchase order only · Show all' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toHaveProperty('purchaseOrderId'));
    expect(router.state.location.search).toBe('?status=draft');
  });

  it('sorts by the columns the server sorts by', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/goods-receipts');
    await screen.findByText('GRN/2026-27/0003');
    for (const [header, sortBy] of [
      ['GRN No.', 'grnNumber'],
      ['Date', 'receiptDate'],
      ['Supplier', 'supplierName'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ sortBy, sortOrder: 'ASC' }));
    }
    expect(screen.queryByRole('button', { name: 'PO No.' })).not.toBeInTheDocument();
  });
});
