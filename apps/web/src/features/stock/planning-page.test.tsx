import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PlanningPage } from './planning-page';
import { IDS, page, planningRow, userWith } from './stock-fixtures';

const ROUTES = [
  { path: '/stock/planning', element: <PlanningPage /> },
  { path: '/purchase-orders/new', element: <p>new purchase order</p> },
  { path: '/purchase-orders/edit/:id', element: <p>draft purchase order</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  planningRow(),
  planningRow({
    id: 'EN19|HEX 17',
    grade: 'EN19',
    rodSize: 'Hex 17',
    needKg: 90,
    issuedKg: 0,
    inStockKg: 40,
    onOrderKg: 0,
    shortageKg: 50,
    ordersCount: 1,
    unknownWeight: [{ productId: IDS.product, drawingNumber: 'DAC-2231-B', description: 'Nozzle holder sleeve' }],
  }),
  planningRow({
    id: 'C45|Ø20',
    grade: 'C45',
    rodSize: 'Ø20',
    needKg: 10,
    inStockKg: 300,
    onOrderKg: 0,
    issuedKg: 0,
    shortageKg: -290,
  }),
];

const planningQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/stock/planning').map((c) => Object.fromEntries(c.query));

function serve() {
  return stubFetch((req) => (req.path === '/api/stock/planning' ? json(page(ROWS)) : errorBody(404, 'Not found')));
}

const rowOf = (bar: string) => screen.getByText(bar).closest('tr') as HTMLElement;

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

/** 500 kg to buy from Shree Steels (10 days, 500 kg at the least) by 25/12 for 04/01/2027. */
const BUY_FROM_SHREE = {
  kg: 500,
  needBy: '2027-01-04',
  orderBy: '2026-12-25',
  late: false,
  supplierId: IDS.supplier,
  supplierName: 'Shree Steels',
  leadTimeDays: 10,
  minimumOrderKg: 500,
};

describe('material planning', () => {
  it('shows need, issued, stock, on order and shortage per bar, short first, and names products of unknown weight', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/stock/planning');
    await screen.findByText('EN8 Ø25');
    expect(planningQueries(calls)[0]).toMatchObject({ sortBy: 'shortage', sortOrder: 'DESC' });
    const cells = [...rowOf('EN8 Ø25').querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(1, 10)).toEqual([
      'EN8 Ø253 orders',
      '1,500 kg',
      '200 kg',
      '800 kg',
      '349.75 kg',
      '150.25 kg',
      '—',
      '—',
      'Make a purchase order',
    ]);
    expect(within(rowOf('EN19 Hex 17')).getByText('Weight unknown, not counted: DAC-2231-B')).toBeInTheDocument();
    // Covered: nothing to buy, so nothing to select or order.
    const covered = rowOf('C45 Ø20');
    expect(within(covered).getByText('Covered')).toBeInTheDocument();
    expect(within(covered).queryByRole('checkbox')).toBeNull();
    expect(within(covered).queryByRole('button')).toBeNull();
  });

  it('starts a purchase order for a short bar with the kg short rounded up, or for the bars selected', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderRoutes(ROUTES, '/stock/planning');
    await screen.findByText('EN8 Ø25');
    await user.click(screen.getByRole('button', { name: 'Make a purchase order for EN8 Ø25' }));
    await screen.findByText('new purchase order');
    expect(router.state.location.search).toBe('?bar=EN8%7C%C3%9825%7C151');
    expect(new URLSearchParams(router.state.location.search).getAll('bar')).toEqual(['EN8|Ø25|151']);

    await router.navigate('/stock/planning');
    await screen.findByText('EN8 Ø25');
    const all = screen.getByRole('button', { name: 'Make a purchase order for the selected' });
    expect(all).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select EN8 Ø25' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select EN19 Hex 17' }));
    await user.click(screen.getByRole('button', { name: 'Make a purchase order (2)' }));
    await screen.findByText('new purchase order');
    expect(new URLSearchParams(router.state.location.search).getAll('bar')).toEqual(['EN8|Ø25|151', 'EN19|Hex 17|50']);
  });

  it('offers no purchase order to whoever may not make one; keeps only the short when asked', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: userWith([{ scope: 'stock', actions: ['view'] }]) });
    const { calls } = serve();
    renderRoutes(ROUTES, '/stock/planning');
    await screen.findByText('EN8 Ø25');
    expect(screen.queryByRole('button', { name: /purchase order/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
    await user.click(screen.getByLabelText('Short only'));
    await waitFor(() => expect(planningQueries(calls).at(-1)).toMatchObject({ short: 'true' }));
  });

  it('shows when a bar runs short and what to buy by when, and drafts the purchase order from its supplier in one click', async () => {
    const user = userEvent.setup();
    const suggested = planningRow({
      id: 'EN9|Ø40',
      grade: 'EN9',
      rodSize: 'Ø40',
      shortageKg: 300,
      shortFrom: '2027-01-04',
      suggestion: { ...BUY_FROM_SHREE, bars: null },
    });
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/stock/planning') return json(page([suggested]));
      if (req.method === 'POST') return json({ id: 'po-1', supplierName: 'Shree Steels' }, 201);
      return errorBody(404, 'Not found');
    });
    const { router } = renderRoutes(ROUTES, '/stock/planning');
    await screen.findByText('EN9 Ø40');
    const cells = [...rowOf('EN9 Ø40').querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(7, 9)).toEqual(['04/01/2027', '500 kg by 25/12/2026Shree Steels, 10 days']);
    expect(screen.getByRole('link', { name: 'EN9 Ø40' })).toHaveAttribute('href', '/stock/planning/EN9%7C%C3%9840');
    await user.click(screen.getByRole('button', { name: 'Draft a purchase order of EN9 Ø40 from Shree Steels' }));
    await screen.findByText('draft purchase order');
    expect(router.state.location.pathname).toBe('/purchase-orders/edit/po-1');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/stock/planning/EN9%7C%C3%9840/purchase-order');
    expect(post?.body).toEqual({ supplierId: IDS.supplier, quantityKg: 500 });
  });
  it('says the bars the kg to buy come to when the bar a piece is worked from its geometry', async () => {
    const suggestion = BUY_FROM_SHREE;
    // 500 kg of 57.02 kg bars (SS316 Ø55 × 3 m) is 8.8 → 9 bars; one bar is one bar.
    const rows = [
      planningRow({ id: 'SS316|Ø55', grade: 'SS316', rodSize: 'Ø55', suggestion: { ...suggestion, bars: 9 } }),
      planningRow({ id: 'EN8|Ø90', grade: 'EN8', rodSize: 'Ø90', suggestion: { ...suggestion, bars: 1 } }),
    ];
    stubFetch((req) => (req.path === '/api/stock/planning' ? json(page(rows)) : errorBody(404, 'Not found')));
    renderRoutes(ROUTES, '/stock/planning');
    await screen.findByText('SS316 Ø55');
    expect(within(rowOf('SS316 Ø55')).getByText('500 kg (≈ 9 bars) by 25/12/2026')).toBeInTheDocument();
    expect(within(rowOf('EN8 Ø90')).getByText('500 kg (≈ 1 bar) by 25/12/2026')).toBeInTheDocument();
  });
});
