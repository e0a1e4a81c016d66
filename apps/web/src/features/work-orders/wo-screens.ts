import { WORK_ORDER_FLOW, type WorkOrder } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { workOrdersResource } from './api';
import { WorkOrderStatusBadge } from './wo-status';

/**
 * The work order's screens: its flow's steps and words (naming its product, and telling when the
 * release left its bar short), its list, form and view at /work-orders.
 */
export const workOrderScreens = defineDocumentScreens<WorkOrder, string>({
  flow: WORK_ORDER_FLOW,
  resource: workOrdersResource,
  path: '/work-orders',
  listTitle: 'Work Orders',
  name: (order) => ({
    number: order.woNumber,
    about: order.productDescription,
    short: Boolean(order.materialNeed.shortKg),
  }),
  pdfStem: 'work-order',
  Badge: WorkOrderStatusBadge,
});
