import { actionsOf, type Permission, type Scope } from '@lathe/shared';

/*
 * The demo shop's roles and the staff who sign in with them, as lists; seed-staff.ts writes them.
 */

/** Every demo staff account's password; they sign in as firstname.lastname@example.com. */
export const DEMO_PASSWORD = 'demo-password';

const view = (...scopes: Scope[]): Permission[] => scopes.map((scope) => ({ scope, actions: ['view'] }));
const manage = (...scopes: Scope[]): Permission[] =>
  scopes.map((scope) => ({ scope, actions: ['view', 'create', 'edit', 'delete'] }));

/** Every action of document-step scopes (dispatches, payments, …): each of them is the job itself. */
const steps = (...scopes: Scope[]): Permission[] => scopes.map((scope) => ({ scope, actions: [...actionsOf(scope)] }));

/**
 * The demo roles, each the permissions of a job in the shop. Every one views the dashboard: it
 * opens on sign-in (spec §2), and shows each role the figures its other scopes allow (a Dispatch
 * Clerk the orders to dispatch and the late ones, a Viewer the sales and what customers owe), or
 * the screens it may open.
 */
export const DEMO_ROLES = {
  'Production Planner': [
    ...view(
      'dashboard',
      'customers',
      'sales-orders',
      'purchase-orders',
      'stock',
      'job-work',
      'production',
      'inspection',
    ),
    ...manage('machines', 'products', 'work-orders', 'schedule'),
    ...steps('work-order-status'),
  ],
  'Production Supervisor': [...view('dashboard', 'work-orders', 'schedule'), ...manage('production', 'inspection')],
  'Quality Inspector': [...view('dashboard', 'work-orders', 'sales-orders'), ...manage('inspection')],
  Sales: [
    ...view('dashboard', 'products'),
    ...manage('customers', 'quotations', 'sales-orders', 'invoices'),
    ...steps('dispatches', 'sales-order-status', 'invoice-status', 'emails'),
  ],
  'Dispatch Clerk': [...view('dashboard', 'customers', 'products', 'sales-orders'), ...steps('dispatches')],
  // The payables too: suppliers' bills matched against the orders and receipts they read, and the payments.
  Accounts: [
    ...view('dashboard', 'customers', 'sales-orders', 'suppliers', 'purchase-orders', 'goods-receipts'),
    { scope: 'invoices', actions: ['view', 'create', 'edit'] },
    ...manage('supplier-bills'),
    ...steps('invoice-status', 'payments', 'emails', 'supplier-bill-status', 'supplier-payments'),
  ],
  Stores: [
    ...view('dashboard', 'customers', 'products', 'machines', 'sales-orders'),
    ...manage('suppliers', 'purchase-orders', 'goods-receipts', 'stock', 'job-work'),
    ...steps('purchase-order-status'),
  ],
  'HR Executive': [...view('dashboard'), ...manage('employees', 'departments', 'designations')],
  Viewer: view('dashboard', 'customers', 'employees', 'machines', 'suppliers', 'products', 'sales-orders', 'invoices'),
} satisfies Record<string, Permission[]>;

export type DemoRole = keyof typeof DEMO_ROLES;

/** The demo staff accounts and their roles; two have left (inactive). */
export const DEMO_STAFF: [first: string, last: string, role: DemoRole, active?: boolean][] = [
  ['Rajesh', 'Kulkarni', 'Production Planner'],
  ['Sunita', 'Deshpande', 'Production Planner'],
  ['Imran', 'Shaikh', 'Production Planner'],
  ['Anita', 'Joshi', 'Sales'],
  ['Vikram', 'Patil', 'Sales'],
  ['Farah', 'Khan', 'Sales', false],
  ['Suresh', 'Pillai', 'Stores'],
  ['Lakshmi', 'Rao', 'Stores'],
  ['Gurpreet', 'Singh', 'Stores'],
  ['Meena', 'Iyer', 'HR Executive'],
  ['Arjun', 'Mehta', 'Viewer'],
  ['Kavita', 'Bhosale', 'Viewer'],
  ['Sanjay', 'Gupta', 'Viewer', false],
  ['Neha', 'Chavan', 'Production Planner'],
  ['Prakash', 'Naik', 'Sales'],
  ['Ramesh', 'Jadhav', 'Dispatch Clerk'],
  ['Pooja', 'Kale', 'Accounts'],
  ['Sachin', 'Pawar', 'Production Supervisor'],
  ['Mahesh', 'Shinde', 'Production Supervisor'],
  ['Pooja', 'Wagh', 'Quality Inspector'],
  ['Kiran', 'Sawant', 'Quality Inspector'],
];
