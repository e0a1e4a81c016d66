import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.js';
import type { ChangeFeed, Database, Db } from './db/client.js';
import { badRequest, serviceUnavailable } from './lib/errors.js';
import { createMailer } from './lib/mailer.js';
import { createPrincipalCache } from './lib/principal-cache.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import type { Secrets } from './lib/secrets.js';
import { createTokenService } from './lib/tokens.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { accountRoutes } from './modules/auth/account.routes.js';
import { createAccountService } from './modules/auth/account.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createAuthThrottle } from './modules/auth/auth-throttle.js';
import { blanketOrdersRoutes } from './modules/blanket-orders/blanket-orders.routes.js';
import { createBlanketOrdersService } from './modules/blanket-orders/blanket-orders.service.js';
import { boxesRoutes } from './modules/boxes/boxes.routes.js';
import { createBoxesService } from './modules/boxes/boxes.service.js';
import { companyRoutes } from './modules/company/company.routes.js';
import { createCompanyService } from './modules/company/company.service.js';
import { controlPlansRoutes } from './modules/control-plans/control-plans.routes.js';
import { createControlPlansService } from './modules/control-plans/control-plans.service.js';
import { customerMaterialsRoutes } from './modules/customer-materials/customer-materials.routes.js';
import { createCustomerMaterialsService } from './modules/customer-materials/customer-materials.service.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { deliveryAddressesRoutes } from './modules/customers/delivery-addresses.routes.js';
import { createDeliveryAddressesService } from './modules/customers/delivery-addresses.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createNotificationsService } from './modules/dashboard/notifications.service.js';
import { deliverySchedulesRoutes } from './modules/delivery-schedules/delivery-schedules.routes.js';
import { createDeliverySchedulesService } from './modules/delivery-schedules/delivery-schedules.service.js';
import { departmentsRoutes } from './modules/departments/departments.routes.js';
import { createDepartmentsService } from './modules/departments/departments.service.js';
import { designationsRoutes } from './modules/designations/designations.routes.js';
import { createDesignationsService } from './modules/designations/designations.service.js';
import { documentEmailRoutes } from './modules/document-email/document-email.routes.js';
import { createDocumentEmailService } from './modules/document-email/document-email.service.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { createEmployeesService } from './modules/employees/employees.service.js';
import { gaugesRoutes } from './modules/gauges/gauges.routes.js';
import { createGaugesService } from './modules/gauges/gauges.service.js';
import { createCertificatesService } from './modules/goods-receipts/certificates.js';
import { certificatesRoutes } from './modules/goods-receipts/certificates.routes.js';
import { goodsReceiptsRoutes } from './modules/goods-receipts/goods-receipts.routes.js';
import { createGoodsReceiptsService } from './modules/goods-receipts/goods-receipts.service.js';
import { gstRoutes } from './modules/gst/gst.routes.js';
import { createGstService } from './modules/gst/gst.service.js';
import { gstr2bRoutes } from './modules/gst/gstr2b.routes.js';
import { createGstr2bService } from './modules/gst/gstr2b.service.js';
import { gstr3bRoutes } from './modules/gst/gstr3b.routes.js';
import { createGstr3bService } from './modules/gst/gstr3b.service.js';
import { inspectionsRoutes } from './modules/inspections/inspections.routes.js';
import { createInspectionsService } from './modules/inspections/inspections.service.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { createInvoicesService } from './modules/invoices/invoices.service.js';
import { jobWorkRoutes } from './modules/job-work/job-work.routes.js';
import { createJobWorkService } from './modules/job-work/job-work.service.js';
import { machinesRoutes } from './modules/machines/machines.routes.js';
import { createMachinesService } from './modules/machines/machines.service.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { createNotesService } from './modules/notes/notes.service.js';
import { planningRoutes } from './modules/planning/planning.routes.js';
import { createPlanningService } from './modules/planning/planning.service.js';
import { productionRoutes } from './modules/production/production.routes.js';
import { createProductionService } from './modules/production/production.service.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { createProductsService } from './modules/products/products.service.js';
import { purchaseOrdersRoutes } from './modules/purchase-orders/purchase-orders.routes.js';
import { createPurchaseOrdersService } from './modules/purchase-orders/purchase-orders.service.js';
import { quotationsRoutes } from './modules/quotations/quotations.routes.js';
import { createQuotationsService } from './modules/quotations/quotations.service.js';
import { receivablesRoutes } from './modules/receivables/receivables.routes.js';
import { createReceivablesService } from './modules/receivables/receivables.service.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { createRolesService } from './modules/roles/roles.service.js';
import { salesOrdersRoutes } from './modules/sales-orders/sales-orders.routes.js';
import { createSalesOrdersService } from './modules/sales-orders/sales-orders.service.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { createScheduleService } from './modules/schedule/schedule.service.js';
import { createRecordSearch } from './modules/search/record-search.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { spcRoutes } from './modules/spc/spc.routes.js';
import { createSpcService } from './modules/spc/spc.service.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { createStockService } from './modules/stock/stock.service.js';
import { supplierBillsRoutes } from './modules/supplier-bills/supplier-bills.routes.js';
import { createSupplierBillsService } from './modules/supplier-bills/supplier-bills.service.js';
import { payablesRoutes } from './modules/supplier-payments/payables.routes.js';
import { createPayablesService } from './modules/supplier-payments/payables.service.js';
import { supplierPaymentsRoutes } from './modules/supplier-payments/supplier-payments.routes.js';
import { createSupplierPaymentsService } from './modules/supplier-payments/supplier-payments.service.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { createSuppliersService } from './modules/suppliers/suppliers.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { tallyRoutes } from './modules/tally/tally.routes.js';
import { createTallyService } from './modules/tally/tally.service.js';
import { traceabilityRoutes } from './modules/traceability/traceability.routes.js';
import { createTraceabilityService } from './modules/traceability/traceability.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { workOrdersRoutes } from './modules/work-orders/work-orders.routes.js';
import { createWorkOrdersService } from './modules/work-orders/work-orders.service.js';
import { accessPlugin, type Principal } from './plugins/access.js';
import { docsPlugin } from './plugins/docs.js';
import { errorHandlerPlugin, sendError } from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webPlugin } from './plugins/web.js';

