import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { MovementFormPage } from './movement-form-page';
import { balance, EN8_KEY, IDS, itemOption, movement, page } from './stock-fixtures';

const ROUTES = [
  { path: '/stock/movements/new', element: <MovementFormPage /> },
  { path: '/stock/ledger', element: <p>ledger</p> },
  { path: '*', element: <p>elsewhere</p> },
];

type User = ReturnType<typeof userEvent.setup>;
type Handler = (req: FakeRequest) => Response | undefined;

function serve(post: Handler = () => json([movement({ kind: 'issue', quantity: -150, heatNumber: 'H-101' })], 201)) {
  return stubFetch((req) => {
    if (req.path === '/api/stock/movements' && req.method === 'POST') return post(req) ?? errorBody(500, 'no');
    if (req.path === '/api/stock/items/options') return json([itemOption()]);
    if (req.path === '/api/stock/balances') return json(page([balance()]));
    if (req.path === '/api/stock/orders/options')
      return json([{ id: IDS.order, name: 'SO/2026-27/0009 · Deccan Auto Components' }]);
    return errorBody(404, 'Not found');
  });
}

const posted = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/stock/movements').map((c) => c.body);

async function pickItem(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Item' }), 'en8');
  // The picker offers the answer to "en8" once it comes; the heats' options are not looked through meanwhile.
  const items = screen.getByRole('listbox', { name: 'Item' });
  await user.click(await within(items).findByRole('option', { name: 'EN8 Ø25 — 1,250.5 kg in stock' }));
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('recording a stock movement', () => {
  it('an issue from a chosen heat against an order: the heats show what each holds; the ledger opens on the item', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/stock/movements/new');
    expect(screen.getByLabelText('Movement')).toHaveValue('issue');
    expect(screen.getByLabelText('Date')).toHaveValue(typedDateText(todayIn()));
    await pickItem(user);
    expect(await screen.findByText('In stock: 1,250.5 kg, 40 bars')).toBeInTheDocument();
    const heat = screen.getByLabelText('Heat');
    await waitFor(() =>
      expect([...(heat as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
        'Oldest heats first',
        'H-101 — 1,000 kg, 32 bars, in since 02/04/2026',
        'H-117 — 250.5 kg, 8 bars, in since 10/05/2026',
      ]),
    );
    await user.selectOptions(heat, 'H-101');
    await user.type(screen.getByLabelText('Quantity (kg)'), '150');
    await user.type(screen.getByLabelText('Bars'), '5');
    await user.click(screen.getByRole('combobox', { name: 'Against sales order' }));
    await user.click(await screen.findByRole('option', { name: 'SO/2026-27/0009 · Deccan Auto Components' }));
    await user.click(screen.getByRole('button', { name: 'Record' }));

    await screen.findByText('ledger');
    expect(router.state.location.search).toBe(`?itemKey=${encodeURIComponent(EN8_KEY)}`);
    expect(posted(calls)).toEqual([
      {
        kind: 'issue',
        itemType: 'material',
        itemKey: EN8_KEY,
        grade: 'EN8',
        rodSize: 'Ø25',
        productId: null,
        ownerId: null,
        heatNumber: 'H-101',
        quantity: 150,
        bars: 5,
        movementDate: todayIn(),
        salesOrderId: IDS.order,
        reason: null,
      },
    ]);
  });

  it('shows the server’s refusal on the quantity: not that much in stock', async () => {
    const user = userEvent.setup();
    serve(() =>
      errorBody(400, 'Only 1,250.5 kg of EN8 Ø25 in stock', { quantity: 'Only 1,250.5 kg of EN8 Ø25 in stock' }),
    );
    renderRoutes(ROUTES, '/stock/movements/new');
    await pickItem(user);
    await user.type(screen.getByLabelText('Quantity (kg)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity (kg)')).toHaveAccessibleDescription('Only 1,250.5 kg of EN8 Ø25 in stock'),
    );
    expect(screen.queryByText('ledger')).toBeNull();
  });

  it('an adjustment takes a minus for stock taken off, and asks for its reason before sending', async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => json([movement({ kind: 'adjustment', quantity: -12.5, reason: 'Scrap' })], 201));
    renderRoutes(ROUTES, '/stock/movements/new?kind=adjustment');
    expect(screen.getByLabelText('Movement')).toHaveValue('adjustment');
    expect(screen.queryByRole('combobox', { name: 'Against sales order' })).toBeNull();
    await pickItem(user);
    await user.type(screen.getByLabelText('Quantity (kg)'), '-12.5x');
    expect(screen.getByLabelText('Quantity (kg)')).toHaveValue('-12.5');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Reason', { exact: false })).toHaveAccessibleDescription(
        /Give the reason for the adjustment/,
      ),
    );
    expect(posted(calls)).toEqual([]);
    await user.type(screen.getByLabelText('Reason', { exact: false }), 'Scrap');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByText('ledger');
    expect(posted(calls)).toEqual([expect.objectContaining({ kind: 'adjustment', quantity: -12.5, reason: 'Scrap' })]);
  });
});
