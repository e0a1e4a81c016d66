import { todayIn } from '@lathe/shared';
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
import { COMPANY, IDS, makePurchaseOrder, SUPPLIERS, userWith } from './po-fixtures';
import { PurchaseOrderFormPage } from './po-form-page';

const ROUTES = [
  { path: '/purchase-orders/new', element: <PurchaseOrderFormPage /> },
  { path: '/purchase-orders/edit/:id', element: <PurchaseOrderFormPage /> },
  { path: '/purchase-orders/view/:id', element: <p>order view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const draft = makePurchaseOrder({ id: IDS.draft, poNumber: null, status: 'draft', confirmedAt: null, version: 3 });
const confirmed = makePurchaseOrder({ id: IDS.confirmed });

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path === '/api/suppliers/options') {
      const text = (req.query.get('search') ?? '').toLowerCase();
      return json(SUPPLIERS.filter((s) => `${s.supplierCode} ${s.name}`.toLowerCase().includes(text)));
    }
    const byId = /^\/api\/suppliers\/options\/(.+)$/.exec(req.path)?.[1];
    if (byId) return json(SUPPLIERS.find((s) => s.id === byId));
    if (req.path === `/api/purchase-orders/${IDS.draft}` && req.method === 'GET') return json(draft);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** A figure of the live totals panel, by its label. */
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

async function pickSupplier(user: ReturnType<typeof userEvent.setup>, text: string, label: string) {
  await user.type(screen.getByRole('combobox', { name: 'Supplier' }), text);
  await user.click(await screen.findByRole('option', { name: label }));
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

// Each test types an order through the pickers: more than the default 5 s on a busy machine.
describe('purchase order form', { timeout: 30_000 }, () => {
  it('starts from the shortage list with a bar-stock line for each bar asked for', async () => {
    serve();
    const bars = ['EN8|Ø25|120.0004', 'EN1A|Hex 17|40', '|Ø10|5', 'SS304|Ø12|lots'];
    renderRoutes(ROUTES, `/purchase-orders/new?${bars.map((bar) => `bar=${encodeURIComponent(bar)}`).join('&')}`);
    expect(await screen.findByRole('heading', { name: 'New Purchase Order' })).toBeInTheDocument();
    expect(screen.getByText('Bar stock from the shortage list: check the quantities and rates')).toBeInTheDocument();
    expect(field('PO Date')).toHaveValue(typedDateText(todayIn()));
    // A bar without a grade is left out; one whose kg is no number keeps its quantity blank.
    expect(screen.getAllByRole('row', { name: /^Line \d+$/ })).toHaveLength(3);
    expect(inLine(1, 'Kind')).toHaveValue('bar_stock');
    expect(inLine(1, 'Grade')).toHaveValue('EN8');
    expect(inLine(1, 'Rod Size')).toHaveValue('Ø25');
    // Rounded up to the gram: 120 kg would not meet a shortage of 120.0004 kg.
    expect(inLine(1, 'Quantity')).toHaveValue('120.001');
    expect(inLine(1, 'Description')).toHaveAttribute('placeholder', 'Bright bar EN8 Ø25');
    expect(inLine(2, 'Rod Size')).toHaveValue('Hex 17');
    expect(inLine(2, 'Quantity')).toHaveValue('40');
    expect(inLine(2, 'Description')).toHaveAttribute('placeholder', 'Bright bar EN1A Hex 17');
    expect(inLine(3, 'Grade')).toHaveValue('SS304');
    expect(inLine(3, 'Quantity')).toHaveValue('');
    // Bar stock is bought by weight unless the unit says otherwise.
    expect(within(inLine(1, 'Unit')).getByRole('option', { selected: true })).toHaveTextContent('KGS');
  });

  it('taxes by the supplier’s state, previews the totals and saves a draft', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/purchase-orders' ? json(draft, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/purchase-orders/new');
    await screen.findByRole('heading', { name: 'New Purchase Order' });
    expect(screen.getByText('Choose the supplier: its state decides CGST + SGST or IGST.')).toBeInTheDocument();

    await pickSupplier(user, 'kaveri', 'KA02 — Kaveri Alloys');
    expect(await screen.findByText('IGST (supplier in Karnataka)')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: 'Supplier' }));
    await pickSupplier(user, 'shree', 'SS01 — Shree Steels');
    expect(await screen.findByText('CGST + SGST (supplier in Maharashtra)')).toBeInTheDocument();

    await enterText(user, inLine(1, 'Grade'), 'EN8');
    await enterText(user, inLine(1, 'Rod Size'), '25 mm Round');
    await enterText(user, inLine(1, 'Quantity'), '250.5');
    await enterText(user, inLine(1, 'Rate (₹)'), '78.50');
    // 250.5 kg × ₹78.50 = ₹19,664.25; 9 % each way.
    expect(within(line(1)).getByText('₹19,664.25')).toBeInTheDocument();
    expect(total('CGST')).toBe('₹1,769.78');
    expect(total('Grand Total')).toBe('₹23,204.00');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(inLine(2, 'Kind')).toHaveValue('bought_out');
    expect(inLine(2, 'Grade')).toBeDisabled();
    await enterText(user, inLine(2, 'Description'), 'Collet 25 mm');
    await enterText(user, inLine(2, 'Quantity'), '4');
    await enterText(user, inLine(2, 'Rate (₹)'), '1250');
    expect(total('Grand Total')).toBe('₹29,104.00');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/purchase-orders/edit/${IDS.draft}`));
    expect(sent(calls, 'POST', '/api/purchase-orders')).toEqual([
      {
        supplierId: IDS.shree,
        poDate: todayIn(),
        deliveryDate: null,
        paymentTerms: null,
        remarks: null,
        lines: [
          {
            kind: 'bar_stock',
            grade: 'EN8',
            rodSize: 'Ø25',
            description: 'Bright bar EN8 Ø25',
            hsnCode: null,
            unit: 'KGS',
            quantity: 250.5,
            bars: null,
            rate: 78.5,
            gstRate: 18,
            deliveryDate: null,
          },
          {
            kind: 'bought_out',
            grade: null,
            rodSize: null,
            description: 'Collet 25 mm',
            hsnCode: null,
            unit: 'NOS',
            quantity: 4,
            bars: null,
            rate: 1250,
            gstRate: 18,
            deliveryDate: null,
          },
        ],
      },
    ]);
  });

  it('refuses a bar-stock line without its grade and rod size before sending, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/purchase-orders'
        ? errorBody(400, 'Nope', { supplierId: 'Kaveri Alloys is inactive; choose an active supplier' })
        : undefined,
    );
    renderRoutes(ROUTES, '/purchase-orders/new');
    await screen.findByRole('heading', { name: 'New Purchase Order' });
    await pickSupplier(user, 'kaveri', 'KA02 — Kaveri Alloys');
    await enterText(user, inLine(1, 'Quantity'), '10');
    await enterText(user, inLine(1, 'Rate (₹)'), '80');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await within(line(1)).findByText('Grade is required for bar stock')).toBeInTheDocument();
    expect(within(line(1)).getByText('Rod size is required for bar stock')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/purchase-orders')).toEqual([]);

    await enterText(user, inLine(1, 'Grade'), 'EN8');
    await enterText(user, inLine(1, 'Rod Size'), 'Ø25');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Kaveri Alloys is inactive; choose an active supplier')).toBeInTheDocument();
  });

  it('saves and confirms in one request after asking, then opens the numbered order', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/purchase-orders/confirm' ? json(confirmed, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/purchase-orders/new?bar=${encodeURIComponent('EN8|Ø25|250.5')}`);
    await screen.findByRole('heading', { name: 'New Purchase Order' });
    await pickSupplier(user, 'shree', 'SS01 — Shree Steels');
    await enterText(user, inLine(1, 'Rate (₹)'), '78.5');
    await user.click(screen.getByRole('button', { name: 'Save & Confirm' }));
    const label = await answerConfirm(
      user,
      true,
      'Confirm this purchase order to Shree Steels? It takes the next PO number and can no longer be edited.',
    );
    expect(label).toBe('Confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/purchase-orders/view/${IDS.confirmed}`));
    expect(sent(calls, 'POST', '/api/purchase-orders/confirm')).toHaveLength(1);
  });

  it('offers Save & Confirm only to whoever may confirm', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'purchase-orders', actions: ['view', 'create', 'edit'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/purchase-orders/new');
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Confirm' })).not.toBeInTheDocument();
  });

  it('edits a draft as saved and sends it whole with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'PUT' && req.path === `/api/purchase-orders/${IDS.draft}`
        ? json({ ...draft, version: 4 })
        : undefined,
    );
    renderRoutes(ROUTES, `/purchase-orders/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Purchase Order' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('SS01 — Shree Steels'));
    expect(inLine(1, 'Grade')).toHaveValue('EN8');
    expect(inLine(1, 'Quantity')).toHaveValue('250.5');
    expect(inLine(1, 'Bars')).toHaveValue('12');
    expect(inLine(2, 'Description')).toHaveValue('Collet 25 mm');
    expect(inLine(2, 'Delivery Date')).toHaveValue('20/05/2026');
    await replaceText(user, inLine(2, 'Quantity'), '6');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sent(calls, 'PUT', `/api/purchase-orders/${IDS.draft}`)).toHaveLength(1));
    expect(sent(calls, 'PUT', `/api/purchase-orders/${IDS.draft}`)[0]).toMatchObject({
      supplierId: IDS.shree,
      version: 3,
      lines: [
        { kind: 'bar_stock', quantity: 250.5, bars: 12 },
        { kind: 'bought_out', quantity: 6 },
      ],
    });
  });

  it('opens a confirmed order’s page instead of its form', async () => {
    serve((req) =>
      req.path === `/api/purchase-orders/${IDS.confirmed}` && req.method === 'GET' ? json(confirmed) : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/purchase-orders/edit/${IDS.confirmed}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/purchase-orders/view/${IDS.confirmed}`));
  });
});
