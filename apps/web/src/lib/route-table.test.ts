import { describe, expect, it } from 'vitest';
import { EXTRA_ROUTES, PROTECTED_ROUTES } from './route-table';

/** Spec §2's route table: route → scope and action. */
const SPEC: [path: string, scope: string, action: string][] = [
  ['/', 'dashboard', 'view'],
  ['/users', 'users', 'view'],
  ['/users/add', 'users', 'create'],
  ['/users/edit/:id', 'users', 'edit'],
  ['/roles', 'roles', 'view'],
  ['/roles/add', 'roles', 'create'],
  ['/roles/edit/:id', 'roles', 'edit'],
  ['/customers', 'customers', 'view'],
  ['/customers/new', 'customers', 'create'],
  ['/customers/:id/edit', 'customers', 'edit'],
  ['/orders', 'orders', 'view'],
  ...['employees', 'departments', 'designations', 'machines', 'products'].flatMap((s): [string, string, string][] => [
    [`/${s}`, s, 'view'],
    [`/${s}/new`, s, 'create'],
    [`/${s}/edit/:id`, s, 'edit'],
  ]),
  ['/suppliers', 'suppliers', 'view'],
  ['/supplier/new', 'suppliers', 'create'],
  ['/supplier/edit/:id', 'suppliers', 'edit'],
  ['/sales-orders', 'sales-orders', 'view'],
  ['/sales-orders/new', 'sales-orders', 'create'],
  ['/sales-orders/edit/:id', 'sales-orders', 'edit'],
  ['/invoices', 'invoices', 'view'],
  ['/invoices/new', 'invoices', 'create'],
  ['/invoices/edit/:id', 'invoices', 'edit'],
  ['/invoices/view/:id', 'invoices', 'view'],
];

