import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const receivablesRoutes: AppRoute[] = [
  {
    path: '/receivables/ageing',
    meta: routeMeta('/receivables/ageing'),
    load: () => import('./ageing-page').then((m) => m.AgeingPage),
  },
  {
    path: '/receivables/statement/:customerId',
    meta: routeMeta('/receivables/statement/:customerId'),
    load: () => import('./statement-page').then((m) => m.StatementPage),
  },
  {
    path: '/receivables/receipt/:customerId',
    meta: routeMeta('/receivables/receipt/:customerId'),
    load: () => import('./receipt-page').then((m) => m.ReceiptPage),
  },
];
