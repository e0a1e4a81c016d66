import type { OpenBill, OpenBills, SupplierPayment, SupplierPaymentSummary } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith, pageOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SupplierPaymentFormPage } from './payment-form-page';
import { SupplierPaymentViewPage } from './payment-view-page';
import { SupplierPaymentsListPage } from './payments-list-page';

const S1 = '0a1b2c3d-0000-4000-8000-000000000001';
const B1 = '0a1b2c3d-0000-4000-8000-0000000000b1';
const B2 = '0a1b2c3d-0000-4000-8000-0000000000b2';
const P1 = '0a1b2c3d-0000-4000-8000-0000000000f1';

const SUPPLIER = { id: S1, supplierCode: 'SS01', name: 'Shree Steels', state: 'Maharashtra', gstin: null };

const bill = (id: string, number: string, fields: Partial<OpenBill>): OpenBill => ({
  id,
  billNumber: number,
  supplierInvoiceNumber: `SS/${number.slice(-2)}`,
  supplierInvoiceDate: '2026-10-01',
  billDate: '2026-10-02',
  dueDate: '2026-11-01',
  status: 'booked',
  grandTotal: 0,
  tdsAmount: 0,
  amountPaid: 0,
  owed: 0,
  ...fields,
});

// ₹1,18,000 less ₹100 TDS: ₹1,17,900 owed, due first; ₹59,000 less ₹50 TDS less ₹9,000 paid: ₹49,950.
const OPEN: OpenBills = {
  supplierId: S1,
  supplierName: 'Shree Steels',
  bills: [
    bill(B1, 'PB/2026-27/0011', { grandTotal: 118000, tdsAmount: 100, owed: 117900, dueDate: '2026-10-20' }),
    bill(B2, 'PB/2026-27/0014', {
      grandTotal: 59000,
      tdsAmount: 50,
      amountPaid: 9000,
      owed: 49950,
      status: 'partly_paid',
      dueDate: '2026-11-30',
    }),
  ],
  advances: [],
  totalOwed: 167850,
  totalAdvance: 0,
};

const payment = (fields: Partial<SupplierPayment> = {}): SupplierPayment => ({
  id: P1,
  paymentNumber: 'PV/2026-27/0007',
  supplierId: S1,
  supplierName: 'Shree Steels',
  supplierCode: 'SS01',
  paymentDate: '2026-11-10',
  amount: 150000,
  allocatedAmount: 150000,
  advance: 0,
  mode: 'bank_transfer',
  reference: 'UTR 5512',
  notes: null,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
  version: 1,
  allocations: [
    {
      id: 'a1',
      billId: B1,
      billNumber: 'PB/2026-27/0011',
      supplierInvoiceNumber: 'SS/11',
      billDate: '2026-10-02',
      amount: 117900,
      allocatedOn: '2026-11-10',
    },
  ],
  ...fields,
});

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/suppliers/options') return json([SUPPLIER]);
    if (req.path === `/api/suppliers/options/${S1}`) return json(SUPPLIER);
    if (req.path === '/api/supplier-payments/open-bills') return json(OPEN);
    if (req.path === `/api/supplier-payments/${P1}/history`)
      return json({ data: [], total: 0, page: 1, limit: 20, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

const FORM_ROUTES = [
  { path: '/supplier-payments/new', element: <SupplierPaymentFormPage /> },
  { path: '/supplier-payments/view/:id', element: <p>payment view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

async function pickSupplier(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'shree');
  await user.click(await screen.findByRole('option', { name: 'SS01 — Shree Steels' }));
}

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the supplier payments list', () => {
  it('lists payments with their open advance and narrows to those with an advance', async () => {
    const user = userEvent.setup();
    const row: SupplierPaymentSummary = { ...payment({ amount: 20000, allocatedAmount: 11600, advance: 8400 }) };
    const { calls } = serve((req) => (req.path === '/api/supplier-payments' ? json(pageOf([row])) : undefined));
    renderRoutes([{ path: '/supplier-payments', element: <SupplierPaymentsListPage /> }], '/supplier-payments');
    const link = await screen.findByRole('link', { name: 'PV/2026-27/0007' });
    expect(link).toHaveAttribute('href', `/supplier-payments/view/${P1}`);
    expect(screen.getAllByText('₹8,400.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Record Payment/ })).toHaveAttribute('href', '/supplier-payments/new');

    await user.click(screen.getByLabelText('Advance open'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/supplier-payments')
          .at(-1)
          ?.query.get('withAdvance'),
      ).toBe('true'),
    );
  });

  it('offers no "Record Payment" to whoever may only view', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'supplier-payments', actions: ['view'] }]) });
    serve((req) => (req.path === '/api/supplier-payments' ? json(pageOf([])) : undefined));
    renderRoutes([{ path: '/supplier-payments', element: <SupplierPaymentsListPage /> }], '/supplier-payments');
    expect(await screen.findByText('No supplier payments found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Record Payment/ })).not.toBeInTheDocument();
  });
});