describe('the protected route table', () => {
  it('is exactly spec §2: every route with its scope and action, all needing sign-in', () => {
    const table = Object.entries(PROTECTED_ROUTES).map(([path, meta]) => [
      path,
      meta.permission.scope,
      meta.permission.action,
    ]);
    expect(table.sort()).toEqual([...SPEC].sort());
    for (const meta of Object.values(PROTECTED_ROUTES)) expect(meta.requiresAuth).toBe(true);
  });

  it('adds only the read-only order, the open lines, the receivables, the e-invoices and GSTR-1 (view), the credit and debit notes (as invoices), a receipt (payments: create), the production screens (work orders, schedule, capacity plan, entries, OEE, capacity, holidays, reasons, inspections), the CSV import screens (create on their scope), the customer and supplier pages (view on their scope) and the company settings (roles: edit)', () => {
    const extra = Object.entries(EXTRA_ROUTES).map(([path, meta]) => [
      path,
      meta.permission.scope,
      meta.permission.action,
    ]);
    expect(extra).toEqual([
      ['/sales-orders/view/:id', 'sales-orders', 'view'],
      ['/sales-orders/open-lines', 'sales-orders', 'view'],
      ['/receivables/ageing', 'invoices', 'view'],
      ['/receivables/statement/:customerId', 'invoices', 'view'],
      ['/receivables/receipt/:customerId', 'payments', 'create'],
      ['/gst/e-invoices', 'invoices', 'view'],
      ['/gst/gstr-1', 'invoices', 'view'],
      ['/notes', 'invoices', 'view'],
      ['/notes/new', 'invoices', 'create'],
      ['/notes/edit/:id', 'invoices', 'edit'],
      ['/notes/view/:id', 'invoices', 'view'],
      ['/quotations', 'quotations', 'view'],
      ['/quotations/new', 'quotations', 'create'],
      ['/quotations/edit/:id', 'quotations', 'edit'],
      ['/quotations/view/:id', 'quotations', 'view'],
      ['/blanket-orders', 'sales-orders', 'view'],
      ['/blanket-orders/new', 'sales-orders', 'create'],
      ['/blanket-orders/edit/:id', 'sales-orders', 'edit'],
      ['/blanket-orders/view/:id', 'sales-orders', 'view'],
      ['/delivery-schedules', 'sales-orders', 'view'],
      ['/delivery-schedules/new', 'sales-orders', 'create'],
      ['/delivery-schedules/import', 'sales-orders', 'create'],
      ['/delivery-schedules/view/:id', 'sales-orders', 'view'],
      ['/delivery-schedules/performance', 'sales-orders', 'view'],
      ['/purchase-orders', 'purchase-orders', 'view'],
      ['/purchase-orders/new', 'purchase-orders', 'create'],
      ['/purchase-orders/edit/:id', 'purchase-orders', 'edit'],
      ['/purchase-orders/view/:id', 'purchase-orders', 'view'],
      ['/goods-receipts', 'goods-receipts', 'view'],
      ['/goods-receipts/new', 'goods-receipts', 'create'],
      ['/goods-receipts/edit/:id', 'goods-receipts', 'edit'],
      ['/goods-receipts/view/:id', 'goods-receipts', 'view'],
      ['/stock', 'stock', 'view'],
      ['/stock/ledger', 'stock', 'view'],
      ['/stock/movements/new', 'stock', 'create'],
      ['/stock/planning', 'stock', 'view'],
      ['/stock/planning/:id', 'stock', 'view'],
      ['/job-work', 'job-work', 'view'],
      ['/job-work/new', 'job-work', 'create'],
      ['/job-work/edit/:id', 'job-work', 'edit'],
      ['/job-work/view/:id', 'job-work', 'view'],
      ['/job-work/itc-04', 'job-work', 'view'],
      ['/customer-materials', 'goods-receipts', 'view'],
      ['/customer-materials/new', 'goods-receipts', 'create'],
      ['/customer-materials/edit/:id', 'goods-receipts', 'edit'],
      ['/customer-materials/view/:id', 'goods-receipts', 'view'],
      ['/work-orders', 'work-orders', 'view'],
      ['/work-orders/new', 'work-orders', 'create'],
      ['/work-orders/edit/:id', 'work-orders', 'edit'],
      ['/work-orders/view/:id', 'work-orders', 'view'],
      ['/schedule', 'schedule', 'view'],
      ['/capacity-plan', 'schedule', 'view'],
      ['/production', 'production', 'view'],
      ['/production/new', 'production', 'create'],
      ['/production/edit/:id', 'production', 'edit'],
      ['/production/oee', 'production', 'view'],
      ['/production/reasons', 'production', 'view'],
      ['/production/capacity', 'schedule', 'view'],
      ['/production/capacity/:id', 'schedule', 'edit'],
      ['/production/holidays', 'schedule', 'view'],
      ['/inspections', 'inspection', 'view'],
      ['/inspections/first-piece/:workOrderId', 'inspection', 'create'],
      ['/inspections/pdi/:dispatchId', 'inspection', 'create'],
      ['/inspections/view/:id', 'inspection', 'view'],
      ['/inspections/in-process/:workOrderId', 'inspection', 'create'],
      ['/inspections/lot/:workOrderId', 'inspection', 'create'],
      ['/spc', 'inspection', 'view'],
      ['/gauges', 'gauges', 'view'],
      ['/gauges/new', 'gauges', 'create'],
      ['/gauges/edit/:id', 'gauges', 'edit'],
      ['/gauges/view/:id', 'gauges', 'view'],
      ['/control-plans', 'control-plans', 'view'],
      ['/control-plans/:productId', 'control-plans', 'view'],
      ['/control-plans/:productId/edit', 'control-plans', 'edit'],
      ['/boxes', 'boxes', 'view'],
      ['/boxes/pack/:workOrderId', 'boxes', 'create'],
      ['/traceability', 'traceability', 'view'],
      ['/traceability/heat/:heatNumber', 'traceability', 'view'],
      ['/traceability/dispatch/:id', 'traceability', 'view'],
      ['/traceability/invoice/:id', 'traceability', 'view'],
      ['/traceability/box/:code', 'traceability', 'view'],
      ['/customers/import', 'customers', 'create'],
      ['/suppliers/import', 'suppliers', 'create'],
      ['/customers/view/:id', 'customers', 'view'],
      ['/supplier/view/:id', 'suppliers', 'view'],
      ['/settings/company', 'roles', 'edit'],
    ]);
    expect(EXTRA_ROUTES['/settings/company'].title).toBe('Company Settings');
  });

  it('titles the machine form as the spec does', () => {
    expect(PROTECTED_ROUTES['/machines/new'].title).toBe('Add New Machine');
    expect(PROTECTED_ROUTES['/machines/edit/:id'].title).toBe('Edit Machine');
  });
});
