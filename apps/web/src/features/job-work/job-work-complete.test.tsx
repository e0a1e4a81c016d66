import type { DeemedSupplyProposal, JobWorkChallan } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, IDS, line, makeChallan, SUPPLIERS, userWith } from './job-work-fixtures';
import { JobWorkViewPage } from './job-work-view-page';

/*
 * Job work complete on the challan's page: goods back from another job worker (5B) or supplied
 * from the job worker's premises (5C), and the invoice proposed for goods kept past their limit.
 */

const ROUTES = [
  { path: '/job-work/view/:id', element: <JobWorkViewPage /> },
  { path: '/invoices/edit/:id', element: <p>invoice form</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const CUSTOMER_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const INVOICE_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** Sent 400 days before 09/06/2026: 12 sleeves still out past the inputs' year. */
const overdue: JobWorkChallan = makeChallan({
  challanDate: '2025-05-04',
  overdue: true,
  overdueOn: '2026-05-05',
  lines: [line({ pendingQuantity: 12, lastDay: '2026-05-04', overdueOn: '2026-05-05', overdue: true })],
});

const PROPOSAL: DeemedSupplyProposal = {
  challanId: IDS.sent,
  challanNumber: 'JWC/2025-26/0001',
  challanDate: '2025-05-04',
  invoiceDate: '2026-05-05',
  lastDay: '2026-05-04',
  goodsType: 'inputs',
  jobWorker: {
    supplierId: IDS.plater,
    name: 'Shree Platers',
    gstin: '27AAFCS1234K1ZX',
    state: 'Maharashtra',
    address: 'Gat 112, Bhosari\nPune 411026',
  },
  customer: null,
  newCustomer: {
    partyCode: 'SP01',
    name: 'Shree Platers',
    gstin: '27AAFCS1234K1ZX',
    state: 'Maharashtra',
    billingAddress: 'Gat 112, Bhosari\nPune 411026',
  },
  notes: 'Deemed supply under section 143(3) …',
  lines: [
    {
      challanLineId: IDS.sleeveLine,
      lineNumber: 1,
      productId: IDS.product,
      description: 'DRG-118 Plunger sleeve',
      hsnCode: '84139190',
      unit: 'NOS',
      quantity: 12,
      rate: 25,
      gstRate: 18,
      taxableValue: 300,
    },
  ],
};

type Handler = (req: FakeRequest) => Response | undefined;

function serve(challan: JobWorkChallan, extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path === `/api/job-work-challans/${IDS.sent}` && req.method === 'GET') return json(challan);
    if (req.path === `/api/job-work-challans/${IDS.sent}/receipts` && req.method === 'GET') return json([]);
    if (req.path === '/api/suppliers/options') {
      const text = (req.query.get('search') ?? '').toLowerCase();
      return json(SUPPLIERS.filter((s) => `${s.supplierCode} ${s.name}`.toLowerCase().includes(text)));
    }
    if (/\/api\/job-work-challans\/.+\/history/.test(req.path)) {
      return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0, totalCapped: false });
    }
    return errorBody(404, 'Not found');
  });
}

const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
const panelLine = (n: number) => screen.getByRole('group', { name: new RegExp(`^#${n} `) });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('goods back by kind', { timeout: 30_000 }, () => {
  it('names the other job worker the goods came back from (5B)', async () => {
    const user = userEvent.setup();
    const { calls } = serve(makeChallan(), (req) =>
      req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.sent}/receipts`
        ? json({ ...makeChallan(), version: 4 }, 201)
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/job-work/view/${IDS.sent}?action=receive`);
    await screen.findByRole('heading', { name: 'Record goods back' });
    await user.selectOptions(screen.getByLabelText('How they came back'), 'Back from another job worker (ITC-04 5B)');
    await user.type(within(panelLine(2)).getByLabelText('Good (KGS)'), '400');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    expect(await screen.findByText('Choose the job worker the goods came back from')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Came back from' }), 'deccan');
    await user.click(await screen.findByRole('option', { name: 'DH02 — Deccan Heat Treaters' }));
    await user.type(screen.getByLabelText("Job worker's challan No."), 'DH/77');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/receipts`)).toEqual([
      expect.objectContaining({
        kind: 'other_job_worker',
        fromSupplierId: IDS.treater,
        jobWorkerChallanNumber: 'DH/77',
        lines: [expect.objectContaining({ challanLineId: IDS.barLine, goodQuantity: 400 })],
      }),
    ]);
    expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/receipts`)[0]).not.toHaveProperty('invoiceNumber');
  });

  it("records a supply from the job worker's premises under its invoice (5C), with no rejects", async () => {
    const user = userEvent.setup();
    const { calls } = serve(makeChallan(), (req) =>
      req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.sent}/receipts`
        ? json({ ...makeChallan(), version: 4 }, 201)
        : undefined,
    );
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}?action=receive`);
    await screen.findByRole('heading', { name: 'Record goods back' });
    await user.selectOptions(
      screen.getByLabelText('How they came back'),
      "Supplied from the job worker's premises (ITC-04 5C)",
    );
    expect(within(panelLine(1)).queryByLabelText('Rejected (NOS)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Job worker's challan No.")).not.toBeInTheDocument();
    await user.type(within(panelLine(1)).getByLabelText('Supplied (NOS)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    expect(await screen.findByText('Enter the invoice the goods were supplied under')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Invoice No.'), 'INV/2026-27/0412');
    await user.type(screen.getByLabelText('Invoice Date'), '01/06/2026');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    await waitFor(() => expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/receipts`)).toHaveLength(1));
    const [body] = sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/receipts`) as Record<string, unknown>[];
    expect(body).toMatchObject({
      kind: 'supplied_from_premises',
      invoiceNumber: 'INV/2026-27/0412',
      invoiceDate: '2026-06-01',
      lines: [{ challanLineId: IDS.sleeveLine, goodQuantity: 1500, rejectedQuantity: 0 }],
    });
    expect(body).not.toHaveProperty('fromSupplierId');
  });
});

