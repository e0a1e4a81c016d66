import type { Dashboard, LateWorkOrders, Notifications } from '@lathe/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OpenNavLinksContext } from '../../components/layout/nav-links';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { HomePage } from './home-page';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const full: Dashboard = {
  asOf: '2026-11-12',
  orders: {
    openCount: 7,
    openValue: 103263.75,
    lateCount: 2,
    dueThisWeekCount: 3,
    dispatchesThisMonth: 14,
    openMachiningHours: 1234.5,
  },
  invoices: {
    invoicedThisMonth: 168000.5,
    invoicedLastMonth: 120000,
    outstanding: 1234567.89,
    overdue: 120500.75,
    overdueCount: 4,
  },
  topCustomers: [
    { customerId: 'c1', partyCode: 'KPL01', name: 'Kirloskar Pneumatic', amount: 1234567 },
    { customerId: 'c2', partyCode: 'BOSCH-PN', name: 'Bosch Ltd, Nashik', amount: 50000.5 },
  ],
  monthlySales: MONTHS.map((month, i) => ({
    month,
    amount: i === 11 ? 168000.5 : i === 10 ? 120000 : i === 3 ? 0.5 : 0,
  })),
};

const notifications: Notifications = {
  items: [
    {
      id: 'invoice_overdue:i1',
      kind: 'invoice_overdue',
      title: 'Invoice overdue',
      message: 'INV/2026-27/0007 for Kirloskar Pneumatic: ₹1,23,456.00 due since 2 Nov 2026',
      link: '/invoices/view/i1',
      date: '2026-11-02',
      customerId: 'c-kpl',
      customerName: 'Kirloskar Pneumatic',
    },
    {
      id: 'order_due:o1',
      kind: 'order_due',
      title: 'Order due this week',
      message: 'SO/2026-27/0012 for Bosch Ltd, Nashik is due on 14 Nov 2026',
      link: '/sales-orders/view/o1',
      date: '2026-11-14',
      customerId: 'c-bosch',
      customerName: 'Bosch Ltd, Nashik',
    },
  ],
  total: 2,
};

const noneLate: LateWorkOrders = { items: [], total: 0 };

function serve(dashboard: Dashboard | Response, feed: Notifications = notifications, late = noneLate) {
  return stubFetch((req) => {
    if (req.path === '/api/dashboard') return dashboard instanceof Response ? dashboard : json(dashboard);
    if (req.path === '/api/notifications') return json(feed);
    if (req.path === '/api/schedule/late') return json(late);
    return errorBody(404, 'Not found');
  });
}

/** A figure's card: the link around its label, or its box when it links nowhere. */
const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('a, div') as HTMLElement;

beforeEach(() => useAuthStore.setState({ user: makeUser({ firstName: 'Asha' }) }));

