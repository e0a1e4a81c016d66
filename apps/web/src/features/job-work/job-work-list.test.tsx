import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, SUPPLIERS, summary, userWith } from './job-work-fixtures';
import { JobWorkListPage } from './job-work-list-page';

const ROUTES = [
  { path: '/job-work', element: <JobWorkListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary(),
  summary({
    id: IDS.draft,
    challanNumber: null,
    status: 'draft',
    supplierId: IDS.treater,
    jobWorkerName: 'Deccan Heat Treaters',
    process: 'Hardening & tempering',
    challanDate: '2026-11-20',
    totalValue: 9600,
    pendingQuantity: 800,
    unit: 'NOS',
    daysOut: null,
    overdueOn: null,
    sentAt: null,
  }),
  summary({
    id: IDS.receipt,
    challanNumber: 'JWC/2025-26/0007',
    status: 'sent',
    challanDate: '2025-06-01',
    process: 'Centreless grinding',
    totalValue: 4500,
    pendingQuantity: 300,
    unit: 'NOS',
    daysOut: 544,
    overdue: true,
    overdueOn: '2026-06-02',
  }),
  // A grinding fixture sent three years and more ago: past the capital goods' limit.
  summary({
    id: IDS.barLine,
    challanNumber: 'JWC/2022-23/0031',
    status: 'sent',
    challanDate: '2022-11-01',
    process: 'Repair',
    totalValue: 85000,
    pendingQuantity: 1,
    unit: 'NOS',
    daysOut: 1497,
    overdue: true,
    overdueOn: '2025-11-02',
    overdueGoods: 'capital_goods',
  }),
];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/job-work-challans' && req.method === 'GET') {
      return json({ data: rows, total: rows.length, page: 1, limit: 10, totalPages: rows.length ? 1 : 0 });
    }
    if (req.path === '/api/suppliers/options') {
      const text = (req.query.get('search') ?? '').toLowerCase();
      return json(SUPPLIERS.filter((s) => `${s.supplierCode} ${s.name}`.toLowerCase().includes(text)));
    }
    return errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls
    .filter((c) => c.path === '/api/job-work-challans' && c.method === 'GET')
    .map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('job-work challans list', () => {
  it('shows what is out, for how long, and flags goods past their limit by type', async () => {
    serve();
    renderRoutes(ROUTES, '/job-work');
    expect(screen.getByRole('heading', { name: 'Job Work Challans' })).toBeInTheDocument();
    const number = await screen.findByRole('link', { name: 'JWC/2026-27/0001' });
    expect(number).toHaveAttribute('href', `/job-work/view/${IDS.sent}`);
    expect(cells(number.closest('tr') as HTMLElement)).toEqual([
      'JWC/2026-27/0001',
      '04/05/2026',
      'Shree PlatersZinc plating',
      'Partly received',
      '2,412.5',
      '207 days',
      '₹1,55,937.50',
    ]);
    const old = screen.getByRole('link', { name: 'JWC/2025-26/0007' }).closest('tr') as HTMLElement;
    expect(cells(old)).toEqual([
      'JWC/2025-26/0007',
      '01/06/2025',
      'Shree PlatersCentreless grinding',
      'SentOut over 1 year',
      '300 NOS',
      '544 days',
      '₹4,500.00',
    ]);
    expect(within(old).getByText('Out over 1 year')).toHaveAttribute(
      'title',
      'Out over 1 year: deemed supplied from 02/06/2026 (section 143)',
    );
    // Capital goods are flagged only past their three years, and say so.
    const fixture = screen.getByRole('link', { name: 'JWC/2022-23/0031' }).closest('tr') as HTMLElement;
    expect(within(fixture).getByText('Out over 3 years')).toHaveAttribute(
      'title',
      'Out over 3 years: deemed supplied from 02/11/2025 (section 143)',
    );
    // A draft has no number, nothing out and no days.
    const draft = screen.getByRole('link', { name: 'Draft challan to Deccan Heat Treaters' });
    expect(cells(draft.closest('tr') as HTMLElement).slice(3, 6)).toEqual(['Draft', '—', '—']);
    expect(screen.getByRole('link', { name: /New Challan/ })).toHaveAttribute('href', '/job-work/new');
    expect(screen.getByRole('link', { name: 'ITC-04' })).toHaveAttribute('href', '/job-work/itc-04');
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('filters by status, job worker and goods past their time limit, kept in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/job-work');
    await screen.findByText('JWC/2026-27/0001');
    await user.click(screen.getByRole('checkbox', { name: 'Goods still out' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ pending: 'true' }));
    await user.click(screen.getByRole('checkbox', { name: 'Past the time limit' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ pending: 'true', overdue: 'true' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Sent');
    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'deccan');
    await user.click(await screen.findByRole('option', { name: 'DH02 — Deccan Heat Treaters' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ overdue: 'true', status: 'sent', supplierId: IDS.treater }),
    );
    expect(router.state.location.search).toContain('overdue=true');
  });

  it('offers no New button to whoever may only view', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'job-work', actions: ['view'] }]),
    });
    serve([]);
    renderRoutes(ROUTES, '/job-work');
    expect(await screen.findByText('No job-work challans found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New Challan/ })).not.toBeInTheDocument();
  });
});
