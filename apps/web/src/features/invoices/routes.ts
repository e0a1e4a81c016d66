import { FileText } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const invoicesRoutes: AppRoute[] = [
  {
    path: '/invoices',
    meta: routeMeta('/invoices'),
    load: () => import('./invoices-list-page').then((m) => m.InvoicesListPage),
  },
  {
    path: '/invoices/new',
    meta: routeMeta('/invoices/new'),
    load: () => import('./invoice-form-page').then((m) => m.InvoiceFormPage),
  },
  {
    path: '/invoices/edit/:id',
    meta: routeMeta('/invoices/edit/:id'),
    load: () => import('./invoice-form-page').then((m) => m.InvoiceFormPage),
  },
  {
    path: '/invoices/view/:id',
    meta: routeMeta('/invoices/view/:id'),
    load: () => import('./invoice-view-page').then((m) => m.InvoiceViewPage),
  },
];

export const invoicesNav: NavItem[] = [{ name: 'Invoices', icon: FileText, path: '/invoices' }];
