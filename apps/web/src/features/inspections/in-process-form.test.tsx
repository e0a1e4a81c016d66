import { addDays, indianDate, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { InProcessPage } from './in-process-page';
import { GAUGES, IDS, IN_PROCESS_TEMPLATE, LOT_TEMPLATE, makeInspection } from './inspection-fixtures';
import { LotPdiPage } from './lot-pdi-page';

const ROUTES = [
  { path: '/inspections/in-process/:workOrderId', element: <InProcessPage /> },
  { path: '/inspections/lot/:workOrderId', element: <LotPdiPage /> },
  { path: '/inspections/view/:id', element: <p>inspection view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

/**
 * The server as the forms see it: the templates, and the gauges options, which (as the server
 * does) offer only the gauges that may measure on the day asked: its due date not before it.
 */
function serve(record?: () => Response) {
  return stubFetch((req) => {
    if (req.path === `/api/inspections/in-process/template/${IDS.workOrder}`) return json(IN_PROCESS_TEMPLATE);
    if (req.path === `/api/inspections/lot/template/${IDS.workOrder}`) return json(LOT_TEMPLATE);
    if (req.path === '/api/gauges/options') {
      const on = req.query.get('on') ?? '';
      return json({ items: GAUGES.items.filter((gauge) => gauge.dueOn >= on) });
    }
    if (req.path === '/api/inspections/in-process' || req.path === '/api/inspections/lot') {
      return record?.() ?? json(makeInspection({ kind: 'in_process' }), 201);
    }
    return errorBody(404, 'Not found');
  });
}

const row = (n: number) => screen.getByRole('row', { name: `Characteristic ${n}` });
const inRow = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: true });
const gaugeOf = (n: number) => within(row(n)).getByRole('combobox', { name: 'Gauge' });
const resultOf = (n: number) => within(row(n)).getByRole('status', { name: `Result, characteristic ${n}` });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the in-process form', { timeout: 30_000 }, () => {
  it("starts from the control plan: the operation last run on its machine, the plan's samples, gauges and reaction plans", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, `/inspections/in-process/${IDS.workOrder}`);
    expect(await screen.findByRole('heading', { name: 'In-Process Inspection WO/2026-27/0004' })).toBeInTheDocument();
    expect(screen.getByText(/the characteristics it measures in process/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'control plan' })).toHaveAttribute('href', `/control-plans/${IDS.product}`);

    // The operation production last ran, on its machine; a setup unless told.
    expect(screen.getByLabelText('Operation')).toHaveValue(IDS.secondOperation);
    expect(screen.getByRole('combobox', { name: 'Machine' })).toHaveValue('CNC-07 — Doosan Lynx 220');
    expect(screen.getByLabelText('Inspected At')).toHaveValue('setup');
    expect(screen.getByLabelText('Sample Size')).toHaveValue('3');

    // OD: 3 pieces with the plan's caliper; length: its own 1 piece, no gauge yet.
    expect(gaugeOf(1)).toHaveValue('VC-012');
    expect(inRow(1, 'Piece 3')).toBeEnabled();
    expect(gaugeOf(2)).toHaveValue('');
    expect(inRow(2, 'Piece 1')).toBeEnabled();
    expect(inRow(2, 'Piece 2')).toBeDisabled();

    // One piece out: the characteristic fails and its reaction plan shows beside it.
    await user.type(inRow(1, 'Piece 1'), '24.97');
    await user.type(inRow(1, 'Piece 2'), '24.99');
    expect(resultOf(1)).toHaveTextContent('Fail');
    expect(screen.getByRole('note', { name: 'Reaction plan, characteristic 1' })).toHaveTextContent(
      'Reaction plan: Stop the machine, segregate since the last good check, reset the tool offset',
    );
    await user.clear(inRow(1, 'Piece 2'));
    await user.type(inRow(1, 'Piece 2'), '24.96');
    await user.type(inRow(1, 'Piece 3'), '24.98');
    expect(resultOf(1)).toHaveTextContent('Pass');
    expect(screen.queryByRole('note', { name: 'Reaction plan, characteristic 1' })).not.toBeInTheDocument();
    await user.type(inRow(2, 'Piece 1'), '40.05');
    expect(resultOf(2)).toHaveTextContent('Pass');

    // The length's gauge, from those that may measure today.
    await user.type(gaugeOf(2), 'HG');
    const offered = within(row(2)).getByRole('listbox', { name: 'Gauge' });
    await user.click(await within(offered).findByRole('option', { name: 'HG-002 — Height gauge 0–300 mm' }));
    expect(calls.find((c) => c.path === '/api/gauges/options')?.query.get('on')).toBe(todayIn());

    await user.selectOptions(screen.getByLabelText('Inspected At'), 'Tool change');
    await user.click(screen.getByRole('button', { name: 'Save Inspection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inspections/view/${IDS.inspection}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        workOrderId: IDS.workOrder,
        operationId: IDS.secondOperation,
        machineId: IDS.machine,
        trigger: 'tool_change',
        sampleSize: 3,
        inspectedOn: todayIn(),
        inspectorId: null,
        remarks: null,
        readings: [
          {
            characteristic: 'Final OD',
            nominal: 24.98,
            lowerTolerance: -0.02,
            upperTolerance: 0,
            unit: 'mm',
            measured: [24.97, 24.96, 24.98],
            result: null,
            gaugeId: IDS.caliper,
          },
          {
            characteristic: 'Overall length',
            nominal: 40,
            lowerTolerance: -0.1,
            upperTolerance: 0.1,
            unit: 'mm',
            measured: [40.05],
            result: null,
            sampleSize: 1,
            gaugeId: IDS.heightGauge,
          },
        ],
      },
    ]);
  });

  it('offers only the gauges that may measure on the inspection date, and shows a gauge the server refuses', async () => {
    const user = userEvent.setup();
    const message = `Gauge VC-012 is overdue for calibration (due ${indianDate(addDays(todayIn(), -3))})`;
    const { calls } = serve(() => errorBody(400, message, { 'readings.0.gaugeId': message }));
    renderRoutes(ROUTES, `/inspections/in-process/${IDS.workOrder}`);
    await screen.findByRole('heading', { name: 'In-Process Inspection WO/2026-27/0004' });
    const options = async () => {
      const list = within(row(2)).getByRole('listbox', { name: 'Gauge' });
      await within(list).findAllByRole('option');
      return within(list)
        .getAllByRole('option')
        .map((option) => option.textContent);
    };

    // Today the micrometer, overdue since yesterday, is not offered.
    await user.type(gaugeOf(2), '0');
    expect(await options()).toEqual(['VC-012 — Vernier caliper 0–150 mm', 'HG-002 — Height gauge 0–300 mm']);
    await user.clear(gaugeOf(2));
    await user.keyboard('{Escape}');

    // Inspected three days ago, while it was still calibrated, it is.
    const date = screen.getByRole('textbox', { name: 'Inspected On' });
    const threeDaysAgo = addDays(todayIn(), -3);
    await user.clear(date);
    await user.type(date, threeDaysAgo.split('-').reverse().join(''));
    await user.type(gaugeOf(2), '0');
    await waitFor(async () => expect(await options()).toContain('MM-004 — Micrometer 0–25 mm'));
    expect(
      calls
        .filter((c) => c.path === '/api/gauges/options')
        .at(-1)
        ?.query.get('on'),
    ).toBe(threeDaysAgo);
    await user.clear(gaugeOf(2));
    await user.keyboard('{Escape}');

    // The server has the last word: a gauge it refuses shows its reason under the gauge.
    for (const [n, values] of [
      [1, ['24.97', '24.97', '24.97']],
      [2, ['40']],
    ] as const) {
      for (const [i, value] of values.entries()) await user.type(inRow(n, `Piece ${i + 1}`), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save Inspection' }));
    expect(await within(row(1)).findByText(message)).toBeInTheDocument();
  });
});

