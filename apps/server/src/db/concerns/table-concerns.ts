import type { TableConcerns, TableName } from './concern-types.js';

/*
 * What the database keeps for each table by trigger, declared once: its audit trail (or why it has
 * none), its list's count, the dashboard figures it feeds and the kept figures whose generation it
 * moves. `npm run db:triggers` writes the migration that brings the database to this declaration,
 * and test/table-concerns.test.ts fails while the migrated database has a trigger it does not
 * declare or lacks one it does. A new table is added here (the type asks for every table).
 */

const NOT_SUMMARISED = "the dashboard's sums, kept by triggers from the audited documents";
const COUNTER = "the kept figures' change counters, bumped by triggers on the tables they read";
const RENAMED = (what: string) => `copies a renamed ${what} onto the rows that sort by it (migration 0005)`;

export const TABLE_CONCERNS = {
  audit_log: { notAudited: 'the trail itself' },
  auth_throttle: {
    notAudited: 'counts of recent sign-in attempts for throttling; the sign-ins are security events',
  },
  blanket_order_lines: {
    audit: {
      entity: 'blanket-orders',
      label: 'blanket_number',
      part: { name: 'lines', of: 'blanket_orders', by: 'blanket_order_id' },
    },
  },
  blanket_orders: { audit: { entity: 'blanket-orders', label: 'blanket_number' } },
  boxes: {
    audit: {
      entity: 'work-orders',
      label: 'wo_number',
      part: { name: 'boxes', of: 'work_orders', by: 'work_order_id' },
    },
  },
  company_settings: { audit: { entity: 'company', label: 'name' }, generations: ['schedule'] },
  control_plan_characteristics: {
    audit: {
      entity: 'products',
      label: 'drawing_number',
      part: {
        name: 'control-plan-characteristics',
        of: 'products',
        by: 'control_plan_id',
        via: 'control_plans.product_id',
      },
    },
  },
  control_plans: {
    audit: {
      entity: 'products',
      label: 'drawing_number',
      part: { name: 'control-plan', of: 'products', by: 'product_id' },
    },
  },
  customer_material_receipt_lines: {
    audit: {
      entity: 'customer-materials',
      label: 'receipt_number',
      part: { name: 'lines', of: 'customer_material_receipts', by: 'receipt_id' },
    },
  },
  customer_material_receipts: { audit: { entity: 'customer-materials', label: 'receipt_number' } },
  customer_delivery_addresses: {
    audit: {
      entity: 'customers',
      label: 'party_code',
      part: { name: 'delivery-addresses', of: 'customers', by: 'customer_id' },
    },
  },
  customer_schedule_mappings: {
    notAudited: "how a customer's schedule files are read, remembered from the last import (the imports are audited)",
  },
  customers: {
    softDelete: 'is_deleted',
    audit: { entity: 'customers', label: 'party_code' },
    counted: 'rows',
    generations: ['schedule'],
    handWritten: { customers_rename_orders: RENAMED("customer's name") },
  },
  dashboard_customer_sales: { notAudited: NOT_SUMMARISED },
  dashboard_dispatch_months: { notAudited: NOT_SUMMARISED },
  dashboard_open_orders: { notAudited: NOT_SUMMARISED },
  dashboard_open_pieces: { notAudited: NOT_SUMMARISED, generations: ['machine_hours'] },
  dashboard_receivables: { notAudited: NOT_SUMMARISED },
  dashboard_sales_months: { notAudited: NOT_SUMMARISED },
  delivery_schedule_lines: {
    notAudited:
      "a revision's lines, written once with their revision (audited as the schedule's revisions) and never changed",
  },
  delivery_schedule_revisions: {
    audit: {
      entity: 'delivery-schedules',
      label: 'month',
      part: { name: 'revisions', of: 'delivery_schedules', by: 'schedule_id' },
    },
  },
  delivery_schedules: { audit: { entity: 'delivery-schedules', label: 'month' } },
  departments: {
    audit: { entity: 'departments', label: 'name' },
    handWritten: { departments_rename_employees: RENAMED("department's name") },
  },
  designations: {
    audit: { entity: 'designations', label: 'name' },
    handWritten: { designations_rename_employees: RENAMED("designation's name") },
  },
  dispatch_lines: {
    audit: {
      entity: 'sales-orders',
      label: 'order_number',
      part: { name: 'dispatch-lines', of: 'sales_orders', by: 'dispatch_id', via: 'dispatches.order_id' },
    },
  },
  dispatches: {
    audit: {
      entity: 'sales-orders',
      label: 'order_number',
      part: { name: 'dispatches', of: 'sales_orders', by: 'order_id' },
    },
    dashboard: { keptBy: 'dashboard_dispatches_apply' },
  },
  document_series: { notAudited: 'numbering counters; each number is on its document, which is audited' },
  employees: {
    audit: { entity: 'employees', label: 'employee_code', unlogged: ['department_name', 'designation_name'] },
    counted: 'rows',
    handWritten: {
      employees_copy_names:
        "copies the department's and designation's names onto the employee, to sort by (migration 0005)",
    },
  },
  generation_changes: {
    notAudited: COUNTER,
    handWritten: { generation_bump: "moves a figure's generation once at its writer's commit (migration 0027)" },
  },
  generations: { notAudited: COUNTER },
  goods_receipt_lines: {
    audit: {
      entity: 'goods-receipts',
      label: 'grn_number',
      part: { name: 'lines', of: 'goods_receipts', by: 'goods_receipt_id' },
    },
  },
  goods_receipts: { audit: { entity: 'goods-receipts', label: 'grn_number' } },
  gstr2b_actions: {
    audit: {
      entity: 'gstr-2b',
      label: 'return_period',
      part: { name: 'actions', of: 'gstr2b_imports', by: 'import_id' },
    },
  },
  gstr2b_documents: {
    notAudited:
      "the portal's GSTR-2B as imported, replaced whole by the month's next import; the import (who, when, how many) is audited",
  },
  gstr2b_imports: { audit: { entity: 'gstr-2b', label: 'return_period' } },
  gst_note_lines: {
    audit: { entity: 'notes', label: 'note_number', part: { name: 'lines', of: 'gst_notes', by: 'note_id' } },
  },
  gst_notes: { audit: { entity: 'notes', label: 'note_number' } },
  gauge_calibrations: {
    audit: { entity: 'gauges', label: 'code', part: { name: 'calibrations', of: 'gauges', by: 'gauge_id' } },
  },
  gauges: { audit: { entity: 'gauges', label: 'code' }, counted: 'rows' },
  inspection_readings: {
    audit: {
      entity: 'inspections',
      label: 'inspected_on',
      part: { name: 'readings', of: 'inspections', by: 'inspection_id' },
    },
  },
  inspections: { audit: { entity: 'inspections', label: 'inspected_on' } },
  invoice_lines: {
    audit: { entity: 'invoices', label: 'invoice_number', part: { name: 'lines', of: 'invoices', by: 'invoice_id' } },
  },
  invoices: {
    audit: { entity: 'invoices', label: 'invoice_number' },
    counted: 'rows',
    dashboard: { keptBy: 'dashboard_invoices_apply' },
  },
  job_work_challan_lines: {
    audit: {
      entity: 'job-work-challans',
      label: 'challan_number',
      part: { name: 'lines', of: 'job_work_challans', by: 'challan_id' },
    },
  },
  job_work_challans: { audit: { entity: 'job-work-challans', label: 'challan_number' } },
  job_work_receipt_lines: {
    audit: {
      entity: 'job-work-challans',
      label: 'challan_number',
      part: { name: 'receipt-lines', of: 'job_work_challans', by: 'receipt_id', via: 'job_work_receipts.challan_id' },
    },
  },
  job_work_receipts: {
    audit: {
      entity: 'job-work-challans',
      label: 'challan_number',
      part: { name: 'receipts', of: 'job_work_challans', by: 'challan_id' },
    },
  },
  list_counts: { notAudited: 'row counts kept by triggers from the audited tables' },
  machine_capacity: {
    audit: { entity: 'machines', label: 'machine_no', part: { name: 'capacity', of: 'machines', by: 'machine_id' } },
    generations: ['schedule'],
  },
  machine_downtime: {
    audit: { entity: 'machines', label: 'machine_no', part: { name: 'downtime', of: 'machines', by: 'machine_id' } },
    generations: ['schedule'],
  },
  machines: { audit: { entity: 'machines', label: 'machine_no' }, counted: 'rows', generations: ['schedule'] },
  material_certificates: {
    notAudited:
      'a file received with goods, written once and never changed; the goods receipt line naming it is audited',
  },
  payments: {
    audit: {
      entity: 'invoices',
      label: 'invoice_number',
      part: { name: 'payments', of: 'invoices', by: 'invoice_id' },
    },
  },
  permission_scopes: {
    notAudited: 'the fixed list of scopes, written at start from the shared code, never by a user',
  },
  plant_holidays: {
    audit: { entity: 'plant-holidays', label: 'name', key: 'holiday_date' },
    generations: ['schedule'],
  },
  production_entries: { audit: { entity: 'production-entries', label: 'entry_date' }, generations: ['schedule'] },
  production_reasons: { audit: { entity: 'production-reasons', label: 'name' } },
  products: {
    audit: { entity: 'products', label: 'drawing_number' },
    counted: 'rows',
    generations: ['machine_hours'],
  },
  purchase_order_lines: {
    audit: {
      entity: 'purchase-orders',
      label: 'po_number',
      part: { name: 'lines', of: 'purchase_orders', by: 'purchase_order_id' },
    },
  },
  purchase_orders: { audit: { entity: 'purchase-orders', label: 'po_number' } },
  quotation_lines: {
    audit: {
      entity: 'quotations',
      label: 'quotation_number',
      part: { name: 'lines', of: 'quotations', by: 'quotation_id' },
    },
  },
  quotations: { audit: { entity: 'quotations', label: 'quotation_number' } },
  roles: {
    audit: { entity: 'roles', label: 'name' },
    handWritten: { auth_changed: "tells every server process that someone's access may have changed (migration 0009)" },
  },
  sales_order_lines: {
    audit: {
      entity: 'sales-orders',
      label: 'order_number',
      part: { name: 'lines', of: 'sales_orders', by: 'order_id' },
    },
    dashboard: { keptBy: 'dashboard_open_orders_apply' },
    generations: ['machine_hours'],
  },
  sales_orders: {
    audit: { entity: 'sales-orders', label: 'order_number', unlogged: ['customer_name'] },
    counted: 'rows',
    // A confirmed order is taken out of the open orders before its lines go with it, by cascade.
    dashboard: { keptBy: 'dashboard_open_orders_apply', deleteBeforeRowWhen: "OLD.status = 'confirmed'" },
    generations: ['machine_hours'],
    handWritten: {
      sales_orders_copy_customer_name: "copies the customer's name onto the order, to sort by (migration 0005)",
    },
  },
  sessions: {
    notAudited: 'sign-in sessions; signing in and out are security events',
    handWritten: {
      auth_changed_update: 'tells every server process a session was revoked or cut short (migration 0009)',
      auth_changed_delete: 'tells every server process a session still good went (migration 0009)',
      auth_changed_truncate: 'tells every server process the sessions went (migration 0009)',
    },
  },
  stock_balances: {
    notAudited:
      "each bar's and part's balance, moved by the stock ledger (modules/stock/stock-ledger.ts) with each movement, in its transaction",
  },
  stock_month_totals: { notAudited: 'monthly totals kept by a trigger from the stock ledger' },
  stock_movements: {
    notAudited: 'the stock ledger: append-only, each movement its own record of who, when and why',
    counted: 'appended',
    handWritten: {
      stock_movements_append_only: 'refuses to change or remove a movement (migration 0018)',
      stock_month_totals_insert: "adds an insert's movements to their month's totals (migration 0018)",
    },
  },
  stock_tracked_products: { audit: { entity: 'stock-tracking', key: 'product_id' } },
  supplier_bill_lines: {
    audit: {
      entity: 'supplier-bills',
      label: 'bill_number',
      part: { name: 'lines', of: 'supplier_bills', by: 'bill_id' },
    },
  },
  supplier_bills: { audit: { entity: 'supplier-bills', label: 'bill_number' } },
  supplier_payment_allocations: {
    audit: {
      entity: 'supplier-payments',
      label: 'payment_number',
      part: { name: 'allocations', of: 'supplier_payments', by: 'payment_id' },
    },
  },
  supplier_payments: { audit: { entity: 'supplier-payments', label: 'payment_number' } },
  suppliers: { audit: { entity: 'suppliers', label: 'name' }, counted: 'rows' },
  users: {
    audit: { entity: 'users', label: 'email' },
    handWritten: { auth_changed: "tells every server process that someone's access may have changed (migration 0009)" },
  },
  work_order_materials: {
    audit: {
      entity: 'work-orders',
      label: 'wo_number',
      part: { name: 'materials', of: 'work_orders', by: 'work_order_id' },
    },
  },
  work_order_operations: {
    audit: {
      entity: 'work-orders',
      label: 'wo_number',
      part: { name: 'operations', of: 'work_orders', by: 'work_order_id' },
    },
    generations: ['machine_hours', 'schedule'],
  },
  work_orders: { audit: { entity: 'work-orders', label: 'wo_number' }, generations: ['machine_hours', 'schedule'] },
} as const satisfies Record<TableName, TableConcerns>;

export type ConcernsByTable = Readonly<Record<string, TableConcerns>>;

type Declared = typeof TABLE_CONCERNS;
/** The tables whose list's total `list_counts` keeps: a list reads its count under one of these names. */
export type CountedTable = {
  [T in keyof Declared]: Declared[T] extends { counted: string } ? T : never;
}[keyof Declared];
