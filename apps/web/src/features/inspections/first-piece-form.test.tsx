import { todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FirstPiecePage } from './first-piece-page';
import { FIRST_PIECE_TEMPLATE, IDS, INSPECTORS, makeInspection } from './inspection-fixtures';

const ROUTES = [
  { path: '/inspections/first-piece/:workOrderId', element: <FirstPiecePage /> },
  { path: '/inspections/view/:id', element: <p>inspection view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

function serve(template = FIRST_PIECE_TEMPLATE, answer = makeInspection({ kind: 'first_piece' })) {
  return stubFetch((req) => {
    if (req.path === `/api/inspections/first-piece/template/${IDS.workOrder}`) return json(template);
    if (req.path === '/api/employees/options') return json(INSPECTORS);
    if (req.path === '/api/inspections/first-piece' && req.method === 'POST') return json(answer, 201);
    return errorBody(404, 'Not found');
  });
}

const row = (n: number) => screen.getByRole('row', { name: `Characteristic ${n}` });
const inRow = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: true });
const resultOf = (n: number) => within(row(n)).getByRole('status', { name: `Result, characteristic ${n}` });
const verdict = () => screen.getByRole('status', { name: 'Verdict' });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the first-piece form', { timeout: 30_000 }, () => {
  it("starts from the drawing's figures and judges each row as it is typed, limits included", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, `/inspections/first-piece/${IDS.workOrder}`);
    expect(await screen.findByRole('heading', { name: 'First-Piece Inspection WO/2026-27/0004' })).toBeInTheDocument();
    expect(inRow(1, 'Characteristic')).toHaveValue('Final OD');
    expect(inRow(1, 'Nominal')).toHaveValue('24.98');
    expect(inRow(1, 'Lower tolerance')).toHaveValue('');
    expect(resultOf(1)).toHaveTextContent('Pending');
    expect(verdict()).toHaveTextContent('Pending');

    await user.type(inRow(1, 'Lower tolerance'), '-0.02');
    await user.type(inRow(1, 'Upper tolerance'), '0');
    await user.type(inRow(1, 'Measured'), '24.96');
    expect(resultOf(1)).toHaveTextContent('Pass');
    expect(verdict()).toHaveTextContent('Pass');
    await user.clear(inRow(1, 'Measured'));
    await user.type(inRow(1, 'Measured'), '24.959');
    expect(resultOf(1)).toHaveTextContent('Fail');
    expect(verdict()).toHaveTextContent('Fail');
    await user.clear(inRow(1, 'Measured'));
    await user.type(inRow(1, 'Measured'), '24.98');
    expect(resultOf(1)).toHaveTextContent('Pass');
  });

  it('takes a characteristic judged by eye, drops a removed row, and sends what the API takes', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, `/inspections/first-piece/${IDS.workOrder}`);
    await user.type(await screen.findByLabelText('Lower tolerance', { exact: true }), '-0.02');
    await user.type(inRow(1, 'Upper tolerance'), '0');
    await user.type(inRow(1, 'Measured'), '24.97');

    await user.click(screen.getByRole('button', { name: 'Add characteristic' }));
    await user.type(inRow(2, 'Characteristic'), 'Free of burrs');
    // Without a nominal the values are off and the inspector marks it.
    expect(inRow(2, 'Measured')).toBeDisabled();
    expect(verdict()).toHaveTextContent('Pending');
    await user.selectOptions(inRow(2, 'Result'), 'Fail');
    expect(verdict()).toHaveTextContent('Fail');
    await user.selectOptions(inRow(2, 'Result'), 'Pass');
    expect(verdict()).toHaveTextContent('Pass');

    await user.click(screen.getByRole('button', { name: 'Add characteristic' }));
    await user.click(within(row(3)).getByRole('button', { name: 'Remove line 3' }));

    await user.type(screen.getByRole('combobox', { name: 'Inspected By' }), 'sur');
    // The picker offers the answer to "sur" once it comes; the results' options are not looked through meanwhile.
    const inspectors = screen.getByRole('listbox', { name: 'Inspected By' });
    await user.click(await within(inspectors).findByRole('option', { name: 'Suresh Patil (QC-01)' }));
    await user.type(screen.getByLabelText('Remarks'), 'Setup by Ramesh');
    await user.click(screen.getByRole('button', { name: 'Save Inspection' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/inspections/view/${IDS.inspection}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        workOrderId: IDS.workOrder,
        inspectedOn: todayIn(),
        inspectorId: IDS.inspector,
        remarks: 'Setup by Ramesh',
        readings: [
          {
            characteristic: 'Final OD',
            nominal: 24.98,
            lowerTolerance: -0.02,
            upperTolerance: 0,
            unit: 'mm',
            measured: [24.97],
            result: null,
          },
          {
            characteristic: 'Free of burrs',
            nominal: null,
            lowerTolerance: null,
            upperTolerance: null,
            unit: 'mm',
            measured: [],
            result: 'pass',
          },
        ],
      },
    ]);
  });

  it('says what is missing on its cell and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/inspections/first-piece/${IDS.workOrder}`);
    await user.type(await screen.findByLabelText('Lower tolerance', { exact: true }), '0.02');
    await user.click(screen.getByRole('button', { name: 'Save Inspection' }));
    expect(await screen.findByText('The lower tolerance must be 0 or below (-0.02)')).toBeInTheDocument();
    expect(within(row(1)).getByText('Enter the measured value')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("offers no form for a work order that is not released, with the flow's reason", async () => {
    serve({ ...FIRST_PIECE_TEMPLATE, workOrder: { ...FIRST_PIECE_TEMPLATE.workOrder, status: 'draft' } });
    renderRoutes(ROUTES, `/inspections/first-piece/${IDS.workOrder}`);
    expect(
      await screen.findByText('Only a released or in-progress work order is inspected; this one is draft'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Inspection' })).not.toBeInTheDocument();
  });
});
