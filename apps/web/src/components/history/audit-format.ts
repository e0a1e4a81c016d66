import {
  type AuditChange,
  type AuditEntity,
  type AuditEntry,
  type AuditEvent,
  DOCUMENT_EVENTS,
  fieldLabel,
  fieldTitle,
  RECORD_EVENTS,
} from '@lathe/shared';
import { formatDate } from '../../lib/format-date';

/** One record of a type, as a row of the log names it: "Customer DAC01". */
export const ENTITY_LABELS: Record<AuditEntity, string> = {
  users: 'User',
  roles: 'Role',
  departments: 'Department',
  designations: 'Designation',
  employees: 'Employee',
  machines: 'Machine',
  suppliers: 'Supplier',
  customers: 'Customer',
  products: 'Product',
  quotations: 'Quotation',
  'blanket-orders': 'Blanket order',
  'delivery-schedules': 'Delivery schedule',
  'sales-orders': 'Sales order',
  invoices: 'Invoice',
  notes: 'Credit/debit note',
  'purchase-orders': 'Purchase order',
  'goods-receipts': 'Goods receipt',
  'supplier-bills': 'Supplier bill',
  'supplier-payments': 'Supplier payment',
  'gstr-2b': 'GSTR-2B of',
  'job-work-challans': 'Job-work challan',
  'customer-materials': 'Customer material receipt',
  'stock-tracking': 'Stock tracking of product',
  'work-orders': 'Work order',
  'production-entries': 'Production entry of',
  'production-reasons': 'Production reason',
  inspections: 'Inspection of',
  gauges: 'Gauge',
  'plant-holidays': 'Plant holiday',
  company: 'Company settings',
};

/** The record types, as the filter offers them. */
export const ENTITY_TYPE_LABELS: Record<AuditEntity, string> = {
  users: 'Users',
  roles: 'Roles',
  departments: 'Departments',
  designations: 'Designations',
  employees: 'Employees',
  machines: 'Machines',
  suppliers: 'Suppliers',
  customers: 'Customers',
  products: 'Products',
  quotations: 'Quotations',
  'blanket-orders': 'Blanket orders',
  'delivery-schedules': 'Delivery schedules',
  'sales-orders': 'Sales orders',
  invoices: 'Invoices',
  notes: 'Credit and debit notes',
  'purchase-orders': 'Purchase orders',
  'goods-receipts': 'Goods receipts',
  'supplier-bills': 'Supplier bills',
  'supplier-payments': 'Supplier payments',
  'gstr-2b': 'GSTR-2B imports',
  'job-work-challans': 'Job-work challans',
  'customer-materials': 'Customer material receipts',
  'stock-tracking': 'Stock tracking',
  'work-orders': 'Work orders',
  'production-entries': 'Production entries',
  'production-reasons': 'Production reasons',
  inspections: 'Inspections',
  gauges: 'Gauges',
  'plant-holidays': 'Plant holidays',
  company: 'Company settings',
};

/** Where each type of record is edited (an invoice is opened on its view page). */
const RECORD_PATHS: Record<AuditEntity, (id: string) => string> = {
  users: (id) => `/users/edit/${id}`,
  roles: (id) => `/roles/edit/${id}`,
  departments: (id) => `/departments/edit/${id}`,
  designations: (id) => `/designations/edit/${id}`,
  employees: (id) => `/employees/edit/${id}`,
  machines: (id) => `/machines/edit/${id}`,
  suppliers: (id) => `/supplier/edit/${id}`,
  customers: (id) => `/customers/${id}/edit`,
  products: (id) => `/products/edit/${id}`,
  quotations: (id) => `/quotations/view/${id}`,
  'blanket-orders': (id) => `/blanket-orders/view/${id}`,
  'delivery-schedules': (id) => `/delivery-schedules/view/${id}`,
  'sales-orders': (id) => `/sales-orders/view/${id}`,
  invoices: (id) => `/invoices/view/${id}`,
  notes: (id) => `/notes/view/${id}`,
  'purchase-orders': (id) => `/purchase-orders/view/${id}`,
  'goods-receipts': (id) => `/goods-receipts/view/${id}`,
  'supplier-bills': (id) => `/supplier-bills/view/${id}`,
  'supplier-payments': (id) => `/supplier-payments/view/${id}`,
  // A month's import: its page opens on the month shown last (the trail names the month).
  'gstr-2b': () => '/gst/gstr-2b',
  'job-work-challans': (id) => `/job-work/view/${id}`,
  'customer-materials': (id) => `/customer-materials/view/${id}`,
  'stock-tracking': () => '/stock',
  'work-orders': (id) => `/work-orders/view/${id}`,
  'production-entries': (id) => `/production/edit/${id}`,
  'production-reasons': () => '/production/reasons',
  inspections: (id) => `/inspections/view/${id}`,
  gauges: (id) => `/gauges/view/${id}`,
  'plant-holidays': () => '/production/holidays',
  company: () => '/settings/company',
};

