import { ALL_PERMISSIONS, type EmailDraft, type Permission } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmailPanel } from '../../components/document-email/email-panel';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt, renderRoutes } from '../../test/render';
import { IDS, makeInspection } from './inspection-fixtures';
import { InspectionViewPage } from './inspection-view-page';

const COMPANY = { name: 'Acme Precision Pvt Ltd', address: 'MIDC Bhosari, Pune', state: 'Maharashtra', logo: null };
const ROUTES = [
  { path: '/inspections', element: <p>the list</p> },
  { path: '/inspections/view/:id', element: <InspectionViewPage /> },
];

function signIn(permissions: Permission[] = ALL_PERMISSIONS) {
  useAuthStore.getState().loginSuccess({
    accessToken: 'a',
    refreshToken: 'r',
    user: makeUser({ roles: [{ id: 'r2', name: 'Quality' }], role: { id: 'r2', name: 'Quality', permissions } }),
  });
}

function serve(inspection = makeInspection()) {
  return stubFetch((req) => {
    if (req.path === `/api/inspections/${IDS.inspection}` && req.method === 'GET') return json(inspection);
    if (req.path === `/api/inspections/${IDS.inspection}` && req.method === 'DELETE')
      return new Response(null, { status: 204 });
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 5, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

beforeEach(() => signIn());

describe('the inspection report', { timeout: 20_000 }, () => {
  it('prints the dispatch, invoice, heats, every measured value and the verdict, with its PDF a click away', async () => {
    serve();
    renderRoutes(ROUTES, `/inspections/view/${IDS.inspection}`);
    const report = await screen.findByRole('article', { name: 'Pre-Dispatch Inspection Report' });
    for (const text of [
      'DC/2026-27/0007',
      'INV/2026-27/0112 dated 27/11/2026',
      'Bosch Ltd',
      'DRG-118 — Plunger sleeve',
      '2,000 nos',
      '3 pieces',
      'Heat No. H2291, H2307',
      'VERDICT: PASS — every characteristic within its tolerance',
      'Suresh Patil',
    ]) {
      expect(within(report).getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
    }
    const [, od] = within(report).getAllByRole('row');
    expect(od).toHaveTextContent('24.97 24.96 24.98');
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('names what failed, and is deleted after a yes by whoever may delete', async () => {
    const user = userEvent.setup();
    const failed = makeInspection({
      result: 'fail',
      readings: makeInspection().readings.map((reading) => ({ ...reading, result: 'fail' as const })),
    });
    const { calls } = serve(failed);
    const { router } = renderRoutes(ROUTES, `/inspections/view/${IDS.inspection}`);
    expect(await screen.findByText('VERDICT: FAIL — Final OD is out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await answerConfirm(user, true, /^Are you sure you want to delete this /)).toBe('Delete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inspections'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('offers no delete to whoever may only view inspections', async () => {
    signIn([{ scope: 'inspection', actions: ['view'] }]);
    serve();
    renderRoutes(ROUTES, `/inspections/view/${IDS.inspection}`);
    expect(await screen.findByRole('article', { name: 'Pre-Dispatch Inspection Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe("the invoice's e-mail and its PDI report", { timeout: 20_000 }, () => {
  const DRAFT: EmailDraft = {
    to: ['purchase@bosch.example'],
    cc: [],
    subject: 'Tax invoice INV/2026-27/0112',
    message: 'Please find it attached.',
    attachment: 'INV-2026-27-0112.pdf',
    pdiReports: ['PDI-DC-2026-27-0007-DRG-118.pdf'],
    mailConfigured: true,
  };

  it('offers to attach the PDI report, checked, and sends the choice', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/invoices/inv/email' && req.method === 'GET') return json(DRAFT);
      if (req.path === '/api/invoices/inv/email' && req.method === 'POST') {
        return json({ ...(req.body as object), attachment: DRAFT.attachment, sentAt: '2026-11-27T10:00:00.000Z' });
      }
      return errorBody(404, 'Not found');
    });
    renderAt(
      <EmailPanel
        target={{ path: 'invoices/inv/email', history: { entity: 'invoices', id: 'inv' } }}
        what="invoice INV/2026-27/0112"
        closeTo="/done"
      />,
    );
    const attach = await screen.findByRole('checkbox', { name: 'Attach the PDI report' });
    expect(attach).toBeChecked();
    expect(screen.getByText(/PDI-DC-2026-27-0007-DRG-118\.pdf/)).toBeInTheDocument();
    await user.click(attach);
    await user.click(screen.getByRole('button', { name: 'Send E-mail' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ attachPdi: false });
  });
});
