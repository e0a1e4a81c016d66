import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { boreChart, characteristics, IDS, product } from './spc-fixtures';
import { SpcPage } from './spc-page';

const ROUTES = [{ path: '/spc', element: <SpcPage /> }];

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/spc/products/options') return json([product]);
    if (req.path === '/api/spc/characteristics') return json(characteristics());
    if (req.path === '/api/spc') return json(boreChart({ characteristic: req.query.get('characteristic') ?? '' }));
    return errorBody(404, 'Not found');
  });
}

/** A table's rows as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the SPC screen', () => {
  it("opens a notification's link on the chart, the flagged points red with their rules, and the capability", async () => {
    const { calls } = serve();
    const { container } = renderRoutes(ROUTES, `/spc?productId=${IDS.product}&characteristic=Bore`);
    expect(await screen.findByRole('heading', { name: 'Bore (mm): X̄-R (subgroups)' })).toBeInTheDocument();
    const chartCall = calls.find((call) => call.path === '/api/spc');
    expect(chartCall?.query.get('productId')).toBe(IDS.product);
    expect(chartCall?.query.get('characteristic')).toBe('Bore');
    // The product is named in its picker, the characteristic chosen, the days the chart covers shown.
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('DAC-FB-2231 — Flange bush');
    expect(screen.getByLabelText('Characteristic')).toHaveValue('Bore');
    expect(screen.getByLabelText('From')).toHaveValue('15/03/2026');
    expect(screen.getByLabelText('To')).toHaveValue('12/06/2026');
    expect(screen.getByText('4 subgroups of 3, 15/03/2026 to 12/06/2026')).toBeInTheDocument();
    expect(screen.getByText('2 readings of another sample size left out.')).toBeInTheDocument();

    // The X̄ chart: centre, control and specification limits, the third point red with its rules.
    const main = screen.getByTestId('main-chart');
    expect([...main.querySelectorAll('g[data-line]')].map((line) => line.textContent)).toEqual([
      'UCL 10.0256',
      'X̄̄ 10.00',
      'LCL 9.9744',
      'USL 10.05',
      'LSL 9.95',
    ]);
    const points = [...main.querySelectorAll('g[data-point]')];
    expect(points.map((point) => point.getAttribute('data-flagged'))).toEqual(['false', 'false', 'true', 'false']);
    expect(points[2]?.querySelector('circle')).toHaveClass('fill-red-600');
    expect(points[2]?.querySelector('title')?.textContent).toBe(
      [
        '11/06/2026, Pre-dispatch (PDI): X̄ 10.0433',
        'Rule 1: A point beyond a control limit (3σ)',
        'Rule 2: Two of three points in a row beyond 2σ on one side',
        'A value outside the specification',
      ].join('\n'),
    );
    // The R chart: the fourth point's range above its limit.
    const range = screen.getByTestId('range-chart');
    expect([...range.querySelectorAll('g[data-line]')].map((line) => line.textContent)).toEqual([
      'UCL 0.0644',
      'R̄ 0.025',
    ]);
    expect([...range.querySelectorAll('g[data-point]')].map((point) => point.getAttribute('data-flagged'))).toEqual([
      'false',
      'false',
      'false',
      'true',
    ]);

    // The flagged points, listed with what they break and a link to their inspection.
    const flagged = screen.getByRole('table', { name: 'Flagged points' });
    expect(rowsOf(flagged)).toEqual([
      ['Date', 'Inspection', 'Values', 'Averages (X̄)', 'Ranges (R)', 'Why'],
      [
        '11/06/2026',
        'Pre-dispatch (PDI)',
        '10.03, 10.06, 10.04',
        '10.0433',
        '0.03',
        'Rule 1: A point beyond a control limit (3σ)Rule 2: Two of three points in a row beyond 2σ on one sideA value outside the specification',
      ],
      ['12/06/2026', 'Pre-dispatch (PDI)', '9.96, 10.04, 10.00', '10.00', '0.08', 'Range above its control limit'],
    ]);
    expect(within(flagged).getAllByRole('link')[0]).toHaveAttribute('href', `/inspections/view/${IDS.third}`);

    // Capability to two decimals, with the spreads and the values they stand on.
    expect(rowsOf(screen.getByRole('table', { name: 'Process capability' }))).toEqual([
      ['Cp', '1.13'],
      ['Cpk', '0.83'],
      ['Pp', '0.59'],
      ['Ppk', '0.44'],
      ['σ within', '0.01477'],
      ['σ overall', '0.0281'],
      ['Mean', '10.013'],
      ['Values (n)', '12'],
      ['LSL', '9.95'],
      ['USL', '10.05'],
    ]);
    expect(screen.getByText(/against the control plan's specification/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('picks a product, charts its first characteristic, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/spc');
    expect(screen.getByText('Choose a product to chart its measured characteristics.')).toBeInTheDocument();
    expect(screen.getByLabelText('Characteristic')).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'DAC');
    await user.click(await screen.findByRole('option', { name: 'DAC-FB-2231 — Flange bush' }));
    expect(await screen.findByRole('heading', { name: 'Bore (mm): X̄-R (subgroups)' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('characteristic')).toBe('Bore');
    expect(screen.getByRole('option', { name: 'Length (9)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Characteristic'), 'Length');
    await waitFor(() => expect(calls.some((call) => call.query.get('characteristic') === 'Length')).toBe(true));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('productId'), search.get('characteristic')]).toEqual([IDS.product, 'Length']);
  });

  it('refuses a range past a year or reversed under its field, asking nothing of the server', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, `/spc?productId=${IDS.product}&characteristic=Bore&from=2025-01-01&to=2026-06-12`);
    expect(await screen.findByText('At most 366 days in one chart')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/spc')).toBe(false);
  });

  it('says when there is nothing to chart, and shows an empty range without charts', async () => {
    stubFetch((req) => {
      if (req.path === '/api/spc/characteristics') return json({ product, characteristics: [] });
      if (req.path === '/api/spc')
        return json(boreChart({ kind: null, subgroupSize: null, points: [], limits: null, excluded: 0 }));
      return errorBody(404, 'Not found');
    });
    renderRoutes(ROUTES, `/spc?productId=${IDS.product}&characteristic=Bore`);
    expect(await screen.findByText('No measured readings of this product yet.')).toBeInTheDocument();
    expect(await screen.findByText('No readings of Bore from 15/03/2026 to 12/06/2026.')).toBeInTheDocument();
    expect(screen.queryByTestId('main-chart')).toBeNull();
  });
});
