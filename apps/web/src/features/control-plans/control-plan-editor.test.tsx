import { addDays, type ControlPlan, type ControlPlanMissing, todayIn } from '@lathe/shared';
import { PRINT_COMPANY } from '@lathe/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ControlPlanEditorPage } from './control-plan-editor-page';
import { ControlPlanViewPage } from './control-plan-view-page';

const PRODUCT = {
  id: '22222222-2222-4222-8222-222222222222',
  drawingNumber: 'DRG-118',
  productDescription: 'Plunger sleeve',
  partyCode: 'BOSCH-PN',
  customerName: 'Bosch Ltd',
};
const CALIPER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const MISSING: ControlPlanMissing = {
  statusCode: 404,
  error: 'Not Found',
  message: 'No control plan for this product',
  product: PRODUCT,
  suggestion: [
    { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
    { characteristic: 'Final length', nominal: 40, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
  ],
};

const PLAN: ControlPlan = {
  id: '33333333-3333-4333-8333-333333333333',
  product: PRODUCT,
  revision: 2,
  revisedOn: '2026-11-20',
  remarks: null,
  characteristics: [
    {
      seq: 1,
      characteristic: 'Final OD',
      special: 'critical',
      nominal: 24.98,
      lowerTolerance: -0.02,
      upperTolerance: 0,
      unit: 'mm',
      method: 'At 3 places',
      gaugeType: 'Vernier caliper',
      gaugeId: CALIPER,
      gaugeCode: 'VC-012',
      gaugeName: 'Vernier caliper 0–150 mm',
      sampleSize: 5,
      frequency: 'Every 2 hours',
      firstPiece: true,
      inProcess: true,
      pdi: true,
      reactionPlan: 'Stop, segregate, reset the offset',
    },
  ],
  company: PRINT_COMPANY,
  version: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const ROUTES = [
  { path: '/control-plans/:productId/edit', element: <ControlPlanEditorPage /> },
  { path: '/control-plans/:productId', element: <ControlPlanViewPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

/** The server: the plan (or its absence), the gauges calibrated for today, and the save. */
function serve(state: ControlPlan | ControlPlanMissing) {
  return stubFetch((req) => {
    if (req.path === `/api/control-plans/${PRODUCT.id}` && req.method === 'GET') {
      return 'suggestion' in state ? json(state, 404) : json(state);
    }
    if (req.path === `/api/control-plans/${PRODUCT.id}` && req.method === 'PUT') {
      return json({ ...PLAN, revision: 'suggestion' in state ? 1 : PLAN.revision + 1 });
    }
    if (req.path === '/api/gauges/options') {
      return json({
        items: [
          {
            id: CALIPER,
            code: 'VC-012',
            name: 'Vernier caliper 0–150 mm',
            gaugeType: 'Vernier caliper',
            dueOn: addDays(todayIn(), 90),
          },
        ],
      });
    }
    return errorBody(404, 'Not found');
  });
}

const row = (n: number) => screen.getByRole('row', { name: `Characteristic ${n}` });
const measuring = (n: number) => screen.getByRole('row', { name: `How characteristic ${n} is measured` });
const inRow = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: true });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the control plan editor', { timeout: 30_000 }, () => {
  it("starts a new plan from the drawing's figures and says on each cell what the plan still lacks", async () => {
    const user = userEvent.setup();
    const { calls } = serve(MISSING);
    renderRoutes(ROUTES, `/control-plans/${PRODUCT.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'New Control Plan DRG-118' })).toBeInTheDocument();
    expect(inRow(1, 'Characteristic')).toHaveValue('Final OD');
    expect(inRow(1, 'Nominal')).toHaveValue('24.98');
    expect(inRow(2, 'Characteristic')).toHaveValue('Final length');
    expect(inRow(1, 'Sample size')).toHaveValue('1');
    expect(inRow(1, 'PDI')).toBeChecked();

    // The same characteristic twice, one measured at no stage, the tolerances not entered.
    await user.clear(inRow(2, 'Characteristic'));
    await user.type(inRow(2, 'Characteristic'), 'final od');
    for (const stage of ['First piece', 'In-process', 'PDI']) await user.click(inRow(2, stage));
    await user.click(screen.getByRole('button', { name: 'Save Control Plan' }));
    expect(await within(row(1)).findByText('Enter the lower tolerance (0 for none)')).toBeInTheDocument();
    expect(within(row(1)).getByText('Enter the upper tolerance (0 for none)')).toBeInTheDocument();
    expect(within(row(2)).getByText('Tick at least one stage that measures it')).toBeInTheDocument();

    // Each characteristic right on its own, the plan still lists one twice.
    for (const n of [1, 2]) {
      await user.type(inRow(n, 'Lower tolerance'), '-0.1');
      await user.type(inRow(n, 'Upper tolerance'), '0.1');
    }
    await user.click(inRow(2, 'PDI'));
    await user.click(screen.getByRole('button', { name: 'Save Control Plan' }));
    expect(await within(row(2)).findByText('This characteristic is listed twice')).toBeInTheDocument();

    // A sample of no pieces.
    await user.clear(inRow(1, 'Sample size'));
    await user.click(screen.getByRole('button', { name: 'Save Control Plan' }));
    expect(await within(row(1)).findByText('Enter the sample size')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('adds, moves and removes characteristics, names a calibrated gauge, and saves the whole plan', async () => {
    const user = userEvent.setup();
    const { calls } = serve(MISSING);
    const { router } = renderRoutes(ROUTES, `/control-plans/${PRODUCT.id}/edit`);
    await screen.findByRole('heading', { name: 'New Control Plan DRG-118' });

    await user.type(inRow(1, 'Lower tolerance'), '-0.02');
    await user.type(inRow(1, 'Upper tolerance'), '0');
    await user.selectOptions(inRow(1, 'Class'), 'Critical');
    await user.clear(inRow(1, 'Sample size'));
    await user.type(inRow(1, 'Sample size'), '5');
    await user.type(inRow(1, 'Frequency'), 'Every 2 hours');
    await user.type(within(measuring(1)).getByLabelText('Gauge type', { exact: true }), 'Vernier caliper');
    await user.type(within(measuring(1)).getByRole('combobox', { name: 'Gauge' }), 'VC');
    const offered = within(measuring(1)).getByRole('listbox', { name: 'Gauge' });
    await user.click(await within(offered).findByRole('option', { name: 'VC-012 — Vernier caliper 0–150 mm' }));
    await user.type(
      within(measuring(1)).getByLabelText('Reaction plan', { exact: true }),
      'Stop, segregate, reset the offset',
    );

    // The length goes; a burr check by eye is added and moved to the top.
    await user.click(within(row(2)).getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Add characteristic' }));
    await user.type(inRow(2, 'Characteristic'), 'Free of burrs');
    await user.click(inRow(2, 'First piece'));
    await user.click(inRow(2, 'PDI'));
    await user.click(within(row(2)).getByRole('button', { name: 'Move characteristic 2 up' }));
    expect(inRow(1, 'Characteristic')).toHaveValue('Free of burrs');
    expect(inRow(1, 'Lower tolerance')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save Control Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/control-plans/${PRODUCT.id}`));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        remarks: null,
        characteristics: [
          {
            characteristic: 'Free of burrs',
            special: '',
            nominal: null,
            lowerTolerance: null,
            upperTolerance: null,
            unit: 'mm',
            method: '',
            gaugeType: '',
            sampleSize: 1,
            frequency: '',
            firstPiece: false,
            inProcess: true,
            pdi: false,
            reactionPlan: '',
          },
          {
            characteristic: 'Final OD',
            special: 'critical',
            nominal: 24.98,
            lowerTolerance: -0.02,
            upperTolerance: 0,
            unit: 'mm',
            method: '',
            gaugeType: 'Vernier caliper',
            gaugeId: CALIPER,
            sampleSize: 5,
            frequency: 'Every 2 hours',
            firstPiece: true,
            inProcess: true,
            pdi: true,
            reactionPlan: 'Stop, segregate, reset the offset',
          },
        ],
      },
    ]);
  });

  it('revises a saved plan with the version read, its gauge shown by name', async () => {
    const user = userEvent.setup();
    const { calls } = serve(PLAN);
    renderRoutes(ROUTES, `/control-plans/${PRODUCT.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Control Plan DRG-118' })).toBeInTheDocument();
    expect(within(measuring(1)).getByRole('combobox', { name: 'Gauge' })).toHaveValue(
      'VC-012 — Vernier caliper 0–150 mm',
    );
    await user.clear(inRow(1, 'Frequency'));
    await user.type(inRow(1, 'Frequency'), 'Per setup');
    await user.click(screen.getByRole('button', { name: 'Save as Rev 3' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      version: 4,
      characteristics: [{ frequency: 'Per setup', gaugeId: CALIPER }],
    });
  });
});

describe('the control plan page', { timeout: 30_000 }, () => {
  it('shows the plan as printed with its PDF, and offers to make one for a product without', async () => {
    serve(PLAN);
    const { unmount } = renderRoutes(ROUTES, `/control-plans/${PRODUCT.id}`);
    const table = await screen.findByRole('table', { name: 'Control plan characteristics' });
    expect(within(table).getByRole('row', { name: 'Characteristic 1' })).toHaveTextContent('Stop, segregate, reset');
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/control-plans/${PRODUCT.id}/edit`);
    unmount();

    serve(MISSING);
    renderRoutes(ROUTES, `/control-plans/${PRODUCT.id}`);
    expect(await screen.findByText(/No control plan for this product yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make Control Plan' })).toHaveAttribute(
      'href',
      `/control-plans/${PRODUCT.id}/edit`,
    );
  });
});
