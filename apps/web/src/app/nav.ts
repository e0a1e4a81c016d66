import { hasAnyRole, type User } from '@lathe/shared';
import { Building2, Cog, IdCard, Package, Truck } from 'lucide-react';
import { filterNav, type NavItem } from '../components/layout/nav-types';
import { auditNav } from '../features/audit/routes';
import { dashboardNav } from '../features/dashboard/routes';
import { invoicesNav } from '../features/invoices/routes';
import { rolesNav } from '../features/roles/routes';
import { salesOrdersNav } from '../features/sales-orders/routes';
import { usersNav } from '../features/users/routes';
import { APP_ROUTES } from './app-routes';

/** Customers, people and plant: the master data every order and invoice draws on. */
const MASTER_DATA_NAV: NavItem[] = [
  { name: 'Customers', icon: Building2, path: '/customers' },
  {
    name: 'Employees',
    icon: IdCard,
    subItems: [
      { name: 'Employees', path: '/employees' },
      { name: 'Departments', path: '/departments' },
      { name: 'Designations', path: '/designations' },
    ],
  },
  { name: 'Machines', icon: Cog, path: '/machines' },
  { name: 'Suppliers', icon: Truck, path: '/suppliers' },
];

/** What the plant makes, for whom: drawings, cycle times and packing. */
const PRODUCTS_NAV: NavItem[] = [{ name: 'Products', icon: Package, path: '/products' }];

/** The sidebar, in the spec's order; entries without a route are left out. */
const CONTRIBUTED: NavItem[] = [
  ...dashboardNav,
  ...rolesNav,
  ...usersNav,
  ...MASTER_DATA_NAV,
  ...PRODUCTS_NAV,
  ...salesOrdersNav,
  ...invoicesNav,
  ...auditNav,
];

export const NAV_ITEMS = filterNav(CONTRIBUTED, new Set(APP_ROUTES.map((route) => route.path)));

/** The sidebar a user sees: entries whose screen needs a role the user does not hold (the audit log) are left out. */
export function navItemsFor(user: User | null): NavItem[] {
  const allowed = APP_ROUTES.filter((route) => !route.meta.roles || hasAnyRole(user, route.meta.roles));
  return filterNav(NAV_ITEMS, new Set(allowed.map((route) => route.path)));
}
