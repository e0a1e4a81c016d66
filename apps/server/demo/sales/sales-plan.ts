import { planDispatches } from './dispatch-plan.js';
import { planInvoices } from './invoice-plan.js';
import { numberDocuments } from './numbering.js';
import { type PlanContext, planOrders, type SalesCustomer, type SalesProduct } from './order-plan.js';

/**
 * The demo year from start to finish, without the database: orders, what was dispatched,
 * the invoices and payments, and the numbers they were given. The same customers, products,
 * day and seed give the same year.
 */
export function planSales(
  customerList: readonly SalesCustomer[],
  productList: readonly SalesProduct[],
  context: PlanContext,
  sellerState: string | null,
) {
  const orders = planOrders(customerList, productList, context);
  planDispatches(orders, context);
  const invoices = planInvoices(orders, context, sellerState);
  const series = numberDocuments(orders, invoices);
  return { orders, invoices, series };
}