describe('the lot PDI form', { timeout: 30_000 }, () => {
  it("proposes the work order's good pieces as the lot and sends the plan's PDI characteristics", async () => {
    const user = userEvent.setup();
    const { calls } = serve(() => json(makeInspection({ dispatchId: null, workOrderId: IDS.workOrder }), 201));
    const { router } = renderRoutes(ROUTES, `/inspections/lot/${IDS.workOrder}`);
    expect(await screen.findByRole('heading', { name: 'Lot Inspection (PDI) WO/2026-27/0004' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lot Quantity')).toHaveValue('2400');
    await user.clear(screen.getByLabelText('Lot Quantity'));
    await user.type(screen.getByLabelText('Lot Quantity'), '2000');
    for (const [i, value] of ['24.97', '24.96', '24.98'].entries()) await user.type(inRow(1, `Piece ${i + 1}`), value);
    await user.type(inRow(2, 'Piece 1'), '40');
    await user.click(screen.getByRole('button', { name: 'Save PDI Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inspections/view/${IDS.inspection}`));
    const [sent] = calls.filter((c) => c.method === 'POST');
    expect(sent?.path).toBe('/api/inspections/lot');
    expect(sent?.body).toMatchObject({ workOrderId: IDS.workOrder, lotQuantity: 2000, sampleSize: 3 });
  });

  it("takes the shift's last check of a completed work order, and refuses one closed short", async () => {
    const templateAt = (status: string) =>
      stubFetch((req) =>
        req.path === `/api/inspections/in-process/template/${IDS.workOrder}`
          ? json({ ...IN_PROCESS_TEMPLATE, workOrder: { ...IN_PROCESS_TEMPLATE.workOrder, status } })
          : errorBody(404, 'Not found'),
      );
    templateAt('completed');
    const { unmount } = renderRoutes(ROUTES, `/inspections/in-process/${IDS.workOrder}`);
    expect(await screen.findByLabelText('Operation')).toBeInTheDocument();
    unmount();
    templateAt('closed_short');
    renderRoutes(ROUTES, `/inspections/in-process/${IDS.workOrder}`);
    expect(
      await screen.findByText(
        'Only a released, in-progress or completed work order has in-process inspections; this one is closed short',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Operation')).not.toBeInTheDocument();
  });

  it('offers no form while the work order has made no good pieces', async () => {
    stubFetch((req) =>
      req.path === `/api/inspections/lot/template/${IDS.workOrder}`
        ? json({ ...LOT_TEMPLATE, workOrder: { ...LOT_TEMPLATE.workOrder, goodQuantity: 0 } })
        : errorBody(404, 'Not found'),
    );
    renderRoutes(ROUTES, `/inspections/lot/${IDS.workOrder}`);
    expect(
      await screen.findByText('The work order has made no good pieces yet: there is no lot to inspect.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save PDI Report' })).not.toBeInTheDocument();
  });
});
