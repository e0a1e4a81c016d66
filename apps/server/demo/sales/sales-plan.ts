import type { Lut } from '@lathe/shared';
import { planDispatches } from './dispatch-plan.js';
import { planInvoices } from './invoice-plan.js';
import { numberDocuments } from './numbering.js';
import { type PlanContext, planOrders, type SalesCustomer, type SalesProduct } from './order-plan.js';
import { planZeroRated } from './zero-rated-plan.js';

/**
 * The demo year from start to finish, without the database: orders, what was dispatched,
 * the invoices and payments, and the numbers they were given; the SEZ and overseas customers'
 * quarter of zero-rated supplies (under `lut` where it is valid) among them. The same customers,
 * products, day and seed give the same year.
 */
export function planSales(
  customerList: readonly SalesCustomer[],
  productList: readonly SalesProduct[],
  context: PlanContext,
  sellerState: string | null,
  lut: Lut = {},
) {
  const regular = customerList.filter((customer) => customer.gstCategory === 'regular');
  const orders = planOrders(regular, productList, context);
  planDispatches(orders, context);
  const invoices = planInvoices(orders, context, sellerState);
  const zeroRated = planZeroRated(customerList, productList, context, sellerState, lut);
  orders.push(...zeroRated.orders);
  invoices.push(...zeroRated.invoices);
  const series = numberDocuments(orders, invoices);
  return { orders, invoices, series };
}
