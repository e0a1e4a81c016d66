import type { MachineCapacity, PlantHoliday } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { CapacityFormPage } from './capacity-form-page';
import { CapacityListPage } from './capacity-list-page';
import { HolidaysPage } from './holidays-page';

const ROUTES = [
  { path: '/production/capacity', element: <CapacityListPage /> },
  { path: '/production/capacity/:id', element: <CapacityFormPage /> },
  { path: '/production/holidays', element: <HolidaysPage /> },
];

const defaults: MachineCapacity = {
  id: 'm1',
  machineNo: 'CNC-1',
  machineName: 'Ace Jobber XL',
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  operationKinds: ['spm', 'rough', 'second_op', 'single_setup'],
  setupMinutes: 60,
  efficiencyPercent: 100,
  breaks: [],
  hourRate: null,
  status: 'idle',
  statusNote: null,
  available: true,
  downtime: [],
  back: null,
  measured: {
    from: '2026-01-01',
    to: '2026-03-31',
    plannedMinutes: 450,
    availability: 0.9,
    performance: 360 / 405,
    rate: 0.8,
  },
  saved: false,
  version: 1,
  updatedAt: null,
};
const broken: MachineCapacity = {
  ...defaults,
  id: 'm2',
  machineNo: 'CNC-2',
  machineName: 'LMW Smarturn',
  shiftsPerDay: 3,
  workingDays: [1, 3, 5, 6, 0],
  operationKinds: ['rough', 'second_op'],
  setupMinutes: 45,
  efficiencyPercent: 75,
  breaks: [
    { start: '10:00', minutes: 10 },
    { start: '12:30', minutes: 30 },
  ],
  status: 'breakdown',
  statusNote: 'Spindle bearing',
  available: true,
  downtime: [
    {
      id: 'd1',
      machineId: 'm2',
      kind: 'breakdown',
      start: '2026-03-01T09:00',
      expectedReturn: '2026-03-04T14:30',
      note: 'Spindle bearing',
      createdAt: '2026-03-01T04:00:00.000Z',
    },
  ],
  back: '2026-03-04T14:30',
  measured: {
    from: '2026-01-01',
    to: '2026-03-31',
    plannedMinutes: 480,
    availability: 1,
    performance: 1.0833,
    rate: 1.0833,
  },
  saved: true,
  version: 4,
};

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/schedule/machines') return json([defaults, broken]);
    if (req.path === '/api/schedule/machines/m1' && req.method === 'GET') return json(defaults);
    return errorBody(404, 'Not found');
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('machine capacity', { timeout: 15_000 }, () => {
  it('lists each machine with its shifts and breaks, days, operations, setup, efficiency beside what was measured, and status', async () => {
    serve();
    renderRoutes(ROUTES, '/production/capacity');
    const row = (await screen.findByText('CNC-1')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual([
      'CNC-1Ace Jobber XL',
      '2 shifts × 8 h from 08:00 (16 h a day)Defaults',
      'Mon–Sat',
      'SPM, Rough, Second op, Single setup',
      '60 min',
      '100 %measured 80.0 %',
      'Idle',
      'Edit',
    ]);
    expect(cellsOf(screen.getByText('CNC-2').closest('tr') as HTMLElement)).toEqual([
      'CNC-2LMW Smarturn',
      '3 shifts × 8 h from 08:00 (24 h a day)Breaks 10:00 (10 min), 12:30 (30 min)',
      'Mon, Wed, Fri–Sun',
      'Rough, Second op',
      '45 min',
      '75 %measured 108.3 %',
      'BreakdownSpindle bearingback 04/03/2026 14:30',
      'Edit',
    ]);
    expect(within(row).getByRole('link', { name: 'Edit capacity of CNC-1' })).toHaveAttribute(
      'href',
      '/production/capacity/m1',
    );
  });

  it('refuses shifts over 24 hours and a machine that runs nothing, then saves the whole capacity with the version read', async () => {
    const { calls } = serve((req) =>
      req.method === 'PUT' ? json({ ...defaults, ...(req.body as object), saved: true, version: 2 }) : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/production/capacity/m1');
    const shifts = await screen.findByRole('spinbutton', { name: 'Shifts per day' });
    expect(shifts).toHaveValue(2);
    expect(screen.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sat' })).toBeChecked();

    await user.clear(shifts);
    await user.type(shifts, '3');
    const hours = screen.getByRole('spinbutton', { name: 'Hours per shift' });
    await user.clear(hours);
    await user.type(hours, '8.5');
    for (const kind of ['SPM', 'Rough', 'Second op', 'Single setup']) {
      await user.click(screen.getByRole('checkbox', { name: kind }));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shifts cannot add up to more than 24 hours a day')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one kind of operation')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(screen.getByRole('checkbox', { name: 'Rough' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Breakdown');
    await user.type(screen.getByRole('textbox', { name: 'Status note (Optional)' }), 'Spindle bearing');
    await user.type(screen.getByRole('spinbutton', { name: 'Hour rate (₹) (Optional)' }), '450');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Capacity of CNC-1 saved'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/schedule/machines/m1');
    expect(put?.body).toEqual({
      shiftsPerDay: 3,
      hoursPerShift: 8,
      firstShiftStart: '08:00',
      workingDays: [0, 1, 2, 3, 4, 5, 6],
      operationKinds: ['rough'],
      setupMinutes: 60,
      efficiencyPercent: 100,
      breaks: [],
      hourRate: 450,
      status: 'breakdown',
      statusNote: 'Spindle bearing',
      version: 1,
    });
    expect(await screen.findByRole('heading', { name: 'Machine Capacity' })).toBeInTheDocument();
  });

  it('offers the measured rate as the efficiency, takes breaks with their messages, and saves them', async () => {
    const { calls } = serve((req) =>
      req.method === 'PUT' ? json({ ...defaults, ...(req.body as object), saved: true, version: 2 }) : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/production/capacity/m1');
    const efficiency = await screen.findByRole('spinbutton', { name: 'Planning efficiency (%)' });
    expect(efficiency).toHaveValue(100);
    expect(
      screen.getByText('Measured 80.0 % (availability 90.0 % × performance 88.9 %) over the last 90 days'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use measured (80 %)' }));
    expect(efficiency).toHaveValue(80);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(efficiency);
    await user.type(efficiency, '151');
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    await user.type(screen.getByRole('textbox', { name: 'Break 1 starts' }), '12:30');
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    await user.type(screen.getByRole('textbox', { name: 'Break 2 starts' }), '12:45');
    const minutes = screen.getByRole('spinbutton', { name: 'Break 2 minutes' });
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Planning efficiency must be a whole percentage from 1 to 150')).toBeInTheDocument();
    expect(screen.getByText('Overlaps the break at 12:30; breaks cannot overlap')).toBeInTheDocument();
    expect(screen.getByText('A break is 1 to 240 whole minutes')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(efficiency);
    await user.type(efficiency, '85');
    const second = screen.getByRole('textbox', { name: 'Break 2 starts' });
    await user.clear(second);
    await user.type(second, '10:00');
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Capacity of CNC-1 saved'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      efficiencyPercent: 85,
      breaks: [
        { start: '10:00', minutes: 10 },
        { start: '12:30', minutes: 30 },
      ],
    });
  });

  it('lists, adds and removes downtime windows; the server’s refusal lands on its field', async () => {
    const broken2 = { ...broken, id: 'm1' };
    const { calls } = serve((req) => {
      if (req.path === '/api/schedule/machines/m1' && req.method === 'GET') return json(broken2);
      if (req.path === '/api/schedule/machines/m1/downtime' && req.method === 'POST') {
        const body = req.body as { startDate: string };
        if (body.startDate === '2026-03-03') {
          const message = 'It overlaps the breakdown from 01/03/2026 09:00 to 04/03/2026 14:30';
          return errorBody(400, message, { startDate: message });
        }
        return json({ ...broken.downtime[0], id: 'd2' }, 201);
      }
      if (req.path === '/api/schedule/machines/m1/downtime/d1' && req.method === 'DELETE')
        return new Response(null, { status: 204 });
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/production/capacity/m1');
    expect(
      await screen.findByText('Down now: back 04/03/2026 14:30. The schedule plans it from then.'),
    ).toBeInTheDocument();
    const row = screen
      .getByRole('button', { name: 'Remove the breakdown from 01/03/2026 09:00' })
      .closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual(['Breakdown', '01/03/2026 09:00', '04/03/2026 14:30', 'Spindle bearing', 'Remove']);

    const add = screen.getByRole('form', { name: 'Add downtime' });
    await user.click(within(add).getByRole('button', { name: 'Add downtime' }));
    expect(await within(add).findByText('Enter the time it stops')).toBeInTheDocument();
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Kind' }), 'Maintenance');
    await user.type(within(add).getByRole('textbox', { name: 'Stops on' }), '03/03/2026');
    await user.type(within(add).getByRole('textbox', { name: 'Stops at' }), '10:00');
    await user.type(within(add).getByRole('textbox', { name: 'Expected back on' }), '03/03/2026');
    await user.type(within(add).getByRole('textbox', { name: 'Expected back at' }), '09:00');
    await user.click(within(add).getByRole('button', { name: 'Add downtime' }));
    expect(await within(add).findByText('The expected return must be after the stop')).toBeInTheDocument();
    const back = within(add).getByRole('textbox', { name: 'Expected back at' });
    await user.clear(back);
    await user.type(back, '16:00');
    await user.click(within(add).getByRole('button', { name: 'Add downtime' }));
    expect(
      await within(add).findByText('It overlaps the breakdown from 01/03/2026 09:00 to 04/03/2026 14:30'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      kind: 'maintenance',
      startDate: '2026-03-03',
      startTime: '10:00',
      returnDate: '2026-03-03',
      returnTime: '16:00',
      note: null,
    });

    await user.click(screen.getByRole('button', { name: 'Remove the breakdown from 01/03/2026 09:00' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Downtime removed'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/schedule/machines/m1/downtime/d1')).toBe(true);
  });

  it('reports a save refused over someone else’s newer change', async () => {
    serve((req) =>
      req.method === 'PUT'
        ? errorBody(409, "This machine's capacity was changed by someone else. Reload it and try again.", {
            version: 'Stale version',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/production/capacity/m1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "This machine's capacity was changed by someone else. Reload it and try again.",
      ),
    );
  });
});

describe('plant holidays', { timeout: 15_000 }, () => {
  it('lists a year’s holidays, adds one and refuses a date twice', async () => {
    const year = new Date().getFullYear();
    const list: PlantHoliday[] = [{ date: `${year}-01-26`, name: 'Republic Day' }];
    const { calls } = serve((req) => {
      if (req.path === '/api/schedule/holidays' && req.method === 'GET') return json(list);
      if (req.path === '/api/schedule/holidays' && req.method === 'POST') {
        const body = req.body as PlantHoliday;
        if (list.some((h) => h.date === body.date)) {
          return errorBody(409, `26/01/${year} is already a holiday`, { date: `26/01/${year} is already a holiday` });
        }
        list.push(body);
        return json(body, 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/production/holidays');
    const row = (await screen.findByText('Republic Day')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual([`26/01/${year}`, expect.any(String), 'Republic Day', 'Remove']);
    expect(calls.find((c) => c.path === '/api/schedule/holidays')?.query.get('year')).toBe(String(year));

    await user.type(screen.getByRole('textbox', { name: 'Date' }), `26/01/${year}`);
    await user.type(screen.getByRole('textbox', { name: 'Holiday' }), 'Republic Day again');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText(`26/01/${year} is already a holiday`)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Date' }));
    await user.type(screen.getByRole('textbox', { name: 'Date' }), `09/11/${year}`);
    await user.clear(screen.getByRole('textbox', { name: 'Holiday' }));
    await user.type(screen.getByRole('textbox', { name: 'Holiday' }), 'Diwali');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Diwali on 09/11/${year} added`));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ date: `${year}-11-09`, name: 'Diwali' });
    expect(await screen.findByText('Diwali')).toBeInTheDocument();
  });
});
