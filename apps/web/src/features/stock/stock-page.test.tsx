import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { balance, EN8_KEY, IDS, itemOption, page, tracked, userWith } from './stock-fixtures';
import { StockPage } from './stock-page';

const ROUTES = [
  { path: '/stock', element: <StockPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const FREE_ISSUE = balance({
  id: `${EN8_KEY}@${IDS.customer}`,
  ownerId: IDS.customer,
  ownerName: 'Deccan Auto Components',
  quantity: 300,
  bars: 0,
  heats: [{ heatNumber: '', quantity: 300, bars: 0, firstIn: '2026-05-01' }],
});

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/stock/balances') return json(page([balance(), FREE_ISSUE]));
    if (req.path === '/api/stock/tracked-products' && req.method === 'GET') return json(page([tracked()]));
    if (req.path === '/api/stock/items/options') {
      return json([
        itemOption({
          itemKey: `part:${IDS.product}`,
          itemType: 'part',
          label: 'DAC-9 Collar',
          productId: IDS.product,
          drawingNumber: 'DAC-9',
          unit: 'NOS',
          inStock: 0,
        }),
      ]);
    }
    if (req.path.startsWith('/api/stock/tracked-products/') && req.method === 'PUT') return json(tracked());
    if (req.path.startsWith('/api/stock/tracked-products/') && req.method === 'DELETE') return json(undefined, 204);
    return errorBody(404, 'Not found');
  });
}

const balanceQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/stock/balances').map((c) => Object.fromEntries(c.query));

/** The row's own cells' text (a heat's table sits inside the last one). */
const ownCells = (row: HTMLElement) =>
  [...row.querySelectorAll(':scope > td')].map(
    (cell) => cell.querySelector('summary')?.textContent ?? cell.textContent,
  );

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('stock balances', () => {
  it('shows each item with its owner, kg and bars, and its heats oldest first on demand', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/stock');
    const own = (await screen.findAllByRole('link', { name: 'EN8 Ø25' }))[0] as HTMLElement;
    expect(own).toHaveAttribute('href', `/stock/ledger?itemKey=${encodeURIComponent(EN8_KEY)}`);
    const row = own.closest('tr') as HTMLElement;
    expect(ownCells(row)).toEqual(['EN8 Ø25Bar stock', 'Own stock', '1,250.5 kg', '40', '2 heats']);
    await user.click(within(row).getByText('2 heats'));
    const heats = within(row).getByRole('table', { name: 'Heats of EN8 Ø25' });
    const lines = within(heats)
      .getAllByRole('row')
      .slice(1)
      .map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['H-101Trace', '1,000 kg', '32', '02/04/2026'],
      ['H-117Trace', '250.5 kg', '8', '10/05/2026'],
    ]);
    // A customer's free-issue material is theirs, its heat not known.
    const theirs = screen.getByText('Deccan Auto Components').closest('tr') as HTMLElement;
    expect(ownCells(theirs)).toEqual(['EN8 Ø25Bar stock', 'Deccan Auto Components', '300 kg', '0', '1 heat']);
  });

  it('asks for bar stock or parts, an owner, and the balances at the end of a day typed dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/stock');
    await screen.findAllByRole('link', { name: 'EN8 Ø25' });
    expect(balanceQueries(calls).at(-1)).toMatchObject({ sortBy: 'item', sortOrder: 'ASC' });

    await user.click(screen.getByRole('tab', { name: 'Parts' }));
    await waitFor(() => expect(balanceQueries(calls).at(-1)).toMatchObject({ itemType: 'part' }));
    expect(screen.getByRole('tab', { name: 'Parts' })).toHaveAttribute('aria-selected', 'true');

    await user.selectOptions(screen.getByLabelText('Owner'), 'customer');
    await waitFor(() => expect(balanceQueries(calls).at(-1)).toMatchObject({ itemType: 'part', owner: 'customer' }));

    await user.type(screen.getByLabelText('As of'), '31032026');
    await waitFor(() => expect(balanceQueries(calls).at(-1)).toMatchObject({ asOf: '2026-03-31' }));
    expect(screen.getByLabelText('As of')).toHaveValue('31/03/2026');
  });
});

describe('products kept in stock', () => {
  it('lists them; whoever edits stock switches one on by picking it, or off', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/stock');
    const panel = await screen.findByRole('region', { name: 'Products kept in stock' });
    expect(await within(panel).findByText('DAC-2231-B — Nozzle holder sleeve')).toBeInTheDocument();
    expect(within(panel).getByText('DAC01 Deccan Auto Components · 1,200 pcs in stock')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Stop keeping DAC-2231-B in stock' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/stock/tracked-products/${IDS.product}`)).toBe(
        true,
      ),
    );

    await user.click(within(panel).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'DAC-9 Collar — 0 pcs in stock' }));
    await user.click(within(panel).getByRole('button', { name: 'Keep in stock' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === `/api/stock/tracked-products/${IDS.product}`)).toBe(
        true,
      ),
    );
  });

  it('offers no switch to whoever only views stock', async () => {
    useAuthStore.setState({ user: userWith([{ scope: 'stock', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/stock');
    const panel = await screen.findByRole('region', { name: 'Products kept in stock' });
    await within(panel).findByText('DAC-2231-B — Nozzle holder sleeve');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Record Movement' })).toBeNull();
  });
});
