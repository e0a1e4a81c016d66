import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ALL_PERMISSIONS, isAdminRoleName, type Permission, SCOPES, type Scope } from '@lathe/shared';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema/index.js';
import { createPrincipalCache } from '../src/lib/principal-cache.js';
import { createTokenService } from '../src/lib/tokens.js';
import { accessPlugin, type Principal, type RouteEntry } from '../src/plugins/access.js';
import {
  type AccessKind,
  accessKind,
  allExcept,
  callRoute,
  createProbe,
  describeAccess,
  grantsOf,
  label,
  only,
  type Probe,
  satisfies,
  shortOf,
} from './access-kit.js';
import { createHarness, type Harness } from './harness.js';

/**
 * The role × route matrix, generated from the app's own route table: every /api route states its
 * access, and each is called by users holding each single permission (through a role and
 * directly), every permission but the one it needs, the seeded roles, and the admin. A new
 * route is in the matrix the moment it is registered.
 */

let h: Harness;
let direct: Probe;
let viaRole: Probe;
/** The roles a first start creates, read before the tests add theirs. */
let seededRoles: { id: string; name: string; permissions: Permission[] }[];

beforeAll(async () => {
  h = await createHarness();
  seededRoles = await h.db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles);
  direct = await createProbe(h, 'direct');
  viaRole = await createProbe(h, 'role');
});
afterAll(() => h?.close());

const routes = () => h.app.routeTable.map((route) => ({ route, kind: accessKind(route) }));
const permissionRoutes = () =>
  routes().filter((r): r is { route: RouteEntry; kind: Extract<AccessKind, { kind: 'permission' }> } => {
    return r.kind.kind === 'permission';
  });
const ofKind = (kind: AccessKind['kind']) => routes().filter((r) => r.kind.kind === kind);

/** A walk of the whole table takes seconds alone, and minutes on a busy machine. */
const WALK = { timeout: 300_000 };

const refused = (status: number) => status === 401 || status === 403;

/** Each wrong answer of the current test, so one run lists them all. */
let wrong: string[] = [];
beforeEach(() => {
  wrong = [];
});
afterEach(() => {
  expect(wrong, 'routes that answered other than their access states').toEqual([]);
});

/** Calls the route and notes a wrong answer: let through (neither 401 nor 403, nor a 5xx) or 403. */
async function expectAccess(route: RouteEntry, token: string, allowed: boolean, who: string) {
  const res = await callRoute(h, route, token);
  const ok = allowed
    ? !refused(res.statusCode) && res.statusCode < 500
    : res.statusCode === 403 && res.json().error === 'Forbidden';
  if (!ok) {
    const expected = allowed ? 'let through' : '403';
    wrong.push(`${label(route)} [${describeAccess(route)}] as ${who}: ${res.statusCode}, expected ${expected}`);
  }
}

describe('every route states its access', () => {
  it('refuses to register an /api route that does not', async () => {
    const tokens = createTokenService(
      { access: randomBytes(32), refresh: randomBytes(32) },
      { access: h.config.accessTokenTtl, refresh: h.config.refreshTokenTtl },
    );
    const build = async (config?: object) => {
      const app = Fastify({ logger: false });
      await app.register(accessPlugin, { db: h.db, tokens, principals: createPrincipalCache<Principal>() });
      await app.register(async (api) => {
        api.get('/open-web-page', { config: {} }, () => 'ok');
        api.get('/api/records/:id', config ? { config } : {}, () => 'ok');
      }, {});
      await app.ready();
      return app;
    };
    await expect(build()).rejects.toThrow('Route GET /api/records/:id does not state its access');
    await expect(build({ access: undefined })).rejects.toThrow('does not state its access');
    const guarded = await build({ access: { scope: 'customers', action: 'view' } });
    expect(guarded.routeTable).toEqual([
      { method: 'GET', url: '/api/records/:id', access: { scope: 'customers', action: 'view' } },
    ]);
    await guarded.close();
  });

  it('lists every route once, each with an access the tests know', () => {
    const table = h.app.routeTable;
    expect(new Set(table.map(label)).size).toBe(table.length);
    for (const route of table) expect(() => accessKind(route), label(route)).not.toThrow();
    // Each permission route names real scopes and actions; none is an empty anyOf (which lets anyone in).
    for (const { route, kind } of permissionRoutes()) expect(kind.checks.length, label(route)).toBeGreaterThan(0);
    // Something to walk: the whole API, not an empty table.
    expect(permissionRoutes().length).toBeGreaterThanOrEqual(80);
  });

  it.runIf(process.env.ROUTE_MATRIX_OUT)(
    'writes the matrix it walks (method, route, access) to ROUTE_MATRIX_OUT',
    () => {
      const lines = routes().map(
        ({ route }) => `| ${route.method} | \`${route.url}\` | ${describeAccess(route).replaceAll(' | ', ' or ')} |`,
      );
      writeFileSync(
        process.env.ROUTE_MATRIX_OUT as string,
        `| method | route | access |\n|---|---|---|\n${lines.join('\n')}\n`,
      );
    },
  );
});

