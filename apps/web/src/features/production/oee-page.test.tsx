import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { OeePage } from './oee-page';
import { IDS, machines, oeeReport } from './production-fixtures';

const ROUTES = [{ path: '/production/oee', element: <OeePage /> }];

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/production/machines') return json(machines());
    if (req.path === '/api/production/oee') {
      // Another month than April has no entries: its shifts planned, none logged.
      const report = oeeReport(req.query.get('month') ?? '2026-04');
      const machineId = req.query.get('machineId');
      return json({ ...report, machines: report.machines.filter((m) => !machineId || m.machineId === machineId) });
    }
    return errorBody(404, 'Not found');
  });
}

/** The text alternative's rows: day and the four figures. */
const dayRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the OEE screen', () => {
  it("charts the plant's OEE by day with a table for assistive technology, and each machine's month", async () => {
    const { calls } = serve();
    const { container } = renderRoutes(ROUTES, '/production/oee?month=2026-04');
    const chart = await screen.findByRole('table', { name: 'OEE by day: All machines, April 2026' });
    expect(screen.getByText('All machines, April 2026')).toBeInTheDocument();
    // Every working day up to now plans both machines' shifts: CNC-3 960 minutes, SPM-1 1,350.
    // 06/04: CNC-3 ran 870 (ideal 777.5), SPM-1 not logged: 870/2,310 = 37.7%, 777.5/870 = 89.4%,
    //        1,260/1,270 = 99.2%, OEE 777.5/2,310 × 0.99213 = 33.4%.
    // 07/04: SPM-1 ran 400 (ideal 414), CNC-3 not logged: 400/2,310 = 17.3%, 414/400 = 103.5%,
    //        900/920 = 97.8%, OEE 414/2,310 × 0.97826 = 17.5%.
    const nobody = (date: string) => [date, '0.0%', '—', '—', '0.0%'];
    expect(dayRows(chart)).toEqual([
      nobody('01/04/2026'),
      nobody('02/04/2026'),
      nobody('03/04/2026'),
      nobody('04/04/2026'),
      ['06/04/2026', '37.7%', '89.4%', '99.2%', '33.4%'],
      ['07/04/2026', '17.3%', '103.5%', '97.8%', '17.5%'],
    ]);
    // The drawing: a day's four bars, its figures on hover, hidden from screen readers.
    const svg = screen.getByTestId('oee-chart');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const monday = svg.querySelector('g[data-day="2026-04-06"]') as SVGGElement;
    expect([...monday.querySelectorAll('rect')].map((rect) => rect.dataset.series)).toEqual([
      'availability',
      'performance',
      'quality',
      'oee',
    ]);
    expect(monday.querySelector('title')?.textContent).toBe(
      '06/04/2026: OEE 33.4% (availability 37.7%, performance 89.4%, quality 99.2%)',
    );
    // Sunday plans nothing, and Wednesday 08/04 has no shift over yet.
    expect(svg.querySelector('g[data-day="2026-04-05"] rect')).toBeNull();
    expect(svg.querySelector('g[data-day="2026-04-08"] rect')).toBeNull();

    const month = screen.getByRole('table', { name: 'OEE per machine, April 2026' });
    const cnc = within(month).getByRole('row', { name: /CNC-3/ });
    expect(
      within(cnc)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
      // Six working days of 960 planned (96 h): 90 down, 4 × 960 + 960 = 4,800 not logged (80 h),
      // 870 run; 870/5,760 = 15.1%; OEE 777.5/5,760 × 0.99213 = 13.4%; utilisation 870/5,760.
    ).toEqual(['96.0 h', '1.5 h', '80.0 h', '14.5 h', '1,260', '10', '15.1%', '89.4%', '99.2%', '13.4%', '15.1%']);
    // The plant's month: the machines' minutes and pieces summed, the ratios worked again:
    // 1,270 run of 5,760 + 8,100 = 13,860; OEE 1,191.5/13,860 × 2,160/2,190 = 8.5%; utilisation 9.2%.
    const total = within(month).getByRole('row', { name: /All machines/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['8.5%', '9.2%']);
    expect(screen.getByText(/^Utilisation is run time .* up to 08\/04\/2026/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/production/oee')?.query.get('month')).toBe('2026-04');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows one machine when picked, and another month when asked', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/production/oee?month=2026-04');
    await screen.findByRole('table', { name: 'OEE by day: All machines, April 2026' });
    const machine = screen.getByLabelText('Machine');
    await waitFor(() => expect((machine as HTMLSelectElement).options).toHaveLength(3));
    await user.selectOptions(machine, IDS.spm);
    const chart = await screen.findByRole('table', { name: 'OEE by day: SPM-1, April 2026' });
    // 07/04: 400 run of SPM-1's 1,350 = 29.6%; OEE 414/1,350 × 900/920 = 30.0%.
    expect(dayRows(chart).slice(-2)).toEqual([
      ['06/04/2026', '0.0%', '—', '—', '0.0%'],
      ['07/04/2026', '29.6%', '103.5%', '97.8%', '30.0%'],
    ]);
    expect(router.state.location.search).toContain(`machineId=${IDS.spm}`);
    expect(calls.some((call) => call.query.get('machineId') === IDS.spm)).toBe(true);
    expect(
      within(screen.getByRole('table', { name: 'OEE per machine, April 2026' })).queryByText('All machines'),
    ).toBeNull();

    // A month input answers whole months (the browser's picker), never part-typed text.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-03' } });
    expect(await screen.findByText('No production recorded: SPM-1, March 2026.')).toBeInTheDocument();
  });
  it('shows performance above 100% as it is, and says the cycle times are slower than the machine runs', async () => {
    serve();
    renderRoutes(ROUTES, '/production/oee?month=2026-04');
    const month = await screen.findByRole('table', { name: 'OEE per machine, April 2026' });
    // SPM-1 made 920 pieces at 27 s (414 minutes' worth) in 400 minutes' run: 414/400 = 103.5%.
    const spm = within(month).getByRole('row', { name: /SPM-1/ });
    // Planned, Downtime, Not logged, Run, Good, Rejected, Availability, Performance.
    const performance = within(spm).getAllByRole('cell')[7];
    expect(performance).toHaveTextContent('103.5%');
    expect(performance).toHaveClass('text-amber-700');
    const cnc = within(month).getByRole('row', { name: /CNC-3/ });
    expect(within(cnc).getAllByRole('cell')[7]).not.toHaveClass('text-amber-700');
    const hint = (where: string) =>
      `Performance above 100% on ${where}: the pieces took less run time than their cycle times give, so the products’ cycle times are slower than the machine really runs. Correct them on the products.`;
    expect(screen.getByText(hint('SPM-1'))).toBeInTheDocument();
    expect(screen.getByText(hint('07/04/2026'))).toBeInTheDocument();
    // The chart's scale reaches 125%, and Tuesday's performance bar passes the 100% line.
    const svg = screen.getByTestId('oee-chart');
    expect(svg.querySelector('g[data-ratio="1.25"] text')?.textContent).toBe('125%');
    const hundred = Number(svg.querySelector('g[data-ratio="1"] line')?.getAttribute('y1'));
    const tuesday = svg.querySelector('g[data-day="2026-04-07"] rect[data-series="performance"]');
    expect(Number(tuesday?.getAttribute('y'))).toBeLessThan(hundred);
    const monday = svg.querySelector('g[data-day="2026-04-06"] rect[data-series="performance"]');
    expect(Number(monday?.getAttribute('y'))).toBeGreaterThan(hundred);
  });

  it('says nothing of cycle times when no performance passes 100%', async () => {
    serve();
    renderRoutes(ROUTES, `/production/oee?month=2026-04&machineId=${IDS.cnc3}`);
    await screen.findByRole('table', { name: 'OEE by day: CNC-3, April 2026' });
    expect(screen.queryByText(/^Performance above 100%/)).toBeNull();
    expect(screen.getByTestId('oee-chart').querySelector('g[data-ratio="1.25"]')).toBeNull();
  });
});
