import { type Action, type PermissionCheck, type Scope, TALLY_EXPORT_ACCESS } from '@lathe/shared';
import type { RouteMeta } from './route-meta';

type GuardedMeta = RouteMeta & { requiresAuth: true; permission: PermissionCheck };

const guarded = (title: string, scope: Scope, action: Action): GuardedMeta => ({
  title,
  requiresAuth: true,
  permission: { scope, action },
});

/** A screen open to whoever holds any of `checks`; the first is the one a locked menu entry names. */
const guardedAny = (title: string, checks: readonly PermissionCheck[]): GuardedMeta => ({
  title,
  requiresAuth: true,
  permission: checks[0] as PermissionCheck,
  anyPermission: checks,
});

/**
 * The protected route table of spec §2 with its permission metadata, in one place.
 * A feature attaches its screen to a path here (`routeMeta(path)`); paths whose screens
 * have not landed yet are not routed and show Not Found, never a placeholder.
 */
export const PROTECTED_ROUTES = {
  '/': guarded('Dashboard', 'dashboard', 'view'),
  '/users': guarded('Users', 'users', 'view'),
  '/users/add': guarded('Add User', 'users', 'create'),
  '/users/edit/:id': guarded('Edit User', 'users', 'edit'),
  '/roles': guarded('Roles', 'roles', 'view'),
  '/roles/add': guarded('Add Role', 'roles', 'create'),
  '/roles/edit/:id': guarded('Edit Role', 'roles', 'edit'),
  '/customers': guarded('Customers', 'customers', 'view'),
  '/customers/new': guarded('Add Customer', 'customers', 'create'),
  '/customers/:id/edit': guarded('Edit Customer', 'customers', 'edit'),
  '/orders': guarded('Orders', 'orders', 'view'),
  '/employees': guarded('Employees', 'employees', 'view'),
  '/employees/new': guarded('Add Employee', 'employees', 'create'),
  '/employees/edit/:id': guarded('Edit Employee', 'employees', 'edit'),
  '/departments': guarded('Departments', 'departments', 'view'),
  '/departments/new': guarded('Add Department', 'departments', 'create'),
  '/departments/edit/:id': guarded('Edit Department', 'departments', 'edit'),
  '/designations': guarded('Designations', 'designations', 'view'),
  '/designations/new': guarded('Add Designation', 'designations', 'create'),
  '/designations/edit/:id': guarded('Edit Designation', 'designations', 'edit'),
  '/machines': guarded('Machines', 'machines', 'view'),
  '/machines/new': guarded('Add New Machine', 'machines', 'create'),
  '/machines/edit/:id': guarded('Edit Machine', 'machines', 'edit'),
  '/products': guarded('Products', 'products', 'view'),
  '/products/new': guarded('Add Product', 'products', 'create'),
  '/products/edit/:id': guarded('Edit Product', 'products', 'edit'),
  '/suppliers': guarded('Suppliers', 'suppliers', 'view'),
  '/supplier/new': guarded('Add Supplier', 'suppliers', 'create'),
  '/supplier/edit/:id': guarded('Edit Supplier', 'suppliers', 'edit'),
  '/sales-orders': guarded('Sales Orders', 'sales-orders', 'view'),
  '/sales-orders/new': guarded('New Sales Order', 'sales-orders', 'create'),
  '/sales-orders/edit/:id': guarded('Edit Sales Order', 'sales-orders', 'edit'),
  '/invoices': guarded('Invoices', 'invoices', 'view'),
  '/invoices/new': guarded('New Invoice', 'invoices', 'create'),
  '/invoices/edit/:id': guarded('Edit Invoice', 'invoices', 'edit'),
  '/invoices/view/:id': guarded('Invoice', 'invoices', 'view'),
} as const satisfies Record<string, RouteMeta>;

/**
 * Screens of ours beyond the spec's table: an order read-only (as the spec's invoice view), for
 * whoever may see orders but not edit them, and the open lines across orders; what customers
 * owe (ageing, a customer's statement); credit and debit notes; CSV imports, which create and update records;
 * a customer's and a supplier's page; and the company settings.
 */
