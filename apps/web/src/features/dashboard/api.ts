import type { Dashboard } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { notificationsKey } from '../../lib/notifications';

export const dashboardKey = ['dashboard'] as const;

/**
 * What any change to an order or an invoice (saved, confirmed, dispatched, closed, cancelled,
 * issued, paid) makes stale: the dashboard's figures and the notifications. The two resources
 * name it as their `alsoRefresh`, so the figures never lag the lists.
 */
export const MONEY_FIGURES = [dashboardKey, notificationsKey] as const;

/** `GET dashboard`: the figures of the sections the user's scopes allow; the others are null. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api.get<Dashboard>('dashboard', undefined, signal),
  });
}

/** True when the user may see none of the dashboard's sections. */
export const hasNoSections = (d: Dashboard) =>
  d.orders === null && d.invoices === null && d.topCustomers === null && d.monthlySales === null;
