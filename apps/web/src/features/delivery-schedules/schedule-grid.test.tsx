import { todayIn } from '@lathe/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, SCHEDULE, servePickers } from './schedule-fixtures';
import { ScheduleGridPage } from './schedule-grid-page';

const ROUTES = [
  { path: '/delivery-schedules', element: <p>the list</p> },
  { path: '/delivery-schedules/new', element: <ScheduleGridPage /> },
  { path: '/delivery-schedules/view/:id', element: <p>the schedule</p> },
];

type User = ReturnType<typeof userEvent.setup>;
const posts = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/delivery-schedules');

async function addPart(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Add a part' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the delivery schedule grid', () => {
  it('posts the month as the schema takes it, shades the forecast, and shows a refusal on its cell', async () => {
    const { calls } = stubFetch((req) => {
      const answer = servePickers(req);
      if (answer) return answer;
      if (req.method === 'POST' && req.path === '/api/delivery-schedules') {
        return errorBody(400, 'Blanket order BO/2026-27/0001 has 600 of SL-0907 left to release', {
          'lines.2.quantity':
            'Blanket order BO/2026-27/0001 has 600 of SL-0907 left to release; this month asks for 1,000',
        });
      }
      return errorBody(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/delivery-schedules/new?customerId=${IDS.customer}&month=2026-12`);

    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('BAC01 — Bharat Auto Components');
    expect(screen.getByLabelText('Firm Until')).toHaveValue('14/12/2026');
    await addPart(user, 'FB-2231 — Flange bush');
    await addPart(user, 'SL-0907 — Sleeve');

    // By week: the ISO weeks with a day in December, each headed by its Monday.
    const grid = screen.getByRole('table', { name: /Pieces by part and week/ });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Part',
      'W49 (30/11)',
      'W50 (07/12)',
      // Firm until 14/12 (a Monday): week 51 is due by Sunday 20/12, so it is the forecast's.
      'W51 (14/12)Forecast',
      'W52 (21/12)Forecast',
      'W53 (28/12)Forecast',
      'Total',
      'Remove',
    ]);
    const cell = (label: string) => screen.getByRole('textbox', { name: label });
    expect(cell('FB-2231, W52 (21/12), forecast').closest('td')).toHaveAttribute('data-zone', 'forecast');
    expect(cell('FB-2231, W50 (07/12)').closest('td')).toHaveAttribute('data-zone', 'firm');

    await user.type(cell('FB-2231, W49 (30/11)'), '500');
    await user.type(cell('FB-2231, W52 (21/12), forecast'), '300');
    await user.type(cell('SL-0907, W50 (07/12)'), '1000');
    expect(within(screen.getByRole('row', { name: 'FB-2231' })).getByText('800')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));

    const [post] = posts(calls);
    expect(post?.body).toEqual({
      customerId: IDS.customer,
      month: '2026-12',
      receivedOn: todayIn(),
      firmUntil: '2026-12-14',
      reference: null,
      lines: [
        { productId: IDS.bush, bucket: 'week', date: '2026-11-30', quantity: 500 },
        { productId: IDS.bush, bucket: 'week', date: '2026-12-21', quantity: 300 },
        { productId: IDS.sleeve, bucket: 'week', date: '2026-12-07', quantity: 1000 },
      ],
    });
    const refused = cell('SL-0907, W50 (07/12)');
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAccessibleDescription(
      'Blanket order BO/2026-27/0001 has 600 of SL-0907 left to release; this month asks for 1,000',
    );
    expect(toast.error).toHaveBeenCalled();
    // Typing in the cell again clears its message.
    await user.clear(refused);
    expect(refused).not.toHaveAttribute('aria-invalid');
  });

  it('checks the grid with the shared schema before sending anything', async () => {
    const { calls } = stubFetch((req) => servePickers(req) ?? errorBody(404, 'Not found'));
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/delivery-schedules/new?customerId=${IDS.customer}&month=2026-12`);
    await screen.findByRole('combobox', { name: 'Customer' });
    await addPart(user, 'FB-2231 — Flange bush');
    await user.type(screen.getByRole('textbox', { name: 'FB-2231, W50 (07/12)' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(screen.getByRole('textbox', { name: 'FB-2231, W50 (07/12)' })).toHaveAccessibleDescription(
      'Quantity must be a whole number',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('revises a month from its latest revision, by day as well, and sends the version read', async () => {
    const { calls } = stubFetch((req) => {
      const answer = servePickers(req, SCHEDULE);
      if (answer) return answer;
      if (req.method === 'POST' && req.path === '/api/delivery-schedules')
        return json({ ...SCHEDULE, revision: 2 }, 201);
      return errorBody(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/delivery-schedules/new?customerId=${IDS.customer}&month=2026-12`);
    expect(await screen.findByRole('heading', { name: 'Revise Delivery Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'FB-2231, W50 (07/12)' })).toHaveValue('1300');
    expect(screen.getByRole('textbox', { name: 'SL-0907, W49 (30/11)' })).toHaveValue('600');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'By day' }));
    expect(screen.getByRole('table', { name: /Pieces by part and day/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'SL-0907, 02/12' }), '50');
    expect(screen.getByText(/4,000 pieces are typed by week too/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Rev 2' }));

    const [post] = posts(calls);
    expect(post?.body).toMatchObject({ customerId: IDS.customer, month: '2026-12', version: 3 });
    const lines = (post?.body as { lines: unknown[] } | undefined)?.lines;
    expect(lines).toHaveLength(7);
    expect(lines).toContainEqual({ productId: IDS.sleeve, bucket: 'day', date: '2026-12-02', quantity: 50 });
    expect(await screen.findByText('the schedule')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('December 2026 of Bharat Auto Components saved as Rev 2');
  });

  it('follows the month with the firm zone until it is typed, and warns of a month already scheduled', async () => {
    stubFetch((req) => servePickers(req, SCHEDULE) ?? errorBody(404, 'Not found'));
    renderRoutes(ROUTES, `/delivery-schedules/new?customerId=${IDS.customer}&month=2026-11`);
    await screen.findByRole('combobox', { name: 'Customer' });
    expect(screen.getByLabelText('Firm Until')).toHaveValue('14/11/2026');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-12' } });
    expect(screen.getByLabelText('Firm Until')).toHaveValue('14/12/2026');
    const notice = await screen.findByText(/already has a schedule \(Rev 1\)/);
    expect(within(notice).getByRole('link', { name: 'Start from its latest revision' })).toHaveAttribute(
      'href',
      `/delivery-schedules/new?customerId=${IDS.customer}&month=2026-12`,
    );
  });
});
