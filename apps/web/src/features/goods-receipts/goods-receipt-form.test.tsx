import { CERTIFICATE_TOO_LARGE, CERTIFICATE_TYPE_MESSAGE, MAX_CERTIFICATE_BYTES, todayIn } from '@lathe/shared';
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
import { CERTIFICATE, draftReceipt, IDS, makeReceipt, ORDER, userWith } from './goods-receipt-fixtures';
import { GoodsReceiptFormPage } from './goods-receipt-form-page';

const ROUTES = [
  { path: '/goods-receipts/new', element: <GoodsReceiptFormPage /> },
  { path: '/goods-receipts/edit/:id', element: <GoodsReceiptFormPage /> },
  { path: '/goods-receipts/view/:id', element: <p>receipt view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const NEW = `/goods-receipts/new?purchaseOrderId=${IDS.order}`;
const BAR = '#1 Bright bar EN8 Ø25 (2,000 KGS)';

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/goods-receipts/orders' && req.method === 'GET') {
      if (req.query.get('purchaseOrderId') === IDS.order) return json([ORDER]);
      const search = (req.query.get('search') ?? '').toLowerCase();
      return json('shree steels po/2026-27/0007'.includes(search) ? [ORDER] : []);
    }
    if (req.path === `/api/goods-receipts/${IDS.draft}` && req.method === 'GET') return json(draftReceipt());
    if (req.path === '/api/material-certificates' && req.method === 'POST') return json(CERTIFICATE, 201);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
const pdf = (name = 'MTC H123 Tata Steel.pdf', type = 'application/pdf') => new File(['%PDF-1.4\n'], name, { type });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('goods receipt form: a new receipt starts from its purchase order', () => {
  it('picks a confirmed order by PO number or supplier, then opens its form', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/goods-receipts/new');
    expect(screen.getByRole('heading', { name: 'New Goods Receipt' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Purchase order' }), 'Shree');
    const searched = () =>
      calls.some((c) => c.path === '/api/goods-receipts/orders' && c.query.get('search') === 'Shree');
    await waitFor(() => expect(searched()).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'PO/2026-27/0007 — Shree Steels (04/05/2026)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?purchaseOrderId=${IDS.order}`));
    const header = await screen.findByRole('region', { name: 'Purchase order' });
    expect(within(header).getByText('PO/2026-27/0007')).toBeInTheDocument();
  });

  it('shows the order and a line for each of its lines with something left, as much as is left', async () => {
    serve();
    renderRoutes(ROUTES, NEW);
    const header = await screen.findByRole('region', { name: 'Purchase order' });
    expect(within(header).getByText('04/05/2026')).toBeInTheDocument();
    expect(within(header).getByText('Shree Steels')).toBeInTheDocument();
    expect(within(header).getByText('Partly received')).toBeInTheDocument();
    expect(field('Receipt Date')).toHaveValue(typedDateText(todayIn()));
    expect(inLine(1, 'Order line')).toHaveValue(IDS.bar);
    expect(within(line(1)).getByText('2,000 KGS')).toBeInTheDocument();
    expect(inLine(1, 'Received')).toHaveValue('2000');
    expect(inLine(1, 'Accepted')).toHaveValue('2000');
    expect(inLine(1, 'Rejected')).toHaveValue('0');
    // Bar stock needs its heat; the collets do not.
    expect(inLine(1, 'Heat No.')).toBeRequired();
    expect(inLine(2, 'Order line')).toHaveValue(IDS.collet);
    expect(within(line(2)).getByText('3 NOS')).toBeInTheDocument();
    expect(inLine(2, 'Heat No.')).not.toBeRequired();
    const options = within(inLine(1, 'Order line')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a line of the order', BAR, '#2 Collet 25 mm (4 NOS)']);
  });

  it('refuses an order that takes no receipt', async () => {
    serve((req) =>
      req.path === '/api/goods-receipts/orders' ? json([{ ...ORDER, status: 'short_closed' }]) : undefined,
    );
    renderRoutes(ROUTES, NEW);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Goods are received against a confirmed or partly received purchase order; PO/2026-27/0007 is short-closed.',
    );
  });
});

describe('goods receipt form: lines', () => {
  it('accepts what was received less what was rejected, as it is typed', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, NEW);
    await screen.findByRole('region', { name: 'Purchase order' });
    await replaceText(user, inLine(1, 'Rejected'), '20');
    expect(inLine(1, 'Accepted')).toHaveValue('1980');
    await replaceText(user, inLine(1, 'Received'), '1500.5');
    expect(inLine(1, 'Accepted')).toHaveValue('1480.5');
    // Typed over, accepted stays; the sum is the schema's to check.
    await replaceText(user, inLine(1, 'Accepted'), '1400');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(inLine(1, 'Rejected')).toHaveAccessibleDescription(
        'Accepted and rejected must add up to the quantity received',
      ),
    );
    expect(inLine(1, 'Rejection Reason')).toHaveAccessibleDescription('Say why it was rejected');
  });

  it('uploads a line’s mill test certificate as soon as it is chosen and names it on the line', async () => {
    const user = userEvent.setup();
    const { calls, mock } = serve();
    renderRoutes(ROUTES, NEW);
    await screen.findByRole('region', { name: 'Purchase order' });
    const file = pdf();
    await user.upload(screen.getByLabelText('Upload the mill test certificate of line 1'), file);
    const download = await within(line(1)).findByRole('button', {
      name: 'Download MTC H123 Tata Steel.pdf (line 1)',
    });
    expect(download).toHaveTextContent('MTC H123 Tata Steel.pdf');
    const [upload] = calls.filter((c) => c.path === '/api/material-certificates');
    expect(upload?.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'X-File-Name': encodeURIComponent('MTC H123 Tata Steel.pdf'),
    });
    // The file itself is the body.
    const init = mock.mock.calls.find(([url]) => String(url).includes('material-certificates'))?.[1];
    expect(init?.body).toBe(file);
    // × takes it off the line; the file input is back.
    await user.click(within(line(1)).getByRole('button', { name: 'Remove the certificate of line 1' }));
    expect(screen.getByLabelText('Upload the mill test certificate of line 1')).toBeInTheDocument();
  });

  it('refuses a file that is no certificate or too large before sending it, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = serve((req) =>
      req.path === '/api/material-certificates'
        ? errorBody(415, 'The file is not the PDF, PNG or JPEG it says it is')
        : undefined,
    );
    renderRoutes(ROUTES, NEW);
    await screen.findByRole('region', { name: 'Purchase order' });
    const input = () => screen.getByLabelText('Upload the mill test certificate of line 1');
    await user.upload(input(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await within(line(1)).findByRole('alert')).toHaveTextContent(CERTIFICATE_TYPE_MESSAGE);
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: MAX_CERTIFICATE_BYTES + 1 });
    await user.upload(input(), big);
    expect(await within(line(1)).findByText(CERTIFICATE_TOO_LARGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/material-certificates')).toEqual([]);
    await user.upload(input(), pdf('renamed.pdf'));
    expect(await within(line(1)).findByText('The file is not the PDF, PNG or JPEG it says it is')).toBeInTheDocument();
  });
});

