import { addDays, amountInWords, computeGst, formatRupees, todayIn } from '@lathe/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEAVE_UNSAVED } from '../../components/form/unsaved-changes';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, CUSTOMERS, IDS, makeInvoice, PRODUCTS, PROPOSAL } from './invoice-fixtures';
import { InvoiceFormPage } from './invoice-form-page';

const ROUTES = [
  { path: '/invoices/new', element: <InvoiceFormPage /> },
  { path: '/invoices/edit/:id', element: <InvoiceFormPage /> },
  { path: '/invoices/view/:id', element: <p>invoice view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const draft = makeInvoice({ id: IDS.draft, invoiceNumber: null, status: 'draft', displayStatus: 'draft', version: 1 });

type User = ReturnType<typeof userEvent.setup>;
/** Searches wait out a debounce and a fetch: allow for a busy machine. */
const SLOW = { timeout: 5000 };
type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/company-settings') return json(COMPANY);
    const customer = answerCustomerPickers(req, CUSTOMERS);
    if (customer) return customer;
    if (req.path === '/api/products/options') {
      const search = (req.query.get('search') ?? '').toLowerCase();
      const mine = req.query.get('customerId') === IDS.deccan ? PRODUCTS : [];
      return json(mine.filter((p) => `${p.drawingNumber} ${p.description}`.toLowerCase().includes(search)));
    }
    if (req.path === '/api/invoices/proposal') return json(PROPOSAL);
    if (req.path === `/api/invoices/${IDS.draft}` && req.method === 'GET') return json(draft);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** A figure of the live totals panel, by its label. */
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;
/** The customers read by id; never `customers/all`, which names every customer. */
const byIdPaths = (calls: FakeRequest[]) => {
  expect(calls.some((c) => c.path === '/api/customers/all')).toBe(false);
  return calls.filter((c) => c.path.startsWith('/api/customers/options/')).map((c) => c.path);
};
const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

async function chooseCustomer(user: User, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), text);
  await user.click(await screen.findByRole('option', { name: option }, SLOW));
}

async function chooseProduct(user: User, n: number, text: string, option: string) {
  await user.type(within(line(n)).getByRole('combobox', { name: 'Product' }), text);
  await user.click(await screen.findByRole('option', { name: option }, SLOW));
}

async function fillNumbers(user: User, n: number, quantity: string, rate: string) {
  await user.type(inLine(n, 'Quantity'), quantity);
  await user.type(inLine(n, 'Rate (₹)'), rate);
}