// A whole screen rendered and queried in jsdom takes seconds on a busy machine.
describe('dashboard', { timeout: 15_000 }, () => {
  it('shows every figure in Indian rupees, each card linking to the list it summarises', async () => {
    serve(full);
    renderAt(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Figures as of 12/11/2026')).toBeInTheDocument();

    const open = card('Open orders');
    expect(open).toHaveAttribute('href', '/sales-orders?status=confirmed');
    expect(open).toHaveTextContent('7');
    expect(open).toHaveTextContent('₹1,03,263.75 still to invoice');
    const late = card('Orders late');
    expect(late).toHaveAttribute('href', '/sales-orders?late=true');
    expect(late).toHaveTextContent('2');
    expect(card('Due this week')).toHaveTextContent('3');
    expect(card('Due this week')).toHaveAttribute('href', '/sales-orders?due=week&sortBy=deliveryDate&sortOrder=ASC');
    expect(card('Dispatches this month')).toHaveTextContent('14');
    expect(card('Dispatches this month').tagName).not.toBe('A');
    expect(card('Machining hours')).toHaveTextContent('1,234.5 h');
    expect(card('Machining hours')).toHaveAttribute('href', '/sales-orders/open-lines?sortBy=dueDate&sortOrder=ASC');

    const invoiced = card('Invoiced this month');
    expect(invoiced).toHaveTextContent('₹1,68,000.50');
    expect(invoiced).toHaveAttribute('href', '/invoices?month=2026-11&sortBy=invoiceDate&sortOrder=DESC');
    expect(invoiced).toHaveTextContent("+₹48,000.50 (+40.0%) on last month's ₹1,20,000.00");
    expect(card('Outstanding receivables')).toHaveTextContent('₹12,34,567.89');
    expect(card('Outstanding receivables')).toHaveAttribute(
      'href',
      '/invoices?outstanding=true&sortBy=dueDate&sortOrder=ASC',
    );
    const overdue = card('Overdue');
    expect(overdue).toHaveAttribute('href', '/invoices?overdue=true');
    expect(overdue).toHaveTextContent('₹1,20,500.75');
    expect(overdue).toHaveTextContent('4 invoices past the due date');

    const table = screen.getByRole('table', { name: /Top customers/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['KPL01', 'Kirloskar Pneumatic', '₹12,34,567.00'],
      ['BOSCH-PN', 'Bosch Ltd, Nashik', '₹50,000.50'],
    ]);
    // Each customer opens its invoices.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'KPL01' })
        .getAttribute('href'),
    ).toMatch(/^\/invoices\?customerId=[^&]+&sortBy=invoiceDate&sortOrder=DESC$/);
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('draws the twelve months of sales as labelled bars, oldest first, and tabulates them for screen readers', async () => {
    serve(full);
    renderAt(<HomePage />);
    const table = await screen.findByRole('table', { name: 'Invoiced value per month' });
    const figure = table.closest('figure') as HTMLElement;
    const bars = [...figure.querySelectorAll('svg g[data-month]')];
    expect(bars).toHaveLength(12);
    expect(bars.map((bar) => bar.querySelector('text')?.textContent)).toEqual([
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    expect(bars[0]?.querySelector('title')).toHaveTextContent('Dec 2025: ₹0.00');
    expect(bars[3]?.querySelector('title')).toHaveTextContent('Mar 2026: ₹0.50');
    expect(bars[11]?.querySelector('title')).toHaveTextContent('Nov 2026: ₹1,68,000.50');
    // The best month fills the plot; the others are scaled to it.
    const height = (i: number) => Number(bars[i]?.querySelector('rect')?.getAttribute('height'));
    expect(height(11)).toBeGreaterThan(height(10));
    expect(height(10) / height(11)).toBeCloseTo(120000 / 168000.5, 2);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('Dec 2025₹0.00');
    expect(rows[11]).toHaveTextContent('Nov 2026₹1,68,000.50');
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      '₹2,88,001.00 in 12 months · best Nov 2026, ₹1,68,000.50',
    );
    expect(await axeViolations(figure)).toEqual([]);
  });

  it('lists every notification under the figures, each linking to its screen', async () => {
    serve(full);
    renderAt(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(section).toHaveAttribute('id', 'notifications');
    const links = (await within(section).findAllByRole('listitem')).map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/invoices/view/i1', '/sales-orders/view/o1']);
    // Grouped by customer, the customer of the most urgent first; each customer's name opens its page.
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Kirloskar Pneumatic (1)', 'Bosch Ltd, Nashik (1)']);
    expect(headings.map((h) => within(h).getByRole('link').getAttribute('href'))).toEqual([
      '/customers/view/c-kpl',
      '/customers/view/c-bosch',
    ]);
    const bosch = within(section).getByRole('region', { name: 'Bosch Ltd, Nashik' });
    expect(within(within(bosch).getByRole('listitem')).getByRole('link')).toHaveAttribute(
      'href',
      '/sales-orders/view/o1',
    );
    expect(links[0]).toHaveTextContent('Invoice overdue');
    expect(links[0]).toHaveTextContent('INV/2026-27/0007 for Kirloskar Pneumatic: ₹1,23,456.00 due since 2 Nov 2026');
    expect(links[0]).toHaveTextContent('2 Nov 2026');
  });

  it('says how many it leaves out when there are more than it lists', async () => {
    serve(full, { ...notifications, total: 75 });
    renderAt(<HomePage />);
    expect(await screen.findByText('The 2 most urgent of 75')).toBeInTheDocument();
  });

  it('shows "No notifications" when nothing needs attention', async () => {
    serve(full, { items: [], total: 0 });
    renderAt(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByText('No notifications')).toBeInTheDocument();
  });

  it('leaves out the sections the user may not see', async () => {
    serve({ ...full, invoices: null, topCustomers: null, monthlySales: null });
    renderAt(<HomePage />);
    expect(await screen.findByText('Open orders')).toBeInTheDocument();
    expect(screen.queryByText('Invoiced this month')).not.toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.queryByText('Monthly sales')).not.toBeInTheDocument();
    expect(screen.queryByText('Top customers')).not.toBeInTheDocument();
  });

  it('shows money without orders to a user who sees invoices only', async () => {
    serve({ ...full, orders: null });
    renderAt(<HomePage />);
    expect(await screen.findByText('Invoiced this month')).toBeInTheDocument();
    expect(screen.queryByText('Open orders')).not.toBeInTheDocument();
    expect(screen.queryByText('Dispatches this month')).not.toBeInTheDocument();
    expect(screen.getByText('Monthly sales')).toBeInTheDocument();
  });

  it('greets a user whose dashboard has no sections, as before', async () => {
    serve({ asOf: '2026-11-12', orders: null, invoices: null, topCustomers: null, monthlySales: null });
    renderAt(<HomePage />);
    expect(await screen.findByText('Welcome back, Asha!')).toBeInTheDocument();
    expect(screen.queryByText(/Figures as of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('puts the screens a user without figures may open one click away, as the menu lists them', async () => {
    serve({ asOf: '2026-11-12', orders: null, invoices: null, topCustomers: null, monthlySales: null });
    const openLinks = [
      { name: 'Dashboard', path: '/' },
      { name: 'Employees', path: '/employees' },
      { name: 'Departments', path: '/departments' },
    ];
    renderAt(
      <OpenNavLinksContext value={openLinks}>
        <HomePage />
      </OpenNavLinksContext>,
    );
    const screens = await screen.findByRole('navigation', { name: 'Your screens' });
    expect(
      within(screens)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Employees', '/employees'],
      ['Departments', '/departments'],
    ]);
  });

  it('reports a failed load and loads again on Retry', async () => {
    let fail = true;
    stubFetch((req) => {
      if (req.path === '/api/dashboard') return fail ? errorBody(500, 'Database unavailable') : json(full);
      if (req.path === '/api/schedule/late') return json(noneLate);
      return json(notifications);
    });
    const user = userEvent.setup();
    renderAt(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Open orders')).toBeInTheDocument();
  });

  it('shows the work orders the schedule will finish late to whoever may see the schedule', async () => {
    const late: LateWorkOrders = {
      items: [
        {
          workOrderId: 'w1',
          woNumber: 'WO/2026-27/0004',
          product: 'Plunger sleeve',
          customerId: 'c-kpl',
          customerName: 'Kirloskar Pneumatic',
          dueDate: '2026-11-10',
          finish: '2026-11-13T14:30',
          daysLate: 3,
          blocked: [],
        },
        {
          workOrderId: 'w2',
          woNumber: 'WO/2026-27/0007',
          product: 'Bush',
          customerId: 'c-kpl',
          customerName: 'Kirloskar Pneumatic',
          dueDate: '2026-11-20',
          finish: null,
          daysLate: 0,
          blocked: [
            { operationId: 'o1', label: 'SPM facing', reason: 'No available machine can run SPM work' },
            {
              operationId: 'o2',
              label: 'Rough 1st side',
              reason: 'WO/2026-27/0007 operation 1 before it could not be placed',
            },
          ],
        },
      ],
      total: 2,
    };
    serve(full, notifications, late);
    renderAt(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Work orders running late' });
    expect(await within(section).findByRole('link', { name: 'WO/2026-27/0004' })).toHaveAttribute(
      'href',
      '/work-orders/view/w1',
    );
    expect(section).toHaveTextContent('Due 10/11/2026, finishes 13/11/2026 14:30 · 3 days late');
    // One the schedule cannot place says why, the first operation not placed, instead of a finish.
    const unplaced = within(section).getByRole('link', { name: 'WO/2026-27/0007' }).closest('li') as HTMLElement;
    expect(unplaced).toHaveTextContent('Due 20/11/2026 · SPM facing not placed: No available machine can run SPM work');
    expect(unplaced).not.toHaveTextContent('finishes');
    expect(within(section).getByRole('link', { name: 'Open the schedule' })).toHaveAttribute('href', '/schedule');
  });

  it('leaves the late work orders out for a user without the schedule', async () => {
    useAuthStore.setState({
      user: makeUser({ role: { id: 'r2', name: 'Sales', permissions: [{ scope: 'dashboard', actions: ['view'] }] } }),
    });
    const { calls } = serve(full);
    renderAt(<HomePage />);
    expect(await screen.findByText('Figures as of 12/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Work orders running late' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/schedule/late')).toBe(false);
  });

  it('groups a late work order made for stock on its own, linking to the work order', async () => {
    serve(full, {
      items: [
        {
          id: 'work_order_late:w2',
          kind: 'work_order_late',
          title: 'Work order running late',
          message: 'WO/2026-27/0009 (Bush) is due on 10 Nov 2026 but will finish on 12 Nov 2026 at 16:00, 2 days late',
          link: '/work-orders/view/w2',
          date: '2026-11-10',
          customerId: null,
          customerName: null,
        },
      ],
      total: 1,
    });
    renderAt(<HomePage />);
    const group = await screen.findByRole('region', { name: 'For stock' });
    expect(within(group).getByRole('link', { name: /Work order running late/ })).toHaveAttribute(
      'href',
      '/work-orders/view/w2',
    );
  });
});
