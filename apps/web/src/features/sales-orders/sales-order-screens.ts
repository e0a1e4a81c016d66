import { SALES_ORDER_FLOW, type SalesOrder } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { salesOrdersResource } from './api';
import { SalesOrderBadges } from './order-badges';

/**
 * The sales order's screens: its flow's steps and words (naming its customer), its list, form and
 * view at /sales-orders. It is kept on record, not printed: its view is headed "Sales Order
 * SO/2026-27/0007" over a row of its buttons, and its steps open over the view by address
 * (`?action=close`), the dispatch form among them.
 */
export const salesOrderScreens = defineDocumentScreens<SalesOrder, string>({
  flow: SALES_ORDER_FLOW,
  resource: salesOrdersResource,
  path: '/sales-orders',
  listTitle: 'Sales Orders',
  name: (order) => ({ number: order.orderNumber, about: order.customerName }),
  Badge: SalesOrderBadges,
  heading: 'Sales Order',
  addressed: true,
});
