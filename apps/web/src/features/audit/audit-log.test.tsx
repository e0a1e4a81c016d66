import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localIso, makeEntry } from '../../components/history/audit-fixtures';
import { type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { pageOf } from '../../test/fixtures';
import { loadedRoutes, renderRoutes } from '../../test/render';
import { auditRoutes } from './routes';

const ROUTES = await loadedRoutes(auditRoutes);

const updated = makeEntry({
  id: 'a3',
  at: localIso(2026, 3, 6, 9, 5, 7),
  part: 'lines',
  entity: 'sales-orders',
  entityId: 'so-1',
  recordLabel: 'SO-2026-0007',
  route: 'PATCH /api/sales-orders/so-1',
  changes: [
    { field: 'quantity', before: 40, after: 50 },
    { field: 'remarks', before: 'rush', after: null },
  ],
});
const deleted = makeEntry({
  id: 'a2',
  event: 'delete',
  entityId: 'c9',
  recordLabel: 'OLD07',
  changes: [{ field: 'partyCode', before: 'OLD07', after: null }],
});
const refused = makeEntry({
  id: 'a1',
  event: 'sign-in-failed',
  entity: null,
  entityId: null,
  recordLabel: null,
  actorId: null,
  actorEmail: null,
  ip: '203.0.113.9',
  route: 'POST /api/auth/login',
  changes: [{ field: 'reason', before: null, after: 'Unknown e-mail' }],
});
const signedIn = makeEntry({
  id: 'a0',
  event: 'sign-in',
  entity: null,
  entityId: null,
  recordLabel: null,
  ip: '198.51.100.4',
  route: 'POST /api/auth/login',
  changes: [],
});

const logCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/audit');
const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(logCalls(calls).at(-1)?.query ?? []);

function serve() {
  return stubFetch(() => json(pageOf([updated, deleted, refused, signedIn], { total: 23 })));
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the Audit log screen', { timeout: 20_000 }, () => {
  it('sends the filters in the URL as the query, newest first', async () => {
    const { calls } = serve();
    renderRoutes(
      ROUTES,
      '/audit?event=update&entity=customers&actor=jane&from=2026-03-01&to=2026-03-31&page=2&limit=20',
    );
    await rowOf('Sales order SO-2026-0007');
    expect(lastQuery(calls)).toEqual({
      page: '2',
      limit: '20',
      sortBy: 'at',
      sortOrder: 'DESC',
      event: 'update',
      entity: 'customers',
      actor: 'jane',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('update');
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveValue('customers');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('jane');
    expect(screen.getByLabelText('From')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('To')).toHaveValue('31/03/2026');
  });

  it('renders a row per entry: time, user, event, record, part, address, route, changes', async () => {
    serve();
    renderRoutes(ROUTES, '/audit');
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(cellTexts(await rowOf('Sales order SO-2026-0007'))).toEqual([
      '06/03/2026 09:05:07',
      'jane@example.com',
      'Updated',
      'Sales order SO-2026-0007',
      'Lines',
      '10.0.0.7',
      'PATCH /api/sales-orders/so-1',
      '2 fields',
    ]);
    expect(screen.getByRole('link', { name: 'Sales order SO-2026-0007' })).toHaveAttribute(
      'href',
      '/sales-orders/view/so-1',
    );
    // A deleted record is named but not linked; a door event has no record and no changes.
    expect(cellTexts(await rowOf('Customer OLD07'))[2]).toBe('Deleted');
    expect(screen.queryByRole('link', { name: 'Customer OLD07' })).not.toBeInTheDocument();
    expect(cellTexts(await rowOf('203.0.113.9'))).toEqual([
      '05/03/2026 14:30:00',
      'System',
      'Sign-in failed',
      '-',
      '-',
      '203.0.113.9',
      'POST /api/auth/login',
      'Details',
    ]);
    expect(cellTexts(await rowOf('198.51.100.4')).slice(2)).toEqual([
      'Signed in',
      '-',
      '-',
      '198.51.100.4',
      'POST /api/auth/login',
      '-',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
  });

  it('changes the query as filters are chosen, back to page 1', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/audit?page=3');
    await rowOf('Sales order SO-2026-0007');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Permission denied');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ event: 'permission-denied', page: '1' }));
    expect(router.state.location.search).toBe('?event=permission-denied');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'Sales orders');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ entity: 'sales-orders' }));

    await user.type(screen.getByLabelText('From'), '02032026');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ from: '2026-03-02' }));

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ravi@');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ actor: 'ravi@' }), { timeout: 2000 });
    expect(lastQuery(calls)).not.toHaveProperty('search');
    expect(lastQuery(calls)).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'at',
      sortOrder: 'DESC',
      event: 'permission-denied',
      entity: 'sales-orders',
      from: '2026-03-02',
      actor: 'ravi@',
    });
  });

  it('opens a row’s changed fields in a side panel, with the same change table as the History panel', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/audit');
    const row = await rowOf('Sales order SO-2026-0007');
    const open = within(row).getByRole('button', { name: '2 fields' });
    await user.click(open);
    const panel = screen.getByRole('dialog', { name: /Updated/ });
    expect(panel).toHaveTextContent('Sales order SO-2026-0007');
    expect(panel).toHaveTextContent('PATCH /api/sales-orders/so-1');
    const rows = within(within(panel).getByRole('table', { name: 'Changed fields' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent))).toEqual([
      ['Quantity', '40', '50'],
      ['Remarks', 'rush', '—'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
