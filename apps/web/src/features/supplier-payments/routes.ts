import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Supplier payments: the list, recording one across bills, and a payment with its advance. */
export const supplierPaymentsRoutes: AppRoute[] = [
  {
    path: '/supplier-payments',
    meta: routeMeta('/supplier-payments'),
    load: () => import('./payments-list-page').then((m) => m.SupplierPaymentsListPage),
  },
  {
    path: '/supplier-payments/new',
    meta: routeMeta('/supplier-payments/new'),
    load: () => import('./payment-form-page').then((m) => m.SupplierPaymentFormPage),
  },
  {
    path: '/supplier-payments/view/:id',
    meta: routeMeta('/supplier-payments/view/:id'),
    load: () => import('./payment-view-page').then((m) => m.SupplierPaymentViewPage),
  },
];
