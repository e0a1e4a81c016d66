import { can, canAny, hasAnyRole, type PermissionCheck, type User } from '@lathe/shared';
import { Building2, Cog, Factory, IdCard, Landmark, Package, ShieldCheck, Truck, Warehouse } from 'lucide-react';
import { filterNav, type NavItem } from '../components/layout/nav-types';
import { auditNav } from '../features/audit/routes';
import { blanketOrdersNav } from '../features/blanket-orders/routes';
import { dashboardNav } from '../features/dashboard/routes';
import { deliverySchedulesNav } from '../features/delivery-schedules/routes';
import { invoicesNav } from '../features/invoices/routes';
import { quotationsNav } from '../features/quotations/routes';
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

/** Buying, stores and job work: what comes in, what is in stock, what is out for processing. */
const STORES_NAV: NavItem[] = [
  {
    name: 'Stores',
    icon: Warehouse,
    subItems: [
      { name: 'Purchase Orders', path: '/purchase-orders' },
      { name: 'Goods Receipts', path: '/goods-receipts' },
      { name: 'Stock', path: '/stock' },
      { name: 'Material Planning', path: '/stock/planning' },
      { name: 'Job Work', path: '/job-work' },
      { name: 'Customer Material', path: '/customer-materials' },
    ],
  },
];

/** What the plant owes its suppliers (issue 32): their bills, payments to them, ageing; and the books' export to Tally. */
const PAYABLES_NAV: NavItem[] = [
  {
    name: 'Payables',
    icon: Landmark,
    subItems: [
      { name: 'Supplier Bills', path: '/supplier-bills' },
      { name: 'Supplier Payments', path: '/supplier-payments' },
      { name: 'Payables Ageing', path: '/payables/ageing' },
      { name: 'GSTR-2B Reconciliation', path: '/gst/gstr-2b' },
      // The books for Tally Prime (issue 32): sales, notes, purchases, receipts and payments as vouchers.
      { name: 'Tally Export', path: '/tally/export' },
    ],
  },
];

/** Making the parts: work orders, the machine schedule and its capacity plan, what each shift made, inspection. */
const PRODUCTION_NAV: NavItem[] = [
  {
    name: 'Production',
    icon: Factory,
    subItems: [
      { name: 'Work Orders', path: '/work-orders' },
      { name: 'Schedule', path: '/schedule' },
      { name: 'Capacity Plan', path: '/capacity-plan' },
      { name: 'Production Entries', path: '/production' },
      { name: 'OEE', path: '/production/oee' },
      { name: 'Inspections', path: '/inspections' },
      { name: 'Machine Capacity', path: '/production/capacity' },
      { name: 'Plant Holidays', path: '/production/holidays' },
      { name: 'Reasons', path: '/production/reasons' },
    ],
  },
];

/** Proving the parts (issue 31): gauges, control plans, SPC, packed boxes and traceability. */
const QUALITY_NAV: NavItem[] = [
  {
    name: 'Quality',
    icon: ShieldCheck,
    subItems: [
      { name: 'Control Plans', path: '/control-plans' },
      { name: 'Gauges', path: '/gauges' },
      { name: 'SPC', path: '/spc' },
      { name: 'Boxes', path: '/boxes' },
      { name: 'Traceability', path: '/traceability' },
    ],
  },
];

/** The sidebar, in the spec's order (ours after it); entries without a route are left out. */
const CONTRIBUTED: NavItem[] = [
  ...dashboardNav,
  ...rolesNav,
  ...usersNav,
  ...MASTER_DATA_NAV,
  ...PRODUCTS_NAV,
  ...quotationsNav,
  ...salesOrdersNav,
  ...blanketOrdersNav,
  ...deliverySchedulesNav,
  ...invoicesNav,
  ...STORES_NAV,
  ...PAYABLES_NAV,
  ...PRODUCTION_NAV,
  ...QUALITY_NAV,
  ...auditNav,
];

export const NAV_ITEMS = filterNav(CONTRIBUTED, new Set(APP_ROUTES.map((route) => route.path)));

/**
 * The sidebar a user sees. Every entry appears (spec §6), but one whose screen the guard would
 * leave empty for this user carries the permission it needs, and the sidebar shows it locked.
 * Entries whose screen needs a role the user does not hold (the audit log) are left out.
 */
export function navItemsFor(user: User | null): NavItem[] {
  const allowed = APP_ROUTES.filter((route) => !route.meta.roles || hasAnyRole(user, route.meta.roles));
  const permissionOf = new Map(allowed.map((route) => [route.path, route.meta.permission]));
  const anyOf = new Map(allowed.map((route) => [route.path, route.meta.anyPermission]));
  const needs = (path: string): { needs?: PermissionCheck } => {
    const permission = permissionOf.get(path);
    const any = anyOf.get(path);
    const open = any ? canAny(user, any) : !permission || can(user, permission.scope, permission.action);
    return permission && !open ? { needs: permission } : {};
  };
  return filterNav(NAV_ITEMS, new Set(permissionOf.keys())).map((item) =>
    item.subItems
      ? { ...item, subItems: item.subItems.map((sub) => ({ ...sub, ...needs(sub.path) })) }
      : { ...item, ...needs(item.path ?? '/') },
  );
}
