import { financialYearBounds, financialYearOf, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeBlanketOrder, makeDraft, servePickers, userWith } from './blanket-fixtures';
import { BlanketOrderFormPage } from './blanket-form-page';

const ROUTES = [
  { path: '/blanket-orders/new', element: <BlanketOrderFormPage /> },
  { path: '/blanket-orders/edit/:id', element: <BlanketOrderFormPage /> },
  { path: '/blanket-orders/view/:id', element: <p>blanket order view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const draft = makeDraft();
const active = makeBlanketOrder();

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === `/api/blanket-orders/${IDS.draft}` && req.method === 'GET') return json(draft);
    if (req.path === `/api/blanket-orders/${IDS.active}` && req.method === 'GET') return json(active);
    return errorBody(404, 'Not found');
  });
}

type User = ReturnType<typeof userEvent.setup>;
const row = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inRow = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: true });
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

async function chooseCustomer(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'bac');
  await user.click(await screen.findByRole('option', { name: 'BAC01 — Bharat Auto Components' }));
}

async function pickProduct(user: User, line: number, name: string) {
  await user.click(within(row(line)).getByRole('combobox', { name: 'Product' }));
  await user.click(await screen.findByRole('option', { name }));
}

/** The header and the two lines of Bharat's open order. */
async function typeTheOrder(user: User) {
  await chooseCustomer(user);
  await enterText(user, screen.getByLabelText("Customer's order number"), 'BAC/OPO/2627/118');
  await user.type(screen.getByRole('textbox', { name: "Customer's order date" }), '25032026');
  await replaceText(user, screen.getByRole('textbox', { name: 'Valid from' }), '01042026');
  await replaceText(user, screen.getByRole('textbox', { name: 'Valid to' }), '31032027');
  await pickProduct(user, 1, 'FB-2231 — Flange bush, zinc plated');
  await enterText(user, inRow(1, 'Total quantity'), '60000');
  await enterText(user, inRow(1, 'Rate a piece (₹)'), '35.50');
  await user.click(screen.getByRole('button', { name: 'Add line' }));
  await pickProduct(user, 2, 'SL-0907 — Sleeve');
  await enterText(user, inRow(2, 'Rate a piece (₹)'), '12.40');
}

const BODY = {
  customerId: IDS.customer,
  customerPoNumber: 'BAC/OPO/2627/118',
  customerPoDate: '2026-03-25',
  validFrom: '2026-04-01',
  validTo: '2027-03-31',
  paymentTerms: null,
  remarks: null,
  lines: [
    { productId: IDS.bush, totalQuantity: 60_000, rate: 35.5 },
    { productId: IDS.sleeve, totalQuantity: null, rate: 12.4 },
  ],
};

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

// Each test types an order through the pickers: more than the default 5 s on a busy machine.
describe('blanket order form', { timeout: 40_000 }, () => {
  it('saves a new draft with the body the schema expects: a blank total is open-ended', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/blanket-orders' ? json(draft, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/blanket-orders/new');
    expect(await screen.findByRole('heading', { name: 'New Blanket Order' })).toBeInTheDocument();
    // Valid from today to the end of the financial year it starts in, unless the clerk says otherwise.
    const today = todayIn();
    expect(screen.getByRole('textbox', { name: 'Valid from' })).toHaveValue(typedDateText(today));
    expect(screen.getByRole('textbox', { name: 'Valid to' })).toHaveValue(
      typedDateText(financialYearBounds(financialYearOf(today)).end),
    );
    expect(within(row(1)).getByRole('combobox', { name: 'Product' })).toBeDisabled();
    expect(inRow(1, 'Total quantity')).toHaveAttribute('placeholder', 'Open-ended');

    await typeTheOrder(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blanket-orders/edit/${IDS.draft}`));
    expect(sent(calls, 'POST', '/api/blanket-orders')).toEqual([BODY]);
    expect(await axeViolations()).toEqual([]);
  });

  it('saves and activates a new order in one request, after asking', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/blanket-orders/activate' ? json(active, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/blanket-orders/new');
    await typeTheOrder(user);
    await enterText(user, screen.getByLabelText('Payment terms'), '45 days from invoice');
    await user.click(screen.getByRole('button', { name: 'Save & Activate' }));
    expect(
      await answerConfirm(
        user,
        true,
        'Activate this blanket order for Bharat Auto Components? It takes the next number, and delivery schedules release against it at its prices.',
      ),
    ).toBe('Activate');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blanket-orders/view/${IDS.active}`));
    expect(sent(calls, 'POST', '/api/blanket-orders/activate')).toEqual([
      { ...BODY, paymentTerms: '45 days from invoice' },
    ]);
    expect(sent(calls, 'POST', '/api/blanket-orders')).toEqual([]);
  });

  it('refuses a validity that ends before it starts, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/blanket-orders/new');
    await typeTheOrder(user);
    await replaceText(user, screen.getByRole('textbox', { name: 'Valid to' }), '31032026');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Valid to cannot be before valid from')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/blanket-orders')).toEqual([]);
  });

  it('edits a draft as saved; the server’s refusal lands on the line it names', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = serve((req) => {
      if (req.method !== 'PUT' || req.path !== `/api/blanket-orders/${IDS.draft}`) return undefined;
      if (refuse) {
        refuse = false;
        return errorBody(400, 'This part is already on line 1', {
          'lines.1.productId': 'This part is already on line 1',
        });
      }
      return json({ ...draft, version: 3 });
    });
    renderRoutes(ROUTES, `/blanket-orders/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Blanket Order' })).toBeInTheDocument();
    expect(screen.getByText('Draft for Bharat Auto Components')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('BAC01 — Bharat Auto Components'),
    );
    expect(within(row(1)).getByRole('combobox', { name: 'Product' })).toHaveValue('FB-2231 — Flange bush, zinc plated');
    expect(inRow(1, 'Total quantity')).toHaveValue('60000');
    expect(inRow(1, 'Rate a piece (₹)')).toHaveValue('35.5');
    expect(inRow(2, 'Total quantity')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: "Customer's order date" })).toHaveValue('25/03/2026');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await within(row(2)).findByText('This part is already on line 1')).toBeInTheDocument();
    expect(within(row(2)).getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');

    await replaceText(user, inRow(2, 'Total quantity'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sent(calls, 'PUT', `/api/blanket-orders/${IDS.draft}`)).toHaveLength(2));
    expect(sent(calls, 'PUT', `/api/blanket-orders/${IDS.draft}`)[1]).toEqual({
      ...BODY,
      paymentTerms: '45 days from invoice',
      lines: [
        { productId: IDS.bush, totalQuantity: 60_000, rate: 35.5 },
        { productId: IDS.sleeve, totalQuantity: 5_000, rate: 12.4 },
      ],
      version: 2,
    });
  });

  it('offers Save & Activate only to whoever may edit sales orders', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'sales-orders', actions: ['view', 'create'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/blanket-orders/new');
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Activate' })).not.toBeInTheDocument();
  });

  it('opens an active order’s page instead of its form', async () => {
    serve();
    const { router } = renderRoutes(ROUTES, `/blanket-orders/edit/${IDS.active}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blanket-orders/view/${IDS.active}`));
  });
});
