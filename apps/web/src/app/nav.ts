import { Building2, Cog, IdCard, Package, Truck } from 'lucide-react';
import { filterNav, type NavItem } from '../components/layout/nav-types';
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
];

export const NAV_ITEMS = filterNav(CONTRIBUTED, new Set(APP_ROUTES.map((route) => route.path)));
