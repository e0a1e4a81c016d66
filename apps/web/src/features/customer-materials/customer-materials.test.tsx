import type { CustomerMaterial, CustomerOption } from '@lathe/shared';
import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { CustomerMaterialFormPage } from './customer-material-form-page';
import { CustomerMaterialViewPage } from './customer-material-view-page';
import { CustomerMaterialsListPage } from './customer-materials-list-page';

const IDS = {
  customer: '11111111-1111-4111-8111-111111111111',
  receipt: '22222222-2222-4222-8222-222222222222',
  line: '33333333-3333-4333-8333-333333333333',
} as const;

const CUSTOMERS: CustomerOption[] = [
  { id: IDS.customer, partyCode: 'KPL01', name: 'Kirloskar Pumps', state: 'Maharashtra', paymentTermsDays: 30 },
];

const received: CustomerMaterial = {
  id: IDS.receipt,
  receiptNumber: 'CMR/2026-27/0001',
  status: 'received',
  customerId: IDS.customer,
  customerName: 'Kirloskar Pumps',
  receiptDate: '2026-11-02',
  customerChallanNumber: 'DC/4471',
  customerChallanDate: '2026-11-01',
  totalKg: 512.4,
  totalBars: 20,
  receivedAt: '2026-11-02T10:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  remarks: null,
  company: {
    name: 'Acme Precision Pvt Ltd',
    address: 'Pune',
    state: 'Maharashtra',
    stateCode: '27',
    gstin: null,
    pan: null,
    email: null,
    phone: null,
  },
  lines: [
    {
      id: IDS.line,
      lineNumber: 1,
      grade: 'EN19',
      rodSize: 'Ø32',
      itemKey: 'EN19|Ø32',
      heatNumber: 'K-2231',
      quantity: 512.4,
      bars: 20,
      remarks: null,
    },
  ],
};

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? answerCustomerPickers(req, CUSTOMERS);
    if (answer) return answer;
    if (req.path === '/api/customer-materials' && req.method === 'GET') {
      const { lines: _lines, remarks: _remarks, ...summary } = received;
      return json({ data: [summary], total: 1, page: 1, limit: 10, totalPages: 1 });
    }
    if (req.path === `/api/customer-materials/${IDS.receipt}` && req.method === 'GET') return json(received);
    if (/\/history$/.test(req.path)) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

const ROUTES = [
  { path: '/customer-materials', element: <CustomerMaterialsListPage /> },
  { path: '/customer-materials/new', element: <CustomerMaterialFormPage /> },
  { path: '/customer-materials/view/:id', element: <CustomerMaterialViewPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
const inLine = (n: number, label: string) =>
  within(screen.getByRole('row', { name: `Line ${n}` })).getByLabelText(label, { exact: true });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('customer material', { timeout: 30_000 }, () => {
  it('lists receipts with the customer, their challan, kg and bars', async () => {
    serve();
    renderRoutes(ROUTES, '/customer-materials');
    const number = await screen.findByRole('link', { name: 'CMR/2026-27/0001' });
    expect(
      within(number.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CMR/2026-27/0001', '02/11/2026', 'Kirloskar Pumps', 'DC/4471', '512.4', '20', 'Received']);
    expect(screen.getByRole('link', { name: /Receive Material/ })).toHaveAttribute('href', '/customer-materials/new');
  });

  it('receives a customer’s bars: customer, their challan, grade, rod size, heat, kg and bars', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/customer-materials/receive' ? json(received, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/customer-materials/new');
    await screen.findByRole('heading', { name: 'Receive Customer Material' });
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'kirl');
    await user.click(await screen.findByRole('option', { name: 'KPL01 — Kirloskar Pumps' }));
    await user.type(screen.getByLabelText('Their Challan No.'), 'DC/4471');
    await user.type(inLine(1, 'Grade'), 'EN19');
    await user.type(inLine(1, 'Rod Size'), '32 mm Round');
    await user.type(inLine(1, 'Heat No.'), 'K-2231');
    await user.type(inLine(1, 'Weight (kg)'), '512.4');
    await user.type(inLine(1, 'Bars'), '20');
    await user.click(screen.getByRole('button', { name: 'Save & Receive' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer-materials/view/${IDS.receipt}`));
    expect(sent(calls, 'POST', '/api/customer-materials/receive')).toEqual([
      {
        customerId: IDS.customer,
        receiptDate: todayIn(),
        customerChallanNumber: 'DC/4471',
        customerChallanDate: null,
        remarks: null,
        lines: [
          { grade: 'EN19', rodSize: '32 mm Round', heatNumber: 'K-2231', quantity: 512.4, bars: 20, remarks: null },
        ],
      },
    ]);
  });

  it('shows the receipt and cancels it with why', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === `/api/customer-materials/${IDS.receipt}/cancel`
        ? json({ ...received, status: 'cancelled', cancelReason: 'Wrong customer', version: 3 })
        : undefined,
    );
    renderRoutes(ROUTES, `/customer-materials/view/${IDS.receipt}`);
    const receipt = await screen.findByRole('article', { name: 'Customer material receipt' });
    expect(within(receipt).getByText('CMR/2026-27/0001')).toBeInTheDocument();
    expect(within(receipt).getByText('DC/4471 dated 01/11/2026')).toBeInTheDocument();
    expect(within(receipt).getByText('K-2231')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Receipt' }));
    await user.type(screen.getByLabelText('Reason'), 'Wrong customer');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', `/api/customer-materials/${IDS.receipt}/cancel`)).toEqual([
        { version: 2, reason: 'Wrong customer' },
      ]),
    );
    expect(await screen.findByText('CANCELLED — Wrong customer')).toBeInTheDocument();
  });
});