/**
 * The access a route under `/api/{scope}` is expected to state: that scope, with `view` for reads,
 * `create` for a POST to the collection, `delete` for DELETE and `edit` for every other write
 * (updates and lifecycle actions such as confirm, issue or a payment).
 */
function derivedAccess(route: RouteEntry): string | undefined {
  const [, api, resource, ...rest] = route.url.split('/');
  if (api !== 'api' || !SCOPES.includes(resource as Scope)) return undefined;
  if (route.method === 'GET') return `${resource}:view`;
  if (route.method === 'DELETE') return `${resource}:delete`;
  return route.method === 'POST' && rest.length === 0 ? `${resource}:create` : `${resource}:edit`;
}

const CUSTOMER_PICKER =
  'customers:view | products:view | products:create | products:edit | quotations:view | quotations:create | ' +
  'quotations:edit | sales-orders:view | sales-orders:create | ' +
  'sales-orders:edit | invoices:view | invoices:create | invoices:edit | goods-receipts:view | goods-receipts:create | ' +
  'goods-receipts:edit | stock:view';

const SUPPLIER_PICKER =
  'suppliers:view | purchase-orders:view | purchase-orders:create | purchase-orders:edit | job-work:view | ' +
  'job-work:create | job-work:edit | supplier-bills:view | supplier-bills:create | supplier-bills:edit | ' +
  'supplier-payments:view | supplier-payments:create';

const WORK_ORDER_PICKER = 'work-orders:view | production:create | production:edit | inspection:create | schedule:view';

const EMPLOYEE_PICKER = 'employees:view | production:view | production:create | production:edit | inspection:create';

/** The production entry form's reads: whoever views production, or records or corrects entries. */
const PRODUCTION_FORM = 'production:view | production:create | production:edit';

/**
 * Every route whose access is not the derived one, with the access it states and (in
 * docs/decisions.md) why. Changing a route's access, or adding a route that departs from the
 * rule, fails the test until it is written here, so each departure is a reviewed choice.
 * Public routes are listed exactly in access.test.ts.
 */
