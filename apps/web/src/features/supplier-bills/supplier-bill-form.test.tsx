import { todayIn } from '@lathe/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DRAFT, HELD, IDS, PROPOSAL, userWith } from './supplier-bill-fixtures';
import { SupplierBillFormPage } from './supplier-bill-form-page';

const ROUTES = [
  { path: '/supplier-bills/new', element: <SupplierBillFormPage /> },
  { path: '/supplier-bills/edit/:id', element: <SupplierBillFormPage /> },
  { path: '/supplier-bills/view/:id', element: <p>bill view</p> },
  { path: '*', element: <p>elsewhere</p> },
];
const NEW = `/supplier-bills/new?purchaseOrderId=${IDS.order}`;

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/supplier-bills/proposal') return json(PROPOSAL);
    if (req.path === '/api/suppliers/options') {
      return json([
        { id: IDS.supplier, name: 'Shree Steels', supplierCode: 'SS01', gstin: null, state: 'Maharashtra' },
      ]);
    }
    if (req.path === '/api/supplier-bills/orders') {
      return json([
        {
          id: IDS.order,
          poNumber: 'PO/2026-27/0001',
          poDate: '2026-05-11',
          status: 'partly_received',
          supplierId: IDS.supplier,
          supplierName: 'Shree Steels',
          grandTotal: 1,
        },
      ]);
    }
    if (req.path === `/api/supplier-bills/${IDS.draft}` && req.method === 'GET') return json(DRAFT);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const checks = () => screen.getByRole('region', { name: 'Match and TDS' });
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('supplier bill form: a new bill starts from the supplier and its order', () => {
  it('picks the supplier, then one of its orders with something to bill, and opens the form', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/supplier-bills/new');
    expect(screen.getByRole('heading', { name: 'New Supplier Bill' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'Shree');
    await user.click(await screen.findByRole('option', { name: 'SS01 — Shree Steels' }));
    await user.click(screen.getByRole('combobox', { name: 'Purchase order' }));
    await user.click(await screen.findByRole('option', { name: 'PO/2026-27/0001 (11/05/2026)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?purchaseOrderId=${IDS.order}`));
    expect(
      calls.some((c) => c.path === '/api/supplier-bills/orders' && c.query.get('supplierId') === IDS.supplier),
    ).toBe(true);
    expect(await screen.findByRole('region', { name: 'Purchase order' })).toHaveTextContent('PO/2026-27/0001');
  });

  it('proposes each receipt line and service left to bill, at the order’s rates', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, NEW);
    await screen.findByRole('region', { name: 'Purchase order' });
    // One read of the proposal opens the form: the page's and the editor's are the same (today's).
    expect(calls.filter((c) => c.path === '/api/supplier-bills/proposal').map((c) => c.query.get('billDate'))).toEqual([
      todayIn(),
    ]);
    expect(within(line(1)).getByText('GRN/2026-27/0003')).toBeInTheDocument();
    expect(within(line(1)).getByText('1,000 KGS to bill at ₹72.00, 18%')).toBeInTheDocument();
    expect(inLine(1, 'Quantity (KGS)')).toHaveValue('1000');
    expect(inLine(1, 'Rate (₹)')).toHaveValue('72');
    expect(within(line(2)).getByText('Order line (service)')).toBeInTheDocument();
    expect(inLine(2, 'Quantity (NOS)')).toHaveValue('500');
    expect(field('Bill Date')).toHaveValue(typedDateText(todayIn()));
  });
});

describe('supplier bill form: what booking would find', () => {
  it('shows the match and the TDS as typed, and marks the cell that does not match', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, NEW);
    await screen.findByRole('region', { name: 'Purchase order' });
    expect(within(checks()).getByText('Fill every line and the invoice total to see the match.')).toBeInTheDocument();
    // 1,000 kg × ₹72 = ₹72,000 + ₹12,960 GST; 500 × ₹4 = ₹2,000 + ₹360: ₹87,320 in all.
    await enterText(user, field('Invoice Total (₹)'), '87320');
    expect(
      within(checks()).getByText('Matches the purchase order and goods receipts: it will be booked.'),
    ).toBeInTheDocument();
    // 0.1 % of ₹74,000 (the year is past ₹50,00,000) = ₹74.
    expect(within(checks()).getByText('₹74.00')).toBeInTheDocument();
    await replaceText(user, inLine(1, 'Rate (₹)'), '74');
    // ₹74,000 + ₹13,320 + ₹2,360 = ₹89,680 now; the invoice still says ₹87,320.
    expect(within(checks()).getByText('Does not match: booking will hold it for approval.')).toBeInTheDocument();
    expect(within(checks()).getByText('Line 1 rate: ordered ₹72.00, billed ₹74.00')).toBeInTheDocument();
    expect(
      within(checks()).getByText('Invoice total: the lines come to ₹89,680.00, the invoice says ₹87,320.00'),
    ).toBeInTheDocument();
    expect(inLine(1, 'Rate (₹)').closest('td')).toHaveClass('bg-amber-50');
    expect(inLine(1, 'Quantity (KGS)').closest('td')).not.toHaveClass('bg-amber-50');
  });

  it('needs a reason where the input tax credit is not taken', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, NEW);
    await screen.findByRole('region', { name: 'Purchase order' });
    expect(inLine(2, 'ITC Reason')).toBeDisabled();
    await user.selectOptions(inLine(2, 'Input Tax Credit'), 'ineligible');
    expect(inLine(2, 'ITC Reason')).toBeEnabled();
    await enterText(user, field('Supplier Invoice No.'), 'SS/26-27/0420');
    await enterText(user, field('Invoice Total (₹)'), '87320');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(inLine(2, 'ITC Reason')).toHaveAccessibleDescription('Say why the input tax credit is not taken'),
    );
  });
});

