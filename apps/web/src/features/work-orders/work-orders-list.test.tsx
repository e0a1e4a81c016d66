import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeDraft, makeWorkOrder } from './wo-fixtures';
import { WorkOrdersListPage } from './work-orders-list-page';

const ROUTES = [
  { path: '/work-orders', element: <WorkOrdersListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [makeWorkOrder(), makeDraft({ dueDate: '2026-07-01' })];

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/work-orders' && req.method === 'GET') {
      return json({ data: ROWS, total: ROWS.length, page: 1, limit: 10, totalPages: 1 });
    }
    return errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/work-orders' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('work orders list', { timeout: 30_000 }, () => {
  it('shows each work order: number, date, product, whom it is for, quantities, due date and status', async () => {
    serve();
    renderRoutes(ROUTES, '/work-orders');
    const number = await screen.findByRole('link', { name: 'WO/2026-27/0007' });
    expect(number).toHaveAttribute('href', `/work-orders/view/${IDS.released}`);
    expect(cells(number.closest('tr') as HTMLElement)).toEqual([
      'WO/2026-27/0007',
      '04/05/2026',
      'Pinion shaftDRG-101',
      'Tata MotorsSO/2026-27/0012',
      '10,000',
      '1,800',
      '8,200',
      '10/06/2026',
      'In progress',
    ]);
    const draft = screen.getByRole('link', { name: 'Draft work order for Pinion shaft' });
    expect(cells(draft.closest('tr') as HTMLElement)[3]).toBe('For stock');
    expect(screen.getByRole('link', { name: 'New Work Order' })).toHaveAttribute('href', '/work-orders/new');
  });

  it('filters by status and due dates, kept in the URL and sent to the server', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/work-orders');
    await screen.findByRole('link', { name: 'WO/2026-27/0007' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Released');
    await user.type(screen.getByLabelText('Due from'), '01/06/2026');
    await user.tab();
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'released', dueFrom: '2026-06-01' }));
    expect(router.state.location.search).toContain('status=released');
  });
});