describe('recording a payment', { timeout: 30_000 }, () => {
  it("shows the supplier's bills with what each owes, pays the oldest first and keeps the rest as an advance", async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.path === '/api/supplier-payments' && req.method === 'POST' ? json(payment(), 201) : undefined,
    );
    const { router } = renderRoutes(FORM_ROUTES, '/supplier-payments/new');
    await pickSupplier(user);
    const table = await screen.findByRole('table', { name: 'What the payment pays on each bill' });
    expect(within(table).getByText('₹1,17,900.00')).toBeInTheDocument();
    expect(within(table).getByText('₹49,950.00')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/supplier-payments/open-bills')?.query.get('supplierId')).toBe(S1);

    // ₹1,70,000 paid: ₹1,17,900 to the older bill, ₹49,950 to the next, ₹2,150 kept as an advance.
    await user.type(screen.getByLabelText('Amount paid (₹)'), '170000');
    await user.click(screen.getByRole('button', { name: 'Pay all' }));
    expect(screen.getByLabelText('Pay on PB/2026-27/0011')).toHaveValue('117900');
    expect(screen.getByLabelText('Pay on PB/2026-27/0014')).toHaveValue('49950');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Against bills ₹1,67,850.00 of ₹1,67,850.00 owed · Advance ₹2,150.00 kept for later bills',
    );

    // Only part of the second bill after all.
    await user.clear(screen.getByLabelText('Pay on PB/2026-27/0014'));
    await user.type(screen.getByLabelText('Pay on PB/2026-27/0014'), '32100');
    await user.type(screen.getByLabelText('Reference'), 'UTR 5512');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/supplier-payments/view/${P1}`));
    expect(toast.success).toHaveBeenCalledWith('Payment PV/2026-27/0007 recorded');
    const body = calls.find((c) => c.path === '/api/supplier-payments' && c.method === 'POST')?.body;
    expect(body).toEqual({
      supplierId: S1,
      paymentDate: expect.any(String),
      mode: 'bank_transfer',
      reference: 'UTR 5512',
      notes: null,
      amount: 170000,
      allocations: [
        { billId: B1, amount: 117900 },
        { billId: B2, amount: 32100 },
      ],
    });
  });

  it('with no amount typed, "Pay all" pays every bill in full and sets the amount', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.path === '/api/supplier-payments/open-bills'
        ? json({
            ...OPEN,
            advances: [{ paymentId: P1, paymentNumber: 'PV/2026-27/0003', paymentDate: '2026-09-01', advance: 5000 }],
            totalAdvance: 5000,
          })
        : undefined,
    );
    renderRoutes(FORM_ROUTES, `/supplier-payments/new?supplierId=${S1}`);
    // The advance already paid is shown, to be set against the bills first.
    expect(await screen.findByRole('link', { name: 'PV/2026-27/0003' })).toHaveAttribute(
      'href',
      `/supplier-payments/view/${P1}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay all' }));
    expect(screen.getByLabelText('Amount paid (₹)')).toHaveValue('167850');
    expect(screen.getByLabelText('Pay on PB/2026-27/0014')).toHaveValue('49950');
  });

  it('refuses bills given more than the payment on the amount, and shows a refusal of the server under its bill', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.path === '/api/supplier-payments' && req.method === 'POST'
        ? errorBody(400, 'More than is owed on PB/2026-27/0014 (₹49,950.00)', {
            'allocations.0.amount': 'More than is owed on PB/2026-27/0014 (₹49,950.00)',
          })
        : undefined,
    );
    renderRoutes(FORM_ROUTES, `/supplier-payments/new?supplierId=${S1}`);
    await user.type(await screen.findByLabelText('Pay on PB/2026-27/0014'), '50000');
    await user.type(screen.getByLabelText('Amount paid (₹)'), '40000');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByLabelText('Amount paid (₹)')).toHaveAccessibleDescription(
      '₹50,000.00 is put against bills, more than the payment',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Amount paid (₹)'));
    await user.type(screen.getByLabelText('Amount paid (₹)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    // The server's `allocations.0` is the second row: the only bill paid.
    await waitFor(() =>
      expect(screen.getByLabelText('Pay on PB/2026-27/0014')).toHaveAccessibleDescription(
        'More than is owed on PB/2026-27/0014 (₹49,950.00)',
      ),
    );
  });
});

