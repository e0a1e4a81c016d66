import { ALL_PERMISSIONS, type Invoice, type Permission } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeInvoice, summary } from './invoice-fixtures';
import { InvoiceViewPage } from './invoice-view-page';
import { InvoicesListPage } from './invoices-list-page';

const pending = makeInvoice({ eWayBillPending: true });
const ROUTES = [
  { path: '/invoices/view/:id', element: <InvoiceViewPage /> },
  { path: '/invoices', element: <InvoicesListPage /> },
];
const NUMBER = '331001234567';

function serve(invoice: Invoice, extra?: (req: FakeRequest) => Response | undefined) {
  let current = invoice;
  return stubFetch((req) => {
    const answered = extra?.(req);
    if (answered) return answered;
    const path = `/api/invoices/${invoice.id}`;
    if (req.path === path && req.method === 'GET') return json(current);
    if (req.path === `${path}/e-way-bill` && req.method === 'PUT') {
      const entry = req.body as { eWayBillNumber: string; eWayBillDate: string; validUntil: string };
      current = {
        ...current,
        eWayBillNumber: entry.eWayBillNumber,
        eWayBillDate: entry.eWayBillDate,
        eWayBillValidUntil: entry.validUntil,
        eWayBillPending: false,
        version: current.version + 1,
      };
      return json(current);
    }
    if (req.path === `${path}/e-way-bill` && req.method === 'DELETE') {
      current = {
        ...current,
        eWayBillNumber: null,
        eWayBillDate: null,
        eWayBillValidUntil: null,
        eWayBillPending: true,
      };
      return json(current);
    }
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 5, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

const signIn = (permissions: Permission[] = ALL_PERMISSIONS) =>
  useAuthStore.getState().loginSuccess({
    accessToken: 'a',
    refreshToken: 'r',
    user: makeUser({ roles: [{ id: 'r2', name: 'Accounts' }], role: { id: 'r2', name: 'Accounts', permissions } }),
  });

/** Saving a file: the names the browser was asked to save under. */
function catchDownloads() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-way-bill');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe("an invoice's e-way bill", { timeout: 30_000 }, () => {
  beforeEach(() => signIn());

  it('shows "e-way bill pending", downloads the JSON with the transport typed, and records the e-way bill generated', async () => {
    const saved = catchDownloads();
    const { calls } = serve(pending, (req) =>
      req.path.endsWith('/e-way-bill') && req.method === 'GET'
        ? new Response('{"version":"1.0.0621","billLists":[]}', {
            headers: {
              'Content-Type': 'application/json; charset=utf-8',
              'Content-Disposition': 'attachment; filename="e-way-bill-INV-2026-27-0001.json"',
            },
          })
        : undefined,
    );
    const user = userEvent.setup();
    const { container, router } = renderRoutes(ROUTES, `/invoices/view/${pending.id}`);
    expect(await screen.findByText('e-way bill pending')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'e-Way Bill' }));

    const panel = await screen.findByRole('region', { name: `e-Way Bill of invoice ${pending.invoiceNumber}` });
    expect(within(panel).getByText('No e-way bill recorded yet.')).toBeInTheDocument();
    // The invoice's vehicle is proposed, written as the portal takes it.
    expect(within(panel).getByRole('textbox', { name: 'Vehicle No.' })).toHaveValue('MH12AB1234');
    expect(await axeViolations(container)).toEqual([]);

    const download = within(panel).getByRole('button', { name: 'Download e-Way Bill JSON' });
    await user.click(download);
    expect(await within(panel).findByText('Enter the distance in km')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /^Distance/ }), '42');
    await user.clear(within(panel).getByRole('textbox', { name: 'Vehicle No.' }));
    await user.click(download);
    expect(
      await within(panel).findByText("Enter the vehicle number, or the transporter's ID for the transporter to add it"),
    ).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Vehicle No.' }), 'mh 14 hg 0917');
    await user.type(within(panel).getByRole('textbox', { name: 'Transporter name' }), 'Shree Ganesh Roadways');
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['e-way-bill-INV-2026-27-0001.json']));
    const asked = calls.find((c) => c.path.endsWith('/e-way-bill') && c.method === 'GET');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      transMode: '1',
      transDistance: '42',
      vehicleNo: 'MH14HG0917',
      vehicleType: 'R',
      transporterName: 'Shree Ganesh Roadways',
    });

    await user.type(within(panel).getByRole('textbox', { name: /^e-Way Bill No\./ }), '3310 0123 4567');
    await user.type(within(panel).getByRole('textbox', { name: /^Valid until/ }), '30112026');
    await user.clear(within(panel).getByRole('textbox', { name: /^Generated on/ }));
    await user.type(within(panel).getByRole('textbox', { name: /^Generated on/ }), '28112026');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      eWayBillNumber: NUMBER,
      eWayBillDate: '2026-11-28',
      validUntil: '2026-11-30',
    });
    // Recorded: no longer pending, and the invoice names it.
    // On the invoice, and on each printed copy.
    expect(await screen.findAllByText(`${NUMBER} valid until 30/11/2026`)).toHaveLength(3);
    expect(screen.queryByText('e-way bill pending')).not.toBeInTheDocument();
  });

  it("places the server's refusal on its field, or says it in words", async () => {
    serve(pending, (req) => {
      if (!req.path.endsWith('/e-way-bill') || req.method !== 'GET') return undefined;
      return req.query.get('transMode') === '3'
        ? errorBody(409, 'INV/2026-27/0001 cannot have an e-way bill: …', {
            transDocDate: 'The transport document cannot be dated before the invoice (10/04/2026)',
          })
        : errorBody(
            409,
            "INV/2026-27/0001 cannot have an e-way bill: The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
            {
              customerId: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
            },
          );
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/invoices/view/${pending.id}?action=e-way-bill`);
    const panel = await screen.findByRole('region', { name: /^e-Way Bill of invoice/ });
    await user.type(within(panel).getByRole('textbox', { name: /^Distance/ }), '0');
    await user.click(within(panel).getByRole('button', { name: 'Download e-Way Bill JSON' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "INV/2026-27/0001 cannot have an e-way bill: The customer's billing address has no PIN code",
    );
    await user.selectOptions(within(panel).getByRole('combobox', { name: /^Mode/ }), 'Air');
    await user.type(within(panel).getByRole('textbox', { name: 'Transport doc no.' }), 'AWB-118');
    await user.type(within(panel).getByRole('textbox', { name: 'Transport doc date' }), '01042026');
    await user.click(within(panel).getByRole('button', { name: 'Download e-Way Bill JSON' }));
    expect(
      await within(panel).findByText('The transport document cannot be dated before the invoice (10/04/2026)'),
    ).toBeInTheDocument();
  });

  it('clears a recorded e-way bill, and leaves recording to whoever issues invoices', async () => {
    const recorded = makeInvoice({
      eWayBillNumber: NUMBER,
      eWayBillDate: '2026-04-10',
      eWayBillValidUntil: '2026-04-11',
    });
    const { calls } = serve(recorded);
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/invoices/view/${recorded.id}?action=e-way-bill`);
    const panel = await screen.findByRole('region', { name: /^e-Way Bill of invoice/ });
    expect(within(panel).getByText(`e-Way Bill No.: ${NUMBER} valid until 11/04/2026`)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^e-Way Bill No\./ })).toHaveValue(NUMBER);
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    await answerConfirm(user, true, `Clear e-Way Bill No. ${NUMBER} from invoice INV/2026-27/0001?`);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('e-way bill pending')).toBeInTheDocument();

    signIn([{ scope: 'invoices', actions: ['view'] }]);
    renderRoutes(ROUTES, `/invoices/view/${recorded.id}?action=e-way-bill`);
    const readOnly = (await screen.findAllByRole('region', { name: /^e-Way Bill of invoice/ })).at(-1) as HTMLElement;
    expect(within(readOnly).getByRole('button', { name: 'Download e-Way Bill JSON' })).toBeInTheDocument();
    expect(within(readOnly).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('is not offered on a draft, and the list shows which invoices are pending', async () => {
    const draft = makeInvoice({ status: 'draft', displayStatus: 'draft', invoiceNumber: null });
    serve(draft, (req) =>
      req.path === '/api/invoices'
        ? json({
            data: [summary({ eWayBillPending: true }), summary({ id: 'other', invoiceNumber: 'INV/2026-27/0002' })],
            total: 2,
            page: 1,
            limit: 10,
            totalPages: 1,
            totals: { outstanding: 0, overdue: 0 },
          })
        : undefined,
    );
    renderRoutes(ROUTES, `/invoices/view/${draft.id}?action=e-way-bill`);
    expect(await screen.findByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'e-Way Bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^e-Way Bill/ })).not.toBeInTheDocument();

    renderRoutes(ROUTES, '/invoices');
    const first = await screen.findByRole('row', { name: /INV\/2026-27\/0001/ });
    expect(within(first).getByText('e-way bill pending')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /INV\/2026-27\/0002/ })).queryByText('e-way bill pending'),
    ).toBeNull();
  });
});
