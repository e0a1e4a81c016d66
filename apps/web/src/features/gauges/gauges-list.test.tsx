import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith, pageOf } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { renderRoutes } from '../../test/render';
import { caliper, overduePlug } from './gauge-fixtures';
import { GaugesListPage } from './gauges-list-page';

const ROUTES = [
  { path: '/gauges', element: <GaugesListPage /> },
  { path: '/gauges/view/:id', element: <p>the gauge</p> },
];

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/gauges' && req.method === 'GET') return json(pageOf([overduePlug, caliper]));
    return errorBody(404, 'Not found');
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const lastListQuery = (calls: FakeRequest[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/api/gauges').at(-1)?.query ?? []);

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the gauges list', () => {
  it('shows each gauge by code with its type, location, last calibration, due date and state today', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/gauges');
    expect(screen.getByRole('heading', { name: 'Gauges' })).toBeInTheDocument();
    const plug = (await screen.findByRole('link', { name: 'PG-004' })).closest('tr') as HTMLElement;
    expect(cellsOf(plug)).toEqual([
      'PG-004',
      'Plug gauge Ø12 H7',
      'Plug gauge',
      'Cell 3',
      '01/05/2026',
      '28/10/2026',
      'Overdue',
      '',
    ]);
    // An overdue gauge's row is tinted.
    expect(plug.className).toContain('bg-red-50');
    const vc = screen.getByRole('link', { name: 'VC-012' });
    expect(vc).toHaveAttribute('href', '/gauges/view/g1');
    expect(cellsOf(vc.closest('tr') as HTMLElement).slice(4, 7)).toEqual(['01/06/2026', '01/06/2027', 'Calibrated']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Code',
      'Name',
      'Type',
      'Location',
      'Last Calibrated',
      'Due On',
      'State',
      'Actions',
    ]);
    expect(screen.getByRole('link', { name: 'Add Gauge' })).toHaveAttribute('href', '/gauges/new');
    expect(lastListQuery(calls)).toMatchObject({ sortBy: 'code', sortOrder: 'ASC' });
  });

  it('filters by state and type in the URL and sorts by due date', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/gauges');
    await screen.findByRole('link', { name: 'VC-012' });
    await user.selectOptions(screen.getByLabelText('State'), 'Overdue');
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ state: 'overdue', page: '1' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'Thread plug gauge');
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ state: 'overdue', type: 'Thread plug gauge' }));
    await user.click(screen.getByRole('button', { name: 'Due On' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'dueOn', sortOrder: 'ASC' }));
    await user.selectOptions(screen.getByLabelText('State'), 'All states');
    await waitFor(() => expect(lastListQuery(calls)).not.toHaveProperty('state'));
  });

  it('exports the current search, filters and sort as CSV', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:gauges');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = serve((req) =>
      req.path === '/api/gauges/export'
        ? new Response('code\r\nPG-004\r\n', { headers: { 'Content-Type': 'text/csv' } })
        : undefined,
    );
    renderRoutes(ROUTES, '/gauges?search=plug&state=overdue');
    await screen.findByRole('link', { name: 'PG-004' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/gauges/export')).toBe(true));
    const exported = calls.find((c) => c.path === '/api/gauges/export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      search: 'plug',
      state: 'overdue',
      sortBy: 'code',
      sortOrder: 'ASC',
    });
  });

  it('offers a viewer nothing to add, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'gauges', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/gauges');
    await screen.findByRole('link', { name: 'VC-012' });
    expectReadOnlyList('Add Gauge');
  });

  it('says No gauges found for an empty list', async () => {
    serve((req) => (req.path === '/api/gauges' ? json(pageOf([])) : undefined));
    renderRoutes(ROUTES, '/gauges');
    expect(await screen.findByText('No gauges found')).toBeInTheDocument();
  });
});