describe('a payment', { timeout: 30_000 }, () => {
  const VIEW = [
    { path: '/supplier-payments/view/:id', element: <SupplierPaymentViewPage /> },
    { path: '/supplier-payments', element: <p>payments list</p> },
  ];

  it('shows the bills it settled, and sets its open advance against bills oldest first', async () => {
    const user = userEvent.setup();
    const open = payment({ amount: 150000, allocatedAmount: 117900, advance: 32100 });
    const { calls } = serve((req) => {
      if (req.path === `/api/supplier-payments/${P1}` && req.method === 'GET') return json(open);
      if (req.path === `/api/supplier-payments/${P1}/allocations`) return json({ ...open, advance: 0 }, 201);
      return undefined;
    });
    renderRoutes(VIEW, `/supplier-payments/view/${P1}`);
    expect(await screen.findByRole('heading', { name: 'PV/2026-27/0007' })).toBeInTheDocument();
    const paid = screen.getByRole('table', { name: 'The bills the payment settles' });
    expect(within(paid).getByRole('link', { name: 'PB/2026-27/0011' })).toHaveAttribute(
      'href',
      `/supplier-bills/view/${B1}`,
    );
    expect(screen.getByRole('link', { name: /Ledger/ })).toHaveAttribute('href', `/payables/ledger/${S1}`);

    expect(await screen.findByText('Set the advance of ₹32,100.00 against bills')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Fill oldest first' }));
    expect(screen.getByLabelText('Set on PB/2026-27/0011')).toHaveValue('32100');
    expect(screen.getByLabelText('Set on PB/2026-27/0014')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Set Against Bills' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Advance set against 1 bill; ₹0.00 left'));
    const body = calls.find((c) => c.path === `/api/supplier-payments/${P1}/allocations`)?.body;
    expect(body).toEqual({ allocatedOn: expect.any(String), allocations: [{ billId: B1, amount: 32100 }] });
  });

  it('is removed after a confirmation, for whoever may delete', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => {
      if (req.path === `/api/supplier-payments/${P1}` && req.method === 'GET') return json(payment());
      if (req.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    const { router } = renderRoutes(VIEW, `/supplier-payments/view/${P1}`);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await answerConfirm(user, true, 'Remove PV/2026-27/0007? What it paid of each bill is taken back.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier-payments'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/supplier-payments/${P1}`)).toBe(true);
  });

  it('offers neither removal nor the advance form to whoever may only view', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'supplier-payments', actions: ['view'] }]) });
    serve((req) =>
      req.path === `/api/supplier-payments/${P1}`
        ? json(payment({ allocatedAmount: 0, advance: 150000, allocations: [] }))
        : undefined,
    );
    renderRoutes(VIEW, `/supplier-payments/view/${P1}`);
    expect(await screen.findByText('Not yet set against any bill.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set the advance against bills' })).not.toBeInTheDocument();
  });
});