export interface AppOptions {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** The database's notifications (Database.listen): signed-in users are remembered while they arrive. */
  changes?: ChangeFeed | undefined;
  /** The only process on its database (the embedded one): what need not be shared stays in memory. */
  alone?: boolean | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** What the app takes from an opened database: its queries, its notifications, and whether one process alone may use it. */
export const appDatabase = (database: Database) => ({
  db: database.db,
  changes: database.listen,
  alone: database.kind === 'pglite',
});

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Largest request body: 413 past it. Only the CSV import allows more (lib/csv-import.ts). */
export const BODY_LIMIT = 1024 * 1024;
/** What a client turned away during shutdown should wait: a restart takes a few seconds. */
const SHUTDOWN_RETRY_SECONDS = 5;
/**
 * How long the listening server keeps its connections after the shutdown signal before closing
 * the idle ones: a request a client sent just before the signal may still sit unread on a
 * keep-alive connection that looks idle, and closing it would reset the request (ECONNRESET)
 * instead of answering it. In this window it is read and answered (503, Connection: close).
 */
const SHUTDOWN_DRAIN_MS = 250;

/** Builds the whole app without listening: the server listens, the tests inject. */
export async function buildApp({ config, db, secrets, changes, alone, logger }: AppOptions) {
  const app = Fastify({
    // Written by a background writer (flushed on exit), not a blocking write per line.
    logger: logger ?? { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) },
    // One line per request, when it is answered (below), instead of one as it comes and one as it goes.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Errors the router raises before any route (a path segment over 100 characters, a bad
    // URL) go through the error handler too, for the one JSON error body.
    frameworkErrors: sendError,
    // Shutting down, a new request gets our own 503 (below), with its headers and Retry-After.
    return503OnClosing: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For only from the proxy TRUST_PROXY names: anyone else could pick their own address.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler());

  // The API speaks JSON only (other bodies get 415). A POST without a body (refresh,
  // logout) is fine; malformed JSON is a clear 400.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('The request body is not valid JSON'), undefined);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });

  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);

