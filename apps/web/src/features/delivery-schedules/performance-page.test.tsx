import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PerformancePage } from './performance-page';
import { CUSTOMERS, IDS, PERFORMANCE } from './schedule-fixtures';
import { thisMonth } from './schedule-format';

const ROUTES = [{ path: '/delivery-schedules/performance', element: <PerformancePage /> }];

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/delivery-schedules/performance') return json(PERFORMANCE);
    if (req.path === `/api/customers/options/${IDS.customer}`) return json(CUSTOMERS[0]);
    return errorBody(404, 'Not found');
  });
}

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('delivery performance', () => {
  it('shows each customer’s figures, the day-by-day chart and the buckets behind them', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, `/delivery-schedules/performance?month=2026-12&customerId=${IDS.customer}`);
    const section = await screen.findByRole('region', { name: 'Bharat Auto Components' });
    expect(screen.getByText(/December 2026, as of 22\/12\/2026/)).toBeInTheDocument();
    const figure = (label: string) =>
      within(section).getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;
    expect(figure('On time in full')).toHaveTextContent('66.7%');
    expect(figure('On time in full')).toHaveTextContent('2 of 3 buckets judged');
    expect(figure('Delivery')).toHaveTextContent('89.5%');
    expect(figure('Delivery')).toHaveTextContent('1,700 of 1,900 pieces on time');
    expect(figure('Backlog')).toHaveTextContent('200');
    expect(figure('Carried over')).toHaveTextContent('150');
    expect(within(section).getByRole('link', { name: 'Open the schedule' })).toHaveAttribute(
      'href',
      `/delivery-schedules/view/${IDS.schedule}`,
    );

    const chart = within(section).getByRole('table', { name: /Pieces due and dispatched by day/ });
    const days = within(chart).getAllByRole('row').slice(1);
    expect(days).toHaveLength(31);
    expect(
      within(days[30] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['31/12', '1,900', '1,700']);
    expect(section.querySelectorAll('svg path[data-series]')).toHaveLength(2);

    const buckets = within(section).getByRole('table', { name: 'Buckets of Bharat Auto Components' });
    expect(
      within(buckets)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['FB-2231', 'W49', '06/12/2026', '500', '500', '0', '0', 'On time in full'],
      ['FB-2231', 'W50', '13/12/2026', '800', '800', '0', '0', 'On time in full'],
      ['FB-2231', 'W51', '20/12/2026', '600', '400', '0', '200', 'Short'],
    ]);
    const asked = calls.find((c) => c.path === '/api/delivery-schedules/performance');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ month: '2026-12', customerId: IDS.customer });
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for this month unless another is chosen', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/delivery-schedules/performance');
    await screen.findByRole('region', { name: 'Bharat Auto Components' });
    expect(calls.find((c) => c.path === '/api/delivery-schedules/performance')?.query.get('month')).toBe(thisMonth());
    expect(screen.getByLabelText('Month')).toHaveValue(thisMonth());
  });
});
