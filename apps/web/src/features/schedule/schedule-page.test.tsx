import { type BoardMachine, planBoard, type ScheduleBoard, type ScheduleData } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { STALE_BOARD_REFETCH_MS } from './api';
import { withLock } from './board-moves';
import { SchedulePage } from './schedule-page';

const calendar = { shiftsPerDay: 2, hoursPerShift: 8, firstShiftStart: '08:00', workingDays: [1, 2, 3, 4, 5, 6] };
const lathe = (id: string, machineNo: string, kinds: BoardMachine['kinds']): BoardMachine => ({
  id,
  machineNo,
  name: `${machineNo} lathe`,
  calendar,
  kinds,
  setupMinutes: 60,
  status: 'running',
  statusNote: null,
  available: true,
});

/** Monday 2 March 2026, 06:00: two work orders of one rough operation each; the SPM between the lathes cannot run them. */
const data: ScheduleData = {
  now: '2026-03-02T06:00',
  holidays: [],
  machines: [lathe('m1', 'CNC-1', ['rough']), lathe('m2', 'SPM-1', ['spm']), lathe('m3', 'CNC-3', ['rough'])],
  workOrders: [
    {
      id: 'w1',
      woNumber: 'WO/2025-26/0001',
      product: 'Plunger sleeve',
      customerId: 'c1',
      customerName: 'Sahyadri Pumps',
      dueDate: '2026-03-20',
      version: 4,
    },
    {
      id: 'w2',
      woNumber: 'WO/2025-26/0002',
      product: 'Bush',
      customerId: null,
      customerName: null,
      dueDate: '2026-03-25',
      version: 1,
    },
  ],
  operations: [
    {
      id: 'o1',
      workOrderId: 'w1',
      seq: 1,
      label: 'Rough 1st side',
      kind: 'rough',
      minutes: 120,
      dueDate: '2026-03-20',
      releasedAt: '2026-02-27T10:00',
      lock: null,
      setUpOn: null,
    },
    {
      id: 'o2',
      workOrderId: 'w2',
      seq: 1,
      label: 'Rough 1st side',
      kind: 'rough',
      minutes: 60,
      dueDate: '2026-03-25',
      releasedAt: '2026-02-27T11:00',
      lock: null,
      setUpOn: null,
    },
  ],
};

/** The board the server would answer for the data and window. */
const boardOf = (d: ScheduleData, from = '2026-03-02', days = 14): ScheduleBoard => ({
  ...d,
  from,
  days,
  ...planBoard(d, { from, days }),
});

/** Serves the board, and answers a pin with the board recomputed as the server would. */
function serve(initial = data) {
  let current = initial;
  return stubFetch((req: FakeRequest) => {
    const from = req.query.get('from') ?? '2026-03-02';
    const days = Number(req.query.get('days') ?? 14);
    const pin = /^\/api\/schedule\/operations\/(\w+)\/lock$/.exec(req.path);
    if (pin?.[1] && req.method === 'PUT') {
      const body = req.body as { machineId: string; start: string };
      current = withLock(current, pin[1], { machineId: body.machineId, start: body.start });
    } else if (pin?.[1] && req.method === 'DELETE') {
      current = withLock(current, pin[1], null);
    }
    return json(boardOf(current, from, days));
  });
}

