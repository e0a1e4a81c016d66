import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, LINES, makeDraft, makeWorkOrder, PRODUCTS, userWith } from './wo-fixtures';
import { WorkOrderFormPage } from './wo-form-page';

const ROUTES = [
  { path: '/work-orders/new', element: <WorkOrderFormPage /> },
  { path: '/work-orders/edit/:id', element: <WorkOrderFormPage /> },
  { path: '/work-orders/view/:id', element: <p>work order view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    const text = (req.query.get('search') ?? '').toLowerCase();
    if (req.path === '/api/work-orders/products') {
      return json(PRODUCTS.filter((p) => `${p.drawingNumber} ${p.description}`.toLowerCase().includes(text)));
    }
    if (req.path === '/api/work-orders/sales-order-lines') {
      return json(LINES.filter((l) => `${l.orderNumber} ${l.customerName}`.toLowerCase().includes(text)));
    }
    if (req.path === `/api/work-orders/${IDS.draft}` && req.method === 'GET') return json(makeDraft());
    if (req.path === '/api/company-settings') return json({ name: 'Acme Precision', transferMinutes: 60 });
    return errorBody(404, 'Not found');
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const operations = () => screen.getByRole('table', { name: 'Operations' });
/** The operations table's rows as their cells' text. */
const operationRows = () =>
  within(within(operations()).getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** Replaces a date field's text with a day typed as dd/mm/yyyy. */
async function setDate(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('work order form', { timeout: 30_000 }, () => {
  it('works out each operation’s pieces an hour and hours for the quantity as it is typed, then saves a draft', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/work-orders' ? json(makeDraft(), 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/work-orders/new');
    await screen.findByRole('heading', { name: 'New Work Order' });
    expect(screen.getByText('Choose a product or a sales order line to see its operations.')).toBeInTheDocument();
    expect(field('WO Date')).toHaveValue(todayIn().split('-').reverse().join('/'));

    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'pinion');
    await user.click(await screen.findByRole('option', { name: 'DRG-101 — Pinion shaft (TML)' }));
    // Before a quantity: each operation's rate, no hours yet.
    const transfer = 'Transfer before Single setup (minutes)';
    expect(operationRows()).toEqual([
      ['1. Rough 1st side', 'Rough', '12.5', '288', '—', '—'],
      ['2. Single setup', 'Single setup', '45.0', '80', '—', transfer],
    ]);
    // Left empty, the plant's 60 minutes.
    await waitFor(() => expect(field(transfer)).toHaveAttribute('placeholder', '60 (plant)'));

    await user.type(field('Quantity'), '10000');
    // 10,000 at 45 s: 125 hours; at 12.5 s: 2,084 minutes.
    expect(within(operations()).getByRole('columnheader', { name: 'Hours for 10,000' })).toBeInTheDocument();
    expect(operationRows()).toEqual([
      ['1. Rough 1st side', 'Rough', '12.5', '288', '34.73', '—'],
      ['2. Single setup', 'Single setup', '45.0', '80', '125.00', transfer],
    ]);
    expect(within(operations()).getByRole('row', { name: /Total machine hours/ })).toHaveTextContent('159.73');
    expect(screen.getByText('Needs 250.000 kg of EN8 Ø25 bar, reserved from stock when released.')).toBeInTheDocument();

    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '1800');
    expect(operationRows().map((row) => row[4])).toEqual(['6.25', '22.50']);

    await setDate(user, 'WO Date', '04/05/2026');
    await user.type(field('Due Date'), '30/06/2026');
    await user.type(field(transfer), '10081');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText('Transfer time must be a whole number of minutes from 0 to 10,080 (a week)'),
    ).toBeInTheDocument();
    await user.clear(field(transfer));
    await user.type(field(transfer), '45');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/work-orders/edit/${IDS.draft}`));
    expect(sent(calls, 'POST', '/api/work-orders')).toEqual([
      {
        productId: IDS.pinion,
        salesOrderLineId: null,
        quantity: 1800,
        woDate: '2026-05-04',
        dueDate: '2026-06-30',
        remarks: null,
        transferMinutes: { single_setup_cycle_time_sec: 45 },
      },
    ]);
  });

  it('makes for a sales order line: its product, the pieces left to plan and its due date, then saves and releases', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/work-orders/release' ? json(makeWorkOrder(), 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/work-orders/new');
    await screen.findByRole('heading', { name: 'New Work Order' });
    await setDate(user, 'WO Date', '04/05/2026');
    await user.type(screen.getByRole('combobox', { name: 'Sales Order Line' }), 'tata');
    await user.click(
      await screen.findByRole('option', {
        name: 'SO/2026-27/0012 line 1 · Tata Motors — DRG-101, 8,200 left to plan',
      }),
    );
    const product = screen.getByRole('combobox', { name: 'Product' });
    expect(product).toHaveValue('DRG-101 — Pinion shaft (TML)');
    expect(product).toBeDisabled();
    expect(field('Quantity')).toHaveValue('8200');
    expect(field('Due Date')).toHaveValue('15/06/2026');
    expect(operationRows().map((row) => row[4])).toEqual(['28.48', '102.50']);

    await user.click(screen.getByRole('button', { name: 'Save & Release' }));
    expect(await answerConfirm(user, true, /^Release this work order for Pinion shaft\?/)).toBe('Release');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/work-orders/view/${IDS.released}`));
    expect(sent(calls, 'POST', '/api/work-orders/release')).toEqual([
      {
        productId: IDS.pinion,
        salesOrderLineId: IDS.line,
        quantity: 8200,
        woDate: '2026-05-04',
        dueDate: '2026-06-15',
        remarks: null,
        // Left empty: the plant's default.
        transferMinutes: { single_setup_cycle_time_sec: null },
      },
    ]);
  });

  it('makes a late line’s work due on the WO date, not on the passed date the form would refuse, and says so', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/work-orders/new');
    await screen.findByRole('heading', { name: 'New Work Order' });
    // The line is due 15/06/2026; the work order is written on 20/06/2026.
    await setDate(user, 'WO Date', '20/06/2026');
    await user.type(screen.getByRole('combobox', { name: 'Sales Order Line' }), 'tata');
    await user.click(
      await screen.findByRole('option', {
        name: 'SO/2026-27/0012 line 1 · Tata Motors — DRG-101, 8,200 left to plan',
      }),
    );
    expect(field('Due Date')).toHaveValue('20/06/2026');
    expect(screen.getByText('The line was due 15/06/2026, before the WO date')).toBeInTheDocument();
    expect(screen.queryByText('Due date cannot be before the WO date')).not.toBeInTheDocument();
  });

  it('warns of a product with no cycle times, and shows the server’s refusal on the product', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST' && req.path === '/api/work-orders'
        ? errorBody(400, 'This product has no cycle times; add them to the product first', {
            productId: 'This product has no cycle times; add them to the product first',
          })
        : undefined,
    );
    renderRoutes(ROUTES, '/work-orders/new');
    await screen.findByRole('heading', { name: 'New Work Order' });
    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'spacer');
    await user.click(await screen.findByRole('option', { name: 'DRG-900 — Spacer, not yet timed (TML)' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This product has no cycle times; add them to the product first',
    );
    await user.type(field('Quantity'), '50');
    await setDate(user, 'WO Date', '04/05/2026');
    await user.type(field('Due Date'), '30/06/2026');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findAllByText('This product has no cycle times; add them to the product first'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a draft with its product and operations as saved; only a releaser is offered Save & Release', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'work-orders', actions: ['view', 'create', 'edit'] }]),
    });
    serve();
    renderRoutes(ROUTES, `/work-orders/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Work Order' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('DRG-101 — Pinion shaft (TML)');
    expect(field('Quantity')).toHaveValue('10000');
    expect(operationRows().map((row) => row[4])).toEqual(['34.73', '125.00']);
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Release' })).not.toBeInTheDocument();
  });
});
