import { type PdiTemplate, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeInspection, PDI_TEMPLATE } from './inspection-fixtures';
import { PdiPage } from './pdi-page';

const ROUTES = [
  { path: '/inspections/pdi/:dispatchId', element: <PdiPage /> },
  { path: '/inspections/view/:id', element: <p>inspection view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const TWO_PRODUCTS = {
  ...PDI_TEMPLATE,
  products: [
    ...PDI_TEMPLATE.products,
    { productId: IDS.other, drawingNumber: 'DRG-220', description: 'Spacer', quantity: 500, inspectionId: null },
  ],
};

function serve(template = PDI_TEMPLATE) {
  return stubFetch((req) => {
    if (req.path === `/api/inspections/pdi/template/${IDS.dispatch}`) {
      const productId = req.query.get('productId');
      return productId === IDS.other
        ? json({
            ...template,
            productId: IDS.other,
            drawingNumber: 'DRG-220',
            productDescription: 'Spacer',
            characteristics: [
              { characteristic: 'Thickness', nominal: 3, lowerTolerance: -0.05, upperTolerance: 0.05, unit: 'mm' },
            ],
          })
        : json(template);
    }
    if (req.path === '/api/inspections/pdi' && req.method === 'POST') return json(makeInspection(), 201);
    return errorBody(404, 'Not found');
  });
}

const row = (n: number) => screen.getByRole('row', { name: `Characteristic ${n}` });
const inRow = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: true });
const resultOf = (n: number) => within(row(n)).getByRole('status', { name: `Result, characteristic ${n}` });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the PDI form', { timeout: 30_000 }, () => {
  it('lays out a column per sample piece, judges the sample as typed and sends the values of each piece', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, `/inspections/pdi/${IDS.dispatch}`);
    expect(await screen.findByRole('heading', { name: 'Pre-Dispatch Inspection DC/2026-27/0007' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sample Size')).toHaveValue('5');
    expect(within(row(1)).getAllByLabelText(/^Piece \d$/)).toHaveLength(5);

    await user.clear(screen.getByLabelText('Sample Size'));
    await user.type(screen.getByLabelText('Sample Size'), '3');
    expect(within(row(1)).getAllByLabelText(/^Piece \d$/)).toHaveLength(3);
    await user.type(inRow(1, 'Piece 1'), '24.97');
    await user.type(inRow(1, 'Piece 2'), '24.96');
    // Two of three in: not yet judged; one out fails it at once.
    expect(resultOf(1)).toHaveTextContent('Pending');
    await user.type(inRow(1, 'Piece 3'), '24.99');
    expect(resultOf(1)).toHaveTextContent('Fail');
    await user.clear(inRow(1, 'Piece 3'));
    await user.type(inRow(1, 'Piece 3'), '24.98');
    expect(resultOf(1)).toHaveTextContent('Pass');
    await user.selectOptions(inRow(2, 'Result'), 'Pass');
    expect(screen.getByRole('status', { name: 'Verdict' })).toHaveTextContent('Pass');

    await user.click(screen.getByRole('button', { name: 'Save PDI Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inspections/view/${IDS.inspection}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        dispatchId: IDS.dispatch,
        productId: IDS.product,
        inspectedOn: todayIn(),
        inspectorId: null,
        sampleSize: 3,
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

  it('asks which product when the dispatch sends several, and starts from that one', async () => {
    const user = userEvent.setup();
    const { calls } = serve(TWO_PRODUCTS);
    renderRoutes(ROUTES, `/inspections/pdi/${IDS.dispatch}`);
    const choice = await screen.findByRole('combobox', { name: 'Product inspected' });
    expect(choice).toHaveValue(IDS.product);
    await user.selectOptions(choice, 'DRG-220 — Spacer (500 sent)');
    await waitFor(() => expect(inRow(1, 'Characteristic')).toHaveValue('Thickness'));
    expect(calls.some((c) => c.query.get('productId') === IDS.other)).toBe(true);
    expect(screen.queryByRole('row', { name: 'Characteristic 2' })).not.toBeInTheDocument();
  });

  it('opens the report a dispatch already has instead of a second form', async () => {
    serve({
      ...PDI_TEMPLATE,
      products: [{ ...(PDI_TEMPLATE.products[0] as PdiTemplate['products'][number]), inspectionId: IDS.inspection }],
    });
    renderRoutes(ROUTES, `/inspections/pdi/${IDS.dispatch}`);
    expect(await screen.findByText('inspection view')).toBeInTheDocument();
  });

  it('gives each product of a dispatch its own report: a product inspected already links its report', async () => {
    const user = userEvent.setup();
    const [first, second] = TWO_PRODUCTS.products as PdiTemplate['products'];
    const products = [{ ...first, inspectionId: IDS.inspection }, second];
    // As the server answers: DRG-118 has its report, so the form opens on DRG-220, the one without.
    stubFetch((req) => {
      if (req.path !== `/api/inspections/pdi/template/${IDS.dispatch}`) return errorBody(404, 'Not found');
      if (req.query.get('productId') === IDS.product) {
        return json({ ...TWO_PRODUCTS, products });
      }
      return json({
        ...TWO_PRODUCTS,
        products,
        productId: IDS.other,
        drawingNumber: 'DRG-220',
        productDescription: 'Spacer',
        characteristics: [
          { characteristic: 'Thickness', nominal: 3, lowerTolerance: -0.05, upperTolerance: 0.05, unit: 'mm' },
        ],
      });
    });
    renderRoutes(ROUTES, `/inspections/pdi/${IDS.dispatch}`);
    const choice = await screen.findByRole('combobox', { name: 'Product inspected' });
    expect(choice).toHaveValue(IDS.other);
    await waitFor(() => expect(inRow(1, 'Characteristic')).toHaveValue('Thickness'));
    expect(screen.getByRole('option', { name: 'DRG-118 — Plunger sleeve (2,000 sent) · PDI recorded' })).toBeVisible();
    await user.selectOptions(choice, 'DRG-118 — Plunger sleeve (2,000 sent) · PDI recorded');
    const open = await screen.findByRole('link', { name: 'open it' });
    expect(open).toHaveAttribute('href', `/inspections/view/${IDS.inspection}`);
    expect(screen.queryByRole('button', { name: 'Save PDI Report' })).not.toBeInTheDocument();
  });
});
