import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { confirmedOrder, draftOrder, ID, servePickers } from './order-fixtures';
import { NewSalesOrderPage, SalesOrderEditPage } from './sales-order-pages';

const ROUTES = [
  { path: '/sales-orders', element: <p>the list</p> },
  { path: '/sales-orders/new', element: <NewSalesOrderPage /> },
  { path: '/sales-orders/edit/:id', element: <SalesOrderEditPage /> },
  { path: '/sales-orders/view/:id', element: <p>the order read-only</p> },
];

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === `/api/sales-orders/${ID.draft}` && req.method === 'GET') return json(draftOrder);
    return errorBody(404, 'Not found');
  });
}

type User = ReturnType<typeof userEvent.setup>;
/** Line n of the order: one row of the line grid. */
const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const posts = (calls: FakeRequest[], path = '/api/sales-orders') =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

async function chooseCustomer(user: User, code: string, label: string) {
  const combobox = screen.getByRole('combobox', { name: 'Customer' });
  await user.clear(combobox);
  await user.type(combobox, code);
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Picks a product on line n and types its quantity and rate. */
async function fillLine(user: User, n: number, product: string, quantity: string, rate: string) {
  const group = line(n);
  await user.click(within(group).getByRole('combobox', { name: 'Product' }));
  await user.click(await screen.findByRole('option', { name: product }));
  await user.type(within(group).getByLabelText('Quantity'), quantity);
  // Over the customer's last rate, when the product prefilled one.
  await user.clear(within(group).getByLabelText('Rate (₹)'));
  await user.type(within(group).getByLabelText('Rate (₹)'), rate);
}

// Each test types a whole order through the pickers: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

describe('new sales order', () => {
  it('computes each line amount and the order total as you type', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    expect(screen.getByRole('heading', { name: 'New Sales Order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order Date')).toHaveValue(typedDateText(todayIn()));
    // Products are the chosen customer's: none to pick before one is chosen.
    expect(within(line(1)).getByRole('combobox', { name: 'Product' })).toBeDisabled();

    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '3', '12.35');
    expect(within(line(1)).getByText('₹37.05')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.path === '/api/products/options').every((c) => c.query.get('customerId') === ID.customer),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await fillLine(user, 2, 'DAC-1187-A — Injector spacer', '7', '0.05');
    expect(within(line(2)).getByText('₹0.35')).toBeInTheDocument();
    expect(screen.getByText('Order total').querySelector('output')).toHaveTextContent('₹37.40');
    expect(await axeViolations()).toEqual([]);

    // A rate the order would refuse counts for nothing until it is fixed.
    await user.type(within(line(2)).getByLabelText('Rate (₹)'), '5');
    expect(within(line(2)).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Order total').querySelector('output')).toHaveTextContent('₹37.05');
  });

  it('searches products by drawing number or description', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.type(within(line(1)).getByRole('combobox', { name: 'Product' }), 'spacer');
    expect(await screen.findByRole('option', { name: 'DAC-1187-A — Injector spacer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /DAC-2231-B/ })).not.toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/api/products/options')
        .at(-1)
        ?.query.get('search'),
    ).toBe('spacer');
  });

  it('refuses an order without lines, with the schema message', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Add at least one line')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(posts(calls)).toHaveLength(0);
  });

  it('saves the draft with the body the contract expects, then opens it', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/sales-orders' ? json(draftOrder, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.type(screen.getByLabelText('Customer PO Number'), 'PO-4471');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '100', '12.35');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sales-orders/edit/${ID.draft}`));
    expect(toast.success).toHaveBeenCalledWith('Draft saved');
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        customerId: ID.customer,
        orderDate: todayIn(),
        customerPoNumber: 'PO-4471',
        customerPoDate: null,
        deliveryDate: null,
        deliveryAddressId: null,
        notes: null,
        lines: [{ productId: ID.sleeve, quantity: 100, rate: 12.35, deliveryDate: null }],
      },
    ]);
    // The saved draft opens in the form, the plant's needs read from it.
    expect(await screen.findByRole('heading', { name: 'Edit Sales Order' })).toBeInTheDocument();
  });

  it("puts the server's refusal of lines.0.quantity under that line's quantity", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST'
        ? errorBody(400, 'Must be less than 10,000,000', { 'lines.0.quantity': 'Must be less than 10,000,000' })
        : undefined,
    );
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '100', '12.35');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    const quantity = within(line(1)).getByLabelText('Quantity');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Must be less than 10,000,000'));
    expect(quantity).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith('Must be less than 10,000,000');
  });

  it('Confirm Order saves and confirms in one request, then opens the confirmed order', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/sales-orders/confirm'
        ? json({ ...confirmedOrder, id: ID.draft, orderNumber: 'SO/2026-27/0008', version: 3 }, 201)
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '100', '12.35');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order SO/2026-27/0008 confirmed'));
    const [sent] = posts(calls, '/api/sales-orders/confirm').map((c) => c.body);
    expect(sent).toMatchObject({
      customerId: ID.customer,
      lines: [{ productId: ID.sleeve, quantity: 100, rate: 12.35 }],
    });
    expect(sent).not.toHaveProperty('version');
    // No draft is saved on its own: a refused confirmation leaves nothing behind.
    expect(posts(calls, '/api/sales-orders')).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sales-orders/view/${ID.draft}`));
  });

  it('a refused confirmation saves nothing and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/sales-orders/confirm'
        ? errorBody(409, 'The 2026-27 sales order series is full (9999 orders)')
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '100', '12.35');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The 2026-27 sales order series is full (9999 orders)'),
    );
    expect(posts(calls, '/api/sales-orders')).toEqual([]);
    expect(router.state.location.pathname).toBe('/sales-orders/new');
    expect(within(line(1)).getByRole('textbox', { name: 'Quantity' })).toHaveValue('100');
  });

  it('choosing another customer removes the lines that name a product and says so', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '3', '12.35');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await chooseCustomer(user, 'kir', 'KIR02 — Kirloskar Pumps');

    expect(screen.getByText('1 line was removed: the products belong to the previous customer.')).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: /^Line/ })).toHaveLength(1);
    await user.click(within(line(1)).getByRole('combobox', { name: 'Product' }));
    expect(await screen.findByRole('option', { name: 'KIR-0450 — Impeller pin' })).toBeInTheDocument();
    expect(within(screen.getByRole('listbox', { name: 'Product' })).getAllByRole('option')).toHaveLength(1);
  });
});

describe('editing a draft', () => {
  it("loads the draft, shows the saved line's plant needs, and saves with the version read", async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'PUT' ? json({ ...draftOrder, version: 3, lines: draftOrder.lines }) : undefined,
    );
    renderRoutes(ROUTES, `/sales-orders/edit/${ID.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Sales Order' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('DAC01 — Deccan Auto Components');
    const first = line(1);
    expect(within(first).getByRole('combobox', { name: 'Product' })).toHaveValue('DAC-2231-B — Nozzle holder sleeve');
    expect(within(first).getByLabelText('Quantity')).toHaveValue('100');
    // The plant's needs of the saved draft, under its form.
    const needs = screen.getByRole('table', { name: 'Plant needs' });
    expect(within(needs).getByRole('row', { name: /#1 DAC-2231-B/ })).toHaveTextContent('#1 DAC-2231-B3.0824.50021—');
    expect(screen.queryByText(/show once the draft is saved/)).not.toBeInTheDocument();
    expect(within(first).getByText('₹1,235.00')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // An unsaved quantity has no figures from the server yet.
    await user.clear(within(first).getByLabelText('Quantity'));
    await user.type(within(first).getByLabelText('Quantity'), '120');
    expect(screen.getByText(/show once the draft is saved/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/sales-orders/${ID.draft}`);
    expect(put?.body).toMatchObject({ version: 2, lines: [{ productId: ID.sleeve, quantity: 120, rate: 12.35 }] });
  });

  it('shows Sales order not found for a missing id', async () => {
    serve();
    renderRoutes(ROUTES, '/sales-orders/edit/nope');
    expect(await screen.findByText('Sales order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sales Orders' })).toHaveAttribute('href', '/sales-orders');
  });
});

describe('order entry shortcuts', () => {
  it("starts at the customer, prefills a line's rate from the customer's last order of it, and says a blank line date is the order's", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus());
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.click(within(line(1)).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'DAC-1187-A — Injector spacer' }));
    expect(within(line(1)).getByLabelText('Rate (₹)')).toHaveValue('11.5');
    // A rate already typed is kept.
    await user.clear(within(line(1)).getByLabelText('Rate (₹)'));
    await user.type(within(line(1)).getByLabelText('Rate (₹)'), '12');
    await user.click(within(line(1)).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'DAC-1187-A — Injector spacer' }));
    expect(within(line(1)).getByLabelText('Rate (₹)')).toHaveValue('12');

    await user.type(screen.getByRole('textbox', { name: 'Requested Delivery Date' }), '15052026');
    expect(within(line(1)).getByRole('textbox', { name: 'Delivery Date' })).toHaveAccessibleDescription(
      "Blank: 15/05/2026, the order's",
    );
  });

  it("warns when the customer's PO number is already on another of their orders", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.path === '/api/sales-orders' && req.method === 'GET' && req.query.get('search') === 'PO-4471'
        ? json({ data: [confirmedOrder], total: 1, page: 1, limit: 10, totalPages: 1 })
        : undefined,
    );
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.type(screen.getByLabelText('Customer PO Number'), 'PO-4471');
    expect(
      await screen.findByText(/This customer's PO PO-4471 is already on SO\/2026-27\/0007/, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
  });
});

describe('the line grid', () => {
  it('gives each line one row of labelled cells, twenty lines twenty rows, Tab walking a row left to right', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    const grid = screen.getByRole('table', { name: 'Lines' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Product *', 'Quantity *', 'Rate (₹) *', 'Delivery Date', 'Amount', 'Remove']);
    const addLine = screen.getByRole('button', { name: 'Add line' });
    for (let n = 2; n <= 20; n++) {
      await user.click(addLine);
      // A new line starts where its typing does: at its product.
      expect(within(line(n)).getByRole('combobox', { name: 'Product' })).toHaveFocus();
    }

    const rows = within(grid).getAllByRole('row', { name: /^Line \d+$/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `Line ${i + 1}`),
    );
    rows.forEach((row, i) => {
      const cells = within(row);
      expect(cells.getByRole('rowheader')).toHaveTextContent(String(i + 1));
      expect(cells.getAllByRole('combobox', { name: 'Product' })).toHaveLength(1);
      expect(cells.getAllByRole('textbox', { name: 'Quantity' })).toHaveLength(1);
      expect(cells.getAllByRole('textbox', { name: 'Rate (₹)' })).toHaveLength(1);
      expect(cells.getAllByRole('textbox', { name: 'Delivery Date' })).toHaveLength(1);
      expect(cells.getByRole('button', { name: `Remove line ${i + 1}` })).toBeInTheDocument();
    });

    // Tab: product, quantity, rate, delivery date (and its calendar), remove, then the next line.
    const [first, second] = [within(line(1)), within(line(2))];
    first.getByRole('combobox', { name: 'Product' }).focus();
    const order = [
      first.getByRole('textbox', { name: 'Quantity' }),
      first.getByRole('textbox', { name: 'Rate (₹)' }),
      first.getByRole('textbox', { name: 'Delivery Date' }),
      first.getByRole('button', { name: 'Choose from a calendar' }),
      first.getByRole('button', { name: 'Remove line 1' }),
      second.getByRole('combobox', { name: 'Product' }),
    ];
    for (const next of order) {
      await user.tab();
      expect(next).toHaveFocus();
    }
    // Twenty lines typed by the user-event clicks: more than the file's 20 s on a busy machine.
  }, 60_000);

  it("shows a blank line date as the order's, and a removed line takes its row with it", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const due = () => within(line(2)).getByRole('textbox', { name: 'Delivery Date' });
    expect(due()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(screen.getByRole('textbox', { name: 'Requested Delivery Date' }), '15052026');
    expect(due()).toHaveAttribute('placeholder', '15/05/2026');
    expect(due()).toHaveValue('');

    await user.type(within(line(2)).getByRole('textbox', { name: 'Quantity' }), '7');
    await user.click(within(line(1)).getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getAllByRole('row', { name: /^Line/ })).toHaveLength(1);
    expect(within(line(1)).getByRole('textbox', { name: 'Quantity' })).toHaveValue('7');
  });

  it('leaves a line just added unflagged until the order is saved, then names what each cell lacks', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await fillLine(user, 1, 'DAC-2231-B — Nozzle holder sleeve', '3', '12.35');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByRole('row', { name: /^Line/ })).toHaveLength(3);
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const quantity = within(line(2)).getByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Quantity is required'));
    expect(within(line(3)).getByText('Product is required')).toBeInTheDocument();
    expect(within(line(1)).queryByText(/is required/)).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });
});