const DEPARTURES: Record<string, string> = {
  'GET /api/company-settings': 'signed-in', // invoices print them; the title uses the name
  'PUT /api/company-settings': 'roles:edit', // whoever may rewrite roles holds the company's keys
  'POST /api/auth/logout': 'signed-in',
  'GET /api/auth/me': 'signed-in',
  // Self-service on one's own account (issue 29): the caller's password and sessions, nobody else's.
  'PUT /api/auth/me/password': 'signed-in',
  'GET /api/auth/sessions': 'signed-in',
  'DELETE /api/auth/sessions/:id': 'signed-in', // another user's session is 404 (account.test.ts)
  'POST /api/auth/sessions/end-others': 'signed-in',
  'GET /api/notifications': 'signed-in', // each section filtered by the user's own scopes
  'GET /api/search': 'signed-in', // each kind of record only for a user who may view it
  'GET /api/customers/:id/statement': 'invoices:view', // what the customer owes: the invoices' business
  'GET /api/customers/:id/statement/pdf': 'invoices:view',
  // The customer page's ageing and dispatches (issue 29): each by the records it shows.
  'GET /api/customers/:id/ageing': 'invoices:view',
  'GET /api/customers/:id/dispatches': 'sales-orders:view',
  'GET /api/receivables/ageing': 'invoices:view',
  'GET /api/receivables/ageing/pdf': 'invoices:view',
  // E-mailing a document: whoever sees invoices reads the proposed mail; sending also takes emails:create.
  'GET /api/customers/:id/statement/email': 'invoices:view',
  'POST /api/customers/:id/statement/email': 'invoices:view & emails:create',
  'POST /api/invoices/:id/email': 'invoices:view & emails:create',
  'GET /api/permissions/roles': 'users:view | users:create | users:edit | roles:view',
  'GET /api/departments/options':
    'departments:view | employees:view | employees:create | employees:edit | designations:view | designations:create | designations:edit',
  'GET /api/designations/options': 'designations:view | employees:view | employees:create | employees:edit',
  'GET /api/customers/party-code/:code': CUSTOMER_PICKER,
  'GET /api/customers/all': CUSTOMER_PICKER,
  'GET /api/customers/search': CUSTOMER_PICKER,
  'GET /api/customers/options/:id': CUSTOMER_PICKER,
  // A customer's delivery addresses (issue 32): the order, dispatch and invoice forms pick one.
  'GET /api/customers/:id/delivery-addresses': CUSTOMER_PICKER,
  'GET /api/products/options':
    'products:view | quotations:create | quotations:edit | sales-orders:create | sales-orders:edit | invoices:create | ' +
    'invoices:edit | stock:view | ' +
    'job-work:view | job-work:create | job-work:edit',
  'POST /api/customers/import': 'customers:create', // updating rows also needs edit, checked inside
  'POST /api/suppliers/import': 'suppliers:create',
  'GET /api/suppliers/options': SUPPLIER_PICKER,
  'GET /api/suppliers/options/:id': SUPPLIER_PICKER,
  'GET /api/invoices/proposal': 'invoices:create', // what a new invoice from an order would hold
  'POST /api/sales-orders/confirm': 'sales-orders:create', // save-and-confirm a new draft; confirming's edit checked inside
  'POST /api/invoices/issue': 'invoices:create', // save-and-issue a new draft; issuing's invoice-status:create checked inside
  // The steps that are a job of their own (issue 18): each its flow's scope (STEP_SCOPES).
  'POST /api/sales-orders/:id/dispatches': 'dispatches:create',
  'POST /api/sales-orders/:id/close': 'sales-order-status:edit',
  'POST /api/sales-orders/:id/cancel': 'sales-order-status:delete',
  // Quotations (issue 30): a new line's cost basis is read while writing one; revising starts a new
  // revision (creating); converting makes a sales order, so it is the sales order's create.
  'GET /api/quotations/cost-basis': 'quotations:create | quotations:edit',
  'POST /api/quotations/send': 'quotations:create', // save-and-send a new enquiry; sending's edit checked inside
  'POST /api/quotations/:id/revise': 'quotations:create',
  'POST /api/quotations/:id/convert': 'sales-orders:create',
  'POST /api/quotations/:id/blanket': 'sales-orders:create',
  // Blanket orders and delivery schedules (issue 30) are sales orders' business: the sales-orders
  // scope guards them, sales-order-status their close and cancel, and dispatches:create posting
  // a dispatch to a schedule's buckets, as on the order.
  'GET /api/delivery-schedules/performance': 'sales-orders:view',
  'GET /api/delivery-schedules/mapping': 'sales-orders:create',
  'POST /api/delivery-schedules/import/preview': 'sales-orders:create',
  'POST /api/delivery-schedules/import': 'sales-orders:create',
  'POST /api/delivery-schedules/:id/dispatches': 'dispatches:create',
  'GET /api/delivery-schedules': 'sales-orders:view',
  'GET /api/delivery-schedules/export': 'sales-orders:view',
  'GET /api/delivery-schedules/:id': 'sales-orders:view',
  'POST /api/delivery-schedules': 'sales-orders:create',
  'GET /api/blanket-orders': 'sales-orders:view',
  'GET /api/blanket-orders/export': 'sales-orders:view',
  'GET /api/blanket-orders/:id': 'sales-orders:view',
  'POST /api/blanket-orders': 'sales-orders:create',
  'PUT /api/blanket-orders/:id': 'sales-orders:edit',
  'DELETE /api/blanket-orders/:id': 'sales-orders:delete',
  'POST /api/blanket-orders/:id/activate': 'sales-orders:edit',
  'POST /api/blanket-orders/:id/close': 'sales-order-status:edit',
  'POST /api/blanket-orders/:id/cancel': 'sales-order-status:delete',
  'POST /api/blanket-orders/activate': 'sales-orders:create',
  'PUT /api/blanket-orders/:id/activate': 'sales-orders:edit',
  'POST /api/blanket-orders/:id/prices': 'sales-orders:edit',
  'GET /api/blanket-orders/:id/history': 'sales-orders:view',
  'GET /api/delivery-schedules/:id/history': 'sales-orders:view',
  // Purchase orders (issue 20): drafts are the buyer's, confirming, short-closing and cancelling purchase-order-status.
  'POST /api/purchase-orders/confirm': 'purchase-orders:create', // save-and-confirm a new draft; confirming's own checked inside
  'POST /api/purchase-orders/:id/confirm': 'purchase-order-status:create',
  'PUT /api/purchase-orders/:id/confirm': 'purchase-order-status:create',
  'POST /api/purchase-orders/:id/close': 'purchase-order-status:edit',
  'POST /api/purchase-orders/:id/cancel': 'purchase-order-status:delete',
  // Material planning's suggestion made a draft purchase order: the buyer's, as any draft is.
  'POST /api/stock/planning/:id/purchase-order': 'purchase-orders:create',
  'POST /api/invoices/:id/issue': 'invoice-status:create',
  'PUT /api/invoices/:id/issue': 'invoice-status:create',
  'POST /api/invoices/:id/cancel': 'invoice-status:delete',
  // Credit and debit notes are the invoices' business: drafts as invoices are, issue and cancel as theirs.
  'GET /api/notes': 'invoices:view',
  'GET /api/notes/export': 'invoices:view',
  'GET /api/notes/:id': 'invoices:view',
  'GET /api/notes/:id/history': 'invoices:view',
  'POST /api/notes': 'invoices:create',
  'PUT /api/notes/:id': 'invoices:edit',
  'DELETE /api/notes/:id': 'invoices:delete',
  'POST /api/notes/issue': 'invoices:create', // save-and-issue a new draft; issuing's invoice-status:create checked inside
  'POST /api/notes/:id/issue': 'invoice-status:create',
  'PUT /api/notes/:id/issue': 'invoice-status:create',
  'POST /api/notes/:id/cancel': 'invoice-status:delete',
  'GET /api/notes/:id/e-invoice': 'invoices:view',
  'GET /api/notes/:id/pdf': 'invoices:view',
  // Job-work challans are the job-work scope's (JOB_WORK_CHALLAN_FLOW): sending and goods back are its
  // create, closing its edit, cancelling its delete.
  'GET /api/job-work-challans': 'job-work:view',
  'GET /api/job-work-challans/export': 'job-work:view',
  'GET /api/job-work-challans/:id': 'job-work:view',
  'GET /api/job-work-challans/:id/history': 'job-work:view',
  'GET /api/job-work-challans/:id/pdf': 'job-work:view',
  'GET /api/job-work-challans/:id/receipts': 'job-work:view',
  'POST /api/job-work-challans': 'job-work:create',
  'PUT /api/job-work-challans/:id': 'job-work:edit',
  'DELETE /api/job-work-challans/:id': 'job-work:delete',
  'POST /api/job-work-challans/send': 'job-work:create', // save-and-send a new draft
  'POST /api/job-work-challans/:id/send': 'job-work:create',
  'PUT /api/job-work-challans/:id/send': 'job-work:create',
  'POST /api/job-work-challans/:id/close': 'job-work:edit',
  'POST /api/job-work-challans/:id/cancel': 'job-work:delete',
  'POST /api/job-work-challans/:id/receipts': 'job-work:create',
  // The invoice for goods deemed supplied past section 143's limit is drafting an invoice.
  'GET /api/job-work-challans/:id/deemed-supply': 'invoices:create',
  'POST /api/job-work-challans/:id/deemed-supply': 'invoices:create',
  // A customer's free-issue material is booked in by the stores, as goods receipts are (CUSTOMER_MATERIAL_FLOW).
  'GET /api/customer-materials': 'goods-receipts:view',
  'GET /api/customer-materials/export': 'goods-receipts:view',
  'GET /api/customer-materials/:id': 'goods-receipts:view',
  'GET /api/customer-materials/:id/history': 'goods-receipts:view',
  'GET /api/customer-materials/:id/pdf': 'goods-receipts:view',
  'POST /api/customer-materials': 'goods-receipts:create',
  'PUT /api/customer-materials/:id': 'goods-receipts:edit',
  'DELETE /api/customer-materials/:id': 'goods-receipts:delete',
  'POST /api/customer-materials/receive': 'goods-receipts:create', // save-and-receive a new draft
  'POST /api/customer-materials/:id/receive': 'goods-receipts:create',
  'PUT /api/customer-materials/:id/receive': 'goods-receipts:create',
  'POST /api/customer-materials/:id/cancel': 'goods-receipts:delete',
  // Goods receipts: receiving is making one (the stores' create), cancelling is deleting's (the flow's steps).
  'POST /api/goods-receipts/receive': 'goods-receipts:create', // save-and-receive a new draft
  'POST /api/goods-receipts/:id/receive': 'goods-receipts:create',
  'PUT /api/goods-receipts/:id/receive': 'goods-receipts:create',
  'POST /api/goods-receipts/:id/cancel': 'goods-receipts:delete',
  // A mill test certificate is uploaded with a goods receipt being made or edited, read by whoever views them.
  'POST /api/material-certificates': 'goods-receipts:create | goods-receipts:edit',
  'GET /api/material-certificates/:id': 'goods-receipts:view',
  // The portals' files are read from the invoices and notes: whoever reads them may prepare them.
  'GET /api/gst/e-invoices': 'invoices:view',
  'GET /api/gst/e-invoices/export': 'invoices:view',
  'GET /api/gst/gstr-1': 'invoices:view',
  'GET /api/gst/gstr-1/json': 'invoices:view',
  'GET /api/gst/gstr-1/export': 'invoices:view',
  // GSTR-3B: the worksheet for whoever reads invoices (the bills' figures only with supplier-bills:view);
  // the file for the portal is whole or not given, so it takes both.
  'GET /api/gst/gstr-3b': 'invoices:view',
  'GET /api/gst/gstr-3b/json': 'invoices:view & supplier-bills:view',
  // GSTR-2B (issue 32) is the supplier bills' reconciliation: read with them, imported and decided on by whoever edits them.
  'GET /api/gst/gstr-2b': 'supplier-bills:view',
  'GET /api/gst/gstr-2b/export': 'supplier-bills:view',
  'POST /api/gst/gstr-2b/import': 'supplier-bills:edit',
  'POST /api/gst/gstr-2b/actions': 'supplier-bills:edit',
  'DELETE /api/gst/gstr-2b/actions/:id': 'supplier-bills:edit',
  'GET /api/gstr-2b/:id/history': 'supplier-bills:view',
  // The e-way bill the portal generated is recorded (or a wrong one cleared) by whoever issues
  // invoices, and on a challan by whoever records dispatches; its JSON is the document's to view.
  'PUT /api/invoices/:id/e-way-bill': 'invoice-status:create',
  'DELETE /api/invoices/:id/e-way-bill': 'invoice-status:create',
  'PUT /api/sales-orders/:id/dispatches/:dispatchId/e-way-bill': 'dispatches:create',
  'DELETE /api/sales-orders/:id/dispatches/:dispatchId/e-way-bill': 'dispatches:create',
  // The portal's IRN of an issued invoice, recorded or cleared by whoever issues (issue 19).
  'PUT /api/invoices/:id/irn': 'invoice-status:create',
  'DELETE /api/invoices/:id/irn': 'invoice-status:create',
  // Stock (issue 20): a movement is recorded (create), the stock-keeping switch is one edit both ways;
  // the item picker also serves the job-work challan form, the order picker the issue form.
  'POST /api/stock/movements': 'stock:create',
  'DELETE /api/stock/tracked-products/:productId': 'stock:edit',
  'GET /api/stock/items/options': 'stock:view | stock:create | job-work:create | job-work:edit',
  'GET /api/stock/orders/options': 'stock:view | stock:create',
  'GET /api/stock-tracking/:id/history': 'stock:view', // a product's stock-keeping switched on and off
  'POST /api/invoices/:id/payments': 'payments:create',
  'POST /api/receipts': 'payments:create', // one amount across several invoices of a customer
  'DELETE /api/invoices/:id/payments/:paymentId': 'payments:delete',
  // Supplier bills (issue 32): drafts are the accounts clerk's (supplier-bills), booking, approving a
  // held bill and cancelling supplier-bill-status's (SUPPLIER_BILL_FLOW); the form's orders and proposal
  // are for whoever writes a draft.
  'POST /api/supplier-bills/book': 'supplier-bills:create', // save-and-book a new draft; booking's own checked inside
  'POST /api/supplier-bills/:id/book': 'supplier-bill-status:create',
  'PUT /api/supplier-bills/:id/book': 'supplier-bill-status:create',
  'POST /api/supplier-bills/:id/approve': 'supplier-bill-status:edit',
  'POST /api/supplier-bills/:id/cancel': 'supplier-bill-status:delete',
  'GET /api/supplier-bills/orders': 'supplier-bills:create | supplier-bills:edit',
  'GET /api/supplier-bills/proposal': 'supplier-bills:create | supplier-bills:edit',
  // Supplier payments (issue 32): the form's open bills and setting an advance against a bill are
  // recording a payment (create); the payables (ageing, a supplier's ledger) are the payments' view.
  'GET /api/supplier-payments/open-bills': 'supplier-payments:create',
  'POST /api/supplier-payments/:id/allocations': 'supplier-payments:create',
  'GET /api/payables/ageing': 'supplier-payments:view',
  'GET /api/payables/ledger/:supplierId': 'supplier-payments:view',
  'GET /api/payables/ledger/:supplierId/export': 'supplier-payments:view',
  'GET /api/payables/ledger/:supplierId/pdf': 'supplier-payments:view',
  // The Tally Prime export (issue 32): whoever may see one kind of its documents; the service writes
  // only the kinds the user may see and refuses by name one asked for that they may not (tally.test.ts).
  'GET /api/tally/summary': 'invoices:view | supplier-bills:view | supplier-payments:view',
  'GET /api/tally/export': 'invoices:view | supplier-bills:view | supplier-payments:view',
  // Making the parts (issue 21). Work orders: drafts are the planner's (work-orders), releasing and
  // closing short are work-order-status's (WORK_ORDER_FLOW), as for the other documents' steps.
  'POST /api/work-orders/release': 'work-orders:create', // save-and-release a new draft; releasing's own checked inside
  'POST /api/work-orders/:id/release': 'work-order-status:create',
  'PUT /api/work-orders/:id/release': 'work-order-status:create',
  'POST /api/work-orders/:id/close': 'work-order-status:edit',
  // The draft form's product and open sales order line pickers: whoever writes a draft.
  'GET /api/work-orders/products': 'work-orders:create | work-orders:edit',
  'GET /api/work-orders/sales-order-lines': 'work-orders:create | work-orders:edit',
  // Open work orders are picked by production entries, first-piece inspections and the schedule;
  // operators and inspectors are employees, picked by whoever records production or inspects (PICKER_ACCESS).
  'GET /api/work-orders/options': WORK_ORDER_PICKER,
  'GET /api/employees/options': EMPLOYEE_PICKER,
  // Production entries and the reasons lists live under /api/production: recording one is production's
  // create (a POST below the scope reads as edit), and the entry form's reads open to whoever views,
  // records or corrects production.
  'POST /api/production/entries': 'production:create',
  'POST /api/production/reasons': 'production:create',
  'GET /api/production/reasons': PRODUCTION_FORM,
  'GET /api/production/machines': PRODUCTION_FORM,
  'GET /api/production/work-orders': PRODUCTION_FORM,
  'GET /api/production/work-orders/:id': PRODUCTION_FORM,
  'GET /api/production/workday': PRODUCTION_FORM,
  'GET /api/production-entries/:id/history': 'production:view',
  'GET /api/production-reasons/:id/history': 'production:view',
  // Unpinning an operation and removing a plant holiday change the plan (schedule's edit), as pinning
  // and adding one do; the holidays' history is the schedule's to view.
  'DELETE /api/schedule/operations/:id/lock': 'schedule:edit',
  'DELETE /api/schedule/holidays/:date': 'schedule:edit',
  // A machine's downtime window is a part of its capacity: adding and removing one edit it.
  'DELETE /api/schedule/machines/:id/downtime/:downtimeId': 'schedule:edit',
  'GET /api/plant-holidays/history': 'schedule:view',
  // Planning on the schedule (issue 27): the promise date also shows on the sales order form, so
  // whoever writes orders may ask for it (PROMISE_ACCESS); what if and the load are the schedule's.
  'GET /api/planning/promise': 'schedule:view | sales-orders:create | sales-orders:edit',
  'GET /api/planning/what-if': 'schedule:view',
  'GET /api/planning/rough-cut': 'schedule:view',
  'GET /api/planning/products': 'schedule:view', // the what-if panel's product picker
  // Inspections are the inspection scope's (the path names the records, the scope is singular): the
  // list, reports and PDFs its view; the forms' templates and recording a first piece or a PDI its
  // create; deleting its delete.
  'GET /api/inspections': 'inspection:view',
  'GET /api/inspections/export': 'inspection:view',
  'GET /api/inspections/:id': 'inspection:view',
  'GET /api/inspections/:id/pdf': 'inspection:view',
  'GET /api/inspections/:id/history': 'inspection:view',
  'DELETE /api/inspections/:id': 'inspection:delete',
  'GET /api/inspections/first-piece/template/:workOrderId': 'inspection:create',
  'POST /api/inspections/first-piece': 'inspection:create',
  'GET /api/inspections/pdi/template/:dispatchId': 'inspection:create',
  'POST /api/inspections/pdi': 'inspection:create',
  // Issue 31: in-process and lot inspections are inspection's, with the in-process form's machine
  // picker; SPC's charts are read by whoever views inspections.
  'GET /api/inspections/in-process/template/:workOrderId': 'inspection:create',
  'POST /api/inspections/in-process': 'inspection:create',
  'GET /api/inspections/lot/template/:workOrderId': 'inspection:create',
  'POST /api/inspections/lot': 'inspection:create',
  'GET /api/inspections/machines': 'inspection:create',
  'GET /api/spc/products/options': 'inspection:view',
  'GET /api/spc/characteristics': 'inspection:view',
  'GET /api/spc': 'inspection:view',
  // A gauge is picked by whoever views gauges, records an inspection or writes a control plan; a
  // calibration's certificate is uploaded while recording one (gauges: edit) or a new gauge's first.
  'GET /api/gauges/options': 'gauges:view | inspection:create | control-plans:edit',
  'POST /api/gauges/certificates': 'gauges:create | gauges:edit',
  // Packing is boxes:create, and its form's read too; a box is scanned while recording a dispatch.
  'GET /api/boxes/pack/:workOrderId': 'boxes:create',
  'POST /api/boxes/pack': 'boxes:create',
  'GET /api/boxes/scan': 'dispatches:create',
  'GET /api/audit': 'admin', // the audit log search: the Admin role only
  'GET /api/company/history': 'roles:edit', // the company settings' history: whoever may change them
};

