import type { PromiseView } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { draftOrder, ID, servePickers } from './order-fixtures';
import { NewSalesOrderPage, SalesOrderEditPage } from './sales-order-pages';

const ROUTES = [
  { path: '/sales-orders/new', element: <NewSalesOrderPage /> },
  { path: '/sales-orders/edit/:id', element: <SalesOrderEditPage /> },
];

/** 600 sleeves: CNC-3 is booked, the second side runs there after it. */
const promise = (extra: Partial<PromiseView> = {}): PromiseView => ({
  promiseDate: '2026-12-15',
  decidedBy: 'capacity',
  reason: 'CNC-3 is booked until 14/12/2026 16:00; Rough 2nd side takes 18 h there',
  capacityDate: '2026-12-15',
  requestedDate: null,
  daysAfterRequested: null,
  operations: [],
  unplaced: [],
  ...extra,
});

function serve(answer: (req: FakeRequest) => Response) {
  return stubFetch((req) => {
    if (req.path === '/api/planning/promise') return answer(req);
    if (req.path === `/api/sales-orders/${ID.draft}`) return json(draftOrder);
    return servePickers(req) ?? errorBody(404, 'Not found');
  });
}

const promiseCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/planning/promise');
const hintOf = (n: number) => screen.getByRole('region', { name: `Dispatch date of line ${n}` });

type User = ReturnType<typeof userEvent.setup>;
async function pickSleeve(user: User) {
  const customer = screen.getByRole('combobox', { name: 'Customer' });
  await user.type(customer, 'dac');
  await user.click(await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' }));
  const row = screen.getByRole('row', { name: 'Line 1' });
  await user.click(within(row).getByRole('combobox', { name: 'Product' }));
  await user.click(await screen.findByRole('option', { name: 'DAC-2231-B — Nozzle holder sleeve' }));
  return row;
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe("a sales order line's dispatch date", () => {
  it('asks once the quantity is typed and shows the date and what decides it under the line', async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => json(promise()));
    renderRoutes(ROUTES, '/sales-orders/new');
    expect(screen.queryByRole('region', { name: /^Dispatch date/ })).not.toBeInTheDocument();

    const row = await pickSleeve(user);
    // The hint is a chunk of its own, loaded when a line is first typed: on a busy machine it comes a moment later.
    expect(
      await within(hintOf(1)).findByText('Type the quantity to see when it can be dispatched'),
    ).toBeInTheDocument();
    await user.type(within(row).getByLabelText('Quantity'), '600');
    expect(
      await within(hintOf(1)).findByText(
        'Can dispatch by 15/12/2026 — decided by CNC-3 is booked until 14/12/2026 16:00; Rough 2nd side takes 18 h there',
      ),
    ).toBeInTheDocument();
    // One question, for the whole quantity typed: the keystrokes before it are not asked about.
    const asked = promiseCalls(calls);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]?.query ?? [])).toEqual({ productId: ID.sleeve, quantity: '600' });
  });

  it("asks against the line's delivery date and says how far after it the pieces can go", async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      json(promise({ requestedDate: req.query.get('requestedDate'), daysAfterRequested: 5 })),
    );
    renderRoutes(ROUTES, '/sales-orders/new');
    const row = await pickSleeve(user);
    await user.type(within(row).getByLabelText('Delivery Date'), '10122026');
    await user.type(within(row).getByLabelText('Quantity'), '600');
    expect(
      await within(hintOf(1)).findByText(/^Can dispatch by 15\/12\/2026 \(5 days after the date asked for\)/),
    ).toBeInTheDocument();
    expect(promiseCalls(calls).at(-1)?.query.get('requestedDate')).toBe('2026-12-10');
  });

  it('says why no date can be promised, and when the plan cannot be read', async () => {
    const user = userEvent.setup();
    let refuse = false;
    serve(() =>
      refuse
        ? errorBody(400, 'This product has no cycle times; add them to the product first')
        : json(
            promise({
              promiseDate: null,
              capacityDate: null,
              decidedBy: 'unplaceable',
              reason: 'No machine runs SPM work (SPM rough 1st side)',
            }),
          ),
    );
    renderRoutes(ROUTES, '/sales-orders/new');
    const row = await pickSleeve(user);
    await user.type(within(row).getByLabelText('Quantity'), '5');
    expect(
      await within(hintOf(1)).findByText(
        'Cannot promise a dispatch date — No machine runs SPM work (SPM rough 1st side)',
      ),
    ).toBeInTheDocument();

    refuse = true;
    await user.type(within(row).getByLabelText('Quantity'), '0');
    await waitFor(() =>
      expect(hintOf(1)).toHaveTextContent(
        'Dispatch date not available: This product has no cycle times; add them to the product first',
      ),
    );
  });

  it('asks nothing for a saved line left as it is, and asks once its quantity is changed', async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => json(promise()));
    renderRoutes(ROUTES, `/sales-orders/edit/${ID.draft}`);
    const row = await screen.findByRole('row', { name: 'Line 1' });
    const quantity = within(row).getByLabelText('Quantity');
    await waitFor(() => expect(quantity).toHaveValue('100'));
    expect(screen.queryByRole('row', { name: 'Dispatch date of line 1' })).not.toBeInTheDocument();

    await user.type(quantity, '0');
    expect(await within(hintOf(1)).findByText(/^Can dispatch by 15\/12\/2026/)).toBeInTheDocument();
    expect(promiseCalls(calls).map((c) => c.query.get('quantity'))).toEqual(['1000']);
  });
});
