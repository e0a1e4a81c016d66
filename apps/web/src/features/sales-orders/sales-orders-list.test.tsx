import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { confirmedOrder, draftOrder, ID, listPage, servePickers } from './order-fixtures';
import { SalesOrdersListPage } from './sales-orders-list-page';

const ROUTES = [{ path: '/sales-orders', element: <SalesOrdersListPage /> }];

const rows = [
  { ...draftOrder, totalAmount: 123456.5 },
  { ...confirmedOrder, lines: undefined },
];

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === '/api/sales-orders' && req.method === 'GET') return listPage(rows);
    return errorBody(404, 'Not found');
  });
}

const lastListQuery = (calls: FakeRequest[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/api/sales-orders' && c.method === 'GET').at(-1)?.query ?? []);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

// Axe and the sort walk take more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
/** Searches wait out a debounce and a fetch: allow for a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

describe('sales orders list', () => {
  it('shows each order: number or Draft, customer, Indian-format value, status with Late, progress badges', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders');
    expect(screen.getByRole('heading', { name: 'Sales Orders' })).toBeInTheDocument();
    const confirmed = await rowOf('SO/2026-27/0007');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order #',
      'Order Date',
      'Customer',
      'Customer PO',
      'Delivery Date',
      'Value',
      'Status',
      'Dispatched',
      'Invoiced',
      'Actions',
    ]);
    expect(cells(confirmed)).toEqual([
      'SO/2026-27/0007',
      '06/04/2026',
      'DAC01Deccan Auto Components',
      'PO-4471',
      '15/05/2026',
      '₹2,50,000.00',
      'ConfirmedLate',
      'Partly',
      'Partly',
      '',
    ]);
    expect(within(confirmed).getByText('Late')).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: 'SO/2026-27/0007' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${ID.confirmed}`,
    );
    // Only drafts are edited and deleted; the rest open read-only.
    expect(within(confirmed).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${ID.confirmed}`,
    );
    expect(within(confirmed).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const draft = (await screen.findByText('₹1,23,456.50')).closest('tr') as HTMLElement;
    expect(cells(draft).slice(0, 1)).toEqual(['Draft']);
    expect(cells(draft).slice(6, 9)).toEqual(['Draft', 'Not', 'Not']);
    expect(within(draft).queryByText('Late')).not.toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/sales-orders/edit/${ID.draft}`);
    expect(within(draft).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'New Sales Order' })).toHaveAttribute('href', '/sales-orders/new');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'DESC' });
    expect(await axeViolations()).toEqual([]);
  });

  it('writes status=, customerId= and late=true to the request and the URL, and reads them back', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/sales-orders');
    await rowOf('SO/2026-27/0007');

    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ status: 'confirmed', page: '1' }));
    expect(router.state.location.search).toBe('?status=confirmed');

    await user.click(screen.getByLabelText('Late only'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ status: 'confirmed', late: 'true' }));
    expect(new URLSearchParams(router.state.location.search).get('late')).toBe('true');

    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'kir');
    await user.click(await screen.findByRole('option', { name: 'KIR02 — Kirloskar Pumps' }, SLOW));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ customerId: ID.otherCustomer }));

    await user.click(screen.getByLabelText('Late only'));
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(lastListQuery(calls)).not.toHaveProperty('late'));
    expect(lastListQuery(calls)).not.toHaveProperty('status');
    expect(router.state.location.search).toBe(`?customerId=${ID.otherCustomer}`);
  });

  describe('customer filter', () => {
    const customerBox = () => screen.getByRole('combobox', { name: 'Customer' });
    const byIdCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path.startsWith('/api/customers/options/'));

    it('offers the customers whose code or name matches, and sends the one chosen', async () => {
      const user = userEvent.setup();
      const { calls } = serve();
      const { router } = renderRoutes(ROUTES, '/sales-orders');
      await rowOf('SO/2026-27/0007');
      // Nothing is loaded up front: no list of every customer, no lookup.
      expect(customerBox()).toHaveValue('');
      expect(customerBox()).toHaveAttribute('placeholder', 'All customers');
      expect(calls.filter((c) => c.path.startsWith('/api/customers'))).toEqual([]);

      await user.type(customerBox(), 'dac');
      const list = screen.getByRole('listbox', { name: 'Customer' });
      expect(await within(list).findByRole('option', { name: 'DAC01 — Deccan Auto Components' }, SLOW)).toBeVisible();
      expect(within(list).getAllByRole('option')).toHaveLength(1);
      expect(calls.at(-1)?.path).toBe('/api/customers/search');
      expect(calls.at(-1)?.query.get('search')).toBe('dac');
      await user.clear(customerBox());
      // By name as well as code.
      await user.type(customerBox(), 'pumps');
      await within(list).findByRole('option', { name: 'KIR02 — Kirloskar Pumps' }, SLOW);
      // The keyboard picks it as well as the mouse.
      await user.keyboard('{ArrowDown}{Enter}');

      await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ customerId: ID.otherCustomer, page: '1' }));
      expect(router.state.location.search).toBe(`?customerId=${ID.otherCustomer}`);
      expect(customerBox()).toHaveValue('KIR02 — Kirloskar Pumps');
      // The search handed the customer over: its label needs no lookup by id.
      expect(byIdCalls(calls)).toEqual([]);
      expect(calls.some((c) => c.path === '/api/customers/all')).toBe(false);
    });

    it("labels a customer named by the URL from its lookup by id, and clearing shows every customer's orders", async () => {
      const user = userEvent.setup();
      const { calls } = serve();
      const { router } = renderRoutes(ROUTES, `/sales-orders?customerId=${ID.customer}`);
      await waitFor(() => expect(customerBox()).toHaveValue('DAC01 — Deccan Auto Components'));
      expect(byIdCalls(calls).map((c) => c.path)).toEqual([`/api/customers/options/${ID.customer}`]);
      expect(lastListQuery(calls)).toMatchObject({ customerId: ID.customer });
      expect(calls.some((c) => c.path === '/api/customers/all')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Clear selection' }));
      await waitFor(() => expect(lastListQuery(calls)).not.toHaveProperty('customerId'));
      expect(router.state.location.search).toBe('');
      expect(customerBox()).toHaveValue('');
      expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });

    it('says so when the customer of the URL is not found', async () => {
      serve();
      renderRoutes(ROUTES, '/sales-orders?customerId=0b5c6a3e-1c2d-4e5f-8a9b-0c1d2e3f4aff');
      await waitFor(() => expect(customerBox()).toHaveValue('Unknown customer'));
    });
  });

  it("opens the dashboard's links already filtered", async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders?late=true');
    await rowOf('SO/2026-27/0007');
    expect(lastListQuery(calls)).toMatchObject({ late: 'true' });
    expect(screen.getByLabelText('Late only')).toBeChecked();

    renderRoutes(ROUTES, '/sales-orders?status=confirmed');
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ status: 'confirmed' }));
    expect(screen.getAllByLabelText('Status').at(-1)).toHaveValue('confirmed');
  });

  it('sorts by the sortable columns', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders');
    await rowOf('SO/2026-27/0007');
    for (const [header, sortBy] of [
      ['Order #', 'orderNumber'],
      ['Order Date', 'orderDate'],
      ['Customer', 'customerName'],
      ['Delivery Date', 'deliveryDate'],
      ['Value', 'totalAmount'],
      ['Status', 'status'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy, sortOrder: 'ASC' }));
    }
    expect(screen.queryByRole('button', { name: 'Dispatched' })).not.toBeInTheDocument();
  });

  it('deletes a draft after the confirmation, with the usual texts', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/sales-orders');
    const draft = (await screen.findByText('₹1,23,456.50')).closest('tr') as HTMLElement;
    await user.click(within(draft).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this sales order?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sales order deleted successfully'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/sales-orders/${ID.draft}`]);
  });

  it('leaves out New Sales Order and Delete for a user who may only view', async () => {
    useAuthStore.setState({
      user: makeUser({
        roles: [{ id: 'r2', name: 'Viewer' }],
        role: { id: 'r2', name: 'Viewer', permissions: [{ scope: 'sales-orders', actions: ['view', 'edit'] }] },
      }),
    });
    serve();
    renderRoutes(ROUTES, '/sales-orders');
    const draft = (await screen.findByText('₹1,23,456.50')).closest('tr') as HTMLElement;
    expect(within(draft).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Sales Order' })).not.toBeInTheDocument();
  });
});
