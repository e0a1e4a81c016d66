import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeChallan, STOCK_ITEMS, SUPPLIERS, userWith } from './job-work-fixtures';
import { JobWorkFormPage } from './job-work-form-page';

const ROUTES = [
  { path: '/job-work/new', element: <JobWorkFormPage /> },
  { path: '/job-work/edit/:id', element: <JobWorkFormPage /> },
  { path: '/job-work/view/:id', element: <p>challan view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const draft = makeChallan({
  id: IDS.draft,
  challanNumber: null,
  status: 'draft',
  sentAt: null,
  daysOut: null,
  version: 2,
  lines: [makeChallan().lines[0] as never],
});

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/suppliers/options') {
      const text = (req.query.get('search') ?? '').toLowerCase();
      return json(SUPPLIERS.filter((s) => `${s.supplierCode} ${s.name}`.toLowerCase().includes(text)));
    }
    const byId = /^\/api\/suppliers\/options\/(.+)$/.exec(req.path)?.[1];
    if (byId) return json(SUPPLIERS.find((s) => s.id === byId));
    if (req.path === '/api/stock/items/options') {
      const text = (req.query.get('search') ?? '').toLowerCase();
      return json(STOCK_ITEMS.filter((item) => item.label.toLowerCase().includes(text)));
    }
    if (req.path === `/api/job-work-challans/${IDS.draft}` && req.method === 'GET') return json(draft);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

type User = ReturnType<typeof userEvent.setup>;

async function fillChallan(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Job Worker' }), 'shree');
  // Each picker offers the answer to what is typed once it comes; the page's units (a datalist of
  // options too) are not looked through meanwhile.
  const jobWorkers = screen.getByRole('listbox', { name: 'Job Worker' });
  await user.click(await within(jobWorkers).findByRole('option', { name: 'SP01 — Shree Platers' }));
  await user.type(field('Process'), 'Zinc plating');
  await user.type(screen.getByRole('combobox', { name: 'Item, line 1' }), 'plunger');
  const items = screen.getByRole('listbox', { name: 'Item, line 1' });
  await user.click(await within(items).findByRole('option', { name: 'DRG-118 Plunger sleeve — 6,000 NOS in stock' }));
  await user.type(inLine(1, 'Quantity'), '5000');
  await user.type(inLine(1, 'Value (₹)'), '125000');
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('job-work challan form', { timeout: 30_000 }, () => {
  it('takes a line from stock (description, HSN, unit, GST) and saves a draft whole', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/job-work-challans' ? json(draft, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/job-work/new');
    expect(await screen.findByRole('heading', { name: 'New Job Work Challan' })).toBeInTheDocument();
    expect(field('Challan Date')).toHaveValue(typedDateText(todayIn()));
    // The usual processes are suggested; any other text is taken.
    expect(field('Process')).toHaveAttribute('list');
    await fillChallan(user);
    expect(inLine(1, 'Description')).toHaveValue('DRG-118 Plunger sleeve');
    expect(inLine(1, 'HSN')).toHaveValue('84139190');
    expect(inLine(1, 'Unit')).toHaveValue('NOS');
    expect(screen.getByRole('status', { name: 'Total value' })).toHaveTextContent('₹1,25,000.00');
    // Inputs unless told otherwise: a fixture sent to be reground is a capital good (three years).
    expect(inLine(1, 'Goods')).toHaveValue('inputs');
    await user.selectOptions(inLine(1, 'Goods'), 'Capital goods');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-work/edit/${IDS.draft}`));
    expect(sent(calls, 'POST', '/api/job-work-challans')).toEqual([
      {
        supplierId: IDS.plater,
        challanDate: todayIn(),
        process: 'Zinc plating',
        expectedReturnDate: null,
        vehicleNumber: null,
        remarks: null,
        lines: [
          {
            itemType: 'part',
            productId: IDS.product,
            grade: null,
            rodSize: null,
            heatNumber: null,
            goodsType: 'capital_goods',
            description: 'DRG-118 Plunger sleeve',
            hsnCode: '84139190',
            unit: 'NOS',
            quantity: 5000,
            value: 125000,
            gstRate: 18,
          },
        ],
      },
    ]);
  });

  it('asks before sending, and shows the server’s refusal of a line short of stock on that line', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/job-work-challans/send'
        ? errorBody(400, 'Only 1,000 pieces of DRG-118 Plunger sleeve in stock', {
            'lines.0.quantity': 'Only 1,000 pieces of DRG-118 Plunger sleeve in stock',
          })
        : undefined,
    );
    renderRoutes(ROUTES, '/job-work/new');
    await screen.findByRole('heading', { name: 'New Job Work Challan' });
    await fillChallan(user);
    await user.click(screen.getByRole('button', { name: 'Save & Send' }));
    const label = await answerConfirm(
      user,
      true,
      'Send this challan to Shree Platers? It takes the next challan number and the goods leave stock.',
    );
    expect(label).toBe('Send');
    await waitFor(() => expect(sent(calls, 'POST', '/api/job-work-challans/send')).toHaveLength(1));
    expect(
      await within(line(1)).findByText('Only 1,000 pieces of DRG-118 Plunger sleeve in stock'),
    ).toBeInTheDocument();
  });

  it('refuses a line that names nothing to send, and offers no Save & Send without the right to send', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'job-work', actions: ['view', 'edit'] }]),
    });
    const { calls } = serve();
    renderRoutes(ROUTES, '/job-work/new');
    await screen.findByRole('heading', { name: 'New Job Work Challan' });
    expect(screen.queryByRole('button', { name: 'Save & Send' })).not.toBeInTheDocument();
    // Described, counted and valued, but no part picked: the line says what it lacks under its item.
    await user.type(inLine(1, 'Description'), 'Plunger sleeve');
    await user.type(inLine(1, 'Quantity'), '10');
    await user.type(inLine(1, 'Value (₹)'), '250');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await within(line(1)).findByText('Choose the part being sent')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Item, line 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the job worker')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('opens a draft as saved, the job worker named before the picker asks', async () => {
    serve();
    renderRoutes(ROUTES, `/job-work/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Job Work Challan' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Job Worker' })).toHaveValue('SP01 — Shree Platers'),
    );
    expect(screen.getByRole('combobox', { name: 'Item, line 1' })).toHaveValue('DRG-118 Plunger sleeve');
    expect(inLine(1, 'Quantity')).toHaveValue('5000');
    expect(field('Process')).toHaveValue('Zinc plating');
  });
});
