import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith, pageOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DeliverySchedulesListPage } from './delivery-schedules-list-page';
import { IDS, SUMMARY } from './schedule-fixtures';

const ROUTES = [{ path: '/delivery-schedules', element: <DeliverySchedulesListPage /> }];

function serve() {
  return stubFetch((req) =>
    req.path === '/api/delivery-schedules' ? json(pageOf([SUMMARY])) : errorBody(404, 'Not found'),
  );
}

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the delivery schedules list', () => {
  it('lists each month with its latest revision, pieces and release order, newest month first', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/delivery-schedules');
    const link = await screen.findByRole('link', { name: 'December 2026, Bharat Auto Components' });
    expect(link).toHaveAttribute('href', `/delivery-schedules/view/${IDS.schedule}`);
    const row = link.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'December 2026',
      'BAC01 Bharat Auto Components',
      'Rev 1',
      '03/12/2026',
      '14/12/2026',
      '6',
      '4,000',
      '800',
      'SO/2026-27/0042',
    ]);
    expect(within(row).getByRole('link', { name: 'SO/2026-27/0042' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.release}`,
    );
    expect(screen.getByRole('link', { name: 'Type a schedule' })).toHaveAttribute('href', '/delivery-schedules/new');
    expect(screen.getByRole('link', { name: 'Import a file' })).toHaveAttribute('href', '/delivery-schedules/import');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(calls[0]?.query.get('sortBy')).toBe('month');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-12' } });
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('month')).toBe('2026-12'));
  });

  it('offers typing and importing only to whoever may create sales orders', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'sales-orders', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/delivery-schedules');
    await screen.findByRole('link', { name: 'December 2026, Bharat Auto Components' });
    expect(screen.queryByRole('link', { name: 'Type a schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import a file' })).not.toBeInTheDocument();
  });
});
