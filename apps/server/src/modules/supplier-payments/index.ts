/** What other modules use of supplier payments and payables: the services, for the app to build. */
export type { PayablesService } from './payables.service.js';
export type { SupplierPaymentsService } from './supplier-payments.service.js';
