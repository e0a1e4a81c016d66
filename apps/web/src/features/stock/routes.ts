import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Stock: the balances (with the products kept in stock), the ledger, recording a movement, material planning. */
export const stockRoutes: AppRoute[] = [
  {
    path: '/stock',
    meta: routeMeta('/stock'),
    load: () => import('./stock-page').then((m) => m.StockPage),
  },
  {
    path: '/stock/ledger',
    meta: routeMeta('/stock/ledger'),
    load: () => import('./ledger-page').then((m) => m.LedgerPage),
  },
  {
    path: '/stock/movements/new',
    meta: routeMeta('/stock/movements/new'),
    load: () => import('./movement-form-page').then((m) => m.MovementFormPage),
  },
  {
    path: '/stock/planning',
    meta: routeMeta('/stock/planning'),
    load: () => import('./planning-page').then((m) => m.PlanningPage),
  },
  {
    path: '/stock/planning/:id',
    meta: routeMeta('/stock/planning/:id'),
    load: () => import('./projection-page').then((m) => m.ProjectionPage),
  },
];