describe('what each route states', () => {
  it('is its scope and the action its method implies, or a listed departure', () => {
    const stated = routes().filter(({ kind }) => kind.kind !== 'public');
    const wrong = stated
      .map(({ route }) => ({ route: label(route), states: describeAccess(route), derived: derivedAccess(route) }))
      .filter(({ route, states, derived }) => (DEPARTURES[route] ?? derived) !== states);
    expect(wrong).toEqual([]);
    const stale = Object.keys(DEPARTURES).filter((key) => !stated.some(({ route }) => label(route) === key));
    expect(stale).toEqual([]);
  });
});

describe('permission routes', () => {
  it('let through a user holding exactly the permission, given directly or through a role', WALK, async () => {
    for (const { route, kind } of permissionRoutes()) {
      for (const checks of grantsOf(kind)) {
        const named = checks.map((c) => `${c.scope}:${c.action}`).join(' & ');
        await direct.grant(only(...checks));
        await expectAccess(route, direct.token, true, `direct ${named}`);
        await viaRole.grant(only(...checks));
        await expectAccess(route, viaRole.token, true, `role with ${named}`);
      }
    }
  });

  it('refuse a user holding every permission but the ones the route takes', WALK, async () => {
    for (const { route, kind } of permissionRoutes()) {
      for (const missing of shortOf(kind)) {
        await direct.grant(allExcept(...missing));
        await expectAccess(route, direct.token, false, 'direct: all but the route’s');
        await viaRole.grant(allExcept(...missing));
        await expectAccess(route, viaRole.token, false, 'role: all but the route’s');
      }
    }
  });

  it('match the matrix of one role per scope (all four actions) against every route', WALK, async () => {
    // With "exactly" and "all but" above this is the whole matrix (holding more never takes
    // access away); a role per scope is what a company sets up, and shows no scope leaks into another.
    const walked = permissionRoutes();
    for (const scope of SCOPES) {
      const granted = ALL_PERMISSIONS.filter((p) => p.scope === scope);
      await viaRole.grant(granted);
      for (const { route, kind } of walked) {
        await expectAccess(route, viaRole.token, satisfies(kind, granted), `role with all of ${scope}`);
      }
    }
  });

  it('refuse a user with no permission at all, and let the admin through', WALK, async () => {
    await direct.grant([]);
    const admin = await h.adminToken();
    for (const { route } of permissionRoutes()) {
      await expectAccess(route, direct.token, false, 'no permissions');
      await expectAccess(route, admin, true, 'admin');
    }
  });
});

