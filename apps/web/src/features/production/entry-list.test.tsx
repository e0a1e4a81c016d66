import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { EntryListPage } from './entry-list-page';
import { entry, IDS, machines, page } from './production-fixtures';

const ROUTES = [{ path: '/production', element: <EntryListPage /> }];

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/production/entries') return json(page([entry()]));
    if (req.path === '/api/production/machines') return json(machines());
    return errorBody(404, 'Not found');
  });
}

vi.setConfig({ testTimeout: 20_000 });

describe('the production entries list', () => {
  beforeEach(() => {
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  });

  it('shows each entry with its shift, machine, operator, work order and reasons; filters by machine and shift', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/production');
    const row = (await screen.findByText('06/04/2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shift 1')).toBeInTheDocument();
    expect(within(row).getByText('Ravi Kumar (E012)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'WO/2026-27/0001' })).toHaveAttribute(
      'href',
      `/work-orders/view/${IDS.order}`,
    );
    expect(within(row).getByText('1,800')).toBeInTheDocument();
    expect(within(row).getByText('OD oversize')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/production/edit/${IDS.entry}`);
    expect(screen.getByRole('link', { name: 'Record Production' })).toHaveAttribute('href', '/production/new');

    const machine = screen.getByLabelText('Machine');
    await waitFor(() => expect((machine as HTMLSelectElement).options).toHaveLength(3));
    await user.selectOptions(machine, IDS.cnc3);
    await user.selectOptions(screen.getByLabelText('Shift'), '2');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/production/entries').at(-1);
      expect(last?.query.get('machineId')).toBe(IDS.cnc3);
      expect(last?.query.get('shift')).toBe('2');
      expect(last?.query.get('sortBy')).toBe('entryDate');
    });
  });

  it('offers no recording, editing or deleting to whoever only views production', async () => {
    const viewer = makeUser({
      roles: [{ id: 'r2', name: 'Viewer' }],
      role: {
        id: 'r2',
        name: 'Viewer',
        permissions: [{ scope: 'production', actions: ['view'] }],
      },
    });
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: viewer });
    serve();
    renderRoutes(ROUTES, '/production');
    const row = (await screen.findByText('06/04/2026')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Record Production' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
