import { FileText } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import { documentRoutes } from '../../lib/document-routes';

/** Invoices: the list, the form (new, from a sales order or one of its dispatches, or a draft) and the printable invoice. */
export const invoicesRoutes = documentRoutes('/invoices', {
  list: () => import('./invoices-list-page').then((m) => m.InvoicesListPage),
  form: () => import('./invoice-form-page').then((m) => m.InvoiceFormPage),
  view: () => import('./invoice-view-page').then((m) => m.InvoiceViewPage),
});

export const invoicesNav: NavItem[] = [{ name: 'Invoices', icon: FileText, path: '/invoices' }];
