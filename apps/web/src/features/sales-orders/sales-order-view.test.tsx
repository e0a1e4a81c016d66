import type { SalesOrder } from '@lathe/shared';
import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { dashboardKey } from '../../lib/money-figures';
import { notificationsKey } from '../../lib/notifications';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { confirmedOrder, draftOrder, ID } from './order-fixtures';
import { SalesOrderEditPage } from './sales-order-pages';
import { SalesOrderViewPage } from './sales-order-view-page';

const ROUTES = [
  { path: '/sales-orders', element: <p>the list</p> },
  { path: '/sales-orders/edit/:id', element: <SalesOrderEditPage /> },
  { path: '/sales-orders/view/:id', element: <SalesOrderViewPage /> },
];
const PATH = `/sales-orders/view/${ID.confirmed}`;

/** Serves one order that the handler may replace, as the server's stored copy. */
function serve(start: SalesOrder, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  const state = { order: start };
  const stub = stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/sales-orders/${state.order.id}` && req.method === 'GET') return json(state.order);
    return errorBody(404, 'Not found');
  });
  return { ...stub, state };
}

const table = (name: string) => screen.getByRole('table', { name });
const rowTexts = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

describe('a confirmed order', () => {
  it('shows the order read-only: header, lines with dispatch progress and Late, needs, dispatches, invoices', async () => {
    serve(confirmedOrder);
    renderRoutes(ROUTES, PATH);
    expect(await screen.findByRole('heading', { name: 'Sales Order SO/2026-27/0007' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('PO-4471, dated 02/04/2026')).toBeInTheDocument();
    expect(screen.getByText('Pack in VCI bags')).toBeInTheDocument();

    expect(rowTexts('Lines').slice(1)).toEqual([
      [
        '1',
        // A phone's lines under the product (hidden from sm up) say what its other columns say.
        'DAC-2231-BNozzle holder sleeve100 × ₹1,500.00, due 20/04/2026 (late)Dispatched 40, invoiced 40',
        '100',
        '₹1,500.00',
        '₹1,50,000.00',
        '20/04/2026Late',
        '40 of 100Partly',
        '40 of 100Partly',
      ],
      [
        '2',
        'DAC-1187-AInjector spacer50 × ₹1,000.00, due 15/05/2026Dispatched 50, invoiced 0',
        '50',
        '₹1,000.00',
        '₹50,000.00',
        '15/05/2026',
        '50 of 50Fully',
        '0 of 50Not',
      ],
      [
        '3',
        'DAC-2231-BNozzle holder sleeve20 × ₹2,500.00, due 15/05/2026Dispatched 0, invoiced 0',
        '20',
        '₹2,500.00',
        '₹50,000.00',
        '15/05/2026',
        '0 of 20Not',
        '0 of 20Not',
      ],
      ['Total', '₹2,50,000.00', ''],
    ]);
    expect(rowTexts('Plant needs').slice(1)).toEqual([
      ['#1 DAC-2231-B', '3.08', '24.500', '2', '1', '—'],
      ['#2 DAC-1187-A', '1.25', '—', '1', '—', '—'],
      ['#3 DAC-2231-B', '0.62', '4.900', '1', '1', '—'],
      ['Total', '4.95', '29.400', '4', '2', '—'],
    ]);
    expect(rowTexts('Dispatches').slice(1)).toEqual([
      [
        'DC/2026-27/0003Challane-Way BillTrace',
        '15/04/2026',
        'MH12 AB 1234',
        'Gat 112, Chakan\nPune 410501',
        '#1 × 40, #2 × 50',
        'Part shipment',
        'Record PDI',
        'Invoice this dispatch',
      ],
    ]);
    expect(within(table('Dispatches')).getByRole('button', { name: 'Download challan DC/2026-27/0003' })).toBeEnabled();
    // Each dispatch is invoiced on its own: its quantities and vehicle proposed.
    expect(
      within(table('Dispatches')).getByRole('link', { name: 'Invoice this dispatch' }).getAttribute('href'),
    ).toMatch(new RegExp(`^/invoices/new\\?salesOrderId=${ID.confirmed}&dispatchId=`));
    expect(within(table('Invoices')).getByRole('link', { name: 'INV/2026-27/0012' })).toHaveAttribute(
      'href',
      '/invoices/view/i1',
    );
    expect(rowTexts('Invoices')[1]).toEqual(['INV/2026-27/0012', 'Issued', '16/04/2026', '₹70,800.00']);

    expect(screen.getByRole('link', { name: 'Record Dispatch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute(
      'href',
      `/invoices/new?salesOrderId=${ID.confirmed}`,
    );
    expect(screen.getByRole('link', { name: 'Short-close' })).toBeInTheDocument();
    // Something has been dispatched: it can no longer be cancelled.
    expect(screen.queryByRole('link', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('fills every open line with what is left of it on "Dispatch all remaining"', async () => {
    const user = userEvent.setup();
    serve(confirmedOrder);
    renderRoutes(ROUTES, `${PATH}?action=dispatch`);
    const form = await screen.findByRole('region', { name: 'Record dispatch' });
    await user.click(within(form).getByRole('button', { name: 'Dispatch all remaining' }));
    expect(within(form).getByLabelText('#1 DAC-2231-B — Nozzle holder sleeve')).toHaveValue(60);
    expect(within(form).getByLabelText('#3 DAC-2231-B — Nozzle holder sleeve')).toHaveValue(20);
  });

  it("records a dispatch, showing the server's refusal on the right line, then refreshes", async () => {
    const user = userEvent.setup();
    let answer: () => Response = () =>
      errorBody(400, 'Only 5 left to dispatch', { 'lines.1.quantity': 'Only 5 left to dispatch' });
    const { calls, state } = serve(confirmedOrder, (req) => (req.method === 'POST' ? answer() : undefined));
    const { router } = renderRoutes(ROUTES, PATH);
    await user.click(await screen.findByRole('link', { name: 'Record Dispatch' }));

    const form = await screen.findByRole('region', { name: 'Record dispatch' });
    expect(within(form).getByLabelText('Dispatch Date')).toHaveValue(typedDateText(todayIn()));
    const first = within(form).getByLabelText('#1 DAC-2231-B — Nozzle holder sleeve');
    const done = within(form).getByLabelText('#2 DAC-1187-A — Injector spacer');
    const third = within(form).getByLabelText('#3 DAC-2231-B — Nozzle holder sleeve');
    expect(first).toHaveValue(0);
    expect(first).toHaveAccessibleDescription('60 left');
    expect(done).toBeDisabled();
    expect(done).toHaveAccessibleDescription('Nothing left to dispatch');
    expect(third).toHaveAccessibleDescription('20 left');
    expect(await axeViolations()).toEqual([]);

    // More than is left is refused before anything is sent.
    await user.clear(first);
    await user.type(first, '61');
    await user.click(within(form).getByRole('button', { name: 'Record Dispatch' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('60 left Only 60 left to dispatch'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(first);
    await user.type(first, '10');
    await user.clear(third);
    await user.type(third, '8');
    await user.type(within(form).getByLabelText('Vehicle / Transporter Reference'), 'MH12 CD 9876');
    await user.click(within(form).getByRole('button', { name: 'Record Dispatch' }));

    // Line #3 is the second open line: the server's lines.1 lands on it, not on #2.
    await waitFor(() => expect(third).toHaveAccessibleDescription('20 left Only 5 left to dispatch'));
    expect(first).toHaveAccessibleDescription('60 left');
    expect(toast.error).toHaveBeenCalledWith('Only 5 left to dispatch');
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => c.path)).toEqual([`/api/sales-orders/${ID.confirmed}/dispatches`]);
    expect(sent[0]?.body).toEqual({
      dispatchDate: todayIn(),
      vehicleReference: 'MH12 CD 9876',
      deliveryAddressId: null,
      notes: null,
      lines: [
        { orderLineId: ID.line1, quantity: 10 },
        { orderLineId: ID.line3, quantity: 8 },
      ],
      version: 3,
    });

    const [line1, line2, line3] = confirmedOrder.lines as [
      SalesOrder['lines'][0],
      SalesOrder['lines'][0],
      SalesOrder['lines'][0],
    ];
    const after: SalesOrder = {
      ...confirmedOrder,
      version: 4,
      lines: [
        { ...line1, dispatchedQuantity: 50 },
        line2,
        { ...line3, dispatchedQuantity: 5, dispatchStatus: 'Partly' },
      ],
    };
    answer = () => {
      state.order = after;
      return json(after, 201);
    };
    await user.clear(third);
    await user.type(third, '5');
    await user.click(within(form).getByRole('button', { name: 'Record Dispatch' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dispatch recorded'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Record dispatch' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(rowTexts('Lines')[1]?.[6]).toBe('50 of 100Partly');
    expect(rowTexts('Lines')[3]?.[6]).toBe('5 of 20Partly');
  });

  it('a recorded dispatch makes the dashboard and the notifications stale, not only the order lists', async () => {
    const user = userEvent.setup();
    const [line1, line2, line3] = confirmedOrder.lines as [
      SalesOrder['lines'][0],
      SalesOrder['lines'][0],
      SalesOrder['lines'][0],
    ];
    const after: SalesOrder = {
      ...confirmedOrder,
      version: 4,
      lines: [line1, line2, { ...line3, dispatchedQuantity: 5, dispatchStatus: 'Partly' }],
    };
    const { state } = serve(confirmedOrder, (req) => {
      if (req.method !== 'POST') return undefined;
      state.order = after;
      return json(after, 201);
    });
    const { queryClient } = renderRoutes(ROUTES, PATH);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('link', { name: 'Record Dispatch' }));
    const form = await screen.findByRole('region', { name: 'Record dispatch' });
    await user.type(within(form).getByLabelText('#3 DAC-2231-B — Nozzle holder sleeve'), '5');
    await user.click(within(form).getByRole('button', { name: 'Record Dispatch' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dispatch recorded'));
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toContainEqual(dashboardKey);
    expect(invalidated).toContainEqual(notificationsKey);
  });

  it('short-closes with a reason asked in a dialog', async () => {
    const user = userEvent.setup();
    const closed: SalesOrder = {
      ...confirmedOrder,
      status: 'closed',
      late: false,
      version: 4,
      closedAt: '2026-04-20T10:00:00.000Z',
      statusReason: 'Customer changed the drawing',
    };
    const { calls, state } = serve(confirmedOrder, (req) => {
      if (req.method !== 'POST') return undefined;
      state.order = closed;
      return json(closed);
    });
    renderRoutes(ROUTES, PATH);
    await user.click(await screen.findByRole('link', { name: 'Short-close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Short-close order' });
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Short-close Order' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason'), 'Customer changed the drawing');
    await user.click(within(dialog).getByRole('button', { name: 'Short-close Order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order SO/2026-27/0007 short-closed'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/sales-orders/${ID.confirmed}/close`,
      body: { version: 3, reason: 'Customer changed the drawing' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Customer changed the drawing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record Dispatch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Short-close' })).not.toBeInTheDocument();
  });

  it('Escape closes the dialog without changing the order', async () => {
    const user = userEvent.setup();
    const { calls } = serve(confirmedOrder);
    const { router } = renderRoutes(ROUTES, `${PATH}?action=close`);
    await screen.findByRole('dialog', { name: 'Short-close order' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers Cancel Order while nothing is dispatched or invoiced, and no actions to a user who may only view', async () => {
    const untouched: SalesOrder = {
      ...confirmedOrder,
      dispatchStatus: 'Not',
      invoiceStatus: 'Not',
      late: false,
      dispatches: [],
      invoices: [],
      lines: confirmedOrder.lines.map((l) => ({
        ...l,
        dispatchedQuantity: 0,
        invoicedQuantity: 0,
        dispatchStatus: 'Not' as const,
        invoiceStatus: 'Not' as const,
        late: false,
      })),
    };
    serve(untouched);
    renderRoutes(ROUTES, PATH);
    expect(await screen.findByRole('link', { name: 'Cancel Order' })).toHaveAttribute('href', `${PATH}?action=cancel`);
    expect(screen.getByText('No dispatches yet')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();

    useAuthStore.setState({
      user: makeUser({
        roles: [{ id: 'r2', name: 'Viewer' }],
        role: { id: 'r2', name: 'Viewer', permissions: [{ scope: 'sales-orders', actions: ['view'] }] },
      }),
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cancel Order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Record Dispatch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Invoice' })).not.toBeInTheDocument();
  });
});

describe('a draft', () => {
  it('can be cancelled with a reason, or deleted, from its page', async () => {
    const user = userEvent.setup();
    const { calls } = serve(draftOrder, (req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/sales-orders/edit/${ID.draft}`);
    await user.click(await screen.findByRole('link', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.click(within(dialog).getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Draft' }));
    expect(await answerConfirm(user, true, 'Are you sure you want to delete this sales order?')).toBe('Delete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales-orders'));
    expect(toast.success).toHaveBeenCalledWith('Sales order deleted successfully');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/sales-orders/${ID.draft}`]);
  });
});

describe('who may do what on an order', () => {
  const userHolding = (permissions: { scope: string; actions: ('view' | 'create' | 'edit' | 'delete')[] }[]) =>
    makeUser({ roles: [{ id: 'r3', name: 'Clerk' }], role: { id: 'r3', name: 'Clerk', permissions } });

  it("moves a confirmed order's edit address to its read-only page, keeping the step asked for", async () => {
    serve(confirmedOrder);
    const { router } = renderRoutes(ROUTES, `/sales-orders/edit/${ID.confirmed}?action=close`);
    expect(await screen.findByRole('dialog', { name: 'Short-close order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('shows a draft read-only to a user who may only view orders, and offers its form to one who may edit', async () => {
    useAuthStore.setState({ user: userHolding([{ scope: 'sales-orders', actions: ['view'] }]) });
    serve(draftOrder);
    renderRoutes(ROUTES, `/sales-orders/view/${ID.draft}`);
    expect(await screen.findByRole('heading', { name: 'Sales Order' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Draft' })).not.toBeInTheDocument();

    useAuthStore.setState({ user: userHolding([{ scope: 'sales-orders', actions: ['view', 'edit'] }]) });
    expect(await screen.findByRole('link', { name: 'Edit Draft' })).toHaveAttribute(
      'href',
      `/sales-orders/edit/${ID.draft}`,
    );
  });

  it('offers a dispatch clerk (dispatches: create) Record Dispatch, and neither short-close nor cancel', async () => {
    useAuthStore.setState({
      user: userHolding([
        { scope: 'sales-orders', actions: ['view'] },
        { scope: 'dispatches', actions: ['create'] },
      ]),
    });
    serve(confirmedOrder);
    renderRoutes(ROUTES, PATH);
    expect(await screen.findByRole('link', { name: 'Record Dispatch' })).toHaveAttribute(
      'href',
      `${PATH}?action=dispatch`,
    );
    expect(screen.queryByRole('link', { name: 'Short-close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Invoice' })).not.toBeInTheDocument();
  });
});
