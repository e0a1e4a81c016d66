import { ALL_PERMISSIONS, type EmailDraft, type Permission } from '@lathe/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeInvoice } from './invoice-fixtures';
import { InvoiceViewPage } from './invoice-view-page';

const issued = makeInvoice();
const DRAFT: EmailDraft = {
  to: ['purchase@deccan.example'],
  cc: [],
  subject: `Tax invoice ${issued.invoiceNumber} from Acme Precision Pvt Ltd`,
  message: 'Dear Suresh Patil,\n\nPlease find attached our tax invoice.',
  attachment: 'INV-2026-27-0001.pdf',
  mailConfigured: true,
};

const ROUTES = [{ path: '/invoices/view/:id', element: <InvoiceViewPage /> }];

function serve(draft: EmailDraft = DRAFT) {
  return stubFetch((req) => {
    if (req.path === `/api/invoices/${issued.id}` && req.method === 'GET') return json(issued);
    if (req.path === `/api/invoices/${issued.id}/email` && req.method === 'GET') return json(draft);
    if (req.path === `/api/invoices/${issued.id}/email` && req.method === 'POST') {
      const mail = req.body as { to: string[]; cc: string[]; subject: string };
      return json({ ...mail, attachment: draft.attachment, sentAt: '2026-11-27T10:00:00.000Z' });
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

describe('e-mailing an invoice', { timeout: 15_000 }, () => {
  beforeEach(() => signIn());

  it("opens on the server's proposal, reads the typed addresses, sends and closes", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    const { router, container } = renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    await user.click(await screen.findByRole('link', { name: 'E-mail' }));
    const to = await screen.findByRole('textbox', { name: /^To/ });
    expect(to).toHaveValue('purchase@deccan.example');
    expect(to).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue(DRAFT.subject);
    expect(screen.getByText('Attached: INV-2026-27-0001.pdf')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(to, ', stores@deccan');
    await user.click(screen.getByRole('button', { name: 'Send E-mail' }));
    expect(await screen.findByText('stores@deccan is not an e-mail address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(to, '.example');
    await user.type(screen.getByRole('textbox', { name: /^Cc/ }), 'Accounts@Deccan.example');
    await user.click(screen.getByRole('button', { name: 'Send E-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      to: ['purchase@deccan.example', 'stores@deccan.example'],
      cc: ['accounts@deccan.example'],
      subject: DRAFT.subject,
      message: DRAFT.message,
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^To/ })).not.toBeInTheDocument());
  });

  it('says what is missing when the server cannot send mail, and offers no form', async () => {
    serve({ ...DRAFT, mailConfigured: false });
    renderRoutes(ROUTES, `/invoices/view/${issued.id}?action=email`);
    expect(await screen.findByText(/E-mail cannot be sent from this server yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send E-mail' })).not.toBeInTheDocument();
  });

  it('is not offered without e-mails: create', async () => {
    signIn([{ scope: 'invoices', actions: ['view'] }]);
    serve();
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
  });
});
