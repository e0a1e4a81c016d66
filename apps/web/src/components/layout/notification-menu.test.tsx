import type { Notification } from '@lathe/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderAt } from '../../test/render';
import { NotificationMenu } from './notification-menu';

const invoiceOverdue = (n: number): Notification => ({
  id: `invoice_overdue:i${n}`,
  kind: 'invoice_overdue',
  title: 'Invoice overdue',
  message: `INV/2026-27/000${n} for Kirloskar Pneumatic: ₹1,23,456.00 due since ${n} Nov 2026`,
  link: `/invoices/view/i${n}`,
  date: `2026-11-0${n}`,
  customerId: 'c-kpl',
  customerName: 'Kirloskar Pneumatic',
});
const lateOrder: Notification = {
  id: 'order_late:o1',
  kind: 'order_late',
  title: 'Order late',
  message: 'SO/2026-27/0012 for Bosch Ltd, Nashik was due on 8 Nov 2026',
  link: '/sales-orders/view/o1',
  date: '2026-11-08',
  customerId: 'c-bosch',
  customerName: 'Bosch Ltd, Nashik',
};

function serve(items: Notification[], total = items.length) {
  return stubFetch((req) => (req.path === '/api/notifications' ? json({ items, total }) : errorBody(404, 'Not found')));
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /Notifications/) => {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('heading', { name: 'Notification' }).parentElement as HTMLElement;
};

describe('the notification bell', () => {
  it('lists the fetched notifications, each a link to the screen that deals with it', async () => {
    const { calls } = serve([invoiceOverdue(2), lateOrder]);
    const user = userEvent.setup();
    renderAt(<NotificationMenu />, { path: '/users' });
    const panel = await openPanel(user, 'Notifications (2)');
    expect(calls.some((c) => c.path === '/api/notifications')).toBe(true);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/invoices/view/i2', '/sales-orders/view/o1', '/']);
    expect(links[0]).toHaveTextContent('Invoice overdue');
    expect(links[0]).toHaveTextContent('INV/2026-27/0002 for Kirloskar Pneumatic: ₹1,23,456.00 due since 2 Nov 2026');
    expect(links[0]).toHaveTextContent('2 Nov 2026');
    expect(links[1]).toHaveTextContent('Order late');
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute('href', '/');

    // Following one closes the panel and goes there.
    await user.click(links[1] as HTMLElement);
    expect(screen.queryByRole('heading', { name: 'Notification' })).not.toBeInTheDocument();
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('shows the five most urgent and counts them all on the badge', async () => {
    serve([1, 2, 3, 4, 5, 6, 7].map(invoiceOverdue), 12);
    const user = userEvent.setup();
    renderAt(<NotificationMenu />);
    const bell = await screen.findByRole('button', { name: 'Notifications (12)' });
    expect(bell).toHaveTextContent('12');
    const panel = await openPanel(user, 'Notifications (12)');
    const entries = within(panel).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveTextContent('INV/2026-27/0001');
    expect(entries[4]).toHaveTextContent('INV/2026-27/0005');
  });

  it('says "No notifications" and shows no badge when nothing needs attention', async () => {
    serve([]);
    const user = userEvent.setup();
    renderAt(<NotificationMenu />);
    const panel = await openPanel(user, 'Notifications');
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute('href', '/');
  });
});
