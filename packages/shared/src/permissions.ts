import { fieldTitle } from './field-label.js';
/**
 * Permission scopes: spec §6's list, then the steps of the documents that are a job of their own
 * (a dispatch clerk records dispatches without editing orders; accounts records payments and
 * e-mails invoices and statements).
 */
export const SCOPES = [
  'dashboard',
  'roles',
  'users',
  'orders',
  'customers',
  'employees',
  'departments',
  'designations',
  'machines',
  'suppliers',
  'products',
  'quotations',
  'sales-orders',
  'invoices',
  'dispatches',
  'payments',
  'sales-order-status',
  'invoice-status',
  'emails',
  'purchase-orders',
  'purchase-order-status',
  'goods-receipts',
  'stock',
  'job-work',
  'work-orders',
  'work-order-status',
  'schedule',
  'production',
  'inspection',
  'gauges',
  'control-plans',
  'boxes',
  'traceability',
  'pdi-override',
  'supplier-bills',
  'supplier-bill-status',
  'supplier-payments',
] as const;
export type Scope = (typeof SCOPES)[number];

export const ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The scopes whose actions name a document's step rather than a screen: only these actions mean
 * anything in them, and each grants what its text says (the role matrix shows it). Every other
 * scope has the spec's four actions on its screens.
 */
export const STEP_SCOPES = {
  dispatches: { create: 'Record a dispatch against a confirmed order' },
  payments: { create: 'Record a payment against an issued invoice', delete: 'Remove a payment recorded by mistake' },
  'sales-order-status': { edit: 'Short-close a confirmed order', delete: 'Cancel an order' },
  'invoice-status': {
    create: 'Issue an invoice with the next number, and record its IRN',
    delete: 'Cancel an issued invoice',
  },
  emails: { create: 'E-mail invoices and statements to customers' },
  'purchase-order-status': {
    create: 'Confirm a purchase order with the next number',
    edit: 'Short-close a purchase order',
    delete: 'Cancel a purchase order',
  },
  'work-order-status': {
    create: 'Release a work order with the next number, reserving its bar',
    edit: 'Close a work order short',
  },
  'control-plans': {
    view: "See products' control plans",
    edit: "Write and revise a product's control plan",
  },
  boxes: {
    view: 'See packed boxes and print their labels',
    create: "Pack a work order's finished pieces into boxes",
    delete: 'Unpack boxes not yet dispatched',
  },
  traceability: {
    view: 'Trace a dispatch, an invoice or a box back to its heats, and a heat forward to its customers (recall list)',
  },
  'supplier-bill-status': {
    create: 'Book a supplier bill with the next number',
    edit: 'Approve a supplier bill held for a mismatch',
    delete: 'Cancel a booked supplier bill',
  },
  'supplier-payments': {
    view: 'See supplier payments, ledgers and ageing',
    create: 'Record a payment to a supplier',
    delete: 'Remove a supplier payment recorded by mistake',
  },
  'pdi-override': {
    create:
      "Dispatch a product with no passed PDI on record, once its warning is confirmed (kept in the order's history)",
  },
} as const satisfies Partial<Record<Scope, Partial<Record<Action, string>>>>;

/** The actions that mean something in a scope. */
export function actionsOf(scope: Scope): readonly Action[] {
  const steps: Partial<Record<Action, string>> | undefined = STEP_SCOPES[scope as keyof typeof STEP_SCOPES];
  return steps ? ACTIONS.filter((action) => action in steps) : ACTIONS;
}

export interface Permission {
  scope: string;
  actions: Action[];
}

export interface PermissionCheck {
  scope: Scope;
  action: Action;
}

/**
 * A scope as people read it, on the roles screen and wherever a permission is named, as a field's
 * title reads: 'sales-orders' → 'Sales Orders', 'pdi-override' → 'PDI Override'.
 */
export const scopeLabel = (scope: string) => fieldTitle(scope);

/** An action as the roles screen heads its column: 'view' → 'View'. */
export const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);

/** One permission in words, as a locked menu entry names what it needs: 'Invoices · view'. */
export const permissionLabel = ({ scope, action }: PermissionCheck) => `${scopeLabel(scope)} · ${action}`;

/** Every action but delete: whoever views, creates or edits records of the scope. */
const viewCreateEdit = (scope: Scope) =>
  (['view', 'create', 'edit'] as const).map((action) => ({ scope, action }) satisfies PermissionCheck);

/**
 * Who may use each picker (the lightweight option lists forms and list filters choose records
 * from): any one of these permissions lets a user through. Each picker is open to the viewers
 * of its own records and to whoever fills or filters the screens that pick from it.
 */