const setDate = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value: typedDateText(value) } });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('invoice form: live totals', () => {
  it('within the company’s state: CGST and SGST of half the rate each, round-off and total as computeGst', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/invoices/new');
    expect(screen.getByRole('heading', { name: 'New Invoice' })).toBeInTheDocument();
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await chooseProduct(user, 1, 'sleeve', 'DAC-2231-B — Nozzle holder sleeve');
    // Picking the product copies what is printed of it and its tax.
    expect(inLine(1, 'Description')).toHaveValue('Nozzle holder sleeve');
    expect(inLine(1, 'Drawing No.')).toHaveValue('DAC-2231-B');
    expect(inLine(1, 'HSN')).toHaveValue('84099990');
    expect(inLine(1, 'GST Rate')).toHaveValue('18');
    await fillNumbers(user, 1, '400', '42.55');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await chooseProduct(user, 2, 'ring', 'DAC-1180 — Spacer ring');
    expect(inLine(2, 'GST Rate')).toHaveValue('12');
    await fillNumbers(user, 2, '1000', '6.35');

    const expected = computeGst({
      intraState: true,
      lines: [
        { quantity: 400, rate: 42.55, gstRate: 18, hsnCode: '84099990' },
        { quantity: 1000, rate: 6.35, gstRate: 12, hsnCode: '73182990' },
      ],
    });
    expect(expected.cgstTotal).toBe(expected.sgstTotal);
    expect(expected.roundOff).not.toBe(0);
    await waitFor(() => expect(total('Grand Total')).toBe(formatRupees(expected.grandTotal)));
    expect(total('Taxable value')).toBe(formatRupees(expected.taxableTotal));
    expect(total('CGST')).toBe(formatRupees(expected.cgstTotal));
    expect(total('SGST')).toBe(formatRupees(expected.sgstTotal));
    expect(total('Round off')).toBe(formatRupees(expected.roundOff));
    expect(within(screen.getByRole('region', { name: 'Totals' })).queryByText('IGST')).not.toBeInTheDocument();
    expect(screen.getByTestId('amount-in-words')).toHaveTextContent(amountInWords(expected.grandTotal));
    // Each line shows its own figures too.
    const first = expected.lines[0];
    expect(within(line(1)).getByText('Taxable', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      formatRupees(first?.taxable ?? 0),
    );
    expect(within(line(1)).getByText('CGST + SGST', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      formatRupees(first?.tax ?? 0),
    );
  }, 30_000);

  it('across states: IGST in place of CGST and SGST', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/invoices/new');
    await chooseCustomer(user, 'kgw', 'KGW01 — Karnataka Gear Works');
    expect(screen.getByText('Place of supply: Karnataka')).toBeInTheDocument();
    await user.type(inLine(1, 'Description'), 'Machining charges');
    await fillNumbers(user, 1, '3', '1000.05');
    const expected = computeGst({
      intraState: false,
      lines: [{ quantity: 3, rate: 1000.05, gstRate: 18, hsnCode: null }],
    });
    await waitFor(() => expect(total('IGST')).toBe(formatRupees(expected.igstTotal)));
    expect(total('Grand Total')).toBe(formatRupees(expected.grandTotal));
    expect(total('Round off')).toBe(formatRupees(expected.roundOff));
    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(within(panel).queryByText('CGST')).not.toBeInTheDocument();
    expect(within(panel).queryByText('SGST')).not.toBeInTheDocument();
    expect(screen.getByTestId('amount-in-words')).toHaveTextContent(amountInWords(expected.grandTotal));
  }, 30_000);

  it('due date follows the invoice date and the payment terms until it is set by hand', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/invoices/new');
    expect(field('Invoice Date')).toHaveValue(typedDateText(todayIn()));
    expect(field('Due Date')).toHaveValue('');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await waitFor(() => expect(field('Due Date')).toHaveValue(typedDateText(addDays(todayIn(), 30))));
    expect(field('Due Date')).toHaveAccessibleDescription('Invoice date + 30 days (payment terms)');
    setDate('Invoice Date', '2026-04-15');
    await waitFor(() => expect(field('Due Date')).toHaveValue(typedDateText('2026-05-15')));

    setDate('Due Date', '2026-06-01');
    setDate('Invoice Date', '2026-04-20');
    await user.clear(screen.getByRole('combobox', { name: 'Customer' }));
    await chooseCustomer(user, 'kgw', 'KGW01 — Karnataka Gear Works');
    expect(field('Due Date')).toHaveValue(typedDateText('2026-06-01'));
    // The search hands over the terms of the customer picked: nothing is read by id.
    expect(byIdPaths(calls)).toEqual([]);
  }, 30_000);
});

