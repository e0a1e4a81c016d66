import { accountRoutes } from '../features/account/routes';
import { auditRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { blanketOrdersRoutes } from '../features/blanket-orders/routes';
import { boxesRoutes } from '../features/boxes/routes';
import { companyRoutes } from '../features/company/routes';
import { controlPlansRoutes } from '../features/control-plans/routes';
import { customerMaterialsRoutes } from '../features/customer-materials/routes';
import { customersRoutes } from '../features/customers/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { deliverySchedulesRoutes } from '../features/delivery-schedules/routes';
import { departmentsRoutes } from '../features/departments/routes';
import { designationsRoutes } from '../features/designations/routes';
import { employeesRoutes } from '../features/employees/routes';
import { gaugesRoutes } from '../features/gauges/routes';
import { goodsReceiptsRoutes } from '../features/goods-receipts/routes';
import { gstRoutes } from '../features/gst/routes';
import { inspectionsRoutes } from '../features/inspections/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { jobWorkRoutes } from '../features/job-work/routes';
import { machineCapacityRoutes } from '../features/machine-capacity/routes';
import { machinesRoutes } from '../features/machines/routes';
import { notesRoutes } from '../features/notes/routes';
import { pagesRoutes } from '../features/pages/routes';
import { payablesRoutes } from '../features/payables/routes';
import { planningRoutes } from '../features/planning/routes';
import { productionRoutes } from '../features/production/routes';
import { productsRoutes } from '../features/products/routes';
import { purchaseOrdersRoutes } from '../features/purchase-orders/routes';
import { quotationsRoutes } from '../features/quotations/routes';
import { receivablesRoutes } from '../features/receivables/routes';
import { rolesRoutes } from '../features/roles/routes';
import { salesOrdersRoutes } from '../features/sales-orders/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { spcRoutes } from '../features/spc/routes';
import { stockRoutes } from '../features/stock/routes';
import { supplierBillsRoutes } from '../features/supplier-bills/routes';
import { supplierPaymentsRoutes } from '../features/supplier-payments/routes';
import { suppliersRoutes } from '../features/suppliers/routes';
import { tallyRoutes } from '../features/tally/routes';
import { traceabilityRoutes } from '../features/traceability/routes';
import { usersRoutes } from '../features/users/routes';
import { workOrdersRoutes } from '../features/work-orders/routes';
import type { AppRoute } from '../lib/route-meta';

/** Every screen of the app; each feature contributes its own. */
export const APP_ROUTES: AppRoute[] = [
  ...dashboardRoutes,
  ...rolesRoutes,
  ...usersRoutes,
  ...customersRoutes,
  ...employeesRoutes,
  ...departmentsRoutes,
  ...designationsRoutes,
  ...machinesRoutes,
  ...machineCapacityRoutes,
  ...suppliersRoutes,
  ...productsRoutes,
  ...quotationsRoutes,
  ...salesOrdersRoutes,
  ...blanketOrdersRoutes,
  ...deliverySchedulesRoutes,
  ...stockRoutes,
  ...productionRoutes,
  ...scheduleRoutes,
  ...planningRoutes,
  ...invoicesRoutes,
  ...notesRoutes,
  ...jobWorkRoutes,
  ...inspectionsRoutes,
  ...controlPlansRoutes,
  ...traceabilityRoutes,
  ...spcRoutes,
  ...gaugesRoutes,
  ...boxesRoutes,
  ...customerMaterialsRoutes,
  ...goodsReceiptsRoutes,
  ...purchaseOrdersRoutes,
  ...supplierBillsRoutes,
  ...supplierPaymentsRoutes,
  ...payablesRoutes,
  ...tallyRoutes,
  ...workOrdersRoutes,
  ...receivablesRoutes,
  ...gstRoutes,
  ...companyRoutes,
  ...auditRoutes,
  ...accountRoutes,
  ...authRoutes,
  ...pagesRoutes,
];
