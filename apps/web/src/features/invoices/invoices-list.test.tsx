import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { CUSTOMERS, IDS, summary } from './invoice-fixtures';
import { InvoicesListPage } from './invoices-list-page';

const ROUTES = [
  { path: '/invoices', element: <InvoicesListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary({
    grandTotal: 1234567,
    balanceDue: 234567,
    amountPaid: 1000000,
    status: 'partially_paid',
    displayStatus: 'partially_paid',
  }),
  summary({
    id: IDS.draft,
    invoiceNumber: null,
    status: 'draft',
    displayStatus: 'draft',
    grandTotal: 59000,
    balanceDue: 59000,
    customerPartyCode: 'KGW01',
    customerName: 'Karnataka Gear Works',
  }),
  summary({
    id: 'c0ffee00-0000-4000-8000-000000000003',
    invoiceNumber: 'INV/2026-27/0002',
    status: 'issued',
    displayStatus: 'overdue',
    overdue: true,
    dueDate: '2026-03-31',
    grandTotal: 118000,
    balanceDue: 118000,
  }),
];

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/invoices' && req.method === 'GET') {
      const overdueOnly = req.query.get('overdue') === 'true';
      const data = overdueOnly ? ROWS.filter((row) => row.overdue) : ROWS;
      return json({
        data,
        total: data.length,
        page: 1,
        limit: 10,
        totalPages: 1,
        totals: overdueOnly ? { outstanding: 118000, overdue: 118000 } : { outstanding: 1411567.5, overdue: 118000 },
      });
    }
    return answerCustomerPickers(req, CUSTOMERS) ?? errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/invoices' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('invoice list', () => {
  it('shows numbers or Draft, Indian-grouped amounts, the status badges and what is owed', async () => {
    serve();
    renderRoutes(ROUTES, '/invoices');
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    const first = (await screen.findByText('INV/2026-27/0001')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Invoice #',
      'Date',
      'Customer',
      'Due date',
      'Total',
      'Balance due',
      'Status',
      'Actions',
    ]);
    // A phone keeps the number, the customer with the balance under it, and the actions in view.
    expect(
      screen
        .getAllByRole('columnheader')
        .filter((h) => !h.classList.contains('hidden'))
        .map((h) => h.textContent),
    ).toEqual(['Invoice #', 'Customer', 'Actions']);
    expect([...first.querySelectorAll('td')].filter((td) => td.classList.contains('sm:table-cell'))).toHaveLength(5);
    // The number opens the invoice.
    expect(within(first).getByRole('link', { name: 'INV/2026-27/0001' }).getAttribute('href')).toMatch(
      /^\/invoices\/view\//,
    );
    expect(cells(first)).toEqual([
      'INV/2026-27/0001',
      '10/04/2026',
      // The balance under the customer shows on a phone only.
      'DAC01 Deccan Auto Components₹2,34,567.00 due',
      '10/05/2026',
      '₹12,34,567.00',
      '₹2,34,567.00',
      'Partly paid',
      '',
    ]);
    const draft = screen.getByText('Karnataka Gear Works').closest('tr') as HTMLElement;
    expect(cells(draft).slice(0, 1)).toEqual(['Draft']);
    expect(within(draft).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/invoices/edit/${IDS.draft}`);
    expect(within(draft).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/invoices/view/${IDS.draft}`);
    // Issued invoices are never edited or deleted.
    expect(within(first).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const late = screen.getByText('INV/2026-27/0002').closest('tr') as HTMLElement;
    expect(within(late).getByText('Overdue')).toBeInTheDocument();

    const owed = screen.getByRole('region', { name: 'Amounts due' });
    expect(within(owed).getByText('Outstanding').nextElementSibling).toHaveTextContent('₹14,11,567.50');
    expect(within(owed).getByText('Overdue').nextElementSibling).toHaveTextContent('₹1,18,000.00');
    expect(screen.getByRole('link', { name: 'New Invoice' })).toHaveAttribute('href', '/invoices/new');
  });

  it('"Overdue only" asks for overdue=true and keeps it in the URL, as the dashboard links to it', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/invoices');
    await screen.findByText('INV/2026-27/0001');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ overdue: 'true' }));
    expect(router.state.location.search).toBe('?overdue=true');
    await waitFor(() => expect(screen.queryByText('INV/2026-27/0001')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toHaveProperty('overdue'));
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filters of a link, and sends the status and customer chosen', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/invoices?overdue=true');
    expect(await screen.findByText('INV/2026-27/0002')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    expect(listQueries(calls)[0]).toMatchObject({ overdue: 'true', page: '1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'overdue', overdue: 'true' }));
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'kgw');
    await user.click(await screen.findByRole('option', { name: 'KGW01 — Karnataka Gear Works' }, { timeout: 5000 }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ customerId: IDS.karnataka }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('overdue');
    expect(new URLSearchParams(router.state.location.search).get('customerId')).toBe(IDS.karnataka);
  });

  it('labels the customer of a link from its lookup by id, and clears back to every customer', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, `/invoices?customerId=${IDS.karnataka}`);
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveValue('KGW01 — Karnataka Gear Works'));
    expect(listQueries(calls)[0]).toMatchObject({ customerId: IDS.karnataka });
    expect(calls.filter((c) => c.path.startsWith('/api/customers')).map((c) => c.path)).toEqual([
      `/api/customers/options/${IDS.karnataka}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toHaveProperty('customerId'));
    expect(router.state.location.search).toBe('');
    expect(customer).toHaveValue('');
  });

  it('sorts by the columns the server sorts by', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/invoices');
    await screen.findByText('INV/2026-27/0001');
    for (const [header, sortBy] of [
      ['Invoice #', 'invoiceNumber'],
      ['Customer', 'customerName'],
      ['Total', 'grandTotal'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ sortBy, sortOrder: 'ASC' }));
    }
    expect(screen.queryByRole('button', { name: 'Balance due' })).not.toBeInTheDocument();
  });

  it('deletes a draft after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/invoices');
    const draft = (await screen.findByText('Karnataka Gear Works')).closest('tr') as HTMLElement;
    await user.click(within(draft).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this draft invoice?');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/invoices/${IDS.draft}`]),
    );
  });

  it('offers only viewing to a user who may only view', async () => {
    useAuthStore
      .getState()
      .userLoaded(
        makeUser({ role: { id: 'r3', name: 'Accounts', permissions: [{ scope: 'invoices', actions: ['view'] }] } }),
      );
    serve();
    renderRoutes(ROUTES, '/invoices');
    const draft = (await screen.findByText('Karnataka Gear Works')).closest('tr') as HTMLElement;
    expect(within(draft).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Invoice' })).not.toBeInTheDocument();
  });
});
