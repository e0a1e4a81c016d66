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

describe('material planning', () => {
  it('shows need, issued, stock, on order and shortage per bar, short first, and names products of unknown weight', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/stock/planning');
    await screen.findByText('EN8 Ø25');
    expect(planningQueries(calls)[0]).toMatchObject({ sortBy: 'shortage', sortOrder: 'DESC' });
    const cells = [...rowOf('EN8 Ø25').querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(1, 8)).toEqual([
      'EN8 Ø253 orders',
      '1,500 kg',
      '200 kg',
      '800 kg',
      '349.75 kg',
      '150.25 kg',
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
});
