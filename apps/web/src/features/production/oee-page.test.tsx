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
      const report = oeeReport();
      const machineId = req.query.get('machineId');
      const month = req.query.get('month') ?? '';
      const asked = report.machines.filter((m) => !machineId || m.machineId === machineId);
      // Another month: the machines with nothing recorded.
      const other = (m: (typeof asked)[number]) => ({ ...m, days: m.days.map((d) => ({ ...d, oee: null })) });
      return json({ ...report, month, machines: month === '2026-04' ? asked : asked.map(other) });
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
    expect(dayRows(chart)).toEqual([
      ['06/04/2026', '90.6%', '89.4%', '99.2%', '80.4%'],
      ['07/04/2026', '88.9%', '100.0%', '97.8%', '87.0%'],
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
      '06/04/2026: OEE 80.4% (availability 90.6%, performance 89.4%, quality 99.2%)',
    );
    expect(svg.querySelector('g[data-day="2026-04-08"] rect')).toBeNull();

    const month = screen.getByRole('table', { name: 'OEE per machine, April 2026' });
    const cnc = within(month).getByRole('row', { name: /CNC-3/ });
    expect(
      within(cnc)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['16.0 h', '1.5 h', '14.5 h', '1,260', '10', '90.6%', '89.4%', '99.2%', '80.4%', '3.5%']);
    // The plant's month: the machines' minutes and pieces summed, the ratios worked again.
    const total = within(month).getByRole('row', { name: /All machines/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['82.4%', '2.1%']);
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
    expect(dayRows(chart)).toEqual([['07/04/2026', '88.9%', '100.0%', '97.8%', '87.0%']]);
    expect(router.state.location.search).toContain(`machineId=${IDS.spm}`);
    expect(calls.some((call) => call.query.get('machineId') === IDS.spm)).toBe(true);
    expect(
      within(screen.getByRole('table', { name: 'OEE per machine, April 2026' })).queryByText('All machines'),
    ).toBeNull();

    // A month input answers whole months (the browser's picker), never part-typed text.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-03' } });
    expect(await screen.findByText('No production recorded: SPM-1, March 2026.')).toBeInTheDocument();
  });
});
