import { ALL_PERMISSIONS, type Invoice, indianDate, type Permission } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeInvoice } from './invoice-fixtures';
import { InvoiceViewPage } from './invoice-view-page';

const IRN = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';
const issued = makeInvoice();

const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** A signed QR code as NIC makes it, naming `invoice` (signed by no one: the app only reads it). */
const signedQr = (invoice: Invoice, data: object = {}) =>
  [
    base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })),
    base64url(
      JSON.stringify({
        data: JSON.stringify({
          SellerGstin: invoice.seller.gstin,
          BuyerGstin: invoice.customerGstin,
          DocNo: invoice.invoiceNumber,
          DocTyp: 'INV',
          DocDt: indianDate(invoice.invoiceDate),
          TotInvVal: invoice.grandTotal,
          Irn: IRN,
          ...data,
        }),
        iss: 'NIC',
      }),
    ),
    base64url('signature'),
  ].join('.');

/** The portal's answer, as its API wraps it. */
const portalAnswer = (qr = signedQr(issued)) =>
  JSON.stringify({
    Status: 1,
    Data: JSON.stringify({ AckNo: 112010036563310, AckDt: '2026-04-10 15:20:11', Irn: IRN, SignedQRCode: qr }),
  });

const recorded = makeInvoice({
  irn: IRN,
  irnAckNumber: '112010036563310',
  irnAckDate: '2026-04-10T09:50:11.000Z',
  irnSignedQr: signedQr(issued),
  version: 3,
});

const ROUTES = [{ path: '/invoices/view/:id', element: <InvoiceViewPage /> }];

function serve(first: Invoice, answer: (req: FakeRequest) => Response | undefined = () => undefined) {
  let current = first;
  return stubFetch((req) => {
    const given = answer(req);
    if (given) return given;
    if (req.path === `/api/invoices/${first.id}` && req.method === 'GET') return json(current);
    if (req.path === `/api/invoices/${first.id}/irn` && req.method === 'PUT') {
      current = recorded;
      return json(current);
    }
    if (req.path === `/api/invoices/${first.id}/irn` && req.method === 'DELETE') {
      current = { ...issued, version: 4 };
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

const fileOf = (text: string, name = 'irn-response.json') => new File([text], name, { type: 'application/json' });

describe('the IRN of an invoice', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());

  it('is recorded from the portal’s answer: the file fills the form, Save sends it and the invoice shows it', async () => {
    const { calls } = serve(issued);
    const user = userEvent.setup();
    const { router, container } = renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    await user.click(await screen.findByRole('link', { name: 'IRN' }));
    const panel = await screen.findByRole('region', { name: /e-Invoice \(IRN\) of invoice INV\/2026-27\/0001/ });
    expect(within(panel).getByRole('textbox', { name: /^IRN/ })).toHaveFocus();

    await user.upload(within(panel).getByLabelText('Upload portal response'), fileOf(portalAnswer()));
    expect(await within(panel).findByText('Filled in from irn-response.json: check it and save')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^IRN/ })).toHaveValue(IRN);
    expect(within(panel).getByRole('textbox', { name: /^Ack No\./ })).toHaveValue('112010036563310');
    // The day shows once the form's validation of the filled fields has settled.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /^Ack Date/ })).toHaveValue('10/04/2026'));
    expect(within(panel).getByRole('textbox', { name: /^Ack Time/ })).toHaveValue('15:20:11');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Save IRN' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      irn: IRN,
      ackNumber: '112010036563310',
      ackDate: '2026-04-10T09:50:11.000Z',
      signedQrCode: signedQr(issued),
      version: issued.version,
    });
    expect(toast.success).toHaveBeenCalledWith('IRN recorded on invoice INV/2026-27/0001');

    const block = within(screen.getByRole('article', { name: 'Tax invoice' })).getByRole('region', {
      name: 'e-Invoice',
    });
    expect(within(block).getByText(IRN)).toBeInTheDocument();
    expect(within(block).getByText('10/04/2026 15:20')).toBeInTheDocument();
    // The QR code's SVG as an image's data URL, never as markup in the page.
    await waitFor(() =>
      expect(within(block).getByRole('img', { name: 'Signed QR code of the e-invoice' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
      ),
    );
    expect(block.querySelector('svg:not(.lucide)')).toBeNull();
  });

  it('refuses the QR code of another invoice in the browser, saying whose it is, and sends nothing', async () => {
    const { calls } = serve(issued);
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/invoices/view/${issued.id}?action=irn`);
    const panel = await screen.findByRole('region', { name: /e-Invoice \(IRN\)/ });
    await user.upload(
      within(panel).getByLabelText('Upload portal response'),
      fileOf(portalAnswer(signedQr(issued, { DocNo: 'INV/2026-27/0009' }))),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save IRN' }));
    expect(
      await within(panel).findByText('The QR code is of invoice INV/2026-27/0009, not INV/2026-27/0001'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says why a file is not the portal’s answer', async () => {
    serve(issued);
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/invoices/view/${issued.id}?action=irn`);
    const upload = await screen.findByLabelText('Upload portal response');
    await user.upload(upload, fileOf('{"Status":0,"ErrorDetails":[{"ErrorMessage":"Duplicate IRN"}]}'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The portal refused this e-invoice: Duplicate IRN');
    await user.upload(upload, fileOf(' '.repeat(100 * 1024 + 1)));
    expect(await screen.findByRole('alert')).toHaveTextContent('too large to be the portal’s answer');
  });

  it('shows the server’s refusal, and closes with Escape', async () => {
    serve(issued, (req) =>
      req.method === 'PUT'
        ? errorBody(409, 'This IRN is already recorded on invoice INV/2026-27/0003', {
            irn: 'This IRN is already recorded on invoice INV/2026-27/0003',
          })
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, `/invoices/view/${issued.id}?action=irn`);
    await user.upload(await screen.findByLabelText('Upload portal response'), fileOf(portalAnswer()));
    await user.click(screen.getByRole('button', { name: 'Save IRN' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This IRN is already recorded on invoice INV/2026-27/0003'),
    );
    expect(screen.getByRole('textbox', { name: /^IRN/ })).toHaveAccessibleDescription(
      'This IRN is already recorded on invoice INV/2026-27/0003',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is removed, once confirmed, with the version read', async () => {
    const { calls } = serve(recorded);
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/invoices/view/${recorded.id}`);
    const remove = await screen.findByRole('button', { name: 'Remove IRN' });
    await user.click(remove);
    const label = await answerConfirm(user, false, /^Remove the IRN from invoice INV\/2026-27\/0001\?/);
    expect(label).toBe('Remove IRN');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await answerConfirm(user, true);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('IRN removed from invoice INV/2026-27/0001'));
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(sent?.query.get('version')).toBe('3');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'e-Invoice' })).not.toBeInTheDocument());
  });

  it('is offered to whoever issues invoices, on an issued invoice to a registered buyer', async () => {
    signIn([{ scope: 'invoices', actions: ['view', 'create', 'edit', 'delete'] }]);
    serve(recorded);
    renderRoutes(ROUTES, `/invoices/view/${recorded.id}`);
    const document = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(await within(document).findByText(IRN)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IRN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove IRN' })).not.toBeInTheDocument();
  });

  it('is not offered on an invoice to an unregistered buyer', async () => {
    const b2c = makeInvoice({ customerGstin: null });
    serve(b2c);
    renderRoutes(ROUTES, `/invoices/view/${b2c.id}`);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IRN' })).not.toBeInTheDocument();
  });
});
