import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { replaceText } from '../../test/enter-text';
import { errorBody, type FakeHandler, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, SCHEDULE } from './schedule-fixtures';
import { ScheduleViewPage } from './schedule-view-page';

const ROUTES = [{ path: '/delivery-schedules/view/:id', element: <ScheduleViewPage /> }];
const VIEW = `/delivery-schedules/view/${IDS.schedule}`;
const DISPATCHES = `/api/delivery-schedules/${IDS.schedule}/dispatches`;

function serve(dispatch: FakeHandler = () => json(SCHEDULE, 201)) {
  return stubFetch((req) => {
    if (req.path === `/api/delivery-schedules/${IDS.schedule}` && req.method === 'GET') return json(SCHEDULE);
    if (req.path === DISPATCHES && req.method === 'POST') return dispatch(req);
    return errorBody(404, 'Not found');
  });
}
const dispatches = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST' && c.path === DISPATCHES);

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('a delivery schedule’s page', () => {
  it('shows the buckets part by part, firm or forecast, how each stands, and every revision’s difference', async () => {
    serve();
    renderRoutes(ROUTES, VIEW);
    expect(await screen.findByRole('heading', { name: 'December 2026 · Bharat Auto Components' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SO/2026-27/0042' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.release}`,
    );
    expect(screen.getByText('14/12/2026')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Buckets of the latest revision, by part' });
    const [bush, sleeve] = within(table).getAllByRole('rowgroup').slice(1) as [HTMLElement, HTMLElement];
    expect(within(bush).getByRole('rowheader')).toHaveTextContent('FB-2231 — Flange bush · 2,400 pieces');
    const cells = (group: HTMLElement) =>
      within(group)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(cells(bush)).toEqual([
      ['W49', '06/12/2026', '500', 'Firm', '500', '0', 'On time in full'],
      ['W50', '13/12/2026', '1,300', 'Firm', '300', '1,000', 'Not yet due'],
      ['W51', '20/12/2026', '400', 'Firm', '0', '400', 'Not yet due'],
      ['W52', '27/12/2026', '200', 'Forecast', '0', '200', 'Not yet due'],
    ]);
    expect(cells(sleeve)[0]).toEqual(['W49', '06/12/2026', '600', 'Firm', '0', '600', 'Short']);

    const rev1 = screen.getByRole('listitem', { name: 'Rev 1' });
    expect(rev1).toHaveTextContent('Received 03/12/2026');
    expect(rev1).toHaveTextContent('CSV file (rev1.csv)');
    expect(rev1).toHaveTextContent('4,000 pieces');
    expect(rev1).toHaveTextContent('FB-2231: +500 in week 50, −200 in week 51, +200 in week 52 (net +500)');
    const rev0 = screen.getByRole('listitem', { name: 'Rev 0' });
    expect(rev0).toHaveTextContent('Excel workbook (Schedule Dec.xlsx)');
    expect(rev0).toHaveTextContent('The month’s first schedule.');

    expect(screen.getByRole('link', { name: 'Revise on the grid' })).toHaveAttribute(
      'href',
      `/delivery-schedules/new?customerId=${IDS.customer}&month=2026-12`,
    );
    expect(screen.getByRole('link', { name: 'Import a revision' })).toHaveAttribute(
      'href',
      `/delivery-schedules/import?customerId=${IDS.customer}&month=2026-12`,
    );
    expect(screen.getByRole('link', { name: 'Dispatch' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers revising and dispatching only to whoever may do them', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'sales-orders', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, `${VIEW}?action=dispatch`);
    expect(await screen.findByRole('heading', { name: /December 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revise on the grid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dispatch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Record dispatch' })).not.toBeInTheDocument();
  });

  it('asks for a reason as soon as the pieces reach past the firm zone, and sends it', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoutes(ROUTES, VIEW);
    await user.click(await screen.findByRole('link', { name: 'Dispatch' }));
    const bush = await screen.findByLabelText('FB-2231 — Flange bush');
    expect(bush).toHaveAccessibleDescription('1,600 left to dispatch, earliest W50');
    await replaceText(user, screen.getByLabelText('Vehicle / Transporter Reference'), 'TN 38 AB 1234');

    // 1,400 fill W50 and W51, both firm: no reason asked.
    await replaceText(user, bush, '1400');
    expect(screen.queryByLabelText(/Reason for Going Ahead/)).not.toBeInTheDocument();
    // 1,500 reach W52, the forecast.
    await replaceText(user, bush, '1500');
    expect(
      await screen.findByText(
        /reaches past the firm zone into the customer’s forecast: FB-2231 W52 \(due 27\/12\/2026\)/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record Dispatch' }));
    const reason = screen.getByLabelText(/Reason for Going Ahead/);
    expect(reason).toHaveAccessibleDescription(
      'This dispatch reaches beyond the firm zone (firm until 14/12/2026): give the reason',
    );
    expect(dispatches(calls)).toHaveLength(0);

    await user.type(reason, 'Customer asked to pull W52 ahead');
    await user.click(screen.getByRole('button', { name: 'Record Dispatch' }));
    await vi.waitFor(() => expect(dispatches(calls)).toHaveLength(1));
    expect(dispatches(calls)[0]?.body).toEqual({
      dispatchDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      vehicleReference: 'TN 38 AB 1234',
      notes: null,
      lines: [
        { productId: IDS.bush, quantity: 1500 },
        { productId: IDS.sleeve, quantity: 0 },
      ],
      reason: 'Customer asked to pull W52 ahead',
      version: 3,
    });
    expect(toast.success).toHaveBeenCalledWith('Dispatch recorded');
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Record dispatch' })).not.toBeInTheDocument());
  });

  it('shows the reason box when the server asks for it, and confirms a PDI override the server asks about', async () => {
    let answers = 0;
    const { calls } = serve((req) => {
      answers += 1;
      const body = req.body as { reason?: string; pdiOverride?: boolean };
      if (!body.reason) {
        return errorBody(400, 'This dispatch reaches beyond the firm zone (firm until 14/12/2026): give the reason', {
          reason: 'This dispatch reaches beyond the firm zone (firm until 14/12/2026): give the reason',
        });
      }
      if (!body.pdiOverride) {
        return errorBody(409, 'No passed PDI', { pdiOverride: 'SL-0907 has no passed PDI on record' });
      }
      return json(SCHEDULE, 201);
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, `${VIEW}?action=dispatch`);
    await replaceText(user, await screen.findByLabelText('SL-0907 — Sleeve'), '600');
    expect(screen.queryByLabelText(/Reason for Going Ahead/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record Dispatch' }));
    const reason = await screen.findByLabelText(/Reason for Going Ahead/);
    expect(reason).toHaveAccessibleDescription(
      'This dispatch reaches beyond the firm zone (firm until 14/12/2026): give the reason',
    );
    await user.type(reason, 'Line stoppage at the customer next week');
    await user.click(screen.getByRole('button', { name: 'Record Dispatch' }));
    await answerConfirm(user, true, /SL-0907 has no passed PDI on record\.\s+Dispatch anyway\?/);
    await vi.waitFor(() => expect(answers).toBe(3));
    expect(dispatches(calls)[2]?.body).toMatchObject({
      reason: 'Line stoppage at the customer next week',
      pdiOverride: true,
      lines: [
        { productId: IDS.bush, quantity: 0 },
        { productId: IDS.sleeve, quantity: 600 },
      ],
    });
  });
});
