import { FileText } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { InvoiceFormPage } from './invoice-form-page';
import { InvoiceViewPage } from './invoice-view-page';
import { InvoicesListPage } from './invoices-list-page';

export const invoicesRoutes: AppRoute[] = [
  { path: '/invoices', meta: routeMeta('/invoices'), Component: InvoicesListPage },
  { path: '/invoices/new', meta: routeMeta('/invoices/new'), Component: InvoiceFormPage },
  { path: '/invoices/edit/:id', meta: routeMeta('/invoices/edit/:id'), Component: InvoiceFormPage },
  { path: '/invoices/view/:id', meta: routeMeta('/invoices/view/:id'), Component: InvoiceViewPage },
];

export const invoicesNav: NavItem[] = [{ name: 'Invoices', icon: FileText, path: '/invoices' }];
