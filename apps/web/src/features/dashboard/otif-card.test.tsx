import type { Dashboard, DeliveryPerformanceReport } from '@lathe/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { HomePage } from './home-page';

const dashboard: Dashboard = {
  asOf: '2026-12-16',
  orders: {
    openCount: 3,
    openValue: 50000,
    lateCount: 0,
    dueThisWeekCount: 1,
    dispatchesThisMonth: 4,
    openMachiningHours: 12,
  },
  invoices: null,
  topCustomers: null,
  monthlySales: null,
};

const customer = (name: string, counted: number, onTimeInFull: number) => ({
  customerId: name,
  customerName: name,
  scheduleId: `s-${name}`,
  counted,
  onTimeInFull,
  otifPercent: counted ? Math.round((onTimeInFull * 1000) / counted) / 10 : null,
  scheduled: 0,
  onTime: 0,
  deliveryPercent: null,
  backlog: 0,
  carriedOver: 0,
  buckets: [],
  days: [],
});

function serve(report: DeliveryPerformanceReport, seen: string[] = []) {
  return stubFetch((req) => {
    if (req.path === '/api/dashboard') return json(dashboard);
    if (req.path === '/api/notifications') return json({ items: [], total: 0 });
    if (req.path === '/api/schedule/late') return json({ items: [], total: 0 });
    if (req.path === '/api/delivery-schedules/performance') {
      seen.push(req.query.toString());
      return json(report);
    }
    return errorBody(404, 'Not found');
  });
}

const card = () => screen.getByText('On time in full (this month)', { selector: 'span' }).closest('a') as HTMLElement;

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the on-time-in-full card', () => {
  it('weighs every customer’s buckets of this month together and opens the delivery performance', async () => {
    const seen: string[] = [];
    // 2 of 3 and 7 of 7: 9 of 10 buckets, 90.0% (not the 83.3% of the two customers’ shares averaged).
    serve({ month: '2026-12', asOf: '2026-12-16', customers: [customer('A', 3, 2), customer('B', 7, 7)] }, seen);
    renderAt(<HomePage />);
    expect(await screen.findByText('90.0%')).toBeInTheDocument();
    expect(card()).toHaveTextContent('9 of 10 buckets judged');
    expect(card()).toHaveAttribute('href', '/delivery-schedules/performance?month=2026-12');
    expect(seen).toEqual(['month=2026-12']);
  });

  it('says when nothing is due yet', async () => {
    serve({ month: '2026-12', asOf: '2026-12-01', customers: [customer('A', 0, 0)] });
    renderAt(<HomePage />);
    expect(await screen.findByText('No scheduled bucket is due yet this month')).toBeInTheDocument();
    expect(card()).toHaveTextContent('—');
  });

  it('is left out for a user who may not see sales orders', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'dashboard', actions: ['view'] }]) });
    const seen: string[] = [];
    const { calls } = serve({ month: '2026-12', asOf: '2026-12-16', customers: [] }, seen);
    renderAt(<HomePage />);
    expect(await screen.findByText('Open orders')).toBeInTheDocument();
    expect(screen.queryByText('On time in full (this month)')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/delivery-schedules/performance')).toBe(false);
  });
});
