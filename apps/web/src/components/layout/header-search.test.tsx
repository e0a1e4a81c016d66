import type { RecordHit } from '@lathe/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { HeaderSearch } from './header-search';
import { useSearchKey } from './search-key';

const LINKS = [
  { name: 'Customers', path: '/customers' },
  { name: 'Sales Orders', path: '/sales-orders' },
];

const HITS: RecordHit[] = [
  { kind: 'sales-order', id: 'o7', title: 'SO/2026-27/0007', detail: 'Kaveri Pumps · confirmed' },
  { kind: 'customer', id: 'c1', title: 'KVP01', detail: 'Kaveri Pumps · Karnataka' },
];

/** Found in the plant and the stores: a work order, a heat of EN8 Ø25 (its id the bar's stock item) and a machine. */
const PLANT_HITS: RecordHit[] = [
  {
    kind: 'work-order',
    id: 'w3',
    title: 'WO/2026-27/0003',
    detail: 'KV-4410 Impeller hub · SO/2026-27/0007 · released',
  },
  { kind: 'heat', id: 'EN8|Ø25', title: 'SH-77120', detail: 'EN8 Ø25 · Sharda Steels' },
  { kind: 'machine', id: 'm1', title: 'VMC-07', detail: 'Haas VF-2' },
];

/** Found for a customer's business ahead of its orders: a revised quotation, a blanket order, a month's schedule. */
const SALES_CYCLE_HITS: RecordHit[] = [
  { kind: 'quotation', id: 'q4', title: 'QT/2026-27/0004 Rev 1', detail: 'Bharat Auto Components · ENQ-118 · sent' },
  {
    kind: 'blanket-order',
    id: 'b2',
    title: 'BO/2026-27/0002',
    detail: 'Bharat Auto Components · OPO/26/7781 · active',
  },
  {
    kind: 'delivery-schedule',
    id: 's12',
    title: 'Bharat Auto Components · December 2026',
    detail: 'BAC01 · Rev 2 · SO/2026-27/0031',
  },
];

/** The search as the header places it: Ctrl+K counted by the header, the box focused by each press. */
function SearchInHeader() {
  return <HeaderSearch links={LINKS} focusRequests={useSearchKey()} />;
}

function render(path = '/', hits = HITS) {
  const { calls } = stubFetch((req) => (req.path === '/api/search' ? json(hits) : errorBody(404, 'Not found')));
  const routes = [
    { path: '/', element: <SearchInHeader /> },
    { path: '*', element: <p>elsewhere</p> },
  ];
  return { calls, ...renderRoutes(routes, path) };
}

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the header search', () => {
  it('Ctrl+K focuses it; typing offers matching pages and the records found by number, code or name', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await user.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    expect(box).toHaveFocus();
    await user.type(box, 'kav');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'SO/2026-27/0007Sales order · Kaveri Pumps · confirmed',
      'KVP01Customer · Kaveri Pumps · Karnataka',
    ]);
    expect(calls.filter((c) => c.path === '/api/search').map((c) => c.query.get('search'))).toEqual(['kav']);
  });

  it('a Ctrl+K pressed before the search has loaded focuses it when it comes', async () => {
    let arrive = () => {};
    const Later = lazy(
      () =>
        new Promise<{ default: typeof HeaderSearch }>((resolve) => {
          arrive = () => resolve({ default: HeaderSearch });
        }),
    );
    function LateSearch() {
      const requests = useSearchKey();
      return (
        <Suspense fallback={null}>
          <Later links={LINKS} focusRequests={requests} />
        </Suspense>
      );
    }
    stubFetch(() => errorBody(404, 'Not found'));
    renderRoutes([{ path: '/', element: <LateSearch /> }], '/');
    await userEvent.setup().keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('combobox')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('combobox', { name: 'Search pages and records' })).toHaveFocus();
  });

  it('the arrow keys choose a record and Enter opens it: an order its read-only page', async () => {
    const user = userEvent.setup();
    const { router } = render();
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'kav');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales-orders/view/o7'));
  });

  it('opens a customer found on its page, whoever may view it (a Viewer too)', async () => {
    useAuthStore.setState({
      user: makeUser({
        roles: [{ id: 'r2', name: 'Viewer' }],
        role: { id: 'r2', name: 'Viewer', permissions: [{ scope: 'customers', actions: ['view'] }] },
      }),
    });
    const user = userEvent.setup();
    const { router } = render();
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'kav');
    await user.click((await screen.findAllByRole('option'))[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/c1'));
  });

  it('Enter opens the first menu page whose name matches (spec §1) before any record', async () => {
    const user = userEvent.setup();
    const { router } = render();
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'cust{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
  });

  it('labels each kind, and opens a heat found on the ledger of its bar searched for the heat', async () => {
    const user = userEvent.setup();
    const { router } = render('/', PLANT_HITS);
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'sh-7');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'WO/2026-27/0003Work order · KV-4410 Impeller hub · SO/2026-27/0007 · released',
      'SH-77120Heat · EN8 Ø25 · Sharda Steels',
      'VMC-07Machine · Haas VF-2',
    ]);
    // The heat, chosen with the arrow keys and opened with Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/ledger'));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('itemKey'), query.get('search')]).toEqual(['EN8|Ø25', 'SH-77120']);
  });

  it('opens a work order found, chosen with the mouse, on its page', async () => {
    const user = userEvent.setup();
    const { router } = render('/', PLANT_HITS);
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'kv-44');
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-orders/view/w3'));
  });

  it('labels a quotation, a blanket order and a delivery schedule found', async () => {
    const user = userEvent.setup();
    render('/', SALES_CYCLE_HITS);
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'bharat');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'QT/2026-27/0004 Rev 1Quotation · Bharat Auto Components · ENQ-118 · sent',
      'BO/2026-27/0002Blanket order · Bharat Auto Components · OPO/26/7781 · active',
      'Bharat Auto Components · December 2026Delivery schedule · BAC01 · Rev 2 · SO/2026-27/0031',
    ]);
  });

  it.each([
    ['quotation', '/quotations/view/q4'],
    ['blanket-order', '/blanket-orders/view/b2'],
    ['delivery-schedule', '/delivery-schedules/view/s12'],
  ])('opens a %s found on its page, %s', async (kind, path) => {
    const user = userEvent.setup();
    const { router } = render('/', SALES_CYCLE_HITS);
    const box = screen.getByRole('combobox', { name: 'Search pages and records' });
    await user.click(box);
    await user.type(box, 'bharat');
    const options = await screen.findAllByRole('option');
    await user.click(options[SALES_CYCLE_HITS.findIndex((hit) => hit.kind === kind)] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