  // From the shutdown signal on, requests in flight finish and new ones are turned away.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    if (app.server.listening) await sleep(SHUTDOWN_DRAIN_MS);
  });
  app.addHook('onRequest', async () => {
    if (closing) throw serviceUnavailable('The server is restarting; try again in a moment', SHUTDOWN_RETRY_SECONDS);
  });
  await app.register(docsPlugin);

  const tokens = createTokenService(secrets, { access: config.accessTokenTtl, refresh: config.refreshTokenTtl });
  // Who each access token belongs to; this process's own changes to users, roles and sessions
  // forget it at once (the services' onAuthChange), other processes' through `changes`.
  const principals = createPrincipalCache<Principal>();
  const onAuthChange = principals.forget;
  await app.register(accessPlugin, { db, tokens, principals, changes });
  await app.register(rateLimitPlugin, { db, alone, ...config.rateLimit });

  // One throttle for the sign-in and for the current password typed to change it.
  const throttle = createAuthThrottle(db, { signIn: config.loginThrottle, signUp: config.signupThrottle });
  const auth = createAuthService({
    db,
    tokens,
    throttle,
    allowSignup: config.allowSignup,
    sessionMaxAgeSeconds: config.sessionMaxAge,
    onAuthChange,
  });

  const company = createCompanyService(db);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        db,
        company,
        companyName: config.companyName,
        allowSignup: config.allowSignup,
      });
      await api.register(companyRoutes, { company });
      await api.register(authRoutes, { auth });
      await api.register(accountRoutes, { account: createAccountService({ db, throttle, onAuthChange }) });
      await api.register(usersRoutes, { users: createUsersService(db, onAuthChange) });
      await api.register(rolesRoutes, { roles: createRolesService(db, onAuthChange) });
      await api.register(departmentsRoutes, { departments: createDepartmentsService(db) });
      await api.register(customersRoutes, { customers: createCustomersService(db) });
      await api.register(deliveryAddressesRoutes, { addresses: createDeliveryAddressesService(db) });
      await api.register(machinesRoutes, { machines: createMachinesService(db) });
      await api.register(suppliersRoutes, { suppliers: createSuppliersService(db) });
      await api.register(designationsRoutes, { designations: createDesignationsService(db) });
      await api.register(employeesRoutes, { employees: createEmployeesService(db), db });
      await api.register(productsRoutes, { products: createProductsService(db) });
      const invoices = createInvoicesService(db, company);
      const receivables = createReceivablesService(db);
      await api.register(invoicesRoutes, { invoices });
      await api.register(notesRoutes, { notes: createNotesService(db, company) });
      await api.register(jobWorkRoutes, { jobWork: createJobWorkService(db, company) });
      await api.register(customerMaterialsRoutes, {
        customerMaterials: createCustomerMaterialsService(db, company),
      });
      await api.register(goodsReceiptsRoutes, { goodsReceipts: createGoodsReceiptsService(db, company) });
      const certificates = createCertificatesService(db, config.materialFilesDir);
      await api.register(certificatesRoutes, { certificates });
      await api.register(gaugesRoutes, { gauges: createGaugesService(db), certificates });
      const purchaseOrders = createPurchaseOrdersService(db, company);
      await api.register(purchaseOrdersRoutes, { purchaseOrders });
      await api.register(supplierBillsRoutes, { supplierBills: createSupplierBillsService(db, company) });
      await api.register(workOrdersRoutes, { workOrders: createWorkOrdersService(db, company) });
      await api.register(controlPlansRoutes, { controlPlans: createControlPlansService(db, company) });
      await api.register(inspectionsRoutes, { inspections: createInspectionsService(db, company) });
      await api.register(spcRoutes, { spc: createSpcService(db) });
      await api.register(traceabilityRoutes, { traceability: createTraceabilityService(db, company) });
      await api.register(boxesRoutes, { boxes: createBoxesService(db, company) });
      await api.register(gstRoutes, { gst: createGstService(db, company) });
      await api.register(gstr3bRoutes, { gstr3b: createGstr3bService(db, company) });
      await api.register(gstr2bRoutes, { gstr2b: createGstr2bService(db, company) });
      const salesOrders = createSalesOrdersService(db);
      await api.register(salesOrdersRoutes, { salesOrders, company });
      await api.register(deliverySchedulesRoutes, { schedules: createDeliverySchedulesService(db, salesOrders) });
      await api.register(quotationsRoutes, { quotations: createQuotationsService(db, company) });
      await api.register(blanketOrdersRoutes, { blanketOrders: createBlanketOrdersService(db) });
      await api.register(stockRoutes, { stock: createStockService(db), purchaseOrders });
      await api.register(productionRoutes, { production: createProductionService(db) });
      await api.register(scheduleRoutes, { schedule: createScheduleService(db) });
      await api.register(planningRoutes, { planning: createPlanningService(db) });
      await api.register(auditRoutes, { audit: createAuditService(db) });
      await api.register(searchRoutes, { search: createRecordSearch(db) });
      await api.register(receivablesRoutes, { receivables, company });
      await api.register(supplierPaymentsRoutes, { supplierPayments: createSupplierPaymentsService(db) });
      await api.register(payablesRoutes, { payables: createPayablesService(db), company });
      await api.register(tallyRoutes, { tally: createTallyService(db, company) });
      await api.register(documentEmailRoutes, {
        documentEmail: createDocumentEmailService({
          db,
          invoices,
          receivables,
          company,
          mailer: createMailer(config.mail.smtpUrl),
          mailFrom: config.mail.from,
        }),
      });
      await api.register(dashboardRoutes, {
        dashboard: createDashboardService(db),
        notifications: createNotificationsService(db),
      });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { dist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