describe('signed-in routes', () => {
  it('let through any signed-in user, and refuse no token', WALK, async () => {
    const signedIn = ofKind('signed-in');
    expect(signedIn.length).toBeGreaterThan(0);
    // The admin's calls are a second member of the Admin role's: auth/sessions/end-others signs out
    // every other session of its caller, and the harness's own admin session makes the test users.
    const adminRole = seededRoles.find((role) => isAdminRoleName(role.name));
    const second = { email: 'second-admin@example.com', password: 'second-admin-password-1' };
    const made = await h.call('POST', '/api/users', {
      token: await h.adminToken(),
      body: { ...second, firstName: 'Second', lastName: 'Admin', roleId: adminRole?.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const { route } of signedIn) {
      // A fresh sign-in per route: auth/logout ends the session it is called with.
      const nobody = await h.userWith([]);
      await expectAccess(route, nobody.accessToken, true, 'user without permissions');
      const admin = await h.login(second.email, second.password);
      await expectAccess(route, admin.accessToken, true, 'admin');
      const res = await callRoute(h, route, '');
      expect(res.statusCode, label(route)).toBe(401);
    }
  });
});

describe('admin routes', () => {
  it('let the Admin role through and refuse everyone else, whatever they hold', WALK, async () => {
    const adminOnly = ofKind('admin');
    const admin = await h.adminToken();
    for (const { route } of adminOnly) {
      await expectAccess(route, admin, true, 'admin');
      await direct.grant(ALL_PERMISSIONS);
      await expectAccess(route, direct.token, false, 'every permission, direct, no role');
      await viaRole.grant(ALL_PERMISSIONS);
      await expectAccess(route, viaRole.token, false, 'every permission through a role not named Admin');
    }
  });
});

describe('the seeded roles', () => {
  it('are what a first start creates, and each gets exactly what its permissions allow', WALK, async () => {
    expect(seededRoles.some((r) => isAdminRoleName(r.name))).toBe(true);
    const token = await h.adminToken();
    for (const role of seededRoles) {
      const email = `seeded-${role.id.slice(0, 8)}@example.com`;
      const made = await h.call('POST', '/api/users', {
        token,
        body: { email, password: 'seeded-password-1', firstName: 'Seeded', lastName: role.name, roleId: role.id },
      });
      expect(made.statusCode, made.body).toBe(201);
      const session = await h.login(email, 'seeded-password-1');
      for (const { route, kind } of [...permissionRoutes(), ...ofKind('admin')]) {
        await expectAccess(
          route,
          session.accessToken,
          satisfies(kind, role.permissions, role.name),
          `seeded ${role.name}`,
        );
      }
    }
  });
});