export const PICKER_ACCESS = {
  /** Products, sales orders and invoices name their customer; the order and invoice lists filter by it. */
  customers: [
    { scope: 'customers', action: 'view' },
    ...viewCreateEdit('products'),
    ...viewCreateEdit('quotations'),
    ...viewCreateEdit('sales-orders'),
    ...viewCreateEdit('invoices'),
    // Customer free-issue material is received from a customer; stock is filtered by its owner.
    ...viewCreateEdit('goods-receipts'),
    { scope: 'stock', action: 'view' },
  ],
  /** Purchase orders and job-work challans name their supplier (a job worker is a supplier). */
  suppliers: [
    { scope: 'suppliers', action: 'view' },
    ...viewCreateEdit('purchase-orders'),
    ...viewCreateEdit('job-work'),
    // Supplier bills name their supplier; payments are made to one.
    ...viewCreateEdit('supplier-bills'),
    { scope: 'supplier-payments', action: 'view' },
    { scope: 'supplier-payments', action: 'create' },
  ],
  /** The employee and designation forms and filters pick a department. */
  departments: [
    { scope: 'departments', action: 'view' },
    ...viewCreateEdit('employees'),
    ...viewCreateEdit('designations'),
  ],
  /** Production entries name their operator, inspections their inspector. */
  employees: [
    { scope: 'employees', action: 'view' },
    ...viewCreateEdit('production'),
    { scope: 'inspection', action: 'create' },
  ],
  /** The employee form and filter pick a designation. */
  designations: [{ scope: 'designations', action: 'view' }, ...viewCreateEdit('employees')],
  /** The quotation, order and invoice forms pick their lines' products; their clerks may lack products: view. */
  products: [
    { scope: 'products', action: 'view' },
    { scope: 'quotations', action: 'create' },
    { scope: 'quotations', action: 'edit' },
    { scope: 'sales-orders', action: 'create' },
    { scope: 'sales-orders', action: 'edit' },
    { scope: 'invoices', action: 'create' },
    { scope: 'invoices', action: 'edit' },
    // Stock is issued, counted and sent out for job work by the part.
    { scope: 'stock', action: 'view' },
    ...viewCreateEdit('job-work'),
  ],
  /** Stock items (bars by grade and rod size, products' parts): stock is issued by them, job-work challans send them out. */
  stockItems: [
    { scope: 'stock', action: 'view' },
    { scope: 'stock', action: 'create' },
    { scope: 'job-work', action: 'create' },
    { scope: 'job-work', action: 'edit' },
  ],
  /** Released and in-progress work orders: production entries, first-piece inspections and the schedule pick them. */
  workOrders: [
    { scope: 'work-orders', action: 'view' },
    { scope: 'production', action: 'create' },
    { scope: 'production', action: 'edit' },
    { scope: 'inspection', action: 'create' },
    { scope: 'schedule', action: 'view' },
  ],
  /** The user form's role select, on both the add and the edit screen. */
  roles: [...viewCreateEdit('users'), { scope: 'roles', action: 'view' }],
  /** Gauges usable on a day: the inspection forms and the control plan name the gauge a reading is measured with. */
  gauges: [
    { scope: 'gauges', action: 'view' },
    { scope: 'inspection', action: 'create' },
    { scope: 'control-plans', action: 'edit' },
  ],
} as const satisfies Record<string, readonly PermissionCheck[]>;
export type Picker = keyof typeof PICKER_ACCESS;

/** What the permission checks need to know of a user. */
export interface PermissionHolder {
  permissions?: Permission[] | null;
  role?: { name: string; permissions?: Permission[] | null } | null;
  roles?: { name: string }[] | null;
}

const isAction = (value: unknown): value is Action => ACTIONS.includes(value as Action);
export const isScope = (value: unknown): value is Scope => SCOPES.includes(value as Scope);

/** Merges entries of one scope, drops actions the scope does not have, and scopes left without actions. */
export function normalizePermissions(list: { scope: string; actions: readonly string[] }[]): Permission[] {
  const byScope = new Map<string, Set<Action>>();
  for (const { scope, actions } of list) {
    const set = byScope.get(scope) ?? new Set<Action>();
    for (const action of actions) if (isAction(action)) set.add(action);
    byScope.set(scope, set);
  }
  return SCOPES.map((scope) => ({ scope, actions: actionsOf(scope).filter((a) => byScope.get(scope)?.has(a)) })).filter(
    (permission) => permission.actions.length > 0,
  );
}

/** Every scope with each of its actions: what the seeded Admin role holds. */
export const ALL_PERMISSIONS: Permission[] = SCOPES.map((scope) => ({ scope, actions: [...actionsOf(scope)] }));

/** Direct permissions plus the role's, as one list (spec §5 "Permission rules"). */
export function combinedPermissions(user: PermissionHolder): Permission[] {
  return [...(user.permissions ?? []), ...(user.role?.permissions ?? [])];
}

export function can(user: PermissionHolder | null | undefined, scope: string, action: Action): boolean {
  if (!user) return false;
  return combinedPermissions(user).some((p) => p.scope === scope && p.actions.includes(action));
}

export function canAny(user: PermissionHolder | null | undefined, checks: readonly PermissionCheck[]): boolean {
  if (!user) return false;
  return checks.length === 0 || checks.some((c) => can(user, c.scope, c.action));
}

export function canAll(user: PermissionHolder | null | undefined, checks: readonly PermissionCheck[]): boolean {
  if (!user) return false;
  return checks.every((c) => can(user, c.scope, c.action));
}

/** Role names compare case-insensitively. */
export function isRoleName(name: string | null | undefined, wanted: string): boolean {
  return !!name && name.trim().toLowerCase() === wanted.trim().toLowerCase();
}

export const ADMIN_ROLE_NAME = 'Admin';
export const isAdminRoleName = (name: string | null | undefined) => isRoleName(name, ADMIN_ROLE_NAME);

/** A user whose role is the Admin role: only an admin may read the audit log or hand out the Admin role. */
export const isAdmin = (user: PermissionHolder | null | undefined) => roleNames(user).some(isAdminRoleName);

/** The names of the roles a user holds: `roles` when present, else the single `role`. */
export function roleNames(user: PermissionHolder | null | undefined): string[] {
  if (!user) return [];
  if (user.roles?.length) return user.roles.map((r) => r.name);
  return user.role ? [user.role.name] : [];
}

/** Route meta `roles` without a permission: passes when the user holds any of them (spec §5). */
export function hasAnyRole(user: PermissionHolder | null | undefined, roles: readonly string[]): boolean {
  const held = roleNames(user);
  if (held.length === 0) return false;
  return roles.length === 0 || roles.some((r) => held.some((h) => isRoleName(h, r)));
}