describe('the invoice for a deemed supply', { timeout: 30_000 }, () => {
  it('says what is past its limit and, confirmed, makes the customer and drafts the invoice', async () => {
    const user = userEvent.setup();
    const { calls } = serve(overdue, (req) => {
      if (req.path === `/api/job-work-challans/${IDS.sent}/deemed-supply` && req.method === 'GET') {
        return json(PROPOSAL);
      }
      if (req.path === '/api/customers' && req.method === 'POST') return json({ id: CUSTOMER_ID }, 201);
      if (req.path === `/api/job-work-challans/${IDS.sent}/deemed-supply` && req.method === 'POST') {
        return json({ invoiceId: INVOICE_ID }, 201);
      }
      return undefined;
    });
    const { router } = renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    const notice = await screen.findByText(/#1 past the time limit since 05\/05\/2026: deemed supplied/);
    expect(notice).toBeInTheDocument();
    const pending = screen.getByRole('table', { name: 'Pending per line' });
    expect(within(pending).getByText('Past since 05/05/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Propose invoice' }));
    expect(router.state.location.search).toBe('?action=deemed-supply');
    const panel = await screen.findByRole('region', { name: 'Invoice for the goods deemed supplied' });
    expect(await within(panel).findByText('05/05/2026')).toBeInTheDocument();
    const row = within(panel).getByRole('row', { name: 'Line 1' });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'DRG-118 Plunger sleeve', '12 NOS', '25.00', '18%', '300.00']);
    expect(within(panel).getByText(/No customer is the job worker \(GSTIN 27AAFCS1234K1ZX\)/)).toBeInTheDocument();
    const code = within(panel).getByLabelText('Party code of the new customer');
    expect(code).toHaveValue('SP01');
    await user.clear(code);
    await user.type(code, 'SP01-JW');
    await user.click(within(panel).getByRole('button', { name: 'Create the customer and draft the invoice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/edit/${INVOICE_ID}`));
    expect(sent(calls, 'POST', '/api/customers')).toEqual([{ ...PROPOSAL.newCustomer, partyCode: 'SP01-JW' }]);
    expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/deemed-supply`)).toEqual([
      { customerId: CUSTOMER_ID, version: 3 },
    ]);
  });

  it('drafts to the customer found, and opens a draft already made instead of proposing again', async () => {
    const user = userEvent.setup();
    const { calls } = serve(overdue, (req) => {
      if (req.path === `/api/job-work-challans/${IDS.sent}/deemed-supply` && req.method === 'GET') {
        return json({ ...PROPOSAL, customer: { id: CUSTOMER_ID, partyCode: 'SP01', name: 'Shree Platers' } });
      }
      if (req.path === `/api/job-work-challans/${IDS.sent}/deemed-supply` && req.method === 'POST') {
        return json({ invoiceId: INVOICE_ID }, 201);
      }
      return undefined;
    });
    const { router } = renderRoutes(ROUTES, `/job-work/view/${IDS.sent}?action=deemed-supply`);
    const panel = await screen.findByRole('region', { name: 'Invoice for the goods deemed supplied' });
    expect(await within(panel).findByText('Shree Platers')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Draft the invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/edit/${INVOICE_ID}`));
    expect(sent(calls, 'POST', '/api/customers')).toEqual([]);

    const drafted = makeChallan({
      ...overdue,
      lines: [
        line({
          ...overdue.lines[0],
          deemedSupplyInvoiceId: INVOICE_ID,
          deemedSupplyInvoiceStatus: 'draft',
        }),
      ],
    });
    serve(drafted);
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    expect(await screen.findByRole('link', { name: 'Open the draft invoice' })).toHaveAttribute(
      'href',
      `/invoices/edit/${INVOICE_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Propose invoice' })).not.toBeInTheDocument();
  });

  it('offers no proposal to whoever may not draft invoices', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'job-work', actions: ['view', 'create'] }]),
    });
    serve(overdue);
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    expect(await screen.findByText(/deemed supplied to the job worker/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Propose invoice' })).not.toBeInTheDocument();
    expect(screen.getByText('Whoever raises invoices can propose the invoice for them here.')).toBeInTheDocument();
  });
});
