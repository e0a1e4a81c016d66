import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, IDS, makeChallan, RECEIPTS, userWith } from './job-work-fixtures';
import { JobWorkViewPage } from './job-work-view-page';

const ROUTES = [
  { path: '/job-work/view/:id', element: <JobWorkViewPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const challan = makeChallan();
const draft = makeChallan({ id: IDS.draft, challanNumber: null, status: 'draft', sentAt: null, daysOut: null });

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path === `/api/job-work-challans/${IDS.sent}` && req.method === 'GET') return json(challan);
    if (req.path === `/api/job-work-challans/${IDS.draft}` && req.method === 'GET') return json(draft);
    if (req.path === `/api/job-work-challans/${IDS.sent}/receipts` && req.method === 'GET') return json(RECEIPTS);
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

describe('job-work challan page', { timeout: 30_000 }, () => {
  it('shows the challan as printed, in three copies, with both GSTINs, HSN, value and the rule 55 wording', async () => {
    serve();
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    const document = await screen.findByRole('article', { name: 'Job work challan' });
    expect(within(document).getByRole('heading', { name: 'Delivery Challan for Job Work' })).toBeInTheDocument();
    expect(within(document).getByText('Original for consignee')).toBeInTheDocument();
    const copies = screen.getByTestId('print-copies');
    expect(within(copies).getByText('Duplicate for transporter')).toBeInTheDocument();
    expect(within(copies).getByText('Triplicate for consigner')).toBeInTheDocument();
    expect(within(document).getByText('27AAPFU0939F1ZV')).toBeInTheDocument();
    const jobWorker = within(document).getByRole('region', { name: 'Consignee (job worker)' });
    expect(within(jobWorker).getByText('27AAFCS1234K1ZX')).toBeInTheDocument();
    expect(within(jobWorker).getByText('Maharashtra (Code 27)')).toBeInTheDocument();
    expect(within(document).getByText('Zinc plating (job work)')).toBeInTheDocument();
    const goods = within(document).getByRole('table', { name: 'Goods sent' });
    expect(within(goods).getByText('Heat No. H-OLD')).toBeInTheDocument();
    expect(within(goods).getByText('72142090')).toBeInTheDocument();
    expect(within(goods).getByText('412.5')).toBeInTheDocument();
    expect(within(goods).getByText('1,55,937.50')).toBeInTheDocument();
    expect(within(document).getByText(/rule 55\(1\)\(c\) of the CGST Rules/)).toBeInTheDocument();
    // The actions a partly received challan offers.
    expect(screen.getByRole('button', { name: 'Record goods back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Cancelling takes nothing back yet: with goods back, the flow does not offer it.
    expect(screen.queryByRole('button', { name: 'Cancel Challan' })).not.toBeInTheDocument();
  });

  it('shows what is still out per line and what came back, receipt by receipt', async () => {
    serve();
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    const pending = await screen.findByRole('table', { name: 'Pending per line' });
    const sleeves = within(pending).getByRole('row', { name: 'Line 1' });
    expect(
      within(sleeves)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'DRG-118 Plunger sleeve',
      'Inputs',
      'Back by 04/05/2027',
      '5,000 NOS',
      '3,000',
      '0',
      '0',
      '2,000 NOS',
    ]);
    const back = screen.getByRole('region', { name: 'Goods back' });
    expect(await within(back).findByText('Their challan PL/118 dated 15/05/2026')).toBeInTheDocument();
    expect(within(back).getByText('#1 DRG-118 Plunger sleeve: 3,000 good')).toBeInTheDocument();
  });

  it('records goods back: only the lines filled in are sent, each checked against what is out', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.sent}/receipts`
        ? json({ ...challan, status: 'received', version: 4 }, 201)
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    await user.click(await screen.findByRole('button', { name: 'Record goods back' }));
    expect(router.state.location.search).toBe('?action=receive');
    expect(await screen.findByRole('heading', { name: 'Record goods back' })).toBeInTheDocument();

    await user.type(within(panelLine(1)).getByLabelText('Good (NOS)'), '2001');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    expect(await within(panelLine(1)).findByText('Only 2,000 left with the job worker')).toBeInTheDocument();

    await user.clear(within(panelLine(1)).getByLabelText('Good (NOS)'));
    await user.type(within(panelLine(1)).getByLabelText('Good (NOS)'), '1900');
    await user.type(within(panelLine(1)).getByLabelText('Rejected (NOS)'), '100');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    expect(await within(panelLine(1)).findByText('Say why the pieces were rejected')).toBeInTheDocument();
    await user.type(within(panelLine(1)).getByLabelText('Rejection reason'), 'Plating peeled');
    await user.type(screen.getByLabelText("Job worker's challan No."), 'PL/131');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    const [body] = sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/receipts`) as Record<string, unknown>[];
    expect(body).toMatchObject({
      jobWorkerChallanNumber: 'PL/131',
      version: 3,
      lines: [
        {
          challanLineId: IDS.sleeveLine,
          goodQuantity: 1900,
          rejectedQuantity: 100,
          scrapKg: 0,
          rejectionReason: 'Plating peeled',
        },
      ],
    });
  });

  it('puts the server’s refusal on the panel’s own line, though blank lines were left out', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.sent}/receipts`
        ? errorBody(400, 'Only 12.5 left with the job worker', {
            'lines.0.goodQuantity': 'Only 12.5 left with the job worker',
          })
        : undefined,
    );
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}?action=receive`);
    await screen.findByRole('heading', { name: 'Record goods back' });
    await user.type(within(panelLine(2)).getByLabelText('Good (KGS)'), '400');
    await user.click(screen.getByRole('button', { name: 'Record Goods Back' }));
    expect(await within(panelLine(2)).findByText('Only 12.5 left with the job worker')).toBeInTheDocument();
    expect(within(panelLine(1)).queryByText('Only 12.5 left with the job worker')).not.toBeInTheDocument();
  });

  it('closes a challan with why', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.sent}/close`
        ? json({ ...challan, status: 'closed', statusReason: 'Lost in plating', version: 4 })
        : undefined,
    );
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Confirm close' }));
    expect(screen.getByText('Give the reason for closing')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Lost in plating');
    await user.click(screen.getByRole('button', { name: 'Confirm close' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/close`)).toEqual([
        { version: 3, reason: 'Lost in plating' },
      ]),
    );
  });

  it('cancels a sent challan nothing has come back against, with why', async () => {
    const user = userEvent.setup();
    const untouched = makeChallan({
      status: 'sent',
      lines: makeChallan().lines.map((line) => ({
        ...line,
        returnedQuantity: 0,
        goodQuantity: 0,
        pendingQuantity: line.quantity,
      })),
    });
    const { calls } = serve((req) => {
      if (req.method === 'GET' && req.path === `/api/job-work-challans/${IDS.sent}`) return json(untouched);
      return req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.sent}/cancel`
        ? json({ ...untouched, status: 'cancelled', statusReason: 'Sent to the wrong plater', version: 4 })
        : undefined;
    });
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel Challan' }));
    await user.type(screen.getByLabelText('Reason'), 'Sent to the wrong plater');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.sent}/cancel`)).toEqual([
        { version: 3, reason: 'Sent to the wrong plater' },
      ]),
    );
    expect(await screen.findByText('CANCELLED — Sent to the wrong plater')).toBeInTheDocument();
  });

  it('offers a draft’s edit, send and delete; sending asks first', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === `/api/job-work-challans/${IDS.draft}/send`
        ? json({ ...draft, status: 'sent', challanNumber: 'JWC/2026-27/0002' })
        : undefined,
    );
    renderRoutes(ROUTES, `/job-work/view/${IDS.draft}`);
    expect(await screen.findByText('DRAFT — not a delivery challan until sent')).toBeInTheDocument();
    expect(screen.queryByTestId('print-copies')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/job-work/edit/${IDS.draft}`);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await answerConfirm(user, true, /^Send this challan/)).toBe('Send');
    await waitFor(() => expect(sent(calls, 'POST', `/api/job-work-challans/${IDS.draft}/send`)).toHaveLength(1));
  });

  it('shows only print and the PDF to whoever may only view', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'job-work', actions: ['view'] }]),
    });
    serve();
    renderRoutes(ROUTES, `/job-work/view/${IDS.sent}`);
    await screen.findByRole('article', { name: 'Job work challan' });
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    for (const name of ['Record goods back', 'Close', 'Cancel Challan', 'Send']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
