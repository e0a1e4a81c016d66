import { Calculator } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import { documentRoutes } from '../../lib/document-routes';

/** Quotations: the list, the form (a new enquiry, or one not yet sent) and the customer's offer with its cost sheet. */
export const quotationsRoutes = documentRoutes('/quotations', {
  list: () => import('./quotations-list-page').then((m) => m.QuotationsListPage),
  form: () => import('./quotation-form-page').then((m) => m.QuotationFormPage),
  view: () => import('./quotation-view-page').then((m) => m.QuotationViewPage),
});

export const quotationsNav: NavItem[] = [{ name: 'Quotations', icon: Calculator, path: '/quotations' }];
