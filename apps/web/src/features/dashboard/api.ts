import type { Dashboard } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { dashboardKey } from '../../lib/money-figures';

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