describe('supplier bill form: saving', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('region', { name: 'Purchase order' });
    await enterText(user, field('Supplier Invoice No.'), 'SS/26-27/0420');
    fireEvent.change(field('Invoice Date'), { target: { value: typedDateText('2026-05-20') } });
    fireEvent.change(field('Bill Date'), { target: { value: typedDateText('2026-05-22') } });
    await replaceText(user, inLine(1, 'Quantity (KGS)'), '1020.5');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await enterText(user, field('Invoice Total (₹)'), '86708');
  }

  const body = {
    supplierId: IDS.supplier,
    purchaseOrderId: IDS.order,
    supplierInvoiceNumber: 'SS/26-27/0420',
    supplierInvoiceDate: '2026-05-20',
    billDate: '2026-05-22',
    dueDate: null,
    reverseCharge: false,
    invoiceTotal: 86708,
    remarks: null,
    lines: [
      {
        purchaseOrderLineId: IDS.barLine,
        goodsReceiptLineId: IDS.barReceipt,
        description: 'Bright bar EN8 Ø25',
        hsnCode: '72142090',
        unit: null,
        quantity: 1020.5,
        rate: 72,
        gstRate: 18,
        itcStatus: 'eligible',
        itcReason: null,
      },
    ],
  };

  it('Save & Book asks first, then saves and books in one request; a held bill says so', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/supplier-bills/book' ? json(HELD, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, NEW);
    await fill(user);
    // The due date's box says what blank will be: 30 days after the invoice.
    expect(screen.getByText('Blank: 19/06/2026, 30 days after the invoice')).toBeInTheDocument();
    // 1,020.5 kg is more than the 1,010 kg 1 % allows over the 1,000 received.
    expect(
      within(checks()).getByText(
        'Line 1 quantity: ordered 2,000 KGS, received and not yet billed 1,000 KGS, billed 1,020.5 KGS',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Book' }));
    await answerConfirm(user, true, /^Book this bill from Shree Steels\?/);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/supplier-bills/view/${HELD.id}`));
    expect(sent(calls, 'POST', '/api/supplier-bills/book')).toEqual([body]);
    expect(toast.success).toHaveBeenCalledWith(
      'Supplier bill PB/2026-27/0004 held for approval: it does not match its order and receipts',
    );
  });

  it('shows the server’s refusal on its field: the invoice booked already', async () => {
    const user = userEvent.setup();
    const message = 'Invoice SS/26-27/0420 of this supplier is already booked as PB/2026-27/0002 in 2026-27';
    serve((req) =>
      req.method === 'POST' && req.path === '/api/supplier-bills'
        ? errorBody(409, message, { supplierInvoiceNumber: message })
        : undefined,
    );
    renderRoutes(ROUTES, NEW);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(field('Supplier Invoice No.')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  });

  it('edits a draft: PUT with the version read; no Save & Book for whoever may not book', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().userLoaded(userWith([{ scope: 'supplier-bills', actions: ['view', 'create', 'edit'] }]));
    const { calls } = serve((req) =>
      req.method === 'PUT' && req.path === `/api/supplier-bills/${IDS.draft}`
        ? json({ ...DRAFT, version: 2 })
        : undefined,
    );
    renderRoutes(ROUTES, `/supplier-bills/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Supplier Bill' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Purchase order' });
    expect(field('Supplier Invoice No.')).toHaveValue('SS/26-27/0420');
    expect(screen.queryByRole('button', { name: 'Save & Book' })).not.toBeInTheDocument();
    await replaceText(user, field('Invoice Total (₹)'), '84960');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    expect(sent(calls, 'PUT', `/api/supplier-bills/${IDS.draft}`)).toEqual([
      expect.objectContaining({
        version: 1,
        invoiceTotal: 84960,
        lines: [expect.objectContaining({ quantity: 1000 })],
      }),
    ]);
  });
});
