import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { EntryFormPage } from './entry-form-page';
import { downtimeReasons, entry, IDS, machines, rejectionReasons, workOrder } from './production-fixtures';

const ROUTES = [
  { path: '/production/new', element: <EntryFormPage /> },
  { path: '/production/edit/:id', element: <EntryFormPage /> },
  { path: '/production', element: <p>entries list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

type Handler = (req: FakeRequest) => Response | undefined;

const HOLIDAY = '14/04/2026 is a plant holiday (Ambedkar Jayanti): counted as time worked that day';

function serve({ order = workOrder(), save }: { order?: ReturnType<typeof workOrder>; save?: Handler } = {}) {
  return stubFetch((req) => {
    if (req.path === '/api/production/entries' && req.method === 'POST') return save?.(req) ?? json(entry(), 201);
    if (req.path === `/api/production/entries/${IDS.entry}` && req.method === 'PUT')
      return save?.(req) ?? json(entry({ version: 2 }));
    if (req.path === `/api/production/entries/${IDS.entry}`) return json(entry());
    if (req.path === `/api/production/work-orders/${IDS.order}`) return json(order);
    if (req.path === '/api/production/work-orders')
      return json([{ id: IDS.order, name: 'WO/2026-27/0001 — Shaft (DRG-101)' }]);
    if (req.path === '/api/production/machines') return json(machines());
    // 14/04/2026 is the plant's holiday; every other day a working day of every machine.
    if (req.path === '/api/production/workday')
      return json({ warnings: req.query.get('date') === '2026-04-14' ? [HOLIDAY] : [] });
    if (req.path === '/api/employees/options') return json([{ id: IDS.operator, name: 'Ravi Kumar (E012)' }]);
    if (req.path === '/api/production/reasons') {
      return json(req.query.get('kind') === 'downtime' ? downtimeReasons() : rejectionReasons());
    }
    if (req.path.startsWith('/api/audit'))
      return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0, totalCapped: false });
    return errorBody(404, 'Not found');
  });
}

const sent = (calls: FakeRequest[], method: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith('/api/production/entries')).map((c) => c.body);

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  vi.spyOn(toast, 'warning').mockImplementation(() => 1);
});

