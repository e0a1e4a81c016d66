import {
  type BoardMachine,
  planRoughCut,
  planWhatIf,
  promiseQuestionOf,
  type ScheduleData,
  schedule,
  scheduleInputOf,
} from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { CapacityPlanPage } from './capacity-plan-page';

const PRODUCT_ID = '5e1f0a7c-2b3d-4c5e-9f60-7a8b9c0d1e01';

/** Two 8-hour shifts from 08:00, Monday to Saturday: 96 hours a week; 60 minutes' setup. */
const cnc: BoardMachine = {
  id: 'm1',
  machineNo: 'CNC-1',
  name: 'Turning centre',
  calendar: { shiftsPerDay: 2, hoursPerShift: 8, firstShiftStart: '08:00', workingDays: [1, 2, 3, 4, 5, 6] },
  kinds: ['rough'],
  setupMinutes: 60,
  status: 'running',
  statusNote: null,
  available: true,
};

/**
 * Monday 2 March 2026, 06:00: one work order of 5,940 minutes' rough work, 100 h with the setup,
 * due Saturday 7 March. Planned, it fills the week's 96 h and runs 4 h into the next (Monday 9th
 * 08:00–12:00); by due date, its week needs 100 h of 96.
 */
const data: ScheduleData = {
  now: '2026-03-02T06:00',
  holidays: [],
  machines: [cnc],
  workOrders: [
    {
      id: 'w1',
      woNumber: 'WO/2025-26/0001',
      product: 'Plunger sleeve',
      customerId: 'c1',
      customerName: 'Sahyadri Pumps',
      dueDate: '2026-03-07',
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
      minutes: 5940,
      dueDate: '2026-03-07',
      releasedAt: '2026-02-27T10:00',
      lock: null,
      setUpOn: null,
    },
  ],
};

/** Serves the rough cut and the what-if as the server computes them from the data. */
function serve() {
  const result = schedule(scheduleInputOf(data));
  return stubFetch((req: FakeRequest) => {
    if (req.path === '/api/planning/rough-cut') return json(planRoughCut(data, result, Number(req.query.get('weeks'))));
    if (req.path === '/api/planning/products') {
      return json([
        {
          id: PRODUCT_ID,
          partyCode: 'SAH01',
          drawingNumber: 'SAH-101',
          description: 'Plunger sleeve',
          grade: 'EN8',
          rodSize: '25',
          rawMaterialWeight: 0.2,
          cycleTimes: {},
        },
      ]);
    }
    if (req.path === '/api/planning/what-if') {
      const quantity = Number(req.query.get('quantity'));
      const question = promiseQuestionOf('New', { rough_first_cycle_time_sec: 96 }, quantity);
      return json(planWhatIf(data, result, question, req.query.get('requestedDate') as string));
    }
    return errorBody(404, 'Not found');
  });
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the capacity plan', () => {
  it("shows each machine's planned hours against its working hours, and a week's jobs on a click", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<CapacityPlanPage />);
    const first = await screen.findByRole('button', { name: 'CNC-1, week of 02/03/2026: 96 h of 96 h, 100%' });
    expect(first).toHaveTextContent('96 / 96100%');
    expect(calls.find((c) => c.path === '/api/planning/rough-cut')?.query.get('weeks')).toBe('12');
    expect(screen.getAllByRole('columnheader', { name: /^Week of/ })).toHaveLength(12);
    expect(screen.getByText('No week is overloaded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CNC-1, week of 09/03/2026: 4 h of 96 h, 4%' }));
    const jobs = screen.getByRole('region', { name: 'CNC-1, week of 09/03/2026' });
    expect(within(jobs).getByRole('row', { name: 'WO/2025-26/0001 Rough 1st side 4 h' })).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'WO/2025-26/0001' })).toHaveAttribute('href', '/work-orders/view/w1');
    expect(await axeViolations()).toEqual([]);
  });

  it('marks a week whose due-date demand is over its hours in red and in words', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<CapacityPlanPage />);
    await screen.findByRole('button', { name: /^CNC-1, week of 02\/03\/2026/ });
    await user.click(screen.getByRole('button', { name: 'Due-date demand' }));
    expect(screen.getByText(/^Demand: every open operation's hours/)).toBeInTheDocument();
    const over = screen.getByRole('button', { name: 'Rough, week of 02/03/2026: 100 h of 96 h, 104%, over by 4 h' });
    expect(over).toHaveTextContent('Over 4 h');
    expect(over).toHaveClass('bg-red-50');
    expect(screen.getByText('1 week overloaded (marked Over)')).toBeInTheDocument();
    await user.click(over);
    const jobs = screen.getByRole('region', { name: 'Rough, week of 02/03/2026' });
    expect(within(jobs).getByText('100 h of 96 h (104%): over by 4 h')).toBeInTheDocument();
  });

  it('works out what a requested date would do: the date that moves nobody, and the orders it makes late', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAt(<CapacityPlanPage />);
    await screen.findByRole('button', { name: /^CNC-1, week of 02\/03\/2026/ });
    const form = screen.getByRole('form', { name: 'What if' });

    await user.click(within(form).getByRole('button', { name: 'Work it out' }));
    expect(await within(form).findByText('Choose a product')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/planning/what-if')).toBe(false);

    await user.type(within(form).getByRole('combobox', { name: 'Product' }), 'SAH');
    await user.click(await screen.findByRole('option', { name: 'SAH-101 — Plunger sleeve' }));
    await user.type(within(form).getByLabelText('Quantity'), '600');
    await user.type(within(form).getByLabelText('Requested Date'), '02032026');
    await user.click(within(form).getByRole('button', { name: 'Work it out' }));

    // 600 pieces at 96 s and the setup: 17 h. After the open order (to Monday 9th 12:00) it ends Tuesday 10th 13:00.
    expect(
      await screen.findByText(
        'Can dispatch by 10/03/2026 (8 days after the date asked for) — decided by CNC-1 is booked until 09/03/2026 12:00; Rough 1st side takes 17 h there',
      ),
    ).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/planning/what-if').at(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      productId: PRODUCT_ID,
      quantity: '600',
      requestedDate: '2026-03-02',
    });
    // Due Monday, it runs Monday 08:00 to Tuesday 09:00; the open order then ends Tuesday 10th 13:00 instead of Monday 9th 12:00.
    expect(screen.getByText('It could be dispatched 03/03/2026, 1 day after 02/03/2026.')).toBeInTheDocument();
    const late = screen.getByRole('table', { name: 'Open work orders made late or later' });
    expect(
      within(late)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Work orderDueFinish nowFinish with the new lineLate by',
      'WO/2025-26/0001Plunger sleeve · Sahyadri Pumps07/03/202609/03/2026 12:0010/03/2026 13:003 days late (was 2 days)',
    ]);
    await waitFor(async () => expect(await axeViolations()).toEqual([]));
  });
});
