import { type OpenOrderLine, type Permission, type SalesOrder, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { OpenLinesPage } from './open-lines-page';
import { confirmedOrder, ID } from './order-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const DESK = '/sales-orders/open-lines';
const MISSING = 'No passed PDI on record for DAC-2231-B';

/** Line 1 of the confirmed order as the desk lists it: 60 of 100 still to send, 45 in stock, never inspected. */
const LINE: OpenOrderLine = {
  id: ID.line1,
  orderId: ID.confirmed,
  orderNumber: 'SO/2026-27/0007',
  customerId: ID.customer,
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  lineNumber: 1,
  productId: ID.sleeve,
  drawingNumber: 'DAC-2231-B',
  description: 'Nozzle holder sleeve',
  quantity: 100,
  dispatchedQuantity: 40,
  pendingQuantity: 60,
  dueDate: '2026-04-20',
  late: true,
  machiningHours: 2.5,
  stockOnHand: 45,
  pdi: null,
};

function signIn(permissions: Permission[]) {
  useAuthStore.setState({
    user: makeUser({ roles: [{ id: 'r2', name: 'Desk' }], role: { id: 'r2', name: 'Desk', permissions } }),
  });
}
const DISPATCHER: Permission[] = [
  { scope: 'sales-orders', actions: ['view'] },
  { scope: 'dispatches', actions: ['create'] },
];

/**
 * The desk's server: the open lines (the line's pending pieces as they stand), the order, and
 * dispatches answered by `dispatch` (a recorded one moves the line on).
 */
function serve(dispatch: (req: FakeRequest) => Response) {
  const state = { line: LINE };
  const stub = stubFetch((req) => {
    if (req.path === '/api/sales-orders/open-lines') {
      return json({ data: [state.line], total: 1, page: 1, limit: 10, totalPages: 1 });
    }
    if (req.path === `/api/sales-orders/${ID.confirmed}` && req.method === 'GET') return json(confirmedOrder);
    if (req.path === `/api/sales-orders/${ID.confirmed}/dispatches` && req.method === 'POST') {
      const answer = dispatch(req);
      if (answer.status === 201) state.line = { ...LINE, dispatchedQuantity: 85, pendingQuantity: 15, stockOnHand: 0 };
      return answer;
    }
    return errorBody(404, 'Not found');
  });
  const dispatches = () => stub.calls.filter((c) => c.method === 'POST');
  return { ...stub, dispatches };
}

const sent: SalesOrder = { ...confirmedOrder, version: 4 };

async function openDispatch() {
  const user = userEvent.setup();
  const { router } = renderRoutes([{ path: DESK, element: <OpenLinesPage /> }], `${DESK}?customerId=${ID.customer}`);
  await user.click(await screen.findByRole('link', { name: 'Dispatch #1 DAC-2231-B of SO/2026-27/0007' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record dispatch' });
  return { user, router, dialog };
}

describe('dispatching from the desk', () => {
  it('opens the order’s dispatch form over the desk with the line’s stock preset, asks to confirm the PDI override, and refreshes the desk', async () => {
    signIn([...DISPATCHER, { scope: 'pdi-override', actions: ['create'] }]);
    const { calls, dispatches } = serve((req) =>
      (req.body as { pdiOverride?: boolean }).pdiOverride
        ? json(sent, 201)
        : errorBody(409, `${MISSING}: confirm the override to dispatch without one`, { pdiOverride: MISSING }),
    );
    const { user, router, dialog } = await openDispatch();
    expect(router.state.location.search).toBe(`?customerId=${ID.customer}&dispatch=${ID.line1}`);
    expect(within(dialog).getByText('SO/2026-27/0007 · DAC01 Deccan Auto Components')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `${MISSING}. You hold the PDI override: recording the dispatch asks you to confirm it.`,
    );
    // 60 still to send, 45 in stock: 45 go; the order's other open line starts at 0.
    const first = within(dialog).getByRole('spinbutton', { name: '#1 DAC-2231-B — Nozzle holder sleeve' });
    expect(first).toHaveValue(45);
    await waitFor(() => expect(first).toHaveFocus());
    expect(within(dialog).getByRole('spinbutton', { name: '#3 DAC-2231-B — Nozzle holder sleeve' })).toHaveValue(0);

    await user.click(within(dialog).getByRole('button', { name: 'Record Dispatch' }));
    const question = `${MISSING}.\nDispatch anyway? The override is kept in the order's history under your name.`;
    expect(await answerConfirm(user, true, question)).toBe('Dispatch anyway');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dispatch recorded'));
    expect(dispatches().map((c) => c.body)).toEqual([
      {
        dispatchDate: todayIn(),
        vehicleReference: null,
        deliveryAddressId: null,
        notes: null,
        lines: [
          { orderLineId: ID.line1, quantity: 45 },
          { orderLineId: ID.line3, quantity: 0 },
        ],
        version: 3,
      },
      expect.objectContaining({ pdiOverride: true, version: 3 }),
    ]);
    // The dialog closes on the desk as it was, and the line is read again: 15 left, none in stock.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe(`?customerId=${ID.customer}`);
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('15of 100'));
    expect(calls.filter((c) => c.path === '/api/sales-orders/open-lines').length).toBeGreaterThan(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the form as it was when the override is declined, and Cancel closes it unsent', async () => {
    signIn([...DISPATCHER, { scope: 'pdi-override', actions: ['create'] }]);
    const { dispatches } = serve(() =>
      errorBody(409, `${MISSING}: confirm the override to dispatch without one`, { pdiOverride: MISSING }),
    );
    const { user, router, dialog } = await openDispatch();
    await user.click(within(dialog).getByRole('button', { name: 'Record Dispatch' }));
    await answerConfirm(user, false);
    expect(dispatches()).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('spinbutton', { name: '#1 DAC-2231-B — Nozzle holder sleeve' })).toHaveValue(45);
    await user.click(within(dialog).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe(`?customerId=${ID.customer}`);
  });

  it('tells a clerk without the override why the line will be refused, and shows the server’s refusal', async () => {
    signIn(DISPATCHER);
    const refusal = `${MISSING}: dispatching without one needs the PDI override permission`;
    const { dispatches } = serve(() => errorBody(403, refusal));
    const { user, dialog } = await openDispatch();
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${refusal}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Record Dispatch' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dispatches()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Record dispatch' })).toBeInTheDocument();
  });

  it('asks nothing of a line whose PDI passed, and links its report for whoever may see inspections', async () => {
    signIn([...DISPATCHER, { scope: 'inspection', actions: ['view'] }]);
    const passed = { ...LINE, pdi: { inspectionId: 'pdi-7', result: 'pass' as const, inspectedOn: '2026-04-14' } };
    stubFetch((req) =>
      req.path === '/api/sales-orders/open-lines'
        ? json({ data: [passed], total: 1, page: 1, limit: 10, totalPages: 1 })
        : req.path === `/api/sales-orders/${ID.confirmed}`
          ? json(confirmedOrder)
          : errorBody(404, 'Not found'),
    );
    const { dialog } = await openDispatch();
    expect(screen.getByRole('link', { name: 'PDI report of DAC-2231-B: Passed' })).toHaveAttribute(
      'href',
      '/inspections/view/pdi-7',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no Dispatch to a user who may only view orders', async () => {
    signIn([{ scope: 'sales-orders', actions: ['view'] }]);
    serve(() => errorBody(403, 'You do not have permission to do this'));
    renderRoutes([{ path: DESK, element: <OpenLinesPage /> }], `${DESK}?dispatch=${ID.line1}`);
    expect(await screen.findByText('DAC-2231-B', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Dispatch/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
