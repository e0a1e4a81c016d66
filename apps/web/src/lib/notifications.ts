import type { Notifications } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const notificationsKey = ['notifications'] as const;

/** Overdue invoices and late orders change by the day: asking every few minutes is plenty. */
export const NOTIFICATIONS_REFRESH_MS = 3 * 60_000;

/**
 * `GET notifications`: what needs attention now, for the signed-in user's scopes. The bell and
 * the dashboard share this one query; it refreshes every few minutes and when the window
 * regains focus (the app's default is not to), so a tab left open does not go stale.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get<Notifications>('notifications', undefined, signal),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 60_000,
  });
}