export const EXTRA_ROUTES = {
  '/sales-orders/view/:id': guarded('Sales Order', 'sales-orders', 'view'),
  '/sales-orders/open-lines': guarded('Open Order Lines', 'sales-orders', 'view'),
  '/receivables/ageing': guarded('Receivables Ageing', 'invoices', 'view'),
  '/receivables/statement/:customerId': guarded('Statement of Account', 'invoices', 'view'),
  '/receivables/receipt/:customerId': guarded('Record Receipt', 'payments', 'create'),
  '/gst/e-invoices': guarded('e-Invoices', 'invoices', 'view'),
  '/gst/gstr-1': guarded('GSTR-1', 'invoices', 'view'),
  // GSTR-3B: the sales for whoever reads invoices; the bills' figures and the file need supplier-bills: view too (the server says so).
  '/gst/gstr-3b': guarded('GSTR-3B', 'invoices', 'view'),
  // GSTR-2B reconciliation: the supplier bills against the portal's statement; importing and deciding need supplier-bills: edit (the server says so).
  '/gst/gstr-2b': guarded('GSTR-2B Reconciliation', 'supplier-bills', 'view'),
  // Credit and debit notes against an issued invoice, guarded as invoices are (issue and cancel are checked per step).
  '/notes': guarded('Credit & Debit Notes', 'invoices', 'view'),
  '/notes/new': guarded('New Note', 'invoices', 'create'),
  '/notes/edit/:id': guarded('Edit Note', 'invoices', 'edit'),
  '/notes/view/:id': guarded('Note', 'invoices', 'view'),
  // Quotations (issue 30): guarded by their own scope.
  '/quotations': guarded('Quotations', 'quotations', 'view'),
  '/quotations/new': guarded('New Quotation', 'quotations', 'create'),
  '/quotations/edit/:id': guarded('Edit Quotation', 'quotations', 'edit'),
  '/quotations/view/:id': guarded('Quotation', 'quotations', 'view'),
  // Blanket orders (issue 30): sales orders in the plant's eyes, guarded by their scope.
  '/blanket-orders': guarded('Blanket Orders', 'sales-orders', 'view'),
  '/blanket-orders/new': guarded('New Blanket Order', 'sales-orders', 'create'),
  '/blanket-orders/edit/:id': guarded('Edit Blanket Order', 'sales-orders', 'edit'),
  '/blanket-orders/view/:id': guarded('Blanket Order', 'sales-orders', 'view'),
  // Delivery schedules (issue 30): the customer's months, typed or imported, released as sales orders.
  '/delivery-schedules': guarded('Delivery Schedules', 'sales-orders', 'view'),
  '/delivery-schedules/new': guarded('Type a Delivery Schedule', 'sales-orders', 'create'),
  '/delivery-schedules/import': guarded('Import a Delivery Schedule', 'sales-orders', 'create'),
  '/delivery-schedules/view/:id': guarded('Delivery Schedule', 'sales-orders', 'view'),
  '/delivery-schedules/performance': guarded('Delivery Performance', 'sales-orders', 'view'),
  // Buying, stock and job work (issue 20): each document guarded by its own scope.
  '/purchase-orders': guarded('Purchase Orders', 'purchase-orders', 'view'),
  '/purchase-orders/new': guarded('New Purchase Order', 'purchase-orders', 'create'),
  '/purchase-orders/edit/:id': guarded('Edit Purchase Order', 'purchase-orders', 'edit'),
  '/purchase-orders/view/:id': guarded('Purchase Order', 'purchase-orders', 'view'),
  '/goods-receipts': guarded('Goods Receipts', 'goods-receipts', 'view'),
  '/goods-receipts/new': guarded('New Goods Receipt', 'goods-receipts', 'create'),
  '/goods-receipts/edit/:id': guarded('Edit Goods Receipt', 'goods-receipts', 'edit'),
  '/goods-receipts/view/:id': guarded('Goods Receipt', 'goods-receipts', 'view'),
  '/stock': guarded('Stock', 'stock', 'view'),
  '/stock/ledger': guarded('Stock Ledger', 'stock', 'view'),
  '/stock/movements/new': guarded('Record Stock Movement', 'stock', 'create'),
  '/stock/planning': guarded('Material Planning', 'stock', 'view'),
  '/stock/planning/:id': guarded('Bar by Day', 'stock', 'view'),
  '/job-work': guarded('Job Work Challans', 'job-work', 'view'),
  '/job-work/new': guarded('New Job Work Challan', 'job-work', 'create'),
  '/job-work/edit/:id': guarded('Edit Job Work Challan', 'job-work', 'edit'),
  '/job-work/view/:id': guarded('Job Work Challan', 'job-work', 'view'),
  '/job-work/itc-04': guarded('ITC-04', 'job-work', 'view'),
  '/customer-materials': guarded('Customer Material', 'goods-receipts', 'view'),
  '/customer-materials/new': guarded('Receive Customer Material', 'goods-receipts', 'create'),
  '/customer-materials/edit/:id': guarded('Edit Customer Material Receipt', 'goods-receipts', 'edit'),
  '/customer-materials/view/:id': guarded('Customer Material Receipt', 'goods-receipts', 'view'),
  '/work-orders': guarded('Work Orders', 'work-orders', 'view'),
  '/work-orders/new': guarded('New Work Order', 'work-orders', 'create'),
  '/work-orders/edit/:id': guarded('Edit Work Order', 'work-orders', 'edit'),
  '/work-orders/view/:id': guarded('Work Order', 'work-orders', 'view'),
  '/schedule': guarded('Machine Schedule', 'schedule', 'view'),
  // The planner's rough-cut load and what a requested date would do (issue 27): the schedule's to view.
  '/capacity-plan': guarded('Capacity Plan', 'schedule', 'view'),
  '/production': guarded('Production Entries', 'production', 'view'),
  '/production/new': guarded('New Production Entry', 'production', 'create'),
  '/production/edit/:id': guarded('Edit Production Entry', 'production', 'edit'),
  '/production/oee': guarded('OEE', 'production', 'view'),
  '/production/reasons': guarded('Production Reasons', 'production', 'view'),
  '/production/capacity': guarded('Machine Capacity', 'schedule', 'view'),
  '/production/capacity/:id': guarded('Edit Machine Capacity', 'schedule', 'edit'),
  '/production/holidays': guarded('Plant Holidays', 'schedule', 'view'),
  '/inspections': guarded('Inspections', 'inspection', 'view'),
  '/inspections/first-piece/:workOrderId': guarded('First-Piece Inspection', 'inspection', 'create'),
  '/inspections/pdi/:dispatchId': guarded('Pre-Dispatch Inspection', 'inspection', 'create'),
  '/inspections/view/:id': guarded('Inspection', 'inspection', 'view'),
  // Proving the parts (issue 31): in-process and lot inspections, SPC, gauges, control plans, boxes, traceability.
  '/inspections/in-process/:workOrderId': guarded('In-Process Inspection', 'inspection', 'create'),
  '/inspections/lot/:workOrderId': guarded('Lot Inspection (PDI)', 'inspection', 'create'),
  '/spc': guarded('SPC', 'inspection', 'view'),
  '/gauges': guarded('Gauges', 'gauges', 'view'),
  '/gauges/new': guarded('New Gauge', 'gauges', 'create'),
  '/gauges/edit/:id': guarded('Edit Gauge', 'gauges', 'edit'),
  '/gauges/view/:id': guarded('Gauge', 'gauges', 'view'),
  '/control-plans': guarded('Control Plans', 'control-plans', 'view'),
  '/control-plans/:productId': guarded('Control Plan', 'control-plans', 'view'),
  '/control-plans/:productId/edit': guarded('Edit Control Plan', 'control-plans', 'edit'),
  '/boxes': guarded('Boxes', 'boxes', 'view'),
  '/boxes/pack/:workOrderId': guarded('Pack Boxes', 'boxes', 'create'),
  '/traceability': guarded('Traceability', 'traceability', 'view'),
  '/traceability/heat/:heatNumber': guarded('Recall List', 'traceability', 'view'),
  '/traceability/dispatch/:id': guarded('Dispatch Trace', 'traceability', 'view'),
  '/traceability/invoice/:id': guarded('Invoice Trace', 'traceability', 'view'),
  '/traceability/box/:code': guarded('Box Trace', 'traceability', 'view'),
  // The accountant's side (issue 32): suppliers' bills, payments to suppliers and what is owed to them.
  '/supplier-bills': guarded('Supplier Bills', 'supplier-bills', 'view'),
  '/supplier-bills/new': guarded('New Supplier Bill', 'supplier-bills', 'create'),
  '/supplier-bills/edit/:id': guarded('Edit Supplier Bill', 'supplier-bills', 'edit'),
  '/supplier-bills/view/:id': guarded('Supplier Bill', 'supplier-bills', 'view'),
  '/supplier-payments': guarded('Supplier Payments', 'supplier-payments', 'view'),
  '/supplier-payments/new': guarded('New Supplier Payment', 'supplier-payments', 'create'),
  '/supplier-payments/view/:id': guarded('Supplier Payment', 'supplier-payments', 'view'),
  '/payables/ageing': guarded('Payables Ageing', 'supplier-payments', 'view'),
  '/payables/ledger/:supplierId': guarded('Supplier Ledger', 'supplier-payments', 'view'),
  // The Tally Prime export (issue 32): whoever may see one of the kinds it writes; the server gives each only its own.
  '/tally/export': guardedAny('Tally Export', TALLY_EXPORT_ACCESS),
  '/customers/import': guarded('Import Customers', 'customers', 'create'),
  '/suppliers/import': guarded('Import Suppliers', 'suppliers', 'create'),
  // A customer or a supplier on one page, read-only, beside the spec's forms (issue 29): its own scope to view.
  '/customers/view/:id': guarded('Customer', 'customers', 'view'),
  '/supplier/view/:id': guarded('Supplier', 'suppliers', 'view'),
  // The company's own details: `roles: edit` holds the keys of the company (as the API guards it).
  '/settings/company': guarded('Company Settings', 'roles', 'edit'),
} as const satisfies Record<string, RouteMeta>;

export type ProtectedPath = keyof typeof PROTECTED_ROUTES | keyof typeof EXTRA_ROUTES;

const ALL_ROUTES: Record<ProtectedPath, RouteMeta> = { ...PROTECTED_ROUTES, ...EXTRA_ROUTES };

/** The meta of a protected path, as the route guard and the page title read it. */
export const routeMeta = (path: ProtectedPath): RouteMeta => ALL_ROUTES[path];
