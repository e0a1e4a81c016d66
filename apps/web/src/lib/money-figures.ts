import { notificationsKey } from './notifications';

/** The dashboard's figures, as its query is keyed. */
export const dashboardKey = ['dashboard'] as const;

/**
 * What any change to an order or an invoice (saved, confirmed, dispatched, closed, cancelled,
 * issued, paid) makes stale: the dashboard's figures and the notifications. The two resources
 * name it as their `alsoRefresh`, so the figures never lag the lists.
 */
export const MONEY_FIGURES = [dashboardKey, notificationsKey] as const;