describe('recording production', () => {
  it('1,800 good + 20 rejected for OD oversize on the work order asked for: the reason is asked for first', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/production/new?workOrderId=${IDS.order}`);

    // The work order chosen, with its progress and its first piece; its one operation picked.
    expect(await screen.findByDisplayValue('WO/2026-27/0001 — Shaft (DRG-101)')).toBeInTheDocument();
    const progress = screen.getByLabelText('Work order progress');
    expect(within(progress).getByText('Left to make').nextSibling).toHaveTextContent('10,000');
    expect(screen.getByText('First piece passed on 02/04/2026')).toBeInTheDocument();
    const operation = screen.getByLabelText('Operation', { exact: false });
    await waitFor(() => expect(operation).toHaveValue(IDS.operation));
    expect(operation).toHaveAccessibleDescription(/10,000 left to make: 10,000 to make, 0 good so far/);
    // Only the machines that run a single setup are offered.
    const machine = screen.getByLabelText('Machine', { exact: false }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...machine.options].map((option) => option.textContent)).toEqual([
        'Choose the machine',
        'CNC-3 — CNC lathe',
      ]),
    );
    await user.selectOptions(machine, IDS.cnc3);
    expect(screen.getByLabelText('Downtime (minutes)')).toHaveAccessibleDescription('A shift of CNC-3 is 480 minutes');
    expect(
      [...(screen.getByLabelText('Shift', { exact: false }) as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['1', '2']);
    expect(screen.getByLabelText('Date', { exact: false })).toHaveValue(todayIn().split('-').reverse().join('/'));

    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar (E012)' }));
    await user.type(screen.getByLabelText('Good pieces', { exact: false }), '1800');
    await user.type(screen.getByLabelText('Rejected pieces'), '2x0');
    expect(screen.getByLabelText('Rejected pieces')).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: 'Record Production' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Rejection reason', { exact: false })).toHaveAccessibleDescription(
        'Choose why the pieces were rejected',
      ),
    );
    expect(sent(calls, 'POST')).toEqual([]);

    const reasons = screen.getByLabelText('Rejection reason', { exact: false }) as HTMLSelectElement;
    expect([...reasons.options].map((option) => option.textContent)).toEqual(['Choose why', 'OD oversize', 'Burr']);
    await user.selectOptions(reasons, IDS.odOversize);
    await user.click(screen.getByRole('button', { name: 'Record Production' }));
    await screen.findByText('entries list');
    expect(sent(calls, 'POST')).toEqual([
      {
        entryDate: todayIn(),
        shift: 1,
        machineId: IDS.cnc3,
        operatorId: IDS.operator,
        workOrderId: IDS.order,
        operationId: IDS.operation,
        goodQuantity: 1800,
        rejectedQuantity: 20,
        rejectionReasonId: IDS.odOversize,
        downtimeMinutes: 0,
        downtimeReasonId: null,
        remarks: null,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Production recorded');
    // A working day: the server answered no warning, and none is shown.
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('says why entries are refused before the first piece has passed, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const refusal = 'The first piece has not passed inspection; record a passing first-piece inspection first';
    serve({
      order: workOrder({ firstPiece: 'none', firstPieceOn: null, refusal }),
      save: () => errorBody(409, refusal),
    });
    renderRoutes(ROUTES, `/production/new?workOrderId=${IDS.order}`);
    expect(await screen.findByRole('status')).toHaveTextContent(refusal);
    expect(screen.getByText('First piece not inspected')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Operation', { exact: false })).toHaveValue(IDS.operation));
    await user.selectOptions(screen.getByLabelText('Machine', { exact: false }), IDS.cnc3);
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar (E012)' }));
    await user.type(screen.getByLabelText('Good pieces', { exact: false }), '100');
    await user.click(screen.getByRole('button', { name: 'Record Production' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(screen.queryByText('entries list')).toBeNull();
  });

  it('puts the server’s refusal of too many good pieces under the field', async () => {
    const user = userEvent.setup();
    const message =
      'Only 8,200 left to make on this operation: the work order is for 10,000 and 1,800 are good here already';
    serve({ save: () => errorBody(400, message, { goodQuantity: message }) });
    renderRoutes(ROUTES, `/production/new?workOrderId=${IDS.order}`);
    await waitFor(() => expect(screen.getByLabelText('Operation', { exact: false })).toHaveValue(IDS.operation));
    await user.selectOptions(screen.getByLabelText('Machine', { exact: false }), IDS.cnc3);
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar (E012)' }));
    await user.type(screen.getByLabelText('Good pieces', { exact: false }), '9000');
    await user.click(screen.getByRole('button', { name: 'Record Production' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Good pieces', { exact: false })).toHaveAccessibleDescription(message),
    );
  });

  it('corrects a saved entry with the version it read', async () => {
    const user = userEvent.setup();
    const { calls } = serve({ order: workOrder({ goodQuantity: 1800, rejectedQuantity: 20, leftToMake: 8200 }) });
    renderRoutes(ROUTES, `/production/edit/${IDS.entry}`);
    const good = await screen.findByLabelText('Good pieces', { exact: false });
    expect(good).toHaveValue('1800');
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('Ravi Kumar (E012)');
    expect(screen.getByRole('combobox', { name: 'Work order' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByLabelText('Rejection reason', { exact: false })).toHaveValue(IDS.odOversize),
    );
    await user.clear(good);
    await user.type(good, '1750');
    await user.click(screen.getByRole('button', { name: 'Update Entry' }));
    await screen.findByText('entries list');
    expect(sent(calls, 'PUT')).toEqual([
      expect.objectContaining({
        goodQuantity: 1750,
        rejectedQuantity: 20,
        rejectionReasonId: IDS.odOversize,
        version: 1,
      }),
    ]);
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('warns of a plant holiday as the date is typed, and again once the entry is saved', async () => {
    const user = userEvent.setup();
    const holiday = HOLIDAY;
    const { calls } = serve({
      save: () => json(entry({ entryDate: '2026-04-14', version: 2, warnings: [holiday] })),
    });
    renderRoutes(ROUTES, `/production/edit/${IDS.entry}`);
    const date = await screen.findByLabelText('Date', { exact: false });
    expect(screen.queryByText(holiday)).not.toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '14/04/2026');
    // Before anything is saved: the machine's day asked, its warning shown beside the date.
    expect(await screen.findByText(holiday)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/production/workday' && c.query.get('date') === '2026-04-14')).toBe(true);
    expect(sent(calls, 'PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Update Entry' }));
    await screen.findByText('entries list');
    expect(sent(calls, 'PUT')).toEqual([expect.objectContaining({ entryDate: '2026-04-14', version: 1 })]);
    expect(toast.success).toHaveBeenCalledWith('Production entry updated');
    expect(toast.warning).toHaveBeenCalledWith(holiday);
  });
});
