import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Payables: the ageing of what suppliers are owed, and a supplier's ledger. */
export const payablesRoutes: AppRoute[] = [
  {
    path: '/payables/ageing',
    meta: routeMeta('/payables/ageing'),
    load: () => import('./ageing-page').then((m) => m.PayablesAgeingPage),
  },
  {
    path: '/payables/ledger/:supplierId',
    meta: routeMeta('/payables/ledger/:supplierId'),
    load: () => import('./ledger-page').then((m) => m.SupplierLedgerPage),
  },
];