describe('goods receipt form: saving', () => {
  const body = (certificateId: string | null = null) => ({
    purchaseOrderId: IDS.order,
    receiptDate: '2026-05-12',
    supplierInvoiceNumber: 'SS/2026/118',
    supplierInvoiceDate: '2026-05-11',
    vehicleNumber: null,
    remarks: null,
    lines: [
      {
        purchaseOrderLineId: IDS.bar,
        receivedQuantity: 2000,
        acceptedQuantity: 1980,
        rejectedQuantity: 20,
        bars: 33,
        heatNumber: 'H123',
        certificateId,
        rejectionReason: 'Two bars bent in transit',
      },
    ],
  });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('region', { name: 'Purchase order' });
    fireEvent.change(field('Receipt Date'), { target: { value: typedDateText('2026-05-12') } });
    fireEvent.change(field('Supplier Invoice Date'), { target: { value: typedDateText('2026-05-11') } });
    await enterText(user, field('Supplier Invoice No.'), 'SS/2026/118');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await replaceText(user, inLine(1, 'Rejected'), '20');
    await enterText(user, inLine(1, 'Bars'), '33');
    await enterText(user, inLine(1, 'Heat No.'), 'H123');
    await enterText(user, inLine(1, 'Rejection Reason'), 'Two bars bent in transit');
  }

  it('Save & Receive asks first, then saves and receives in one request and opens the numbered GRN', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/goods-receipts/receive' ? json(makeReceipt(), 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, NEW);
    await fill(user);
    await user.upload(screen.getByLabelText('Upload the mill test certificate of line 1'), pdf());
    await within(line(1)).findByRole('button', { name: /Download MTC H123/ });
    await user.click(screen.getByRole('button', { name: 'Save & Receive' }));
    const question =
      'Receive these goods? The GRN takes the next number, the accepted quantities count against PO/2026-27/0007 and bar stock goes into stock by heat.';
    expect(await answerConfirm(user, false, question)).toBe('Receive');
    expect(sent(calls, 'POST', '/api/goods-receipts/receive')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save & Receive' }));
    await answerConfirm(user, true, question);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/goods-receipts/view/${IDS.received}`));
    expect(sent(calls, 'POST', '/api/goods-receipts/receive')).toEqual([body(IDS.certificate)]);
    expect(toast.success).toHaveBeenCalledWith('Goods receipt GRN/2026-27/0003 received');
  });

  it('shows the server’s refusal on its line: more accepted than is left on the order', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST' && req.path === '/api/goods-receipts/receive'
        ? errorBody(400, 'Only 500 KGS left to receive on this line', {
            'lines.0.acceptedQuantity': 'Only 500 KGS left to receive on this line',
          })
        : undefined,
    );
    renderRoutes(ROUTES, NEW);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save & Receive' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(inLine(1, 'Accepted')).toHaveAccessibleDescription('Only 500 KGS left to receive on this line'),
    );
    expect(toast.error).toHaveBeenCalledWith('Only 500 KGS left to receive on this line');
  });

  it('Save Draft posts the draft and opens it at its edit address; edit only saves for whoever may not receive', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().userLoaded(userWith([{ scope: 'goods-receipts', actions: ['view', 'edit'] }]));
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/goods-receipts' ? json(draftReceipt(), 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, NEW);
    await fill(user);
    expect(screen.queryByRole('button', { name: 'Save & Receive' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/goods-receipts/edit/${IDS.draft}`));
    expect(sent(calls, 'POST', '/api/goods-receipts')).toEqual([body()]);
    expect(toast.success).toHaveBeenCalledWith('Draft saved');
  });

  it('edits a draft: its values and its certificate, PUT with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'PUT' && req.path === `/api/goods-receipts/${IDS.draft}`
        ? json({ ...draftReceipt(), version: 2 })
        : undefined,
    );
    renderRoutes(ROUTES, `/goods-receipts/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Goods Receipt' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Purchase order' });
    expect(inLine(1, 'Heat No.')).toHaveValue('H123');
    expect(inLine(1, 'Accepted')).toHaveValue('1980');
    expect(
      within(line(1)).getByRole('button', { name: 'Download MTC H123 Tata Steel.pdf (line 1)' }),
    ).toBeInTheDocument();
    await replaceText(user, inLine(1, 'Heat No.'), 'H124');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    expect(sent(calls, 'PUT', `/api/goods-receipts/${IDS.draft}`)).toEqual([
      expect.objectContaining({
        version: 1,
        purchaseOrderId: IDS.order,
        lines: [expect.objectContaining({ heatNumber: 'H124', certificateId: IDS.certificate })],
      }),
    ]);
  });
});