/** A bar by its name; the first board of a file can take seconds to draw on a loaded machine. */
const bar = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });
const status = () => screen.getByRole('status');
const writes = (calls: FakeRequest[]) => calls.filter((c) => c.method !== 'GET');
const boards = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/schedule');

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the schedule board from the keyboard', { timeout: 15_000 }, () => {
  it('moves a bar a day on, to the next machine that can run it, previews the schedule and saves the pin on Enter', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    const first = await bar(/^WO\/2025-26\/0001 Rough 1st side/);
    expect(first).toHaveAccessibleName(
      'WO/2025-26/0001 Rough 1st side (Rough), on CNC-1 from 02/03/2026 08:00 to 02/03/2026 11:00',
    );
    // One bar in the tab order: the first.
    expect(first).toHaveAttribute('tabindex', '0');
    expect(await bar(/^WO\/2025-26\/0002/)).toHaveAttribute('tabindex', '-1');
    expect(await bar(/^WO\/2025-26\/0002/)).toHaveAccessibleName(/on CNC-3 from 02\/03\/2026 08:00/);

    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent(
      'on CNC-1 from 03/03/2026 08:00 to 03/03/2026 11:00, pinned. The work order would finish 03/03/2026 11:00, on time. Enter saves, Escape cancels.',
    );
    // The preview replans the rest: with CNC-1 free on Monday, the other order moves there from CNC-3.
    expect(await bar(/^WO\/2025-26\/0002/)).toHaveAccessibleName(
      /on CNC-1 from 02\/03\/2026 08:00 to 02\/03\/2026 10:00/,
    );

    await user.keyboard('{ArrowDown}');
    expect(status()).toHaveTextContent('on CNC-3 from 03/03/2026 08:00');
    // The bar moved row and kept the keyboard.
    expect(document.activeElement).toHaveAccessibleName(/^WO\/2025-26\/0001 .* on CNC-3/);
    expect(writes(calls)).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(status()).toHaveTextContent(/^Pinned\. WO\/2025-26\/0001 .* on CNC-3 from 03\/03\/2026 08:00/),
    );
    const [put] = writes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/api/schedule/operations/o1/lock');
    expect(put?.body).toEqual({ machineId: 'm3', start: '2026-03-03T08:00', version: 4 });
    expect(put?.query.get('days')).toBe('14');
  });

  it('cancels a move with Escape, saving nothing', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    (await bar(/^WO\/2025-26\/0001/)).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status()).toHaveTextContent('from 04/03/2026 08:00');
    await user.keyboard('{Escape}');
    expect(status()).toHaveTextContent('Move cancelled.');
    expect(await bar(/^WO\/2025-26\/0001/)).toHaveAccessibleName(/from 02\/03\/2026 08:00/);
    expect(writes(calls)).toEqual([]);
  });

  it('moves by a shift when zoomed to shifts, and not before now', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    await bar(/^WO\/2025-26\/0001/);
    await user.click(screen.getByRole('button', { name: 'Shifts' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('days')).toBe('7'));
    expect(calls.at(-1)?.query.get('from')).toBe('2026-03-02');
    (await bar(/^WO\/2025-26\/0001/)).focus();
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Not earlier than now or the days shown.');
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('on CNC-1 from 02/03/2026 16:00 to 02/03/2026 19:00');
    await user.keyboard('{ArrowUp}');
    expect(status()).toHaveTextContent('No machine above can run Rough.');
  });

  it('pins a bar where it stands with L, and lets it go with L again', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    (await bar(/^WO\/2025-26\/0002/)).focus();
    await user.keyboard('l');
    await waitFor(() => expect(status()).toHaveTextContent(/^Pinned\./));
    expect(writes(calls).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/schedule/operations/o2/lock',
      body: { machineId: 'm3', start: '2026-03-02T08:00', version: 1 },
    });
    expect(await bar(/^WO\/2025-26\/0002/)).toHaveAccessibleName(/pinned$/);
    (await bar(/^WO\/2025-26\/0002/)).focus();
    await user.keyboard('L');
    await waitFor(() => expect(status()).toHaveTextContent(/^Unpinned\./));
    expect(writes(calls).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/schedule/operations/o2/lock' });
    // Each save says so on screen too, not only to a screen reader.
    expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Pinned\. WO\/2025-26\/0002 Rough 1st side/));
    expect(toast.success).toHaveBeenLastCalledWith(expect.stringMatching(/^Unpinned\. WO\/2025-26\/0002/));
  });

  it('shows a clicked bar’s work order: product, customer, machine, setup and run, due date and finish, and a link to it', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    await user.click(await bar(/^WO\/2025-26\/0001/));
    const details = screen.getByRole('region', { name: 'WO/2025-26/0001 · Rough 1st side' });
    const said = (label: string) => within(details).getByText(`${label}:`).nextElementSibling?.textContent;
    expect(said('Product')).toBe('Plunger sleeve');
    expect(said('For')).toBe('Sahyadri Pumps');
    expect(said('Machine')).toBe('CNC-1 — CNC-1 lathe');
    // Its hour of setup from the first shift's start, then its 120 minutes' run.
    expect(said('Setup')).toBe('02/03/2026 08:00 to 02/03/2026 09:00');
    expect(said('Runs')).toBe('02/03/2026 09:00 to 02/03/2026 11:00');
    expect(said('Pinned')).toBe('No');
    expect(said('Due')).toBe('20/03/2026');
    expect(said('Order finishes')).toBe('02/03/2026 11:00, on time');
    expect(within(details).getByRole('link', { name: 'Open work order WO/2025-26/0001' })).toHaveAttribute(
      'href',
      '/work-orders/view/w1',
    );
    await user.click(within(details).getByRole('button', { name: 'Close the bar’s details' }));
    expect(screen.queryByRole('region', { name: /^WO\/2025-26\/0001/ })).not.toBeInTheDocument();
  });

  it('goes from bar to bar with PageDown and PageUp, the tab stop following', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    const first = await bar(/^WO\/2025-26\/0001/);
    first.focus();
    await user.keyboard('{PageDown}');
    const second = await bar(/^WO\/2025-26\/0002/);
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{PageUp}');
    expect(first).toHaveFocus();
  });

  it('lets a user who may only view read the bars but not move them', async () => {
    useAuthStore.setState({
      user: makeUser({ role: { id: 'r2', name: 'Viewer', permissions: [{ scope: 'schedule', actions: ['view'] }] } }),
    });
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<SchedulePage />);
    (await bar(/^WO\/2025-26\/0001/)).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(status()).toHaveTextContent('You may look at the schedule but not move it.');
    expect(writes(calls)).toEqual([]);
  });

  it('shows a machine under maintenance as taking no work, its note under the badge', async () => {
    const note = 'Spindle bearing replaced, back on Friday';
    const vmc = {
      ...lathe('m4', 'VMC-1', ['rough']),
      status: 'maintenance' as const,
      statusNote: note,
      available: false,
    };
    serve({ ...data, machines: [...data.machines, vmc] });
    renderAt(<SchedulePage />);
    const badge = await screen.findByText(/^Maintenance/);
    expect(badge).toHaveTextContent('Maintenance, takes no work:');
    expect(badge.closest('li')).toHaveTextContent('VMC-1');
    // The note is not inside the badge: a line of its own, whole on hover.
    const shown = screen.getByText(note);
    expect(badge).not.toContainElement(shown);
    expect(shown).toHaveAttribute('title', note);
  });

  it('says when the plan was computed, and while a newer one computes says so and asks again shortly', async () => {
    // 00:30:05 UTC is 06:00:05 in India. The first answer is the last plan while the new one computes.
    const answers = [
      { ...boardOf(data), computedAt: '2026-03-02T00:30:05.000Z', stale: true },
      { ...boardOf(data), computedAt: '2026-03-02T00:30:09.000Z', stale: false },
    ];
    const { calls } = stubFetch(() => json(answers[Math.min(boards(calls).length, answers.length) - 1]));
    renderAt(<SchedulePage />);
    expect(await screen.findByText(/^Plan of 06:00:05/)).toHaveTextContent('Plan of 06:00:05Updating…');
    // Asked again by itself (STALE_BOARD_REFETCH_MS): the new plan, and nothing more to wait for.
    const fresh = await screen.findByText(/^Plan of 06:00:09/, undefined, { timeout: STALE_BOARD_REFETCH_MS + 2_000 });
    expect(fresh).not.toHaveTextContent('Updating…');
    expect(boards(calls)).toHaveLength(2);
  });

  it('lists each open work order with its projected finish against its due date', async () => {
    serve();
    renderAt(<SchedulePage />);
    const link = await screen.findByRole('link', { name: 'WO/2025-26/0001' });
    expect(link).toHaveAttribute('href', '/work-orders/view/w1');
    const item = link.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Due 20/03/2026');
    expect(item).toHaveTextContent('Finishes 02/03/2026 11:00, on time');
  });

  it('plans a machine as it runs: its efficiency and breaks in its row, a bar around the break, back after a window, and why an order cannot be placed', async () => {
    const asRun: ScheduleData = {
      ...data,
      transferMinutes: 30,
      machines: [
        {
          ...lathe('m1', 'CNC-1', ['rough']),
          calendar: { ...calendar, breaks: [{ start: '10:00', minutes: 30 }] },
          efficiencyPercent: 75,
        },
        {
          ...lathe('m2', 'SPM-1', ['spm']),
          status: 'maintenance',
          statusNote: 'Ram service',
          available: true,
          downtime: [{ start: '2026-03-01T08:00', end: '2026-03-03T14:30' }],
          back: '2026-03-03T14:30',
        },
        { ...lathe('m3', 'CNC-3', ['rough']), available: false, status: 'breakdown' },
      ],
      operations: [
        ...data.operations.filter((op) => op.id === 'o1'),
        {
          ...(data.operations[0] as ScheduleData['operations'][number]),
          id: 'o3',
          seq: 2,
          kind: 'second_op',
          label: 'Rough 2nd side',
        },
      ],
    };
    serve(asRun);
    renderAt(<SchedulePage />);
    // Setup 60 + run 120 ÷ 0.75 = 160: 220 working minutes from 08:00, the break 10:00–10:30 kept
    // free. Its order is late: its second operation cannot be placed.
    expect(await bar(/^WO\/2025-26\/0001 Rough 1st side/)).toHaveAccessibleName(
      'WO/2025-26/0001 Rough 1st side (Rough), on CNC-1 from 02/03/2026 08:00 to 02/03/2026 12:10, late',
    );
    const row = (machineNo: string) => screen.getByText(machineNo, { selector: 'span' }).closest('li') as HTMLElement;
    expect(row('CNC-1')).toHaveTextContent('Planning efficiency 75 %; breaks 10:00 (30 min)');
    expect(row('CNC-1')).toHaveTextContent('75 % · breaks 10:00');
    expect(row('SPM-1')).toHaveTextContent('back 03/03/2026 14:30');
    expect(row('SPM-1')).toHaveTextContent('takes work from its expected return');
    const order = screen.getByRole('link', { name: 'WO/2025-26/0001' }).closest('li') as HTMLElement;
    expect(order).toHaveTextContent('Rough 2nd side: No available machine can run second op work');
  });
});
