import { PURCHASE_ORDER_FLOW, type PurchaseOrder } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { purchaseOrdersResource } from './api';
import { PurchaseOrderStatusBadge } from './po-badges';

/** The purchase order's screens: its flow's steps and words, its list, form and view at /purchase-orders. */
export const purchaseOrderScreens = defineDocumentScreens<PurchaseOrder, string>({
  flow: PURCHASE_ORDER_FLOW,
  resource: purchaseOrdersResource,
  path: '/purchase-orders',
  listTitle: 'Purchase Orders',
  name: (order) => ({ number: order.poNumber, about: order.supplierName }),
  pdfStem: 'purchase-order',
  Badge: PurchaseOrderStatusBadge,
});