describe('invoice form: saving', () => {
  it('Save Draft posts the contract’s body and opens the draft at its edit address', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/invoices' ? json(draft, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/invoices/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    setDate('Invoice Date', '2026-04-15');
    await waitFor(() => expect(field('Due Date')).toHaveValue(typedDateText('2026-05-15')));
    await user.type(field('Customer PO Number'), 'PO-7781');
    await user.type(field('Vehicle Reference'), 'MH12 AB 1234');
    await chooseProduct(user, 1, 'sleeve', 'DAC-2231-B — Nozzle holder sleeve');
    await fillNumbers(user, 1, '10', '42.50');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/edit/${IDS.draft}`));
    expect(toast.success).toHaveBeenCalledWith('Draft saved');
    expect(posts(calls, '/api/invoices')).toEqual([
      {
        customerId: IDS.deccan,
        salesOrderId: null,
        invoiceDate: '2026-04-15',
        dueDate: '2026-05-15',
        customerPoNumber: 'PO-7781',
        customerPoDate: null,
        vehicleReference: 'MH12 AB 1234',
        deliveryAddressId: null,
        notes: null,
        // A customer in India: no export details.
        exportType: null,
        portCode: null,
        shippingBillNumber: null,
        shippingBillDate: null,
        foreignCurrency: null,
        exchangeRate: null,
        lines: [
          {
            salesOrderLineId: null,
            productId: IDS.sleeve,
            description: 'Nozzle holder sleeve',
            drawingNumber: 'DAC-2231-B',
            hsnCode: '84099990',
            unit: 'NOS',
            quantity: 10,
            rate: 42.5,
            gstRate: 18,
          },
        ],
      },
    ]);
  }, 30_000);

  it('Save & Issue saves and issues in one request, then opens the numbered invoice', async () => {
    const user = userEvent.setup();
    const issued = makeInvoice({ id: IDS.draft, invoiceNumber: 'INV/2026-27/0001', version: 2 });
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/invoices/issue' ? json(issued, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/invoices/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.type(inLine(1, 'Description'), 'Tooling charges');
    await fillNumbers(user, 1, '1', '2500');
    await user.click(screen.getByRole('button', { name: 'Save & Issue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/view/${IDS.draft}`));
    expect(toast.success).toHaveBeenCalledWith('Invoice INV/2026-27/0001 issued');
    const [sent] = posts(calls, '/api/invoices/issue');
    expect(sent).toMatchObject({ customerId: IDS.deccan, lines: [{ description: 'Tooling charges', rate: 2500 }] });
    expect(sent).not.toHaveProperty('version');
    expect(posts(calls, '/api/invoices')).toEqual([]);
  }, 30_000);

  it('a refused issue toasts the reason, saves nothing and keeps the form as typed', async () => {
    const user = userEvent.setup();
    const refusal = 'Fill in the company settings (name and state) before issuing invoices';
    const { calls } = serve((req) => (req.path === '/api/invoices/issue' ? errorBody(409, refusal) : undefined));
    const { router } = renderRoutes(ROUTES, '/invoices/new');
    await chooseCustomer(user, 'dac', 'DAC01 — Deccan Auto Components');
    await user.type(inLine(1, 'Description'), 'Tooling charges');
    await fillNumbers(user, 1, '1', '2500');
    await user.click(screen.getByRole('button', { name: 'Save & Issue' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(posts(calls, '/api/invoices')).toEqual([]);
    expect(router.state.location.pathname).toBe('/invoices/new');
    expect(inLine(1, 'Description')).toHaveValue('Tooling charges');
  }, 30_000);

  it('checks the draft before sending: customer and line fields', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/invoices/new');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Customer is required')).toBeInTheDocument();
    expect(inLine(1, 'Description')).toHaveAccessibleDescription('Description is required');
    expect(inLine(1, 'Quantity')).toHaveAccessibleDescription('Quantity is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 30_000);
});

describe('invoice form: from a sales order and editing', () => {
  it('prefills from the order’s proposal and shows each order line with what is left', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/invoices' ? json(draft, 201) : undefined,
    );
    renderRoutes(ROUTES, `/invoices/new?salesOrderId=${IDS.order}`);
    expect(await screen.findByText('From order SO/2026-27/0007')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/invoices/proposal')?.query.get('salesOrderId')).toBe(IDS.order);
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    expect(customer).toHaveValue('DAC01 — Deccan Auto Components');
    expect(customer).toBeDisabled();
    // The order's customer is read once, by id, for its label, state and terms.
    expect(byIdPaths(calls)).toEqual([`/api/customers/options/${IDS.deccan}`]);
    expect(field('Invoice Date')).toHaveValue(typedDateText('2026-04-20'));
    await waitFor(() => expect(field('Due Date')).toHaveValue(typedDateText('2026-05-20')));
    expect(field('Customer PO Number')).toHaveValue('PO-7781');
    expect(within(line(1)).getByText('Order line #2 · 40 left to invoice · 40 dispatched')).toBeInTheDocument();
    expect(inLine(1, 'Quantity')).toHaveValue('40');
    expect(inLine(1, 'Rate (₹)')).toHaveValue('42.5');
    expect(within(line(1)).getByRole('combobox', { name: 'Product' })).toHaveValue('DAC-2231-B — Nozzle holder sleeve');
    await user.type(inLine(1, 'Quantity'), '0');
    expect(within(line(1)).getByText(/this asks for more/)).toBeInTheDocument();
    await user.clear(inLine(1, 'Quantity'));
    await user.type(inLine(1, 'Quantity'), '25');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posts(calls, '/api/invoices')).toHaveLength(1));
    expect(posts(calls, '/api/invoices')[0]).toMatchObject({
      customerId: IDS.deccan,
      salesOrderId: IDS.order,
      customerPoDate: '2026-04-02',
      lines: [{ salesOrderLineId: IDS.orderLine1, productId: IDS.sleeve, quantity: 25, rate: 42.5, gstRate: 18 }],
    });
  }, 30_000);

  it('invoices one dispatch with its vehicle, and asks before invoicing more than was dispatched', async () => {
    const user = userEvent.setup();
    const fromDispatch = {
      ...PROPOSAL,
      vehicleReference: 'MH12AB1234',
      lines: PROPOSAL.lines.map((l) => ({ ...l, quantity: 10, dispatchable: 10 })),
    };
    const { calls } = serve((req) => {
      if (req.path === '/api/invoices/proposal') return json(fromDispatch);
      return req.method === 'POST' && req.path === '/api/invoices' ? json(draft, 201) : undefined;
    });
    renderRoutes(ROUTES, `/invoices/new?salesOrderId=${IDS.order}&dispatchId=d-77`);
    expect(await screen.findByText('From order SO/2026-27/0007')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/invoices/proposal')?.query.get('dispatchId')).toBe('d-77');
    expect(field('Vehicle Reference')).toHaveValue('MH12AB1234');
    expect(inLine(1, 'Quantity')).toHaveValue('10');

    await user.clear(inLine(1, 'Quantity'));
    await user.type(inLine(1, 'Quantity'), '25');
    expect(within(line(1)).getByText(/more than has been dispatched/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const question = 'A line invoices more than has been dispatched. Save anyway?';
    expect(await answerConfirm(user, false, question)).toBe('Save anyway');
    expect(posts(calls, '/api/invoices')).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
    // Nothing was saved, so leaving still asks.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await answerConfirm(user, false, LEAVE_UNSAVED);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await answerConfirm(user, true, question);
    await waitFor(() => expect(posts(calls, '/api/invoices')).toHaveLength(1));
    expect(posts(calls, '/api/invoices')[0]).toMatchObject({
      vehicleReference: 'MH12AB1234',
      lines: [{ quantity: 25 }],
    });
  }, 30_000);

  it('says why when the order has nothing left to invoice', async () => {
    serve((req) =>
      req.path === '/api/invoices/proposal' ? errorBody(409, 'Everything on this order is invoiced') : undefined,
    );
    renderRoutes(ROUTES, `/invoices/new?salesOrderId=${IDS.order}`);
    expect(await screen.findByText('Everything on this order is invoiced')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New invoice without an order' })).toHaveAttribute('href', '/invoices/new');
  });

  it('a 400 on lines.0.quantity shows under that line’s quantity', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST' && req.path === '/api/invoices'
        ? errorBody(400, 'Only 5 left to invoice', { 'lines.0.quantity': 'Only 5 left to invoice' })
        : undefined,
    );
    renderRoutes(ROUTES, `/invoices/new?salesOrderId=${IDS.order}`);
    await screen.findByText('From order SO/2026-27/0007');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(inLine(1, 'Quantity')).toHaveAccessibleDescription('Only 5 left to invoice'));
    expect(inLine(1, 'Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('Only 5 left to invoice');
  }, 30_000);

  it('edits a draft: loads it, puts the whole draft with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...draft, version: 2 }) : undefined));
    renderRoutes(ROUTES, `/invoices/edit/${IDS.draft}`);
    expect(screen.getByRole('heading', { name: 'Edit Invoice' })).toBeInTheDocument();
    await waitFor(() => expect(inLine(2, 'Description')).toHaveValue('Spacer ring'));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('DAC01 — Deccan Auto Components');
    await waitFor(() => expect(byIdPaths(calls)).toEqual([`/api/customers/options/${IDS.deccan}`]));
    // The stored due date is kept: it is what was saved.
    expect(field('Due Date')).toHaveValue(typedDateText('2026-05-10'));
    await user.click(within(line(2)).getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.path).toBe(`/api/invoices/${IDS.draft}`);
    // The removed line is gone: toMatchObject holds arrays to their length.
    expect(sent?.body).toMatchObject({
      version: 1,
      customerId: IDS.deccan,
      invoiceDate: '2026-04-10',
      dueDate: '2026-05-10',
      lines: [{ productId: IDS.sleeve, quantity: 400, rate: 42.5, gstRate: 18 }],
    });
    expect(toast.success).toHaveBeenCalledWith('Draft saved');
  }, 30_000);

  it('opens the view of an invoice that is no longer a draft', async () => {
    serve((req) => (req.path === `/api/invoices/${IDS.issued}` ? json(makeInvoice()) : undefined));
    const { router } = renderRoutes(ROUTES, `/invoices/edit/${IDS.issued}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/view/${IDS.issued}`));
  });
});