/** An event about a record (a change, or a document of it e-mailed), not one at the door. */
export const isRecordEvent = (event: AuditEvent) =>
  (RECORD_EVENTS as readonly string[]).includes(event) || (DOCUMENT_EVENTS as readonly string[]).includes(event);

/** The screen of the entry's record; none for a door event, or for the entry that deleted it. */
export function recordPath(entry: Pick<AuditEntry, 'event' | 'entity' | 'entityId'>): string | null {
  if (!entry.entity || !isRecordEvent(entry.event) || entry.event === 'delete') return null;
  if (entry.entity === 'company') return RECORD_PATHS.company('');
  return entry.entityId ? RECORD_PATHS[entry.entity](encodeURIComponent(entry.entityId)) : null;
}

/** "Customer DAC01"; the type alone when the entry has no label. */
export const recordName = (entry: Pick<AuditEntry, 'entity' | 'recordLabel'>) =>
  entry.entity ? [ENTITY_LABELS[entry.entity], entry.recordLabel].filter(Boolean).join(' ') : null;

/** Who did it: the e-mail, or "System" when nobody was signed in. */
export const actorName = (entry: Pick<AuditEntry, 'actorEmail'>) => entry.actorEmail || 'System';

export const HISTORY_TIME = 'dd/MM/yyyy HH:mm';
export const LOG_TIME = 'dd/MM/yyyy HH:mm:ss';
export const formatWhen = (at: string, pattern = HISTORY_TIME) => formatDate(at, pattern);

/** A field's name for people: "partyCode" → "Party code", "bankIfsc" → "Bank IFSC", "lines.2.quantity" → "Lines › 2 › Quantity". */
export const humaniseField = (field: string) => field.split('.').map(fieldLabel).join(' › ');

export const EM_DASH = '—';
const LONGEST_VALUE = 120;

const clip = (text: string) => (text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text);

const isPermissionList = (value: unknown): value is { scope: string; actions: string[] }[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((p) => typeof p === 'object' && p !== null && 'scope' in p && Array.isArray(p.actions));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value unclipped, as formatValue shows it; a list's items and a record's fields read the same way. */
function readable(value: unknown, labels?: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return EM_DASH;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (labels?.[value]) return labels[value];
    if (value.startsWith('data:image/')) return 'Image';
    if (ISO_DAY.test(value)) return formatDate(value);
    if (ISO_TIME.test(value)) return formatWhen(value);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return EM_DASH;
    if (isPermissionList(value)) return value.map((p) => `${fieldTitle(p.scope)}: ${p.actions.join(', ')}`).join('; ');
    const items = value.map((item) => readable(item, labels));
    // A list of records (a document's lines): one record a part, its fields inside.
    return items.join(value.some((item) => typeof item === 'object' && item !== null) ? ' | ' : ', ');
  }
  if (typeof value === 'object') {
    const fields = Object.entries(value)
      .map(([key, field]) => [key, readable(field, labels)] as const)
      .filter(([, shown]) => shown !== EM_DASH);
    return fields.length === 0 ? EM_DASH : fields.map(([key, shown]) => `${fieldLabel(key)}: ${shown}`).join('; ');
  }
  return String(value);
}

/**
 * A logged value as people read it: blanks as an em dash, yes/no, a record's id as its name (the
 * entry's `labels`), days as dd/mm/yyyy, times as dd/mm/yyyy hh:mm, a role's permissions as
 * "Customers: view, create", an image as "Image", a list as its items, a record (a line, a
 * setting with parts) as "Field: value; Field: value", never as raw JSON; long text clipped.
 */
export const formatValue = (value: unknown, labels?: Record<string, string>): string => clip(readable(value, labels));

const SECRET_FIELD = /password|secret|token/i;

/**
 * A secret (a password hash) is logged as changed with both values null. In an update both are
 * never null otherwise (an unchanged field is not logged); on a create or delete only the
 * field's name tells a secret from a field that was simply blank.
 */
export const isSecretChange = (change: AuditChange, event: AuditEvent) =>
  change.before == null && change.after == null && (event === 'update' || SECRET_FIELD.test(change.field));

/** The changes worth a row: a created or deleted record's blank fields say nothing, a secret's change does. */
export const shownChanges = (entry: Pick<AuditEntry, 'event' | 'changes'>) =>
  entry.changes.filter(
    (change) =>
      isSecretChange(change, entry.event) ||
      formatValue(change.before) !== EM_DASH ||
      formatValue(change.after) !== EM_DASH,
  );
